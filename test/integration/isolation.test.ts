import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { GatewayConfig } from '../../src/config.js';
import { startStack, type Stack } from '../helpers/stack.js';

/**
 * Nothing leaks between callers (docs/security.md): in production mode (GraphiQL, introspection
 * and the dashboard off, CORS for named origins), with the sandbox's two accounts (the creator,
 * "A", and the other creator, "B") and strangers holding made-up tokens. Each describe block is a
 * claim of docs/security.md; those that involve a shared store run with Redis.
 */

export const PRODUCTION: Partial<GatewayConfig> = { graphiql: false, introspection: false, dashboard: false };
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

interface Answer {
  status: number;
  headers: Headers;
  body: { data?: Record<string, any> | null; errors?: Array<{ message: string; path?: unknown[]; extensions?: Record<string, any> }> };
}

/** One GraphQL request over HTTP (no Origin unless given). */
async function post(stack: Stack, query: string, variables: Record<string, unknown> = {}, token: string | null = stack.sandbox.token, headers: Record<string, string> = {}): Promise<Answer> {
  const res = await fetch(`${stack.gatewayUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers },
    body: JSON.stringify({ query, variables }),
  });
  return { status: res.status, headers: res.headers, body: (await res.json()) as Answer['body'] };
}

const codes = (answer: Pick<Answer, 'body'>) => (answer.body.errors ?? []).map((e) => e.extensions?.code);
const stranger = () => `rnd-${randomUUID()}`;

const stacks: Stack[] = [];
async function stackWith(config: Partial<GatewayConfig>): Promise<Stack> {
  const stack = await startStack({ config: { ...PRODUCTION, ...config } });
  stacks.push(stack);
  return stack;
}
afterAll(async () => {
  await Promise.all(stacks.map((s) => s.close()));
});

describe('CORS answers only listed origins (item 7)', () => {
  const LISTED = ['https://app.example.com', 'https://studio.example.com'];
  let stack: Stack;
  beforeAll(async () => {
    stack = await stackWith({ corsOrigins: LISTED });
  });

  const preflight = (origin: string) =>
    fetch(`${stack.gatewayUrl}/graphql`, { method: 'OPTIONS', headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type, authorization' } });

  it('with two listed origins, grants each its own origin with credentials and Vary: Origin', async () => {
    for (const origin of LISTED) {
      const res = await preflight(origin);
      expect(res.headers.get('access-control-allow-origin'), origin).toBe(origin);
      expect(res.headers.get('access-control-allow-credentials'), origin).toBe('true');
      expect(res.headers.get('vary') ?? '', origin).toMatch(/\bOrigin\b/i);
    }
  });

  it('grants nothing to `null` or an unlisted origin, preflight or POST, and still varies by Origin', async () => {
    for (const origin of ['null', 'https://evil.example']) {
      const res = await preflight(origin);
      expect(res.headers.get('access-control-allow-origin'), origin).toBeNull();
      expect(res.headers.get('access-control-allow-credentials'), origin).toBeNull();
      expect(res.headers.get('vary') ?? '', origin).toMatch(/\bOrigin\b/i);
      const answer = await post(stack, '{ region }', {}, stack.sandbox.token, { origin });
      expect(answer.headers.get('access-control-allow-origin'), origin).toBeNull();
      expect(answer.headers.get('vary') ?? '', origin).toMatch(/\bOrigin\b/i);
    }
  });

  it('with one listed origin, another origin gets no grant either', async () => {
    const one = await stackWith({ corsOrigins: [LISTED[0]] });
    const res = await fetch(`${one.gatewayUrl}/graphql`, { method: 'OPTIONS', headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST' } });
    expect(res.headers.get('access-control-allow-origin')).toBeNull();
    expect(res.headers.get('vary') ?? '').toMatch(/\bOrigin\b/i);
  });
});

describe.each([
  ['in-process', {}],
  ['Redis', { redisUrl: REDIS_URL }],
] as const)('only mutations that changed something invalidate cached answers (item 4, %s cache)', (_name, store) => {
  let stack: Stack;
  beforeAll(async () => {
    stack = await stackWith({ ...store, redisKeyPrefix: `test:isolation-rc:${randomUUID().slice(0, 8)}:`, responseCacheTtlMs: 60_000 });
  });
  beforeEach(() => stack.sandbox.hooks.reset());

  const TITLE = 'query IsolationTitle($id: Int!) { episode(id: $id) { title } }';
  const UPDATE = 'mutation IsolationUpdate($id: Int!) { updateEpisode(id: $id, input: { title: "Taken over" }) { episode { title } } }';

  it("a stranger's 401 and another account's 403 leave A's cached answer in place; A's own update empties it", async () => {
    const episode = [...stack.sandbox.store.episodes.values()].find((e) => e.stationId === 5001 && e.isPublished)!;
    const first = await post(stack, TITLE, { id: episode.episodeId });
    expect(first.body.data?.episode?.title).toBe(episode.title);

    const junk = await post(stack, UPDATE, { id: episode.episodeId }, stranger());
    expect(codes(junk)).toEqual(['UNAUTHENTICATED']);
    const other = await post(stack, UPDATE, { id: episode.episodeId }, stack.sandbox.tokens.other);
    expect(codes(other)).toEqual(['FORBIDDEN']);

    stack.sandbox.hooks.clearLog();
    const again = await post(stack, TITLE, { id: episode.episodeId });
    expect(again.body).toEqual(first.body);
    expect(stack.sandbox.hooks.calls()).toEqual([]);

    const own = await post(stack, UPDATE, { id: episode.episodeId });
    expect(own.body.errors).toBeUndefined();
    stack.sandbox.hooks.clearLog();
    const after = await post(stack, TITLE, { id: episode.episodeId });
    expect(after.body.data?.episode?.title).toBe('Taken over');
    expect(stack.sandbox.hooks.calls().length).toBeGreaterThan(0);
  });
});

describe('idempotency keys belong to their caller (item 3, Redis)', () => {
  const CREATE = 'POST /v3/stations/{stationId}/episodes';
  const OVERVIEW = 'GET /v3/episodes/{episodeId}/overview';
  const MUTATION = `mutation IsolationCreate($input: CreateEpisodeInput!, $key: String) {
    createEpisode(input: $input, idempotencyKey: $key) { created shareUrl episode { id } }
  }`;
  let stack: Stack;
  beforeAll(async () => {
    stack = await stackWith({ redisUrl: REDIS_URL, redisKeyPrefix: `test:isolation-idem:${randomUUID().slice(0, 8)}:` });
  });
  beforeEach(() => stack.sandbox.hooks.reset());

  it("B's call with A's key and input is B's own create, refused upstream; it learns nothing of A's episode", async () => {
    const key = `weekly-${randomUUID()}`;
    const input = { stationId: 5001, hourOffset: 0, title: 'Weekly' };
    const a = await post(stack, MUTATION, { input, key });
    expect(a.body.errors).toBeUndefined();
    const episodeId = a.body.data!.createEpisode.episode.id as number;

    stack.sandbox.hooks.clearLog();
    const b = await post(stack, MUTATION, { input, key }, stack.sandbox.tokens.other);
    expect(codes(b)).toEqual(['FORBIDDEN']);
    expect(JSON.stringify(b.body)).not.toContain(String(episodeId));
    // Sent upstream under B's own token, which the upstream refused.
    expect(stack.sandbox.hooks.count(CREATE)).toBe(1);

    // Other input under the same key: still B's own call, no "already used" answer to probe with.
    const probe = await post(stack, MUTATION, { input: { ...input, title: 'A guess' }, key }, stack.sandbox.tokens.other);
    expect(codes(probe)).toEqual(['FORBIDDEN']);
    expect(probe.body.errors![0].message).not.toMatch(/already used/);
  });

  it("A's replay reads the episode again with A's token before answering", async () => {
    const key = `weekly-${randomUUID()}`;
    const input = { stationId: 5001, hourOffset: 0, title: 'Replayed' };
    const first = await post(stack, MUTATION, { input, key });
    expect(first.body.errors).toBeUndefined();
    stack.sandbox.hooks.clearLog();
    const replay = await post(stack, MUTATION, { input, key });
    expect(replay.body.errors).toBeUndefined();
    expect(replay.body.data!.createEpisode).toMatchObject({ created: false, episode: { id: first.body.data!.createEpisode.episode.id } });
    expect(stack.sandbox.hooks.count(CREATE)).toBe(0);
    const reads = stack.sandbox.hooks.calls().filter((c) => c.route === OVERVIEW);
    expect(reads.length).toBeGreaterThanOrEqual(1);
  });
});

describe.each([
  ['in-process', {}],
  ['Redis', { redisUrl: REDIS_URL }],
] as const)('strangers are rate limited by address, and an operation costs its upstream calls (item 1, %s count)', (_name, store) => {
  const LIMIT = 5;
  const REGION = 'GET /v3/region';
  let stack: Stack;
  beforeEach(async () => {
    stack = await stackWith({ ...store, redisKeyPrefix: `test:isolation-rl:${randomUUID().slice(0, 8)}:`, rateLimitPerMinute: LIMIT });
  });

  it('made-up tokens share their address budget and are refused 429 past it, before any upstream call; accepted accounts keep their own', async () => {
    const { creator: a, other: b } = stack.sandbox.tokens;
    // B is known (accepted) before the strangers come; A then spends its own budget.
    expect((await post(stack, '{ region }', {}, b)).status).toBe(200);
    for (let i = 0; i < LIMIT; i++) expect((await post(stack, '{ region }', {}, a)).status).toBe(200);
    expect(codes(await post(stack, '{ region }', {}, a))).toEqual(['RATE_LIMITED']);

    stack.sandbox.hooks.clearLog();
    const strangers: unknown[][] = [];
    for (let i = 0; i < 10; i++) strangers.push(codes(await post(stack, '{ region }', {}, stranger())));
    // The address's budget: what B's first operation took was given back when the upstream accepted B.
    expect(strangers.slice(0, LIMIT)).toEqual(Array(LIMIT).fill(['UNAUTHENTICATED']));
    expect(strangers.slice(LIMIT)).toEqual(Array(10 - LIMIT).fill(['RATE_LIMITED']));
    expect(stack.sandbox.hooks.count(REGION)).toBe(LIMIT);

    // Spoofing the forwarded address changes nothing (TRUST_PROXY_HOPS is 0).
    expect(codes(await post(stack, '{ region }', {}, stranger(), { 'x-forwarded-for': '203.0.113.9' }))).toEqual(['RATE_LIMITED']);
    expect(stack.sandbox.hooks.count(REGION)).toBe(LIMIT);
    // B, accepted before, still has its own budget.
    expect((await post(stack, '{ region }', {}, b)).status).toBe(200);
  });

  it('an operation that makes N upstream calls costs N points: aliases do not multiply the budget', async () => {
    const episodes = [...stack.sandbox.store.episodes.values()].filter((e) => e.stationId === 5001 && e.isPublished).slice(0, 3);
    expect(episodes).toHaveLength(3);
    const query = `{ ${episodes.map((e, i) => `e${i}: episode(id: ${e.episodeId}) { title }`).join(' ')} }`;
    stack.sandbox.hooks.clearLog();
    const first = await post(stack, query);
    expect(first.body.errors).toBeUndefined();
    const perOperation = stack.sandbox.hooks.calls().length;
    expect(perOperation).toBeGreaterThanOrEqual(3);
    // The first cost more than one point of the five: the second operation overdraws, the third waits.
    const second = await post(stack, query);
    expect(second.status).toBe(200);
    const third = await post(stack, query);
    expect(codes(third)).toEqual(['RATE_LIMITED']);
    expect(stack.sandbox.hooks.calls().length).toBe(2 * perOperation);
  });
});

describe('the client address behind trusted proxies (TRUST_PROXY_HOPS, item 1)', () => {
  it('with one trusted hop, the forwarded address is the budget; without, the socket is', async () => {
    const stack = await stackWith({ rateLimitPerMinute: 2, trustProxyHops: 1 });
    const from = (address: string) => post(stack, '{ region }', {}, stranger(), { 'x-forwarded-for': `198.51.100.7, ${address}` });
    expect(codes(await from('203.0.113.1'))).toEqual(['UNAUTHENTICATED']);
    expect(codes(await from('203.0.113.1'))).toEqual(['UNAUTHENTICATED']);
    expect(codes(await from('203.0.113.1'))).toEqual(['RATE_LIMITED']);
    // Another client behind the same proxy: a budget of its own. The left entry is the client's to write, never read.
    expect(codes(await from('203.0.113.2'))).toEqual(['UNAUTHENTICATED']);
  });
});

describe('APQ registration is bounded in memory (item 2)', () => {
  it('keeps at most PERSISTED_QUERIES_MAX registrations in-process: the oldest hashes are unknown again, the last one runs', async () => {
    const stack = await stackWith({ persistedDocuments: 'allow', persistedQueriesMax: 2 });
    const { createHash } = await import('node:crypto');
    const send = async (text: string | null, of: string, token: string | null = stack.sandbox.token) => {
      const res = await fetch(`${stack.gatewayUrl}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
        body: JSON.stringify({ ...(text === null ? {} : { query: text }), extensions: { persistedQuery: { version: 1, sha256Hash: createHash('sha256').update(of).digest('hex') } } }),
      });
      return { body: (await res.json()) as Answer['body'] };
    };
    const texts = Array.from({ length: 10 }, (_, i) => `query Memory${i} { region }`);
    for (const text of texts) expect((await send(text, text)).body.errors).toBeUndefined();
    const known = [];
    for (const text of texts) known.push(codes(await send(null, text)).length === 0);
    expect(known.filter(Boolean).length).toBeLessThanOrEqual(2);
    expect(known[known.length - 1]).toBe(true);
    // A stranger's registration is not kept at all.
    const junk = 'query MemoryJunk { region }';
    await send(junk, junk, stranger());
    expect(codes(await send(null, junk))).toEqual(['PERSISTED_QUERY_NOT_FOUND']);
  });
});

