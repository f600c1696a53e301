import { LRUCache } from 'lru-cache';
import { createMemoryStore, type KeyValueStore } from '../../store/index.js';

/**
 * Where cached answers and invalidation records live. Invalidation is by time, not by index:
 * a mutation writes "tag T changed at time t" (one small key per tag), and an answer is served
 * only while none of its tags changed after its query began. So nothing has to find the answers
 * of a tag (no sets that grow with the traffic, no key scans), an answer that is never read
 * again simply expires, and a query that overlapped a mutation is never served afterwards.
 *
 * With Redis (the gateway's own store, so `REDIS_URL` and `REDIS_KEY_PREFIX` as everywhere):
 * answers under `rc:r:`, records under `rc:i:`, shared by every replica. In-process: answers in
 * an LRU bounded in bytes, records in a store bounded by their TTL.
 */
export interface CacheStore {
  readonly kind: 'memory' | 'redis';
  /** Replicas' clocks may differ this much: an answer must have begun this long after a change. */
  readonly clockMarginMs: number;
  getAnswer(key: string): Promise<string | null>;
  setAnswer(key: string, value: string, ttlMs: number): Promise<void>;
  /** When each tag last changed (epoch ms), null when not within the records' lifetime. */
  changedAt(tags: readonly string[]): Promise<Array<number | null>>;
  /** Records that these tags changed at `at`. */
  markChanged(tags: readonly string[], at: number): Promise<void>;
}

export interface CacheStoreOptions {
  /** The gateway's key-value store; Redis when it is one, else the cache keeps its own memory. */
  shared: KeyValueStore;
  /** The longest TTL an answer can have: records must outlive every answer written before them. */
  maxTtlMs: number;
  /** In-process bound on cached answers (their JSON text). */
  maxBytes: number;
}

/** NTP keeps servers within milliseconds; this allows for a much worse one. */
const REPLICA_CLOCK_MARGIN_MS = 250;
export function createCacheStore(options: CacheStoreOptions): CacheStore {
  // A record outlives every answer that began before it: such an answer has expired when it goes.
  const recordTtlMs = options.maxTtlMs + 60_000;
  if (options.shared.kind === 'redis') {
    const redis = options.shared;
    return {
      kind: 'redis',
      clockMarginMs: REPLICA_CLOCK_MARGIN_MS,
      // Each operation is bounded by the store (250 ms, store/soft.ts): a read it cannot answer
      // in time is a miss, and the query runs as without a cache.
      getAnswer: (key) => redis.get(`rc:r:${key}`),
      setAnswer: (key, value, ttlMs) => redis.set(`rc:r:${key}`, value, ttlMs),
      changedAt: async (tags) => (await redis.getMany(tags.map((t) => `rc:i:${t}`))).map(asTime),
      // Kept when Redis cannot take it now, and written when it returns, before any read is
      // asked of it again (docs/operations.md, "When Redis fails").
      markChanged: (tags, at) => redis.keep(tags.map((t) => [`rc:i:${t}`, String(at)] as const), recordTtlMs),
    };
  }
  // Answers may be dropped early (a miss costs an upstream call); records may not (an answer
  // would outlive its invalidation), so they are bounded by their TTL alone: a few dozen bytes
  // per tag a mutation named in the last `recordTtlMs`.
  const answers = new LRUCache<string, string>({
    maxSize: options.maxBytes,
    maxEntrySize: Math.max(1, Math.floor(options.maxBytes / 8)),
    sizeCalculation: (value, key) => value.length + key.length,
    ttlAutopurge: false,
  });
  const records = createMemoryStore();
  return {
    kind: 'memory',
    clockMarginMs: 0,
    getAnswer: async (key) => answers.get(key) ?? null,
    async setAnswer(key, value, ttlMs) {
      answers.set(key, value, { ttl: ttlMs });
    },
    changedAt: async (tags) => (await records.getMany(tags)).map(asTime),
    markChanged: (tags, at) => records.setMany(tags.map((t) => [t, String(at)] as const), recordTtlMs),
  };
}

function asTime(value: string | null): number | null {
  const n = value === null ? NaN : Number(value);
  return Number.isFinite(n) ? n : null;
}
