/**
 * A small key-value store with expiry, for state that replicas must share (idempotency keys).
 * Values are strings; callers serialise. Every write carries a TTL so nothing lives forever.
 */
export interface KeyValueStore {
  /**
   * Stores `value` under `key` only when the key is absent (Redis `SET NX PX`).
   * Resolves true when this call claimed the key. Two concurrent claims: exactly one wins.
   */
  claim(key: string, value: string, ttlMs: number): Promise<boolean>;
  get(key: string): Promise<string | null>;
  /** Stores `value` under `key` unconditionally, replacing any earlier value and TTL. */
  set(key: string, value: string, ttlMs: number): Promise<void>;
  delete(key: string): Promise<void>;
  /** Releases connections; the store is unusable afterwards. */
  close(): Promise<void>;
  /** `memory` or `redis`, for readiness and logs. */
  readonly kind: 'memory' | 'redis';
}
