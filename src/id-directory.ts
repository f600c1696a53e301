import { LRUCache } from 'lru-cache';
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

/** Keys this process remembers having written (each a few dozen bytes). */
const RECENTLY_WRITTEN = 20_000;

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
  // Forgotten after an hour, so a pair the store let expire is written again when next learned.
  const written = new LRUCache<string, string>({ max: RECENTLY_WRITTEN, ttl: 3_600_000 });
  const write = (entries: Array<readonly [string, string]>) => {
    const fresh = entries.filter(([key, value]) => written.get(key) !== value);
    if (!fresh.length) return Promise.resolve();
    for (const [key, value] of fresh) written.set(key, value);
    return store.setMany(fresh, DIRECTORY_TTL_MS).catch(() => {
      for (const [key] of fresh) written.delete(key);
    });
  };

  return {
    episodeUris: (ids) => read('episode_uri', ids, KEY.episodeUri, asText),
    episodeIds: (uris) => read('episode_id', uris, KEY.episodeId, asId),
    showUris: (stationIds) => read('show_uri', stationIds, KEY.showUri, asText),
    stationIds: (uris) => read('station_id', uris, KEY.stationId, asId),
    episodeStations: (ids) => read('episode_station', ids, KEY.episodeStation, asId),
    learnEpisodes: (pairs) => write(pairs.flatMap(([id, uri]) => [[KEY.episodeUri(id), uri] as const, [KEY.episodeId(uri), String(id)] as const])),
    learnShows: (pairs) => write(pairs.flatMap(([id, uri]) => [[KEY.showUri(id), uri] as const, [KEY.stationId(uri), String(id)] as const])),
    learnEpisodeStations: (pairs) => write(pairs.map(([id, stationId]) => [KEY.episodeStation(id), String(stationId)] as const)),
  };
}

const asText = (value: string): string | null => (value ? value : null);

function asId(value: string): number | null {
  const n = Number(value);
  return Number.isSafeInteger(n) && n > 0 ? n : null;
}
