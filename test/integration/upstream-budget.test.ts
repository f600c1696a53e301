import type { GraphQLFormattedError } from 'graphql';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { graphql } from '../../src/generated/client/index.js';
import { startStack, type Stack } from '../helpers/stack.js';
import { sendMultipartUpload } from './upload-client.js';

/**
 * Every request has a budget (docs/architecture.md#a-budget-for-every-request, issue 8 items 3 and 4): a cap on its upstream calls
 * (UPSTREAM_MAX_CALLS_PER_REQUEST) with partial data past it, identical reads made once, and one
 * deadline (UPSTREAM_TIMEOUT_MS) for all of its upstream work. Counted in the sandbox's log.
 */

const GRAPH = 'POST /v2/graph-pq';
const REGION = 'GET /v3/region';
const OVERVIEW = 'GET /v3/episodes/{episodeId}/overview';
const UPDATE = 'POST /v3/episodes/{episodeId}/update';
const DISTRIBUTION = 'GET /v3/stations/{stationId}/distribution';
const MEDIA_POLL = 'GET /v3/upload/media/{uploadId}';

const EightEpisodes = graphql(`
  query BudgetEightEpisodes($a: Int!, $b: Int!, $c: Int!, $d: Int!, $e: Int!, $f: Int!, $g: Int!, $h: Int!) {
    a: episode(id: $a) {
      title
    }
    b: episode(id: $b) {
      title
    }
    c: episode(id: $c) {
      title
    }
    d: episode(id: $d) {
      title
    }
    e: episode(id: $e) {
      title
    }
    f: episode(id: $f) {
      title
    }
    g: episode(id: $g) {
      title
    }
    h: episode(id: $h) {
      title
    }
  }
`);

const RegionAndShows = graphql(`
  query BudgetRegionAndShows {
    region
    showsForUser {
      shows {
        uri
      }
    }
  }
`);

const TenRegions = graphql(`
  query BudgetTenRegions {
    r0: region
    r1: region
    r2: region
    r3: region
    r4: region
    r5: region
    r6: region
    r7: region
    r8: region
    r9: region
  }
`);

const UpdateTitle = graphql(`
  mutation BudgetUpdateTitle($id: Int!, $title: String!) {
    updateEpisode(id: $id, input: { title: $title }) {
      episode {
        title
      }
    }
  }
`);

const ShowChain = graphql(`
  query BudgetShowChain($stationId: Int!) {
    show(stationId: $stationId) {
      stationId
      description
      uri
      comments(first: 2) {
        edges {
          node {
            uri
          }
        }
      }
    }
  }
`);

/** The errors by path, each with its code. */
function byPath(errors: readonly GraphQLFormattedError[] | undefined): Record<string, unknown> {
  return Object.fromEntries((errors ?? []).map((e) => [(e.path ?? []).join('.'), e.extensions?.code]));
}

/** Waits for something the sandbox does on its own time (an answer it was told to delay). */
async function until(done: () => boolean): Promise<void> {
  while (!done()) await new Promise((r) => setTimeout(r, 10));
}

/** Every upstream call the sandbox saw (REST and GraphQL; storage is not part of a budget). */
const upstreamCalls = (stack: Stack) => stack.sandbox.hooks.calls().filter((c) => c.upstream !== 'storage');

const publishedEpisodes = (stack: Stack) => [...stack.sandbox.store.episodes.values()].filter((e) => e.stationId === 5001 && e.isPublished);

describe('the upstream call budget (UPSTREAM_MAX_CALLS_PER_REQUEST: 5)', () => {
  let stack: Stack;
  beforeAll(async () => {
    stack = await startStack({ config: { upstreamMaxCallsPerRequest: 5 } });
  });
  afterAll(() => stack?.close());
  afterEach(() => stack.sandbox.hooks.reset());

  it('eight episodes by ID: five are fetched, three are null with UPSTREAM_BUDGET_EXCEEDED naming the limit; five calls upstream', async () => {
    const episodes = publishedEpisodes(stack).slice(0, 8);
    expect(episodes).toHaveLength(8);
    const keys = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'] as const;
    const vars = Object.fromEntries(keys.map((k, i) => [k, episodes[i].episodeId])) as Record<(typeof keys)[number], number>;
    const { data, errors, status } = await stack.query(EightEpisodes, vars, { expectErrors: true });

    expect(status).toBe(200);
    const fetched = keys.filter((k) => data![k] !== null);
    const refused = keys.filter((k) => data![k] === null);
    expect(fetched).toHaveLength(5);
    for (const k of fetched) expect(data![k]).toEqual({ title: episodes[keys.indexOf(k)].title });
    expect(byPath(errors)).toEqual(Object.fromEntries(refused.map((k) => [k, 'UPSTREAM_BUDGET_EXCEEDED'])));
    for (const error of errors!) {
      expect(error.extensions).toMatchObject({ code: 'UPSTREAM_BUDGET_EXCEEDED', limit: 5 });
      expect(error.message).toContain('limit of 5 upstream calls');
    }
    expect(upstreamCalls(stack)).toHaveLength(5);
    expect(stack.sandbox.hooks.count(OVERVIEW)).toBe(5);
  });

  it('the budget is per request: the next request gets five calls again', async () => {
    const episodes = publishedEpisodes(stack).slice(0, 8);
    const keys = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'] as const;
    const vars = Object.fromEntries(keys.map((k, i) => [k, episodes[i].episodeId])) as Record<(typeof keys)[number], number>;
    await stack.query(EightEpisodes, vars, { expectErrors: true });
    const second = await stack.query(EightEpisodes, vars, { expectErrors: true });
    expect(keys.filter((k) => second.data![k] !== null)).toHaveLength(5);
    expect(upstreamCalls(stack)).toHaveLength(10);
  });
});

