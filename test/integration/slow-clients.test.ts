import { randomBytes, randomUUID } from 'node:crypto';
import { connect, type Socket } from 'node:net';
import { print } from 'graphql';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { graphql } from '../../src/generated/client/index.js';
import { startStack, type Stack } from '../helpers/stack.js';
import { collectSse } from './upload-client.js';

/**
 * Slow clients (issue 8, item 6), over raw sockets so every byte's timing is the test's: headers
 * and ordinary bodies have a deadline, an upload may take as long as it keeps sending, and the
 * number of open connections is capped. Bounds are short here (config overrides), and the
 * assertions on time are generous: a bound is honoured, never a precise moment.
 */

const SlowEpisode = graphql(`
  query SlowClientEpisode($id: Int!) {
    episode(id: $id) {
      title
    }
  }
`);

const SlowUpload = graphql(`
  mutation SlowClientUpload($episodeId: Int!, $stationId: Int!, $file: Upload!, $size: Float, $jobId: ID) {
    uploadEpisodeAudio(episodeId: $episodeId, stationId: $stationId, file: $file, size: $size, jobId: $jobId) {
      id
      status
      bytesSent
      failureReason
    }
  }
`);

const SlowUploadJob = graphql(`
  query SlowClientUploadJob($id: ID!) {
    uploadJob(id: $id) {
      status
      failureReason
    }
  }
`);

const SlowUploadProgress = graphql(`
  subscription SlowClientUploadProgress($jobId: ID!) {
    uploadProgress(jobId: $jobId) {
      status
    }
  }
`);

const HEADERS_MS = 500;
const BODY_MS = 500;
const IDLE_MS = 500;
const MAX_CONNECTIONS = 12;
/** Scheduling slack on a machine shared with other test runs. */
const SLACK_MS = 1_500;

let stack: Stack;
let port: number;
beforeAll(async () => {
  stack = await startStack({
    behaviour: { audioPoll404Ms: 20, mediaProcessingMs: 20 },
    config: {
      requestHeadersTimeoutMs: HEADERS_MS,
      requestBodyTimeoutMs: BODY_MS,
      uploadIdleTimeoutMs: IDLE_MS,
      maxConnections: MAX_CONNECTIONS,
      uploadPollInitialMs: 20,
      uploadPollMaxMs: 50,
    },
  });
  port = Number(new URL(stack.gatewayUrl).port);
});
afterAll(() => stack?.close());
beforeEach(() => stack.sandbox.hooks.reset());

describe('headers', () => {
  it('closes a connection whose headers arrive a byte at a time, soon after the headers bound', async () => {
    const body = JSON.stringify({ query: print(SlowEpisode), variables: { id: 700003 } });
    const head = `POST /graphql HTTP/1.1\r\nHost: gw\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n`;
    const exchange = await rawExchange([...head].map((byte) => ({ write: byte, afterMs: 100 })));
    expect(exchange.statusLine).toBe('HTTP/1.1 408 Request Timeout');
    expect(exchange.closedAfterMs).toBeGreaterThanOrEqual(HEADERS_MS - 50);
    expect(exchange.closedAfterMs).toBeLessThan(HEADERS_MS + SLACK_MS);
    // Nothing of the request reached the GraphQL layer.
    expect(stack.sandbox.hooks.calls()).toEqual([]);
  });
});

describe('ordinary bodies', () => {
  it('answers 408 with a coded error and closes the connection when a JSON body trickles past the body bound', async () => {
    const body = JSON.stringify({ query: print(SlowEpisode), variables: { id: 700003 } });
    const head = `POST /graphql HTTP/1.1\r\nHost: gw\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n`;
    const exchange = await rawExchange([{ write: head }, ...[...body].map((byte) => ({ write: byte, afterMs: 100 }))]);
    expect(exchange.statusLine).toBe('HTTP/1.1 408 Request Timeout');
    expect(exchange.headers['connection']).toBe('close');
    expect(JSON.parse(exchange.body)).toEqual({
      errors: [{ message: 'The request body did not arrive within 0.5 s.', extensions: { code: 'BAD_REQUEST' } }],
    });
    expect(exchange.closedAfterMs).toBeLessThan(BODY_MS + SLACK_MS);
    expect(stack.sandbox.hooks.calls()).toEqual([]);
  });

  it('does not bound what comes after the body: an upstream slower than the body bound still answers', async () => {
    stack.sandbox.hooks.fault('GET /v3/episodes/{episodeId}/overview', { latencyMs: BODY_MS + 400 });
    const res = await stack.query(SlowEpisode, { id: 700003 });
    expect(res.status).toBe(200);
    expect(res.data).toEqual({ episode: { title: 'The Night Shift #1: Field Notes' } });
  });
});

