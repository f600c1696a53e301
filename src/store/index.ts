import { createMemoryStore } from './memory.js';
import { createRedisStore } from './redis.js';
import type { KeyValueStore } from './types.js';

export type { KeyValueStore } from './types.js';
export { createMemoryStore } from './memory.js';
export { createRedisStore } from './redis.js';

export interface CreateKeyValueStoreOptions {
  /** `REDIS_URL`; null or absent means in-process (one replica). */
  redisUrl?: string | null;
  /** Key prefix in Redis. @default 'gw:' */
  keyPrefix?: string;
}

/** Redis when `REDIS_URL` is set (state shared across replicas), in-process otherwise. */
export function createKeyValueStore(options: CreateKeyValueStoreOptions = {}): KeyValueStore {
  if (options.redisUrl) return createRedisStore({ url: options.redisUrl, keyPrefix: options.keyPrefix });
  return createMemoryStore();
}
