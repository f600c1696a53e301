import { GraphQLError } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import type { Redis } from 'ioredis';
import type { RateLimiterMemory, RateLimiterRedis } from 'rate-limiter-flexible';
import type { GatewayConfig } from '../config.js';
import { ErrorCode } from '../errors.js';
import type { RequestBudget } from '../http/request-budget.js';
import type { Logger } from '../logger.js';
import { authOutcome } from './accepted-tokens.js';
import { callerOf, clientAddress, type Caller } from './caller.js';

/**
 * Rate limits (`RATE_LIMIT_PER_MINUTE`), charged by what an operation costs upstream: one point
 * per upstream call it made (at least one, so a cached answer or a refused document costs one),
 * from its caller's budget for the current one-minute window. An operation with 30 aliases that
 * made 40 upstream calls costs 40; each operation of a batch is charged on its own.
 *
 * Whose budget (docs/security.md): a token the upstream has accepted (accepted-tokens.ts) has
 * its own, by its hash. Any other operation, with no token or with one the upstream has not
 * accepted yet, is charged to its client's address (caller.ts, `TRUST_PROXY_HOPS`), and so are
 * failed authentications (a 401 costs the address its calls, whoever's token it was): made-up
 * tokens share their sender's one budget, and past it are answered 429 before any upstream
 * call. A stranger's token is charged its point too, so one token never outruns its own
 * budget. A newcomer whose operation the upstream accepts gets its point back on the address
 * and pays its own budget from then on.
 *
 * The check runs in `onParams`: on every entry (HTTP and WebSocket), before parse,
 * validation or any upstream call, so a limited request costs the gateway one counter step; the
 * operation's calls are charged once it has run (so its last operation may overdraw the budget,
 * and the next waits for the window). Counting is rate-limiter-flexible's (an atomic Lua
 * INCR-with-expiry in Redis, a plain counter in memory): replicas sharing `REDIS_URL` share one
 * count per caller. The library is loaded only when the limit is on. Any transport that hands
 * operations to yoga's `getResultForParams` (yoga's HTTP layer, the WebSocket transport) runs it.
 */

const WINDOW_SECONDS = 60;
/** A Redis slower than this makes the check fall back to the in-process count for that request. */
const REDIS_COMMAND_TIMEOUT_MS = 500;

export interface RateLimitOptions {
  /** Points (upstream calls) one caller may spend per minute. */
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
  /** Adds `points` to what `key` spent (an operation's further upstream calls), never refusing. */
  charge(key: string, points: number): Promise<void>;
  /** Gives `points` back to `key` (a newcomer's point on its address, once the upstream accepted it). */
  refund(key: string, points: number): Promise<void>;
  readonly kind: 'memory' | 'redis';
  close(): Promise<void>;
}

/** Counter keys: a token by its hash (`t:`), an address (`a:`). Never the token itself, which would then sit in Redis keys. */
const tokenKey = (caller: Caller) => (caller.tokenHash === null ? null : `t:${caller.tokenHash}`);
const addressKey = (caller: Caller) => `a:${caller.address}`;

/** The answer to a refused operation: 429 `RATE_LIMITED`, when to retry (seconds), and a `Retry-After` header where yoga writes the response. */
export function rateLimited(perMinute: number, refusal: Refusal): GraphQLError {
  const seconds = refusal.retryAfterSeconds;
  return new GraphQLError(`Too many requests: this caller may spend ${perMinute} points a minute (each operation costs its upstream calls, at least one). Retry in ${seconds} s.`, {
    extensions: {
      code: ErrorCode.RATE_LIMITED,
      retryAfterSeconds: seconds,
      http: { status: 429, headers: { 'Retry-After': String(seconds) } },
    },
  });
}

/**
 * The plugin, after useCallerIdentity. Yoga runs every `onParams` hook even after one has set a
 * result, so a hook after this one that sets a result (a cached answer, say) would replace the
 * refusal: such a plugin belongs before this one in the list, or must leave a set result alone.
 */
