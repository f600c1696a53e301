import { createPubSub } from 'graphql-yoga';
import type { UploadJob } from './types.js';

/**
 * Job events: every write of a job is published on its topic. In-process by default; through
 * Redis pub/sub when `REDIS_URL` is set, so a subscription on one replica sees a job that runs
 * on another. Pub/sub is at-most-once: the watcher (watch.ts) re-reads the store as a safety net.
 */
export interface JobBus {
  publish(job: UploadJob): void;
  /**
   * Starts listening to one job. Resolves once the subscription is active, i.e. every event
   * published after the promise resolves will be delivered.
   */
  listen(jobId: string): Promise<JobListener>;
  close(): Promise<void>;
  readonly kind: 'memory' | 'redis';
}

export interface JobListener {
  /** Resolves with the next event, or null after `close()`. */
  next(): Promise<UploadJob | null>;
  close(): void;
}

export type Topics = { [topic: string]: [string, UploadJob] };

export interface RedisJobBusOptions {
  url: string;
  /** Channel prefix, so deployments (and test runs) sharing one Redis do not see each other. @default 'gw:' */
  channelPrefix?: string;
}

export function createMemoryJobBus(): JobBus {
  return busOver(createPubSub<Topics>(), 'upload-job', async () => {}, async () => {}, 'memory');
}

/**
 * Redis pub/sub. ioredis is loaded here, when `REDIS_URL` is set, not at start: it costs about
 * 10 MB of memory in every process that imports it. Calls made before it is loaded wait for it,
 * in order.
 */
export function createRedisJobBus(options: RedisJobBusOptions): JobBus {
  const bus = import('./redis-bus.js').then((m) => m.connectRedisJobBus(options));
  bus.catch(() => {}); // reported to the first caller, not as an unhandled rejection
  return {
    kind: 'redis',
    publish: (job) => void bus.then((b) => b.publish(job), () => {}),
    listen: async (jobId) => (await bus).listen(jobId),
    close: async () => (await bus).close(),
  };
}

/** A bus over a pub/sub (memory, or Redis through `redis-bus.ts`). */
export function busOver(
  pubsub: ReturnType<typeof createPubSub<Topics>>,
  topic: string,
  ready: () => Promise<void>,
  close: () => Promise<void>,
  kind: JobBus['kind'],
): JobBus {
  return {
    kind,
    publish: (job) => pubsub.publish(topic, job.id, job),
    async listen(jobId) {
      const repeater = pubsub.subscribe(topic, jobId);
      // A repeater runs its executor (which adds the event listener) on the first next() only.
      let pending: Promise<IteratorResult<UploadJob>> | null = repeater.next();
      await ready();
      return {
        async next() {
          const result = await (pending ?? repeater.next());
          pending = null;
          return result.done ? null : result.value;
        },
        close: () => void repeater.return(undefined),
      };
    },
    close,
  };
}
