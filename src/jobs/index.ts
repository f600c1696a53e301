import { createHash, randomUUID } from 'node:crypto';
import { createKeyValueStore, type KeyValueStore } from '../store/index.js';
import { createMemoryJobBus, createRedisJobBus, type JobBus } from './bus.js';
import { createJobStore, type JobStore } from './store.js';
import { createJobHandle, type JobHandle } from './tracker.js';
import { isTerminal, type JobKind, type UploadJob } from './types.js';
import { watchJob, type WatchOptions } from './watch.js';

export type { JobHandle, JobWriter } from './tracker.js';
export type { JobKind, JobStatus, JobStep, MediaValidation, TrackedJob, UploadJob } from './types.js';
export { isFinished, isMediaKind, isTerminal } from './types.js';
export { JobNotFoundError, watchJob, type WatchOptions } from './watch.js';
export { createJobWriter } from './tracker.js';
export { createJobStore, type JobStore } from './store.js';
export { createMemoryJobBus, createRedisJobBus, type JobBus } from './bus.js';

/** Everything the upload code needs from jobs: create, read, write, follow. */
export interface JobService {
  /** Creates a job in UPLOADING state; null when a client-chosen ID is already taken. */
  create(init: NewJob): Promise<JobHandle | null>;
  get(id: string): Promise<UploadJob | null>;
  /** A writer for a job that exists (the direct flow's second step may run on another replica). */
  resume(job: UploadJob): JobHandle;
  watch(id: string, options: WatchOptions): AsyncGenerator<UploadJob>;
  /**
   * Claims a one-time action on a job across replicas (e.g. finishing a direct upload): true
   * for exactly one caller, however many race.
   */
  claim(id: string, action: string): Promise<boolean>;
  /**
   * Forgets a job whose start failed (its caller was refused before any byte was taken): a
   * client-chosen ID that a refused start would keep could be squatted by anyone who knows it,
   * and would answer CONFLICT to its owner later. Its last state has been published already.
   */
  discard(job: JobHandle): Promise<void>;
  close(): Promise<void>;
  readonly kind: 'memory' | 'redis';
}

export interface NewJob {
  id?: string | null;
  kind: JobKind;
  token: string;
  direct: boolean;
  fileName: string;
  mimeType: string;
  totalBytes: number | null;
  episodeId: number | null;
  stationId: number | null;
}

export interface JobServiceOptions {
  /** `REDIS_URL`; null keeps jobs in this process. */
  redisUrl?: string | null;
  /** Prefix of Redis keys and channels (a test run uses its own). @default 'gw:' */
  keyPrefix?: string;
  /** Use this key-value store instead of creating one (it is then not closed by `close`). */
  kv?: KeyValueStore;
  /** @default 86_400_000 */
  ttlMs?: number;
  /** @default 250 */
  progressIntervalMs?: number;
  /** @default 2_000 */
  resyncMs?: number;
  /** Told when a job starts and when it ends, in the process that writes it (metrics). */
  onJob?: (kind: JobKind, event: 'started' | 'completed' | 'failed') => void;
  /**
   * Awaited before a job's end is stored and published, in the process that runs it: what the
   * job changed upstream after its mutation answered (the response cache's invalidation) is
   * accounted for before anyone can read that it ended. Its failure does not stop the job.
   */
  beforeEnd?: (job: UploadJob) => Promise<void>;
}

/** The owner of a job is the token that created it, kept only as a hash. */
export function ownerHashOf(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export function createJobService(options: JobServiceOptions = {}): JobService {
  const prefix = options.keyPrefix ?? 'gw:';
  const kv = options.kv ?? createKeyValueStore({ redisUrl: options.redisUrl, keyPrefix: prefix });
  const bus: JobBus = options.redisUrl ? createRedisJobBus({ url: options.redisUrl, channelPrefix: prefix }) : createMemoryJobBus();
  const store: JobStore = createJobStore(kv, { ttlMs: options.ttlMs });
  const beforeEnd = options.beforeEnd;
  // The writer saves, then publishes (tracker.ts): the end waits for the hook before both.
  const saves: JobStore = beforeEnd
    ? {
        ...store,
        async save(job) {
          if (isTerminal(job.status)) await beforeEnd(job).catch(() => {});
          return store.save(job);
        },
      }
    : store;
  const onJob = options.onJob;
  // A finished job never changes again (tracker.ts), so its end is published once: counted there.
  const writes: JobBus = onJob
    ? {
        kind: bus.kind,
        listen: (id) => bus.listen(id),
        close: () => bus.close(),
        publish(job) {
          if (isTerminal(job.status)) onJob(job.kind, job.status === 'COMPLETED' ? 'completed' : 'failed');
          bus.publish(job);
        },
      }
    : bus;
  const handleOf = (job: UploadJob) => createJobHandle(job, saves, writes, { progressIntervalMs: options.progressIntervalMs });

  return {
    kind: options.redisUrl ? 'redis' : 'memory',
    async create(init) {
      const now = Date.now();
      const job: UploadJob = {
        id: init.id ?? randomUUID(),
        kind: init.kind,
        status: 'UPLOADING',
        step: 'VALIDATE',
        version: 1,
        ownerHash: ownerHashOf(init.token),
        direct: init.direct,
        fileName: init.fileName,
        mimeType: init.mimeType,
        bytesSent: 0,
        totalBytes: init.totalBytes,
        episodeId: init.episodeId,
        stationId: init.stationId,
        userId: null,
        upstreamUploadId: null,
        reissued: false,
        failureReason: null,
        failureCode: null,
        validation: null,
        createdAt: now,
        updatedAt: now,
      };
      if (!(await store.create(job))) return null;
      bus.publish(job);
      onJob?.(job.kind, 'started');
      return handleOf(job);
    },
    get: (id) => store.get(id),
    resume: handleOf,
    claim: (id, action) => kv.claim(`upload-job-claim:${id}:${action}`, '1', options.ttlMs ?? 86_400_000),
    async discard(job) {
      await job.flushed();
      await store.remove(job.current.id);
    },
    watch: (id, watchOptions) => watchJob(store, bus, id, { resyncMs: options.resyncMs, ...watchOptions }),
    async close() {
      await bus.close();
      if (!options.kv) await kv.close();
    },
  };
}
