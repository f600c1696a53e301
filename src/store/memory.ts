import type { KeyValueStore } from './types.js';

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
 * A Map keeps insertion order, so moving a key to the end on every read or write makes its
 * first key the least recently used one: eviction is O(1).
 */
export function createMemoryStore(options: MemoryStoreOptions = {}): KeyValueStore {
  const now = options.now ?? Date.now;
  const maxEntries = options.maxEntries ?? Number.POSITIVE_INFINITY;
  if (!(maxEntries >= 1)) throw new RangeError('maxEntries must be at least 1');
  const entries = new Map<string, { value: string; expiresAt: number }>();
  let writesSinceSweep = 0;

  const live = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt <= now()) {
      entries.delete(key);
      return undefined;
    }
    if (maxEntries !== Number.POSITIVE_INFINITY) {
      // Most recently used: to the end of the insertion order.
      entries.delete(key);
      entries.set(key, entry);
    }
    return entry;
  };

  const write = (key: string, value: string, ttlMs: number) => {
    entries.delete(key);
    entries.set(key, { value, expiresAt: now() + ttlMs });
    while (entries.size > maxEntries) entries.delete(entries.keys().next().value!);
    if (++writesSinceSweep >= 1000) {
      writesSinceSweep = 0;
      const t = now();
      for (const [k, e] of entries) if (e.expiresAt <= t) entries.delete(k);
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
