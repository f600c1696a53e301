import type { GraphQLResolveInfo } from 'graphql';
import type { GatewayContext } from '../../context.js';
import { ErrorCode } from '../../errors.js';
import type { Resolvers } from '../../generated/resolvers.js';
import type { KeyValueStore } from '../../store/index.js';
import { listUnpublished, unpublishedListPlan } from '../../graph/unpublished-list.js';
import { episodeIdLoader, showUriOf, stationIdOf } from '../ids/index.js';
import { ownerKey } from '../owner-key.js';
import type { ShowParent } from '../refs.js';
import { toEpisodeState, type EpisodeOverview } from './mappers.js';
import type { EpisodeParent } from '../refs.js';

/**
 * A show's drafts and scheduled episodes. Where the introspected upstream lists them (a filter
 * found by its shape, graph/unpublished-list.ts), `Show.knownUnpublishedEpisodes` reads that
 * list. Otherwise (document 2 gives `PUBLISHED_EPISODES` as the list's one filter) a draft is
 * reachable by its ID or URI alone, and a client that lost the ID (a reload) could not find it
 * again: so the gateway notes each unpublished episode it created (4.19), read (a REST 403
 * answered by the GraphQL side, 4.2, or an overview with a future `publishOn`), scheduled or
 * updated in its key-value store, beside the ID directory, under the account's token hash and
 * the show's station ID, and the field lists them back. `Show.unpublishedEpisodesSource` says
 * which of the two a show's list came from.
 *
 * Owner-scoped: the key holds a hash of the caller's own token, so no other caller can name it,
 * and every listed episode is read again with the caller's token, which decides access. A token
 * the host rotates starts an empty list (the field says the list may be incomplete).
 *
 * Fails open: a store that is down lists nothing and remembers nothing; the episode is still
 * created or read. Two concurrent notes of one show may lose one (a read-modify-write of a small
 * list); the next read of that draft notes it again.
 */

/** Entries kept per account and show, the most recently first noted first; also the most the field reads in one request. */
export const KNOWN_DRAFTS_PER_SHOW = 20;
/** How long a list lives after its last change. */
export const KNOWN_DRAFTS_TTL_MS = 90 * 24 * 3_600_000;

interface Entry {
  id: number;
  /** Unix ms of the first note. */
  at: number;
}

const keyOf = (token: string, stationId: number) => `drafts:${ownerKey(token, 'known-drafts')}:${stationId}`;

function parse(raw: string | null): Entry[] {
  if (!raw) return [];
  try {
    const list = JSON.parse(raw) as unknown;
    if (!Array.isArray(list)) return [];
    return list.filter((e): e is Entry => !!e && Number.isSafeInteger(e.id) && e.id > 0 && typeof e.at === 'number');
  } catch {
    return [];
  }
}

async function readList(store: KeyValueStore, key: string): Promise<Entry[]> {
  return parse(await store.get(key).catch(() => null));
}

async function writeList(store: KeyValueStore, key: string, entries: Entry[]): Promise<void> {
  await (entries.length ? store.set(key, JSON.stringify(entries), KNOWN_DRAFTS_TTL_MS) : store.delete(key)).catch(() => undefined);
}

/** Notes an unpublished episode of `stationId` for the caller. Never throws. */
export async function noteUnpublished(ctx: Pick<GatewayContext, 'token' | 'store'>, stationId: number, episodeId: number): Promise<void> {
  if (!ctx.token) return;
  const key = keyOf(ctx.token, stationId);
  const entries = await readList(ctx.store, key);
  // Noted once: reading it again (the list itself reads each) neither moves it nor writes.
  if (entries.some((e) => e.id === episodeId)) return;
  const next = [{ id: episodeId, at: Date.now() }, ...entries].slice(0, KNOWN_DRAFTS_PER_SHOW);
  await writeList(ctx.store, key, next);
}

/**
 * Notes a draft read from the GraphQL side, when its show's station ID is known without an
 * upstream call (the ID directory); otherwise the read costs nothing more and notes nothing.
 */
export async function noteDraftRead(ctx: GatewayContext, episodeId: number, showUri: unknown): Promise<void> {
  try {
    if (!ctx.token) return;
    const stationId =
      typeof showUri === 'string' && showUri ? (await ctx.directory.stationIds([showUri])).get(showUri) : (await ctx.directory.episodeStations([episodeId])).get(episodeId);
    if (stationId !== undefined) await noteUnpublished(ctx, stationId, episodeId);
  } catch {
    // A hint only: the read it follows has its answer.
  }
}

/**
 * An episode read by ID: a scheduled one is noted for the account's list of unpublished episodes
 * (a draft is noted by its draft read, drafts.ts). Both the resolver and the planned executor
 * (src/plan/sources.ts) read an overview through this, so either path learns the same.
 */
export function noteIfScheduled(ctx: GatewayContext, id: number, overview: EpisodeOverview): Promise<void> | undefined {
  // Nothing to note (almost every read): no promise made.
  return toEpisodeState(overview) === 'SCHEDULED' ? noteIfUnpublished(ctx, id, overview) : undefined;
}

