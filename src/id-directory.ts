import type { GatewayMetrics } from './metrics/registry.js';
import { createMemoryStore, type KeyValueStore } from './store/index.js';

/**
 * The ID directory: pairs of identifiers that never change once the upstream has made them
 * (an episode's numeric ID and its URI, a station ID and its show URI, the station an episode
 * was created in), kept across requests so that a pair the gateway has learned once costs no
 * upstream call again. It lives in the gateway's key-value store: Redis when `REDIS_URL` is set,
 * so every replica learns from every other; otherwise an in-process LRU of its own.
 *
 * A pair is a hint, never a grant: it only saves the conversion call. The read or write that
 * follows still goes upstream with the caller's own token, which decides access. Only pairs an
 * upstream answered are written (4.1, 4.12, 4.15, 4.19, the overview's IDs, conversions of
 * listed episodes): a caller's claim that ID X is URI Y would steer other callers' requests.
 *
 * The directory fails open: a store that is down or slow answers "unknown" and the gateway
 * converts as it would without it.
 */
export interface IdDirectory {
  episodeUris(ids: readonly number[]): Promise<Map<number, string>>;
  episodeIds(uris: readonly string[]): Promise<Map<string, number>>;
  showUris(stationIds: readonly number[]): Promise<Map<number, string>>;
  stationIds(showUris: readonly string[]): Promise<Map<string, number>>;
  /** The station each episode belongs to (4.19 says it for a created episode). */
  episodeStations(ids: readonly number[]): Promise<Map<number, number>>;
  learnEpisodes(pairs: ReadonlyArray<readonly [id: number, uri: string]>): Promise<void>;
  learnShows(pairs: ReadonlyArray<readonly [stationId: number, uri: string]>): Promise<void>;
  learnEpisodeStations(pairs: ReadonlyArray<readonly [episodeId: number, stationId: number]>): Promise<void>;
}

/**
 * 100k pairs for the in-process LRU: two keys each (one per direction), about 150 bytes a key
 * with its URI, so at most about 30 MB; a lookup that misses costs one conversion call.
 */
export const DIRECTORY_MAX_PAIRS = 100_000;

/**
 * Redis keys live 30 days. The pairs never change, so this is not about staleness: it lets the
 * pairs of deleted episodes and departed accounts leave Redis without a sweep, while a pair in
 * use is learned again by one conversion at worst once a month. (An LRU bound in Redis is the
 * operator's `maxmemory-policy`; the gateway cannot set it for one key prefix.)
 */
export const DIRECTORY_TTL_MS = 30 * 24 * 3_600_000;

/** Pairs of one kind this process remembers having written, per generation (two are kept). */
const RECENTLY_WRITTEN = 10_000;
/** A pair is remembered for at most three of these: an hour. */
const GENERATION_MS = 1_200_000;

const KEY = {
  episodeUri: (id: number) => `ids:e:${id}`,
  episodeId: (uri: string) => `ids:eu:${uri}`,
  showUri: (stationId: number) => `ids:s:${stationId}`,
  stationId: (uri: string) => `ids:su:${uri}`,
  episodeStation: (id: number) => `ids:es:${id}`,
};

/**
 * The directory of a gateway's key-value store, made once by createGateway and handed to every
 * request through its context. Redis: the store itself, keys under `ids:`. In-process: an LRU
 * store of its own, so hints never push idempotency records or upload jobs out of the shared
 * store. Hits and misses are counted in the gateway's metrics.
 */
export function gatewayIdDirectory(store: KeyValueStore, metrics?: Pick<GatewayMetrics, 'idDirectory'>): IdDirectory {
  const backing = store.kind === 'redis' ? store : createMemoryStore({ maxEntries: 2 * DIRECTORY_MAX_PAIRS });
  return createIdDirectory(backing, metrics);
}