describe('the budget counts GraphQL upstream calls too (budget 1)', () => {
  let stack: Stack;
  beforeAll(async () => {
    stack = await startStack({ config: { upstreamMaxCallsPerRequest: 1 } });
  });
  afterAll(() => stack?.close());
  afterEach(() => stack.sandbox.hooks.reset());

  it('region takes the one call; showsForUser is null with UPSTREAM_BUDGET_EXCEEDED and never goes upstream', async () => {
    const { data, errors } = await stack.query(RegionAndShows, {}, { expectErrors: true });
    expect(data!.region).toEqual(expect.any(String));
    expect(data!.showsForUser).toBeNull();
    expect(byPath(errors)).toEqual({ showsForUser: 'UPSTREAM_BUDGET_EXCEEDED' });
    expect(errors![0].extensions).toMatchObject({ upstream: 'graph', limit: 1 });
    expect(stack.sandbox.hooks.count(REGION)).toBe(1);
    expect(stack.sandbox.hooks.count(GRAPH)).toBe(0);
  });
});

describe('identical reads are made once per request', () => {
  let stack: Stack;
  beforeAll(async () => {
    stack = await startStack();
  });
  afterAll(() => stack?.close());
  afterEach(() => stack.sandbox.hooks.reset());

  it('ten aliases of region are one REST call', async () => {
    const { data, errors } = await stack.query(TenRegions, {});
    expect(errors).toBeUndefined();
    const values = Object.values(data!);
    expect(values).toHaveLength(10);
    expect(new Set(values).size).toBe(1);
    expect(values[0]).toEqual(expect.any(String));
    expect(stack.sandbox.hooks.count(REGION)).toBe(1);
    expect(upstreamCalls(stack)).toHaveLength(1);
  });

  it('...and once per request, not once per process: a second request calls again', async () => {
    await stack.query(TenRegions, {});
    await stack.query(TenRegions, {});
    expect(stack.sandbox.hooks.count(REGION)).toBe(2);
  });

  it('a write in between invalidates: updateEpisode reads the overview, writes, and reads it again fresh', async () => {
    const ep = publishedEpisodes(stack)[0];
    const title = `Renamed ${Date.now()}`;
    const { data, errors } = await stack.query(UpdateTitle, { id: ep.episodeId, title });
    expect(errors).toBeUndefined();
    // The read after the write is not the remembered one from before it.
    expect(data!.updateEpisode!.episode!.title).toBe(title);
    expect(stack.sandbox.hooks.calls().map((c) => c.route)).toEqual([OVERVIEW, UPDATE, OVERVIEW]);
  });
});

