import { request } from 'undici';
import { createClient, type Client, type ExecutionResult } from 'graphql-ws';
import WebSocket from 'ws';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createLogger } from '../../src/logger.js';
import { startStack, type Stack } from '../helpers/stack.js';

/**
 * GraphQL over WebSocket (graphql-ws, issue 21): the `graphql-ws` client in Node against the
 * gateway on the sandbox. Every operation passes the same plugin chain as over HTTP, so the
 * refusals below carry the same codes as HTTP's (persisted documents, rate limit, auth).
 */

const TITLE = '{ episode(id: 700003) { title } }';
const PROGRESS = 'subscription ($jobId: ID!) { uploadProgress(jobId: $jobId) { id status } }';
const START_COVER = `mutation ($stationId: Int!, $size: Float!) {
  startDirectUpload(kind: SHOW_COVER_ART, stationId: $stationId, fileName: "cover.png", mimeType: "image/png", size: $size) { uploadUrl headers job { id } }
}`;
const FINISH_COVER = 'mutation ($jobId: ID!) { finishDirectUpload(jobId: $jobId, waitForProcessing: false) { id status } }';
// In the client package's manifest (client/src/generated/persisted-documents.json).
const GLOSSARY_HASH = 'd67a09ab64a6df250d5794ada18452d55076a4552a85bfec5637ba5046bdcc90';

type Result = ExecutionResult<Record<string, any>>;

const wsUrl = (stack: Stack) => `${stack.gatewayUrl.replace(/^http/, 'ws')}/graphql`;

function client(stack: Stack, connectionParams: Record<string, unknown> | undefined, options: { origin?: string } = {}): Client {
  return createClient({
    url: wsUrl(stack),
    webSocketImpl: class extends WebSocket {
      constructor(address: string, protocols?: string | string[]) {
        super(address, protocols, options.origin ? { headers: { origin: options.origin } } : {});
      }
    },
    connectionParams,
    retryAttempts: 0,
    lazy: true,
  });
}

/** Runs one operation to its end: every `next` result, or the `error` message's errors. */
function run(c: Client, payload: { query: string; variables?: Record<string, unknown>; extensions?: Record<string, unknown> }): Promise<{ results: Result[]; errors?: any[] }> {
  return new Promise((resolve, reject) => {
    const results: Result[] = [];
    c.subscribe(payload, {
      next: (r) => void results.push(r as Result),
      error: (e) => (Array.isArray(e) ? resolve({ results, errors: e }) : reject(e)),
      complete: () => resolve({ results }),
    });
  });
}

