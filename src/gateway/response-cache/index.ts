import type { Plugin } from 'graphql-yoga';
import type { GatewayConfig } from '../../config.js';
import type { Logger } from '../../logger.js';
import type { GatewayMetrics } from '../../metrics/registry.js';
import type { IdDirectory } from '../../id-directory.js';
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
  /** For the upload service: awaited before a job's end is stored (its episode and show changed, unless it stopped before any upstream change). */
  jobEnded(job: EndedJob): Promise<void>;
}

/** The response cache when `RESPONSE_CACHE_TTL_MS` is set; null (no plugin, no cost per request) when it is not. */
export function createResponseCache(config: Readonly<GatewayConfig>, deps: ResponseCacheDeps): ResponseCache | null {
  const ttlMs = config.responseCacheTtlMs;
  if (ttlMs === null) return null;
  const store = createCacheStore({ shared: deps.store, maxTtlMs: ttlMs, maxBytes: config.responseCacheMaxMb * 1024 * 1024 });
  const options: ResponseCacheOptions = { ttlMs, store, directory: deps.directory, job: deps.job, metrics: deps.metrics, logger: deps.logger };
  return { plugins: useGatewayResponseCache(options), jobEnded: (job) => (changedNothing(job) ? Promise.resolve() : invalidateJobEnd(options, job)) };
}

/** What the cache reads of an ended upload job (jobs/types.ts UploadJob). */
export interface EndedJob {
  episodeId: number | null;
  stationId: number | null;
  status: string;
  step: string;
  failureCode: string | null;
}

/** Steps before the job's first upstream write (the host is notified at NOTIFY, spec 4.25): a job that failed there changed nothing. */
const BEFORE_ANY_WRITE = new Set(['VALIDATE', 'RESOLVE_ACCOUNT', 'SIGNED_URL', 'STORAGE_PUT']);
/** Answers to the notification that say it was refused: nothing changed either. */
const REFUSED_NOTIFY = new Set(['UNAUTHENTICATED', 'FORBIDDEN', 'NOT_FOUND', 'BAD_USER_INPUT', 'CONFLICT', 'RATE_LIMITED']);

/**
 * A failed job whose upload calls never reached a write, or whose write was refused, changed
 * nothing upstream: its end invalidates nothing, so a stranger's failed upload (a made-up token:
 * the signed URL is refused 401) cannot empty other callers' answers about an episode.
 */
function changedNothing(job: EndedJob): boolean {
  if (job.status !== 'FAILED') return false;
  return BEFORE_ANY_WRITE.has(job.step) || (job.step === 'NOTIFY' && job.failureCode !== null && REFUSED_NOTIFY.has(job.failureCode));
}
