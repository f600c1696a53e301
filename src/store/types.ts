/**
 * A small key-value store with expiry, for state that replicas must share (idempotency keys,
 * upload jobs, the ID directory). Values are strings; callers serialise. Every write carries a
 * TTL so nothing lives forever.
 */
export interface KeyValueStore {
  /**
   * Stores `value` under `key` only when the key is absent (Redis `SET NX PX`).
   * Resolves true when this call claimed the key. Two concurrent claims: exactly one wins.
   */
  claim(key: string, value: string, ttlMs: number): Promise<boolean>;
  get(key: string): Promise<string | null>;
  /** Several keys in one round trip (Redis `MGET`); null for each absent key, in key order. */
  getMany(keys: readonly string[]): Promise<Array<string | null>>;
  /** Stores `value` under `key` unconditionally, replacing any earlier value and TTL. */
  set(key: string, value: string, ttlMs: number): Promise<void>;
  /** `set` for several entries in one round trip (one Redis pipeline); not atomic as a whole. */
  setMany(entries: ReadonlyArray<readonly [key: string, value: string]>, ttlMs: number): Promise<void>;
  delete(key: string): Promise<void>;
  /** Releases connections; the store is unusable afterwards. */
  close(): Promise<void>;
  /** `memory` or `redis`, for readiness and logs. */
  readonly kind: 'memory' | 'redis';
}
