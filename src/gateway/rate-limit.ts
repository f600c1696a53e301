import { createHash } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { GraphQLError } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import type { Redis } from 'ioredis';
import type { RateLimiterMemory, RateLimiterRedis } from 'rate-limiter-flexible';
import type { GatewayConfig } from '../config.js';
import { bearerToken } from '../context.js';
import { ErrorCode } from '../errors.js';
import type { Logger } from '../logger.js';

/**
 * Rate limits per caller (`RATE_LIMIT_PER_MINUTE`): each GraphQL operation takes one point from
 * its caller's budget for the current one-minute window. Counting is rate-limiter-flexible's (a
 * well-kept library: an atomic Lua INCR-with-expiry in Redis, a plain counter in memory), so
 * replicas sharing `REDIS_URL` share one count per caller.
 *
 * The check runs in `onParams`: on both entry paths (yoga and the fast path), before parse,
 * validation or any upstream call, so a limited request costs the gateway one counter step.
 * The library is loaded only when the limit is on.
 */

const WINDOW_SECONDS = 60;
/** A Redis slower than this makes the check fall back to the in-process count for that request. */
const REDIS_COMMAND_TIMEOUT_MS = 500;

export interface RateLimitOptions {
  /** Operations one caller may start per minute. */
  perMinute: number;
  /** `REDIS_URL`; null counts in-process (one replica's own count). */
  redisUrl: string | null;
  /** `REDIS_KEY_PREFIX`; the counters live under `<prefix>ratelimit:`. */
  keyPrefix: string;
  logger: Logger;
}

/** What a refused operation learns: how long until its caller's window ends. */
export interface Refusal {
  retryAfterSeconds: number;
}

export interface RateLimiter {
  /** Takes one point from `key`'s budget; null when the operation may run, else the refusal. */
  take(key: string): Promise<Refusal | null>;
  readonly kind: 'memory' | 'redis';
  close(): Promise<void>;
}

/**
 * The caller a count belongs to: a hash of the bearer token (never the token itself, which would
 * then sit in Redis keys), else the connecting address. The address is the socket's, never
 * `X-Forwarded-For` (any client can write that header): behind a load balancer every caller
 * without a token shares the balancer's address and so one budget, which is the safe side for
 * requests that can only be refused upstream.
 */
export function callerKey(request: Pick<Request, 'headers'>, serverContext: unknown): string {
  const token = bearerToken(request.headers.get('authorization'));
  if (token !== null) return `t:${createHash('sha256').update(token).digest('base64url').slice(0, 32)}`;
  const address = (serverContext as { req?: IncomingMessage } | null | undefined)?.req?.socket?.remoteAddress;
  return `a:${address ?? 'unknown'}`;
}

/** The answer to a refused operation: 429 `RATE_LIMITED`, when to retry (seconds), and a `Retry-After` header where yoga writes the response. */
export function rateLimited(perMinute: number, refusal: Refusal): GraphQLError {
  const seconds = refusal.retryAfterSeconds;
  return new GraphQLError(`Too many requests: this caller may start ${perMinute} operations a minute. Retry in ${seconds} s.`, {
    extensions: {
      code: ErrorCode.RATE_LIMITED,
      retryAfterSeconds: seconds,
      http: { status: 429, headers: { 'Retry-After': String(seconds) } },
    },
  });
}

/**
 * The plugin. Yoga runs every `onParams` hook even after one has set a result, so a hook after
 * this one that sets a result (a cached answer, say) would replace the refusal: such a plugin
 * belongs before this one in the list, or must leave a set result alone.
 */
export function useRateLimit(limiter: RateLimiter, perMinute: number): Plugin {
  return {
    async onParams({ request, context, setResult }) {
      const refusal = await limiter.take(callerKey(request, context));
      if (refusal) setResult({ errors: [rateLimited(perMinute, refusal)] });
    },
    onDispose: () => limiter.close(),
  };
}

/** The gateway's rate-limit plugin when `RATE_LIMIT_PER_MINUTE` is set; none (and nothing loaded) when it is not. */
export async function rateLimitPlugins(config: Readonly<GatewayConfig>, logger: Logger): Promise<Plugin[]> {
  if (config.rateLimitPerMinute === null) return [];
  const limiter = await createRateLimiter({ perMinute: config.rateLimitPerMinute, redisUrl: config.redisUrl, keyPrefix: config.redisKeyPrefix, logger });
  return [useRateLimit(limiter, config.rateLimitPerMinute)];
}

