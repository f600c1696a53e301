import { LRUCache } from 'lru-cache';
import { StoreUnavailableError } from '../store/errors.js';
import type { KeyValueStore } from '../store/types.js';
import { isFinished, storageIdOf, type TrackedJob, type UploadJob } from './types.js';

/**
 * Job state, kept in the shared key-value store (Redis when `REDIS_URL` is set), so a job
 * started on one replica can be read on another. Jobs expire after `ttlMs` (a finished job
 * stays readable for a day by default; nothing lives forever).
 *
 * When the store is down (docs/operations.md, "When Redis fails"), a read answers from this
 * replica's own memory where it wrote the job (it runs it, so its copy is the latest), and
 * otherwise rejects with `StoreUnavailableError` (the client's `STORE_UNAVAILABLE`), never with
 * "no such job". A job's end is written with the store's `keep`: held while the store is down,
 * and written when it returns, so another replica reads how the job ended.
 */
export interface JobStore<J extends TrackedJob = UploadJob> {
  /** Stores a new job; false when its storage ID (types.ts `storageIdOf`) is already taken. */
  create(job: J): Promise<boolean>;
  /** The job stored under this storage ID: a job's ID, or `<scope>:<id>`. */
  get(storageId: string): Promise<J | null>;
  /** Overwrites the job; only the replica running it writes, so no compare-and-set is needed. */
  save(job: J): Promise<void>;
  /** Forgets the job: its storage ID is free again. */
  remove(job: J): Promise<void>;
}

export interface JobStoreOptions {
  /** How long a job stays readable after its last write. @default 86_400_000 (one day) */
  ttlMs?: number;
  /** The kind of job, first part of its key (`upload-job:<id>`), so kinds never share IDs. @default 'upload-job' */
  namespace?: string;
  /** Jobs this replica wrote, kept in its memory to answer reads while the store is down. @default 10_000 */
  maxRemembered?: number;
}

export function createJobStore<J extends TrackedJob = UploadJob>(kv: KeyValueStore, options: JobStoreOptions = {}): JobStore<J> {
  const ttlMs = options.ttlMs ?? 86_400_000;
  const namespace = options.namespace ?? 'upload-job';
  const keyOf = (id: string) => `${namespace}:${id}`;
  // Bounded in count and by the jobs' own TTL, so a replica's memory never grows with its traffic.
  const written = new LRUCache<string, J>({ max: options.maxRemembered ?? 10_000, ttl: ttlMs, ttlAutopurge: false });
  const remember = (job: J) => void written.set(storageIdOf(job), job);
  return {
    async create(job) {
      const created = await kv.claim(keyOf(storageIdOf(job)), JSON.stringify(job), ttlMs);
      if (created) remember(job);
      return created;
    },
    async get(id) {
      let raw: string | null;
      try {
        raw = await kv.get(keyOf(id));
      } catch (error) {
        const own = written.get(id);
        if (own) return own;
        throw error instanceof StoreUnavailableError ? error : new StoreUnavailableError();
      }
      return raw ? (JSON.parse(raw) as J) : null;
    },
    async save(job) {
      remember(job);
      const entry = [keyOf(storageIdOf(job)), JSON.stringify(job)] as const;
      // A job's end must reach the other replicas: kept and written when the store returns.
      if (isFinished(job)) return kv.keep([entry], ttlMs);
      return kv.set(entry[0], entry[1], ttlMs);
    },
    async remove(job) {
      written.delete(storageIdOf(job));
      await kv.delete(keyOf(storageIdOf(job)));
    },
  };
}
