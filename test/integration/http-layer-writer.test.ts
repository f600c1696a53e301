import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.js';
import { startStack, type Stack } from '../helpers/stack.js';

/**
 * The HTTP layer writes GraphQL answers itself (src/gateway/graphql-http.ts) where yoga's result
 * processors did. yoga's own HTTP layer is still there behind `gateway.yoga.fetch`, with the
 * same plugin chain, so it is the reference: for answers that none of the gateway's own HTTP
 * duties touch (no refusal, no subscription), each `Accept` a client may send must get the
 * status, media type and body yoga would have written, byte for byte.
 */

let stack: Stack;
beforeAll(async () => {
  stack = await startStack({ config: { limits: { ...loadConfig({}).limits, batch: 5 } } });
});
afterAll(() => stack?.close());

const ACCEPTS = [
  null,
  '*/*',
  'application/json',
  'application/graphql-response+json',
  'application/graphql-response+json, application/json;q=0.9',
  'application/json, application/graphql-response+json',
  'application/json; charset=utf-8',
  'application/json; charset=iso-8859-1, application/graphql-response+json',
  'text/event-stream',
  'multipart/mixed',
  'multipart/mixed, application/json',
  'text/event-stream, multipart/mixed',
  'application/*',
  'text/html, */*;q=0.8',
];

const BODIES: Record<string, unknown> = {
  'one field': { query: '{ region }' },
  'an episode with a partial answer': { query: '{ ok: episode(id: 700003) { title } missing: episode(id: 999999999) { title } }' },
  'a variable that does not coerce': { query: 'query ($id: Int!) { episode(id: $id) { title } }', variables: { id: 'x' } },
  'a batch': [{ query: '{ region }' }, { query: '{ episode(id: 700003) { title } }' }],
  '@defer': { query: '{ episode(id: 700003) { title ... @defer { isPublished } } }' },
};

async function answer(send: (init: RequestInit) => Promise<Response>, accept: string | null, body: unknown) {
  const headers: Record<string, string> = { 'content-type': 'application/json', authorization: `Bearer ${stack.sandbox.token}` };
  if (accept !== null) headers.accept = accept;
  const res = await send({ method: 'POST', headers, body: JSON.stringify(body) });
  // SSE's keep-alive comment aside, the bytes of the body.
  return { status: res.status, type: res.headers.get('content-type'), body: (await res.text()).replace(/^:\n\n/, '') };
}

// Every status and media type the cases above produced: so that a case that stopped reaching a
// writer (a document that no longer validates) shows here.
const seen = new Set<string>();

describe('the HTTP layer writes what yoga wrote', () => {
  for (const [name, body] of Object.entries(BODIES)) {
    it(`${name}, for every Accept`, async () => {
      for (const accept of ACCEPTS) {
        const ours = await answer((init) => stack.gateway.fetch('http://gateway.test/graphql', init), accept, body);
        const yogas = await answer(async (init) => stack.gateway.yoga.fetch('http://gateway.test/graphql', init), accept, body);
        expect(ours, `Accept: ${accept}`).toEqual(yogas);
        seen.add(`${ours.status} ${ours.type}`);
      }
    });
  }

  it('reached every writer: JSON, graphql-response+json, SSE and multipart/mixed, refusals and parts', () => {
    expect([...seen].sort()).toEqual(
      expect.arrayContaining([
        '200 application/json; charset=utf-8',
        '200 application/graphql-response+json; charset=utf-8',
        '400 application/graphql-response+json; charset=utf-8',
        '200 text/event-stream',
        '200 multipart/mixed; boundary="-"',
      ]),
    );
  });
});

/**
 * A JSON POST and a GET are read by the layer itself (src/gateway/request-params.ts), every other
 * request by yoga's parsers; a JSON body is read once, so the layer makes its refusals itself.
 * Each case goes over HTTP (the entry's Buffer, or a chunked stream), in process
 * (`Gateway.fetch`) and through yoga's own HTTP layer, and all three answers must be equal.
 */
interface Sent {
  method?: string;
  /** Added to the URL's path, e.g. `?query=...`. */
  search?: string;
  headers?: Record<string, string>;
  body?: string;
  /** Over HTTP, the body as a stream: sent chunked, with no Content-Length. */
  chunked?: boolean;
}

// The sandbox's token, put in when the request is sent.
const TOKEN = { authorization: 'Bearer @token@' };
const json = (body: string, headers: Record<string, string> = {}): Sent => ({ method: 'POST', headers: { 'content-type': 'application/json', ...TOKEN, ...headers }, body });
const get = (search: string, headers: Record<string, string> = TOKEN): Sent => ({ search, headers });
const q = encodeURIComponent;

