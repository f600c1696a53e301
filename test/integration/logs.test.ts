import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { withOverrides } from '../../src/config.js';
import { createGateway } from '../../src/gateway.js';
// Documents of errors.test.ts and partial-data.test.ts, already typed: this file is about the log lines.
import { EpisodeTitleDocument, PartialUpstreamRootNextToRestDocument } from '../../src/generated/client/graphql.js';
import { createLogger } from '../../src/logger.js';
import { startServer } from '../../src/server.js';
import { errorCodes, startStack, type Stack } from '../helpers/stack.js';

/**
 * Issue 11.4: the log lines of a failing request, read from the gateway's own logger (pino,
 * writing to memory): each carries the request id the client got in `x-request-id`, none a
 * stack trace or an upstream address, and failures of both upstreams are there.
 */

const OVERVIEW = 'GET /v3/episodes/{episodeId}/overview';
const GRAPH = 'POST /v2/graph-pq';

type Line = Record<string, unknown> & { msg: string; level: string };
const lines: Line[] = [];
const logger = createLogger({ level: 'info', write: (line) => lines.push(JSON.parse(line) as Line) });

let stack: Stack;
beforeAll(async () => {
  stack = await startStack({ logger });
});
afterAll(() => stack?.close());
beforeEach(() => {
  stack.sandbox.hooks.reset();
  lines.length = 0;
});

const publishedId = () => [...stack.sandbox.store.episodes.values()].find((e) => e.stationId === 5001 && e.isPublished)!.episodeId;
const linesOf = (requestId: string) => lines.filter((line) => line.requestId === requestId);
const metricsText = async () => (await fetch(`${stack.gatewayUrl}/metrics`)).text();

/** What no line may hold: a stack trace, a source position, an upstream's host and port. */
function expectNothingLeaked(found: Line[], hosts: string[]): void {
  const text = JSON.stringify(found);
  expect(text).not.toContain('"stack"');
  expect(text).not.toMatch(/\bat .+\.(ts|js):\d+/);
  for (const host of hosts) expect(text).not.toContain(host);
  expect(text).not.toContain(stack.sandbox.token);
}

/** POSTs a typed document, from a server-side client or, with `origin`, as a browser would. */
async function post(url: string, document: unknown, variables: Record<string, unknown>, headers: Record<string, string> = {}) {
  const { print } = await import('graphql');
  const res = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json', authorization: `Bearer ${stack.sandbox.token}`, ...headers },
    body: JSON.stringify({ query: print(document as never), variables }),
  });
  const body = (await res.json()) as { data?: unknown; errors?: Array<{ extensions?: Record<string, unknown> }> };
  return { status: res.status, requestId: res.headers.get('x-request-id')!, body };
}

