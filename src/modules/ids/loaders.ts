import { defineLoader } from '../../loaders.js';
import { ErrorCode, gatewayError } from '../../errors.js';
import type { GatewayContext } from '../../context.js';
import { getDistribution, getEpisodeId, getLegacyIds, type RawDistribution } from './endpoints.js';
import { searchEpisodeUris, type EpisodeHint } from './episode-search.js';
import { idOfUri, toUri } from './uris.js';

/**
 * ID conversions, each one a per-request DataLoader that asks the ID directory first and the
 * upstream only for what the directory does not know. What any of them learns is primed into
 * the loaders of both directions (so the request never asks again, whichever way) and, when an
 * upstream answered it, written to the directory (so no later request asks either).
 */

/** 4.12 answer, normalised. */
export interface LegacyIds {
  stationId: number;
  userId: number | null;
  webStationId: string | null;
}

const unexpected = (what: string) => gatewayError(ErrorCode.UPSTREAM_ERROR, `The REST API answered ${what} without the expected ID.`);

/** A numeric episode ID with what the asker knows of it (see `EpisodeHint`); same cache key as the bare ID. */
export type EpisodeUriKey = number | EpisodeHint;

/** Show URI -> 4.12 record (station, user, slug), one REST call per distinct show, all in parallel. */
export const legacyIdsLoader = defineLoader<GatewayContext, string, LegacyIds>('ids.legacyIds', (ctx, uris) =>
  Promise.all(
    uris.map(async (uri) => {
      const platformShowId = idOfUri('show', uri);
      if (!platformShowId) return gatewayError(ErrorCode.BAD_USER_INPUT, `Not a show URI: ${JSON.stringify(uri.slice(0, 80))}.`);
      try {
        const raw = await getLegacyIds(ctx.rest, platformShowId);
        if (!raw || !Number.isInteger(raw.stationId)) return unexpected('the legacy-ID conversion (4.12)');
        await learnShows(ctx, [[raw.stationId!, uri]], true);
        return {
          stationId: raw.stationId!,
          userId: Number.isInteger(raw.userId) ? raw.userId! : null,
          webStationId: typeof raw.webStationId === 'string' ? raw.webStationId : null,
        };
      } catch (err) {
        return err as Error;
      }
    }),
  ),
);

/** Show URI -> station ID: the directory, else 4.12 (whose record `legacyIdsLoader` keeps for the request). */
export const stationIdLoader = defineLoader<GatewayContext, string, number>('ids.stationId', async (ctx, uris) => {
  const known = await ctx.directory.stationIds(uris);
  return Promise.all(uris.map((uri) => known.get(uri) ?? legacyIdsLoader(ctx).load(uri).then((ids) => ids.stationId, (err: Error) => err)));
});

/** The distribution record (4.15) by station ID, once per request: `Show.distribution` reads it too. */
export const distributionLoader = defineLoader<GatewayContext, number, RawDistribution | null>('ids.distribution', (ctx, stationIds) =>
  Promise.all(stationIds.map((stationId) => getDistribution(ctx.rest, stationId).catch((err: Error) => err))),
);

/** Station ID -> show URI: the directory, else the distribution record's `platformShowUri` (4.15). */
export const showUriLoader = defineLoader<GatewayContext, number, string>('ids.showUri', async (ctx, stationIds) => {
  const known = await ctx.directory.showUris(stationIds);
  return Promise.all(
    stationIds.map(async (stationId) => {
      const hit = known.get(stationId);
      if (hit) return hit;
      try {
        const raw = await distributionLoader(ctx).load(stationId);
        const uri = typeof raw?.platformShowUri === 'string' ? raw.platformShowUri : '';
        if (!idOfUri('show', uri)) return unexpected('the distribution record (4.15)');
        await learnShows(ctx, [[stationId, uri]], true);
        return uri;
      } catch (err) {
        return err as Error;
      }
    }),
  );
});

