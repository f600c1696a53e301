import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.js';
import { startStack, type Stack } from '../helpers/stack.js';

/**
 * The one HTTP entry (src/gateway/http-entry.ts): every node:http request passes yoga whole, so
 * the headers its plugins set come with every answer. A caller past `RATE_LIMIT_PER_MINUTE` is
 * answered 429 with `Retry-After` on each way in (JSON POST, GET, a batch, SSE, multipart/mixed
 * with @defer, a multipart upload), the header agreeing with the error's `retryAfterSeconds`, and
 * no refused request reaches an upstream.
 */

let stack: Stack;
beforeAll(async () => {
  stack = await startStack({ config: { rateLimitPerMinute: 1, limits: { ...loadConfig({}).limits, batch: 5 } } });
});
afterAll(() => stack?.close());
beforeEach(() => stack.sandbox.hooks.reset());

interface Answer {
  status: number;
  retryAfter: string | null;
  type: string | null;
  text: string;
}

async function send(init: { method?: string; path?: string; headers?: Record<string, string>; body?: string }, token = stack.sandbox.token): Promise<Answer> {
  const res = await fetch(`${stack.gatewayUrl}${init.path ?? '/graphql'}`, {
    method: init.method ?? 'POST',
    headers: { authorization: `Bearer ${token}`, ...init.headers },
    body: init.body,
  });
  return { status: res.status, retryAfter: res.headers.get('retry-after'), type: res.headers.get('content-type'), text: await res.text() };
}

const json = { 'content-type': 'application/json' };
const REGION = JSON.stringify({ query: '{ region }' });

/** Every error object in the answer's body, whatever its framing (JSON, a batch, SSE events, multipart parts). */
function errorsIn(answer: Answer): Array<{ extensions?: Record<string, unknown> }> {
  const bodies: unknown[] = [];
  if (answer.type?.startsWith('text/event-stream')) {
    for (const line of answer.text.split('\n')) if (line.startsWith('data: ')) bodies.push(JSON.parse(line.slice(6)));
  } else if (answer.type?.startsWith('multipart/mixed')) {
    for (const part of answer.text.split('\r\n---')) {
      const start = part.indexOf('{');
      if (start !== -1) bodies.push(JSON.parse(part.slice(start)));
    }
  } else {
    bodies.push(JSON.parse(answer.text));
  }
  return bodies.flatMap((body) => (Array.isArray(body) ? body : [body])).flatMap((body) => (body as { errors?: Array<{ extensions?: Record<string, unknown> }> }).errors ?? []);
}

function multipartUpload(boundary: string): string {
  const operations = JSON.stringify({
    query: 'mutation ($file: Upload!) { uploadShowCoverArt(stationId: 5001, file: $file, waitForProcessing: false) { id } }',
    variables: { file: null },
  });
  return [
    `--${boundary}`,
    'Content-Disposition: form-data; name="operations"',
    '',
    operations,
    `--${boundary}`,
    'Content-Disposition: form-data; name="map"',
    '',
    JSON.stringify({ 0: ['variables.file'] }),
    `--${boundary}`,
    'Content-Disposition: form-data; name="0"; filename="cover.png"',
    'Content-Type: image/png',
    '',
    'not really a png',
    `--${boundary}--`,
    '',
  ].join('\r\n');
}

describe('a refusal of the rate limit on every HTTP entry', () => {
  const entries: Array<[string, () => Promise<Answer>]> = [
    ['JSON POST', () => send({ headers: json, body: REGION })],
    ['JSON POST asking for application/graphql-response+json', () => send({ headers: { ...json, accept: 'application/graphql-response+json' }, body: REGION })],
    ['GET', () => send({ method: 'GET', path: `/graphql?query=${encodeURIComponent('{ region }')}`, headers: { 'x-graphql-csrf': '1' } })],
    ['a batch', () => send({ headers: json, body: JSON.stringify([{ query: '{ region }' }, { query: '{ region }' }]) })],
    ['SSE', () => send({ headers: { ...json, accept: 'text/event-stream' }, body: REGION })],
    [
      'multipart/mixed with @defer',
      () => send({ headers: { ...json, accept: 'multipart/mixed' }, body: JSON.stringify({ query: '{ episode(id: 700003) { title ... @defer { state } } }' }) }),
    ],
    [
      'a multipart upload',
      () => send({ headers: { 'content-type': 'multipart/form-data; boundary=entry-test', 'apollo-require-preflight': 'true' }, body: multipartUpload('entry-test') }),
    ],
  ];

  it('spends the one point of this minute first', async () => {
    const first = await send({ headers: json, body: REGION });
    expect(first.status).toBe(200);
    expect(first.retryAfter).toBeNull();
  });

  for (const [name, sendIt] of entries) {
    it(`${name}: 429 with Retry-After, the delay of the error's retryAfterSeconds, and no upstream call`, async () => {
      const answer = await sendIt();
      expect(answer.status, answer.text.slice(0, 300)).toBe(429);
      const errors = errorsIn(answer);
      expect(errors.length).toBeGreaterThan(0);
      for (const error of errors) expect(error.extensions?.code).toBe('RATE_LIMITED');
      const seconds = errors[0].extensions?.retryAfterSeconds as number;
      expect(Number.isInteger(seconds) && seconds >= 1 && seconds <= 60, String(seconds)).toBe(true);
      expect(answer.retryAfter).toBe(String(seconds));
      expect(stack.sandbox.hooks.calls()).toEqual([]);
    });
  }
});

describe('bodies', () => {
  it('a chunked body within the limit (no Content-Length) is counted as it is read and answered', async () => {
    const fresh = await startStack();
    try {
      const { status, text } = await new Promise<{ status: number; text: string }>((resolve, reject) => {
        const req = httpRequest(
          `${fresh.gatewayUrl}/graphql`,
          { method: 'POST', headers: { 'content-type': 'application/json', 'transfer-encoding': 'chunked', authorization: `Bearer ${fresh.sandbox.token}` } },
          (res) => {
            let body = '';
            res.setEncoding('utf8');
            res.on('data', (chunk: string) => (body += chunk));
            res.on('end', () => resolve({ status: res.statusCode!, text: body }));
          },
        );
        req.on('error', reject);
        req.write('{"query": "{ episode(id: 700003) ');
        req.end('{ title } }"}');
      });
      expect(status).toBe(200);
      expect(JSON.parse(text)).toEqual({ data: { episode: { title: 'The Night Shift #1: Field Notes' } } });
    } finally {
      await fresh.close();
    }
  });
});
