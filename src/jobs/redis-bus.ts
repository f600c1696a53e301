import type { JobBus, RedisJobBusOptions } from './bus.js';
import type { TrackedJob, UploadJob } from './types.js';

/**
 * Redis pub/sub. ioredis is loaded here, when `REDIS_URL` is set, not at start: it costs about
 * 10 MB of memory in every process that imports it. Calls made before it is loaded wait for it,
 * in order.
 */
export function createRedisJobBus<J extends TrackedJob = UploadJob>(options: RedisJobBusOptions): JobBus<J> {
  const bus = import('./redis-pubsub.js').then((m) => m.connectRedisJobBus<J>(options));
  bus.catch(() => {}); // reported to the first caller, not as an unhandled rejection
  return {
    kind: 'redis',
    publish: (job) => void bus.then((b) => b.publish(job), () => {}),
    listen: async (jobId) => (await bus).listen(jobId),
    close: async () => (await bus).close(),
  };
}
