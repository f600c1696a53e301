import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { ErrorCode, toGraphQLError } from '../../errors.js';
import { readInsight, type RawInsight } from '../../graph/analytics/insights.js';
import type { GraphCaller, UpstreamRuntime } from '../../graph/runtime.js';
import { RequestBudget } from '../../http/request-budget.js';
import {
  createJobStore,
  createJobWriter,
  createMemoryJobBus,
  createRedisJobBus,
  isFinished,
  ownerHashOf,
  watchJob,
  type JobBus,
  type JobStore,
  type JobWriter,
  type TrackedJob,
  type WatchOptions,
} from '../../jobs/index.js';
import { createLoaderRegistry } from '../../loaders.js';
import type { Logger } from '../../logger.js';
import { createKeyValueStore, type KeyValueStore } from '../../store/index.js';
import { statusOf, type InsightStatus } from './insight-state.js';

/**
 * Analytics insights as jobs, on the job model of uploads (src/jobs): the state lives in the
 * shared key-value store and every write is published on the job bus (Redis with `REDIS_URL`),
 * so a client may read or follow the job on any replica. The replica that asked the host for the
 * insight follows it: it reads the insight back until the host says it ended, at most
 * `maxCalls` times and within `timeoutMs` of the request, waiting `initialMs` first and twice as
 * long each time up to `maxMs`. The caller's token is kept in memory for those reads only.
 */

export interface InsightJob extends TrackedJob {
  status: InsightStatus;
  showUri: string;
  insightType: string | null;
  insightId: string | null;
  /** The host's own state, as it said it. */
  state: string | null;
  /** The host's payload: text as it came, anything else as JSON text. */
  payload: string | null;
  generatedAt: string | null;
  /** Reads of the insight made to follow it. */
  polls: number;
  failureCode: string | null;
  failureReason: string | null;
}

export interface InsightPollOptions {
  /** First wait before reading the insight again. @default 1_000 */
  initialMs: number;
  /** Longest wait between two reads (waits double up to it). @default 8_000 */
  maxMs: number;
  /** Most reads of one insight. @default 20 */
  maxCalls: number;
  /** How long after the request the gateway stops following an insight. @default 120_000 */
  timeoutMs: number;
}

export const DEFAULT_INSIGHT_POLL: InsightPollOptions = { initialMs: 1_000, maxMs: 8_000, maxCalls: 20, timeoutMs: 120_000 };

/** Consecutive failed reads after which a job fails with the last read's error (and consecutive reads the host answers null, with NOT_FOUND). */
const MAX_READ_FAILURES = 3;

export interface InsightServiceOptions {
  /** `REDIS_URL`; null keeps jobs in this process. */
  redisUrl: string | null;
  /** Prefix of Redis keys and channels. @default 'gw:' */
  keyPrefix?: string;
  /** Use this key-value store instead of creating one (its owner closes it). */
  kv?: KeyValueStore;
  /** How long a finished job stays readable. @default 86_400_000 */
  ttlMs?: number;
  poll?: Partial<InsightPollOptions>;
  /** The upstream runtime current when a read is made (the schema may be swapped meanwhile). */
  upstream: () => UpstreamRuntime;
  /** Bound of one read (`UPSTREAM_TIMEOUT_MS`). */
  upstreamTimeoutMs: number;
  logger?: Logger;
  /** Re-read the store when no event came for this long (lost pub/sub messages). @default 2_000 */
  resyncMs?: number;
  /**
   * Insights this process follows at once (`INSIGHT_MAX_FOLLOWED`). Each follower is bounded
   * (its reads, its time) but their number grows with requests: past this, a new job is made
   * FAILED (`RATE_LIMITED`) with its insightId, unfollowed. @default 500
   */
  maxFollowed?: number;
}

export interface StartInsight {
  token: string;
  showUri: string;
  insightType: string | null;
  /** The host's answer to the generate mutation. */
  generated: RawInsight | null;
}

export interface InsightService {
  readonly options: InsightPollOptions;
  /** Creates the job from the host's answer and, unless it ended already, follows it in the background. */
  start(input: StartInsight): Promise<InsightJob>;
  get(id: string): Promise<InsightJob | null>;
  watch(id: string, options: WatchOptions<InsightJob>): AsyncGenerator<InsightJob>;
  close(): Promise<void>;
  readonly kind: 'memory' | 'redis';
}

const NAMESPACE = 'insight-job';

