import { randomUUID } from 'node:crypto';
import { print } from 'graphql';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.js';
import { graphql } from '../../src/generated/client/index.js';
import { createLogger } from '../../src/logger.js';
import { startOwnRedis } from '../helpers/redis-server.js';
import { errorCodes, startStack, type Stack } from '../helpers/stack.js';

/**
 * Rate limits per caller (issue 11.6, `RATE_LIMIT_PER_MINUTE`): past the limit an operation is
 * answered 429 `RATE_LIMITED` with `extensions.retryAfterSeconds` and makes no upstream call
 * (the sandbox's request log), on every entry path. Budgets belong to a token the upstream
 * accepted (by its hash) or else to the client address (issue 19: strangers); an operation costs
 * its upstream calls. Those rules, in production mode with Redis, are in
 * test/integration/isolation.test.ts; counting across replicas sharing Redis in
 * test/integration/replicas.test.ts.
 */

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const REGION = 'GET /v3/region';
const LIMIT = 5;
const ORIGIN = 'https://app.example.com';

const Region = graphql(`
  query RateLimitRegion {
    region
  }
`);

const stacks: Stack[] = [];
async function stackWith(config: Parameters<typeof startStack>[0]): Promise<Stack> {
  const stack = await startStack(config);
  stacks.push(stack);
  return stack;
}
afterAll(async () => {
  for (const stack of stacks) await stack.close();
});

type Path = 'fast' | 'yoga' | 'in-process';

/** One `{ region }` over HTTP from a server-side client (`fast`: no Origin), from a browser (`yoga`: an allowed Origin), or through `Gateway.fetch` (the HTTP layer in process). */
async function send(stack: Stack, path: Path, token: string | null) {
  const init = {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(path === 'fast' ? {} : { origin: ORIGIN }),
    },
    body: JSON.stringify({ query: print(Region) }),
  };
  const res = path === 'in-process' ? await stack.gateway.fetch('http://gateway.test/graphql', init) : await fetch(`${stack.gatewayUrl}/graphql`, init);
  const body = (await res.json()) as { data?: { region?: unknown } | null; errors?: Array<{ message: string; extensions?: Record<string, unknown> }> };
  return { status: res.status, body, retryAfter: res.headers.get('retry-after') };
}

describe('RATE_LIMIT_PER_MINUTE', () => {
  it('is off unless set, and takes a positive integer', () => {
    expect(loadConfig({}).rateLimitPerMinute).toBeNull();
    expect(loadConfig({ RATE_LIMIT_PER_MINUTE: '600' }).rateLimitPerMinute).toBe(600);
    expect(() => loadConfig({ RATE_LIMIT_PER_MINUTE: '0' })).toThrow(/RATE_LIMIT_PER_MINUTE must be an integer/);
    expect(() => loadConfig({ RATE_LIMIT_PER_MINUTE: 'lots' })).toThrow(/RATE_LIMIT_PER_MINUTE must be an integer/);
  });

  it('off: 60 rapid operations of one token are all answered', async () => {
    const stack = await stackWith({ config: { corsOrigins: [ORIGIN] } });
    const answers = await Promise.all(Array.from({ length: 60 }, (_, i) => send(stack, i % 2 ? 'fast' : 'yoga', stack.sandbox.token)));
    expect(answers.map((a) => a.status)).toEqual(Array(60).fill(200));
    expect(stack.sandbox.hooks.count(REGION)).toBe(60);
  });
});

