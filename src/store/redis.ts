import type { Redis } from 'ioredis';
import { createSoftStore, type RawStore, type SoftStoreOptions, type StoreConnection } from './soft.js';
import type { KeyValueStore } from './types.js';

export interface RedisStoreOptions extends SoftStoreOptions {
  /** `redis://host:port/db`, from `REDIS_URL`. */
  url: string;
  /** Prefix of every key, so several deployments (or test runs) can share one Redis. @default 'gw:' */
  keyPrefix?: string;
}

/**
 * Store shared by replicas through Redis. `claim` is `SET key value PX ttl NX`, atomic on the
 * server, so two replicas racing on one idempotency key cannot both win. ioredis is loaded here,
 * when `REDIS_URL` is set, not at start: it costs about 10 MB of memory in every process that
 * imports it. The connection starts at once; commands wait for its first `ready` (ioredis's
 * offline queue). After that the store fails soft and fast (soft.ts): a connection that is not
 * `ready` is not asked, and each operation is bounded.
 */
export function createRedisStore(options: RedisStoreOptions): KeyValueStore {
  let redis: Redis | null = null;
  let everReady = false;
  const listeners: Array<() => void> = [];
  const client: Promise<Redis> = import('ioredis').then(({ Redis }) => {
    redis = new Redis(options.url, {
      keyPrefix: options.keyPrefix ?? 'gw:',
      // A backstop only: the soft store bounds each operation far below it.
      commandTimeout: 2_000,
      maxRetriesPerRequest: 2,
      enableOfflineQueue: true,
      lazyConnect: false,
    });
    // ioredis emits 'error' on every failed reconnect; without a listener Node would crash.
    redis.on('error', () => {});
    redis.on('ready', () => (everReady = true));
    for (const event of ['ready', 'close', 'end', 'reconnecting']) redis.on(event, () => listeners.forEach((listener) => listener()));
    return redis;
  });
  client.catch(() => {}); // reported to the first caller, not as an unhandled rejection

  const raw: RawStore = {
    kind: 'redis',
    async claim(key, value, ttlMs) {
      const ok = await (await client).set(key, value, 'PX', Math.max(1, Math.round(ttlMs)), 'NX');
      return ok === 'OK';
    },
    async get(key) {
      return (await client).get(key);
    },
    async getMany(keys) {
      if (!keys.length) return [];
      return (await client).mget(...keys);
    },
    async set(key, value, ttlMs) {
      await (await client).set(key, value, 'PX', Math.max(1, Math.round(ttlMs)));
    },
    async setMany(entries, ttlMs) {
      if (!entries.length) return;
      const px = Math.max(1, Math.round(ttlMs));
      const pipeline = (await client).pipeline();
      for (const [key, value] of entries) pipeline.set(key, value, 'PX', px);
      const results = (await pipeline.exec()) ?? [];
      const failed = results.find(([error]) => error);
      if (failed) throw failed[0];
    },
    async delete(key) {
      await (await client).del(key);
    },
    async close() {
      const redis = await client;
      await redis.quit().catch(() => redis.disconnect());
    },
  };
  const connection: StoreConnection = {
    ready: () => redis?.status === 'ready',
    wasReady: () => everReady,
    state: () => redis?.status ?? 'loading',
    ping: async () => (await client).ping(),
    onChange: (listener) => void listeners.push(listener),
  };
  return createSoftStore(raw, connection, options);
}

/**
 * One PING, bounded, on a connection of its own that is closed after it: with `REDIS_URL` set,
 * idempotency keys and upload jobs live in Redis, so a gateway that cannot reach it must not
 * start (main turns the rejection into one line). The store's own client keeps retrying for
 * good, which is right once running and wrong at start. Rejects with a short reason.
 */
export async function pingRedis(url: string, timeoutMs: number): Promise<void> {
  const { Redis } = await import('ioredis');
  const redis = new Redis(url, {
    lazyConnect: true,
    connectTimeout: timeoutMs,
    commandTimeout: timeoutMs,
    maxRetriesPerRequest: 0,
    enableOfflineQueue: false,
    retryStrategy: () => null,
  });
  let lastError: Error | undefined;
  redis.on('error', (error: Error) => (lastError = error));
  let timer: NodeJS.Timeout | undefined;
  const bound = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${timeoutMs / 1_000} s`)), timeoutMs);
  });
  try {
    await Promise.race([redis.connect().then(() => redis.ping()), bound]);
  } catch (error) {
    const cause = lastError ?? (error as Error);
    const code = (cause as NodeJS.ErrnoException).code;
    throw new Error(code ? `${code}` : cause.message, { cause });
  } finally {
    clearTimeout(timer);
    redis.disconnect();
  }
}
