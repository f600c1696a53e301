import type { KeyValueStore } from '../store/types.js';
import type { UploadJob } from './types.js';

/**
 * Job state, kept in the shared key-value store (Redis when `REDIS_URL` is set), so a job
 * started on one replica can be read on another. Jobs expire after `ttlMs` (a finished job
 * stays readable for a day by default; nothing lives forever).
 */
export interface JobStore {
  /** Stores a new job; false when the ID is already taken (client-chosen IDs may collide). */
  create(job: UploadJob): Promise<boolean>;
  get(id: string): Promise<UploadJob | null>;
  /** Overwrites the job; only the replica running it writes, so no compare-and-set is needed. */
  save(job: UploadJob): Promise<void>;
}

export interface JobStoreOptions {
  /** How long a job stays readable after its last write. @default 86_400_000 (one day) */
  ttlMs?: number;
}

const keyOf = (id: string) => `upload-job:${id}`;

export function createJobStore(kv: KeyValueStore, options: JobStoreOptions = {}): JobStore {
  const ttlMs = options.ttlMs ?? 86_400_000;
  return {
    create: (job) => kv.claim(keyOf(job.id), JSON.stringify(job), ttlMs),
    async get(id) {
      const raw = await kv.get(keyOf(id));
      return raw ? (JSON.parse(raw) as UploadJob) : null;
    },
    save: (job) => kv.set(keyOf(job.id), JSON.stringify(job), ttlMs),
  };
}
