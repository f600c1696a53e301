import {
  getNamedType,
  isAbstractType,
  isEnumType,
  isInputObjectType,
  isInterfaceType,
  isObjectType,
  type GraphQLField,
  type GraphQLOutputType,
  type GraphQLSchema,
} from 'graphql';
import { gatewayError, ErrorCode } from '../errors.js';

/**
 * What the introspected upstream offers. The gateway builds its own upstream operations from
 * these checks instead of assuming the sandbox's schema (docs/architecture.md#follow-the-spec-not-our-sandbox): a field the
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

/**
 * The error a field answers with when the upstream schema lacks what it needs: a code of its
 * own, so a client can tell "this upstream cannot do it" (no retry helps) from a failed call.
 */
export function missingUpstream(what: string): Error {
  return gatewayError(ErrorCode.UPSTREAM_UNSUPPORTED, `The upstream GraphQL interface does not offer ${what}; this field is unavailable.`);
}

/**
 * A selection in the shape the gateway wants, e.g. `['commentUri', { author: ['name'] },
 * { '... on Reply': ['text'] }]`, printed with only the fields and fragment types the upstream
 * has. A leaf may be aliased (`'ratio: value'`: union members that name a Long and a Float
 * alike must not share a response name). Abstract types get `__typename`. Returns '' when
 * nothing is left.
 */
export type SelectionSpec = ReadonlyArray<string | { readonly [fieldOrFragment: string]: SelectionSpec }>;

export function buildSelection(schema: GraphQLSchema, typeName: string, spec: SelectionSpec): string {
  const type = schema.getType(typeName);
  if (!type) return '';
  const abstract = isAbstractType(type);
  const fields = isObjectType(type) || isInterfaceType(type) ? type.getFields() : {};
  const parts: string[] = abstract ? ['__typename'] : [];
  for (const item of spec) {
    if (typeof item === 'string') {
      const colon = item.indexOf(':');
      const name = colon < 0 ? item : item.slice(colon + 1).trim();
      if (name in fields) parts.push(colon < 0 ? item : `${item.slice(0, colon).trim()}: ${name}`);
      continue;
    }
    for (const [key, sub] of Object.entries(item)) {
      if (key.startsWith('... on ')) {
        const condition = key.slice('... on '.length).trim();
        const conditionType = schema.getType(condition);
        const fits = isObjectType(conditionType) && (abstract ? schema.isSubType(type, conditionType) : condition === typeName);
        const inner = fits ? buildSelection(schema, condition, sub) : '';
        if (inner) parts.push(`... on ${condition} { ${inner} }`);
        continue;
      }
      const field = (fields as Record<string, { type: GraphQLOutputType }>)[key];
      const inner = field ? buildSelection(schema, getNamedType(field.type).name, sub) : '';
      if (inner) parts.push(`${key} { ${inner} }`);
    }
  }
  return parts.length === (abstract ? 1 : 0) ? '' : parts.join(' ');
}

/**
 * Drops the keys an upstream input type does not declare, recursively, so a value written
 * from the spec still validates against an upstream that omits an optional input field.
 */
export function fitInput(schema: GraphQLSchema, inputTypeName: string, value: unknown): unknown {
  const type = schema.getType(inputTypeName);
  if (!isInputObjectType(type) || !value || typeof value !== 'object' || Array.isArray(value)) return value;
  const fields = type.getFields();
  const out: Record<string, unknown> = {};
  for (const [key, v] of Object.entries(value as Record<string, unknown>)) {
    if (!(key in fields)) continue;
    out[key] = fitInput(schema, getNamedType(fields[key].type).name, v);
  }
  return out;
}
