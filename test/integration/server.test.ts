import { spawn } from 'node:child_process';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig, withOverrides } from '../../src/config.js';
import { createGateway } from '../../src/gateway.js';
import { createLogger } from '../../src/logger.js';
import { startSandbox } from '../../src/sandbox/index.js';
import { startStack, type Stack } from '../helpers/stack.js';

let stack: Stack;
beforeAll(async () => {
  stack = await startStack();
});
afterAll(() => stack?.close());

describe('health and readiness', () => {
  it('/healthz answers 200 while the process is alive', async () => {
    const res = await fetch(`${stack.gatewayUrl}/healthz`);
    expect(res.status).toBe(200);
    await res.arrayBuffer();
  });

  it('/readyz answers 200 when both upstreams are reachable and the schema is loaded', async () => {
    const res = await fetch(`${stack.gatewayUrl}/readyz`);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ status: 'ready', checks: { schema: { ok: true, source: 'live' }, rest: { ok: true }, graph: { ok: true } } });
  });

  it('/readyz answers 503 with a reason when the REST upstream is unreachable', async () => {
    const sandbox = await startSandbox();
    const closedPort = await freePort();
    const config = withOverrides(loadConfig({}), {
      upstream: { restUrl: `http://127.0.0.1:${closedPort}`, graphUrl: sandbox.graphUrl },
      sandboxToken: sandbox.token,
    });
    const gateway = await createGateway(config, { logger: createLogger({ level: 'silent' }) });
    try {
      const res = await gateway.fetch('http://gateway.test/readyz');
      expect(res.status).toBe(503);
      expect(await res.json()).toMatchObject({ status: 'not-ready', checks: { rest: { ok: false }, graph: { ok: true } }, reason: expect.stringContaining('REST') });
      gateway.drain();
      const draining = await gateway.fetch('http://gateway.test/readyz');
      expect(draining.status).toBe(503);
      expect(await draining.json()).toMatchObject({ status: 'not-ready', reason: 'shutting down' });
    } finally {
      await gateway.close();
      await sandbox.close();
    }
  });
});

