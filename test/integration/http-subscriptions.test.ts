import { randomUUID } from 'node:crypto';
import { ApolloClient, HttpLink, InMemoryCache, gql } from '@apollo/client';
import { request } from 'undici';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createLogger } from '../../src/logger.js';
import { startStack, type Stack } from '../helpers/stack.js';

/**
 * Issue 28: subscriptions over HTTP as Apollo Client's HttpLink sends them (its multipart
 * protocol), the coded 406 for a subscription that accepts only JSON, and the per-token cap on
 * HTTP subscriptions (SSE and multipart alike).
 */

type Line = Record<string, unknown> & { msg: string };
const lines: Line[] = [];
const logger = createLogger({ level: 'info', write: (line) => lines.push(JSON.parse(line) as Line) });

const PROGRESS = `subscription Progress($jobId: ID!) { uploadProgress(jobId: $jobId) { id status step } }`;
const START_COVER = `mutation StartCover($stationId: Int!, $size: Float!) {
  startDirectUpload(kind: SHOW_COVER_ART, stationId: $stationId, fileName: "cover.png", mimeType: "image/png", size: $size) { uploadUrl headers job { id } }
}`;
const FINISH_COVER = `mutation FinishCover($jobId: ID!) { finishDirectUpload(jobId: $jobId, waitForProcessing: false) { id status } }`;
/** What Apollo Client 4's HttpLink sends for a subscription. */
const APOLLO_ACCEPT = 'multipart/mixed;boundary=graphql;subscriptionSpec=1.0,application/graphql-response+json,application/json;q=0.9';

let stack: Stack;
beforeAll(async () => {
  stack = await startStack({
    logger,
    behaviour: { imageProcessingMs: 150 },
    config: { uploadPollInitialMs: 20, uploadPollMaxMs: 50, uploadPollTimeoutMs: 20_000, httpSubscriptionsMaxPerToken: 2 },
  });
});
afterAll(() => stack?.close());
beforeEach(() => {
  stack.sandbox.hooks.reset();
  lines.length = 0;
});

const url = () => `${stack.gatewayUrl}/graphql`;

