import type { Plugin } from 'graphql-yoga';
import type { GatewayConfig } from '../../config.js';
import type { Logger } from '../../logger.js';
import type { GatewayMetrics } from '../../metrics/registry.js';
import type { IdDirectory } from '../../modules/ids/index.js';
import type { KeyValueStore } from '../../store/index.js';
import { useGatewayResponseCache, type ResponseCacheOptions } from './plugin.js';
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

/** The response cache's plugins when `RESPONSE_CACHE_TTL_MS` is set; none (no cost per request) when it is not. */
export function responseCachePlugins(config: Readonly<GatewayConfig>, deps: ResponseCacheDeps): Plugin[] {
  const ttlMs = config.responseCacheTtlMs;
  if (ttlMs === null) return [];
  const store = createCacheStore({ shared: deps.store, maxTtlMs: ttlMs, maxBytes: config.responseCacheMaxMb * 1024 * 1024 });
  return useGatewayResponseCache({ ttlMs, store, directory: deps.directory, job: deps.job, metrics: deps.metrics, logger: deps.logger });
}
