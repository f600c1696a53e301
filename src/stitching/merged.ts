import { defaultFieldResolver, OperationTypeNode, type GraphQLResolveInfo, type GraphQLSchema, type SelectionSetNode } from 'graphql';
import { delegateToSchema, type MergedTypeConfig, type SubschemaConfig } from '@graphql-tools/delegate';
import { ErrorCode, gatewayError } from '../errors.js';
import type { GraphCaller } from '../graph/runtime.js';
import { failingFields, URI_ROOTS, withDeferredFields, withFields, type UriRootType } from '../graph/roots.js';
import { conditionsApplied, deferredShareOf, selectionAt, selectionSetFor, shareOf, type SelectionShare } from '../selection.js';

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

export type Resolve = (parent: unknown, args: Record<string, unknown>, ctx: unknown, info: GraphQLResolveInfo) => unknown;

/**
 * The upstream key of a value a gateway field made from REST (`{ id }`, `{ stationId }`): the
 * modules convert it (ID directory, 4.15, 4.1...). Given by the server, so composition imports
 * no module.
 */
export type MergedKeyOf = (ref: Readonly<Record<string, unknown>>, ctx: unknown, info: GraphQLResolveInfo) => Promise<string>;
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
      // Stitching finds fields missing from a value without knowing which ones gateway
      // resolvers answer (it looks into fragments). The selection model says which selected
      // fields only the upstream answers; those the value lacks are asked, and nothing else.
      // Stitching deep-merges what this returns into the value, so "nothing to add" is an empty
      // object: the value merged into itself would turn its Dates (a REST record's `publishOn`)
      // into empty objects.
      resolve: (original, context, info, subschema) => {
        const missing = missingUpstreamFields(original, info, typeName, needed);
        return missing.selections.length ? completeFromUpstream(typeName, original, context, info, subschema, missing) : {};
      },
    };
  }
  return out;
}

/** The upstream's share of a selection that a value does not hold yet, as a selection set. */
function missingUpstreamFields(value: unknown, info: GraphQLResolveInfo, typeName: string, needed: ReadonlySet<string>): SelectionSetNode {
  const held = value && typeof value === 'object' ? (value as Record<string, unknown>) : {};
  const share = shareOf(selectionAt(info, typeName), needed);
  const missing = share.fields.filter((field) => held[field.responseKey] === undefined);
  // The share's own list when the value holds none of it (the usual case): its selection set is
  // cached, and stitching's delegation plans, memoized on it, are made once per document.
  return selectionSetFor(missing.length === share.fields.length ? share.fields : missing, info);
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
      // Delegation puts the client field's directives on the upstream root: not its @stream.
      fieldNodes: conditionsApplied(info.fieldNodes, info),
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
 * Upstream fields only deferred fragments select are asked at once, but the value does not
 * wait for them, nor for the key when nothing else needs it (`withDeferred`).
 */
export function withMergedKey(resolve: Resolve | undefined, typeName: MergedTypeName, upstreamOnly: UpstreamOnlyFields, keyOf: MergedKeyOf): Resolve {
  const base = resolve ?? (defaultFieldResolver as Resolve);
  const needed = upstreamOnly.get(typeName) ?? new Set<string>();
  return (parent, args, ctx, info) => {
    const value = base(parent, args, ctx, info);
    const selection = selectionAt(info, typeName);
    const later = deferredShareOf(selection, needed);
    if (later.fields.length) return Promise.resolve(value).then((v) => withDeferred(v, typeName, shareOf(selection, needed), later, keyOf, ctx, info));
    if (!shareOf(selection, needed).fields.length) return typeNamed(value, typeName);
    return Promise.resolve(value).then((v) => keyed(v, typeName, needed, keyOf, ctx, info));
  };
}

/**
 * A value (a list: each item) whose selection defers upstream fields: those it does not hold yet
 * are asked now by its key (`withDeferredFields`), and the value waits for the key only when the
 * initial part needs upstream fields too (their completion is stitching's, as without @defer).
 */
function withDeferred(value: unknown, typeName: MergedTypeName, initial: SelectionShare, later: SelectionShare, keyOf: MergedKeyOf, ctx: unknown, info: GraphQLResolveInfo): unknown {
  if (Array.isArray(value)) {
    const items = value.map((item) => withDeferred(item, typeName, initial, later, keyOf, ctx, info));
    return items.some((item) => item instanceof Promise) ? Promise.all(items) : items;
  }
  if (!value || typeof value !== 'object' || value instanceof Error) return value;
  const ref = typeNamed(value, typeName) as Readonly<Record<string, unknown>>;
  const missing = later.fields.filter((field) => ref[field.responseKey] === undefined);
  if (!missing.length) return initial.fields.length ? keyed(ref, typeName, initial, keyOf, ctx, info) : ref;
  // The share itself when the value holds none of it (the usual case): its selection set is cached.
  const share = missing.length === later.fields.length ? later : { fields: missing };
  if (typeof ref.uri === 'string') return withDeferredFields(ref, ctx as GraphCaller, info, typeName, ref.uri, share);
  const key = keyOf(ref, ctx, info);
  const held = withDeferredFields(ref, ctx as GraphCaller, info, typeName, key, share);
  if (!initial.fields.length) {
    key.catch(() => undefined);
    return held;
  }
  return keyedBy(held, key, typeName, initial);
}


/** The value with its type named, as a new object (a list: a new list). */
function typeNamed(value: unknown, typeName: string): unknown {
  if (value instanceof Promise) return value.then((v) => typeNamed(v, typeName));
  if (Array.isArray(value)) return value.map((item) => typeNamed(item, typeName));
  if (!value || typeof value !== 'object' || value instanceof Error || '__typename' in value) return value;
  return withFields(value, { __typename: typeName });
}

/** The value with its type named and its upstream key, as a new object (a list: a new list). */
async function keyed(value: unknown, typeName: MergedTypeName, needed: ReadonlySet<string> | SelectionShare, keyOf: MergedKeyOf, ctx: unknown, info: GraphQLResolveInfo): Promise<unknown> {
  if (Array.isArray(value)) return Promise.all(value.map((item) => keyed(item, typeName, needed, keyOf, ctx, info)));
  if (!value || typeof value !== 'object' || value instanceof Error) return value;
  const ref = typeNamed(value, typeName) as Readonly<Record<string, unknown>>;
  if (typeof ref.uri === 'string') return ref;
  return keyedBy(ref, keyOf(ref, ctx, info), typeName, needed instanceof Set ? shareOf(selectionAt(info, typeName), needed) : (needed as SelectionShare));
}

/** `ref` with the upstream key once it comes, or, when it cannot, with each upstream field of `share` failing. */
async function keyedBy(ref: Readonly<Record<string, unknown>>, key: Promise<string>, typeName: MergedTypeName, share: SelectionShare): Promise<unknown> {
  try {
    return withFields(ref, { uri: await key });
  } catch (error) {
    // The REST side answered but the upstream key is out of reach: each selected upstream field
    // fails with that error, at its own path; the REST fields still answer.
    return withFields(ref, failingFields(error as Error, share.fields.map((field) => field.name)));
  }
}

function notFound(typeName: string): Error {
  return gatewayError(ErrorCode.NOT_FOUND, `The upstream GraphQL interface does not show this ${typeName === 'Show' ? 'show' : 'episode'} to this caller.`);
}
