import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { readFile } from 'node:fs/promises';
import { buildSchema, execute, isObjectType, parse, type GraphQLSchema } from 'graphql';
import { Agent } from 'undici';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { loadConfig, withOverrides } from '../../src/config.js';
import { createGateway, type Gateway } from '../../src/gateway.js';
import { createLogger } from '../../src/logger.js';
import { localTypeDefs } from '../../src/modules/index.js';
import { gatewayResolvers } from '../../src/resolvers.js';
import { SPEC_ONLY, startSandbox, type Sandbox } from '../../src/sandbox/index.js';
import { startServer, type RunningServer } from '../../src/server.js';
import { createSchemaHolder, createUpstreamExecutor, SNAPSHOT_PATH } from '../../src/stitching/index.js';

/** Loading the upstream schema: snapshot fallback (degraded), refresh with a breaking-change log. */

const GRAPH = 'POST /v2/graph-pq';

async function post(url: string, query: string, token: string) {
  const res = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ query }),
  });
  return (await res.json()) as { data?: Record<string, unknown> | null; errors?: Array<{ message: string; path?: unknown[]; extensions?: Record<string, unknown> }> };
}

async function readyz(url: string) {
  const res = await fetch(`${url}/readyz`);
  return { status: res.status, body: (await res.json()) as { status: string; checks: { schema: { source: string } } } };
}

describe('degraded start from the committed snapshot', () => {
  let sandbox: Sandbox;
  let gateway: Gateway;
  let server: RunningServer;
  afterAll(async () => {
    await server?.close(1_000);
    await gateway?.close();
    await sandbox?.close();
  });

  it('serves when the upstream GraphQL interface is down at start, reports degraded, and recovers on refresh', async () => {
    // The spec-only upstream: the committed snapshot is its schema (npm run schema:spec).
    sandbox = await startSandbox({ hooks: true, variant: SPEC_ONLY });
    sandbox.hooks.fault(GRAPH, { status: 503 });
    const config = withOverrides(loadConfig({}), {
      upstream: { restUrl: sandbox.restUrl, graphUrl: sandbox.graphUrl },
      sandboxToken: sandbox.token,
      upstreamRetries: 0,
    });
    gateway = await createGateway(config, { logger: createLogger({ level: 'silent' }) });
    server = await startServer(gateway.handler, { port: 0, host: '127.0.0.1' });
    expect(sandbox.hooks.count(GRAPH)).toBeGreaterThan(1); // retried, then gave up
    expect(gateway.schemas.source()).toBe('snapshot');

    const degraded = await readyz(server.url);
    expect(degraded.status).toBe(200);
    expect(degraded.body).toMatchObject({ status: 'degraded', checks: { schema: { source: 'snapshot' } } });

    // REST-backed fields work; upstream fields fail with a coded error, nothing crashes.
    const rest = await post(server.url, '{ show(stationId: 5001) { stationId name description } }', sandbox.token);
    expect(rest.errors).toBeUndefined();
    expect(rest.data).toEqual({ show: { stationId: 5001, name: 'The Night Shift', description: expect.any(String) } });
    const graph = await post(server.url, '{ showsForUser { shows { name } } }', sandbox.token);
    expect(graph.errors?.[0].extensions?.code).toBe('UPSTREAM_ERROR');

    sandbox.hooks.reset(); // the upstream is back
    const outcome = await gateway.schemas.refresh();
    expect(outcome.result).toBe('unchanged'); // the snapshot is current
    expect(gateway.schemas.source()).toBe('live');
    await new Promise((r) => setTimeout(r, 1_100)); // readiness caches a probe for a second
    expect((await readyz(server.url)).body).toMatchObject({ status: 'ready', checks: { schema: { source: 'live' } } });
    const back = await post(server.url, '{ showsForUser { shows { name } } }', sandbox.token);
    expect(back.errors).toBeUndefined();
  });
});

describe('GraphQL upstream unreachable at start', () => {
  it('starts from the snapshot, serves REST-backed fields and reports degraded', async () => {
    const sandbox = await startSandbox({ hooks: true });
    // A port nobody listens on: connections are refused.
    const closed = createServer();
    await new Promise<void>((r) => closed.listen(0, '127.0.0.1', r));
    const deadUrl = `http://127.0.0.1:${(closed.address() as AddressInfo).port}`;
    await new Promise<void>((r) => closed.close(() => r()));
    const config = withOverrides(loadConfig({}), { upstream: { restUrl: sandbox.restUrl, graphUrl: deadUrl }, sandboxToken: sandbox.token, upstreamRetries: 0 });
    const gateway = await createGateway(config, { logger: createLogger({ level: 'silent' }) });
    const server = await startServer(gateway.handler, { port: 0, host: '127.0.0.1' });
    try {
      expect(gateway.schemas.source()).toBe('snapshot');
      const ready = await readyz(server.url);
      expect(ready.status).toBe(200);
      expect(ready.body).toMatchObject({ status: 'degraded', checks: { schema: { source: 'snapshot' }, rest: { ok: true }, graph: { ok: false } } });
      const rest = await post(server.url, '{ episode(id: 700003) { id title state } }', sandbox.token);
      expect(rest.errors).toBeUndefined();
      expect(rest.data).toMatchObject({ episode: { id: 700003, state: 'PUBLISHED' } });
      const graph = await post(server.url, '{ episode(id: 700003) { id analyticsStarts { startsCount } } }', sandbox.token);
      expect(graph.data).toEqual({ episode: { id: 700003, analyticsStarts: null } });
      expect(graph.errors?.map((e) => [e.path, e.extensions?.code])).toEqual([[['episode', 'analyticsStarts'], 'UPSTREAM_ERROR']]);
      expect(JSON.stringify(graph.errors)).not.toContain(deadUrl);
    } finally {
      await server.close(1_000);
      await gateway.close();
      await sandbox.close();
    }
  });
});

