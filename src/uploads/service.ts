import { createJobService, type JobService, type JobServiceOptions } from '../jobs/index.js';
import type { Logger } from '../logger.js';
import type { RestClient } from '../rest/client.js';
import type { KeyValueStore } from '../store/types.js';
import { SIZE_LIMITS, type MediaClass } from './formats.js';
import { DEFAULT_POLL, type PollOptions } from './poll.js';
import { createBufferReclaimer, type BufferReclaimer } from './buffer-reclaim.js';
import { createStorageClient, type StorageClient } from './storage.js';

/** Tunables of the upload pipelines; tests shorten the waits. */
export interface UploadOptions {
  /** Polling of 4.22 step 4 and 4.26. */
  poll: PollOptions;
  /** Size limits per media class, in bytes. @default SIZE_LIMITS (spec 8) */
  limits: Readonly<Record<MediaClass, number>>;
  /** Bytes kept to replay one refused storage PUT. @default 8 MiB */
  replayBytes: number;
  /** A client that sends no bytes for this long mid-file is abandoned (its job FAILS). @default 60_000 */
  idleMs: number;
  /** Where files of unknown size are spooled. @default os.tmpdir() */
  spoolDir: string | null;
  /** `REDIS_URL`: job state and events shared by replicas; null keeps them in-process. */
  redisUrl: string | null;
  /** Prefix of Redis keys and channels. @default 'gw:' */
  keyPrefix: string;
  /** How long a finished job stays readable. @default 86_400_000 */
  jobTtlMs: number;
  /** Least time between two progress events of one job. @default 250 */
  progressIntervalMs: number;
  /** How long `uploadProgress` waits for a job that does not exist yet. @default 30_000 */
  waitForJobMs: number;
  /** Upload bytes between two collections of their dead socket buffers (buffer-reclaim.ts); 0: off. @default 4 MiB */
  reclaimEveryBytes: number;
}

export const DEFAULT_UPLOAD_OPTIONS: UploadOptions = {
  poll: DEFAULT_POLL,
  limits: SIZE_LIMITS,
  replayBytes: 8 * 1024 * 1024,
  idleMs: 60_000,
  spoolDir: null,
  redisUrl: null,
  keyPrefix: 'gw:',
  jobTtlMs: 86_400_000,
  progressIntervalMs: 250,
  waitForJobMs: 30_000,
  reclaimEveryBytes: 4 * 1024 * 1024,
};

/** Long-lived upload machinery, one per gateway; reached by resolvers as `ctx.uploads`. */
export interface UploadService {
  readonly options: UploadOptions;
  readonly jobs: JobService;
  readonly storage: StorageClient;
  /** Told of every upload byte read, to keep dead socket buffers from piling up in RSS. */
  readonly reclaimer: BufferReclaimer;
  /** The unbound REST client: polling outlives the request, so it binds its own signal. */
  readonly rest: RestClient;
  readonly logger: Logger;
  /** Aborted at shutdown: stops polls and transfers that outlive their request. */
  readonly lifetime: AbortSignal;
  /** Keeps a background task (a poll after the mutation returned) until it settles. */
  track(task: Promise<unknown>): void;
  /** Resolves when every background task has settled, or at `deadline` (epoch ms), whichever comes first. */
  settle(deadline: number): Promise<void>;
  /** Stops what still runs (its jobs end FAILED with SHUTTING_DOWN, their ends written), then the job bus. */
  close(): Promise<void>;
}

export interface UploadServiceDeps {
  rest: RestClient;
  logger: Logger;
  options?: Partial<UploadOptions>;
  /** Shared key-value store to keep jobs in (its owner closes it). */
  kv?: KeyValueStore;
  /** Told when a job starts and ends (the gateway's metrics). */
  onJob?: JobServiceOptions['onJob'];
  /** Awaited before a job's end is stored and published (the response cache's invalidation). */
  beforeJobEnd?: JobServiceOptions['beforeEnd'];
}

export function createUploadService(deps: UploadServiceDeps): UploadService {
  const options: UploadOptions = { ...DEFAULT_UPLOAD_OPTIONS, ...deps.options, poll: { ...DEFAULT_POLL, ...deps.options?.poll } };
  const jobs = createJobService({
    redisUrl: options.redisUrl,
    keyPrefix: options.keyPrefix,
    kv: deps.kv,
    ttlMs: options.jobTtlMs,
    progressIntervalMs: options.progressIntervalMs,
    onJob: deps.onJob,
    beforeEnd: deps.beforeJobEnd,
  });
  const storage = createStorageClient();
  const shutdown = new AbortController();
  const tasks = new Set<Promise<unknown>>();
  return {
    options,
    jobs,
    storage,
    reclaimer: createBufferReclaimer(options.reclaimEveryBytes),
    rest: deps.rest,
    logger: deps.logger,
    lifetime: shutdown.signal,
    track(task) {
      const settled = task.catch(() => {}).finally(() => tasks.delete(settled));
      tasks.add(settled);
    },
    async settle(deadline) {
      let timer: NodeJS.Timeout | undefined;
      const late = new Promise<void>((resolve) => (timer = setTimeout(resolve, Math.max(0, deadline - Date.now()))));
      await Promise.race([Promise.allSettled([...tasks]), late]);
      clearTimeout(timer);
    },
    async close() {
      shutdown.abort(new Error('The gateway is shutting down.'));
      await Promise.allSettled([...tasks]);
      await Promise.allSettled([storage.close(), jobs.close()]);
    },
  };
}
