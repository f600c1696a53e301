import { getEventListeners } from 'node:events';
import { createServer, type IncomingHttpHeaders, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { UpstreamError } from '../../src/errors.js';
import { createRestClient, type RestCallInfo, type RestClient, type RestClientOptions } from '../../src/rest/client.js';

/** A tiny upstream on a loopback port: records every request and answers as the test says. */
interface Seen {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  body: string;
}
type Answer = (req: IncomingMessage, res: ServerResponse, attempt: number) => void;

let server: Server;
let baseUrl: string;
let seen: Seen[] = [];
let answer: Answer = (_req, res) => json(res, 200, { ok: true });
const clients: RestClient[] = [];
const TOKEN = 'tok-9f8e7d6c5b4a';
const ORIGIN = 'https://creators.example.com';

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString()));
    req.on('end', () => {
      seen.push({ method: req.method!, url: req.url!, headers: req.headers, body });
      answer(req, res, seen.length);
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
  await Promise.all(clients.splice(0).map((c) => c.close()));
});

function json(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
}

function client(options: Partial<RestClientOptions> = {}): RestClient {
  const c = createRestClient({ baseUrl, appOrigin: ORIGIN, retries: 2, timeoutMs: 2_000, ...options });
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
  const upstream = error as UpstreamError;
  // Never the address, never the token, whatever went wrong.
  expect(upstream.message).not.toContain(baseUrl.replace('http://', ''));
  expect(upstream.message).not.toContain(TOKEN);
  expect(upstream.route).not.toContain('127.0.0.1');
  return upstream;
}

describe('REST client: the common rules of 4.0', () => {
  it('sends the bearer token, Accept and isMumsCompatible=true on a GET, and no Origin/Referer', async () => {
    const result = await client().bind(TOKEN).request({ method: 'GET', route: '/v3/region' });
    expect(result).toEqual({ ok: true });
    expect(seen).toHaveLength(1);
    expect(seen[0].url).toBe('/v3/region?isMumsCompatible=true');
    expect(seen[0].headers).toMatchObject({ authorization: `Bearer ${TOKEN}`, accept: 'application/json' });
    expect(seen[0].headers.origin).toBeUndefined();
    expect(seen[0].headers.referer).toBeUndefined();
    expect(seen[0].headers['content-type']).toBeUndefined();
  });

  it('sends JSON with Content-Type, Origin and Referer on POST and PUT', async () => {
    const rest = client().bind(TOKEN);
    await rest.request({ method: 'POST', route: '/v3/episodes/{episodeId}/update', params: { episodeId: 7 }, body: { title: 'x' } });
    await rest.request({ method: 'PUT', route: '/v3/episodes/{episodeId}/sponsoredContentStatus', params: { episodeId: 7 }, body: { a: 1 } });
    await rest.request({ method: 'POST', route: '/v3/episodes/{episodeId}/delete', params: { episodeId: 7 } });
    for (const call of seen) {
      expect(call.headers).toMatchObject({ 'content-type': 'application/json', origin: ORIGIN, referer: `${ORIGIN}/`, authorization: `Bearer ${TOKEN}` });
      expect(call.url).toMatch(/\?isMumsCompatible=true$/);
    }
    expect(seen.map((c) => c.body)).toEqual(['{"title":"x"}', '{"a":1}', '{}']);
  });

  it('fills route templates, keeps ":" of platform paths, encodes the rest, and repeats array parameters', async () => {
    const rest = client().bind(TOKEN);
    await rest.request({ method: 'GET', route: '/v3/episodes/platform:episode:{platformEpisodeId}/episodeId', params: { platformEpisodeId: 'aB3' } });
    await rest.request({ method: 'GET', route: '/v3/shows/{platformShowId}/legacyIds', params: { platformShowId: 'a/b c' } });
    await rest.request({ method: 'GET', route: '/v3/episodes/pcdFormData', query: { 'episodeUri[]': ['platform:episode:a', 'platform:episode:b'] } });
    expect(seen.map((c) => c.url)).toEqual([
      '/v3/episodes/platform:episode:aB3/episodeId?isMumsCompatible=true',
      '/v3/shows/a%2Fb%20c/legacyIds?isMumsCompatible=true',
      '/v3/episodes/pcdFormData?episodeUri[]=platform:episode:a&episodeUri[]=platform:episode:b&isMumsCompatible=true',
    ]);
  });

  it('keeps a path prefix of the base URL', async () => {
    await client({ baseUrl: `${baseUrl}/podcasters/` }).bind(TOKEN).request({ method: 'GET', route: '/v3/region' });
    expect(seen[0].url).toBe('/podcasters/v3/region?isMumsCompatible=true');
  });

  it('refuses a dot-segment parameter without calling', async () => {
    const error = await failure(client().bind(TOKEN).request({ method: 'GET', route: '/v3/shows/{platformShowId}/legacyIds', params: { platformShowId: '..' } }));
    expect(error.code).toBe('BAD_USER_INPUT');
    expect(seen).toHaveLength(0);
  });

  it('without a token fails UNAUTHENTICATED before any call', async () => {
    const error = await failure(client().bind(null).request({ method: 'GET', route: '/v3/region' }));
    expect(error.code).toBe('UNAUTHENTICATED');
    expect(seen).toHaveLength(0);
  });
});

