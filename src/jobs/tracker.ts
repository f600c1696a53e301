import type { JobBus } from './bus.js';
import type { JobStore } from './store.js';
import type { JobStep, UploadJob } from './types.js';
import { isTerminal } from './types.js';

/**
 * The writer of one running job. Writes are applied in order (a slow store write can never
 * land after a later one), each is saved then published, and byte progress is coalesced to at
 * most one write per `progressIntervalMs` so a 4 GB upload does not flood Redis.
 */
export interface JobHandle {
  /** The latest state (what was last written, plus any coalesced progress). */
  readonly current: UploadJob;
  update(patch: Partial<Omit<UploadJob, 'id' | 'version' | 'ownerHash' | 'createdAt'>>): Promise<void>;
  /** Records bytes sent; written at most once per progress interval. */
  progress(bytesSent: number): void;
  fail(step: JobStep, code: string, reason: string): Promise<void>;
  /** Resolves when every write issued so far has been saved and published. */
  flushed(): Promise<void>;
}

export interface JobTrackerOptions {
  /** Minimum time between two progress writes of one job. @default 250 */
  progressIntervalMs?: number;
  now?: () => number;
}

export function createJobHandle(job: UploadJob, store: JobStore, bus: JobBus, options: JobTrackerOptions = {}): JobHandle {
  const interval = options.progressIntervalMs ?? 250;
  const now = options.now ?? Date.now;
  let current = job;
  let chain: Promise<void> = Promise.resolve();
  let lastProgressWrite = 0;
  let timer: NodeJS.Timeout | null = null;

  const write = (): Promise<void> => {
    if (timer) {
      clearTimeout(timer);
      timer = null;
    }
    current = { ...current, version: current.version + 1, updatedAt: now() };
    const snapshot = current;
    chain = chain
      // A store outage must not break the upload itself; the next write stores the state again,
      // and watchers still hear this one.
      .then(() => store.save(snapshot).catch(() => {}))
      .then(() => bus.publish(snapshot))
      .catch(() => {});
    return chain;
  };

  const handle: JobHandle = {
    get current() {
      return current;
    },
    update(patch) {
      if (isTerminal(current.status)) return chain; // a finished job never changes again
      current = { ...current, ...patch };
      return write();
    },
    progress(bytesSent) {
      if (isTerminal(current.status) || bytesSent === current.bytesSent) return;
      current = { ...current, bytesSent };
      const due = lastProgressWrite + interval - now();
      if (due <= 0) {
        lastProgressWrite = now();
        void write();
      } else if (!timer) {
        timer = setTimeout(() => {
          timer = null;
          lastProgressWrite = now();
          void write();
        }, due);
        timer.unref();
      }
    },
    fail(step, code, reason) {
      return handle.update({ status: 'FAILED', step, failureCode: code, failureReason: reason });
    },
    flushed: () => chain,
  };
  return handle;
}
