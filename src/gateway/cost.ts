import {
  getNamedType,
  getNullableType,
  isInputObjectType,
  isListType,
  isObjectType,
  type GraphQLArgument,
  type GraphQLCompositeType,
  type GraphQLField,
  type GraphQLInputType,
  type GraphQLNamedType,
  type GraphQLObjectType,
  type GraphQLSchema,
} from 'graphql';
import type { DocumentNode } from 'graphql';
import { getComplexity, type ComplexityEstimatorArgs } from 'graphql-query-complexity';
import { DEFAULT_PAGE as DEFAULT_COMMENTS_PAGE } from '../modules/comments/connection.js';
import { resolveConditions } from './conditions.js';
import { mergedFields } from './merged-fields.js';

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
 * - so is a page object (a type with a list, such as `EpisodeListPage { items }`, returned by a
 *   field that takes a page size inside an input object, as `episodesV2(listEpisodesV2Request:
 *   { pagination: { pageSize } })` does): the field multiplies by that size, its list by 1;
 * - introspection costs nothing (bounded by the schema, and switched off in production).
 */
export const UPSTREAM_FIELD = 10;
export const DEFAULT_LIST_SIZE = 10;
/**
 * Connections whose page without a size is not DEFAULT_LIST_SIZE, by field name: what their
 * resolver asks the upstream for then. Upstream fields with a page size take it as a required
 * argument (document 2, 4.4: `getCommentsForEpisode(pageSize: Int!)`, `showComments`'s `pagingInfo`),
 * so the size sent is counted.
 */
const DEFAULT_PAGES: Readonly<Record<string, number>> = { comments: DEFAULT_COMMENTS_PAGE };
const PAGE_ARGUMENTS = ['first', 'last', 'limit', 'pageSize', 'size', 'count', 'top'];

export interface CostModel {
  /** `Type.field` coordinates the gateway resolves itself by calling an upstream. */
  upstreamFields: ReadonlySet<string>;
}

export function operationCost(schema: GraphQLSchema, document: DocumentNode, variables: Record<string, unknown> | undefined, operationName: string | undefined, model: CostModel): number {
  const roots = new Set<GraphQLCompositeType>([schema.getQueryType(), schema.getMutationType(), schema.getSubscriptionType()].filter((t): t is GraphQLObjectType => !!t));
  const pages = pageTypesOf(schema);
  return getComplexity({
    schema,
    // graphql-query-complexity counts every field node: a field written twice, or once more
    // under an @include(if: true), would cost twice.
    query: mergedFields(schema, resolveConditions(schema, document, variables ?? {}, operationName)),
    variables: variables ?? {},
    operationName,
    estimators: [
      ({ type, field, args, childComplexity }: ComplexityEstimatorArgs) => {
        if (field.name.startsWith('__')) return 0;
        const own = roots.has(type) || field.args.length > 0 || model.upstreamFields.has(`${type.name}.${field.name}`) ? UPSTREAM_FIELD : 1;
        return own + pageSize(type, field, args, pages) * childComplexity;
      },
    ],
  });
}

function pageSize(parent: GraphQLCompositeType, field: GraphQLField<unknown, unknown>, args: Record<string, unknown>, pages: ReadonlySet<GraphQLNamedType>): number {
  const returned = getNullableType(field.type);
  const list = isListType(returned);
  const named = getNamedType(returned);
  // Only a field that returns many items is paged: `size` on an upload mutation is a byte count.
  if (!list && !isConnection(named) && !pages.has(named)) return 1;
  const size = pageArgument(args);
  if (size !== null) return size;
  let longest = -1;
  for (const value of Object.values(args)) if (Array.isArray(value)) longest = Math.max(longest, value.length);
  if (longest >= 0) return longest;
  if (!list) return DEFAULT_PAGES[field.name] ?? DEFAULT_LIST_SIZE;
  // The list of a connection or a page object is paged by the field that returned it.
  return isConnection(parent) || pages.has(parent) ? 1 : DEFAULT_LIST_SIZE;
}

/** How deep a page size may sit in input objects (`{ pagination: { pageSize } }` is 1). */
const PAGE_ARGUMENT_DEPTH = 2;

/**
 * A page argument's value, at the top level or inside input objects (the first found, level by
 * level). A size of 0 counts as `DEFAULT_LIST_SIZE`: in the Google-style paging these request
 * shapes follow (`pagination: { pageSize }`), 0 asks for the upstream's default page, not for none.
 */
function pageArgument(args: Record<string, unknown>): number | null {
  let level: Record<string, unknown>[] = [args];
  for (let depth = 0; depth <= PAGE_ARGUMENT_DEPTH && level.length > 0; depth++) {
    for (const object of level) {
      for (const name of PAGE_ARGUMENTS) {
        const value = object[name];
        if (typeof value === 'number' && value >= 0) return value === 0 ? DEFAULT_LIST_SIZE : value;
      }
    }
    level = level.flatMap((object) => Object.values(object).filter((v): v is Record<string, unknown> => !!v && typeof v === 'object' && !Array.isArray(v)));
  }
  return null;
}

const pageTypesBySchema = new WeakMap<GraphQLSchema, ReadonlySet<GraphQLNamedType>>();

/**
 * Page objects of a schema: object types with a list field that a field with a page argument
 * inside an input object returns (the argument pages their list). Worked out once per schema.
 */
function pageTypesOf(schema: GraphQLSchema): ReadonlySet<GraphQLNamedType> {
  let pages = pageTypesBySchema.get(schema);
  if (pages) return pages;
  const found = new Set<GraphQLNamedType>();
  for (const type of Object.values(schema.getTypeMap())) {
    if (!isObjectType(type) || type.name.startsWith('__')) continue;
    for (const field of Object.values(type.getFields())) {
      const returned = getNullableType(field.type);
      const named = getNamedType(returned);
      if (isListType(returned) || !isObjectType(named) || isConnection(named)) continue;
      if (!Object.values(named.getFields()).some((f) => isListType(getNullableType(f.type)))) continue;
      if (field.args.some((arg) => hasNestedPageArgument(arg, 0))) found.add(named);
    }
  }
  pageTypesBySchema.set(schema, (pages = found));
  return pages;
}

function hasNestedPageArgument(arg: GraphQLArgument | { name: string; type: GraphQLInputType }, depth: number): boolean {
  const type = getNamedType(arg.type);
  if (!isInputObjectType(type) || depth >= PAGE_ARGUMENT_DEPTH) return false;
  return Object.values(type.getFields()).some((f) => PAGE_ARGUMENTS.includes(f.name) || hasNestedPageArgument(f, depth + 1));
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