describe('APQ registration is bounded (item 2, Redis)', () => {
  const prefix = `test:isolation-apq:${randomUUID().slice(0, 8)}:`;
  let stack: Stack;
  beforeAll(async () => {
    stack = await stackWith({ persistedDocuments: 'allow', redisUrl: REDIS_URL, redisKeyPrefix: prefix, persistedQueriesMax: 3 });
  });
  afterAll(async () => {
    const { Redis } = await import('ioredis');
    const redis = new Redis(REDIS_URL);
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length) await redis.del(...keys);
    await redis.quit();
  });

  const sha256 = async (text: string) => (await import('node:crypto')).createHash('sha256').update(text).digest('hex');
  const apq = async (text: string | null, hashOf: string, token: string) => {
    const res = await fetch(`${stack.gatewayUrl}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ ...(text === null ? {} : { query: text }), extensions: { persistedQuery: { version: 1, sha256Hash: await sha256(hashOf) } } }),
    });
    return { status: res.status, body: (await res.json()) as Answer['body'] };
  };
  const apqKeys = async () => {
    const { Redis } = await import('ioredis');
    const redis = new Redis(REDIS_URL);
    const keys = await redis.keys(`${prefix}apq:*`);
    const bytes = keys.length ? (await redis.mget(...keys)).reduce((n, v) => n + Buffer.byteLength(v ?? ''), 0) : 0;
    await redis.quit();
    return { count: keys.length, bytes };
  };

  it("a stranger's hash and text are not stored; an accepted caller's are, for every caller", async () => {
    const text = `query StrangerApq { region } # ${'x'.repeat(8_000)}`;
    const junk = await apq(text, text, stranger());
    expect(codes(junk)).toEqual(['UNAUTHENTICATED']);
    expect(codes(await apq(null, text, stack.sandbox.tokens.other))).toEqual(['PERSISTED_QUERY_NOT_FOUND']);
    expect((await apqKeys()).count).toBe(0);

    const own = `query AcceptedApq { region }`;
    expect((await apq(own, own, stack.sandbox.token)).body.errors).toBeUndefined();
    expect((await apq(null, own, stack.sandbox.tokens.other)).body.data?.region).toBeTruthy();
  });

  it('keeps at most PERSISTED_QUERIES_MAX registrations, each at most 16 KB, however many an accepted caller sends', async () => {
    for (let i = 0; i < 12; i++) {
      const text = `query Many${i} { region } # ${'y'.repeat(15_000)}`;
      expect((await apq(text, text, stack.sandbox.token)).status).toBe(200);
    }
    const { count, bytes } = await apqKeys();
    expect(count).toBeLessThanOrEqual(3);
    expect(bytes).toBeLessThanOrEqual(3 * 16 * 1024 + 3 * 80);
  });
});

