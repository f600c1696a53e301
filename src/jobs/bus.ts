import { createPubSub } from 'graphql-yoga';
import { storageIdOf, type TrackedJob, type UploadJob } from './types.js';

/**
 * Job events: every write of a job is published on its topic. In-process by default; through
 * Redis pub/sub when `REDIS_URL` is set, so a subscription on one replica sees a job that runs
 * on another. Pub/sub is at-most-once: the watcher (watch.ts) re-reads the store as a safety net.
 */
export interface JobBus<J extends TrackedJob = UploadJob> {
  publish(job: J): void;
  /**
   * Starts listening to one job (by its storage ID). Resolves once the subscription is active, i.e. every event
   * published after the promise resolves will be delivered.
   */
  listen(jobId: string): Promise<JobListener<J>>;
  close(): Promise<void>;
  readonly kind: 'memory' | 'redis';
}

export interface JobListener<J extends TrackedJob = UploadJob> {
  /** Resolves with the next event, or null after `close()`. */
  next(): Promise<J | null>;
  close(): void;
}

/** Events of every kind of job travel as TrackedJob; each bus hands out its own kind. */
export type Topics = { [topic: string]: [string, TrackedJob] };

export interface RedisJobBusOptions {
  url: string;
  /** Channel prefix, so deployments (and test runs) sharing one Redis do not see each other. @default 'gw:' */
  channelPrefix?: string;
  /** The kind of job, the channel's name after the prefix. @default 'upload-job' */
  topic?: string;
}

export function createMemoryJobBus<J extends TrackedJob = UploadJob>(topic = 'upload-job'): JobBus<J> {
  return busOver<J>(createPubSub<Topics>(), topic, async () => {}, async () => {}, 'memory');
}

/** A bus over a pub/sub (memory, or Redis through `redis-pubsub.ts`). */
export function busOver<J extends TrackedJob = UploadJob>(
  pubsub: ReturnType<typeof createPubSub<Topics>>,
  topic: string,
  ready: () => Promise<void>,
  close: () => Promise<void>,
  kind: JobBus['kind'],
): JobBus<J> {
  return {
    kind,
    // Its storage ID: two owners' jobs under one client-chosen ID never share a topic.
    publish: (job) => pubsub.publish(topic, storageIdOf(job), job),
    async listen(jobId) {
      const repeater = pubsub.subscribe(topic, jobId);
      // A repeater runs its executor (which adds the event listener) on the first next() only.
      let pending: Promise<IteratorResult<TrackedJob>> | null = repeater.next();
      await ready();
      return {
        async next() {
          const result = await (pending ?? repeater.next());
          pending = null;
          // This bus's topic carries only its own kind of job.
          return result.done ? null : (result.value as J);
        },
        close: () => void repeater.return(undefined),
      };
    },
    close,
  };
}