describe('in-process count', () => {
  let stack: Stack;
  beforeAll(async () => {
    stack = await stackWith({ config: { rateLimitPerMinute: LIMIT, corsOrigins: [ORIGIN] } });
  });
  beforeEach(() => stack.sandbox.hooks.reset());

  it(`answers ${LIMIT} operations of a token a minute and refuses the next with 429 RATE_LIMITED on every entry path, without an upstream call`, async () => {
    const token = stack.sandbox.token;
    const paths: Path[] = ['fast', 'yoga', 'in-process', 'fast', 'yoga'];
    for (const path of paths) {
      const answer = await send(stack, path, token);
      expect(answer.status, path).toBe(200);
      expect(answer.body.data?.region, path).toBeTruthy();
    }
    expect(stack.sandbox.hooks.count(REGION)).toBe(LIMIT);

    for (const path of ['fast', 'yoga', 'in-process'] as const) {
      const refused = await send(stack, path, token);
      expect(refused.status, path).toBe(429);
      expect(refused.body.data, path).toBeUndefined();
      expect(errorCodes(refused.body.errors as never), path).toEqual(['RATE_LIMITED']);
      const seconds = refused.body.errors![0].extensions!.retryAfterSeconds as number;
      expect(Number.isInteger(seconds) && seconds >= 1 && seconds <= 60, `${path}: ${seconds}`).toBe(true);
      expect(refused.body.errors![0].message).toMatch(new RegExp(`${LIMIT} points a minute`));
      // Yoga writes the header from extensions.http, on every entry (src/gateway/http-entry.ts).
      expect(Number(refused.retryAfter), path).toBe(seconds);
      // The transport's own instructions never reach the client.
      expect(refused.body.errors![0].extensions).not.toHaveProperty('http');
    }
    expect(stack.sandbox.hooks.count(REGION)).toBe(LIMIT);
    expect(stack.sandbox.hooks.calls()).toHaveLength(LIMIT);
  });

  it('keeps one budget per token, and one per client address for callers without a token', async () => {
    // The creator's budget is spent by the test above; another token's is whole.
    expect(errorCodes((await send(stack, 'fast', stack.sandbox.token)).body.errors as never)).toEqual(['RATE_LIMITED']);
    const other = stack.sandbox.tokens.other;
    for (let i = 0; i < LIMIT; i++) expect((await send(stack, 'fast', other)).status).toBe(200);
    expect(errorCodes((await send(stack, 'yoga', other)).body.errors as never)).toEqual(['RATE_LIMITED']);

    // No token at all: the budget of the address (127.0.0.1), which the two tokens' first
    // operations took a point from and gave back once the upstream accepted them.
    const anonymous: unknown[][] = [];
    for (let i = 0; i <= LIMIT; i++) anonymous.push(errorCodes((await send(stack, i % 2 ? 'yoga' : 'fast', null)).body.errors as never));
    expect(anonymous.slice(0, LIMIT).flat()).not.toContain('RATE_LIMITED');
    expect(anonymous[LIMIT]).toEqual(['RATE_LIMITED']);
    // A made-up token now shares that spent budget: refused before any upstream call.
    stack.sandbox.hooks.clearLog();
    const unknown = await send(stack, 'fast', `made-up-${randomUUID()}`);
    expect(errorCodes(unknown.body.errors as never)).toEqual(['RATE_LIMITED']);
    expect(stack.sandbox.hooks.calls()).toEqual([]);
  });
});

describe('a planned operation that may make more calls than its caller has left', () => {
  const OVERVIEW = 'GET /v3/episodes/{episodeId}/overview';
  let stack: Stack;
  beforeAll(async () => {
    stack = await stackWith({ config: { rateLimitPerMinute: LIMIT } });
  });

  const ask = async (query: string) => {
    const res = await fetch(`${stack.gatewayUrl}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${stack.sandbox.token}` },
      body: JSON.stringify({ query }),
    });
    const body = (await res.json()) as { data?: Record<string, unknown> | null; errors?: Array<{ message: string; extensions?: Record<string, unknown> }> };
    return { status: res.status, body, retryAfter: res.headers.get('retry-after') };
  };

  it('is refused 429 with Retry-After before its first upstream call (its plan bounds the calls); one that fits is answered whole', async () => {
    const episodes = [...stack.sandbox.store.episodes.values()].filter((e) => e.stationId === 5001 && e.isPublished).slice(0, 6);
    const aliased = (n: number) => `{ ${episodes.slice(0, n).map((e, i) => `e${i}: episode(id: ${e.episodeId}) { title }`).join(' ')} }`;
    // One point spent: the token is known to the upstream, LIMIT - 1 left.
    expect((await send(stack, 'fast', stack.sandbox.token)).status).toBe(200);
    stack.sandbox.hooks.clearLog();

    // Six calls planned; this operation's own point leaves it LIMIT - 1 = 4 calls.
    const refused = await ask(aliased(6));
    expect(refused.status).toBe(429);
    expect(refused.body.data ?? null).toBeNull();
    expect(errorCodes(refused.body.errors as never)).toEqual(['RATE_LIMITED']);
    const extensions = refused.body.errors![0].extensions!;
    expect(extensions).toMatchObject({ calls: 6, left: LIMIT - 1 });
    expect(Number(refused.retryAfter)).toBe(extensions.retryAfterSeconds);
    expect(stack.sandbox.hooks.count(OVERVIEW)).toBe(0);

    // Three planned calls against the LIMIT - 2 = 3 left: every field answered, three calls.
    const fits = await ask(aliased(3));
    expect(fits.status).toBe(200);
    expect(fits.body.errors).toBeUndefined();
    expect(Object.keys(fits.body.data ?? {})).toEqual(['e0', 'e1', 'e2']);
    expect(stack.sandbox.hooks.count(OVERVIEW)).toBe(3);
  });
});

