import { getNamedType, isEnumType, isInputObjectType, isObjectType, type GraphQLField, type GraphQLSchema } from 'graphql';
import { gatewayError, ErrorCode } from '../errors.js';

/**
 * What the introspected upstream offers. The gateway builds its own upstream operations from
 * these checks instead of assuming the sandbox's schema (DESIGN principle 3): a field the
 * upstream lacks becomes a clear error at the field that needs it, not a crash.
 */
export function upstreamField(schema: GraphQLSchema, typeName: string, fieldName: string): GraphQLField<unknown, unknown> | undefined {
  const type = schema.getType(typeName);
  return isObjectType(type) ? type.getFields()[fieldName] : undefined;
}

export function hasArg(field: GraphQLField<unknown, unknown> | undefined, name: string): boolean {
  return !!field?.args.some((a) => a.name === name);
}

/** Field names of the object type a field returns (unwrapping lists and non-null). */
export function returnFields(field: GraphQLField<unknown, unknown> | undefined): Set<string> {
  const type = field ? getNamedType(field.type) : undefined;
  return new Set(isObjectType(type) ? Object.keys(type.getFields()) : []);
}

export function inputHasField(schema: GraphQLSchema, inputName: string, fieldName: string): boolean {
  const type = schema.getType(inputName);
  return isInputObjectType(type) && fieldName in type.getFields();
}

export function enumHasValue(schema: GraphQLSchema, enumName: string, value: string): boolean {
  const type = schema.getType(enumName);
  return isEnumType(type) && !!type.getValue(value);
}

/** The error a field answers with when the upstream schema lacks what it needs. */
export function missingUpstream(what: string): Error {
  return gatewayError(ErrorCode.UPSTREAM_ERROR, `The upstream GraphQL interface does not offer ${what}; this field is unavailable.`);
}