export async function createRateLimiter(options: RateLimitOptions): Promise<RateLimiter> {
  const library = await import('rate-limiter-flexible');
  const memory = new library.RateLimiterMemory({ points: options.perMinute, duration: WINDOW_SECONDS });
  if (!options.redisUrl) {
    return { kind: 'memory', take: (key) => consume(library, memory, key), close: async () => {} };
  }
  return createRedisLimiter(library, options, options.redisUrl, memory);
}

type Library = typeof import('rate-limiter-flexible');

/**
 * Counts in Redis, on a connection of its own (the library takes an ioredis client; the
 * key-value store keeps its own private). When Redis fails or is away
 * after having answered, the in-process count stands in (each replica then enforces the limit on
 * its own share of the traffic) rather than refusing everyone or letting everyone through; the
 * switch is logged once each way. Before the first connection, checks wait for it (bounded by
 * the command timeout), so the first requests after start are counted where the others are.
 */
function createRedisLimiter(library: Library, options: RateLimitOptions, url: string, fallback: RateLimiterMemory): RateLimiter {
  const log = options.logger.child({ component: 'rate-limit' });
  let degraded = false;
  let wasReady = false;
  // ioredis costs memory when loaded: only when both the limit and REDIS_URL are set.
  const ready: Promise<{ redis: Redis; limiter: RateLimiterRedis }> = import('ioredis').then(({ Redis }) => {
    const redis = new Redis(url, {
      commandTimeout: REDIS_COMMAND_TIMEOUT_MS,
      maxRetriesPerRequest: 1,
      enableOfflineQueue: true,
    });
    // ioredis emits 'error' on every failed reconnect; without a listener Node would crash.
    redis.on('error', () => {});
    redis.once('ready', () => (wasReady = true));
    const limiter = new library.RateLimiterRedis({
      storeClient: redis,
      keyPrefix: `${options.keyPrefix}ratelimit`,
      points: options.perMinute,
      duration: WINDOW_SECONDS,
      // A caller over its limit is refused from memory until its window ends: a flood from one
      // caller costs Redis nothing after the first refusal.
      inMemoryBlockOnConsumed: options.perMinute + 1,
    });
    return { redis, limiter };
  });
  ready.catch(() => {}); // reported by the first take, which falls back

  const useFallback = (key: string, reason: string) => {
    if (!degraded) {
      degraded = true;
      log.warn('rate limit counted in-process: Redis did not answer', { reason });
    }
    return consume(library, fallback, key);
  };

  return {
    kind: 'redis',
    async take(key) {
      let shared: { redis: Redis; limiter: RateLimiterRedis };
      try {
        shared = await ready;
      } catch (error) {
        return useFallback(key, (error as Error).message);
      }
      // Away after having answered: do not queue behind a reconnect.
      if (wasReady && shared.redis.status !== 'ready') return useFallback(key, `connection ${shared.redis.status}`);
      try {
        const refusal = await consume(library, shared.limiter, key, true);
        if (degraded) {
          degraded = false;
          log.info('rate limit counted in Redis again');
        }
        return refusal;
      } catch (error) {
        return useFallback(key, (error as Error).message);
      }
    },
    async close() {
      const { redis } = await ready.catch(() => ({ redis: null }));
      if (redis) await redis.quit().catch(() => redis.disconnect());
    },
  };
}

/**
 * One point from `key`. rate-limiter-flexible rejects with a RateLimiterRes when the budget is
 * spent and with an Error when its store fails; the latter is rethrown when `rethrow` is set (the
 * Redis limiter falls back), and lets the operation through otherwise (memory cannot fail).
 */
async function consume(library: Library, limiter: RateLimiterMemory | RateLimiterRedis, key: string, rethrow = false): Promise<Refusal | null> {
  try {
    await limiter.consume(key, 1);
    return null;
  } catch (outcome) {
    if (outcome instanceof library.RateLimiterRes) return { retryAfterSeconds: Math.max(1, Math.ceil(outcome.msBeforeNext / 1_000)) };
    if (rethrow) throw outcome;
    return null;
  }
}