describe('requests', () => {
  it('echoes a sane x-request-id and makes one up otherwise', async () => {
    const given = await fetch(`${stack.gatewayUrl}/healthz`, { headers: { 'x-request-id': 'client-abc-123' } });
    expect(given.headers.get('x-request-id')).toBe('client-abc-123');
    const made = await fetch(`${stack.gatewayUrl}/healthz`, { headers: { 'x-request-id': 'bad id with spaces' } });
    expect(made.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    await Promise.all([given.arrayBuffer(), made.arrayBuffer()]);
  });

  it('serves GraphiQL with the example query and, in sandbox mode, a working token prefilled', async () => {
    const res = await fetch(`${stack.gatewayUrl}/graphql`, { headers: { accept: 'text/html' } });
    const html = await res.text();
    expect(res.status).toBe(200);
    expect(html).toContain('episode(id: 700003)');
    expect(html).toContain(`Bearer ${stack.sandbox.token}`);
  });
});

describe('plain JSON queries over the one HTTP entry', () => {
  const post = (body: string, headers: Record<string, string> = {}) =>
    fetch(`${stack.gatewayUrl}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${stack.sandbox.token}`, ...headers },
      body,
    });

  it('answers a server-side client as it answers a browser (an Origin)', async () => {
    const cases = [
      { query: '{ episode(id: 700003) { title state } a: show(stationId: 5001) { name } }' },
      { query: '{ good: episode(id: 700003) { title } bad: episode(id: 1) { title } }' },
      { query: 'query Q($id: Int!) { episode(id: $id) { title } }', variables: { id: 'seven' } },
      { query: 'query A { episode(id: 700003) { title } } query B { show(stationId: 5001) { name } }', operationName: 'B' },
    ];
    for (const body of cases) {
      for (const accept of [undefined, 'application/graphql-response+json, application/json']) {
        const headers: Record<string, string> = accept ? { accept } : {};
        const server = await post(JSON.stringify(body), headers);
        const browser = await post(JSON.stringify(body), { ...headers, origin: 'https://app.example.test' });
        expect(server.status).toBe(browser.status);
        expect(server.headers.get('content-type')).toBe(browser.headers.get('content-type'));
        expect(server.headers.get('x-request-id')).toBeTruthy();
        expect(await server.json()).toEqual(await browser.json());
      }
    }
  });

  it('stops upstream work when the client goes away: nothing starts after the disconnect', async () => {
    const OVERVIEW = 'GET /v3/episodes/{episodeId}/overview';
    // The overview is slow; the form data (asked for on the episode) can only start after it.
    const body = JSON.stringify({ query: '{ episode(id: 700003) { title formData } }' });
    const slow = () => {
      stack.sandbox.hooks.reset();
      stack.sandbox.hooks.fault(OVERVIEW, { latencyMs: 300 });
    };
    slow();
    const whole = await post(body);
    expect((await whole.json()).data.episode.title).toBeTruthy();
    const callsWhenWaitedFor = stack.sandbox.hooks.calls({ upstream: 'rest' }).length;
    expect(callsWhenWaitedFor).toBeGreaterThan(1);

    slow();
    const controller = new AbortController();
    const pending = fetch(`${stack.gatewayUrl}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${stack.sandbox.token}` },
      body,
      signal: controller.signal,
    }).catch((error: unknown) => error);
    await new Promise((r) => setTimeout(r, 100));
    controller.abort();
    expect(await pending).toBeInstanceOf(Error);
    await new Promise((r) => setTimeout(r, 600));
    expect(stack.sandbox.hooks.calls({ upstream: 'rest' }).map((c) => c.route)).toEqual([OVERVIEW]);
    stack.sandbox.hooks.reset();
  });

  it('refuses a body that is not JSON with 400', async () => {
    const res = await post('{"query": ');
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ errors: [{ message: 'POST body sent invalid JSON.', extensions: { code: 'BAD_REQUEST' } }] });
  });

  it('answers parse errors and unknown extensions as yoga does', async () => {
    const parse = await post(JSON.stringify({ query: '{ episode(id: 1) {' }));
    expect((await parse.json()).errors[0].message).toMatch(/Syntax Error/);
    const extra = await post(JSON.stringify({ query: '{ episode(id: 700003) { title } }', extensions: {} }));
    expect(await extra.json()).toEqual({ data: { episode: { title: 'The Night Shift #1: Field Notes' } } });
  });
});

describe('graceful shutdown (spawned process)', () => {
  it('on SIGTERM finishes the in-flight request, then exits 0', async () => {
    const OVERVIEW = 'GET /v3/episodes/{episodeId}/overview';
    stack.sandbox.hooks.reset();
    stack.sandbox.hooks.fault(OVERVIEW, { latencyMs: 1_500, times: 1 });
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      env: {
        ...process.env,
        PORT: '0',
        UPSTREAM_REST_URL: stack.sandbox.restUrl,
        UPSTREAM_GRAPH_URL: stack.sandbox.graphUrl,
        LOG_LEVEL: 'warn',
        SHUTDOWN_GRACE_MS: '10000',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
    let output = '';
    const url = await new Promise<string>((resolve, reject) => {
      const onData = (chunk: Buffer) => {
        output += chunk.toString();
        const match = /GraphiQL: (http:\/\/\S+)\/graphql/.exec(output);
        if (match) resolve(match[1]);
      };
      child.stdout.on('data', onData);
      child.stderr.on('data', onData);
      child.once('exit', () => reject(new Error(`gateway exited before listening:\n${output}`)));
    });

    const inFlight = fetch(`${url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${stack.sandbox.token}` },
      body: JSON.stringify({ query: '{ episode(id: 700003) { title } }' }),
    });
    // The upstream answers after 1.5 s: stop the gateway while it waits for that answer.
    await new Promise((r) => setTimeout(r, 400));
    child.kill('SIGTERM');

    const res = await inFlight;
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ data: { episode: { title: 'The Night Shift #1: Field Notes' } } });
    expect(await exited).toBe(0);
    await expect(fetch(`${url}/healthz`)).rejects.toThrow();
    // Starting a process takes most of it, and far longer when other test runs share the cores.
  }, 120_000);
});

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => resolve(port));
    });
  });
}
