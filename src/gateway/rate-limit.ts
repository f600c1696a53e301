import { GraphQLError } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import type { Redis } from 'ioredis';
import type { RateLimiterMemory, RateLimiterRedis } from 'rate-limiter-flexible';
import type { GatewayConfig } from '../config.js';
import { ErrorCode } from '../errors.js';
import type { Logger } from '../logger.js';
import type { LedgerListener } from '../http/request-ledger.js';
import { callerOf, type Caller } from './caller.js';
import { openLedger } from './ledger.js';

/**
 * Rate limits (`RATE_LIMIT_PER_MINUTE`), charged by what an operation costs upstream: one point
 * per upstream call it made (at least one, so a cached answer or a refused document costs one),
 * from its caller's budget for the current one-minute window. An operation with 30 aliases that
 * made 40 upstream calls costs 40; each operation of a batch is charged on its own.
 *
 * Whose budget (docs/security.md): a token the upstream has accepted (accepted-tokens.ts) has
 * its own, by its hash. Any other operation, with no token or with one the upstream has not
 * accepted yet, is charged to its client's address (src/identity.ts, `TRUST_PROXY_HOPS`), and so are
 * failed authentications (a 401 costs the address its calls, whoever's token it was): made-up
 * tokens share their sender's one budget, and past it are answered 429 before any upstream
 * call. A stranger's token is charged its point too, so one token never outruns its own
 * budget. A newcomer whose operation the upstream accepts gets its point back on the address
 * and pays its own budget from then on.
 *
 * The check runs in `onParams`: on every entry (HTTP and WebSocket), before parse,
 * validation or any upstream call, so a limited request costs the gateway one counter step; the
 * operation's further calls are charged as they go out, read from the request's ledger
 * (http/request-ledger.ts), and a call past what its caller had left when the operation began
 * is refused before it goes out (operations of one caller running at the same time each see
 * what was left when they began, so together they may overdraw by their overlap). Counting is
 * rate-limiter-flexible's (an atomic Lua INCR-with-expiry in Redis, a plain counter in memory):
 * replicas sharing `REDIS_URL` share one count per caller. The library is loaded only when the limit is on. Any transport that hands
 * operations to yoga's `getResultForParams` (the HTTP entry, the WebSocket transport) runs it.
 */

const WINDOW_SECONDS = 60;
/**
 * A Redis slower than this makes the check fall back to the in-process count for that request
 * (the shared store's own bound, store/soft.ts); the count then stays in-process until a probe
 * answers.
 */
const REDIS_COMMAND_TIMEOUT_MS = 250;
/** While Redis is away, one PING this often says when it is back. */
const PROBE_INTERVAL_MS = 500;

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

/** What a taken point leaves: the points `key` may still spend this window. */
export interface Taken {
  remainingPoints: number;
  /** Seconds until the window that point came from ends (when `remainingPoints` fills again). */
  windowEndsInSeconds: number;
}

const isRefusal = (outcome: Refusal | Taken): outcome is Refusal => 'retryAfterSeconds' in outcome;

