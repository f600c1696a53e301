import type { JobBus } from './bus.js';
import type { JobStore } from './store.js';
import type { JobStep, TrackedJob, UploadJob } from './types.js';
import { isFinished, isTerminal } from './types.js';

/** The writer of one running upload job (`createJobHandle`). */
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

/**
 * The writer of one running job of any kind: writes are applied in order (a slow store write
 * can never land after a later one), each is saved then published, and a finished job
 * (COMPLETED or FAILED) never changes again.
 */
export interface JobWriter<J extends TrackedJob> {
  /** The latest state: what was last written, plus any change `stage`d since. */
  readonly current: J;
  /** Changes the job and writes it. */
  update(patch: Partial<Omit<J, 'id' | 'version' | 'ownerHash' | 'createdAt'>>): Promise<void>;
  /** Changes the job without writing it; the next write carries the change. */
  stage(patch: Partial<Omit<J, 'id' | 'version' | 'ownerHash' | 'createdAt'>>): void;
  /** Writes the job as it is now. */
  write(): Promise<void>;
  /** Resolves when every write issued so far has been saved and published. */
  flushed(): Promise<void>;
}

export function createJobWriter<J extends TrackedJob>(job: J, store: JobStore<J>, bus: JobBus<J>, options: { now?: () => number } = {}): JobWriter<J> {
  const now = options.now ?? Date.now;
  let current = job;
  let chain: Promise<void> = Promise.resolve();
  let wroteEnd = false;
  const write = (): Promise<void> => {
    // The end is written once (a progress timer may fire after it).
    if (wroteEnd) return chain;
    wroteEnd = isFinished(current);
    current = { ...current, version: current.version + 1, updatedAt: now() };
    const snapshot = current;
    chain = chain
      // A store outage must not break the job itself; the next write stores the state again,
      // and watchers still hear this one.
      .then(() => store.save(snapshot).catch(() => {}))
      .then(() => bus.publish(snapshot))
      .catch(() => {});
    return chain;
  };
  return {
    get current() {
      return current;
    },
    update(patch) {
      if (isFinished(current)) return chain; // a finished job never changes again
      current = { ...current, ...patch };
      return write();
    },
    stage(patch) {
      if (!isFinished(current)) current = { ...current, ...patch };
    },
    write,
    flushed: () => chain,
  };
}

/**
 * The writer of one upload job, with byte progress coalesced to at most one write per
 * `progressIntervalMs` so a 4 GB upload does not flood Redis.
 */
export function createJobHandle(job: UploadJob, store: JobStore, bus: JobBus, options: JobTrackerOptions = {}): JobHandle {
  const interval = options.progressIntervalMs ?? 250;
  const now = options.now ?? Date.now;
  const writer = createJobWriter(job, store, bus, { now });
  let lastProgressWrite = 0;
  let timer: NodeJS.Timeout | null = null;

  const write = (): Promise<void> => {
    if (timer) {
      clearTimeout(timer);
      timer = null;
    }
    return writer.write();
  };

  const handle: JobHandle = {
    get current() {
      return writer.current;
    },
    update(patch) {
      if (isTerminal(writer.current.status)) return writer.flushed(); // a finished job never changes again
      writer.stage(patch);
      return write();
    },
    progress(bytesSent) {
      if (isTerminal(writer.current.status) || bytesSent === writer.current.bytesSent) return;
      writer.stage({ bytesSent });
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
    flushed: () => writer.flushed(),
  };
  return handle;
}
