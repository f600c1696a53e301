import { createHash, randomUUID } from 'node:crypto';
import { createKeyValueStore, type KeyValueStore } from '../store/index.js';
import { createMemoryJobBus, type JobBus } from './bus.js';
import { createRedisJobBus } from './redis-bus.js';
import { createJobStore, type JobStore } from './store.js';
import { createJobHandle, type JobHandle } from './tracker.js';
import { isTerminal, scopeOf, storageIdOf, type JobKind, type UploadJob } from './types.js';
import { watchJob, type WatchOptions } from './watch.js';

export type { JobHandle, JobWriter } from './tracker.js';
export type { JobKind, JobStatus, JobStep, MediaValidation, TrackedJob, UploadJob } from './types.js';
export { isFinished, isMediaKind, isTerminal, storageIdOf } from './types.js';
export { JobNotFoundError, watchJob, type WatchOptions } from './watch.js';
export { createJobWriter } from './tracker.js';
export { createJobStore, type JobStore } from './store.js';
export { createMemoryJobBus, type JobBus } from './bus.js';
export { createRedisJobBus } from './redis-bus.js';

/**
 * Everything the upload code needs from jobs: create, read, write, follow.
 *
 * Client-chosen job IDs are scoped by owner (the creating token's hash): an ID another owner
 * already holds is not refused (which would tell that it exists, and let whoever knows an ID
 * squat it) but gives the new job a scope of its own, under which its owner's token finds it by
 * the same ID (`find`). Only the same owner reusing its own ID gets CONFLICT.
 */
export interface JobService {
  /** Creates a job in UPLOADING state; null when its owner already holds this client-chosen ID. */
  create(init: NewJob): Promise<JobHandle | null>;
  /** The job this caller means by `id`: its own scoped job first, else the one under the plain ID (whose reader must still pass the access check). */
  find(id: string, token: string | null): Promise<UploadJob | null>;
  /** The job under the plain ID (its first owner's), whoever asks; callers acting for a caller use `find`. */
  get(id: string): Promise<UploadJob | null>;
  /** A writer for a job that exists (the direct flow's second step may run on another replica). */
  resume(job: UploadJob): JobHandle;
  /** The states of the job this caller means by `id` (as `find`); one that does not exist yet is awaited under the plain ID. */
  watch(id: string, options: WatchOptions & { token?: string | null }): AsyncGenerator<UploadJob>;
  /**
   * Claims a one-time action on a job across replicas (e.g. finishing a direct upload): true
   * for exactly one caller, however many race.
   */
  claim(job: UploadJob, action: string): Promise<boolean>;
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
  /** A client-chosen ID taken under the plain key: another owner's means a scope of this owner's own; its own means CONFLICT. */
  async function scoped(job: UploadJob, clientChosen: boolean): Promise<UploadJob | null> {
    if (!clientChosen) return null;
    const holder = await store.get(job.id);
    if (holder?.ownerHash === job.ownerHash) return null;
    const own: UploadJob = { ...job, scope: scopeOf(job.ownerHash) };
    return (await store.create(own)) ? own : null;
  }

  async function find(id: string, token: string | null): Promise<UploadJob | null> {
    const [own, plain] = await Promise.all([token === null ? null : store.get(`${scopeOf(ownerHashOf(token))}:${id}`), store.get(id)]);
    return own ?? plain;
  }

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
      const stored = (await store.create(job)) ? job : await scoped(job, init.id != null);
      if (!stored) return null;
      bus.publish(stored);
      onJob?.(stored.kind, 'started');
      return handleOf(stored);
    },
    find,
    get: (id) => store.get(id),
    resume: handleOf,
    claim: (job, action) => kv.claim(`upload-job-claim:${storageIdOf(job)}:${action}`, '1', options.ttlMs ?? 86_400_000),
    async discard(job) {
      await job.flushed();
      await store.remove(job.current);
    },
    async *watch(id, { token, ...watchOptions }) {
      const own = token == null ? null : await store.get(`${scopeOf(ownerHashOf(token))}:${id}`).catch(() => null);
      yield* watchJob(store, bus, own ? storageIdOf(own) : id, { resyncMs: options.resyncMs, ...watchOptions });
    },
    async close() {
      await bus.close();
      if (!options.kv) await kv.close();
    },
  };
}