async function post(query: string, variables: Record<string, unknown>, token = stack.sandbox.token) {
  const res = await fetch(url(), { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` }, body: JSON.stringify({ query, variables }) });
  return (await res.json()) as { data?: Record<string, any>; errors?: unknown[] };
}

/** Opens a subscription over HTTP and returns its response (headers read: the subscription started or was refused). */
function open(accept: string, jobId: string, token = stack.sandbox.token, signal?: AbortSignal) {
  return fetch(url(), {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept, authorization: `Bearer ${token}` },
    body: JSON.stringify({ query: PROGRESS, variables: { jobId } }),
    signal,
  });
}

/** The refusal's errors: a JSON body, or over SSE the one `next` event's data. */
async function errorsOf(res: Response): Promise<{ errors: Array<{ extensions: Record<string, unknown> }> }> {
  const text = await res.text();
  if (!/^text\/event-stream/.test(res.headers.get('content-type') ?? '')) return JSON.parse(text);
  const data = text.split('\n').find((line) => line.startsWith('data: {'));
  return JSON.parse(data!.slice('data: '.length));
}

describe("Apollo Client's HttpLink (multipart subscriptions)", () => {
  it('follows uploadProgress to COMPLETED over one multipart answer, then completes', async () => {
    const start = await post(START_COVER, { stationId: 5001, size: 1000 });
    const target = start.data!.startDirectUpload;
    const client = new ApolloClient({
      link: new HttpLink({ uri: url(), headers: { authorization: `Bearer ${stack.sandbox.token}` } }),
      cache: new InMemoryCache(),
    });
    const seen: string[] = [];
    const errors: unknown[] = [];
    let first!: () => void;
    const live = new Promise<void>((resolve) => (first = resolve));
    const done = new Promise<void>((resolve, reject) => {
      client.subscribe({ query: gql(PROGRESS), variables: { jobId: target.job.id } }).subscribe({
        next: (result) => {
          if (result.error) errors.push(result.error);
          const status = (result.data as { uploadProgress?: { status: string } } | undefined)?.uploadProgress?.status;
          if (status) seen.push(status);
          first();
        },
        error: reject,
        complete: resolve,
      });
    });
    await live; // the job's current state arrived: the subscription is live
    const put = await request(target.uploadUrl, { method: 'PUT', headers: { ...(target.headers as Record<string, string>), 'content-length': '1000' }, body: Buffer.alloc(1000) });
    await put.body.dump();
    expect((await post(FINISH_COVER, { jobId: target.job.id })).data!.finishDirectUpload.status).toBe('PROCESSING');
    await done;
    expect(errors).toEqual([]);
    expect(seen[0]).toBe('UPLOADING');
    expect(seen.at(-1)).toBe('COMPLETED');
    const order = ['UPLOADING', 'PROCESSING', 'COMPLETED'];
    expect(seen.map((s) => order.indexOf(s))).toEqual(seen.map((s) => order.indexOf(s)).sort((a, b) => a - b));
  });

  it("answers in Apollo's format: the boundary and spec in the content type, a heartbeat first, each event as a payload, the closing delimiter", async () => {
    const start = await post(START_COVER, { stationId: 5001, size: 1000 });
    const target = start.data!.startDirectUpload;
    const res = await open(APOLLO_ACCEPT, target.job.id);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('multipart/mixed;boundary="graphql";subscriptionSpec="1.0"');
    const reader = res.body!.getReader();
    const decoder = new TextDecoder();
    let text = '';
    // Until the job's current state has arrived.
    while (!text.includes('"payload"')) text += decoder.decode((await reader.read()).value, { stream: true });
    const put = await request(target.uploadUrl, { method: 'PUT', headers: { ...(target.headers as Record<string, string>), 'content-length': '1000' }, body: Buffer.alloc(1000) });
    await put.body.dump();
    await post(FINISH_COVER, { jobId: target.job.id });
    for (;;) {
      const chunk = await reader.read();
      if (chunk.done) break;
      text += decoder.decode(chunk.value, { stream: true });
    }
    expect(text.startsWith('\r\n--graphql\r\n')).toBe(true);
    expect(text.endsWith('\r\n--graphql--\r\n')).toBe(true);
    const parts = text.slice('\r\n--graphql'.length, -'\r\n--graphql--\r\n'.length).split('\r\n--graphql').map((part) => {
      const [head, body] = part.split('\r\n\r\n');
      expect(head).toMatch(/content-type: application\/json/i);
      return JSON.parse(body) as { payload?: { data?: { uploadProgress: { status: string } } } };
    });
    expect(parts[0]).toEqual({});
    const payloads = parts.filter((p) => 'payload' in p);
    expect(payloads.every((p) => p.payload?.data?.uploadProgress)).toBe(true);
    expect(payloads.at(-1)!.payload!.data!.uploadProgress.status).toBe('COMPLETED');
  });
});

describe('a subscription that accepts only JSON', () => {
  it('is refused before it starts: 406 with a coded JSON body, each served type named once, logged as refused', async () => {
    const res = await open('application/graphql-response+json, application/json;q=0.9', randomUUID());
    expect(res.status).toBe(406);
    expect(res.headers.get('content-type')).toMatch(/^application\/(graphql-response\+)?json/);
    const body = (await res.json()) as { errors: Array<{ message: string; extensions: { code: string } }> };
    expect(body.errors.map((e) => e.extensions.code)).toEqual(['BAD_REQUEST']);
    expect(body.errors[0].message).toMatch(/text\/event-stream/);
    const requestId = res.headers.get('x-request-id');
    const logged = lines.filter((l) => l.msg === 'request' && l.requestId === requestId);
    expect(logged).toEqual([expect.objectContaining({ outcome: 'refused', codes: ['BAD_REQUEST'] })]);
  });

  it('names each type it serves once in a 406 that no processor takes', async () => {
    const res = await fetch(url(), {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'text/html', authorization: `Bearer ${stack.sandbox.token}` },
      body: JSON.stringify({ query: PROGRESS, variables: { jobId: randomUUID() } }),
    });
    expect(res.status).toBe(406);
    const body = (await res.json()) as { errors: Array<{ extensions: { code: string } }> };
    expect(body.errors[0].extensions.code).toBe('BAD_REQUEST');
    const accept = (res.headers.get('accept') ?? '').split(',').map((t) => t.trim().split(';')[0]);
    expect(accept).toContain('text/event-stream');
    expect(new Set(accept).size).toBe(accept.length);
  });
});

describe('a @defer query from a server-side client whose Accept lists JSON before the stream types', () => {
  it('is answered in parts (multipart/mixed), not refused 406', async () => {
    const episodeId = [...stack.sandbox.store.episodes.values()].find((e) => e.stationId === 5001 && e.isPublished)!.episodeId;
    const query = 'query Deferred($id: Int!) { episode(id: $id) { id ... @defer { title } } }';
    const res = await fetch(url(), {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/graphql-response+json, application/json, text/event-stream, multipart/mixed', authorization: `Bearer ${stack.sandbox.token}` },
      body: JSON.stringify({ query, variables: { id: episodeId } }),
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^multipart\/mixed/);
    const text = await res.text();
    expect(text).toContain('"hasNext":false');
    expect(text).toContain('"title"');
  });
});

describe('HTTP_SUBSCRIPTIONS_MAX_PER_TOKEN', () => {
  it('refuses one subscription more per token over SSE and multipart alike (429 RATE_LIMITED), counts another token apart, and frees a place when a client goes away', async () => {
    const first = new AbortController();
    const a = await open('text/event-stream', randomUUID(), stack.sandbox.token, first.signal);
    const b = await open(APOLLO_ACCEPT, randomUUID());
    expect([a.status, b.status]).toEqual([200, 200]);

    for (const accept of ['text/event-stream', APOLLO_ACCEPT]) {
      const refused = await open(accept, randomUUID());
      expect(refused.status).toBe(429);
      const body = await errorsOf(refused);
      expect(body.errors[0].extensions).toMatchObject({ code: 'RATE_LIMITED', limit: 'httpSubscriptionsPerToken', max: 2 });
    }

    // Another account's token has places of its own.
    const other = new AbortController();
    const elsewhere = await open('text/event-stream', randomUUID(), stack.sandbox.tokens.other, other.signal);
    expect(elsewhere.status).toBe(200);
    other.abort();

    // The first client goes away: its place comes free once the gateway sees the connection close.
    first.abort();
    let again: Response | undefined;
    for (let attempt = 0; attempt < 200; attempt++) {
      const controller = new AbortController();
      const res = await open('text/event-stream', randomUUID(), stack.sandbox.token, controller.signal);
      if (res.status === 200) {
        again = res;
        controller.abort();
        break;
      }
      await res.body?.cancel();
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(again?.status).toBe(200);
    await b.body?.cancel();
  });
});
