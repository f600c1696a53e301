import { request } from 'undici';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startSandbox, type Sandbox } from '../../src/sandbox/index.js';
import { rest, seeded } from './rest-helpers.js';

let sandbox: Sandbox;
beforeAll(async () => {
  sandbox = await startSandbox({ hooks: true });
});
afterAll(() => sandbox.close());
beforeEach(() => sandbox.hooks.reset());

const OVERVIEW = 'GET /v3/episodes/{episodeId}/overview';
const overviewPath = () => `/v3/episodes/${seeded(sandbox).published[0].episodeId}/overview`;

describe('4.0 common rules', () => {
  it('answers 401 with a small JSON body without a token or with an unknown one', async () => {
    const missing = await rest(sandbox, 'GET', overviewPath(), { token: null });
    expect(missing.status).toBe(401);
    expect(missing.body).toEqual({ error: 'unauthorized', message: expect.any(String) });
    expect((await rest(sandbox, 'GET', overviewPath(), { token: 'nope' })).status).toBe(401);
    expect(sandbox.hooks.calls({ route: OVERVIEW }).map((c) => c.problems)).toEqual([['missing-token'], ['unknown-token']]);
  });

  it('requires isMumsCompatible=true on every endpoint', async () => {
    expect((await rest(sandbox, 'GET', overviewPath(), { noMums: true })).status).toBe(400);
    expect((await rest(sandbox, 'GET', '/v3/region', { noMums: true })).status).toBe(400);
    expect((await rest(sandbox, 'POST', '/MultiGetColor', { noMums: true, body: { color_queries: [] } })).status).toBe(400);
    expect(sandbox.hooks.calls().map((c) => c.problems)).toEqual(Array(3).fill(['missing-isMumsCompatible']));
  });

  it('refuses a POST or PUT without Origin and Referer with 403', async () => {
    const episode = seeded(sandbox).published[0];
    const post = await rest(sandbox, 'POST', '/v3/stations/5001/episode-list-index', { body: {}, noOrigin: true });
    const put = await rest(sandbox, 'PUT', `/v3/episodes/${episode.episodeId}/sponsoredContentStatus`, {
      body: { containsSponsoredContent: true, publishOn: 1 },
      noOrigin: true,
    });
    expect([post.status, put.status]).toEqual([403, 403]);
    expect(sandbox.hooks.calls()[0].problems).toEqual(expect.arrayContaining(['missing-origin', 'missing-referer']));
    expect(episode.sponsoredPublishOn).toBeUndefined();
  });

  it('answers 404 for an unknown path and 400 for a body that is not JSON', async () => {
    expect((await rest(sandbox, 'GET', '/v3/nothing-here')).status).toBe(404);
    const res = await request(`${sandbox.restUrl}/v3/stations/5001/episode-list-index?isMumsCompatible=true`, {
      method: 'POST',
      headers: { authorization: `Bearer ${sandbox.token}`, 'content-type': 'application/json', origin: 'x', referer: 'x/' },
      body: '{not json',
    });
    expect(res.statusCode).toBe(400);
    await res.body.dump();
  });

  it('logs headers as received, the bearer token included', async () => {
    await rest(sandbox, 'GET', overviewPath(), { query: { returnWebIds: 'true' } });
    const [call] = sandbox.hooks.calls({ upstream: 'rest' });
    expect(call).toMatchObject({ method: 'GET', route: OVERVIEW, status: 200, problems: [] });
    expect(call.headers.authorization).toBe(`Bearer ${sandbox.token}`);
    expect(call.query).toEqual({ isMumsCompatible: 'true', returnWebIds: 'true' });
  });
});

