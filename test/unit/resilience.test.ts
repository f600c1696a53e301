import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/config.js';
import { UpstreamError } from '../../src/errors.js';
import { UpstreamGuards } from '../../src/http/resilience.js';
import { createRestClient, type RestClient } from '../../src/rest/client.js';

/**
 * The guards (http/resilience.ts) through the REST client, against a loopback upstream: what
 * the sandbox's faults cannot time precisely (a probe in flight, a wait for a turn given up).
 */

type Answer = (req: IncomingMessage, res: ServerResponse) => void;

let server: Server;
let baseUrl: string;
let seen = 0;
let answer: Answer;
const clients: RestClient[] = [];
const TOKEN = 'tok-resilience';
const REGION = { method: 'GET', route: '/v3/region' } as const;

beforeAll(async () => {
  server = createServer((req, res) => {
    seen++;
    answer(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((r) => server.close(r));
});
afterEach(async () => {
  seen = 0;
  server.closeAllConnections();
  await Promise.all(clients.splice(0).map((c) => c.close()));
});

function json(res: ServerResponse, status: number, body: unknown = {}): void {
  res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
}

function client(guards: UpstreamGuards): RestClient {
  const c = createRestClient({ baseUrl, appOrigin: 'https://creators.example.com', retries: 0, timeoutMs: 2_000, guards });
  clients.push(c);
  return c;
}

async function rejection(promise: Promise<unknown>): Promise<UpstreamError> {
  const error = await promise.then(
    () => {
      throw new Error('expected the call to fail');
    },
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(UpstreamError);
  return error as UpstreamError;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('circuit breaker', () => {
  it('while the probe is in flight, other calls fail fast instead of waiting for it; its success closes the breaker', async () => {
    const guards = new UpstreamGuards('rest', { breakerFailures: 2, breakerResetMs: 100, maxConcurrent: 10, maxQueued: 10 });
    const rest = client(guards).bind(TOKEN);
    answer = (_req, res) => json(res, 503);
    await rejection(rest.request(REGION));
    await rejection(rest.request(REGION));
    expect(guards.open()).toEqual([{ upstream: 'rest', group: 'GET /v3/region' }]);
    expect((await rejection(rest.request(REGION))).code).toBe('UPSTREAM_UNAVAILABLE');
    expect(seen).toBe(2);

    await sleep(120);
    let release!: () => void;
    answer = (_req, res) => (release = () => json(res, 200, { region: 'SE' }));
    const probe = rest.request(REGION);
    while (seen < 3) await sleep(5);
    expect(guards.states()[0]).toMatchObject({ breaker: 'half-open', inFlight: 1 });
    // cockatiel would make this call wait for the probe, however long it takes.
    const during = await rejection(rest.request(REGION));
    expect(during).toMatchObject({ code: 'UPSTREAM_UNAVAILABLE', reason: 'breaker', route: 'GET /v3/region' });
    expect(seen).toBe(3);
    release();
    expect(await probe).toEqual({ region: 'SE' });
    expect(guards.open()).toEqual([]);
    answer = (_req, res) => json(res, 200, { region: 'SE' });
    expect(await rest.request(REGION)).toEqual({ region: 'SE' });
  });

  it('counts the failures of retries: one GET with two retries against a 503 opens a breaker of three', async () => {
    const guards = new UpstreamGuards('rest', { breakerFailures: 3, breakerResetMs: 10_000, maxConcurrent: 10, maxQueued: 10 });
    const c = createRestClient({ baseUrl, appOrigin: 'https://creators.example.com', retries: 2, timeoutMs: 2_000, guards });
    clients.push(c);
    answer = (_req, res) => json(res, 503);
    expect(await rejection(c.bind(TOKEN).request(REGION))).toMatchObject({ code: 'UPSTREAM_ERROR', status: 503 });
    expect(seen).toBe(3);
    expect(await rejection(c.bind(TOKEN).request(REGION))).toMatchObject({ code: 'UPSTREAM_UNAVAILABLE', reason: 'breaker' });
    expect(seen).toBe(3);
  });
});

describe('bulkhead', () => {
  it('queues past its concurrency, sheds past its queue, and a wait given up by its caller ends at once and never calls', async () => {
    const guards = new UpstreamGuards('rest', { maxConcurrent: 1, maxQueued: 1 });
    const rest = client(guards);
    let release!: () => void;
    answer = (_req, res) => (release = () => json(res, 200, { region: 'SE' }));
    const first = rest.bind(TOKEN).request(REGION);
    while (seen < 1) await sleep(5);

    const controller = new AbortController();
    const queued = rest.bind(TOKEN, controller.signal).request(REGION);
    expect(guards.states()[0]).toMatchObject({ inFlight: 1, queued: 1 });
    const shed = await rejection(rest.bind(TOKEN).request(REGION));
    expect(shed).toMatchObject({ code: 'UPSTREAM_UNAVAILABLE', reason: 'bulkhead', route: 'GET /v3/region' });
    expect(guards.states()[0]).toMatchObject({ shed: 1 });

    controller.abort();
    expect((await rejection(queued)).message).toMatch(/cancelled/);
    release();
    expect(await first).toEqual({ region: 'SE' });
    await sleep(20);
    expect(seen).toBe(1); // the abandoned turn freed its slot without calling
    expect(guards.states()[0]).toMatchObject({ inFlight: 0, queued: 0 });
    answer = (_req, res) => json(res, 200, { region: 'NO' });
    expect(await rest.bind(TOKEN).request(REGION)).toEqual({ region: 'NO' });
  });

  it("a call without a request's deadline gives up its wait at its own bound", async () => {
    // Two clients sharing one route's guard: the hung call's bound is longer than the queued one's.
    const guards = new UpstreamGuards('rest', { maxConcurrent: 1, maxQueued: 4 });
    const options = { baseUrl, appOrigin: 'https://creators.example.com', retries: 0, guards };
    const [slow, quick] = [createRestClient({ ...options, timeoutMs: 1_000 }), createRestClient({ ...options, timeoutMs: 200 })];
    clients.push(slow, quick);
    answer = () => {}; // never answers
    const events: string[] = [];
    const hung = rejection(slow.bind(TOKEN).request(REGION)).then((error) => {
      events.push('hung call ended');
      return error;
    });
    while (seen < 1) await sleep(5);
    const queued = await rejection(quick.bind(TOKEN).request(REGION));
    events.push('queued call gave up');
    expect(queued.code).toBe('UPSTREAM_TIMEOUT');
    // At its own bound: not when the slot came free, at the end of the hung call's longer bound.
    expect(events).toEqual(['queued call gave up']);
    expect(guards.states()[0]).toMatchObject({ inFlight: 1 });
    expect((await hung).code).toBe('UPSTREAM_TIMEOUT');
    expect(seen).toBe(1);
  });
});

describe('configuration', () => {
  it('reads BREAKER_FAILURES and BREAKER_RESET_MS, 5 and 10 s by default, and names a bad one', () => {
    expect(loadConfig({})).toMatchObject({ breakerFailures: 5, breakerResetMs: 10_000 });
    expect(loadConfig({ BREAKER_FAILURES: '3', BREAKER_RESET_MS: ' 2500 ' })).toMatchObject({ breakerFailures: 3, breakerResetMs: 2_500 });
    const error = (() => {
      try {
        loadConfig({ BREAKER_FAILURES: '0', BREAKER_RESET_MS: 'soon' });
      } catch (e) {
        return e;
      }
    })();
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as ConfigError).problems.map((p) => p.variable)).toEqual(['BREAKER_FAILURES', 'BREAKER_RESET_MS']);
  });
});
