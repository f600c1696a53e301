import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { print } from 'graphql';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { withOverrides } from '../../src/config.js';
import { createGateway, type Gateway } from '../../src/gateway.js';
import { graphql } from '../../src/generated/client/index.js';
import { createLogger } from '../../src/logger.js';
import { SANDBOX_TOKENS } from '../../src/sandbox/index.js';
import { startServer, type RunningServer } from '../../src/server.js';
import { errorCodes, startStack, type Stack } from '../helpers/stack.js';
import { expectCommonRules, expectNoSecrets, onlyCall, publishedEpisode, scheduledEpisode, STATION } from './rest-fixtures.js';

/**
 * Status mapping (docs/architecture.md#errors-are-data) and every documented error row of spec section 7.
 * The audio-poll 404 row (4.26) belongs to the upload pipeline and is tested with it.
 */

const REGION = 'GET /v3/region';
const UPDATE = 'POST /v3/episodes/{episodeId}/update';
const TIMEOUT_MS = 600;

const Reads = graphql(`
  query RestErrorReads {
    region
    userVerification
  }
`);

const Terms = graphql(`
  query RestErrorTerms($userId: Int!) {
    termsAndContactability(userId: $userId) {
      countryRule
    }
  }
`);

const SyncIndex = graphql(`
  mutation RestErrorSyncIndex($stationId: Int!) {
    syncEpisodeListIndex(stationId: $stationId)
  }
`);

const SyncMonetization = graphql(`
  mutation RestErrorSyncMonetization($stationId: Int!) {
    syncMonetizationLifecycle(stationId: $stationId) {
      partnerProgram {
        lifecycleState
      }
    }
  }
`);

const Update = graphql(`
  mutation RestErrorUpdate($id: Int!, $input: UpdateEpisodeInput!) {
    updateEpisode(id: $id, input: $input) {
      episode {
        title
      }
    }
  }
`);

const Publish = graphql(`
  mutation RestErrorPublish($id: Int!) {
    publishEpisode(id: $id) {
      previousState
    }
  }
`);

let stack: Stack;
beforeAll(async () => {
  stack = await startStack({ config: { upstreamTimeoutMs: TIMEOUT_MS } });
});
afterAll(() => stack?.close());
beforeEach(() => stack.sandbox.hooks.reset());

