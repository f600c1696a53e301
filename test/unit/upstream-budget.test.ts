import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { parse } from 'graphql';
import { Agent } from 'undici';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { UpstreamError } from '../../src/errors.js';
import { RequestBudget } from '../../src/http/request-budget.js';
import { createRestClient, type RestCallInfo, type RestClient, type RestClientOptions } from '../../src/rest/client.js';
import { createUpstreamExecutor } from '../../src/stitching/executor.js';

/**
 * The per-request upstream budget (docs/architecture.md#a-budget-for-every-request) in the two upstream clients, over real HTTP: a cap
 * on calls, identical reads made once until a write, and one deadline for all of a request's
 * calls, the wait for a pooled connection included.
 */

interface Seen {
  method: string;
  url: string;
  body: string;
}
type Answer = (req: IncomingMessage, res: ServerResponse, body: string) => void;

let server: Server;
let baseUrl: string;
let seen: Seen[] = [];
let answer: Answer = (_req, res) => json(res, 200, { ok: true });
/** Answers the test holds back (cleared after each test). */
const held: NodeJS.Timeout[] = [];
const clients: RestClient[] = [];
const agents: Agent[] = [];
const TOKEN = 'tok-budget-1';

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString()));
    req.on('end', () => {
      seen.push({ method: req.method!, url: req.url!, body });
      answer(req, res, body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((r) => server.close(r));
});
afterEach(async () => {
  seen = [];
  answer = (_req, res) => json(res, 200, { ok: true });
  held.splice(0).forEach(clearTimeout);
  server.closeAllConnections();
  await Promise.all([...clients.splice(0).map((c) => c.close()), ...agents.splice(0).map((a) => a.destroy())]);
});

function json(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
}

function client(options: Partial<RestClientOptions> = {}): RestClient {
  const c = createRestClient({ baseUrl, appOrigin: 'https://creators.example.com', retries: 0, timeoutMs: 5_000, ...options });
  clients.push(c);
  return c;
}

async function failure(promise: Promise<unknown>): Promise<UpstreamError> {
  const error = await promise.then(
    () => {
      throw new Error('expected the call to fail');
    },
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(UpstreamError);
  return error as UpstreamError;
}

const region = { method: 'GET', route: '/v3/region' } as const;
const overview = (episodeId: number) => ({ method: 'GET', route: '/v3/episodes/{episodeId}/overview', params: { episodeId } }) as const;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
/** Resolves after the pending promise callbacks have run: a promise still pending then waits for I/O or a timer. */
const nextTurn = () => new Promise((r) => setImmediate(r));

/**
 * How long the upstream takes over an answer the test holds: far more than the time the request
 * has left, far less than the bound of a call alone (a minute), so a call bounded by its own
 * bound rather than by what its request has left gets the answer and does not fail.
 */
const HOLD_MS = 5_000;
/** The request's whole bound: a minute, like the bound of a call alone. */
const BOUND_MS = 60_000;
/** A request that has `ms` left of its minute (its deadline is counted from when it began). */
const leaving = (ms: number) => new RequestBudget(100, BOUND_MS, performance.now() - (BOUND_MS - ms));
/** Answers `res` after HOLD_MS, noting it in `events` (an answer the client must not wait for). */
function holdAnswer(res: ServerResponse, events: string[], body: unknown): void {
  held.push(
    setTimeout(() => {
      events.push('upstream answered');
      json(res, 200, body);
    }, HOLD_MS),
  );
}

describe('REST client: the call budget', () => {
  it('makes at most maxCalls calls; the next fails UPSTREAM_BUDGET_EXCEEDED naming the limit, without a call', async () => {
    const budget = new RequestBudget(2, 5_000);
    const calls: RestCallInfo[] = [];
    const rest = client({ onCall: (i) => calls.push(i) }).bind(TOKEN, undefined, budget);
    const results = await Promise.allSettled([1, 2, 3].map((id) => rest.request(overview(id))));

    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'fulfilled', 'rejected']);
    const refused = (results[2] as PromiseRejectedResult).reason as UpstreamError;
    expect(refused).toMatchObject({ code: 'UPSTREAM_BUDGET_EXCEEDED', limit: 2, route: 'GET /v3/episodes/{episodeId}/overview' });
    expect(refused.message).toContain('limit of 2 upstream calls');
    expect(seen).toHaveLength(2);
    expect(budget.calls).toBe(2);
    expect(calls.find((c) => c.code === 'UPSTREAM_BUDGET_EXCEEDED')).toMatchObject({ attempts: 0 });
  });

  it('counts a retried GET once (a logical call), whatever its attempts', async () => {
    let n = 0;
    answer = (_req, res) => (++n < 3 ? json(res, 503, {}) : json(res, 200, { ok: true }));
    const budget = new RequestBudget(1, 5_000);
    const rest = client({ retries: 2 }).bind(TOKEN, undefined, budget);
    expect(await rest.request(region)).toEqual({ ok: true });
    expect(seen).toHaveLength(3);
    expect(budget.calls).toBe(1);
  });

  it('a caller without a budget is not capped (the upload pipelines bind one)', async () => {
    const rest = client().bind(TOKEN);
    await Promise.all([1, 2, 3, 4].map((id) => rest.request(overview(id))));
    expect(seen).toHaveLength(4);
  });
});

