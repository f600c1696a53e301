import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { parse } from 'graphql';
import { Agent } from 'undici';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUpstreamExecutor } from '../../src/stitching/executor.js';

/** The upstream executor over real HTTP: token forwarding, and every failure as a coded result. */

type Handler = (req: IncomingMessage, res: ServerResponse, body: string) => void;
let handler: Handler = () => undefined;
const seen: Array<{ authorization?: string; body: string }> = [];
const server = createServer((req, res) => {
  let body = '';
  req.on('data', (c) => (body += c));
  req.on('end', () => {
    seen.push({ authorization: req.headers.authorization, body });
    handler(req, res, body);
  });
});
let url = '';
const dispatcher = new Agent();

beforeAll(async () => {
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((r) => server.close(() => r()));
  await dispatcher.close();
});

const document = parse('query Q($u: String) { show(u: $u) { name } }');
const json = (res: ServerResponse, status: number, value: unknown) => res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(value));

async function run(context: object, timeoutMs = 2_000, onUpstreamError?: Parameters<typeof createUpstreamExecutor>[0]['onUpstreamError']) {
  const executor = createUpstreamExecutor({ graphUrl: url, timeoutMs, dispatcher, onUpstreamError });
  return (await executor({ document, variables: { u: 'x' }, operationName: 'Q', context })) as {
    data?: unknown;
    errors?: Array<{ message: string; path?: unknown; extensions: Record<string, unknown> }>;
  };
}

describe('createUpstreamExecutor', () => {
  it("posts {operationName, variables, query} to /v2/graph-pq with the context's token", async () => {
    handler = (req, res) => json(res, 200, { data: { show: { name: 'N' }, path: req.url } });
    seen.length = 0;
    const result = await run({ token: 'caller-token' });
    expect(result.data).toEqual({ show: { name: 'N' }, path: '/v2/graph-pq' });
    expect(seen[0].authorization).toBe('Bearer caller-token');
    expect(JSON.parse(seen[0].body)).toEqual({ operationName: 'Q', variables: { u: 'x' }, query: expect.stringContaining('show(u: $u)') });
    await run({ token: null });
    expect(seen[1].authorization).toBeUndefined();
  });

  it('keeps upstream GraphQL errors (path) with a code from the closed set and its fixed message; the upstream text goes to the log, redacted', async () => {
    handler = (_req, res) =>
      json(res, 200, {
        data: { show: null },
        errors: [
          { message: 'Permission denied for pg-3.internal:5432 (token sbx-creator-7f3a9c2e)', path: ['show'], extensions: { code: 'FORBIDDEN' } },
          { message: 'Exception while fetching data', path: ['show', 'name'], extensions: { classification: 'DataFetchingException' } },
          { message: 'boom at http://10.0.0.7:8080/internal', path: ['show'], extensions: { code: 'INTERNAL_SERVER_ERROR' } },
        ],
      });
    const logged: Array<{ message: string; code: string }> = [];
    const result = await run({ token: 'sbx-creator-7f3a9c2e' }, 2_000, (e) => logged.push(e));
    expect(result.errors!.map((e) => [e.message, e.path, e.extensions.code])).toEqual([
      ['The GraphQL API does not allow this operation for this account.', ['show'], 'FORBIDDEN'],
      ['The GraphQL API failed to answer.', ['show', 'name'], 'UPSTREAM_ERROR'],
      ['The GraphQL API failed to answer.', ['show'], 'UPSTREAM_ERROR'],
    ]);
    expect(logged.map((e) => [e.code, e.message])).toEqual([
      ['FORBIDDEN', 'Permission denied for <address> (token <token>)'],
      ['UPSTREAM_ERROR', 'Exception while fetching data'],
      ['UPSTREAM_ERROR', 'boom at <url>'],
    ]);
    const text = JSON.stringify([result, logged]);
    for (const secret of ['pg-3.internal', '5432', 'sbx-creator-7f3a9c2e', '10.0.0.7']) expect(text).not.toContain(secret);
  });

  it.each([
    [401, 'UNAUTHENTICATED'],
    [403, 'FORBIDDEN'],
    [429, 'RATE_LIMITED'],
    [500, 'UPSTREAM_ERROR'],
    [504, 'UPSTREAM_TIMEOUT'],
  ])('maps HTTP %i without a GraphQL body to %s, naming the route but not the URL or token', async (status, code) => {
    handler = (_req, res) => res.writeHead(status, { 'content-type': 'text/html' }).end('<html>nope</html>');
    const result = await run({ token: 'secret-token' });
    expect(result.data).toBeNull();
    expect(result.errors![0].extensions).toMatchObject({ code, upstream: 'graph', route: 'POST /v2/graph-pq', status });
    const text = JSON.stringify(result);
    expect(text).not.toContain(url);
    expect(text).not.toContain('secret-token');
  });

  it('a hanging upstream is UPSTREAM_TIMEOUT after the timeout', async () => {
    handler = () => undefined; // never answers
    const result = await run({ token: 't' }, 150);
    expect(result.errors![0].extensions.code).toBe('UPSTREAM_TIMEOUT');
  });

  it("stops when the caller's request is aborted", async () => {
    handler = () => undefined;
    const controller = new AbortController();
    const pending = run({ token: 't', signal: controller.signal }, 10_000);
    setTimeout(() => controller.abort(), 20);
    const result = await pending;
    expect(result.errors![0].extensions.code).toBe('UPSTREAM_ERROR');
    expect(result.errors![0].message).toMatch(/cancelled/);
  });

  it('a connection refused is UPSTREAM_ERROR', async () => {
    const executor = createUpstreamExecutor({ graphUrl: 'http://127.0.0.1:1', timeoutMs: 1_000, dispatcher });
    const result = (await executor({ document, context: { token: 't' } })) as unknown as { errors: Array<{ extensions: Record<string, unknown> }> };
    expect(result.errors[0].extensions.code).toBe('UPSTREAM_ERROR');
  });
});
