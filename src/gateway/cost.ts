import { getNamedType, getNullableType, isListType, isObjectType, type GraphQLCompositeType, type GraphQLField, type GraphQLNamedType, type GraphQLSchema } from 'graphql';
import type { DocumentNode } from 'graphql';
import { getComplexity, type ComplexityEstimatorArgs } from 'graphql-query-complexity';

/**
 * What one operation may cost before it runs (graphql-query-complexity walks the document with
 * the request's variables, so `first: $n` counts as sent). The weights follow what a field makes
 * the gateway do:
 * - a field that goes upstream (a root field, a field with arguments, a REST-backed field the
 *   gateway resolves itself) costs `UPSTREAM_FIELD`; anything read off a loaded record costs 1;
 * - a field that returns many items (a list or a connection) multiplies what it selects by its page
 *   size (`first`, `last`, `limit`, … or the length of a list argument such as `uris`),
 *   `DEFAULT_LIST_SIZE` when it has none; the `edges` of a connection are paged by the
 *   connection's own argument;
 * - introspection costs nothing (bounded by the schema, and switched off in production).
 */
export const UPSTREAM_FIELD = 10;
export const DEFAULT_LIST_SIZE = 10;
const PAGE_ARGUMENTS = ['first', 'last', 'limit', 'pageSize', 'size', 'count', 'top'];

export interface CostModel {
  /** `Type.field` coordinates the gateway resolves itself by calling an upstream. */
  upstreamFields: ReadonlySet<string>;
}

export function operationCost(schema: GraphQLSchema, document: DocumentNode, variables: Record<string, unknown> | undefined, operationName: string | undefined, model: CostModel): number {
  const roots = new Set([schema.getQueryType(), schema.getMutationType(), schema.getSubscriptionType()].filter(Boolean));
  return getComplexity({
    schema,
    query: document,
    variables: variables ?? {},
    operationName,
    estimators: [
      ({ type, field, args, childComplexity }: ComplexityEstimatorArgs) => {
        if (field.name.startsWith('__')) return 0;
        const own = roots.has(type as never) || field.args.length > 0 || model.upstreamFields.has(`${type.name}.${field.name}`) ? UPSTREAM_FIELD : 1;
        return own + pageSize(type, field, args) * childComplexity;
      },
    ],
  });
}

function pageSize(parent: GraphQLCompositeType, field: GraphQLField<unknown, unknown>, args: Record<string, unknown>): number {
  const returned = getNullableType(field.type);
  const list = isListType(returned);
  // Only a field that returns many items is paged: `size` on an upload mutation is a byte count.
  if (!list && !isConnection(getNamedType(returned))) return 1;
  for (const name of PAGE_ARGUMENTS) {
    const value = args[name];
    if (typeof value === 'number' && value >= 0) return value;
  }
  let longest = -1;
  for (const value of Object.values(args)) if (Array.isArray(value)) longest = Math.max(longest, value.length);
  if (longest >= 0) return longest;
  if (!list) return DEFAULT_LIST_SIZE;
  return isConnection(parent) ? 1 : DEFAULT_LIST_SIZE;
}

/** A Relay-style connection: its list is paged by the argument of the field that returned it. */
function isConnection(type: GraphQLNamedType): boolean {
  if (!isObjectType(type)) return false;
  const fields = type.getFields();
  return 'edges' in fields && 'pageInfo' in fields;
}

/** The coordinates of fields that resolvers of ours serve (each calls an upstream or reads what one answered). */
export function upstreamFieldsOf(resolverMaps: ReadonlyArray<Record<string, unknown>>): Set<string> {
  const coordinates = new Set<string>();
  for (const map of resolverMaps) {
    for (const [typeName, fields] of Object.entries(map)) {
      // Scalars' serialize/parse functions and enum value maps are not fields.
      if (!fields || typeof fields !== 'object' || typeName.startsWith('__') || 'serialize' in fields) continue;
      for (const [fieldName, resolver] of Object.entries(fields as Record<string, unknown>)) {
        if (fieldName.startsWith('__')) continue;
        if (typeof resolver === 'function' || (resolver && typeof resolver === 'object' && 'resolve' in resolver)) coordinates.add(`${typeName}.${fieldName}`);
      }
    }
  }
  return coordinates;
}
