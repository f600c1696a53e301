import type { GraphQLResolveInfo } from 'graphql';
import { ErrorCode, gatewayError } from '../../errors.js';
import type { GatewayContext } from '../../context.js';
import type { EpisodeParent, ShowParent } from '../refs.js';
import { episodeIdLoader, episodeUriLoader, learnEpisodes, learnShows, legacyIdsLoader, showUriLoader, stationIdLoader } from './loaders.js';

/**
 * The keys of merged objects, whatever side produced them. REST resolvers ask for
 * `stationIdOf` / `episodeIdOf`; GraphQL-side resolvers for `showUriOf` / `episodeUriOf`.
 * Each returns the key at hand when the object has it, else converts through the loaders
 * (ID directory first, then 4.12, 4.15, 4.1, or the bounded search of episode-search.ts).
 * A parent holding both keys was made by the gateway from an upstream answer, whose pair the
 * directory already has: it is primed for the request only.
 */

const keyless = (type: string) => gatewayError(ErrorCode.INTERNAL_SERVER_ERROR, `A ${type} reached a resolver without a key.`);

export async function stationIdOf(parent: ShowParent, ctx: GatewayContext): Promise<number> {
  const { stationId, uri } = parent;
  if (stationId !== undefined) {
    if (uri) void learnShows(ctx, [[stationId, uri]], false);
    return stationId;
  }
  if (!uri) throw keyless('show');
  return stationIdLoader(ctx).load(uri);
}

export async function showUriOf(parent: ShowParent, ctx: GatewayContext): Promise<string> {
  const { stationId, uri } = parent;
  if (uri) return uri;
  if (stationId === undefined) throw keyless('show');
  return showUriLoader(ctx).load(stationId);
}

export async function episodeIdOf(parent: EpisodeParent, ctx: GatewayContext): Promise<number> {
  const { id, uri } = parent;
  if (id !== undefined) {
    if (uri) void learnEpisodes(ctx, [[id, uri]], false);
    return id;
  }
  if (!uri) throw keyless('episode');
  return episodeIdLoader(ctx).load(uri);
}

/**
 * The URI of an episode. `hint.refused` says the REST overview refused the ID (the draft
 * readers know it), which narrows the reverse search to drafts. (`_info` is no longer needed:
 * the context carries the upstream runtime; kept so that callers need not change.)
 */
export async function episodeUriOf(parent: EpisodeParent, ctx: GatewayContext, _info?: GraphQLResolveInfo, hint: { refused?: boolean } = {}): Promise<string> {
  const { id, uri, overview, created } = parent;
  if (uri) return uri;
  if (id === undefined) throw keyless('episode');
  // An episode created in this request: its show and title are what the create call said.
  if (created) return episodeUriLoader(ctx).load({ id, ...created, created: true });
  // The REST overview a local root already holds narrows the search to episodes of that title.
  const title = !hint.refused && typeof overview?.title === 'string' ? overview.title : undefined;
  return episodeUriLoader(ctx).load({ id, title, refused: hint.refused ?? (title !== undefined ? false : undefined) });
}

/** The 4.12 record (station, user, slug) of a show. */
export async function legacyIdsOf(parent: ShowParent, ctx: GatewayContext) {
  return legacyIdsLoader(ctx).load(await showUriOf(parent, ctx));
}
