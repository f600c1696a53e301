import type { GatewayContext } from '../../context.js';
import { createMemoryStore, type KeyValueStore } from '../../store/index.js';
import type { CommentValue } from './mappers.js';

/**
 * Which episode each comment is on, for comments the gateway has listed. The upstream has no
 * read of one comment by its URI (document 2 shows none), yet `publishComment` promises
 * CONFLICT for a comment that is not awaiting review: with the episode known, the review queue
 * of that one episode says where the comment stands (mutations.ts). A creator publishes from a
 * list, so the comments that matter have been listed through the gateway first.
 *
 * A pair never changes (a comment stays on its episode) and only an upstream list teaches one.
 * It is a hint, not a grant: the read that uses it goes upstream with the caller's own token.
 * It lives where the ID directory does (src/id-directory.ts): Redis when configured, so
 * every replica learns from every other; else an in-process LRU of its own. It fails open: a
 * store that is down answers "unknown", and the upstream decides.
 */

/** 100k comments in the in-process LRU: about 150 bytes each with the two URIs, some 15 MB. */
const MAX_PAIRS = 100_000;
/** Redis keys live 30 days, as the ID directory's: pairs in use are learned again by any list. */
const TTL_MS = 30 * 24 * 3_600_000;
const key = (commentUri: string) => `comments:ep:${commentUri}`;

const stores = new WeakMap<KeyValueStore, KeyValueStore>();

function storeOf(shared: KeyValueStore): KeyValueStore {
  let store = stores.get(shared);
  if (!store) {
    // In process: an LRU of its own, so hints never push idempotency records or jobs out.
    store = shared.kind === 'redis' ? shared : createMemoryStore({ maxEntries: MAX_PAIRS });
    stores.set(shared, store);
  }
  return store;
}

/** Remembers the episode of each listed comment (not awaited: a hint must not slow a list). */
export function learnCommentEpisodes(ctx: Pick<GatewayContext, 'store'>, comments: readonly CommentValue[]): void {
  const entries = comments.filter((c) => c.episodeUri).map((c) => [key(c.uri), c.episodeUri!] as const);
  if (entries.length) void storeOf(ctx.store).setMany(entries, TTL_MS).catch(() => undefined);
}

/** The episode of a comment the gateway has listed, or null. */
export async function commentEpisode(ctx: Pick<GatewayContext, 'store'>, commentUri: string): Promise<string | null> {
  const value = await storeOf(ctx.store)
    .get(key(commentUri))
    .catch(() => null);
  return value?.startsWith('platform:episode:') ? value : null;
}