describe('count in Redis', () => {
  const prefix = `test:rl:${randomUUID().slice(0, 8)}:`;
  let redis: Redis;
  beforeAll(() => {
    redis = new Redis(REDIS_URL);
  });
  afterAll(async () => {
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length) await redis.del(...keys);
    await redis.quit();
  });

  it('keeps one counter per caller under the key prefix, named by a hash of the token, never the token', async () => {
    const stack = await stackWith({ config: { rateLimitPerMinute: LIMIT, redisUrl: REDIS_URL, redisKeyPrefix: prefix } });
    const token = stack.sandbox.token;
    for (let i = 0; i < LIMIT; i++) expect((await send(stack, 'fast', token)).status).toBe(200);
    const refused = await send(stack, 'fast', token);
    expect(refused.status).toBe(429);
    expect(stack.sandbox.hooks.count(REGION)).toBe(LIMIT);

    // The address's counter (a:) took the token's first point and gave it back.
    const keys = (await redis.keys(`${prefix}ratelimit:*`)).filter((k) => !k.startsWith(`${prefix}ratelimit:a:`));
    expect(keys).toHaveLength(1);
    expect(keys[0]).toMatch(new RegExp(`^${prefix}ratelimit:t:[A-Za-z0-9_-]{32}$`));
    expect(keys[0]).not.toContain(token);
    // The counter's count: the refused operation counted too (the library's atomic INCR), and
    // the key expires with its one-minute window.
    expect(Number(await redis.get(keys[0]))).toBe(LIMIT + 1);
    const ttl = await redis.pttl(keys[0]);
    expect(ttl > 0 && ttl <= 60_000).toBe(true);
  });

  it('a paused Redis costs one check its bound: later checks count in-process at once until a probe answers, then Redis counts again', async () => {
    const own = await startOwnRedis();
    try {
      const ownPrefix = `test:rl-paused:${randomUUID().slice(0, 8)}:`;
      const stack = await stackWith({ config: { rateLimitPerMinute: 100, redisUrl: own.url, redisKeyPrefix: ownPrefix } });
      const token = stack.sandbox.token;
      const probe = new Redis(own.url);
      // Points Redis counted, on every key (the address's and the token's: while the shared
      // store is paused too, the caller's acceptance cannot be read, so it counts as a stranger).
      const counted = async () => {
        let sum = 0;
        for (const key of await probe.keys(`${ownPrefix}ratelimit:*`)) sum += Number(await probe.get(key));
        return sum;
      };
      try {
        // Accepted, and counted in Redis: one point.
        expect((await send(stack, 'fast', token)).status).toBe(200);
        expect(await counted()).toBe(1);

        own.pause();
        for (let i = 0; i < 5; i++) expect((await send(stack, 'fast', token)).status).toBe(200);
        own.resume();
        // Redis runs what reached it while paused: only the first check's command did (without
        // the limiter's away state, each of the five checks sent its own).
        expect(await counted()).toBe(2);

        // Back: once the limiter's probe has answered, checks count in Redis again: a check makes
        // some key grow. Not the sum: the caller's acceptance, readable again, refunds the point
        // its address was charged while it counted as a stranger, so the sum may also fall.
        const values = async () => {
          const byKey = new Map<string, number>();
          for (const key of await probe.keys(`${ownPrefix}ratelimit:*`)) byKey.set(key, Number(await probe.get(key)));
          return byKey;
        };
        let countedAgain = false;
        for (let i = 0; i < 100 && !countedAgain; i++) {
          await new Promise((resolve) => setTimeout(resolve, 50));
          const before = await values();
          await send(stack, 'fast', token);
          countedAgain = [...(await values())].some(([key, value]) => value > (before.get(key) ?? 0));
        }
        expect(countedAgain).toBe(true);
      } finally {
        await probe.quit();
      }
    } finally {
      await own.stop();
    }
  });

  it('counts in-process when Redis does not answer, rather than refusing or admitting everyone', async () => {
    // A Redis that is not there (the discard port). `{ region }` reads nothing from the
    // key-value store, which points there too.
    const lines: string[] = [];
    const logger = createLogger({ level: 'warn', write: (line) => lines.push(line) });
    const stack = await stackWith({ config: { rateLimitPerMinute: 2, redisUrl: 'redis://127.0.0.1:9' }, logger });
    const token = stack.sandbox.token;
    expect((await send(stack, 'fast', token)).status).toBe(200);
    expect((await send(stack, 'fast', token)).status).toBe(200);
    const refused = await send(stack, 'fast', token);
    expect(refused.status).toBe(429);
    expect(errorCodes(refused.body.errors as never)).toEqual(['RATE_LIMITED']);
    expect(stack.sandbox.hooks.count(REGION)).toBe(2);
    // Said once, not per request.
    expect(lines.filter((line) => line.includes('rate limit counted in-process'))).toHaveLength(1);
  });
});