describe('upstream GraphQL errors reach clients as fixed messages (item 5)', () => {
  it("answers the code's fixed text; the upstream's text goes to the log with its token and address redacted", async () => {
    const { createLogger } = await import('../../src/logger.js');
    const lines: string[] = [];
    const stack = await startStack({ config: PRODUCTION, logger: createLogger({ level: 'info', write: (line) => lines.push(line) }) });
    stacks.push(stack);
    const secret = `Permission denied for pg-3.internal:5432 (token ${stack.sandbox.token})`;
    stack.sandbox.hooks.fault('POST /v2/graph-pq', { status: 200, body: { data: { showsForUser: null }, errors: [{ message: secret, path: ['showsForUser'], extensions: { code: 'FORBIDDEN' } }] }, times: 1 });
    const answer = await post(stack, '{ showsForUser { shows { name } } }');
    expect(codes(answer)).toEqual(['FORBIDDEN']);
    expect(answer.body.errors![0].message).toBe('The GraphQL API does not allow this operation for this account.');
    const text = JSON.stringify(answer.body);
    for (const leak of ['pg-3.internal', '5432', stack.sandbox.token]) expect(text).not.toContain(leak);
    const logged = lines.find((line) => line.includes('upstream GraphQL error'));
    expect(logged).toContain('Permission denied for <address> (token <token>)');
    expect(lines.join('\n')).not.toContain(stack.sandbox.token);
  });
});

