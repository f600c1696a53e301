import { createRedisEventTarget } from '@graphql-yoga/redis-event-target';
import { createPubSub } from 'graphql-yoga';
import { Redis } from 'ioredis';
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

type Topics = { [topic: string]: [string, UploadJob] };

export interface RedisJobBusOptions {
  url: string;
  /** Channel prefix, so deployments (and test runs) sharing one Redis do not see each other. @default 'gw:' */
  channelPrefix?: string;
}

export function createMemoryJobBus(): JobBus {
  return busOver(createPubSub<Topics>(), 'upload-job', async () => {}, async () => {}, 'memory');
}

export function createRedisJobBus(options: RedisJobBusOptions): JobBus {
  const connect = () => {
    const client = new Redis(options.url, { maxRetriesPerRequest: 2, lazyConnect: false });
    // ioredis emits 'error' on every failed reconnect; without a listener Node would crash.
    client.on('error', () => {});
    return client;
  };
  const publishClient = connect();
  const subscribeClient = connect();
  const pubsub = createPubSub<Topics>({ eventTarget: createRedisEventTarget({ publishClient, subscribeClient }) });
  // Commands on one connection run in order: a PING answered after SUBSCRIBE means it is active.
  const ready = async () => {
    // If Redis is slow to answer (or away), the watcher's periodic store re-read covers the gap.
    let timer: NodeJS.Timeout | undefined;
    const bound = new Promise<void>((resolve) => (timer = setTimeout(resolve, 2_000)));
    await Promise.race([subscribeClient.ping().catch(() => {}), bound]);
    clearTimeout(timer);
  };
  const close = async () => {
    await Promise.allSettled([publishClient.quit(), subscribeClient.quit()]);
    publishClient.disconnect();
    subscribeClient.disconnect();
  };
  return busOver(pubsub, `${options.channelPrefix ?? 'gw:'}upload-job`, ready, close, 'redis');
}

function busOver(
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
