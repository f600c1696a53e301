import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { graphql } from '../../src/generated/client/index.js';
import type { EpisodeRecord } from '../../src/sandbox/data/model.js';
import { errorCodes, startStack, type Stack } from '../helpers/stack.js';

/**
 * A GraphQL upstream whose envelope differs from the sandbox's in every way document 2 leaves
 * open (7: "Error response envelope and codes: not shown"): errors carry no `extensions` at all,
 * validation errors come with HTTP 400, a bad token is HTTP 200 with an error, and
 * introspection needs a token that the gateway is not configured with. It also offers only
 * what the spec states, with polls nowhere: the committed snapshot (the spec's, which serves
 * polls under `episodeByUri`) fits it but for that one field.
 */

const GRAPH = 'POST /v2/graph-pq';

const EnvelopeEpisode = graphql(`
  query EnvelopeEpisode($uri: EpisodeUri!) {
    episodeByUri(getEpisodeRequest: { episodeUri: $uri }) {
      title
      state
    }
  }
`);

const EnvelopePoll = graphql(`
  query EnvelopePoll($uri: EpisodeUri!) {
    episodeByUri(getEpisodeRequest: { episodeUri: $uri }) {
      title
      state
      poll {
        question
      }
    }
  }
`);

const EnvelopeShows = graphql(`
  query EnvelopeShows {
    showsForUser {
      shows {
        name
        stationId
      }
    }
  }
`);

const EnvelopeDeleteComment = graphql(`
  mutation EnvelopeDeleteComment($uri: String!) {
    deleteComment(commentUri: $uri) {
      success
    }
  }
`);

let stack: Stack;
beforeAll(async () => {
  stack = await startStack({
    variant: { graph: { reduced: true, errors: 'none', validationErrorStatus: 400, unauthorizedAs200: true } },
    // No token for introspection: the gateway starts from the committed snapshot.
    config: { sandboxToken: null, introspectionToken: null },
  });
});
afterAll(() => stack?.close());
beforeEach(() => stack.sandbox.hooks.clearLog());

const draft = (): EpisodeRecord => [...stack.sandbox.store.episodes.values()].find((e) => e.stationId === 5001 && !e.isPublished && e.publishOn === null)!;
const uriOf = (e: EpisodeRecord) => `platform:episode:${e.platformEpisodeId}`;

async function eventually<T>(probe: () => T, done: (value: T) => boolean, ms = 5_000): Promise<T> {
  const until = Date.now() + ms;
  for (;;) {
    const value = probe();
    if (done(value) || Date.now() > until) return value;
    await new Promise((r) => setTimeout(r, 20));
  }
}

describe('introspection that needs a token, and the spec snapshot', () => {
  it('serves from the snapshot, asking for nothing the spec does not name; answers a 400 as UPSTREAM_ERROR; goes live with a caller token', async () => {
    expect(stack.gateway.schemas.source()).toBe('snapshot');

    // One request while degraded. The spec snapshot asks a draft for nothing this upstream lacks,
    // and names no input type the spec does not: the draft is served. The snapshot's
    // `Episode.poll` is not on this upstream: a 400 with code-less errors, on that field alone.
    const before = await stack.query(EnvelopePoll, { uri: uriOf(draft()) }, { expectErrors: true });
    expect(before.status).toBe(200);
    expect(before.data?.episodeByUri).toEqual({ title: draft().title, state: 'DRAFT', poll: null });
    expect(before.errors!.map((e) => [e.path, e.extensions?.code, e.extensions?.status])).toEqual([[['episodeByUri', 'poll'], 'UPSTREAM_ERROR', 400]]);
    // The upstream's own text stays in the log (issue 19): the code's fixed message.
    expect(before.errors![0].message).toBe('The GraphQL API failed to answer.');
    expect(JSON.stringify(before)).not.toContain(stack.sandbox.token);
    for (const call of stack.sandbox.hooks.calls({ route: GRAPH })) expect(JSON.stringify(call.body)).not.toMatch(/isDraft|nextPageToken|ALL_EPISODES|EpisodeLookup/);

    // That request lent its token for one introspection: the live schema replaces the snapshot.
    expect(await eventually(() => stack.gateway.schemas.source(), (s) => s === 'live')).toBe('live');
    const introspections = stack.sandbox.hooks.calls({ route: GRAPH }).filter((c) => (c.body as { operationName?: string }).operationName === 'IntrospectionQuery');
    expect(introspections).toHaveLength(1);
    expect(introspections[0].headers.authorization).toBe(`Bearer ${stack.sandbox.token}`);

    // Live, the gateway knows this upstream has no poll anywhere: no call for it, a code that says so.
    stack.sandbox.hooks.clearLog();
    const after = await stack.query(EnvelopePoll, { uri: uriOf(draft()) }, { expectErrors: true });
    expect(after.data?.episodeByUri).toEqual({ title: draft().title, state: 'DRAFT', poll: null });
    expect(errorCodes(after.errors)).toEqual(['UPSTREAM_UNSUPPORTED']);
    expect(stack.sandbox.hooks.calls({ route: GRAPH }).every((c) => c.status === 200)).toBe(true);
  });
});