/** Episode URI -> numeric ID: the directory, else 4.1, one REST call per distinct episode, all in parallel. */
export const episodeIdLoader = defineLoader<GatewayContext, string, number>('ids.episodeId', async (ctx, uris) => {
  const known = await ctx.directory.episodeIds(uris);
  const missing = uris.filter((uri) => !known.has(uri));
  const converted = new Map(missing.map((uri, i) => [uri, i]));
  const results = missing.length ? await convertEpisodeUris(ctx, missing) : [];
  return uris.map((uri) => known.get(uri) ?? results[converted.get(uri)!]);
});

/**
 * Numeric episode ID -> URI: the directory, else the bounded search of episode-search.ts.
 * Keys may carry hints (title, refused by REST); `load(id)` and `load({ id, ... })` share one
 * cache entry, and the first key of a batch brings the hints.
 */
export const episodeUriLoader = defineLoader<GatewayContext, EpisodeUriKey, string, number>(
  'ids.episodeUri',
  async (ctx, keys) => {
    const hints = keys.map((k) => (typeof k === 'number' ? { id: k } : k));
    const directory = ctx.directory;
    const known = await directory.episodeUris(hints.map((h) => h.id));
    const pending = hints.filter((h) => !known.has(h.id));
    const found = pending.length ? await searchUris(ctx, pending) : new Map<number, string | Error>();
    // What this request searched is what a check would find: the check costs nothing more.
    const checked = checkedEpisodeUriLoader(ctx);
    for (const [id, answer] of found) checked.prime(id, answer);
    return hints.map((h) => known.get(h.id) ?? found.get(h.id) ?? unanswered());
  },
  { cacheKeyFn: (key) => (typeof key === 'number' ? key : key.id) },
);

const unanswered = () => gatewayError(ErrorCode.INTERNAL_SERVER_ERROR, 'Episode URI search left an ID unanswered.');

function searchUris(ctx: GatewayContext, hints: readonly EpisodeHint[]): Promise<Map<number, string | Error>> {
  return searchEpisodeUris(ctx, ctx.directory, hints, (uris) => convertEpisodeUris(ctx, uris));
}

/**
 * Numeric episode ID -> URI as this caller's own lookup finds it, whatever the directory knows
 * (the bounded search, made with the caller's token). Only for an answer that must not depend
 * on other callers' lookups: see `withEpisodeUri`.
 */
const checkedEpisodeUriLoader = defineLoader<GatewayContext, EpisodeUriKey, string, number>(
  'ids.episodeUriChecked',
  async (ctx, keys) => {
    const found = await searchUris(ctx, keys.map((k) => (typeof k === 'number' ? { id: k } : k)));
    return keys.map((k) => found.get(typeof k === 'number' ? k : k.id) ?? unanswered());
  },
  { cacheKeyFn: (key) => (typeof key === 'number' ? key : key.id) },
);

/** Episode URI -> numeric ID by the caller's own conversion (4.1), whatever the directory knows; made once per request (the REST client's reads). */
export async function checkedEpisodeId(ctx: GatewayContext, uri: string): Promise<number> {
  const [answer] = await convertEpisodeUris(ctx, [uri]);
  if (answer instanceof Error) throw answer;
  return answer;
}

/** An answer that says the caller may not have the episode, or that it does not exist for them. */
function isRefusal(error: unknown): boolean {
  const code = (error as { code?: unknown; extensions?: { code?: unknown } } | null)?.extensions?.code ?? (error as { code?: unknown } | null)?.code;
  return code === ErrorCode.FORBIDDEN || code === ErrorCode.NOT_FOUND;
}

/**
 * Runs `use` with the numeric ID of an episode the caller named by URI. The ID directory may
 * answer the ID without a call; it was learned from whichever caller asked first, so when `use`
 * is then refused (403, 404), the caller's own conversion (4.1) is made after all and its
 * refusal is the answer. The caller is told what the upstream tells them, the same whether or
 * not another account's request taught the directory the pair (docs/architecture.md#every-shared-thing-has-an-owner): the
 * directory changes what a lookup costs, never what it says.
 */
export async function withEpisodeId<T>(ctx: GatewayContext, uri: string, use: (id: number) => Promise<T>): Promise<T> {
  const id = await episodeIdLoader(ctx).load(uri);
  try {
    return await use(id);
  } catch (error) {
    if (isRefusal(error)) await checkedEpisodeId(ctx, uri);
    throw error;
  }
}

