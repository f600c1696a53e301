import { createMemoryStore } from './memory.js';
import { createRedisStore } from './redis.js';
import type { SoftStoreOptions } from './soft.js';
import type { KeyValueStore } from './types.js';

export type { KeyValueStore, StoreHealth, StoreOperation } from './types.js';
export { StoreUnavailableError } from './errors.js';
export { DEFAULT_MAX_KEPT, DEFAULT_OPERATION_TIMEOUT_MS } from './soft.js';
export { createMemoryStore } from './memory.js';
export { createRedisStore } from './redis.js';

export interface CreateKeyValueStoreOptions extends SoftStoreOptions {
  /** `REDIS_URL`; null or absent means in-process (one replica). */
  redisUrl?: string | null;
  /** Key prefix in Redis. @default 'gw:' */
  keyPrefix?: string;
}

/** Redis when `REDIS_URL` is set (state shared across replicas), in-process otherwise. */
export function createKeyValueStore(options: CreateKeyValueStoreOptions = {}): KeyValueStore {
  if (options.redisUrl) return createRedisStore({ ...options, url: options.redisUrl });
  return createMemoryStore();
}