describe('job IDs are scoped by owner, and a refused upload start keeps none (item 8, Redis)', () => {
  const START = `mutation IsolationStart($episodeId: Int!, $stationId: Int = 5001, $jobId: ID) {
    startDirectUpload(kind: EPISODE_AUDIO, episodeId: $episodeId, stationId: $stationId, fileName: "a.m4a", mimeType: "audio/mp4", size: 1000, jobId: $jobId) { job { id status } }
  }`;
  const JOB = 'query IsolationJob($id: ID!) { uploadJob(id: $id) { id episodeId } }';
  let stack: Stack;
  beforeAll(async () => {
    stack = await stackWith({ redisUrl: REDIS_URL, redisKeyPrefix: `test:isolation-jobs:${randomUUID().slice(0, 8)}:` });
  });

  it("B's refused start with an ID leaves it free: A then starts with it, and B cannot read A's job", async () => {
    const episode = [...stack.sandbox.store.episodes.values()].find((e) => e.stationId === 5001 && e.isPublished)!;
    const jobId = randomUUID();
    const squat = await post(stack, START, { episodeId: episode.episodeId, jobId }, stack.sandbox.tokens.other);
    expect(codes(squat)).toEqual(['FORBIDDEN']);
    expect((await post(stack, '{ uploadJob(id: "' + jobId + '") { id } }', {}, stack.sandbox.tokens.other)).body.data?.uploadJob).toBeNull();

    const own = await post(stack, START, { episodeId: episode.episodeId, jobId });
    expect(own.body.errors).toBeUndefined();
    expect(own.body.data?.startDirectUpload.job).toEqual({ id: jobId, status: 'UPLOADING' });
    expect((await post(stack, '{ uploadJob(id: "' + jobId + '") { id } }', {}, stack.sandbox.tokens.other)).body.data?.uploadJob).toBeNull();
  });

  it("an ID B holds on its own episode neither blocks A nor tells A it exists; each reads its own job; reusing one's own ID is CONFLICT", async () => {
    const mine = [...stack.sandbox.store.episodes.values()].find((e) => e.stationId === 5001 && e.isPublished)!;
    const theirs = [...stack.sandbox.store.episodes.values()].find((e) => e.stationId === 5101 && e.isPublished)!;
    const jobId = randomUUID();
    const b = await post(stack, START, { episodeId: theirs.episodeId, stationId: 5101, jobId }, stack.sandbox.tokens.other);
    expect(b.body.errors).toBeUndefined();

    const a = await post(stack, START, { episodeId: mine.episodeId, jobId });
    expect(a.body.errors).toBeUndefined();
    expect(a.body.data?.startDirectUpload.job).toEqual({ id: jobId, status: 'UPLOADING' });

    const readA = await post(stack, JOB, { id: jobId });
    expect(readA.body.data?.uploadJob).toMatchObject({ id: jobId, episodeId: mine.episodeId });
    const readB = await post(stack, JOB, { id: jobId }, stack.sandbox.tokens.other);
    expect(readB.body.data?.uploadJob).toMatchObject({ id: jobId, episodeId: theirs.episodeId });

    const again = await post(stack, START, { episodeId: mine.episodeId, jobId });
    expect(codes(again)).toEqual(['CONFLICT']);
  });
});