describe('hooks', () => {
  it('counts calls per route template', async () => {
    await rest(sandbox, 'GET', overviewPath());
    await rest(sandbox, 'GET', overviewPath());
    await rest(sandbox, 'GET', '/v3/region');
    expect(sandbox.hooks.count(OVERVIEW)).toBe(2);
    expect(sandbox.hooks.count('GET /v3/region')).toBe(1);
    sandbox.hooks.clearLog();
    expect(sandbox.hooks.calls()).toEqual([]);
  });

  it('injects an error status with a body, for a number of times', async () => {
    sandbox.hooks.fault(OVERVIEW, { status: 503, body: { error: 'busy' }, times: 1 });
    const faulted = await rest(sandbox, 'GET', overviewPath());
    expect(faulted).toMatchObject({ status: 503, body: { error: 'busy' } });
    expect((await rest(sandbox, 'GET', overviewPath())).status).toBe(200);
    expect(sandbox.hooks.calls({ route: OVERVIEW }).map((c) => c.status)).toEqual([503, 200]);
  });

  it('resets the connection', async () => {
    sandbox.hooks.fault(OVERVIEW, { reset: true });
    await expect(rest(sandbox, 'GET', overviewPath())).rejects.toThrow();
    expect(sandbox.hooks.count(OVERVIEW)).toBe(1);
  });

  it('hangs until the client gives up', async () => {
    sandbox.hooks.fault(OVERVIEW, { hang: true });
    const url = `${sandbox.restUrl}${overviewPath()}?isMumsCompatible=true`;
    const hung = request(url, { headers: { authorization: `Bearer ${sandbox.token}` }, signal: AbortSignal.timeout(200) });
    await expect(hung).rejects.toThrow(/abort|timeout/i);
    expect(sandbox.hooks.calls({ route: OVERVIEW })[0].status).toBe(0);
  });

  it('adds latency and then answers normally', async () => {
    sandbox.hooks.fault(OVERVIEW, { latencyMs: 50, times: 1 });
    const res = await rest(sandbox, 'GET', overviewPath());
    expect(res.status).toBe(200);
  });

  it('applies faults to the GraphQL endpoint too', async () => {
    sandbox.hooks.fault('POST /v2/graph-pq', { status: 500 });
    const res = await request(`${sandbox.graphUrl}/v2/graph-pq`, {
      method: 'POST',
      headers: { authorization: `Bearer ${sandbox.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ __typename }' }),
    });
    expect(res.statusCode).toBe(500);
    await res.body.dump();
    expect(sandbox.hooks.calls({ upstream: 'graph' })[0]).toMatchObject({ route: 'POST /v2/graph-pq', body: { query: '{ __typename }' } });
  });

  it('reset clears faults and reseeds the store in place', async () => {
    const store = sandbox.store;
    const episode = seeded(sandbox).published[0];
    store.episodes.delete(episode.episodeId);
    sandbox.hooks.fault(OVERVIEW, { status: 500 });
    sandbox.hooks.reset();
    expect(sandbox.store).toBe(store);
    expect(sandbox.store.episodes.has(episode.episodeId)).toBe(true);
    expect((await rest(sandbox, 'GET', `/v3/episodes/${episode.episodeId}/overview`)).status).toBe(200);
  });

  it('are reachable over HTTP under /__sandbox/', async () => {
    const post = (path: string, body?: unknown) =>
      request(`${sandbox.restUrl}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: body === undefined ? undefined : JSON.stringify(body) });
    expect((await post('/__sandbox/fault', { route: 'GET /v3/region', status: 418, times: 1 })).statusCode).toBe(200);
    expect((await rest(sandbox, 'GET', '/v3/region')).status).toBe(418);
    const log = await request(`${sandbox.restUrl}/__sandbox/log?route=${encodeURIComponent('GET /v3/region')}`);
    const { calls } = (await log.body.json()) as { calls: { status: number }[] };
    expect(calls.map((c) => c.status)).toEqual([418]);
    expect((await post('/__sandbox/reset')).statusCode).toBe(200);
    expect(sandbox.hooks.calls()).toEqual([]);
  });
});

describe('hooks disabled', () => {
  it('serves no /__sandbox/ paths, logs nothing and refuses to arm faults', async () => {
    const plain = await startSandbox();
    try {
      const res = await request(`${plain.restUrl}/__sandbox/log`);
      expect(res.statusCode).toBe(404);
      await res.body.dump();
      await rest(plain, 'GET', '/v3/region');
      expect(plain.hooks.calls()).toEqual([]);
      expect(() => plain.hooks.fault('GET /v3/region', { status: 500 })).toThrow(/disabled/);
    } finally {
      await plain.close();
    }
  });
});
