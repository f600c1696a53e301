import type { GraphQLResolveInfo } from 'graphql';
import { ErrorCode, gatewayError } from '../../errors.js';
import type { GatewayContext } from '../../context.js';
import { localRefOf, refNumber, uriOf } from '../../stitching/refs.js';
import { upstreamOf } from '../../stitching/runtime.js';
import { episodeUriLoader } from './episode-index.js';
import { knownIds, learnEpisode, learnShow } from './known.js';
import { episodeIdLoader, legacyIdsLoader, showUriLoader } from './loaders.js';

/**
 * The keys of merged objects, whatever side produced them. REST resolvers ask for
 * `stationIdOf` / `episodeIdOf`; GraphQL-side resolvers for `showUriOf` / `episodeUriOf`.
 * Each returns the key at hand when the object has it, else converts once per request
 * through the loaders (4.12, 4.15, 4.1, and the reverse path of episode-index.ts).
 */

const keyless = (type: string) => gatewayError(ErrorCode.INTERNAL_SERVER_ERROR, `A ${type} reached a resolver without a key.`);

export async function stationIdOf(parent: unknown, ctx: GatewayContext): Promise<number> {
  const stationId = refNumber(parent, 'stationId');
  const uri = uriOf(parent);
  if (stationId !== undefined) {
    if (uri) learnShow(ctx, stationId, uri);
    return stationId;
  }
  if (!uri) throw keyless('show');
  return knownIds(ctx).stationIdByShowUri.get(uri) ?? (await legacyIdsLoader(ctx).load(uri)).stationId;
}

export async function showUriOf(parent: unknown, ctx: GatewayContext): Promise<string> {
  const uri = uriOf(parent);
  if (uri) return uri;
  const stationId = refNumber(parent, 'stationId');
  if (stationId === undefined) throw keyless('show');
  return knownIds(ctx).showUriByStationId.get(stationId) ?? showUriLoader(ctx).load(stationId);
}

export async function episodeIdOf(parent: unknown, ctx: GatewayContext): Promise<number> {
  const id = refNumber(parent, 'id');
  const uri = uriOf(parent);
  if (id !== undefined) {
    if (uri) learnEpisode(ctx, id, uri);
    return id;
  }
  if (!uri) throw keyless('episode');
  return knownIds(ctx).episodeIdByUri.get(uri) ?? episodeIdLoader(ctx).load(uri);
}

/** Needs `info` only for the reverse path, which lists episodes on the GraphQL interface. */
export async function episodeUriOf(parent: unknown, ctx: GatewayContext, info: GraphQLResolveInfo): Promise<string> {
  const uri = uriOf(parent);
  if (uri) return uri;
  const id = refNumber(parent, 'id');
  if (id === undefined) throw keyless('episode');
  const known = knownIds(ctx);
  const hit = known.episodeUriById.get(id);
  if (hit) return hit;
  // The REST overview a local root already holds narrows the search to episodes of that title.
  const overview = localRefOf(parent)?.overview as { title?: unknown } | undefined;
  if (typeof overview?.title === 'string') known.episodeTitleById.set(id, overview.title);
  upstreamOf(info, ctx);
  return episodeUriLoader(ctx).load(id);
}

/** Records that the REST overview refused this episode (a draft), to narrow the reverse lookup. */
export function markDraft(ctx: GatewayContext, id: number): void {
  knownIds(ctx).draftEpisodeIds.add(id);
}

/** The 4.12 record (station, user, slug) of a show. */
export async function legacyIdsOf(parent: unknown, ctx: GatewayContext) {
  return legacyIdsLoader(ctx).load(await showUriOf(parent, ctx));
}