describe('coverArtColors sends the upstream no internal address (item 10)', () => {
  const COLORS = 'query IsolationColors($urls: [String!]!) { coverArtColors(imageUrls: $urls) { imageUrl } }';
  let stack: Stack;
  beforeAll(async () => {
    stack = await stackWith({});
  });
  beforeEach(() => stack.sandbox.hooks.reset());

  it('refuses loopback, link-local, private and local names before any upstream call; public hosts pass', async () => {
    for (const url of ['http://127.0.0.1/a.png', 'http://2130706433/a.png', 'http://169.254.169.254/latest/meta-data', 'http://[::1]/a.png', 'http://[fe80::1]/a.png', 'http://10.0.0.8/a.png', 'http://localhost:8080/a.png', 'http://metadata.internal/a.png']) {
      const answer = await post(stack, COLORS, { urls: ['https://cdn.example.com/ok.png', url] });
      expect(codes(answer), url).toEqual(['BAD_USER_INPUT']);
    }
    expect(stack.sandbox.hooks.calls()).toEqual([]);
    const ok = await post(stack, COLORS, { urls: ['https://cdn.example.com/ok.png'] });
    expect(ok.body.errors).toBeUndefined();
    expect(stack.sandbox.hooks.calls()).toHaveLength(1);
  });
});