describe('uploads: an idle bound instead of a body bound', () => {
  function episodeId(): number {
    for (const e of stack.sandbox.store.episodes.values()) if (e.stationId === 5001 && e.isPublished) return e.episodeId;
    throw new Error('no published episode in station 5001');
  }

  /**
   * An upload request in pieces: HTTP head, multipart fields, the file part's head, the tail. The
   * file's size is not declared (`size`), so the gateway spools it: the idle bound covers that
   * path as it does the streamed one.
   */
  function uploadParts(size: number, jobId: string) {
    const boundary = `----slow-${randomBytes(6).toString('hex')}`;
    const operations = JSON.stringify({ query: print(SlowUpload), variables: { episodeId: episodeId(), stationId: 5001, jobId, file: null } });
    const preamble =
      `--${boundary}\r\nContent-Disposition: form-data; name="operations"\r\n\r\n${operations}\r\n` +
      `--${boundary}\r\nContent-Disposition: form-data; name="map"\r\n\r\n${JSON.stringify({ 0: ['variables.file'] })}\r\n`;
    const filePart = `--${boundary}\r\nContent-Disposition: form-data; name="0"; filename="take.mp3"\r\nContent-Type: audio/mpeg\r\n\r\n`;
    const tail = `\r\n--${boundary}--\r\n`;
    const length = Buffer.byteLength(preamble) + Buffer.byteLength(filePart) + size + Buffer.byteLength(tail);
    const http =
      `POST /graphql HTTP/1.1\r\nHost: gw\r\nAuthorization: Bearer ${stack.sandbox.token}\r\nX-GraphQL-Yoga-CSRF: 1\r\n` +
      `Accept: application/json\r\nConnection: close\r\nContent-Type: multipart/form-data; boundary=${boundary}\r\nContent-Length: ${length}\r\n\r\n`;
    return { http, preamble, filePart, tail };
  }

  it('completes an upload that keeps sending small chunks for longer than the body bound, its progress stream open all along', async () => {
    const chunks = 10;
    const chunk = randomBytes(1_000);
    const jobId = randomUUID();
    const parts = uploadParts(chunks * chunk.length, jobId);
    // The event stream's request body arrived at once; its answer lasts as long as the upload.
    let opened!: () => void;
    const open = new Promise<void>((resolve) => (opened = resolve));
    const progress = collectSse(`${stack.gatewayUrl}/graphql`, SlowUploadProgress, { jobId }, { token: stack.sandbox.token, onOpen: () => opened() });
    await open;
    const exchange = await rawExchange([
      { write: parts.http + parts.preamble + parts.filePart },
      // 10 pauses of 150 ms: 1.5 s in all, three times the body bound, never idle near its bound.
      ...Array.from({ length: chunks }, () => ({ write: chunk, afterMs: 150 })),
      { write: parts.tail },
    ]);
    expect(exchange.statusLine).toBe('HTTP/1.1 200 OK');
    expect(exchange.closedAfterMs).toBeGreaterThan(3 * BODY_MS);
    expect(JSON.parse(exchange.body)).toEqual({
      data: { uploadEpisodeAudio: { id: jobId, status: 'COMPLETED', bytesSent: chunks * chunk.length, failureReason: null } },
    });
    const events = await progress;
    expect(events.at(0)?.data?.uploadProgress.status).toBe('UPLOADING');
    expect(events.at(-1)?.data?.uploadProgress.status).toBe('COMPLETED');
  });

  it('cuts an upload that stops sending in the middle of its file, and its job fails', async () => {
    const jobId = randomUUID();
    const parts = uploadParts(10_000, jobId);
    // 2,000 of 10,000 bytes, then silence.
    const exchange = await rawExchange([{ write: parts.http + parts.preamble + parts.filePart }, { write: randomBytes(2_000), afterMs: 50 }]);
    expect(exchange.closed).toBe(true);
    expect(exchange.closedAfterMs).toBeLessThan(IDLE_MS + SLACK_MS);
    // The job's end is written as the pipeline sees its connection go: awaited as that event,
    // not read once (a busy machine wrote it after the read; issue 26).
    let status: string | undefined;
    while ((status = (await stack.query(SlowUploadJob, { id: jobId })).data?.uploadJob?.status) === 'UPLOADING') await new Promise((r) => setTimeout(r, 20));
    expect(status).toBe('FAILED');
  });

  it('cuts an upload that stalls before its file part with a 408', async () => {
    const parts = uploadParts(1_000, randomUUID());
    const exchange = await rawExchange([{ write: parts.http + parts.preamble }]);
    expect(exchange.statusLine).toBe('HTTP/1.1 408 Request Timeout');
    expect(JSON.parse(exchange.body).errors[0]).toEqual({ message: 'The upload sent no bytes for 0.5 s; it was abandoned.', extensions: { code: 'BAD_REQUEST' } });
    expect(exchange.closedAfterMs).toBeLessThan(IDLE_MS + SLACK_MS);
    expect(stack.sandbox.hooks.calls()).toEqual([]);
  });
});