describe('the log lines of a failing request', () => {
  const sandboxHosts = () => [new URL(stack.sandbox.restUrl).host, new URL(stack.sandbox.graphUrl).host];

  for (const path of ['a server', 'a browser'] as const) {
    it(`a REST 503 (${path}): one request line and one upstream failure line, both with the request id`, async () => {
      stack.sandbox.hooks.fault(OVERVIEW, { status: 503 });
      const { requestId, body } = await post(stack.gatewayUrl, EpisodeTitleDocument, { id: publishedId() }, path === 'a server' ? {} : { origin: 'http://browser.test' });
      expect(errorCodes(body.errors as never)).toEqual(['UPSTREAM_ERROR']);
      expect(requestId).toBeTruthy();

      const mine = linesOf(requestId);
      expect(mine.find((l) => l.msg === 'request')).toMatchObject({
        level: 'info',
        operation: 'EpisodeTitle',
        type: 'query',
        outcome: 'error',
        codes: ['UPSTREAM_ERROR'],
        durationMs: expect.any(Number),
      });
      expect(mine.filter((l) => l.msg === 'upstream failure')).toEqual([
        expect.objectContaining({ level: 'warn', upstream: 'rest', route: OVERVIEW, status: 503, code: 'UPSTREAM_ERROR', path: 'episode', operation: 'EpisodeTitle' }),
      ]);
      // Every line of this request carries its id; nothing else was logged meanwhile.
      expect(lines.length).toBe(mine.length);
      expectNothingLeaked(mine, sandboxHosts());
    });
  }

  it('a failing GraphQL upstream is logged too (partial data: the REST field stands)', async () => {
    stack.sandbox.hooks.fault(GRAPH, { status: 503 });
    const { requestId, body } = await post(stack.gatewayUrl, PartialUpstreamRootNextToRestDocument, {});
    expect(body.data).toEqual({ showsForUser: null, region: 'US' });

    const mine = linesOf(requestId);
    expect(mine.find((l) => l.msg === 'request')).toMatchObject({ operation: 'PartialUpstreamRootNextToRest', outcome: 'partial', codes: ['UPSTREAM_ERROR'] });
    expect(mine.filter((l) => l.msg === 'upstream failure')).toEqual([
      expect.objectContaining({ level: 'warn', upstream: 'graph', route: GRAPH, status: 503, code: 'UPSTREAM_ERROR', path: 'showsForUser' }),
    ]);
    expectNothingLeaked(mine, sandboxHosts());
  });

  it('a client that goes away is no upstream failure: its request is logged and counted cancelled, its cut calls too', async () => {
    // Both upstreams hold their answers until the client has gone; the order is set by events, not time.
    const REGION = 'GET /v3/region';
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    const arrived: Array<Promise<void>> = [];
    for (const route of [REGION, GRAPH]) {
      let arrive!: () => void;
      arrived.push(new Promise<void>((resolve) => (arrive = resolve)));
      stack.sandbox.hooks.fault(route, { hold: () => (arrive(), released), times: 1 });
    }
    const before = await metricsText();
    const controller = new AbortController();
    const { print } = await import('graphql');
    const gone = fetch(`${stack.gatewayUrl}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${stack.sandbox.token}`, 'x-request-id': 'client-went-away' },
      body: JSON.stringify({ query: print(PartialUpstreamRootNextToRestDocument) }),
      signal: controller.signal,
    }).catch((error: unknown) => error);
    try {
      await Promise.all(arrived);
      controller.abort();
      expect(await gone).toBeInstanceOf(Error);
      // Polled (not timed): the line comes once the cut calls have failed, whatever the machine's load.
      await vi.waitFor(() => expect(linesOf('client-went-away').map((l) => l.msg)).toContain('request'), { timeout: 10_000, interval: 20 });
    } finally {
      release();
    }
    const mine = linesOf('client-went-away');
    expect(mine).toEqual([expect.objectContaining({ level: 'info', msg: 'request', operation: 'PartialUpstreamRootNextToRest', outcome: 'cancelled', codes: ['UPSTREAM_ERROR'] })]);
    const after = await metricsText();
    const count = (text: string, series: string) => Number(new RegExp(`^${series.replace(/[{}()[\].*+?^$|\\]/g, '\\$&')} (\\S+)$`, 'm').exec(text)?.[1] ?? 0);
    const moved = (series: string) => count(after, series) - count(before, series);
    expect(moved('gateway_requests_total{operation_type="query",outcome="cancelled"}')).toBe(1);
    expect(moved(`gateway_upstream_requests_total{upstream="rest",route="${REGION}",outcome="cancelled"}`)).toBe(1);
    expect(moved(`gateway_upstream_requests_total{upstream="graph",route="${GRAPH}",outcome="cancelled"}`)).toBe(1);
    expect(moved(`gateway_upstream_requests_total{upstream="rest",route="${REGION}",outcome="UPSTREAM_ERROR"}`)).toBe(0);
    expect(moved('gateway_errors_total{code="UPSTREAM_ERROR"}')).toBe(0);
  });

  it("keeps the caller's x-request-id on its lines", async () => {
    stack.sandbox.hooks.fault(OVERVIEW, { status: 500 });
    const { requestId } = await post(stack.gatewayUrl, EpisodeTitleDocument, { id: publishedId() }, { 'x-request-id': 'support-ticket-4711' });
    expect(requestId).toBe('support-ticket-4711');
    expect(linesOf('support-ticket-4711').map((l) => l.msg).sort()).toEqual(['request', 'upstream failure']);
  });

  it('logs a request refused before it became an operation (malformed JSON), with its status and code', async () => {
    const res = await fetch(`${stack.gatewayUrl}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${stack.sandbox.token}` },
      body: '{"query": "{ region }"',
    });
    expect(res.status).toBe(400);
    const requestId = res.headers.get('x-request-id')!;
    expect(linesOf(requestId)).toEqual([expect.objectContaining({ msg: 'request', outcome: 'refused', status: 400, codes: ['BAD_REQUEST'] })]);
  });

  // A multipart request runs with the uploads' stand-in (uploads/plugin.ts), a request of its own:
  // its answer, its operation's line and a refusal's line still carry the one id.
  it('logs a multipart request under the id its answer carries, answered or refused', async () => {
    const multipart = (operations: string) => {
      const form = new FormData();
      form.set('operations', operations);
      form.set('map', '{}');
      return fetch(`${stack.gatewayUrl}/graphql`, { method: 'POST', headers: { authorization: `Bearer ${stack.sandbox.token}`, 'apollo-require-preflight': 'true' }, body: form });
    };
    const answered = await multipart(JSON.stringify({ query: 'query Multi($id: Int!) { episode(id: $id) { title } }', variables: { id: publishedId() } }));
    expect(answered.status).toBe(200);
    expect(((await answered.json()) as { data?: unknown }).data).toBeTruthy();
    const answeredId = answered.headers.get('x-request-id')!;
    expect(linesOf(answeredId)).toEqual([expect.objectContaining({ msg: 'request', operation: 'Multi', outcome: 'ok' })]);

    const refused = await multipart('{"query": ');
    expect(refused.status).toBe(400);
    const refusedId = refused.headers.get('x-request-id')!;
    expect(refusedId).not.toBe(answeredId);
    expect(linesOf(refusedId)).toEqual([expect.objectContaining({ msg: 'request', outcome: 'refused', status: 400 })]);
  });

  it('a successful request is one info line', async () => {
    const { requestId } = await post(stack.gatewayUrl, EpisodeTitleDocument, { id: publishedId() });
    expect(linesOf(requestId)).toEqual([expect.objectContaining({ level: 'info', msg: 'request', operation: 'EpisodeTitle', outcome: 'ok' })]);
    expect(linesOf(requestId)[0]).not.toHaveProperty('codes');
  });
});