/** Show URI -> station ID by the caller's own lookup (4.12, once per request), whatever the directory knows. */
export async function checkedStationId(ctx: GatewayContext, uri: string): Promise<number> {
  return (await legacyIdsLoader(ctx).load(uri)).stationId;
}

/** `withEpisodeId` for a show named by URI: a refusal of `use` after a directory answer is answered by the caller's own 4.12. */
export async function withStationId<T>(ctx: GatewayContext, uri: string, use: (stationId: number) => Promise<T>): Promise<T> {
  const stationId = await stationIdLoader(ctx).load(uri);
  try {
    return await use(stationId);
  } catch (error) {
    if (isRefusal(error)) await checkedStationId(ctx, uri);
    throw error;
  }
}

/** `withEpisodeId`'s other direction: the URI of a numeric ID (with its hints); a refusal of `use` is answered by the caller's own search. */
export async function withEpisodeUri<T>(ctx: GatewayContext, key: EpisodeUriKey, use: (uri: string) => Promise<T>): Promise<T> {
  const uri = await episodeUriLoader(ctx).load(key);
  try {
    return await use(uri);
  } catch (error) {
    if (isRefusal(error)) await checkedEpisodeUriLoader(ctx).load(key);
    throw error;
  }
}

/**
 * 4.1 for URIs the directory does not know, all in parallel; every pair answered is learned.
 * Failed conversions (another account's episode, an unknown one) come back as errors.
 */
export async function convertEpisodeUris(ctx: GatewayContext, uris: readonly string[]): Promise<Array<number | Error>> {
  const results = await Promise.all(
    uris.map(async (uri): Promise<number | Error> => {
      const platformEpisodeId = idOfUri('episode', uri);
      if (!platformEpisodeId) return gatewayError(ErrorCode.BAD_USER_INPUT, `Not an episode URI: ${JSON.stringify(uri.slice(0, 80))}.`);
      try {
        const raw = await getEpisodeId(ctx.rest, platformEpisodeId);
        return raw && Number.isInteger(raw.episodeId) ? raw.episodeId! : unexpected('the episode-ID conversion (4.1)');
      } catch (err) {
        return err as Error;
      }
    }),
  );
  const pairs = uris.flatMap((uri, i) => (typeof results[i] === 'number' ? [[results[i] as number, toUri('episode', idOfUri('episode', uri)!)] as const] : []));
  await learnEpisodes(ctx, pairs, true);
  return results;
}

/**
 * Records episode ID/URI pairs: primed into both loaders for this request; written to the
 * directory when `answered` (an upstream said so), never for pairs a caller merely sent.
 */
export async function learnEpisodes(ctx: GatewayContext, pairs: ReadonlyArray<readonly [id: number, uri: string]>, answered: boolean): Promise<void> {
  if (!pairs.length) return;
  const byUri = episodeIdLoader(ctx);
  const byId = episodeUriLoader(ctx);
  for (const [id, uri] of pairs) {
    byUri.prime(uri, id);
    byId.prime(id, uri);
  }
  if (answered) await ctx.directory.learnEpisodes(pairs);
}

/** Records station ID/show URI pairs, like `learnEpisodes`. */
export async function learnShows(ctx: GatewayContext, pairs: ReadonlyArray<readonly [stationId: number, uri: string]>, answered: boolean): Promise<void> {
  if (!pairs.length) return;
  const byUri = stationIdLoader(ctx);
  const byStation = showUriLoader(ctx);
  for (const [stationId, uri] of pairs) {
    byUri.prime(uri, stationId);
    byStation.prime(stationId, uri);
  }
  if (answered) await ctx.directory.learnShows(pairs);
}

/** The show an episode belongs to, as the REST API answered it (4.19, or an overview that says so). */
export function learnEpisodeStation(ctx: GatewayContext, episodeId: number, stationId: number): Promise<void> {
  return ctx.directory.learnEpisodeStations([[episodeId, stationId]]);
}
