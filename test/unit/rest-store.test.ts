import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { createMemoryStore, createRedisStore, type KeyValueStore } from '../../src/store/index.js';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

function contract(name: string, make: () => KeyValueStore, advance?: (ms: number) => void) {
  describe(name, () => {
    const store = make();
    afterAll(() => store.close());

    it('lets exactly one of many concurrent claims win', async () => {
      const key = `claim-${randomUUID()}`;
      const results = await Promise.all(Array.from({ length: 8 }, (_, i) => store.claim(key, String(i), 10_000)));
      expect(results.filter(Boolean)).toHaveLength(1);
      const winner = results.indexOf(true);
      expect(await store.get(key)).toBe(String(winner));
    });

    it('replaces a value with set and forgets it with delete', async () => {
      const key = `set-${randomUUID()}`;
      await store.set(key, 'a', 10_000);
      await store.set(key, 'b', 10_000);
      expect(await store.get(key)).toBe('b');
      await store.delete(key);
      expect(await store.get(key)).toBeNull();
      expect(await store.claim(key, 'c', 10_000)).toBe(true);
    });

    it('reads and writes several keys in one call, null for the absent ones', async () => {
      const [a, b, c] = [`many-${randomUUID()}`, `many-${randomUUID()}`, `many-${randomUUID()}`];
      expect(await store.getMany([])).toEqual([]);
      await store.setMany([], 10_000);
      await store.setMany([[a, '1'], [c, '3']], 10_000);
      expect(await store.getMany([a, b, c])).toEqual(['1', null, '3']);
      expect(await store.get(c)).toBe('3');
    });

    if (advance) {
      it('expires entries after their TTL so the key can be claimed again', async () => {
        const key = `ttl-${randomUUID()}`;
        expect(await store.claim(key, 'first', 1_000)).toBe(true);
        advance(999);
        expect(await store.claim(key, 'second', 1_000)).toBe(false);
        advance(2);
        expect(await store.get(key)).toBeNull();
        expect(await store.claim(key, 'third', 1_000)).toBe(true);
      });
    }
  });
}

let clock = 1_000_000;
contract('memory store', () => createMemoryStore({ now: () => clock }), (ms) => (clock += ms));
contract('memory store, bounded (LRU)', () => createMemoryStore({ now: () => clock, maxEntries: 1_000 }), (ms) => (clock += ms));
contract('redis store', () => createRedisStore({ url: REDIS_URL, keyPrefix: `test:${randomUUID()}:` }));

describe('memory store bound (LRU)', () => {
  it('keeps at most maxEntries keys, dropping the least recently used', async () => {
    const store = createMemoryStore({ maxEntries: 3 });
    await store.setMany([['a', '1'], ['b', '2'], ['c', '3']], 10_000);
    expect(await store.get('a')).toBe('1'); // a is now the most recently used
    await store.set('d', '4', 10_000); // evicts b
    expect(await store.getMany(['a', 'b', 'c', 'd'])).toEqual(['1', null, '3', '4']);
    await store.claim('e', '5', 10_000); // evicts a (c and d were read after it)
    expect(await store.getMany(['c', 'd', 'e'])).toEqual(['3', '4', '5']);
    expect(await store.get('a')).toBeNull();
  });

  it('is unbounded unless asked (idempotency records and jobs must not be dropped early)', async () => {
    const store = createMemoryStore();
    await store.setMany(Array.from({ length: 5_000 }, (_, i) => [`k${i}`, String(i)] as const), 10_000);
    expect(await store.get('k0')).toBe('0');
  });
});

describe('redis store TTL', () => {
  it('sets a PX expiry on claims', async () => {
    const prefix = `test:${randomUUID()}:`;
    const store = createRedisStore({ url: REDIS_URL, keyPrefix: prefix });
    try {
      expect(await store.claim('k', 'v', 50)).toBe(true);
      await store.setMany([['m', 'v']], 50);
      await new Promise((r) => setTimeout(r, 120));
      expect(await store.get('k')).toBeNull();
      expect(await store.get('m')).toBeNull();
    } finally {
      await store.close();
    }
  });
});
