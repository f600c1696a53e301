import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { request } from 'undici';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { graphql } from '../../src/generated/client/index.js';
import { startStack, type Stack } from '../helpers/stack.js';

/**
 * Response compression (issue 21): gzip and br for answers over COMPRESSION_MIN_BYTES (JSON
 * POSTs, GET, GraphiQL and the dashboard's files); never for event streams. undici's `request` does not decode, so each test
 * sees the bytes on the wire and decodes them itself.
 */

// Large (the schema's type list, tens of KB) and answered without an upstream call.
const LARGE = '{ __schema { types { name description } } }';
const SMALL = '{ __typename }';

// The same document as test/integration/upload-progress.test.ts (generated once, in src/generated/client).
const StartCover = graphql(`
  mutation StartDirectCover($stationId: Int!, $size: Float!) {
    startDirectUpload(kind: SHOW_COVER_ART, stationId: $stationId, fileName: "cover.png", mimeType: "image/png", size: $size) {
      uploadUrl
      headers
      job {
        id
      }
    }
  }
`);

let stack: Stack;

beforeAll(async () => {
  stack = await startStack();
});
afterAll(() => stack?.close());
beforeEach(() => stack.sandbox.hooks.reset());

const url = () => `${stack.gatewayUrl}/graphql`;

async function post(query: string, headers: Record<string, string>) {
  const res = await request(url(), {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${stack.sandbox.token}`, ...headers },
    body: JSON.stringify({ query }),
  });
  const bytes = Buffer.from(await res.body.arrayBuffer());
  return { status: res.statusCode, headers: res.headers, bytes };
}

function decode(encoding: unknown, bytes: Buffer): string {
  if (encoding === 'gzip') return gunzipSync(bytes).toString('utf8');
  if (encoding === 'br') return brotliDecompressSync(bytes).toString('utf8');
  if (encoding === undefined) return bytes.toString('utf8');
  throw new Error(`unexpected content-encoding ${String(encoding)}`);
}

describe('response compression', () => {
  it('compresses a large JSON answer to a plain JSON POST (gzip) to the same text as the uncompressed answer', async () => {
    const plain = await post(LARGE, { 'accept-encoding': 'identity' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.bytes.length).toBeGreaterThan(10_000);

    const gzip = await post(LARGE, { 'accept-encoding': 'gzip' });
    expect(gzip.status).toBe(200);
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.headers.vary).toMatch(/accept-encoding/i);
    expect(gzip.bytes.length).toBeLessThan(plain.bytes.length / 2);
    expect(decode('gzip', gzip.bytes)).toBe(plain.bytes.toString('utf8'));
  });

  it("compresses yoga's path too (a browser's request, with Origin) with br when preferred", async () => {
    const plain = await post(LARGE, { 'accept-encoding': 'identity', origin: stack.gatewayUrl });
    const br = await post(LARGE, { 'accept-encoding': 'br, gzip', origin: stack.gatewayUrl });
    expect(br.status).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(JSON.parse(decode('br', br.bytes))).toEqual(JSON.parse(plain.bytes.toString('utf8')));
  });

  it('leaves answers under the threshold uncompressed', async () => {
    const small = await post(SMALL, { 'accept-encoding': 'gzip, br' });
    expect(small.status).toBe(200);
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(small.bytes.toString('utf8'))).toEqual({ data: { __typename: 'Query' } });
  });

  it('sends the GraphiQL page in under 3 MB', async () => {
    const res = await request(url(), { headers: { accept: 'text/html', 'accept-encoding': 'gzip, br' } });
    const bytes = Buffer.from(await res.body.arrayBuffer());
    expect(res.statusCode).toBe(200);
    expect(['gzip', 'br']).toContain(res.headers['content-encoding']);
    expect(bytes.length).toBeLessThan(3_000_000);
    const html = decode(res.headers['content-encoding'], bytes);
    expect(html.length).toBeGreaterThan(3_000_000);
    expect(html).toContain('<title>Podcast graph</title>');
  });

  it("compresses the dashboard's static files", async () => {
    const page = await request(`${stack.gatewayUrl}/app/`, { headers: { 'accept-encoding': 'identity' } });
    const html = await page.body.text();
    expect(page.statusCode).toBe(200);
    const script = /<script[^>]+src="([^"]+\.js)"/.exec(html)?.[1];
    expect(script).toBeDefined();
    const asset = new URL(script!, `${stack.gatewayUrl}/app/`).href;
    const plain = await request(asset, { headers: { 'accept-encoding': 'identity' } });
    const plainBytes = Buffer.from(await plain.body.arrayBuffer());
    const gzip = await request(asset, { headers: { 'accept-encoding': 'gzip' } });
    const gzipBytes = Buffer.from(await gzip.body.arrayBuffer());
    expect(gzip.statusCode).toBe(200);
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.headers['content-length']).toBeUndefined();
    expect(gzipBytes.length).toBeLessThan(plainBytes.length);
    expect(gunzipSync(gzipBytes).equals(plainBytes)).toBe(true);
  });

  it('never holds back an event stream: the first event of a subscription arrives while the stream is open', async () => {
    const start = await stack.query(StartCover, { stationId: 5001, size: 1000 });
    const jobId = start.data!.startDirectUpload!.job.id;
    const controller = new AbortController();
    const res = await request(url(), {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        accept: 'text/event-stream',
        'accept-encoding': 'gzip, br',
        authorization: `Bearer ${stack.sandbox.token}`,
      },
      body: JSON.stringify({ query: `subscription ($jobId: ID!) { uploadProgress(jobId: $jobId) { id status } }`, variables: { jobId } }),
      signal: controller.signal,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/event-stream/);
    // Yoga marks its event streams `content-encoding: none` (for proxies); never gzip or br.
    expect(['gzip', 'br', 'deflate']).not.toContain(res.headers['content-encoding']);
    // The job waits for its upload, which never comes: the stream stays open, and its current
    // state (UPLOADING) must arrive anyway.
    let text = '';
    for await (const chunk of res.body) {
      text += chunk.toString('utf8');
      if (text.includes('\n\n') && text.includes('event: next')) break;
    }
    controller.abort();
    expect(text).toContain('"status":"UPLOADING"');
  });
});