describe('REST client: answers', () => {
  it('reads 204 and an empty 200 as null', async () => {
    answer = (req, res) => (req.url!.startsWith('/a') ? res.writeHead(204).end() : res.writeHead(200).end());
    const rest = client().bind(TOKEN);
    expect(await rest.request({ method: 'POST', route: '/a' })).toBeNull();
    expect(await rest.request({ method: 'GET', route: '/b' })).toBeNull();
  });

  it('turns a 2xx body that is not JSON into UPSTREAM_ERROR', async () => {
    answer = (_req, res) => res.writeHead(200, { 'content-type': 'application/json' }).end('<html>oops</html>');
    const error = await failure(client().bind(TOKEN).request({ method: 'GET', route: '/v3/region' }));
    expect(error).toMatchObject({ code: 'UPSTREAM_ERROR', status: 200, route: 'GET /v3/region' });
  });

  it.each([
    [401, '', 'UNAUTHENTICATED'],
    [403, '{"message":"nope"}', 'FORBIDDEN'],
    [404, 'Not Found', 'NOT_FOUND'],
    [409, '{"error":{"code":"taken"}}', 'CONFLICT'],
    [400, '<h1>Bad</h1>', 'BAD_USER_INPUT'],
    [429, '', 'RATE_LIMITED'],
    [500, `{"trace":"at ${'x'.repeat(10)}"}`, 'UPSTREAM_ERROR'],
  ])('maps HTTP %i (body %j) to %s with route and status, whatever the body', async (status, body, code) => {
    answer = (_req, res) => res.writeHead(status).end(body);
    const error = await failure(client({ retries: 0 }).bind(TOKEN).request({ method: 'GET', route: '/v3/stations/{stationId}/metadata', params: { stationId: 5 } }));
    expect(error).toMatchObject({ code, status, route: 'GET /v3/stations/{stationId}/metadata', upstream: 'rest' });
  });
});

