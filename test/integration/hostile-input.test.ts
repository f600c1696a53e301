import { request as httpRequest } from 'node:http';
import { connect } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startStack, type Stack } from '../helpers/stack.js';

/**
 * What an attacker or a careless client can send, against the production configuration
 * (GraphiQL and introspection off, CORS for one named origin only, default limits). Every case
 * gets a clear 4xx with a code from the closed set, or a correct answer; a rejected request makes
 * no upstream call (the sandbox's request log); the gateway answers normally afterwards.
 *
 * JSON requests are sent three ways and must get the same answer: over HTTP from a server-side
 * client (no Origin), over HTTP from a browser (an allowed Origin), and in process (`Gateway.fetch`,
 * as the WebSocket transport sends them), so a guard that one way skips fails here.
 */

const ALLOWED_ORIGIN = 'https://app.example.com';
let stack: Stack;

beforeAll(async () => {
  stack = await startStack({ config: { graphiql: false, introspection: false, corsOrigins: [ALLOWED_ORIGIN] } });
});
afterAll(() => stack?.close());
beforeEach(() => stack.sandbox.hooks.reset());

interface Answer {
  status: number;
  body: string;
  headers: Headers;
}

type Path = 'server' | 'browser' | 'in-process';
const PATHS: Path[] = ['server', 'browser', 'in-process'];

async function send(path: Path, init: { method?: string; body?: string; headers?: Record<string, string>; url?: string } = {}): Promise<Answer> {
  const headers: Record<string, string> = {
    'content-type': 'application/json',
    authorization: `Bearer ${stack.sandbox.token}`,
    ...(path === 'server' ? {} : { origin: ALLOWED_ORIGIN }),
    ...init.headers,
  };
  for (const [k, v] of Object.entries(headers)) if (v === '') delete headers[k];
  const url = `${stack.gatewayUrl}${init.url ?? '/graphql'}`;
  const requestInit = { method: init.method ?? 'POST', headers, body: init.body };
  const res = path === 'in-process' ? await stack.gateway.fetch(url, requestInit) : await fetch(url, requestInit);
  return { status: res.status, body: await res.text(), headers: res.headers };
}

function json(answer: Answer): { data?: unknown; errors?: { message: string; extensions?: Record<string, unknown> }[] } {
  return JSON.parse(answer.body);
}

function codes(answer: Answer): unknown[] {
  return (json(answer).errors ?? []).map((e) => e.extensions?.code);
}

function upstreamCalls(): number {
  return stack.sandbox.hooks.calls().length;
}

/** Sends one JSON request each way: same status and body from each, and returns it. */
async function everyPath(body: unknown, headers: Record<string, string> = {}): Promise<Answer> {
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  const answers = [];
  for (const path of PATHS) answers.push(await send(path, { body: text, headers }));
  for (const answer of answers.slice(1)) {
    expect({ status: answer.status, body: answer.body }).toEqual({ status: answers[0].status, body: answers[0].body });
  }
  return answers[0];
}

const aliases = (n: number, field = 'region') => `{ ${Array.from({ length: n }, (_, i) => `a${i}: ${field}`).join(' ')} }`;
const nested = (depth: number) => `{ ${'show(stationId: 1) { '.repeat(1)}${'a { '.repeat(depth)}b${' }'.repeat(depth)} } }`;

