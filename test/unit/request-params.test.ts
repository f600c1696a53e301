import { createSchema, createYoga } from 'graphql-yoga';
import { describe, expect, it } from 'vitest';
import { paramsReader } from '../../src/gateway/request-params.js';

// The fetch API's Request the HTTP layer is handed (whatwg-node's, yoga's): it names a string
// body's Content-Length in its headers, as node:http's request does.
const { Request } = createYoga({ schema: createSchema({ typeDefs: 'type Query { a: Int }' }) }).fetchAPI;

/**
 * Which requests the HTTP layer reads itself and which it leaves to yoga's parsers (null). What
 * each answers is held to yoga's in test/integration/http-layer-writer.test.ts; this says that
 * the two common forms do take the layer's way, and that nothing else does.
 */
const read = paramsReader({ bodyBytes: 1_000, batch: 3 });
const post = (body: string, headers: Record<string, string> = {}) => new Request('http://gw/graphql', { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body });
const get = (search: string, headers: Record<string, string> = { authorization: 'Bearer t' }) => new Request(`http://gw/graphql${search}`, { headers });

describe('the layer reads', () => {
  it('a JSON POST, with its parameters as sent', async () => {
    expect(await read(post('{"query":"{ a }","variables":{"x":1},"operationName":"A","extensions":{"e":true}}'))).toEqual({ query: '{ a }', variables: { x: 1 }, operationName: 'A', extensions: { e: true } });
    expect(await read(post('[{"query":"{ a }"},{"query":"{ b }"}]', { 'content-type': 'application/graphql+json; charset=utf-8' }))).toEqual([{ query: '{ a }' }, { query: '{ b }' }]);
  });

  it('a GET with a token or a CSRF header', () => {
    expect(read(get('?query=%7B%20a%20%7D&variables=%7B%22x%22%3A1%7D'))).toEqual({ query: '{ a }', variables: { x: 1 }, operationName: undefined, extensions: undefined });
    expect(read(get('?query=x', { 'x-graphql-csrf': '1' }))).not.toBeNull();
  });

  it("and refuses a JSON body as yoga's parsers do", async () => {
    await expect(read(post('{'))!).rejects.toMatchObject({ message: 'POST body sent invalid JSON.', extensions: { code: 'BAD_REQUEST', http: { status: 400 } } });
    await expect(read(post('null'))!).rejects.toMatchObject({ message: 'POST body is expected to be object but received null' });
    await expect(read(post('[{},{},{},{}]'))!).rejects.toMatchObject({ message: 'Batching is limited to 3 operations per request.', extensions: { http: { status: 413 } } });
    await expect(paramsReader({ bodyBytes: 1_000, batch: null })(post('[{}]'))!).rejects.toMatchObject({ message: 'Batching is not supported.' });
  });
});

describe("yoga's parsers read", () => {
  it.each([
    ['a form', post('query=x', { 'content-type': 'application/x-www-form-urlencoded' })],
    ['text/plain', post('{}', { 'content-type': 'text/plain' })],
    ['application/graphql', post('{ a }', { 'content-type': 'application/graphql' })],
    ['a body past the limit', post(JSON.stringify({ query: 'x'.repeat(2_000) }))],
    ['a Content-Length that is not a count', post('{}', { 'content-length': '2 ' })],
    ['a PUT', new Request('http://gw/graphql', { method: 'PUT', headers: { 'content-type': 'application/json' }, body: '{}' })],
    ['a GET with neither a token nor a CSRF header', get('?query=x', {})],
    ['a GET whose variables are not JSON', get('?query=x&variables=%7B')],
  ])('%s', (_, request) => {
    expect(read(request)).toBeNull();
  });

  it('a body without a Content-Length (chunked)', () => {
    const body = new Blob(['{}']).stream();
    const request = new Request('http://gw/graphql', { method: 'POST', headers: { 'content-type': 'application/json' }, body, duplex: 'half' } as RequestInit);
    expect(request.headers.get('content-length')).toBeNull();
    expect(read(request)).toBeNull();
  });
});