describe('errors without extensions', () => {
  it('a bad token answered with HTTP 200 and a bare error is a coded error, nothing leaked', async () => {
    const res = await stack.query(EnvelopeShows, {}, { token: 'not-a-token', expectErrors: true });
    expect(res.status).toBe(200);
    expect(res.data?.showsForUser ?? null).toBeNull();
    expect(errorCodes(res.errors)).toEqual(['UPSTREAM_ERROR']);
    expect(JSON.stringify(res)).not.toContain('not-a-token');
    expect(JSON.stringify(res)).not.toContain(new URL(stack.sandbox.graphUrl).host);
  });

  it('deletes a comment under review without its status when the refusal of the other filter names no cause', async () => {
    const pending = [...stack.sandbox.store.comments.values()].find((c) => c.state === 'needs review' && c.parentCommentId === null)!;
    const { data, errors } = await stack.query(EnvelopeDeleteComment, { uri: `platform:comment:${pending.commentId}` });
    expect(errors).toBeUndefined();
    expect(data?.deleteComment!.success).toBe(true);
    expect(stack.sandbox.store.comments.has(pending.commentId)).toBe(false);
  });

  it('a transport failure is not retried with the other filter', async () => {
    const pending = [...stack.sandbox.store.comments.values()].find((c) => c.state === 'needs review' && c.parentCommentId === null)!;
    stack.sandbox.hooks.fault(GRAPH, { status: 503, times: 1 });
    const { errors } = await stack.query(EnvelopeDeleteComment, { uri: `platform:comment:${pending.commentId}` }, { expectErrors: true });
    expect(errorCodes(errors)).toEqual(['UPSTREAM_ERROR']);
    expect(stack.sandbox.hooks.count(GRAPH)).toBe(1);
    expect(stack.sandbox.store.comments.has(pending.commentId)).toBe(true);
  });
});

describe('an older GraphQL server that cannot introspect deprecated input values', () => {
  let legacy: Stack;
  beforeAll(async () => {
    legacy = await startStack({ variant: { graph: { legacyIntrospection: true, validationErrorStatus: 400 } } });
  });
  afterAll(() => legacy?.close());

  it('loads the live schema with the introspection query it understands', async () => {
    expect(legacy.gateway.schemas.source()).toBe('live');
    const { data, errors } = await legacy.query(EnvelopeShows);
    expect(errors).toBeUndefined();
    expect(data?.showsForUser!.shows.map((s) => s.stationId)).toEqual([5001, 5002, 5003]);
    const outcome = await legacy.gateway.schemas.refresh();
    expect(outcome.result).toBe('unchanged');
    const queries = legacy.sandbox.hooks.calls({ route: GRAPH }).filter((c) => (c.body as { operationName?: string }).operationName === 'IntrospectionQuery');
    expect(queries.map((c) => c.status)).toEqual([400, 200]);
  });
});