describe('the same rules over WebSocket (item 9, Redis)', () => {
  type WsResult = { data?: Record<string, any> | null; errors?: Array<{ extensions?: Record<string, unknown> }> };
  const open = async (stack: Stack, token: string) => {
    const { createClient } = await import('graphql-ws');
    const { default: WebSocket } = await import('ws');
    return createClient({ url: `${stack.gatewayUrl.replace(/^http/, 'ws')}/graphql`, webSocketImpl: WebSocket, connectionParams: { token }, retryAttempts: 0, lazy: true });
  };
  const run = (c: Awaited<ReturnType<typeof open>>, payload: { query: string; extensions?: Record<string, unknown> }) =>
    new Promise<unknown[]>((resolve, reject) => {
      const results: WsResult[] = [];
      c.subscribe(payload, {
        next: (r) => void results.push(r as WsResult),
        error: (e) => (Array.isArray(e) ? resolve((e as WsResult['errors'])!.map((x) => x.extensions?.code)) : reject(e)),
        complete: () => resolve(results.flatMap((r) => r.errors ?? []).map((x) => x.extensions?.code)),
      });
    });

  it('a made-up token over a socket spends the address budget that HTTP strangers spent, and is refused before any upstream call', async () => {
    const stack = await stackWith({ rateLimitPerMinute: 3, redisUrl: REDIS_URL, redisKeyPrefix: `test:isolation-ws:${randomUUID().slice(0, 8)}:` });
    for (let i = 0; i < 3; i++) expect(codes(await post(stack, '{ region }', {}, stranger()))).toEqual(['UNAUTHENTICATED']);
    stack.sandbox.hooks.clearLog();
    const c = await open(stack, stranger());
    try {
      expect(await run(c, { query: '{ region }' })).toEqual(['RATE_LIMITED']);
    } finally {
      await c.dispose();
    }
    expect(stack.sandbox.hooks.calls()).toEqual([]);
  });

  it("a stranger's hash and text sent over a socket are not registered", async () => {
    const stack = await stackWith({ persistedDocuments: 'allow', redisUrl: REDIS_URL, redisKeyPrefix: `test:isolation-ws-apq:${randomUUID().slice(0, 8)}:` });
    const { createHash } = await import('node:crypto');
    const text = 'query SocketApq { region }';
    const extensions = { persistedQuery: { version: 1, sha256Hash: createHash('sha256').update(text).digest('hex') } };
    const c = await open(stack, stranger());
    try {
      expect(await run(c, { query: text, extensions })).toEqual(['UNAUTHENTICATED']);
    } finally {
      await c.dispose();
    }
    const res = await fetch(`${stack.gatewayUrl}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${stack.sandbox.token}` },
      body: JSON.stringify({ extensions }),
    });
    expect(codes({ body: (await res.json()) as Answer['body'] })).toEqual(['PERSISTED_QUERY_NOT_FOUND']);
  });
});
