import { defaultFieldResolver, Kind, OperationTypeNode, type GraphQLResolveInfo, type GraphQLSchema, type SelectionSetNode } from 'graphql';
import { delegateToSchema, type MergedTypeConfig, type SubschemaConfig } from '@graphql-tools/delegate';
import { ErrorCode, gatewayError } from '../errors.js';
import { failingFields, URI_ROOTS, type UriRootType } from '../graph/roots.js';
import { selectedFieldNames } from '../selection.js';

/**
 * Show and Episode are merged types: the REST side (gateway-level fields) and the upstream
 * GraphQL interface (a subschema) each hold some of their fields. The upstream keys both by
 * `uri` and reaches each through a root that takes one URI; stitching completes a value a
 * gateway field returns with the upstream fields the client selected, by that key, and all
 * completions of one tick travel in one upstream request (the subschema batches per request).
 */
export const MERGED_TYPES = URI_ROOTS;

export type MergedTypeName = UriRootType;

export function isMergedType(name: string): name is MergedTypeName {
  return name in MERGED_TYPES;
}

type Resolve = (parent: unknown, args: Record<string, unknown>, ctx: unknown, info: GraphQLResolveInfo) => unknown;

/**
 * The upstream key of a value a gateway field made from REST (`{ id }`, `{ stationId }`): the
 * modules convert it (ID directory, 4.15, 4.1...). Given by the server, so composition imports
 * no module.
 */
export type MergedKeyOf = (ref: Record<string, unknown>, ctx: unknown, info: GraphQLResolveInfo) => Promise<string>;
export type MergedKeys = Readonly<Record<MergedTypeName, MergedKeyOf>>;

/**
 * The subschema's merge configuration for the merged types its schema has. The resolver is
 * stitching's own delegation to the root; a failure becomes an error on each selected upstream
 * field of that object (its REST fields still answer), not on the object.
 */
export function mergeConfig(upstream: GraphQLSchema, upstreamOnly: UpstreamOnlyFields): Record<string, MergedTypeConfig> {
  const out: Record<string, MergedTypeConfig> = {};
  for (const typeName of Object.keys(MERGED_TYPES) as MergedTypeName[]) {
    const root = upstream.getQueryType()?.getFields()[MERGED_TYPES[typeName].rootField];
    if (!upstream.getType(typeName) || !root) continue;
    const needed = upstreamOnly.get(typeName) ?? new Set<string>();
    out[typeName] = {
      selectionSet: '{ uri }',
      fieldName: MERGED_TYPES[typeName].rootField,
      // Stitching leaves out the fields gateway resolvers answer only at the top of the
      // selection, not inside fragments: what it finds missing may need nothing upstream.
      // Then the answer adds nothing: stitching deep-merges every object in an answer into the
      // value it completes (@graphql-tools/utils mergeDeep), so answering with the value itself
      // would copy its REST overview field by field and turn its `publishOn` Date into `{}`.
      resolve: (original, context, info, subschema, selectionSet) =>
        asksUpstream(selectionSet.selections, needed) ? completeFromUpstream(typeName, original, context, info, subschema, selectionSet) : {},
    };
  }
  return out;
}

/** Whether a selection holds a field only the upstream answers, through inline fragments (stitching inlines named ones; one left is assumed to). */
function asksUpstream(selections: SelectionSetNode['selections'], needed: ReadonlySet<string>): boolean {
  for (const selection of selections) {
    if (selection.kind === Kind.FIELD) {
      if (needed.has(selection.name.value)) return true;
    } else if (selection.kind !== Kind.INLINE_FRAGMENT || asksUpstream(selection.selectionSet.selections, needed)) {
      return true;
    }
  }
  return false;
}