describe('upstream status to client code', () => {
  it('204 (no content) is a null field, not an error', async () => {
    stack.sandbox.hooks.fault(REGION, { status: 204 });
    stack.sandbox.hooks.fault('GET /v3/users/verification', { status: 204 });
    const { data, errors } = await stack.query(Reads, {});
    expect(errors).toBeUndefined();
    expect(data).toEqual({ region: null, userVerification: null });
  });

  it('204 on a write is a success', async () => {
    stack.sandbox.hooks.fault('POST /v3/stations/{stationId}/episode-list-index', { status: 204 });
    const { data, errors } = await stack.query(SyncIndex, { stationId: STATION });
    expect(errors).toBeUndefined();
    expect(data!.syncEpisodeListIndex).toBe(true);
  });

  it.each([
    [400, 'BAD_USER_INPUT'],
    [401, 'UNAUTHENTICATED'],
    [403, 'FORBIDDEN'],
    [404, 'NOT_FOUND'],
    [409, 'CONFLICT'],
    [429, 'RATE_LIMITED'],
    [500, 'UPSTREAM_ERROR'],
    [502, 'UPSTREAM_ERROR'],
    [504, 'UPSTREAM_TIMEOUT'],
  ])('%i becomes %s, with status and route but no secrets; the other field still answers', async (status, code) => {
    stack.sandbox.hooks.fault(REGION, { status, body: { error: 'boom', detail: `see ${stack.sandbox.restUrl}/internal` } });
    const { data, errors } = await stack.query(Reads, {}, { expectErrors: true });
    expect(data).toMatchObject({ region: null, userVerification: { isVerified: true } });
    expect(errorCodes(errors)).toEqual([code]);
    expect(errors![0].path).toEqual(['region']);
    expect(errors![0].extensions).toMatchObject({ status, route: REGION, upstream: 'rest' });
    expectNoSecrets(stack, errors);
  });

  it('404 of a show-scoped read is NOT_FOUND', async () => {
    stack.sandbox.hooks.fault('GET /v3/users/{userId}/settings/termsAndContactability', { status: 404 });
    const { errors } = await stack.query(Terms, { userId: 1001 }, { expectErrors: true });
    expect(errorCodes(errors)).toEqual(['NOT_FOUND']);
  });

  it('409 on a write other than the slug is CONFLICT', async () => {
    stack.sandbox.hooks.fault('POST /v5/monetization-lifecycle/{stationId}/sync-and-fetch', { status: 409 });
    const { data, errors } = await stack.query(SyncMonetization, { stationId: STATION }, { expectErrors: true });
    expect(data).toEqual({ syncMonetizationLifecycle: null });
    expect(errorCodes(errors)).toEqual(['CONFLICT']);
  });

  it('a 5xx on a POST is not retried (a POST is never repeated blindly)', async () => {
    stack.sandbox.hooks.fault('POST /v3/stations/{stationId}/episode-list-index', { status: 503 });
    const { errors } = await stack.query(SyncIndex, { stationId: STATION }, { expectErrors: true });
    expect(errorCodes(errors)).toEqual(['UPSTREAM_ERROR']);
    expect(stack.sandbox.hooks.count('POST /v3/stations/{stationId}/episode-list-index')).toBe(1);
  });

  it('a hanging upstream is UPSTREAM_TIMEOUT within the configured bound', async () => {
    stack.sandbox.hooks.fault(REGION, { hang: true });
    const { data, errors } = await stack.query(Reads, {}, { expectErrors: true });
    expect(errorCodes(errors)).toEqual(['UPSTREAM_TIMEOUT']);
    expect(data).toMatchObject({ region: null, userVerification: { isVerified: true } });
  });

  it('no token: UNAUTHENTICATED with no upstream call', async () => {
    const { errors } = await stack.query(Reads, {}, { token: null, expectErrors: true });
    expect(errorCodes(errors)).toEqual(['UNAUTHENTICATED', 'UNAUTHENTICATED']);
    expect(stack.sandbox.hooks.calls()).toHaveLength(0);
  });

  it('a token the upstream refuses: UNAUTHENTICATED', async () => {
    const { errors } = await stack.query(Reads, {}, { token: 'not-a-real-token', expectErrors: true });
    expect(errorCodes(errors)).toEqual(['UNAUTHENTICATED', 'UNAUTHENTICATED']);
  });
});

describe('spec section 7, row by row', () => {
  it('draft overview 403: a draft is served from the GraphQL side; another account\'s episode stays FORBIDDEN, unchanged', async () => {
    const ep = scheduledEpisode(stack);
    const { data, errors } = await stack.query(Publish, { id: ep.episodeId }, { token: SANDBOX_TOKENS.other, expectErrors: true });
    expect(data).toEqual({ publishEpisode: null });
    expect(errorCodes(errors)).toEqual(['FORBIDDEN']);
    expect(stack.sandbox.hooks.count(UPDATE)).toBe(0);
    expect(stack.sandbox.store.episodes.get(ep.episodeId)!.isPublished).toBe(false);
  });

  it('wizardDraftedToPublishOn is always sent as the .000Z string; a 400 from the update is BAD_USER_INPUT', async () => {
    const ep = scheduledEpisode(stack);
    const { errors } = await stack.query(Update, { id: ep.episodeId, input: { title: 'Renamed' } });
    expect(errors).toBeUndefined();
    const body = onlyCall(stack, UPDATE).body as Record<string, unknown>;
    expect(body.wizardDraftedToPublishOn).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.000Z$/);
    expect(body.publishOn).toBe(ep.publishOn);
    stack.sandbox.hooks.fault(UPDATE, { status: 400 });
    const refused = await stack.query(Update, { id: ep.episodeId, input: { title: 'Again' } }, { expectErrors: true });
    expect(errorCodes(refused.errors)).toEqual(['BAD_USER_INPUT']);
  });

  it('every POST and PUT carries Origin and Referer', async () => {
    const ep = publishedEpisode(stack);
    await stack.query(Update, { id: ep.episodeId, input: { description: 'x' } });
    await stack.query(SyncIndex, { stationId: STATION });
    await stack.query(SyncMonetization, { stationId: STATION });
    const writes = stack.sandbox.hooks.calls({ upstream: 'rest' }).filter((c) => c.method !== 'GET');
    expect(writes.length).toBe(3);
    for (const call of writes) {
      expectCommonRules(stack, call);
      expect(call.problems).not.toContain('missing-origin');
    }
  });

  it('an update never omits the title (the host would store it blank)', async () => {
    const ep = publishedEpisode(stack);
    await stack.query(Update, { id: ep.episodeId, input: { isExplicit: true } });
    expect(onlyCall(stack, UPDATE).body).toMatchObject({ title: ep.title });
    expect(stack.sandbox.store.episodes.get(ep.episodeId)!.title).toBe(ep.title);
  });
});