describe('one deadline per request (UPSTREAM_TIMEOUT_MS)', () => {
  const DEADLINE = 2_000;
  let stack: Stack;
  beforeAll(async () => {
    stack = await startStack({ config: { upstreamTimeoutMs: DEADLINE } });
    // The first request of a fresh gateway pays for warming up (about 0.1-0.25 s here), which
    // says nothing about the deadline.
    await stack.query(ShowChain, { stationId: 5001 });
    stack.sandbox.hooks.reset();
  });
  afterAll(() => stack?.close());
  afterEach(() => stack.sandbox.hooks.reset());

  it('a REST call then a GraphQL call: the second gets only what is left, and the request ends by the deadline', async () => {
    // The show's URI (REST) takes 1.8 s, within the bound; the comments (GraphQL) that need it
    // take 1 s more: within a 2 s bound of their own, past what is left of the request's. On
    // per-call bounds the comments came, 2.8 s after the request began.
    // A show the warm-up did not ask for: its URI is not known yet, so the chain is made.
    stack.sandbox.hooks.fault(DISTRIBUTION, { latencyMs: 1_800 });
    stack.sandbox.hooks.fault(GRAPH, { latencyMs: 1_000 });
    const { data, errors } = await stack.query(ShowChain, { stationId: 5002 }, { expectErrors: true });

    expect(data!.show).toMatchObject({ stationId: 5002, uri: expect.stringMatching(/^platform:show:/), comments: null });
    expect(data!.show!.description).toBe(stack.sandbox.store.shows.get(5002)!.podcastDescription);
    expect(byPath(errors)).toEqual({ 'show.comments': 'UPSTREAM_TIMEOUT' });
    expect(stack.sandbox.hooks.count(DISTRIBUTION)).toBe(1);
    // The sandbox logs a call once it has answered it: the comments' call, after the request ended.
    await until(() => stack.sandbox.hooks.count(GRAPH) === 1);
  });

  it('a mutation that reads then writes: the write gets what is left, and fails UPSTREAM_TIMEOUT by the deadline', async () => {
    const ep = publishedEpisodes(stack)[0];
    // Reading the current values takes 1.5 s; the write answers 1 s later: within a 2 s bound
    // of its own, past what is left of the request's. On per-call bounds the write succeeded,
    // 2.5 s after the request began, and was read back.
    stack.sandbox.hooks.fault(OVERVIEW, { latencyMs: 1_500 });
    stack.sandbox.hooks.fault(UPDATE, { latencyMs: 1_000 });
    const { data, errors } = await stack.query(UpdateTitle, { id: ep.episodeId, title: 'Too late' }, { expectErrors: true });

    expect(data!.updateEpisode).toBeNull();
    expect(byPath(errors)).toEqual({ updateEpisode: 'UPSTREAM_TIMEOUT' });
    // The read back after the write was never started (the sandbox logs the write once it has
    // answered it, after the request ended).
    await until(() => stack.sandbox.hooks.count(UPDATE) === 1);
    expect(stack.sandbox.hooks.calls().map((c) => c.route)).toEqual([OVERVIEW, UPDATE]);
  });

  it('with time to spare, the same chain answers in full (the deadline is per request, not a fixed cut)', async () => {
    stack.sandbox.hooks.fault(DISTRIBUTION, { latencyMs: 300 });
    stack.sandbox.hooks.fault(GRAPH, { latencyMs: 300 });
    const { data, errors } = await stack.query(ShowChain, { stationId: 5001 });
    expect(errors).toBeUndefined();
    expect(data!.show!.comments).not.toBeNull();
  });
});

const Publish = graphql(`
  mutation BudgetPublishWithMedia($input: PublishEpisodeWithMediaInput!, $file: Upload!, $size: Float) {
    publishEpisodeWithMedia(input: $input, file: $file, size: $size) {
      episode {
        id
        title
      }
      job {
        status
      }
      failure {
        failedStep
        code
      }
    }
  }
`);

describe('upload pipelines run on their own bounds, not on the request budget', () => {
  const DEADLINE = 800;
  let stack: Stack;
  beforeAll(async () => {
    stack = await startStack({
      // Processing takes about 1.2 s, longer than the request's upstream deadline.
      behaviour: { audioPoll404Ms: 600, mediaProcessingMs: 600 },
      config: { upstreamTimeoutMs: DEADLINE, upstreamMaxCallsPerRequest: 4, uploadPollInitialMs: 50, uploadPollMaxMs: 100, uploadPollTimeoutMs: 20_000 },
    });
  });
  afterAll(() => stack?.close());
  afterEach(() => stack.sandbox.hooks.reset());

  it('publishEpisodeWithMedia completes past the deadline and past the call budget: the pipeline (signed URL, PUT, completion, polls) is not counted, and the update after it still has time', async () => {
    // Past the deadline, by order rather than by a clock: the pipeline's first poll is answered
    // only once another request, begun after this one (as that poll arrives) and held to the same
    // deadline, has timed out on a region lookup that never answers.
    const events: string[] = [];
    stack.sandbox.hooks.fault(REGION, { hang: true, times: 1 });
    stack.sandbox.hooks.fault(MEDIA_POLL, {
      times: 1,
      hold: async () => {
        const later = await stack.query(TenRegions, {}, { expectErrors: true });
        events.push(`later request: ${[...new Set(Object.values(byPath(later.errors)))].join(', ')}`);
      },
    });
    const res = await sendMultipartUpload({
      url: `${stack.gatewayUrl}/graphql`,
      document: Publish,
      variables: { input: { stationId: 5003, title: 'Long haul', description: '<p>Notes.</p>', publish: 'PUBLISH_NOW' } as never, size: 64_000 },
      token: stack.sandbox.token,
      fileName: 'long.mp3',
      mimeType: 'audio/mpeg',
      bytes: 64_000,
    });
    expect(res.errors).toBeUndefined();
    expect(res.data!.publishEpisodeWithMedia).toMatchObject({ failure: null, job: { status: 'COMPLETED' }, episode: { title: 'Long haul' } });
    expect(events).toEqual(['later request: UPSTREAM_TIMEOUT']);
    const calls = upstreamCalls(stack);
    // The mutation's own calls (create, the show's URI and legacy IDs, the final update) fit
    // the budget of 4; the pipeline made many more. The update came after the pipeline, past
    // 800 ms from the start: waiting for the pipeline did not run the deadline down.
    expect(calls.length).toBeGreaterThan(4);
    expect(calls.filter((c) => c.route.startsWith('GET /v3/upload/media/')).length).toBeGreaterThan(1);
    expect(calls.at(-1)!.route).toBe(UPDATE);
  });
});
