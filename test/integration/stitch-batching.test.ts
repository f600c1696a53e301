import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { graphql } from '../../src/generated/client/index.js';
import type { EpisodeRecord } from '../../src/sandbox/data/model.js';
import { startStack, type Stack } from '../helpers/stack.js';

/**
 * Call-count bounds, error placement and token isolation for merged objects: many episodes of
 * one level share upstream requests, errors stay on the objects they concern, and a caller's
 * token never travels with another caller's work.
 */

const GRAPH = 'POST /v2/graph-pq';
const EPISODE_ID = 'GET /v3/episodes/platform:episode:{platformEpisodeId}/episodeId';
const OVERVIEW = 'GET /v3/episodes/{episodeId}/overview';
const DISTRIBUTION = 'GET /v3/stations/{stationId}/distribution';

const ShowEpisodesBothSides = graphql(`
  query StitchShowEpisodesBothSides($stationId: Int!, $pageSize: Int!) {
    show(stationId: $stationId) {
      stationId
      episodesV2(listEpisodesV2Request: { filter: PUBLISHED_EPISODES, pagination: { pageSize: $pageSize } }) {
        items {
          uri
          id
          state
          isPublished
          publishOn
          title
          analyticsStarts {
            startsCount
          }
          analytics(getEpisodePlayCountRequest: { episodeAnalyticsMetricType: EPISODE_PLAYS, aggregationType: AGGREGATION_TYPE_TOTAL, window: WINDOW_ALL_TIME }) {
            type
          }
          poll {
            question
          }
          comments(first: 2) {
            edges {
              node {
                uri
              }
            }
          }
        }
      }
    }
  }
`);

const BatchedRootsWithOneForbidden = graphql(`
  query StitchBatchedRootsWithOneForbidden($mine: EpisodeUri!, $theirs: EpisodeUri!, $alsoMine: EpisodeUri!) {
    mine: episodeByUri(getEpisodeRequest: { episodeUri: $mine }) {
      uri
      id
      title
    }
    theirs: episodeByUri(getEpisodeRequest: { episodeUri: $theirs }) {
      uri
      id
      title
    }
    alsoMine: episodeByUri(getEpisodeRequest: { episodeUri: $alsoMine }) {
      uri
      state
    }
  }
`);

const ItemsWithOneBadField = graphql(`
  query StitchItemsWithOneBadField($stationId: Int!) {
    show(stationId: $stationId) {
      episodesV2(listEpisodesV2Request: { pagination: { pageSize: 3 } }) {
        items {
          id
          title
          analyticsStarts {
            startsCount
          }
          bad: analytics(getEpisodePlayCountRequest: { episodeAnalyticsMetricType: EPISODE_PLAYS, aggregationType: AGGREGATION_TYPE_TOTAL, window: WINDOW_CUSTOM }) {
            type
          }
        }
      }
    }
  }
`);

const EpisodeDuringOutage = graphql(`
  query StitchEpisodeDuringOutage($uri: String!) {
    episode(uri: $uri) {
      id
      title
      analyticsStarts {
        startsCount
      }
    }
  }
`);