describe('REST client: identical reads once per request', () => {
  it('ten identical GETs in flight are one call; later ones reuse its answer', async () => {
    answer = (_req, res) => setTimeout(() => json(res, 200, { region: 'EU' }), 30);
    const budget = new RequestBudget(100, 5_000);
    const rest = client().bind(TOKEN, undefined, budget);
    const answers = await Promise.all(Array.from({ length: 10 }, () => rest.request(region)));
    expect(answers).toEqual(Array(10).fill({ region: 'EU' }));
    expect(await rest.request(region)).toEqual({ region: 'EU' });
    expect(seen).toHaveLength(1);
    expect(budget.calls).toBe(1);
  });

  it('reads that differ in parameters or query are separate calls', async () => {
    const rest = client().bind(TOKEN, undefined, new RequestBudget(100, 5_000));
    await Promise.all([
      rest.request(overview(1)),
      rest.request(overview(2)),
      rest.request({ ...region, query: { a: 1 } }),
      rest.request({ ...region, query: { a: 2 } }),
      rest.request(overview(1)),
    ]);
    expect(seen.map((s) => s.url).sort()).toEqual([
      '/v3/episodes/1/overview?isMumsCompatible=true',
      '/v3/episodes/2/overview?isMumsCompatible=true',
      '/v3/region?a=1&isMumsCompatible=true',
      '/v3/region?a=2&isMumsCompatible=true',
    ].sort());
  });

  it('a write in between makes the next read go upstream again (fresh data after a mutation)', async () => {
    let title = 'Old';
    answer = (req, res, body) => {
      if (req.method === 'POST') title = (JSON.parse(body) as { title: string }).title;
      json(res, 200, { title });
    };
    const rest = client().bind(TOKEN, undefined, new RequestBudget(100, 5_000));
    expect(await rest.request(overview(7))).toEqual({ title: 'Old' });
    await rest.request({ method: 'POST', route: '/v3/episodes/{episodeId}/update', params: { episodeId: 7 }, body: { title: 'New' } });
    expect(await rest.request(overview(7))).toEqual({ title: 'New' });
    expect(seen.map((s) => s.method)).toEqual(['GET', 'POST', 'GET']);
  });

  it('a failed read is shared too (one call, the same error for each asker)', async () => {
    answer = (_req, res) => json(res, 404, {});
    const rest = client().bind(TOKEN, undefined, new RequestBudget(100, 5_000));
    const errors = await Promise.all([failure(rest.request(region)), failure(rest.request(region))]);
    expect(errors.map((e) => e.code)).toEqual(['NOT_FOUND', 'NOT_FOUND']);
    expect(seen).toHaveLength(1);
  });
});

