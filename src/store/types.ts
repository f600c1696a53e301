/**
 * A small key-value store with expiry, for state that replicas must share (idempotency keys,
 * upload jobs, the ID directory). Values are strings; callers serialise. Every write carries a
 * TTL so nothing lives forever.
 *
 * A shared store can fail (docs/operations.md, "When Redis fails"): then its operations reject
 * at once, or within their bound, with a `StoreUnavailableError` (store/errors.ts), and each use
 * falls back as it states.
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
  /**
   * `setMany` for writes that must land (invalidation records, a job's end): when the store
   * cannot take them now they are kept, bounded, and written when it answers again; past the
   * bound the oldest are dropped and their keys' TTLs end what they would have changed.
   * Resolves once written or kept; never rejects.
   */
  keep(entries: ReadonlyArray<readonly [key: string, value: string]>, ttlMs: number): Promise<void>;
  delete(key: string): Promise<void>;
  /** Whether the store answers now, for `/readyz` and logs. */
  health(): StoreHealth;
  /** Releases connections; the store is unusable afterwards. */
  close(): Promise<void>;
  /** `memory` or `redis`, for readiness and logs. */
  readonly kind: 'memory' | 'redis';
}

export interface StoreHealth {
  /** False while the store is known to be down (not asked at all). */
  ok: boolean;
  /** When the current outage began (epoch ms); null while the store answers. */
  downSince: number | null;
  /** Writes kept for when the store returns (`keep`). */
  kept: number;
}

/** The operations a fallback is counted under (`gateway_store_fallbacks_total{operation}`). */
export type StoreOperation = 'claim' | 'get' | 'getMany' | 'set' | 'setMany' | 'keep' | 'delete';
