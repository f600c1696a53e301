import { Redis } from 'ioredis';
import type { KeyValueStore } from './types.js';

export interface RedisStoreOptions {
  /** `redis://host:port/db`, from `REDIS_URL`. */
  url: string;
  /** Prefix of every key, so several deployments (or test runs) can share one Redis. @default 'gw:' */
  keyPrefix?: string;
  /** Per-command timeout in ms; a slow Redis must not hang a mutation. @default 2_000 */
  commandTimeoutMs?: number;
}

/**
 * Store shared by replicas through Redis. `claim` is `SET key value PX ttl NX`, atomic on the
 * server, so two replicas racing on one idempotency key cannot both win.
 */
export function createRedisStore(options: RedisStoreOptions): KeyValueStore {
  const redis = new Redis(options.url, {
    keyPrefix: options.keyPrefix ?? 'gw:',
    commandTimeout: options.commandTimeoutMs ?? 2_000,
    maxRetriesPerRequest: 2,
    enableOfflineQueue: true,
    lazyConnect: false,
  });
  // ioredis emits 'error' on every failed reconnect; without a listener Node would crash.
  redis.on('error', () => {});

  return {
    kind: 'redis',
    async claim(key, value, ttlMs) {
      const ok = await redis.set(key, value, 'PX', Math.max(1, Math.round(ttlMs)), 'NX');
      return ok === 'OK';
    },
    async get(key) {
      return redis.get(key);
    },
    async set(key, value, ttlMs) {
      await redis.set(key, value, 'PX', Math.max(1, Math.round(ttlMs)));
    },
    async delete(key) {
      await redis.del(key);
    },
    async close() {
      await redis.quit().catch(() => redis.disconnect());
    },
  };
}
