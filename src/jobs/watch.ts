import type { JobBus } from './bus.js';
import type { JobStore } from './store.js';
import type { TrackedJob, UploadJob } from './types.js';
import { isFinished } from './types.js';

export interface WatchOptions<J extends TrackedJob = UploadJob> {
  /** Decides whether the watcher may see this job (ownership). Called once, on the first state seen. */
  authorize(job: J): Promise<boolean>;
  /** Ends the watch (the subscriber went away). */
  signal?: AbortSignal;
  /** How long to wait for a job that does not exist yet (a client-chosen ID subscribed first). @default 30_000 */
  waitForCreateMs?: number;
  /** Re-read the store when no event came for this long, in case a pub/sub message was lost. @default 2_000 */
  resyncMs?: number;
}

export class JobNotFoundError extends Error {
  constructor(what = 'upload job') {
    super(`No ${what} with this ID is visible to this caller.`);
    this.name = 'JobNotFoundError';
  }
}

/**
 * Every state of one job from now until it finishes: the current state first, then each newer
 * version once. Listens before reading the store, so no write between the two is missed, and
 * re-reads the store whenever events go quiet.
 */
export async function* watchJob<J extends TrackedJob = UploadJob>(
  store: JobStore<J>,
  bus: JobBus<J>,
  jobId: string,
  options: WatchOptions<J> & { what?: string },
): AsyncGenerator<J> {
  const resyncMs = options.resyncMs ?? 2_000;
  const deadline = Date.now() + (options.waitForCreateMs ?? 30_000);
  const listener = await bus.listen(jobId);
  let version = -1;
  let authorized = false;
  const accept = async (job: J | null): Promise<J | null> => {
    if (!job || job.version <= version) return null;
    if (!authorized) {
      if (!(await options.authorize(job))) throw new JobNotFoundError(options.what);
      authorized = true;
    }
    version = job.version;
    return job;
  };
  // A store read that fails (a Redis hiccup) is retried at the next resync, not fatal.
  const read = () => store.get(jobId).catch(() => null);
  try {
    let next = listener.next();
    let fresh = await accept(await read());
    for (;;) {
      if (fresh) {
        yield fresh;
        if (isFinished(fresh)) return;
      }
      if (options.signal?.aborted) return;
      if (version < 0 && Date.now() > deadline) throw new JobNotFoundError(options.what);
      const event = await raceTimeout(next, resyncMs, options.signal);
      if (event === 'closed') return;
      if (event === 'timeout') {
        fresh = await accept(await read());
      } else {
        next = listener.next();
        fresh = await accept(event);
      }
    }
  } finally {
    listener.close();
  }
}

function raceTimeout<T>(promise: Promise<T | null>, ms: number, signal?: AbortSignal): Promise<T | 'timeout' | 'closed'> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => finish('timeout'), ms);
    const onAbort = () => finish('closed');
    signal?.addEventListener('abort', onAbort, { once: true });
    function finish(value: T | 'timeout' | 'closed') {
      clearTimeout(timer);
      signal?.removeEventListener('abort', onAbort);
      resolve(value);
    }
    promise.then((v) => finish(v === null ? 'closed' : v), () => finish('closed'));
  });
}
