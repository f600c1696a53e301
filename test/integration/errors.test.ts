import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { graphql } from '../../src/generated/client/index.js';
import { errorCodes, startStack, type Stack } from '../helpers/stack.js';

const OVERVIEW = 'GET /v3/episodes/{episodeId}/overview';

const EpisodeTitle = graphql(`
  query EpisodeTitle($id: Int!) {
    episode(id: $id) {
      title
    }
  }
`);

const TwoEpisodes = graphql(`
  query TwoEpisodes($good: Int!, $bad: Int!) {
    good: episode(id: $good) {
      title
    }
    bad: episode(id: $bad) {
      title
    }
  }
`);

let stack: Stack;
const TIMEOUT_MS = 400;
beforeAll(async () => {
  stack = await startStack({ config: { upstreamTimeoutMs: TIMEOUT_MS } });
});
afterAll(() => stack?.close());
beforeEach(() => stack.sandbox.hooks.reset());

const publishedId = () => [...stack.sandbox.store.episodes.values()].find((e) => e.stationId === 5001 && e.isPublished)!.episodeId;

/** Nothing a client sees may carry the upstream's address, the caller's token or a stack trace. */
function expectNoLeak(body: unknown): void {
  const text = JSON.stringify(body);
  expect(text).not.toContain(new URL(stack.sandbox.restUrl).host);
  expect(text).not.toContain(new URL(stack.sandbox.graphUrl).host);
  expect(text).not.toContain(stack.sandbox.token);
  expect(text).not.toMatch(/\bat .+\.(ts|js):\d+/);
  expect(text).not.toContain('"stack"');
}

describe('errors a client can act on', () => {
  it('answers UNAUTHENTICATED without a token, making no upstream call', async () => {
    const { data, errors } = await stack.query(EpisodeTitle, { id: publishedId() }, { token: null, expectErrors: true });
    expect(data?.episode).toBeNull();
    expect(errorCodes(errors)).toEqual(['UNAUTHENTICATED']);
    expect(stack.sandbox.hooks.calls()).toHaveLength(0);
  });

  it('passes the upstream refusal of a bad token on as UNAUTHENTICATED', async () => {
    const { errors } = await stack.query(EpisodeTitle, { id: publishedId() }, { token: 'not-a-sandbox-token', expectErrors: true });
    expect(errorCodes(errors)).toEqual(['UNAUTHENTICATED']);
    expectNoLeak(errors);
  });

  it('answers a malformed query with a GraphQL error and keeps serving', async () => {
    const res = await fetch(`${stack.gatewayUrl}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/graphql-response+json', authorization: `Bearer ${stack.sandbox.token}` },
      body: JSON.stringify({ query: '{ episode(id: 1) { title ' }),
    });
    const body = (await res.json()) as { errors?: Array<{ message: string }> };
    expect(res.status).toBe(400);
    expect(body.errors?.[0].message).toMatch(/Syntax Error/);
    const again = await stack.query(EpisodeTitle, { id: publishedId() });
    expect(again.data?.episode?.title).toBeTruthy();
    expect(stack.sandbox.hooks.count(OVERVIEW)).toBe(1);
  });

  it('turns an upstream 500 into UPSTREAM_ERROR with route and status, leaking nothing', async () => {
    stack.sandbox.hooks.fault(OVERVIEW, { status: 500, body: { error: `boom at ${stack.sandbox.restUrl}/internal` } });
    const { data, errors } = await stack.query(EpisodeTitle, { id: publishedId() }, { expectErrors: true });
    expect(data?.episode).toBeNull();
    expect(errors?.[0].extensions).toMatchObject({ code: 'UPSTREAM_ERROR', upstream: 'rest', route: OVERVIEW, status: 500 });
    expectNoLeak(errors);
  });

  it('turns an upstream that never answers into UPSTREAM_TIMEOUT within the configured bound', async () => {
    stack.sandbox.hooks.fault(OVERVIEW, { hang: true });
    const { data, errors } = await stack.query(EpisodeTitle, { id: publishedId() }, { expectErrors: true });
    expect(data?.episode).toBeNull();
    expect(errors?.[0].extensions).toMatchObject({ code: 'UPSTREAM_TIMEOUT', route: OVERVIEW });
    expectNoLeak(errors);
  }, 5 * TIMEOUT_MS + 2_000);

  it('turns a reset connection into UPSTREAM_ERROR', async () => {
    stack.sandbox.hooks.fault(OVERVIEW, { reset: true });
    const { errors } = await stack.query(EpisodeTitle, { id: publishedId() }, { expectErrors: true });
    expect(errorCodes(errors)).toEqual(['UPSTREAM_ERROR']);
    expectNoLeak(errors);
  });

  it('gives partial data when one field fails', async () => {
    const { data, errors } = await stack.query(TwoEpisodes, { good: publishedId(), bad: 1 }, { expectErrors: true });
    expect(data?.good?.title).toBeTruthy();
    expect(data?.bad).toBeNull();
    expect(errors).toHaveLength(1);
    expect(errors?.[0]).toMatchObject({ path: ['bad'], extensions: { code: 'NOT_FOUND' } });
  });
});