describe('REST client: one deadline per request', () => {
  it('a chain of calls ends by the request deadline: the second call gets only what is left', async () => {
    const events: string[] = [];
    answer = (req, res) => {
      if (req.url!.startsWith('/v3/episodes/1/')) setTimeout(() => json(res, 200, { ok: true }), 250);
      else holdAnswer(res, events, { ok: true });
    };
    // 400 ms left of the request's minute; each call alone would be allowed a minute too.
    const budget = leaving(400);
    const rest = client({ timeoutMs: BOUND_MS }).bind(TOKEN, undefined, budget);
    await rest.request(overview(1));
    // A second call on a bound of its own (the client's or the request's whole minute) would
    // get the held answer: it fails instead, before the upstream answers.
    const error = await failure(rest.request(overview(2)));
    events.push('call failed');
    expect(error.code).toBe('UPSTREAM_TIMEOUT');
    expect(events).toEqual(['call failed']);
    expect(seen).toHaveLength(2);
  });

  it('a call started after the deadline fails at once, without a call and without spending the budget', async () => {
    const budget = new RequestBudget(100, 20);
    await sleep(40);
    const rest = client().bind(TOKEN, undefined, budget);
    const events: string[] = [];
    const refused = failure(rest.request(region)).then((error) => {
      events.push('refused');
      return error;
    });
    // At once: before any timer or I/O could run (no wait for a connection, a timer or an answer).
    await nextTurn();
    events.push('next turn');
    const error = await refused;
    expect(events).toEqual(['refused', 'next turn']);
    expect(error.code).toBe('UPSTREAM_TIMEOUT');
    expect(error.message).toMatch(/ran out before this REST call could start/);
    expect(seen).toHaveLength(0);
    expect(budget.calls).toBe(0);
  });

  it('time waited outside (an upload pipeline on its own bounds) does not run the deadline down; overlapping waits count once', async () => {
    // The budget's clock (performance.now) is the test's here, so the time waited is exact: whole
    // milliseconds, or the sums of the budget would carry a float's rounding (300.0000000000002).
    const t0 = Math.ceil(performance.now());
    let now = t0;
    const clock = vi.spyOn(performance, 'now').mockImplementation(() => now);
    try {
      const budget = new RequestBudget(100, 200);
      const before = budget.deadline;
      let endShort = () => {};
      let endLong = () => {};
      const waits = Promise.all([budget.outside(new Promise<void>((r) => (endLong = r))), budget.outside(new Promise<void>((r) => (endShort = r)))]);
      now = t0 + 150;
      endShort();
      await nextTurn();
      now = t0 + 300;
      endLong();
      await waits;
      // 300 ms waited, 150 of them by both waits at once.
      expect(budget.deadline - before).toBe(300);
      // 300 ms have passed, more than the 200 ms bound: the request still has its time for this call.
      expect(budget.left()).toBe(200);
      expect(await client().bind(TOKEN, undefined, budget).request(region)).toEqual({ ok: true });
      expect(seen).toHaveLength(1);
    } finally {
      clock.mockRestore();
    }
    await expect(new RequestBudget(100, 200).outside(Promise.reject(new Error('pipeline failed')))).rejects.toThrow('pipeline failed');
  });

  it('the wait for a pooled connection counts: with one connection held by a hung call, a queued call times out within the bound', async () => {
    answer = (req, res) => {
      if (req.url!.startsWith('/v3/hang')) return; // never answers
      json(res, 200, { ok: true });
    };
    const rest = client({ connections: 1, timeoutMs: 10_000 });
    // Another request's hung call holds the only connection for 10 s.
    const events: string[] = [];
    const hung = rest
      .bind(TOKEN, undefined, new RequestBudget(100, 10_000))
      .request({ method: 'GET', route: '/v3/hang' })
      .catch((e: unknown) => {
        events.push('hung call ended');
        return e;
      });
    while (seen.length < 1) await sleep(5);

    const queued = await failure(rest.bind(TOKEN, undefined, new RequestBudget(100, 300)).request(region));
    events.push('queued call failed');
    expect(queued.code).toBe('UPSTREAM_TIMEOUT');
    // Before, undici's timeouts (which start once a request is written) let it wait for the
    // connection until the hung call ended, 10 s later.
    expect(events).toEqual(['queued call failed']);
    // The queued call never reached the upstream.
    expect(seen.map((s) => s.url)).toEqual(['/v3/hang?isMumsCompatible=true']);
    server.closeAllConnections();
    expect(await hung).toBeInstanceOf(UpstreamError);
  });
});