export function createIdDirectory(store: KeyValueStore, metrics?: Pick<GatewayMetrics, 'idDirectory'>): IdDirectory {
  async function read<K, V>(kind: string, keys: readonly K[], keyOf: (k: K) => string, parse: (v: string) => V | null): Promise<Map<K, V>> {
    const out = new Map<K, V>();
    if (!keys.length) return out;
    const unique = [...new Set(keys)];
    const values = await store.getMany(unique.map(keyOf)).catch(() => [] as Array<string | null>);
    unique.forEach((k, i) => {
      const raw = values[i];
      const value = raw == null ? null : parse(raw);
      if (value !== null) out.set(k, value);
    });
    metrics?.idDirectory(kind, out.size, unique.length - out.size);
    return out;
  }

  // Pairs never change, and every overview answer teaches one again: what this process wrote
  // lately is not written again (a store write per request, a Redis round trip with REDIS_URL).
  // Remembered by the pair's number, so a pair learned again costs one lookup and allocates
  // nothing; an LRU keyed by the store's key strings cost q2v about 10 µs a request
  // (docs/performance.md, "In-process stores").
  const recent = { episodes: new RecentPairs<string>(), shows: new RecentPairs<string>(), episodeStations: new RecentPairs<number>() };
  const learn = <V extends string | number>(memo: RecentPairs<V>, pairs: ReadonlyArray<readonly [number, V]>, entriesOf: (id: number, value: V) => Array<readonly [string, string]>) => {
    let fresh: Array<readonly [string, string]> | null = null;
    let learned: number[] | null = null;
    for (const [id, value] of pairs) {
      if (memo.has(id, value)) continue;
      memo.add(id, value);
      (learned ??= []).push(id);
      (fresh ??= []).push(...entriesOf(id, value));
    }
    if (fresh === null) return Promise.resolve();
    return store.setMany(fresh, DIRECTORY_TTL_MS).catch(() => {
      for (const id of learned!) memo.forget(id);
    });
  };

  return {
    episodeUris: (ids) => read('episode_uri', ids, KEY.episodeUri, asText),
    episodeIds: (uris) => read('episode_id', uris, KEY.episodeId, asId),
    showUris: (stationIds) => read('show_uri', stationIds, KEY.showUri, asText),
    stationIds: (uris) => read('station_id', uris, KEY.stationId, asId),
    episodeStations: (ids) => read('episode_station', ids, KEY.episodeStation, asId),
    learnEpisodes: (pairs) => learn(recent.episodes, pairs, (id, uri) => [[KEY.episodeUri(id), uri], [KEY.episodeId(uri), String(id)]]),
    learnShows: (pairs) => learn(recent.shows, pairs, (id, uri) => [[KEY.showUri(id), uri], [KEY.stationId(uri), String(id)]]),
    learnEpisodeStations: (pairs) => learn(recent.episodeStations, pairs, (id, stationId) => [[KEY.episodeStation(id), String(stationId)]]),
  };
}

/**
 * Pairs of one kind this process wrote lately, by their number. Two generations of at most
 * RECENTLY_WRITTEN pairs: the newer fills, then becomes the older and the older is dropped, so a
 * client cycling through fewer pairs than the two hold hits every time. A generation also ends
 * GENERATION_MS after it began (both end once it is twice that old), so a pair is forgotten
 * within an hour and written again when next learned, in case the store let it expire.
 */
class RecentPairs<V> {
  #newer = new Map<number, V>();
  #older = new Map<number, V>();
  #since = Date.now();

  has(id: number, value: V): boolean {
    const age = Date.now() - this.#since;
    if (age >= GENERATION_MS) this.#turn(age >= 2 * GENERATION_MS);
    return (this.#newer.get(id) ?? this.#older.get(id)) === value;
  }

  add(id: number, value: V): void {
    if (this.#newer.size >= RECENTLY_WRITTEN) this.#turn(false);
    this.#newer.set(id, value);
  }

  forget(id: number): void {
    this.#newer.delete(id);
    this.#older.delete(id);
  }

  #turn(both: boolean): void {
    this.#older = both ? new Map() : this.#newer;
    this.#newer = new Map();
    this.#since = Date.now();
  }
}

const asText = (value: string): string | null => (value ? value : null);

function asId(value: string): number | null {
  const n = Number(value);
  return Number.isSafeInteger(n) && n > 0 ? n : null;
}