/**
 * Notes an episode read, scheduled or updated through the gateway when it is unpublished and
 * the ID directory knows its show (4.19 told it, or a read did); a scheduled episode is served
 * by REST, so no draft read notes it. Costs no upstream call; never throws.
 */
export async function noteIfUnpublished(ctx: GatewayContext, episodeId: number, overview: EpisodeOverview | null | undefined): Promise<void> {
  const state = overview ? toEpisodeState(overview) : null;
  if (!ctx.token || (state !== 'DRAFT' && state !== 'SCHEDULED')) return;
  try {
    const stationId = (await ctx.directory.episodeStations([episodeId])).get(episodeId);
    if (stationId !== undefined) await noteUnpublished(ctx, stationId, episodeId);
  } catch {
    // A hint only.
  }
}

/**
 * An entry that no longer belongs in the list: gone, or refused to this token. The ID search's
 * own refusal (`extensions.askBy`: it could not find the URI within its bounds) says nothing of
 * the episode, so that entry stays.
 */
function isGone(error: unknown): boolean {
  const e = error as { code?: unknown; extensions?: { code?: unknown; askBy?: unknown } } | null;
  if (e?.extensions?.askBy !== undefined) return false;
  const code = e?.code ?? e?.extensions?.code;
  return code === ErrorCode.NOT_FOUND || code === ErrorCode.FORBIDDEN;
}

export type ReadOverview = (ctx: GatewayContext, info: GraphQLResolveInfo, key: { id: number; uri?: string }) => Promise<EpisodeOverview>;

/**
 * The field's resolver, given the episode reader (REST overview, else the draft record). Each
 * noted episode is read with the caller's token (one overview call each, and the GraphQL side's
 * read for a draft; at most KNOWN_DRAFTS_PER_SHOW); published, deleted and refused ones leave
 * the list. An entry that fails otherwise stays, and the episode is returned for its fields to
 * say why.
 */
export function knownDraftsResolvers(read: ReadOverview): Resolvers {
  return {
    Show: {
      unpublishedEpisodesSource: (_parent: ShowParent, _args: unknown, ctx: GatewayContext) => (unpublishedListPlan(ctx.upstream.schema) ? 'UPSTREAM_LIST' : 'LEARNED'),
      knownUnpublishedEpisodes: async (parent: ShowParent, _args: unknown, ctx: GatewayContext, info: GraphQLResolveInfo) => {
        if (!ctx.token) return [];
        const plan = unpublishedListPlan(ctx.upstream.schema);
        if (plan) return fromUpstreamList(ctx, plan, parent);
        const stationId = await stationIdOf(parent, ctx);
        const key = keyOf(ctx.token, stationId);
        const entries = await readList(ctx.store, key);
        if (!entries.length) return [];
        // URIs the ID directory holds (a lookup, no upstream call) spare a draft's read the ID search.
        const uris = await ctx.directory
          .episodeUris(entries.map((e) => e.id))
          .catch(() => new Map<number, string>());
        const read_ = await Promise.all(
          entries.map((e) =>
            read(ctx, info, uris.has(e.id) ? { id: e.id, uri: uris.get(e.id)! } : { id: e.id }).then(
              (overview) => ({ entry: e, overview, gone: false }),
              (error: unknown) => ({ entry: e, overview: null, gone: isGone(error) }),
            ),
          ),
        );
        const kept = read_.filter((r) => !r.gone && !(r.overview && toEpisodeState(r.overview) === 'PUBLISHED'));
        if (kept.length !== entries.length) {
          // Entries noted meanwhile (another request) are kept too.
          const now = await readList(ctx.store, key);
          const dropped = new Set(read_.filter((r) => !kept.includes(r)).map((r) => r.entry.id));
          await writeList(ctx.store, key, now.filter((e) => !dropped.has(e.id)));
        }
        return kept.map(({ entry, overview }): EpisodeParent => ({ id: entry.id, ...(uris.has(entry.id) ? { uri: uris.get(entry.id)! } : {}), ...(overview ? { overview } : {}) }));
      },
    },
  } as Resolvers;
}

/**
 * The upstream's own list, at most KNOWN_DRAFTS_PER_SHOW, each with its numeric ID (the ID
 * directory, else one conversion each, 4.1, in one batch). An entry whose ID cannot be had is
 * left out rather than failing the list.
 */
async function fromUpstreamList(ctx: GatewayContext, plan: NonNullable<ReturnType<typeof unpublishedListPlan>>, parent: ShowParent): Promise<EpisodeParent[]> {
  const uris = (await listUnpublished(ctx, plan, await showUriOf(parent, ctx))).slice(0, KNOWN_DRAFTS_PER_SHOW);
  const ids = await Promise.all(uris.map((uri) => episodeIdLoader(ctx).load(uri).catch(() => null)));
  return uris.flatMap((uri, i) => (ids[i] === null ? [] : [{ id: ids[i]!, uri }]));
}
