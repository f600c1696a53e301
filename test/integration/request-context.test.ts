import { setFlagsFromString } from 'node:v8';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStack, type Stack } from '../helpers/stack.js';

// V8's own test of an object's representation: dictionary mode (every read a hash lookup) or
// fast properties. The flag only lets functions compiled after it use `%` natives.
setFlagsFromString('--allow-natives-syntax');
const hasFastProperties = new Function('object', 'return %HasFastProperties(object)') as (object: object) => boolean;

let stack: Stack;
beforeAll(async () => {
  stack = await startStack();
});
afterAll(() => stack.close());

describe("the request's context (context.ts, openContext)", () => {
  it('is yoga’s own context object, every field written, with fast properties', async () => {
    const { yoga } = stack.gateway;
    // yoga's context is the server context it is handed: the one object every hook and resolver
    // reads. The HTTP entry's is whatwg-node's `{ waitUntil }`, made per request.
    const context: Record<string, unknown> = { waitUntil: () => undefined };
    const request = new yoga.fetchAPI.Request(`${stack.gatewayUrl}/graphql`, {
      method: 'POST',
      headers: { authorization: `Bearer ${stack.sandbox.token}`, 'content-type': 'application/json', 'x-request-id': 'context-shape-1' },
    });
    const result = await yoga.getResultForParams({ params: { query: '{ episode(id: 700003) { title } }' }, request }, context);
    expect(result).toEqual({ data: { episode: { title: 'The Night Shift #1: Field Notes' } } });
    for (const field of ['config', 'token', 'requestId', 'cancellation', 'ledger', 'logger', 'metrics', 'budget', 'rest', 'loaders', 'store', 'directory', 'upstream', 'plan', 'insights', 'uploads']) {
      expect(Object.keys(context), field).toContain(field);
    }
    expect(context.requestId).toBe('context-shape-1');
    expect(context.token).toBe(stack.sandbox.token);
    // The plan the planned executor ran, read by the guards.
    expect(context.plan).toMatchObject({ planned: true, bound: expect.any(Number) });
    // Object.assign of this many fields (yoga's merge of a `context` option's answer) leaves a dictionary.
    expect(hasFastProperties(context)).toBe(true);
  });
});