export function createInsightService(options: InsightServiceOptions): InsightService {
  const poll: InsightPollOptions = { ...DEFAULT_INSIGHT_POLL, ...options.poll };
  const prefix = options.keyPrefix ?? 'gw:';
  const kv = options.kv ?? createKeyValueStore({ redisUrl: options.redisUrl, keyPrefix: prefix });
  const store: JobStore<InsightJob> = createJobStore<InsightJob>(kv, { ttlMs: options.ttlMs, namespace: NAMESPACE });
  const bus: JobBus<InsightJob> = options.redisUrl
    ? createRedisJobBus<InsightJob>({ url: options.redisUrl, channelPrefix: prefix, topic: NAMESPACE })
    : createMemoryJobBus<InsightJob>(NAMESPACE);
  const lifetime = new AbortController();
  const following = new Set<Promise<void>>();
  const maxFollowed = options.maxFollowed ?? 500;

  /** A context of its own for each read: the follower outlives the request that started it. */
  const readerContext = (token: string): GraphCaller & Record<string, unknown> => ({
    token,
    upstream: options.upstream(),
    loaders: createLoaderRegistry(),
    budget: new RequestBudget(1, options.upstreamTimeoutMs),
    signal: lifetime.signal,
  });

  async function follow(writer: JobWriter<InsightJob>, token: string): Promise<void> {
    const job = writer.current;
    const deadline = job.createdAt + poll.timeoutMs;
    let wait = poll.initialMs;
    let failures = 0;
    let missing = 0;
    let polls = 0;
    for (;;) {
      if (polls >= poll.maxCalls || Date.now() + wait > deadline) {
        const last = writer.current.state ? ` Its last state was ${writer.current.state}.` : '';
        return writer.update({
          status: 'FAILED',
          failureCode: ErrorCode.UPSTREAM_TIMEOUT,
          failureReason: `The host had not finished the insight after ${polls} reads in ${Math.round((Date.now() - job.createdAt) / 1000)} s.${last} It may still finish: read it by insightId.`,
        });
      }
      try {
        await sleep(wait, undefined, { signal: lifetime.signal });
      } catch {
        return writer.update({
          status: 'FAILED',
          failureCode: ErrorCode.UPSTREAM_UNAVAILABLE,
          failureReason: 'The gateway stopped following this insight (it shut down) before the host finished it; read it by insightId or generate it again.',
        });
      }
      wait = Math.min(poll.maxMs, wait * 2);
      polls++;
      let insight: RawInsight | null;
      try {
        insight = await readInsight(readerContext(token), job.showUri, job.insightId!);
      } catch (error) {
        failures++;
        const coded = toGraphQLError(error as Error);
        options.logger?.warn('an insight read failed', { jobId: job.id, failures, code: coded.extensions.code });
        if (failures >= MAX_READ_FAILURES) {
          return writer.update({ polls, status: 'FAILED', failureCode: String(coded.extensions.code ?? ErrorCode.UPSTREAM_ERROR), failureReason: coded.message });
        }
        await writer.update({ polls });
        continue;
      }
      failures = 0;
      if (!insight) {
        // Document 2 does not show how a host answers an insight it has not stored yet: a null
        // right after generation is read again, and only consecutive ones end the job.
        missing++;
        if (missing >= MAX_READ_FAILURES) {
          return writer.update({ polls, status: 'FAILED', failureCode: ErrorCode.NOT_FOUND, failureReason: `The host did not know this insight in ${missing} reads in a row.` });
        }
        await writer.update({ polls });
        continue;
      }
      missing = 0;
      await writer.update({ polls, ...fromInsight(insight) });
      if (isFinished(writer.current)) return;
    }
  }

  return {
    options: poll,
    kind: options.redisUrl ? 'redis' : 'memory',
    async start(input) {
      const now = Date.now();
      const generated = input.generated ?? {};
      const job: InsightJob = {
        id: randomUUID(),
        version: 1,
        ownerHash: ownerHashOf(input.token),
        showUri: input.showUri,
        insightType: input.insightType,
        insightId: typeof generated.insightId === 'string' && generated.insightId ? generated.insightId : null,
        polls: 0,
        createdAt: now,
        updatedAt: now,
        ...fromInsight(generated),
      };
      if (job.status === 'GENERATING' && !job.insightId) {
        Object.assign(job, { status: 'FAILED', failureCode: ErrorCode.UPSTREAM_ERROR, failureReason: 'The host started an insight without an insightId to follow it by.' });
      } else if (job.status === 'GENERATING' && following.size >= maxFollowed) {
        Object.assign(job, {
          status: 'FAILED',
          failureCode: ErrorCode.RATE_LIMITED,
          failureReason: `The gateway is following ${maxFollowed} insights already, so it does not follow this one; the host is generating it: read it later by insightId.`,
        });
      }
      await store.create(job);
      bus.publish(job);
      if (!isFinished(job)) {
        const writer = createJobWriter(job, store, bus);
        const task: Promise<void> = follow(writer, input.token)
          .catch((error: Error) => options.logger?.error('following an insight failed', { jobId: job.id, reason: error.message }))
          .finally(() => following.delete(task));
        following.add(task);
      }
      return job;
    },
    get: (id) => store.get(id),
    watch: (id, watchOptions) => watchJob<InsightJob>(store, bus, id, { resyncMs: options.resyncMs, what: 'insight job', ...watchOptions }),
    async close() {
      lifetime.abort();
      await Promise.allSettled([...following]);
      await bus.close();
      if (!options.kv) await kv.close();
    },
  };
}

/** The job fields an insight answer sets. */
function fromInsight(insight: RawInsight): Pick<InsightJob, 'status' | 'state' | 'payload' | 'generatedAt' | 'failureCode' | 'failureReason'> {
  const payload = insight.payload;
  const status = statusOf(insight);
  const state = insight.state === null || insight.state === undefined ? null : String(insight.state);
  return {
    status,
    state,
    failureCode: status === 'FAILED' ? ErrorCode.UPSTREAM_ERROR : null,
    failureReason: status === 'FAILED' ? `The host reported the insight as ${state ?? 'failed'}.` : null,
    payload: payload === null || payload === undefined ? null : typeof payload === 'string' ? payload : JSON.stringify(payload),
    generatedAt: insight.generatedAt === null || insight.generatedAt === undefined ? null : String(insight.generatedAt),
  };
}