const MyShowsAndEpisode = graphql(`
  query StitchMyShowsAndEpisode($uri: String!) {
    showsForUser {
      shows {
        stationId
        name
        description
      }
    }
    episode(uri: $uri) {
      id
      title
      analyticsStarts {
        startsCount
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

const count = (route: string) => stack.sandbox.hooks.count(route);
const episodesOf = (stationId: number) => [...stack.sandbox.store.episodes.values()].filter((e) => e.stationId === stationId);
const uriOf = (e: EpisodeRecord) => `platform:episode:${e.platformEpisodeId}`;

describe('batching', () => {
  it('30 episodes with REST and GraphQL fields: one REST call per resource, a constant number of GraphQL requests, no conversion twice', async () => {
    const run = async (pageSize: number) => {
      stack.sandbox.hooks.clearLog();
      const { data, errors } = await stack.query(ShowEpisodesBothSides, { stationId: 5001, pageSize });
      expect(errors).toBeUndefined();
      const items = data!.show!.episodesV2!.items;
      expect(items).toHaveLength(pageSize);
      for (const item of items) {
        const record = stack.sandbox.store.episodes.get(item.id!)!;
        expect(item).toMatchObject({ uri: uriOf(record), state: 'PUBLISHED', isPublished: true, title: record.title });
        expect(item.poll?.question ?? null).toBe(stack.sandbox.store.polls.get(record.episodeId)?.question ?? null);
      }
      const conversions = stack.sandbox.hooks.calls({ route: EPISODE_ID }).map((c) => c.path);
      const overviews = stack.sandbox.hooks.calls({ route: OVERVIEW }).map((c) => c.path);
      return { graph: count(GRAPH), conversions, overviews };
    };
    const small = await run(5);
    const large = await run(30);
    // At most one REST call per distinct resource, and no conversion done twice, not even by
    // the second request: the ID directory keeps what the first one learned.
    expect(new Set(large.conversions).size).toBe(large.conversions.length);
    expect(large.conversions.length).toBeLessThanOrEqual(30 - small.conversions.length);
    expect(large.conversions.some((path) => small.conversions.includes(path))).toBe(false);
    expect(large.overviews).toHaveLength(30);
    expect(new Set(large.overviews).size).toBe(30);
    // The show's URI (4.15) was learned by the first request.
    expect(count(DISTRIBUTION)).toBe(0);
    // The show with its episodes (one delegation), then polls and comments of all episodes
    // (batched together): independent of the number of episodes.
    expect(large.graph).toBeLessThanOrEqual(3);
    expect(large.graph).toBe(small.graph);
  });

  it("forwards the caller's token on every upstream request, batched ones included", async () => {
    await stack.query(ShowEpisodesBothSides, { stationId: 5002, pageSize: 10 });
    const graphCalls = stack.sandbox.hooks.calls({ upstream: 'graph' });
    expect(graphCalls.length).toBeGreaterThan(1);
    for (const call of graphCalls) expect(call.headers.authorization).toBe(`Bearer ${stack.sandbox.token}`);
    // Batched: several root fields travelled in one request.
    expect(graphCalls.some((c) => ((c.body as { query: string }).query.match(/_v\d+_/g) ?? []).length > 1)).toBe(true);
  });
});

describe('errors keep their place', () => {
  it('a refused root inside a batched upstream request is null with its own error; its neighbours are intact', async () => {
    const [mine, alsoMine] = episodesOf(5001).filter((e) => e.isPublished);
    const theirs = episodesOf(5101).find((e) => e.isPublished)!;
    const { data, errors } = await stack.query(
      BatchedRootsWithOneForbidden,
      { mine: uriOf(mine), theirs: uriOf(theirs), alsoMine: uriOf(alsoMine) },
      { expectErrors: true },
    );
    expect(count(GRAPH)).toBe(1);
    expect(data?.mine).toEqual({ uri: uriOf(mine), id: mine.episodeId, title: mine.title });
    expect(data?.alsoMine).toEqual({ uri: uriOf(alsoMine), state: 'PUBLISHED' });
    expect(data?.theirs).toBeNull();
    expect(errors).toHaveLength(1);
    // The code's fixed message (issue 19): the upstream's own text goes to the log.
    expect(errors![0]).toMatchObject({ path: ['theirs'], message: 'The GraphQL API does not allow this operation for this account.', extensions: { code: 'FORBIDDEN' } });
  });

  it('a field error inside merged list items lands on each item’s path; the items and their other fields stay', async () => {
    const { data, errors } = await stack.query(ItemsWithOneBadField, { stationId: 5002 }, { expectErrors: true });
    const items = data!.show!.episodesV2!.items;
    expect(items).toHaveLength(3);
    for (const item of items) {
      expect(item.id).toEqual(expect.any(Number));
      expect(item.title).toEqual(expect.any(String));
      expect(item.analyticsStarts?.startsCount).toEqual(expect.any(Number));
      expect(item.bad).toBeNull();
    }
    expect(errors!.map((e) => e.path)).toEqual([0, 1, 2].map((i) => ['show', 'episodesV2', 'items', i, 'bad']));
    for (const error of errors!) {
      expect(error.message).toBe('The GraphQL API rejected the request as invalid.');
      expect(error.extensions?.code).toBe('BAD_USER_INPUT');
    }
  });

  it('an upstream outage becomes a coded error on the upstream fields only, without URL or token; REST fields still answer', async () => {
    stack.sandbox.hooks.fault(GRAPH, { status: 502 });
    const episode = episodesOf(5003).find((e) => e.isPublished)!;
    const { data, errors } = await stack.query(EpisodeDuringOutage, { uri: uriOf(episode) }, { expectErrors: true });
    expect(data?.episode).toEqual({ id: episode.episodeId, title: episode.title, analyticsStarts: null });
    expect(errors).toHaveLength(1);
    expect(errors![0]).toMatchObject({ path: ['episode', 'analyticsStarts'], extensions: { code: 'UPSTREAM_ERROR', status: 502 } });
    const text = JSON.stringify(errors);
    expect(text).not.toContain(stack.sandbox.graphUrl);
    expect(text).not.toContain(stack.sandbox.token);
  });
});

describe('token isolation', () => {
  it('two callers in parallel each see only their own shows and episodes', async () => {
    const { creator, other } = stack.sandbox.tokens;
    const mine = episodesOf(5001).find((e) => e.isPublished)!;
    const theirs = episodesOf(5101).find((e) => e.isPublished)!;
    const runs = await Promise.all(
      Array.from({ length: 4 }, (_, i) =>
        i % 2 === 0
          ? stack.query(MyShowsAndEpisode, { uri: uriOf(mine) }, { token: creator }).then((r) => ({ who: 'creator', r }))
          : stack.query(MyShowsAndEpisode, { uri: uriOf(theirs) }, { token: other }).then((r) => ({ who: 'other', r })),
      ),
    );
    for (const { who, r } of runs) {
      expect(r.errors).toBeUndefined();
      const stations = r.data!.showsForUser!.shows.map((s) => s.stationId);
      expect(stations).toEqual(who === 'creator' ? [5001, 5002, 5003] : [5101]);
      expect(r.data!.episode!.id).toBe(who === 'creator' ? mine.episodeId : theirs.episodeId);
    }
    // Every upstream request carried exactly one caller's token, and each caller's requests
    // asked only for that caller's data.
    for (const call of stack.sandbox.hooks.calls({ upstream: 'graph' })) {
      const token = call.headers.authorization;
      expect([`Bearer ${creator}`, `Bearer ${other}`]).toContain(token);
      const body = JSON.stringify(call.body);
      if (token === `Bearer ${creator}`) expect(body).not.toContain(theirs.platformEpisodeId);
      else expect(body).not.toContain(mine.platformEpisodeId);
    }
  });
});