describe('upstream GraphQL executor: budget and deadline', () => {
  const document = parse('query Q($u: String) { show(u: $u) { name } }');
  const mutation = parse('mutation M { markRead { ok } }');
  let graphUrl = '';
  beforeAll(() => {
    graphUrl = baseUrl;
  });

  function executor(timeoutMs = 5_000, connections = 8) {
    const dispatcher = new Agent({ connections });
    agents.push(dispatcher);
    return createUpstreamExecutor({ graphUrl, timeoutMs, dispatcher });
  }
  type Result = { data?: unknown; errors?: Array<{ message: string; extensions: Record<string, unknown> }> };
  const run = async (exec: ReturnType<typeof executor>, budget: RequestBudget, doc = document, u = 'x') =>
    (await exec({ document: doc, variables: { u }, operationName: undefined, context: { token: 't', budget } })) as Result;

  it('counts each upstream request; past the budget, fields fail UPSTREAM_BUDGET_EXCEEDED with the limit, without a request', async () => {
    answer = (_req, res) => json(res, 200, { data: { show: { name: 'N' } } });
    const budget = new RequestBudget(1, 5_000);
    const exec = executor();
    expect((await run(exec, budget, document, 'a')).data).toEqual({ show: { name: 'N' } });
    const refused = await run(exec, budget, document, 'b');
    expect(refused.data).toBeNull();
    expect(refused.errors![0].extensions).toMatchObject({ code: 'UPSTREAM_BUDGET_EXCEEDED', limit: 1, upstream: 'graph' });
    expect(seen).toHaveLength(1);
  });

  it('identical queries share one request (each caller gets its own parsed answer); a mutation makes the next read go again', async () => {
    answer = (_req, res) => setTimeout(() => json(res, 200, { data: { show: { name: 'N' } } }), 20);
    const budget = new RequestBudget(100, 5_000);
    const exec = executor();
    const [a, b] = await Promise.all([run(exec, budget), run(exec, budget)]);
    expect(a.data).toEqual(b.data);
    expect(a.data).not.toBe(b.data);
    expect(seen).toHaveLength(1);
    await run(exec, budget, mutation);
    await run(exec, budget);
    expect(seen).toHaveLength(3);
    expect(budget.calls).toBe(3);
  });

  it('a call gets what is left of the request deadline, and none after it', async () => {
    const events: string[] = [];
    answer = (_req, res) => holdAnswer(res, events, { data: { show: { name: 'N' } } });
    // 250 ms left of the request's minute; the executor's own bound is a minute too.
    const budget = leaving(250);
    const exec = executor(BOUND_MS);
    const timedOut = await run(exec, budget);
    events.push('call failed');
    expect(timedOut.errors?.[0]?.extensions.code).toBe('UPSTREAM_TIMEOUT');
    // Bounded by its own minute, the call would have had the held answer.
    expect(events).toEqual(['call failed']);
    const late = await run(exec, budget, document, 'other');
    expect(late.errors![0]).toMatchObject({ message: expect.stringMatching(/ran out before this GraphQL call could start/), extensions: { code: 'UPSTREAM_TIMEOUT' } });
    expect(seen).toHaveLength(1);
  });

  it('the wait for a pooled connection counts: queued behind a hung request, a call times out within its bound', async () => {
    answer = () => undefined; // never answers
    const exec = executor(10_000, 1);
    const events: string[] = [];
    const hung = run(exec, new RequestBudget(100, 10_000), document, 'hung').then(() => events.push('hung call ended'));
    while (seen.length < 1) await sleep(5);
    const queued = await run(exec, new RequestBudget(100, 300), document, 'queued');
    events.push('queued call failed');
    expect(queued.errors![0].extensions.code).toBe('UPSTREAM_TIMEOUT');
    // It did not wait for the only connection until the hung call ended.
    expect(events).toEqual(['queued call failed']);
    expect(seen).toHaveLength(1);
    void hung;
  });
});
