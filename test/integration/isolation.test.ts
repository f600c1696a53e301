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

/** One GraphQL request over HTTP (the fast path: no Origin unless given). */
async function post(stack: Stack, query: string, variables: Record<string, unknown> = {}, token: string | null = stack.sandbox.token, headers: Record<string, string> = {}): Promise<Answer> {
  const res = await fetch(`${stack.gatewayUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers },
    body: JSON.stringify({ query, variables }),
  });
  return { status: res.status, headers: res.headers, body: (await res.json()) as Answer['body'] };
}

const codes = (answer: Answer) => (answer.body.errors ?? []).map((e) => e.extensions?.code);
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

describe('only mutations that changed something invalidate cached answers (item 4)', () => {
  let stack: Stack;
  beforeAll(async () => {
    stack = await stackWith({ responseCacheTtlMs: 60_000 });
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
