import type { Plugin } from 'graphql-yoga';
import type { GatewayConfig } from '../../config.js';
import type { Logger } from '../../logger.js';
import type { GatewayMetrics } from '../../metrics/registry.js';
import type { IdDirectory } from '../../modules/ids/index.js';
import type { KeyValueStore } from '../../store/index.js';
import { invalidateJobEnd, useGatewayResponseCache, type ResponseCacheOptions } from './plugin.js';
import { createCacheStore } from './store.js';

export { TTL_CAPS_MS } from './ttl.js';

export interface ResponseCacheDeps {
  /** The gateway's key-value store: answers go to Redis when it is Redis. */
  store: KeyValueStore;
  directory: IdDirectory;
  job: ResponseCacheOptions['job'];
  metrics: Pick<GatewayMetrics, 'cache'>;
  logger: Logger;
}

export interface ResponseCache {
  plugins: Plugin[];
  /** For the upload service: awaited before a job's end is stored (its episode and show changed). */
  jobEnded(job: { episodeId: number | null; stationId: number | null }): Promise<void>;
}

/** The response cache when `RESPONSE_CACHE_TTL_MS` is set; null (no plugin, no cost per request) when it is not. */
export function createResponseCache(config: Readonly<GatewayConfig>, deps: ResponseCacheDeps): ResponseCache | null {
  const ttlMs = config.responseCacheTtlMs;
  if (ttlMs === null) return null;
  const store = createCacheStore({ shared: deps.store, maxTtlMs: ttlMs, maxBytes: config.responseCacheMaxMb * 1024 * 1024 });
  const options: ResponseCacheOptions = { ttlMs, store, directory: deps.directory, job: deps.job, metrics: deps.metrics, logger: deps.logger };
  return { plugins: useGatewayResponseCache(options), jobEnded: (job) => invalidateJobEnd(options, job) };
}