describe('connections', () => {
  it(`refuses connections beyond ${MAX_CONNECTIONS}, and answers normally once they are gone`, async () => {
    // Open sockets that send part of their headers and then wait (within the headers bound).
    const sockets: { socket: Socket; closed: boolean; answered: boolean }[] = [];
    for (let i = 0; i < MAX_CONNECTIONS + 3; i++) {
      const socket = connect(port, '127.0.0.1');
      const entry = { socket, closed: false, answered: false };
      socket.on('close', () => (entry.closed = true));
      socket.on('data', () => (entry.answered = true));
      socket.on('error', () => {});
      await new Promise((resolve) => socket.once('connect', resolve).once('close', resolve));
      socket.write('GET /healthz HTTP/1.1\r\n');
      sockets.push(entry);
    }
    await new Promise((r) => setTimeout(r, 150));
    const open = sockets.filter((s) => !s.closed);
    const refused = sockets.filter((s) => s.closed && !s.answered);
    // The test runner's own pooled connections (earlier fetches) may hold a few places.
    expect(open.length).toBeLessThanOrEqual(MAX_CONNECTIONS);
    expect(refused.length).toBeGreaterThanOrEqual(3);
    for (const s of sockets) s.socket.destroy();
    await new Promise((r) => setTimeout(r, 50));

    const res = await stack.query(SlowEpisode, { id: 700003 });
    expect(res.data).toEqual({ episode: { title: 'The Night Shift #1: Field Notes' } });
  });
});

interface Step {
  write: string | Buffer;
  /** Pause before this write. @default 0 */
  afterMs?: number;
}

interface Exchange {
  statusLine: string;
  headers: Record<string, string>;
  body: string;
  /** Whether the gateway closed the connection (always, unless the test's own cap struck first). */
  closed: boolean;
  closedAfterMs: number;
}

/**
 * Writes `steps` on a fresh connection with their pauses (stopping when the gateway closes it),
 * then stays silent, and collects what comes back until the gateway closes the connection
 * (capped at 10 s).
 */
async function rawExchange(steps: Step[]): Promise<Exchange> {
  const socket = connect(port, '127.0.0.1');
  const started = performance.now();
  const received: Buffer[] = [];
  socket.on('data', (chunk: Buffer) => received.push(chunk));
  socket.on('error', () => {});
  let closedAt: number | null = null;
  const closed = new Promise<void>((resolve) =>
    socket.once('close', () => {
      closedAt = performance.now();
      resolve();
    }),
  );
  await new Promise((resolve) => socket.once('connect', resolve));
  for (const step of steps) {
    if (step.afterMs) await new Promise((r) => setTimeout(r, step.afterMs));
    if (closedAt !== null) break;
    socket.write(step.write);
  }
  const cap = setTimeout(() => socket.destroy(), 10_000);
  await closed;
  clearTimeout(cap);
  const text = Buffer.concat(received).toString('utf8');
  const [head = '', ...rest] = text.split('\r\n\r\n');
  const [statusLine = '', ...headerLines] = head.split('\r\n');
  const headers: Record<string, string> = {};
  for (const line of headerLines) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  const elapsed = (closedAt ?? performance.now()) - started;
  const raw = rest.join('\r\n\r\n');
  const body = headers['transfer-encoding'] === 'chunked' ? unchunk(raw) : raw;
  return { statusLine, headers, body, closed: elapsed < 10_000, closedAfterMs: elapsed };
}

function unchunk(raw: string): string {
  let out = '';
  let at = 0;
  for (;;) {
    const eol = raw.indexOf('\r\n', at);
    const size = parseInt(raw.slice(at, eol), 16);
    if (!size) return out;
    out += raw.slice(eol + 2, eol + 2 + size);
    at = eol + 2 + size + 2;
  }
}