/** Stitching's delegation to the root by URI; a failure becomes an error on each selected field of the object. */
function completeFromUpstream(typeName: MergedTypeName, original: unknown, context: Record<string, unknown> | undefined, info: GraphQLResolveInfo, subschema: SubschemaConfig | GraphQLSchema, selectionSet: SelectionSetNode): Promise<unknown> {
  const merged = MERGED_TYPES[typeName];
  return Promise.resolve(
    delegateToSchema({
      schema: subschema,
      operation: OperationTypeNode.QUERY,
      fieldName: merged.rootField,
      args: merged.args((original as { uri: string }).uri),
      selectionSet,
      context,
      info,
      skipTypeMerging: true,
    }),
  ).then(
    (result) => (result instanceof Error ? failingFields(result, selectionSet.selections) : result ?? failingFields(notFound(typeName), selectionSet.selections)),
    (error: Error) => failingFields(error, selectionSet.selections),
  );
}

/** Fields of each merged type only the upstream can answer: its fields minus those a gateway resolver answers. */
export type UpstreamOnlyFields = ReadonlyMap<string, ReadonlySet<string>>;

export function upstreamOnlyFields(upstream: GraphQLSchema, overridden: ReadonlyMap<string, ReadonlySet<string>>): UpstreamOnlyFields {
  const out = new Map<string, Set<string>>();
  for (const typeName of Object.keys(MERGED_TYPES)) {
    const type = upstream.getType(typeName);
    const fields = type && 'getFields' in type ? Object.keys(type.getFields()) : [];
    const local = overridden.get(typeName) ?? new Set();
    out.set(typeName, new Set(fields.filter((f) => !local.has(f))));
  }
  return out;
}

/**
 * Wraps a gateway field returning Show or Episode values made from REST, so that stitching can
 * complete them: each value names its type (a `__typename` the selection asks for is no reason
 * to call the upstream), and, when the client selected upstream fields, carries its upstream
 * key, converted from its REST key when it has none. The check is the selection, cached per
 * field: REST-only selections pass values through with no conversion and no upstream call.
 */
export function withMergedKey(resolve: Resolve | undefined, typeName: MergedTypeName, upstreamOnly: UpstreamOnlyFields, keyOf: MergedKeyOf): Resolve {
  const base = resolve ?? (defaultFieldResolver as Resolve);
  const needed = upstreamOnly.get(typeName) ?? new Set<string>();
  return (parent, args, ctx, info) => {
    const value = base(parent, args, ctx, info);
    if (!needsUpstream(info, typeName, needed)) return typeNamed(value, typeName);
    return Promise.resolve(value).then((v) => keyed(v, typeName, needed, keyOf, ctx, info));
  };
}

function needsUpstream(info: GraphQLResolveInfo, typeName: string, needed: ReadonlySet<string>): boolean {
  for (const name of selectedFieldNames(info, typeName)) if (needed.has(name)) return true;
  return false;
}

function typeNamed(value: unknown, typeName: string): unknown {
  if (value instanceof Promise) return value.then((v) => typeNamed(v, typeName));
  if (Array.isArray(value)) {
    for (const item of value) typeNamed(item, typeName);
  } else if (value && typeof value === 'object' && !(value instanceof Error) && !('__typename' in value)) {
    (value as Record<string, unknown>).__typename = typeName;
  }
  return value;
}

async function keyed(value: unknown, typeName: MergedTypeName, needed: ReadonlySet<string>, keyOf: MergedKeyOf, ctx: unknown, info: GraphQLResolveInfo): Promise<unknown> {
  if (Array.isArray(value)) return Promise.all(value.map((item) => keyed(item, typeName, needed, keyOf, ctx, info)));
  if (!value || typeof value !== 'object' || value instanceof Error) return value;
  const ref = typeNamed(value, typeName) as Record<string, unknown>;
  if (typeof ref.uri === 'string') return ref;
  try {
    ref.uri = await keyOf(ref, ctx, info);
    return ref;
  } catch (error) {
    // The REST side answered but the upstream key is out of reach: each selected upstream field
    // fails with that error, at its own path; the REST fields still answer.
    return { ...ref, ...failingFields(error as Error, [...selectedFieldNames(info, typeName)].filter((name) => needed.has(name))) };
  }
}

function notFound(typeName: string): Error {
  return gatewayError(ErrorCode.NOT_FOUND, `The upstream GraphQL interface does not show this ${typeName === 'Show' ? 'show' : 'episode'} to this caller.`);
}
