import type { KeyValueStore } from './types.js';

export interface MemoryStoreOptions {
  /** Clock in ms; tests pass their own. @default Date.now */
  now?: () => number;
}

/**
 * In-process store for a single replica. Expired entries are dropped when read and swept
 * on writes, so memory stays bounded by the live keys without a timer holding the process.
 */
export function createMemoryStore(options: MemoryStoreOptions = {}): KeyValueStore {
  const now = options.now ?? Date.now;
  const entries = new Map<string, { value: string; expiresAt: number }>();
  let writesSinceSweep = 0;

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
    async set(key, value, ttlMs) {
      write(key, value, ttlMs);
    },
    async delete(key) {
      entries.delete(key);
    },
    async close() {
      entries.clear();
    },
  };
}
