import { LRUCache } from 'lru-cache';
import type { KeyValueStore } from './types.js';

interface Entry {
  value: string;
  expiresAt: number;
}

/** What the store needs of its table: methods a Map and lru-cache's LRU both have. */
interface Entries {
  get(key: string): Entry | undefined;
  set(key: string, entry: Entry): unknown;
  delete(key: string): boolean;
  clear(): void;
  entries(): Iterable<[string, Entry]>;
}

export interface MemoryStoreOptions {
  /** Clock in ms; tests pass their own. @default Date.now */
  now?: () => number;
  /**
   * At most this many live keys: past it, the least recently used key is dropped (an LRU), so
   * a store that holds hints (the ID directory) cannot grow with the traffic. Stores whose
   * entries must not be dropped early (idempotency records, upload jobs) leave it unset and are
   * bounded by their TTLs alone. @default unbounded
   */
  maxEntries?: number;
}

/**
 * In-process store for a single replica. Expired entries are dropped when read and swept
 * on writes, so memory stays bounded by the live keys without a timer holding the process.
 *
 * A bounded store is lru-cache's LRU, counted in entries (`maxSize` with a size of 1 each, so
 * nothing is allocated for the bound up front). It is not a Map whose read moves the key to the
 * end (delete, then set): V8's Map keeps a deleted entry in its bucket's chain until the table is
 * rehashed, so a key read over and over (a popular episode in the ID directory) made every read of
 * it walk a chain of its own dead copies, about 50 µs a read in a map of 20k keys and 140 µs in
 * one of 200k (docs/performance.md, "In-process stores"). An unbounded store is a Map written in
 * place, for the same reason.
 */
export function createMemoryStore(options: MemoryStoreOptions = {}): KeyValueStore {
  const now = options.now ?? Date.now;
  const maxEntries = options.maxEntries ?? Number.POSITIVE_INFINITY;
  if (!(maxEntries >= 1)) throw new RangeError('maxEntries must be at least 1');
  const entries: Entries =
    maxEntries === Number.POSITIVE_INFINITY ? new Map<string, Entry>() : new LRUCache<string, Entry>({ maxSize: Math.floor(maxEntries), sizeCalculation: () => 1 });
  let writesSinceSweep = 0;

  // A bounded store's read makes the key the most recently used one (lru-cache's `get`).
  const live = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt <= now()) {
      entries.delete(key);
      return undefined;
    }
    return entry;
  };

  const write = (key: string, value: string, ttlMs: number) => {
    entries.set(key, { value, expiresAt: now() + ttlMs });
    if (++writesSinceSweep >= 1000) {
      writesSinceSweep = 0;
      const t = now();
      const expired: string[] = [];
      for (const [k, e] of entries.entries()) if (e.expiresAt <= t) expired.push(k);
      for (const k of expired) entries.delete(k);
    }
  };

  return {
    kind: 'memory',
    async claim(key, value, ttlMs) {
      if (live(key)) return false;
      write(key, value, ttlMs);
      return true;
    },
    async get(key) {
      return live(key)?.value ?? null;
    },
    async getMany(keys) {
      return keys.map((key) => live(key)?.value ?? null);
    },
    async set(key, value, ttlMs) {
      write(key, value, ttlMs);
    },
    async setMany(pairs, ttlMs) {
      for (const [key, value] of pairs) write(key, value, ttlMs);
    },
    // In-process: always takes the write.
    async keep(pairs, ttlMs) {
      for (const [key, value] of pairs) write(key, value, ttlMs);
    },
    health: () => ({ ok: true, downSince: null, kept: 0 }),
    async delete(key) {
      entries.delete(key);
    },
    async close() {
      entries.clear();
    },
  };
}