export interface RateLimiter {
  /** Takes one point from `key`'s budget: what is left, or the refusal. */
  take(key: string): Promise<Refusal | Taken>;
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
 * The answer to an operation whose plan may make more upstream calls than its caller has left
 * (gateway/limits.ts reads the plan's bound before the first call): 429 `RATE_LIMITED`, as a
 * refusal in `onParams` is, with what the plan needs and what is left.
 */
export function rateLimitedByPlan(bound: number, left: number, retryAfterSeconds: number): GraphQLError {
  return new GraphQLError(`Too many requests: this operation may make ${bound} upstream calls and its caller has ${left} left this minute. Retry in ${retryAfterSeconds} s, or ask for less.`, {
    extensions: {
      code: ErrorCode.RATE_LIMITED,
      retryAfterSeconds,
      calls: bound,
      left,
      http: { status: 429, headers: { 'Retry-After': String(retryAfterSeconds) } },
    },
  });
}

/**
 * The plugin, after useCallerIdentity. Yoga runs every `onParams` hook even after one has set a
 * result, so a hook after this one that sets a result (a cached answer, say) would replace the
 * refusal: such a plugin belongs before this one in the list, or must leave a set result alone.
 *
 * The point taken here covers the operation's first upstream call. The request's ledger
 * (http/request-ledger.ts) then counts each further call as the upstream clients send it, in
 * whichever part of the answer it belongs to (an `@defer`red part, a subscription's event), and
 * this plugin charges it as it goes; a call past what the caller had left when the operation
 * began is refused RATE_LIMITED by the client before it goes out. Whose budget a call is charged
 * to follows the ledger's verdict on the token, as the upstream gives it, not the GraphQL result.
 */
export function useRateLimit(limiter: RateLimiter, perMinute: number, trustProxyHops = 0): Plugin {
  return {
    async onParams({ request, context, setResult, paramsHandler, setParamsHandler }) {
      const ledger = openLedger(context, request, trustProxyHops);
      const caller = (await callerOf(context)) ?? { tokenHash: ledger.caller.tokenHash, accepted: false, address: ledger.caller.address };
      const own = tokenKey(caller);
      // A stranger's operation takes a point from its address and, with a token, from that
      // token's own budget too: the latter holds where no acceptance can be recorded (a store away).
      const keys = caller.accepted && own !== null ? [own] : own === null ? [addressKey(caller)] : [addressKey(caller), own];
      let left = Number.POSITIVE_INFINITY;
      let refill = 1;
      for (const key of keys) {
        const taken = await limiter.take(key);
        if (isRefusal(taken)) return setResult({ errors: [rateLimited(perMinute, taken)] });
        left = Math.min(left, taken.remainingPoints);
        refill = Math.max(refill, taken.windowEndsInSeconds);
      }
      ledger.allow(left + 1, refill);
      const account = new Account(limiter, caller, own !== null && caller.accepted ? 'own' : own === null ? 'address' : 'both');
      ledger.follow(account);
      const handler = paramsHandler;
      // Runs only when no onParams hook answered: the answer waits for the charges made so far,
      // so the caller's next operation finds them.
      setParamsHandler(async (payload) => {
        const result = await handler(payload);
        await account.settled();
        return result;
      });
    },
    onDispose: () => limiter.close(),
  };
}

/**
 * What one operation spends, charged as its calls go out (a burst of calls in one tick is one
 * charge per key). `own`: an accepted token's budget; `address`: no token; `both`: a stranger's
 * token, charged to its address and its own budget. A stranger's token the upstream accepts
 * moves to `own`, and its address gets back what it took; an accepted token the upstream
 * refuses (revoked) is a failed authentication, charged to the address from then on, with the
 * calls made so far.
 */
class Account implements LedgerListener {
  private pendingOwn = 0;
  private pendingAddress = 0;
  /** Points this operation took from its address (its first point included). */
  private fromAddress: number;
  /** Points charged to the token's own budget after the first. */
  private ownCharged = 0;
  private scheduled = false;
  private work: Promise<void> = Promise.resolve();

  constructor(
    private readonly limiter: RateLimiter,
    private readonly caller: Caller,
    private mode: 'own' | 'address' | 'both',
  ) {
    this.fromAddress = mode === 'own' ? 0 : 1;
  }

  onExtraCall(): void {
    if (this.mode !== 'address') this.pendingOwn++;
    if (this.mode !== 'own') this.pendingAddress++;
    this.schedule();
  }

  onVerdict(verdict: 'accepted' | 'refused'): void {
    if (verdict === 'accepted' && this.mode === 'both') {
      this.mode = 'own';
      this.pendingAddress = 0;
      const back = this.fromAddress;
      this.fromAddress = 0;
      if (back > 0) this.enqueue(() => this.limiter.refund(addressKey(this.caller), back));
    } else if (verdict === 'refused' && this.mode === 'own') {
      this.mode = 'both';
      // The calls made so far (each counted once by onExtraCall, the first by the point taken).
      this.pendingAddress += Math.max(1, this.callsSoFar());
      this.schedule();
    }
  }

  /** Resolves once every charge scheduled so far is made. */
  async settled(): Promise<void> {
    if (this.scheduled) this.flush();
    await this.work;
  }

  private callsSoFar(): number {
    return 1 + this.ownCharged + this.pendingOwn;
  }

  private schedule(): void {
    if (this.scheduled) return;
    this.scheduled = true;
    queueMicrotask(() => this.flush());
  }

  private flush(): void {
    if (!this.scheduled) return;
    this.scheduled = false;
    const own = tokenKey(this.caller);
    const [toOwn, toAddress] = [this.pendingOwn, this.pendingAddress];
    this.pendingOwn = this.pendingAddress = 0;
    this.ownCharged += toOwn;
    this.fromAddress += toAddress;
    if (toOwn > 0 && own !== null) this.enqueue(() => this.limiter.charge(own, toOwn));
    if (toAddress > 0) this.enqueue(() => this.limiter.charge(addressKey(this.caller), toAddress));
  }

  private enqueue(step: () => Promise<void>): void {
    this.work = this.work.then(step).catch(() => undefined);
  }
}

/** The gateway's rate-limit plugin when `RATE_LIMIT_PER_MINUTE` is set; none (and nothing loaded) when it is not. */
export async function rateLimitPlugins(config: Readonly<GatewayConfig>, logger: Logger): Promise<Plugin[]> {
  if (config.rateLimitPerMinute === null) return [];
  const limiter = await createRateLimiter({ perMinute: config.rateLimitPerMinute, redisUrl: config.redisUrl, keyPrefix: config.redisKeyPrefix, logger });
  return [useRateLimit(limiter, config.rateLimitPerMinute, config.trustProxyHops)];
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

  // Away: a command failed or gave no answer in time. Until a probe answers, checks count
  // in-process at once, so a paused Redis costs one request its bound, not every request.
  let away = false;
  let closed = false;
  const goAway = (redis: Redis) => {
    if (away) return;
    away = true;
    void (async () => {
      while (away && !closed) {
        await new Promise<void>((resolve) => setTimeout(resolve, PROBE_INTERVAL_MS).unref());
        if (redis.status === 'ready' && (await redis.ping().then(() => true, () => false))) away = false;
      }
    })();
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
    // Away after having answered: do not queue behind a reconnect, nor behind a Redis that stopped answering.
    if (away || (wasReady && shared.redis.status !== 'ready')) {
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
      goAway(shared.redis);
      return step(fallback, false);
    }
  }

  return {
    kind: 'redis',
    take: (key) => run(key, (limiter, shared) => consume(library, limiter, key, shared)),
    charge: (key, points) => run(key, (limiter) => limiter.penalty(key, points).then(() => undefined)),
    refund: (key, points) => run(key, (limiter) => limiter.reward(key, points).then(() => undefined)),
    async close() {
      closed = true;
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
async function consume(library: Library, limiter: RateLimiterMemory | RateLimiterRedis, key: string, rethrow = false): Promise<Refusal | Taken> {
  try {
    const taken = await limiter.consume(key, 1);
    return { remainingPoints: taken.remainingPoints, windowEndsInSeconds: Math.max(1, Math.ceil(taken.msBeforeNext / 1_000)) };
  } catch (outcome) {
    if (outcome instanceof library.RateLimiterRes) return { retryAfterSeconds: Math.max(1, Math.ceil(outcome.msBeforeNext / 1_000)) };
    if (rethrow) throw outcome;
    return { remainingPoints: Number.POSITIVE_INFINITY, windowEndsInSeconds: WINDOW_SECONDS };
  }
}