/** A real HTTP upstream whose schema the test changes (introspection only). */
async function startSchemaServer(initial: GraphQLSchema) {
  let schema = initial;
  let failing = false;
  const server: Server = createServer((req, res) => {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', async () => {
      if (failing) return void res.writeHead(503).end();
      const { query, variables } = JSON.parse(body);
      const result = await execute({ schema, document: parse(query), variableValues: variables });
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(result));
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    setSchema: (next: GraphQLSchema) => (schema = next),
    setFailing: (value: boolean) => (failing = value),
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}

describe('schema refresh', () => {
  const cleanups: Array<() => Promise<unknown> | void> = [];
  afterEach(async () => {
    while (cleanups.length) await cleanups.pop()!();
  });

  it('logs each breaking change, then swaps; a failed refresh keeps the current schema', async () => {
    const sdl = await readFile(SNAPSHOT_PATH, 'utf8');
    const upstream = await startSchemaServer(buildSchema(sdl));
    cleanups.push(upstream.close);
    const dispatcher = new Agent();
    cleanups.push(() => dispatcher.close());
    const lines: Array<Record<string, unknown>> = [];
    const holder = await createSchemaHolder({
      executor: createUpstreamExecutor({ graphUrl: upstream.url, timeoutMs: 5_000, dispatcher }),
      introspectionToken: null,
      localTypeDefs,
      localResolvers: gatewayResolvers,
      refreshIntervalMs: null,
      log: (level, msg, data) => lines.push({ level, msg, ...data }),
    });
    cleanups.push(() => holder.stop());
    const before = holder.current();
    expect(holder.source()).toBe('live');
    expect(fieldsOf(before, 'Show')).toContain('coreFanInsight');

    expect((await holder.refresh()).result).toBe('unchanged');
    expect(holder.current()).toBe(before);

    // Upstream drift: a field removed, an argument's type changed.
    upstream.setSchema(
      buildSchema(
        sdl
          .replace(/\n\s*coreFanInsight\(getCoreFanInsightRequest: GetCoreFanInsightRequest!\): CoreFanInsightResponse/, '')
          .replace('deletePollForEpisode(episodeUri: String!): OperationStatus', 'deletePollForEpisode(episodeUri: EpisodeUri!): OperationStatus'),
      ),
    );
    const outcome = await holder.refresh();
    expect(outcome.result).toBe('swapped');
    const breaking = outcome.changes.filter((c) => c.kind === 'breaking').map((c) => c.description);
    expect(breaking).toEqual(['Mutation.deletePollForEpisode arg episodeUri has changed type from String! to EpisodeUri!.', 'Show.coreFanInsight was removed.']);
    const logged = lines.filter((l) => l.msg === 'upstream schema change (breaking)').map((l) => l.description);
    expect(logged).toEqual(expect.arrayContaining(breaking));
    expect(lines.findIndex((l) => l.msg === 'upstream schema change (breaking)')).toBeLessThan(lines.findIndex((l) => l.msg === 'upstream schema swapped'));
    expect(fieldsOf(holder.current(), 'Show')).not.toContain('coreFanInsight');

    upstream.setFailing(true);
    const swapped = holder.current();
    expect((await holder.refresh()).result).toBe('failed');
    expect(holder.current()).toBe(swapped);
    expect(holder.source()).toBe('live');
  });
});

describe('the public graph', () => {
  let sandbox: Sandbox | undefined;
  let gateway: Gateway | undefined;
  afterAll(async () => {
    await gateway?.close();
    await sandbox?.close();
  });

  it('hides the upstream fields the gateway replaces with checked ones, and keeps analytics as they are', async () => {
    sandbox = await startSandbox({ hooks: true });
    const config = withOverrides(loadConfig({}), { upstream: { restUrl: sandbox.restUrl, graphUrl: sandbox.graphUrl }, sandboxToken: sandbox.token });
    gateway = await createGateway(config, { logger: createLogger({ level: 'silent' }) });
    const schema = gateway.schema;
    expect(fieldsOf(schema, 'Mutation')).not.toEqual(expect.arrayContaining(['createPollForEpisode']));
    expect(fieldsOf(schema, 'Mutation')).toEqual(expect.arrayContaining(['savePoll', 'publishComment', 'generateAnalyticsInsight']));
    expect(fieldsOf(schema, 'Query')).not.toContain('getCommentsForEpisode');
    expect(fieldsOf(schema, 'Show')).not.toContain('showComments');
    expect(fieldsOf(schema, 'Show')).toEqual(expect.arrayContaining(['analytics', 'coreFanTimeSeries', 'comments', 'stationId']));
    expect(fieldsOf(schema, 'Episode')).toEqual(expect.arrayContaining(['analytics', 'analyticsBatch', 'analyticsStarts', 'poll', 'comments', 'id', 'state']));
  });
});

function fieldsOf(schema: GraphQLSchema, typeName: string): string[] {
  const type = schema.getType(typeName);
  return isObjectType(type) ? Object.keys(type.getFields()) : [];
}