describe('an upstream that refuses connections', () => {
  it('is logged with its error code, never its address (connect ECONNREFUSED 127.0.0.1:<port>)', async () => {
    const closedPort = await freePort();
    const config = withOverrides(stack.config, { upstream: { restUrl: `http://127.0.0.1:${closedPort}`, graphUrl: stack.sandbox.graphUrl } });
    const gateway = await createGateway(config, { logger });
    const server = await startServer(gateway.handler, { port: 0, host: '127.0.0.1' });
    try {
      lines.length = 0;
      const { requestId, body } = await post(server.url, EpisodeTitleDocument, { id: publishedId() });
      expect(errorCodes(body.errors as never)).toEqual(['UPSTREAM_ERROR']);
      const mine = linesOf(requestId);
      expect(mine.filter((l) => l.msg === 'upstream failure')).toEqual([
        expect.objectContaining({ upstream: 'rest', route: OVERVIEW, code: 'UPSTREAM_ERROR', cause: expect.objectContaining({ code: 'ECONNREFUSED' }) }),
      ]);
      expectNothingLeaked(mine, [`127.0.0.1:${closedPort}`, `:${closedPort}`]);
    } finally {
      await server.close(1_000);
      await gateway.close();
    }
  });
});

/** A port nothing listens on (bound, then released). */
async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}
