import { createRedisEventTarget } from '@graphql-yoga/redis-event-target';
import { createPubSub } from 'graphql-yoga';
import { Redis } from 'ioredis';
import { busOver, type JobBus, type RedisJobBusOptions, type Topics } from './bus.js';
import type { TrackedJob } from './types.js';

/** The Redis job bus (redis-bus.ts loads this module only when `REDIS_URL` is set). */
export function connectRedisJobBus<J extends TrackedJob>(options: RedisJobBusOptions): JobBus<J> {
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
  return busOver<J>(pubsub, `${options.channelPrefix ?? 'gw:'}${options.topic ?? 'upload-job'}`, ready, close, 'redis');
}