export function useRateLimit(limiter: RateLimiter, perMinute: number): Plugin {
  return {
    async onParams({ request, context, setResult, paramsHandler, setParamsHandler }) {
      const caller = (await callerOf(context)) ?? { tokenHash: null, accepted: false, address: clientAddress(request, context, 0) };
      const own = tokenKey(caller);
      // A stranger's operation takes a point from its address and, with a token, from that
      // token's own budget too: the latter holds where no acceptance can be recorded (a store away).
      const keys = caller.accepted && own !== null ? [own] : own === null ? [addressKey(caller)] : [addressKey(caller), own];
      for (const key of keys) {
        const refusal = await limiter.take(key);
        if (refusal) return setResult({ errors: [rateLimited(perMinute, refusal)] });
      }
      const handler = paramsHandler;
      // Runs only when no onParams hook answered, after the operation: its upstream calls are known.
      setParamsHandler(async (payload) => {
        const result = await handler(payload);
        const calls = (payload.context as { budget?: RequestBudget }).budget?.calls ?? 0;
        await settle(limiter, caller, calls, authOutcome(result, calls)).catch(() => undefined);
        return result;
      });
    },
    onDispose: () => limiter.close(),
  };
}

/** Charges an operation that ran: its further calls where its point was taken, a newcomer's move to its own budget, a failed authentication to the address. */
async function settle(limiter: RateLimiter, caller: Caller, calls: number, outcome: ReturnType<typeof authOutcome>): Promise<void> {
  const extra = Math.max(1, calls) - 1;
  const own = tokenKey(caller);
  const address = addressKey(caller);
  if (own !== null && caller.accepted) {
    if (extra > 0) await limiter.charge(own, extra);
    // Accepted before, refused now (revoked): a failed authentication, charged to the address too.
    if (outcome === 'refused') await limiter.charge(address, extra + 1);
    return;
  }
  if (own !== null && outcome === 'accepted') {
    await Promise.all([limiter.refund(address, 1), extra > 0 ? limiter.charge(own, extra) : undefined]);
    return;
  }
  if (extra > 0) await limiter.charge(address, extra);
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
    return {
      kind: 'memory',
      take: (key) => consume(library, memory, key),
      charge: (key, points) => memory.penalty(key, points).then(() => undefined),
      refund: (key, points) => memory.reward(key, points).then(() => undefined),
      close: async () => {},
    };
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
  const ready: Promise<{ redis: Redis; tokens: RateLimiterRedis; addresses: RateLimiterRedis }> = import('ioredis').then(({ Redis }) => {
    const redis = new Redis(url, {
      commandTimeout: REDIS_COMMAND_TIMEOUT_MS,
      maxRetriesPerRequest: 1,
      enableOfflineQueue: true,
    });
    // ioredis emits 'error' on every failed reconnect; without a listener Node would crash.
    redis.on('error', () => {});
    redis.once('ready', () => (wasReady = true));
    const common = { storeClient: redis, keyPrefix: `${options.keyPrefix}ratelimit`, points: options.perMinute, duration: WINDOW_SECONDS };
    // A token over its limit is refused from memory until its window ends: a flood from one
    // caller costs Redis nothing after the first refusal. Not addresses: a newcomer's refund
    // (an accepted first operation) could not lift a block held in memory.
    const tokens = new library.RateLimiterRedis({ ...common, inMemoryBlockOnConsumed: options.perMinute + 1 });
    const addresses = new library.RateLimiterRedis(common);
    return { redis, tokens, addresses };
  });
  ready.catch(() => {}); // reported by the first take, which falls back

  const fellBack = (reason: string) => {
    if (!degraded) {
      degraded = true;
      log.warn('rate limit counted in-process: Redis did not answer', { reason });
    }
  };

  /** Runs `step` on Redis (the key's limiter), or on the in-process count when Redis is away or fails. */
  async function run<T>(key: string, step: (limiter: RateLimiterMemory | RateLimiterRedis, shared: boolean) => Promise<T>): Promise<T> {
    let shared: { redis: Redis; tokens: RateLimiterRedis; addresses: RateLimiterRedis };
    try {
      shared = await ready;
    } catch (error) {
      fellBack((error as Error).message);
      return step(fallback, false);
    }
    // Away after having answered: do not queue behind a reconnect.
    if (wasReady && shared.redis.status !== 'ready') {
      fellBack(`connection ${shared.redis.status}`);
      return step(fallback, false);
    }
    try {
      const outcome = await step(key.startsWith('a:') ? shared.addresses : shared.tokens, true);
      if (degraded) {
        degraded = false;
        log.info('rate limit counted in Redis again');
      }
      return outcome;
    } catch (error) {
      fellBack((error as Error).message);
      return step(fallback, false);
    }
  }

  return {
    kind: 'redis',
    take: (key) => run(key, (limiter, shared) => consume(library, limiter, key, shared)),
    charge: (key, points) => run(key, (limiter) => limiter.penalty(key, points).then(() => undefined)),
    refund: (key, points) => run(key, (limiter) => limiter.reward(key, points).then(() => undefined)),
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