async function post(stack: Stack, body: Record<string, unknown>, token: string | null) {
  const res = await request(`${stack.gatewayUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  return (await res.body.json()) as Result;
}

/** Opens a raw socket with the graphql-ws subprotocol; resolves with its close code, or the HTTP status that refused the upgrade. */
function rawSocket(stack: Stack, options: { origin?: string; send?: unknown[] } = {}): Promise<{ code?: number; status?: number; messages: unknown[] }> {
  return new Promise((resolve) => {
    const socket = new WebSocket(wsUrl(stack), 'graphql-transport-ws', options.origin ? { headers: { origin: options.origin } } : {});
    const messages: unknown[] = [];
    socket.on('open', () => {
      for (const message of options.send ?? []) socket.send(JSON.stringify(message));
    });
    socket.on('message', (data) => messages.push(JSON.parse(String(data))));
    socket.on('unexpected-response', (_req, res) => {
      resolve({ status: res.statusCode, messages });
      socket.terminate();
    });
    socket.on('close', (code) => resolve({ code, messages }));
    socket.on('error', () => {});
  });
}

describe('WebSocket transport', () => {
  let stack: Stack;
  const lines: Array<Record<string, unknown>> = [];
  const open: Client[] = [];
  const track = (c: Client) => (open.push(c), c);

  beforeAll(async () => {
    stack = await startStack({
      logger: createLogger({ level: 'info', write: (line) => lines.push(JSON.parse(line) as Record<string, unknown>) }),
      behaviour: { imageProcessingMs: 100 },
      config: {
        corsOrigins: ['https://app.example'],
        websocketInitTimeoutMs: 300,
        websocketKeepAliveMs: 1_000,
        websocketMaxConnectionsPerToken: 2,
        websocketMaxSubscriptionsPerToken: 2,
        uploadPollInitialMs: 20,
        uploadPollMaxMs: 50,
      },
    });
  });
  afterAll(async () => {
    await Promise.all(open.map((c) => c.dispose()));
    await stack?.close();
  });
  beforeEach(() => stack.sandbox.hooks.reset());

  it('answers a query with the token of connection_init, as HTTP does', async () => {
    const c = track(client(stack, { authorization: `Bearer ${stack.sandbox.token}` }));
    const logged = () => lines.filter((l) => l.msg === 'request' && l.outcome === 'ok' && l.type === 'query').length;
    const before = logged();
    const { results, errors } = await run(c, { query: TITLE });
    // The request log has the operation, as for an HTTP request.
    expect(logged()).toBe(before + 1);
    expect(errors).toBeUndefined();
    expect(results).toEqual([await post(stack, { query: TITLE }, stack.sandbox.token)]);
    expect(results[0].data?.episode.title).toBe('The Night Shift #1: Field Notes');
    await c.dispose();
  });

  it('an operation its client completes before the answer is logged cancelled, with no upstream failure', async () => {
    const OVERVIEW = 'GET /v3/episodes/{episodeId}/overview';
    let arrive!: () => void;
    const arrived = new Promise<void>((resolve) => (arrive = resolve));
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    stack.sandbox.hooks.fault(OVERVIEW, { hold: () => (arrive(), released), times: 1 });
    const from = lines.length;
    const c = track(client(stack, { authorization: `Bearer ${stack.sandbox.token}` }));
    const results: Result[] = [];
    const stop = c.subscribe({ query: TITLE }, { next: (r) => void results.push(r as Result), error: () => {}, complete: () => {} });
    try {
      await arrived;
      // graphql-ws's `complete`: the operation's upstream call is cut, its answer never sent.
      stop();
      await vi.waitFor(() => expect(lines.slice(from).some((l) => l.msg === 'request')).toBe(true), { timeout: 10_000, interval: 20 });
    } finally {
      release();
    }
    const mine = lines.slice(from);
    expect(mine.filter((l) => l.msg === 'request')).toEqual([expect.objectContaining({ type: 'query', outcome: 'cancelled', codes: ['UPSTREAM_ERROR'] })]);
    expect(mine.filter((l) => l.msg === 'upstream failure')).toEqual([]);
    expect(results).toEqual([]);
    await c.dispose();
  });

  it('takes the bare token as `token` too', async () => {
    const c = track(client(stack, { token: stack.sandbox.token }));
    const { results } = await run(c, { query: TITLE });
    expect(results[0].data?.episode.title).toBe('The Night Shift #1: Field Notes');
    await c.dispose();
  });

  it('streams uploadProgress from the current state to COMPLETED, then completes', async () => {
    const start = await post(stack, { query: START_COVER, variables: { stationId: 5001, size: 1000 } }, stack.sandbox.token);
    const target = start.data!.startDirectUpload;
    const c = track(client(stack, { authorization: `Bearer ${stack.sandbox.token}` }));
    const seen: string[] = [];
    let first!: () => void;
    const firstSeen = new Promise<void>((resolve) => (first = resolve));
    const done = new Promise<void>((resolve, reject) => {
      c.subscribe(
        { query: PROGRESS, variables: { jobId: target.job.id } },
        { next: (r) => (seen.push((r.data as any)?.uploadProgress.status ?? 'error'), first()), error: reject, complete: resolve },
      );
    });
    await firstSeen;
    const put = await request(target.uploadUrl, { method: 'PUT', headers: { ...target.headers, 'content-length': '1000' }, body: Buffer.alloc(1000) });
    await put.body.dump();
    const finished = await post(stack, { query: FINISH_COVER, variables: { jobId: target.job.id } }, stack.sandbox.token);
    expect(finished.data?.finishDirectUpload.status).toBe('PROCESSING');
    await done;
    expect(seen[0]).toBe('UPLOADING');
    expect(seen.at(-1)).toBe('COMPLETED');
    await c.dispose();
  });

  it('answers a made-up token UNAUTHENTICATED, as HTTP does', async () => {
    const c = track(client(stack, { authorization: 'Bearer not-a-real-token' }));
    const { results, errors } = await run(c, { query: TITLE });
    const http = await post(stack, { query: TITLE }, 'not-a-real-token');
    const codes = [...(errors ?? []), ...results.flatMap((r) => r.errors ?? [])].map((e) => e.extensions?.code);
    expect(codes).toEqual(http.errors!.map((e) => e.extensions?.code));
    expect(codes).toContain('UNAUTHENTICATED');
    await c.dispose();
  });

  it('closes a socket whose connection_init carries a token that is not a string (4400)', async () => {
    const socket = await rawSocket(stack, { send: [{ type: 'connection_init', payload: { authorization: 42 } }] });
    expect(socket.code).toBe(4400);
  });

  it('closes a socket that sends no connection_init within WEBSOCKET_INIT_TIMEOUT_MS (4408)', async () => {
    const socket = await rawSocket(stack);
    expect(socket.code).toBe(4408);
  });

  it('drops a socket that does not answer the keep-alive ping; one that answers stays', async () => {
    const silent = new WebSocket(wsUrl(stack), 'graphql-transport-ws', { autoPong: false });
    const answering = new WebSocket(wsUrl(stack), 'graphql-transport-ws');
    const pinged = new Promise<void>((resolve) => silent.once('ping', () => resolve()));
    const closed = new Promise<number>((resolve) => silent.once('close', (code) => resolve(code)));
    for (const socket of [silent, answering]) {
      socket.on('error', () => {});
      socket.once('open', () => socket.send(JSON.stringify({ type: 'connection_init', payload: { token: stack.sandbox.token } })));
    }
    await pinged;
    // Terminated without a close frame (1006), one keep-alive interval after the unanswered ping.
    expect(await closed).toBe(1006);
    expect(answering.readyState).toBe(WebSocket.OPEN);
    answering.close();
  });

  it("refuses a browser's upgrade from an origin neither the gateway's nor in CORS_ORIGINS (403), takes the listed and the own", async () => {
    expect((await rawSocket(stack, { origin: 'https://evil.example' })).status).toBe(403);
    expect((await rawSocket(stack, { origin: 'null' })).status).toBe(403);
    for (const origin of ['https://app.example', stack.gatewayUrl]) {
      const c = track(client(stack, { token: stack.sandbox.token }, { origin }));
      const { results } = await run(c, { query: TITLE });
      expect(results[0].data?.episode.title).toBe('The Night Shift #1: Field Notes');
      await c.dispose();
    }
  });

  it('caps sockets per token (1013) and running operations per token (RATE_LIMITED), and frees the places', async () => {
    const token = stack.sandbox.tokens.other;
    const start = async () => (await post(stack, { query: START_COVER, variables: { stationId: 5101, size: 1000 } }, token)).data?.startDirectUpload?.job?.id as string | undefined;
    // Subscriptions that stay open: jobs waiting for an upload that never comes.
    const jobIds = [await start(), await start(), await start()];
    expect(jobIds.every((id) => typeof id === 'string')).toBe(true);

    const a = track(client(stack, { token }));
    const live: Array<() => void> = [];
    const opened = (c: Client, jobId: string) =>
      new Promise<void>((resolve, reject) => {
        live.push(c.subscribe({ query: PROGRESS, variables: { jobId } }, { next: () => resolve(), error: reject, complete: () => {} }));
      });
    await opened(a, jobIds[0]!);
    const b = track(client(stack, { token }));
    await opened(b, jobIds[1]!);
    // A third operation of this token (on either socket) is refused; another token's is not.
    const third = await run(a, { query: PROGRESS, variables: { jobId: jobIds[2] } });
    expect(third.errors?.map((e) => e.extensions?.code)).toEqual(['RATE_LIMITED']);
    const mine = track(client(stack, { token: stack.sandbox.token }));
    expect((await run(mine, { query: TITLE })).results[0].data?.episode.title).toBeDefined();
    await mine.dispose();

    // A third socket of this token is closed 1013 (try again later).
    const closed = await rawSocket(stack, { send: [{ type: 'connection_init', payload: { token } }] });
    expect(closed.code).toBe(1013);

    // Completing one operation frees its place.
    live[0]();
    await new Promise((resolve) => setTimeout(resolve, 100));
    const again = await run(b, { query: TITLE });
    expect(again.results[0].data).toBeDefined();
    // Closing a socket frees its place.
    await a.dispose();
    await new Promise((resolve) => setTimeout(resolve, 100));
    const c = track(client(stack, { token }));
    expect((await run(c, { query: TITLE })).errors).toBeUndefined();
    await Promise.all([b.dispose(), c.dispose()]);
  });
});

describe('WebSocket transport under PERSISTED_DOCUMENTS=only and RATE_LIMIT_PER_MINUTE', () => {
  let stack: Stack;
  beforeAll(async () => {
    stack = await startStack({ config: { persistedDocuments: 'only', rateLimitPerMinute: 3 } });
  });
  afterAll(() => stack?.close());

  it('refuses an ad hoc document PERSISTED_QUERY_ONLY, runs a manifest document by hash, and counts against the rate limit as HTTP does', async () => {
    const c = client(stack, { token: stack.sandbox.token });
    try {
      const adHoc = await run(c, { query: TITLE });
      expect(adHoc.errors?.map((e) => e.extensions?.code)).toEqual(['PERSISTED_QUERY_ONLY']);
      expect(stack.sandbox.hooks.calls()).toEqual([]);

      const byHash = await run(c, { query: '', extensions: { persistedQuery: { version: 1, sha256Hash: GLOSSARY_HASH } } });
      expect(byHash.errors).toBeUndefined();
      expect(byHash.results[0].data?.analyticsGlossary.length).toBeGreaterThan(0);

      // Three operations a minute for this token, whichever the transport.
      await post(stack, { documentId: `sha256:${GLOSSARY_HASH}` }, stack.sandbox.token);
      const limited = await run(c, { query: '', extensions: { persistedQuery: { version: 1, sha256Hash: GLOSSARY_HASH } } });
      const refusals = [...(limited.errors ?? []), ...limited.results.flatMap((r) => r.errors ?? [])];
      expect(refusals.map((e) => e.extensions?.code)).toEqual(['RATE_LIMITED']);
      // No Retry-After header on a socket: the delay is in the error's extensions.
      const seconds = refusals[0].extensions?.retryAfterSeconds;
      expect(Number.isInteger(seconds) && seconds >= 1 && seconds <= 60, String(seconds)).toBe(true);
    } finally {
      await c.dispose();
    }
  });
});

describe('the token of connection_init', () => {
  it('is read from authorization, Authorization, headers.authorization or token; none is null; not a string or two that disagree is refused', async () => {
    const { authorizationOf } = await import('../../src/transport/websocket.js');
    expect(authorizationOf({ authorization: 'Bearer a' })).toBe('Bearer a');
    expect(authorizationOf({ Authorization: 'Bearer a' })).toBe('Bearer a');
    expect(authorizationOf({ headers: { Authorization: 'Bearer a' } })).toBe('Bearer a');
    expect(authorizationOf({ token: 'a' })).toBe('Bearer a');
    expect(authorizationOf({ token: 'a', authorization: 'Bearer a' })).toBe('Bearer a');
    expect(authorizationOf(undefined)).toBeNull();
    expect(authorizationOf({})).toBeNull();
    expect(authorizationOf({ authorization: '' })).toBeNull();
    expect(authorizationOf({ token: 'a', authorization: 'Bearer b' })).toBeInstanceOf(Error);
    expect(authorizationOf({ token: 7 })).toBeInstanceOf(Error);
  });
});

describe('shutdown', () => {
  it('closes open sockets with 1001 and stops, a subscription still running', async () => {
    const stack = await startStack();
    const start = await post(stack, { query: START_COVER, variables: { stationId: 5001, size: 1000 } }, stack.sandbox.token);
    const socket = new WebSocket(wsUrl(stack), 'graphql-transport-ws');
    const closed = new Promise<number>((resolve) => socket.once('close', (code) => resolve(code)));
    const live = new Promise<void>((resolve) => {
      socket.on('message', (data) => {
        const message = JSON.parse(String(data));
        if (message.type === 'connection_ack') {
          socket.send(JSON.stringify({ id: '1', type: 'subscribe', payload: { query: PROGRESS, variables: { jobId: start.data!.startDirectUpload.job.id } } }));
        }
        if (message.type === 'next') resolve();
      });
    });
    socket.once('open', () => socket.send(JSON.stringify({ type: 'connection_init', payload: { token: stack.sandbox.token } })));
    await live;
    await stack.close();
    expect(await closed).toBe(1001);
  });
});
