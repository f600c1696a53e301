import { defaultFieldResolver, getNamedType, GraphQLError, type GraphQLOutputType, type GraphQLResolveInfo, type GraphQLSchema } from 'graphql';
import { delegateToSchema, isExternalObject } from '@graphql-tools/delegate';
import { OperationTypeNode } from 'graphql';
import type { GatewayContext } from '../context.js';
import { toGraphQLError } from '../errors.js';
import { episodeUriOf, showUriOf } from '../modules/ids/keys.js';
import { LOCAL_REF, type LocalRef } from './refs.js';
import { upstreamOf } from './runtime.js';
import { selectedFieldNames } from './selection.js';

/**
 * The two types both interfaces know. Each is keyed upstream by `uri` and reached through an
 * upstream root that takes one URI; the REST side keys them by `stationId` / `id`.
 */
export interface MergedType {
  rootField: string;
  args: (uri: string) => Record<string, unknown>;
  uriOf: (ref: LocalRef, ctx: GatewayContext, info: GraphQLResolveInfo) => Promise<string>;
}

export const MERGED_TYPES: Record<string, MergedType> = {
  Show: {
    rootField: 'showByShowUri',
    args: (uri) => ({ getShowByShowUriRequest: { showUri: uri } }),
    uriOf: (ref, ctx) => showUriOf(ref, ctx),
  },
  Episode: {
    rootField: 'episodeByUri',
    args: (uri) => ({ getEpisodeRequest: { episodeUri: uri } }),
    uriOf: (ref, ctx, info) => episodeUriOf(ref, ctx, info),
  },
};

/**
 * Fields of each merged type only the upstream can answer: the upstream type's fields minus
 * those the gateway resolves itself (REST-canonical overrides such as `title`, and `uri`).
 */
export type UpstreamOnlyFields = Map<string, Set<string>>;

export function upstreamOnlyFields(upstream: GraphQLSchema, overridden: Map<string, Set<string>>): UpstreamOnlyFields {
  const out: UpstreamOnlyFields = new Map();
  for (const typeName of Object.keys(MERGED_TYPES)) {
    const type = upstream.getType(typeName);
    const fields = type && 'getFields' in type ? Object.keys(type.getFields()) : [];
    const local = overridden.get(typeName) ?? new Set();
    out.set(typeName, new Set(fields.filter((f) => !local.has(f))));
  }
  return out;
}

type Resolve = (parent: unknown, args: Record<string, unknown>, ctx: GatewayContext, info: GraphQLResolveInfo) => unknown;

/**
 * Wraps a gateway resolver that returns Show or Episode values made on the REST side. When the
 * client's selection holds fields only the upstream has, each value is completed by delegating
 * to the upstream root for its URI (all values of one tick share one upstream request, since
 * the subschema batches per request); otherwise values pass through untouched, so REST-only
 * queries make no upstream GraphQL call.
 */
export function completeMergedValues(resolve: Resolve | undefined, typeName: string, upstreamOnly: UpstreamOnlyFields): Resolve {
  const base = resolve ?? (defaultFieldResolver as Resolve);
  const needed = upstreamOnly.get(typeName) ?? new Set<string>();
  return (parent, args, ctx, info) => {
    // The selection decides, not the value: a REST-only selection passes values through as they come.
    if (!needsUpstream(info, typeName, needed)) return base(parent, args, ctx, info);
    return (async () => complete(await base(parent, args, ctx, info), typeName, needed, ctx, info, info.path))();
  };
}

function needsUpstream(info: GraphQLResolveInfo, typeName: string, needed: Set<string>): boolean {
  for (const name of selectedFieldNames(info, typeName)) if (needed.has(name)) return true;
  return false;
}

async function complete(
  value: unknown,
  typeName: string,
  needed: Set<string>,
  ctx: GatewayContext,
  info: GraphQLResolveInfo,
  path: GraphQLResolveInfo['path'],
): Promise<unknown> {
  if (Array.isArray(value)) {
    return Promise.all(value.map((item, index) => complete(item, typeName, needed, ctx, info, { prev: path, key: index, typename: undefined })));
  }
  if (value === null || value === undefined || value instanceof Error || typeof value !== 'object' || isExternalObject(value)) return value;
  const ref = value as LocalRef;
  const merged = MERGED_TYPES[typeName];
  try {
    const uri = await merged.uriOf(ref, ctx, info);
    const runtime = upstreamOf(info, ctx);
    const result = await delegateToSchema({
      schema: runtime.subschema,
      operation: OperationTypeNode.QUERY,
      fieldName: merged.rootField,
      args: merged.args(uri),
      context: ctx,
      // The item's own path, so an upstream error lands on this object, not on the list.
      info: path === info.path ? info : { ...info, path },
      returnType: getNamedType(info.returnType) as GraphQLOutputType,
    });
    if (result instanceof Error) return failedRef(ref, result, typeName, needed, info);
    if (result && typeof result === 'object') (result as Record<symbol, unknown>)[LOCAL_REF] = { ...ref, uri };
    return result;
  } catch (err) {
    return failedRef(ref, err as Error, typeName, needed, info);
  }
}

/**
 * The REST side answered but the upstream did not: keep the object and its REST fields, and
 * let each selected upstream field fail with the upstream's error at its own path (the default
 * resolver calls a function-valued property).
 */
function failedRef(ref: LocalRef, error: Error, typeName: string, needed: Set<string>, info: GraphQLResolveInfo): LocalRef {
  const copy: LocalRef = { ...ref };
  // A fresh error without the object's path, so graphql places it on each field.
  const coded = toGraphQLError(error);
  const unplaced = new GraphQLError(coded.message, { extensions: coded.extensions, originalError: coded.originalError ?? undefined });
  for (const name of selectedFieldNames(info, typeName)) {
    if (needed.has(name)) {
      copy[name] = () => {
        throw unplaced;
      };
    }
  }
  return copy;
}