const SENT: Record<string, Sent> = {
  'a JSON POST': json('{"query":"{ region }"}'),
  'a JSON POST with variables and an operation name': json(JSON.stringify({ query: 'query T($id: Int!) { episode(id: $id) { title } } query U { region }', variables: { id: 700003 }, operationName: 'T', extensions: { x: 1 } })),
  'a JSON POST with a charset': json('{"query":"{ region }"}', { 'content-type': 'application/json; charset=utf-8' }),
  'application/graphql+json': json('{"query":"{ region }"}', { 'content-type': 'application/graphql+json' }),
  'a list of media types': json('{"query":"{ region }"}', { 'content-type': 'application/json, text/plain' }),
  'a body that is not JSON': json('{"query": "{ region }"'),
  'an empty body': json(''),
  'a byte-order mark before the JSON': json('\uFEFF{"query":"{ region }"}'),
  'null': json('null'),
  'a string': json('"{ region }"'),
  'a number': json('42'),
  'no query': json('{}'),
  'variables as a string': json('{"query":"{ region }","variables":"{}"}'),
  'a query that is not a string': json('{"query":42}'),
  'a batch of two': json('[{"query":"{ region }"},{"query":"{ episode(id: 700003) { title } }"}]'),
  'a batch past the limit': json(JSON.stringify(Array.from({ length: 6 }, () => ({ query: '{ region }' })))),
  'an empty batch': json('[]'),
  'a chunked JSON body': { ...json('{"query":"{ region }"}'), chunked: true },
  'a JSON body without a token': { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"query":"{ region }"}' },
  'text/plain, no CSRF header': json('{"query":"{ region }"}', { 'content-type': 'text/plain' }),
  'text/plain with a CSRF header': json('{"query":"{ region }"}', { 'content-type': 'text/plain', 'x-graphql-csrf': '1' }),
  'application/graphql': json('{ region }', { 'content-type': 'application/graphql', 'x-graphql-csrf': '1' }),
  'a form': json(`query=${q('{ region }')}`, { 'content-type': 'application/x-www-form-urlencoded', 'apollo-require-preflight': 'true' }),
  'PUT': { ...json('{"query":"{ region }"}'), method: 'PUT' },
  'a GET with a token': get(`?query=${q('{ episode(id: 700003) { title } }')}`),
  'a GET with variables and extensions': get(`?query=${q('query ($id: Int!) { episode(id: $id) { title } }')}&variables=${q('{"id":700003}')}&extensions=${q('{"a":1}')}&operationName=`),
  'a GET with a CSRF header and no token': get(`?query=${q('{ region }')}`, { 'x-graphql-csrf': '1' }),
  'a GET with neither': get(`?query=${q('{ region }')}`, {}),
  'a GET whose variables are not JSON': get(`?query=${q('{ region }')}&variables=${q('{')}`),
  'a GET without a query string': get(''),
  'a GET with an empty query': get('?query=&variables='),
  'a GET with a mutation': get(`?query=${q('mutation { deleteEpisode(id: 700003, confirmIrreversible: false) { __typename } }')}`),
};

async function sent(send: (path: string, init: RequestInit) => Promise<Response>, s: Sent, overHttp: boolean, on: Stack) {
  const headers: Record<string, string> = { accept: 'application/graphql-response+json, application/json' };
  for (const [name, value] of Object.entries(s.headers ?? {})) headers[name] = value.replace('@token@', on.sandbox.token);
  const init: RequestInit & { duplex?: 'half' } = { method: s.method ?? 'GET', headers };
  if (s.body !== undefined) {
    init.body = overHttp && s.chunked ? new Blob([s.body]).stream() : s.body;
    if (overHttp && s.chunked) init.duplex = 'half';
  }
  const res = await send(`/graphql${s.search ?? ''}`, init);
  return { status: res.status, type: res.headers.get('content-type'), allow: res.headers.get('allow'), body: unquoted(await res.text()) };
}

/**
 * The body without what yoga's parsers quote of the client's own bytes (`originalError` of a
 * body that is not JSON), which the layer leaves out of every refusal (src/gateway/error-codes.ts).
 */
function unquoted(body: string): string {
  try {
    const parsed = JSON.parse(body) as { errors?: { extensions?: Record<string, unknown> }[] };
    for (const error of parsed.errors ?? []) delete error.extensions?.originalError;
    return JSON.stringify(parsed);
  } catch {
    return body;
  }
}

/** One request's answers from yoga's own HTTP layer, the gateway in process and the gateway over HTTP. */
async function threeWays(s: Sent, on: Stack) {
  const yogas = await sent((path, init) => Promise.resolve(on.gateway.yoga.fetch(`http://gateway.test${path}`, init)), s, false, on);
  const inProcess = await sent((path, init) => on.gateway.fetch(`http://gateway.test${path}`, init), s, false, on);
  const overHttp = await sent((path, init) => fetch(`${on.gatewayUrl}${path}`, init), s, true, on);
  return { yogas, inProcess, overHttp };
}

describe('the HTTP layer reads requests as yoga did', () => {
  for (const [name, s] of Object.entries(SENT)) {
    it(name, async () => {
      const { yogas, inProcess, overHttp } = await threeWays(s, stack);
      expect(inProcess).toEqual(yogas);
      expect(overHttp).toEqual(yogas);
    });
  }
});

describe('with batching off', () => {
  let off: Stack;
  beforeAll(async () => {
    off = await startStack();
  });
  afterAll(() => off?.close());

  it('a batch is refused as yoga refuses it', async () => {
    const { yogas, inProcess, overHttp } = await threeWays(json('[{"query":"{ region }"}]'), off);
    expect(yogas.status).toBe(400);
    expect(inProcess).toEqual(yogas);
    expect(overHttp).toEqual(yogas);
  });
});
