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