describe('REST client: retries and timeouts', () => {
  it('retries a GET after 503 and succeeds', async () => {
    answer = (_req, res, attempt) => (attempt < 3 ? json(res, 503, {}) : json(res, 200, { region: 'SE' }));
    const calls: RestCallInfo[] = [];
    const result = await client({ onCall: (info) => calls.push(info) }).bind(TOKEN).request({ method: 'GET', route: '/v3/region' });
    expect(result).toEqual({ region: 'SE' });
    expect(seen).toHaveLength(3);
    expect(calls).toEqual([expect.objectContaining({ route: 'GET /v3/region', status: 200, attempts: 3 })]);
  });

  it('gives up after the configured retries and reports the last status', async () => {
    answer = (_req, res) => json(res, 502, {});
    const error = await failure(client({ retries: 1 }).bind(TOKEN).request({ method: 'GET', route: '/v3/region' }));
    expect(error).toMatchObject({ code: 'UPSTREAM_ERROR', status: 502 });
    expect(seen).toHaveLength(2);
  });

  it('retries a GET after a connection reset', async () => {
    answer = (req, res, attempt) => (attempt === 1 ? req.socket.destroy() : json(res, 200, { ok: 1 }));
    expect(await client().bind(TOKEN).request({ method: 'GET', route: '/v3/region' })).toEqual({ ok: 1 });
    expect(seen).toHaveLength(2);
  });

  it('never retries a POST, neither after 503 nor after a reset', async () => {
    answer = (_req, res) => json(res, 503, {});
    const rest = client().bind(TOKEN);
    expect((await failure(rest.request({ method: 'POST', route: '/v3/settings', body: {} }))).code).toBe('UPSTREAM_ERROR');
    expect(seen).toHaveLength(1);
    answer = (req) => req.socket.destroy();
    expect((await failure(rest.request({ method: 'POST', route: '/v3/settings', body: {} }))).code).toBe('UPSTREAM_ERROR');
    expect(seen).toHaveLength(2);
  });

  it('retries a GET on a refused connection, then fails with UPSTREAM_ERROR', async () => {
    const closed = createServer();
    await new Promise<void>((r) => closed.listen(0, '127.0.0.1', r));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((r) => closed.close(r));
    const calls: RestCallInfo[] = [];
    const error = await failure(
      client({ baseUrl: `http://127.0.0.1:${port}`, onCall: (i) => calls.push(i) }).bind(TOKEN).request({ method: 'GET', route: '/v3/region' }),
    );
    expect(error.code).toBe('UPSTREAM_ERROR');
    expect(calls[0]).toMatchObject({ attempts: 3, code: 'UPSTREAM_ERROR' });
  });

  it('fails with UPSTREAM_TIMEOUT when the upstream does not answer within the deadline', async () => {
    answer = () => {}; // never answers
    const error = await failure(client({ timeoutMs: 200 }).bind(TOKEN).request({ method: 'GET', route: '/v3/region' }));
    expect(error).toMatchObject({ code: 'UPSTREAM_TIMEOUT', route: 'GET /v3/region' });
  });

  it('maps a 504 to UPSTREAM_TIMEOUT once retries are spent', async () => {
    answer = (_req, res) => json(res, 504, {});
    const error = await failure(client({ retries: 0 }).bind(TOKEN).request({ method: 'GET', route: '/v3/region' }));
    expect(error).toMatchObject({ code: 'UPSTREAM_TIMEOUT', status: 504 });
  });

  it("stops the upstream call when the caller's signal aborts", async () => {
    let closedByClient = false;
    answer = (req) => req.socket.once('close', () => (closedByClient = true));
    const controller = new AbortController();
    const pending = client().bind(TOKEN, controller.signal).request({ method: 'GET', route: '/v3/region' });
    await new Promise((r) => setTimeout(r, 50));
    controller.abort();
    const error = await failure(pending);
    expect(error.code).toBe('UPSTREAM_ERROR');
    expect(error.message).toMatch(/cancelled/);
    await new Promise((r) => setTimeout(r, 50));
    expect(closedByClient).toBe(true);
    expect(seen).toHaveLength(1);
  });

  it('listens to a long-lived signal only while calls are in flight (no listener left per caller)', async () => {
    const lifetime = new AbortController();
    const rest = client();
    for (let i = 0; i < 12; i++) {
      const caller = rest.bind(TOKEN, lifetime.signal);
      await Promise.all([caller.request({ method: 'GET', route: '/v3/region' }), caller.request({ method: 'GET', route: '/v3/region' })]);
    }
    expect(getEventListeners(lifetime.signal, 'abort')).toHaveLength(0);
  });

  it('one abort stops every call of the caller in flight, and a caller whose signal has fired calls nothing', async () => {
    answer = () => {}; // never answers
    const controller = new AbortController();
    const rest = client().bind(TOKEN, controller.signal);
    const pending = [1, 2, 3].map((n) => failure(rest.request({ method: 'GET', route: '/v3/episodes/{episodeId}/overview', params: { episodeId: n } })));
    while (seen.length < 3) await new Promise((r) => setTimeout(r, 10));
    controller.abort();
    for (const error of await Promise.all(pending)) expect(error).toMatchObject({ code: 'UPSTREAM_ERROR', message: expect.stringMatching(/cancelled/) });
    const late = await failure(rest.request({ method: 'GET', route: '/v3/region' }));
    expect(late.message).toMatch(/cancelled/);
    expect(seen).toHaveLength(3);
  });
});

describe('REST client: bounded memory', () => {
  it('refuses a response body larger than the limit instead of buffering it', async () => {
    answer = (_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ blob: 'x'.repeat(64 * 1024) }));
    };
    const error = await failure(client({ maxBodyBytes: 16 * 1024 }).bind(TOKEN).request({ method: 'GET', route: '/v3/region' }));
    expect(error).toMatchObject({ code: 'UPSTREAM_ERROR', status: 200 });
    // Streamed without a declared length: cut while reading.
    answer = (_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      for (let i = 0; i < 8; i++) res.write('x'.repeat(8 * 1024));
      res.end();
    };
    expect((await failure(client({ maxBodyBytes: 16 * 1024 }).bind(TOKEN).request({ method: 'GET', route: '/v3/region' }))).code).toBe('UPSTREAM_ERROR');
    // The client is still usable afterwards.
    answer = (_req, res) => json(res, 200, { ok: true });
    expect(await client().bind(TOKEN).request({ method: 'GET', route: '/v3/region' })).toEqual({ ok: true });
  });
});