describe('an upstream that answers with no body or no JSON (spec 7: error bodies not shown)', () => {
  let raw: Server;
  let replica: { gateway: Gateway; server: RunningServer };
  const answers = new Map<string, { status: number; body?: string; type?: string }>();

  beforeAll(async () => {
    raw = createServer((req: IncomingMessage, res: ServerResponse) => {
      req.resume();
      const path = new URL(req.url ?? '/', 'http://x').pathname;
      const answer = answers.get(`${req.method} ${path}`) ?? { status: 404 };
      res.writeHead(answer.status, answer.type ? { 'content-type': answer.type } : {});
      res.end(answer.body ?? '');
    });
    await new Promise<void>((resolve) => raw.listen(0, '127.0.0.1', resolve));
    const restUrl = `http://127.0.0.1:${(raw.address() as AddressInfo).port}`;
    const config = withOverrides(stack.config, { upstream: { restUrl, graphUrl: stack.sandbox.graphUrl } });
    const gateway = await createGateway(config, { logger: createLogger({ level: 'silent' }) });
    replica = { gateway, server: await startServer(gateway.yoga, { port: 0, host: '127.0.0.1' }) };
  });
  afterAll(async () => {
    await replica?.server.close(1_000);
    await replica?.gateway.close();
    await new Promise((resolve) => raw?.close(resolve));
  });

  async function send(document: typeof Reads | typeof SyncIndex, variables: Record<string, unknown> = {}) {
    const res = await fetch(`${replica.server.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${stack.sandbox.token}` },
      body: JSON.stringify({ query: print(document), variables }),
    });
    return (await res.json()) as { data?: Record<string, unknown> | null; errors?: Array<{ message: string; extensions?: Record<string, unknown> }> };
  }

  it('401 with an empty body is UNAUTHENTICATED', async () => {
    answers.set('GET /v3/region', { status: 401 });
    answers.set('GET /v3/users/verification', { status: 200, body: '{"ok":true}', type: 'application/json' });
    const body = await send(Reads);
    expect(errorCodes(body.errors as never)).toEqual(['UNAUTHENTICATED']);
    expect(body.data).toEqual({ region: null, userVerification: { ok: true } });
  });

  it('200 with an empty body is null, 200 with HTML is UPSTREAM_ERROR, 500 with HTML is UPSTREAM_ERROR without the page', async () => {
    answers.set('GET /v3/region', { status: 200 });
    answers.set('GET /v3/users/verification', { status: 200, body: '<html>maintenance</html>', type: 'text/html' });
    const first = await send(Reads);
    expect(first.data).toEqual({ region: null, userVerification: null });
    expect(errorCodes(first.errors as never)).toEqual(['UPSTREAM_ERROR']);
    answers.set('GET /v3/region', { status: 500, body: '<html>Internal error at db-7.internal</html>', type: 'text/html' });
    const second = await send(Reads);
    expect(errorCodes(second.errors as never)).toContain('UPSTREAM_ERROR');
    expect(JSON.stringify(second)).not.toContain('db-7.internal');
  });

  it('204 with no body on a POST is a success', async () => {
    answers.set(`POST /v3/stations/${STATION}/episode-list-index`, { status: 204 });
    const body = await send(SyncIndex, { stationId: STATION });
    expect(body.errors).toBeUndefined();
    expect(body.data).toEqual({ syncEpisodeListIndex: true });
  });
});
