import type { KeyValueStore } from '../store/types.js';
import { storageIdOf, type TrackedJob, type UploadJob } from './types.js';

/**
 * Job state, kept in the shared key-value store (Redis when `REDIS_URL` is set), so a job
 * started on one replica can be read on another. Jobs expire after `ttlMs` (a finished job
 * stays readable for a day by default; nothing lives forever).
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
}

export function createJobStore<J extends TrackedJob = UploadJob>(kv: KeyValueStore, options: JobStoreOptions = {}): JobStore<J> {
  const ttlMs = options.ttlMs ?? 86_400_000;
  const namespace = options.namespace ?? 'upload-job';
  const keyOf = (id: string) => `${namespace}:${id}`;
  return {
    create: (job) => kv.claim(keyOf(storageIdOf(job)), JSON.stringify(job), ttlMs),
    async get(id) {
      const raw = await kv.get(keyOf(id));
      return raw ? (JSON.parse(raw) as J) : null;
    },
    save: (job) => kv.set(keyOf(storageIdOf(job)), JSON.stringify(job), ttlMs),
    remove: (job) => kv.delete(keyOf(storageIdOf(job))),
  };
}
