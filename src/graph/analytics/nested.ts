import { getNamedType, GraphQLError, isInputObjectType, isObjectType, parse, type DocumentNode, type ExecutionResult, type GraphQLSchema } from 'graphql';
import { ErrorCode, gatewayError } from '../../errors.js';
import { buildSelection, missingUpstream, upstreamField, type SelectionSpec } from '../capabilities.js';
import { URI_ROOTS, type UriRootType } from '../roots.js';
import { asGatewayError } from '../runtime.js';

/**
 * A query for one field of a Show or Episode that takes one input object, reached the way
 * document 2 states (2.3, 2.6, 2.7): `showByShowUri(getShowByShowUriRequest: {showUri})` then
 * e.g. `analytics(getShowAnalyticsRequest: ...)`. The types are the introspected upstream's
 * own (the spec names the arguments, not their types), and the selection keeps only what the
 * upstream has (capabilities.ts), so the query validates on any upstream of that shape.
 */
export interface NestedPlan {
  readonly document: DocumentNode;
  /** The input type of the field's argument, for `fitInput`. */
  readonly inputType: string;
  /** Variables for one object and one request. */
  variables(uri: string, request: Record<string, unknown>): Record<string, unknown>;
  /**
   * The field's value, or the upstream's error for it. An object the upstream does not show to
   * this caller (the root is null) is NOT_FOUND.
   */
  read<T>(result: ExecutionResult): T | null;
}

export interface NestedField {
  level: UriRootType;
  field: string;
  arg: string;
  selection: SelectionSpec;
  operationName: string;
  /** What the field is, for the error of an upstream without it. */
  what: string;
}

const VALUE = 'value';

const plans = new WeakMap<GraphQLSchema, Map<string, NestedPlan | Error>>();

/** The plan of `wanted` on this upstream schema (cached per schema), or the coded error of an upstream without it. */
export function nestedPlan(schema: GraphQLSchema, wanted: NestedField): NestedPlan | Error {
  let bySchema = plans.get(schema);
  if (!bySchema) plans.set(schema, (bySchema = new Map()));
  let plan = bySchema.get(wanted.operationName);
  if (!plan) bySchema.set(wanted.operationName, (plan = build(schema, wanted)));
  return plan;
}

function build(schema: GraphQLSchema, wanted: NestedField): NestedPlan | Error {
  const root = URI_ROOTS[wanted.level];
  const rootField = upstreamField(schema, 'Query', root.rootField);
  const rootArgName = Object.keys(root.args(''))[0];
  const rootArg = rootField?.args.find((a) => a.name === rootArgName);
  const parentType = rootField ? getNamedType(rootField.type) : undefined;
  const field = isObjectType(parentType) ? parentType.getFields()[wanted.field] : undefined;
  const arg = field?.args.find((a) => a.name === wanted.arg);
  const input = arg ? getNamedType(arg.type) : undefined;
  const returns = field ? getNamedType(field.type) : undefined;
  const selection = returns ? buildSelection(schema, returns.name, wanted.selection) : '';
  if (!rootField || !rootArg || !field || !arg || !isInputObjectType(input) || !selection) {
    return missingUpstream(`${wanted.what} (${wanted.level}.${wanted.field}(${wanted.arg}:) under Query.${root.rootField}, document 2)`);
  }
  const document = parse(
    `query ${wanted.operationName}($key: ${rootArg.type.toString()}, $request: ${arg.type.toString()}) ` +
      `{ ${root.rootField}(${rootArgName}: $key) { ${VALUE}: ${wanted.field}(${wanted.arg}: $request) { ${selection} } } }`,
  );
  return {
    document,
    inputType: input.name,
    variables: (uri, request) => ({ key: (root.args(uri) as Record<string, unknown>)[rootArgName], request }),
    read<T>(result: ExecutionResult): T | null {
      const parent = (result.data as Record<string, Record<string, unknown> | null> | null | undefined)?.[root.rootField];
      const errors = (result.errors ?? []).filter((e) => !e.path || e.path[0] === root.rootField);
      const value = parent?.[VALUE];
      if (value !== null && value !== undefined) return value as T;
      if (errors.length) throw asGatewayError(errors[0] as GraphQLError);
      if (!parent) throw gatewayError(ErrorCode.NOT_FOUND, `The upstream GraphQL interface does not show this ${wanted.level === 'Show' ? 'show' : 'episode'} to this caller.`);
      return null;
    },
  };
}