describe('rejected before any upstream call, alike each way', () => {
  const cases: Array<[string, unknown, number, string, Record<string, unknown>?]> = [
    ['1,000 aliases: past the token limit first', { query: aliases(1_000) }, 400, 'OPERATION_LIMIT_EXCEEDED', { limit: 'tokens' }],
    ['500 aliases within the token limit', { query: `{${Array.from({ length: 500 }, (_, i) => ` a${i}:region`).join('')} }`, }, 400, 'OPERATION_LIMIT_EXCEEDED'],
    ['200 aliases', { query: aliases(200) }, 400, 'OPERATION_LIMIT_EXCEEDED', { limit: 'aliases' }],
    ['31 aliases (one past the default)', { query: aliases(31) }, 400, 'OPERATION_LIMIT_EXCEEDED', { limit: 'aliases' }],
    ['10,000 aliases: the parser stops at the token limit', { query: aliases(10_000) }, 400, 'OPERATION_LIMIT_EXCEEDED', { limit: 'tokens' }],
    ['one field repeated 11 times', { query: `{ ${'region '.repeat(11)}}` }, 400, 'OPERATION_LIMIT_EXCEEDED', { limit: 'fieldRepeats' }],
    ['one field repeated 5,000 times (quadratic overlap check)', { query: `{ ${'region '.repeat(1_900)}}` }, 400, 'OPERATION_LIMIT_EXCEEDED', { limit: 'fieldRepeats' }],
    ['a fragment spread 11 times', { query: `{ ...F ...F ...F ...F ...F ...F ...F ...F ...F ...F ...F } fragment F on Query { region }` }, 400, 'OPERATION_LIMIT_EXCEEDED', { limit: 'fieldRepeats' }],
    ['200 levels deep', { query: nested(200) }, 400, 'OPERATION_LIMIT_EXCEEDED', { limit: 'depth' }],
    ['13 levels deep', { query: nested(12) }, 400, 'OPERATION_LIMIT_EXCEEDED', { limit: 'depth' }],
    ['depth hidden in fragments', { query: `{ ...A } ${Array.from({ length: 15 }, (_, i) => `fragment ${String.fromCharCode(65 + i)} on Query { x { ...${String.fromCharCode(66 + i)} } }`).join(' ')} fragment P on Query { region }` }, 400, 'OPERATION_LIMIT_EXCEEDED', { limit: 'depth' }],
    ['500 unknown directives', { query: `{ region ${'@x '.repeat(500)}}` }, 400, 'OPERATION_LIMIT_EXCEEDED', { limit: 'directives' }],
    ['21 skip directives', { query: `{ region ${'@skip(if: false) '.repeat(21)}}` }, 400, 'OPERATION_LIMIT_EXCEEDED', { limit: 'directives' }],
    ['aliases hidden in a fragment', { query: `{ ...F } fragment F on Query ${aliases(40)}` }, 400, 'OPERATION_LIMIT_EXCEEDED', { limit: 'aliases' }],
    [
      'cost: 20 shows with 100 comments each and REST fields per comment',
      { query: `{ ${Array.from({ length: 20 }, (_, i) => `s${i}: show(stationId: ${i + 1}) { comments(first: 100) { edges { node { text episode { title state } } } } }`).join(' ')} }` },
      400,
      'OPERATION_LIMIT_EXCEEDED',
      { limit: 'cost' },
    ],
    [
      'cost through a variable page size',
      { query: 'query Q($n: Int) { show(stationId: 1) { comments(first: $n) { edges { node { episode { title state description } } } } } }', variables: { n: 5_000 } },
      400,
      'OPERATION_LIMIT_EXCEEDED',
      { limit: 'cost' },
    ],
    ['introspection (__schema)', { query: '{ __schema { types { name } } }' }, 400, 'GRAPHQL_VALIDATION_FAILED'],
    ['introspection (__type)', { query: '{ __type(name: "Episode") { fields { name } } }' }, 400, 'GRAPHQL_VALIDATION_FAILED'],
    ['introspection nested in a fragment', { query: '{ ...F } fragment F on Query { __schema { queryType { name } } }' }, 400, 'GRAPHQL_VALIDATION_FAILED'],
    ['a syntax error', { query: '{ episode(id: 1) {' }, 400, 'GRAPHQL_PARSE_FAILED'],
    ['an empty document', { query: '' }, 400, 'GRAPHQL_PARSE_FAILED'],
    ['only a comment', { query: '# nothing' }, 400, 'GRAPHQL_PARSE_FAILED'],
    ['an unknown field', { query: '{ regoin }' }, 400, 'GRAPHQL_VALIDATION_FAILED'],
    ['an unknown argument', { query: '{ episode(idd: 1) { title } }' }, 400, 'GRAPHQL_VALIDATION_FAILED'],
    ['a wrong argument type', { query: '{ episode(id: "x") { title } }' }, 400, 'GRAPHQL_VALIDATION_FAILED'],
    ['a fragment cycle', { query: '{ ...A } fragment A on Query { ...B } fragment B on Query { ...A }' }, 400, 'GRAPHQL_VALIDATION_FAILED'],
    ['a fragment on an unknown type', { query: '{ ...A } fragment A on Nope { x }' }, 400, 'GRAPHQL_VALIDATION_FAILED'],
    ['two anonymous operations', { query: '{ region } { region }' }, 400, 'BAD_REQUEST'],
    ['two named operations and no operationName', { query: 'query A { region } query B { region }' }, 400, 'BAD_REQUEST'],
    ['an unknown operationName', { query: 'query A { region }', operationName: 'B' }, 400, 'BAD_REQUEST'],
    ['a missing required variable', { query: 'query Q($id: Int!) { episode(id: $id) { title } }' }, 400, 'BAD_USER_INPUT'],
    ['a variable of the wrong type', { query: 'query Q($id: Int!) { episode(id: $id) { title } }', variables: { id: 'x' } }, 400, 'BAD_USER_INPUT'],
    ['a variable object where an Int goes', { query: 'query Q($id: Int!) { episode(id: $id) { title } }', variables: { id: { $gt: 1 } } }, 400, 'BAD_USER_INPUT'],
    ['variables of 300 KB', { query: '{ region }', variables: { pad: 'x'.repeat(300_000) } }, 413, 'REQUEST_TOO_LARGE'],
    ['a mutation under a query-only field repeat', { query: `mutation { ${'deleteEpisode(id: 1, confirmIrreversible: true) { __typename } '.repeat(11)}}` }, 400, 'OPERATION_LIMIT_EXCEEDED', { limit: 'fieldRepeats' }],
    ['a subscription with 31 aliases', { query: `subscription { ${Array.from({ length: 31 }, (_, i) => `j${i}: uploadJob(id: "x") { __typename }`).join(' ')} }` }, 400, 'OPERATION_LIMIT_EXCEEDED', { limit: 'aliases' }],
  ];

  for (const [name, body, status, code, extensions] of cases) {
    it(`${name}: ${status} ${code}`, async () => {
      const answer = await everyPath(body);
      expect(answer.status).toBe(status);
      const errors = json(answer).errors!;
      expect(codes(answer)[0]).toBe(code);
      if (extensions) expect(errors[0].extensions).toMatchObject(extensions);
      // At most a few errors, each without a stack or an upstream address.
      expect(errors.length).toBeLessThanOrEqual(6);
      expect(answer.body).not.toMatch(/\s+at\s|127\.0\.0\.1|localhost:\d|sbx-creator/);
      expect(upstreamCalls()).toBe(0);
    });
  }

  it('a field suggestion is not offered when introspection is off', async () => {
    const answer = await everyPath({ query: '{ regoin }' });
    expect(json(answer).errors![0].message).not.toMatch(/Did you mean/);
  });
});

describe('malformed bodies and encodings', () => {
  const cases: Array<[string, string, number, string]> = [
    ['invalid JSON', '{"query": ', 400, 'BAD_REQUEST'],
    ['a JSON string', '"{ region }"', 400, 'BAD_REQUEST'],
    ['a JSON number', '42', 400, 'BAD_REQUEST'],
    ['JSON null', 'null', 400, 'BAD_REQUEST'],
    ['a batch while batching is off', JSON.stringify([{ query: '{ region }' }, { query: '{ region }' }]), 400, 'BAD_REQUEST'],
    ['an empty batch', '[]', 400, 'BAD_REQUEST'],
    ['no query', '{}', 400, 'BAD_REQUEST'],
    ['a query that is a number', '{"query": 1}', 400, 'BAD_REQUEST'],
    ['a query that is an object', '{"query": {"kind": "Document"}}', 400, 'BAD_REQUEST'],
    ['variables as a list', '{"query": "{ region }", "variables": [1]}', 400, 'BAD_REQUEST'],
    ['an operationName that is a number', '{"query": "{ region }", "operationName": 1}', 400, 'BAD_REQUEST'],
    ['unknown top-level parameters', '{"query": "{ region }", "evil": true}', 400, 'BAD_REQUEST'],
    ['JSON nested 100,000 deep', `{"query": "{ region }", "variables": {"a": ${'['.repeat(100_000)}${']'.repeat(100_000)}}}`, 400, 'BAD_REQUEST'],
    ['a prototype-polluting key', '{"query": "{ region }", "__proto__": {"polluted": true}}', 400, 'BAD_REQUEST'],
  ];
  for (const [name, body, status, code] of cases) {
    it(`${name}: ${status} ${code}`, async () => {
      const answer = await everyPath(body);
      expect(answer.status).toBe(status);
      expect(codes(answer)[0]).toBe(code);
      expect(upstreamCalls()).toBe(0);
      expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    });
  }

  it('a body over the 1 MB limit (a padded query) is refused with 413 each way', async () => {
    const answer = await everyPath({ query: `{ region }${' '.repeat(1_100_000)}` });
    expect(answer.status).toBe(413);
    expect(codes(answer)).toEqual(['REQUEST_TOO_LARGE']);
    expect(upstreamCalls()).toBe(0);
  });

  it('a 1.9 MB query of 100,000 aliases sent without a token is refused at once, unread past the limit', async () => {
    const answer = await everyPath({ query: aliases(100_000) }, { authorization: '' });
    expect(answer.status).toBe(413);
    expect(codes(answer)).toEqual(['REQUEST_TOO_LARGE']);
    expect(upstreamCalls()).toBe(0);
  });

  // Issue 26: node closed the socket as soon as the 413 was written, the client was still
  // sending, met a reset (EPIPE) and never read the answer.
  for (const connection of ['close', 'keep-alive']) {
    it(`10 MB sent whole with Connection: ${connection} reads its 413 with its code, no reset`, async () => {
      const url = new URL(stack.gatewayUrl);
      const body = Buffer.alloc(10 * 1024 * 1024, 'x');
      const { text, error } = await new Promise<{ text: string; error?: string }>((resolve) => {
        const socket = connect(Number(url.port), url.hostname);
        let text = '';
        socket.on('data', (chunk) => {
          text += chunk;
          // A kept-alive connection stays open after the answer: done once the body is in.
          if (connection === 'keep-alive' && /\r\n\r\n\{.*\}$/s.test(text)) socket.end();
        });
        socket.on('error', (e) => resolve({ text, error: e.message }));
        socket.on('close', () => resolve({ text }));
        socket.write(`POST /graphql HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\nConnection: ${connection}\r\n\r\n`);
        socket.write(body);
      });
      expect(error).toBeUndefined();
      expect(text).toMatch(/^HTTP\/1\.1 413 /);
      expect(JSON.parse(text.slice(text.indexOf('\r\n\r\n') + 4))).toMatchObject({ errors: [{ extensions: { code: 'REQUEST_TOO_LARGE' } }] });
      expect(upstreamCalls()).toBe(0);
    });
  }

  it('a chunked body (no Content-Length) over the limit is cut at the limit', async () => {
    const status = await new Promise<number>((resolve, reject) => {
      const req = httpRequest(`${stack.gatewayUrl}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json', 'transfer-encoding': 'chunked' } }, (res) => {
        res.resume();
        resolve(res.statusCode!);
      });
      req.on('error', reject);
      req.write(`{"query": "{ region }", "pad": "`);
      for (let i = 0; i < 12; i++) req.write('x'.repeat(100_000));
      req.end('"}');
    });
    expect(status).toBe(413);
    expect(upstreamCalls()).toBe(0);
  });

  it('a UTF-8 byte order mark before the JSON is read as JSON or refused, never a crash', async () => {
    const answer = await everyPath(`\uFEFF${JSON.stringify({ query: '{ region }' })}`);
    expect([200, 400]).toContain(answer.status);
    if (answer.status === 400) expect(codes(answer)).toEqual(['BAD_REQUEST']);
  });
});

describe('CSRF: requests a browser may send cross-site without a preflight', () => {
  const form = (query: string) => `query=${encodeURIComponent(query)}`;

  it('a form-encoded mutation is refused (403 CSRF_PREVENTED), nothing runs', async () => {
    const answer = await send('server', { body: form('mutation { deleteEpisode(id: 700003, confirmIrreversible: true) { __typename } }'), headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    expect(answer.status).toBe(403);
    expect(codes(answer)).toEqual(['CSRF_PREVENTED']);
    expect(upstreamCalls()).toBe(0);
  });

  it('a multipart request without a preflight header is refused', async () => {
    const boundary = 'x-boundary';
    const body = [`--${boundary}`, 'Content-Disposition: form-data; name="operations"', '', JSON.stringify({ query: 'mutation { deleteEpisode(id: 700003, confirmIrreversible: true) { __typename } }' }), `--${boundary}`, 'Content-Disposition: form-data; name="map"', '', '{}', `--${boundary}--`, ''].join('\r\n');
    const answer = await send('server', { body, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } });
    expect(answer.status).toBe(403);
    expect(codes(answer)).toEqual(['CSRF_PREVENTED']);
    expect(upstreamCalls()).toBe(0);
  });

  it('text/plain is refused', async () => {
    const answer = await send('server', { body: JSON.stringify({ query: '{ region }' }), headers: { 'content-type': 'text/plain' } });
    expect(answer.status).toBe(403);
    expect(codes(answer)).toEqual(['CSRF_PREVENTED']);
  });

  it('a GET query with neither a bearer token nor a preflight header is refused; with either it is answered', async () => {
    const url = `/graphql?query=${encodeURIComponent('{ region }')}`;
    const refused = await send('server', { method: 'GET', url, headers: { 'content-type': '', authorization: '' } });
    expect(refused.status).toBe(403);
    expect(codes(refused)).toEqual(['CSRF_PREVENTED']);
    // Not a bearer token (a browser may send cached Basic credentials by itself): still refused.
    const basic = await send('server', { method: 'GET', url, headers: { 'content-type': '', authorization: 'Basic dXNlcjpwYXNz' } });
    expect(basic.status).toBe(403);
    const preflighted = await send('server', { method: 'GET', url, headers: { 'content-type': '', 'x-graphql-csrf': '1' } });
    expect(preflighted.status).toBe(200);
    expect(json(preflighted).data).toEqual({ region: expect.anything() });
    // A browser sends Authorization only from code, after a CORS preflight (docs/security.md), as urql 6 sends its queries.
    const withToken = await send('server', { method: 'GET', url, headers: { 'content-type': '' } });
    expect(withToken.status).toBe(200);
    expect(json(withToken).data).toEqual({ region: expect.anything() });
  });

  it('a form-encoded query with a preflight header (Apollo convention) is answered', async () => {
    const answer = await send('server', { body: form('{ region }'), headers: { 'content-type': 'application/x-www-form-urlencoded', 'apollo-require-preflight': 'true' } });
    expect(answer.status).toBe(200);
    expect(json(answer).data).toEqual({ region: expect.anything() });
  });

  it('a GET mutation is refused even with a preflight header, nothing runs', async () => {
    const url = `/graphql?query=${encodeURIComponent('mutation { deleteEpisode(id: 700003, confirmIrreversible: true) { __typename } }')}`;
    const answer = await send('server', { method: 'GET', url, headers: { 'content-type': '', 'x-graphql-csrf': '1' } });
    expect(answer.status).toBe(405);
    expect(codes(answer)).toEqual(['BAD_REQUEST']);
    expect(upstreamCalls()).toBe(0);
  });

  it('an unsupported media type with a preflight header is refused with 415', async () => {
    const answer = await send('server', { body: '<query/>', headers: { 'content-type': 'application/xml', 'x-graphql-csrf': '1' } });
    expect(answer.status).toBe(415);
    expect(upstreamCalls()).toBe(0);
  });

  it('PUT and DELETE on the endpoint are refused', async () => {
    for (const method of ['PUT', 'DELETE', 'PATCH']) {
      const answer = await send('server', { method, body: JSON.stringify({ query: '{ region }' }) });
      expect(answer.status, method).toBe(405);
    }
    expect(upstreamCalls()).toBe(0);
  });
});

describe('CORS from an allow-list', () => {
  const preflight = (origin: string) =>
    fetch(`${stack.gatewayUrl}/graphql`, { method: 'OPTIONS', headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type, authorization' } });

  it('allows the listed origin, with credentials', async () => {
    const res = await preflight(ALLOWED_ORIGIN);
    expect(res.headers.get('access-control-allow-origin')).toBe(ALLOWED_ORIGIN);
    expect(res.headers.get('access-control-allow-credentials')).toBe('true');
  });

  it('does not allow another origin', async () => {
    const res = await preflight('https://evil.example.net');
    expect(res.headers.get('access-control-allow-origin')).not.toBe('https://evil.example.net');
    expect(res.headers.get('access-control-allow-origin')).not.toBe('*');
  });

  it('a POST from another origin gets no CORS grant in its answer', async () => {
    const answer = await send('browser', { body: JSON.stringify({ query: '{ region }' }), headers: { origin: 'https://evil.example.net' } });
    expect(answer.headers.get('access-control-allow-origin')).not.toBe('https://evil.example.net');
  });

  it('with no CORS_ORIGINS (the production default) no origin gets a grant', async () => {
    const plain = await startStack({ config: { graphiql: false, introspection: false } });
    try {
      const res = await fetch(`${plain.gatewayUrl}/graphql`, { method: 'OPTIONS', headers: { origin: ALLOWED_ORIGIN, 'access-control-request-method': 'POST' } });
      expect(res.headers.get('access-control-allow-origin')).toBeNull();
      expect(res.headers.get('access-control-allow-credentials')).toBeNull();
    } finally {
      await plain.close();
    }
  });
});

describe('switches and headers', () => {
  it('GraphiQL is not served when switched off', async () => {
    const res = await fetch(`${stack.gatewayUrl}/graphql`, { headers: { accept: 'text/html' } });
    expect(await res.text()).not.toMatch(/<html/i);
  });

  it('a malformed Authorization header is not forwarded: UNAUTHENTICATED, never a crash', async () => {
    for (const authorization of ['Bearer', 'Basic dXNlcjpwYXNz', 'Bearer a b c', `Bearer ${'x'.repeat(8_000)}`, 'Bearer \u00e9t\u00e9']) {
      const answer = await send('server', { body: JSON.stringify({ query: '{ episode(id: 700003) { title } }' }), headers: { authorization } }).catch(() => null);
      if (!answer) continue; // a header fetch itself refuses to send
      expect(answer.status, authorization.slice(0, 20)).toBeLessThan(500);
      expect(json(answer).errors?.[0]?.extensions?.code, authorization.slice(0, 20)).toBe('UNAUTHENTICATED');
    }
  });

  it('a hostile x-request-id is replaced by one of ours', async () => {
    const answer = await send('server', { body: JSON.stringify({ query: '{ region }' }), headers: { 'x-request-id': `<script>${'x'.repeat(200)}` } });
    expect(answer.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('an Accept the gateway cannot serve gets 406, nothing runs', async () => {
    const answer = await everyPath({ query: '{ episode(id: 700003) { title } }' }, { accept: 'application/xml' });
    expect(answer.status).toBe(406);
    // The verdict is kept per Accept header: asked again, the same refusal; one served type among
    // others passes.
    expect((await everyPath({ query: '{ episode(id: 700003) { title } }' }, { accept: 'application/xml' })).status).toBe(406);
    expect(upstreamCalls()).toBe(0);
    expect((await everyPath({ query: '{ region }' }, { accept: 'application/xml, application/json;q=0.5' })).status).toBe(200);
  });

  it('a header split over a raw socket is refused by the HTTP parser, the gateway stays up', async () => {
    const url = new URL(stack.gatewayUrl);
    const reply = await new Promise<string>((resolve) => {
      const socket = connect(Number(url.port), url.hostname, () => socket.write('POST /graphql HTTP/1.1\r\nHost: x\r\nContent-Length: 5\r\nContent-Length: 6\r\n\r\nhello!'));
      let text = '';
      socket.on('data', (chunk) => (text += chunk));
      socket.on('close', () => resolve(text));
      socket.on('error', () => resolve(text));
    });
    expect(reply).toMatch(/^HTTP\/1\.1 400/);
  });
});

describe('afterwards', () => {
  it('the gateway answers an ordinary query from a server and a browser, with one upstream call each', async () => {
    for (const path of ['server', 'browser'] as const) {
      stack.sandbox.hooks.clearLog();
      const answer = await send(path, { body: JSON.stringify({ query: '{ episode(id: 700003) { title } }' }) });
      expect(answer.status).toBe(200);
      expect(json(answer)).toEqual({ data: { episode: { title: 'The Night Shift #1: Field Notes' } } });
      expect(upstreamCalls()).toBe(1);
    }
  });
});
