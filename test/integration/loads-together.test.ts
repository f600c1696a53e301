import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { graphql } from '../../src/generated/client/index.js';
import type { EpisodeRecord } from '../../src/sandbox/data/model.js';
import { errorCodes, startStack, type Stack } from '../helpers/stack.js';

/**
 * Loads that start together (issue 9, item 2): a root field starts every upstream load its
 * selection needs in the same tick, reports an unknown show or episode as NOT_FOUND on itself,
 * and fields the GraphQL interface serves cost no REST call when the caller gave the URI.
 */

const GRAPH = 'POST /v2/graph-pq';
const METADATA = 'GET /v3/stations/{stationId}/metadata';
const DISTRIBUTION = 'GET /v3/stations/{stationId}/distribution';
const OVERVIEW = 'GET /v3/episodes/{episodeId}/overview';

const ShowWithDistribution = graphql(`
  query LoadsTogetherShow($stationId: Int!) {
    show(stationId: $stationId) {
      name
      distribution {
        vanitySlug
      }
    }
  }
`);

const EpisodeByIdAcrossBothApis = graphql(`
  query LoadsTogetherEpisodeById($id: Int!) {
    episode(id: $id) {
      title
      analyticsStarts {
        startsCount
      }
    }
  }
`);

const EpisodeWithPublishedOn = graphql(`
  query LoadsTogetherEpisodePublishedOn($id: Int!) {
    episode(id: $id) {
      title
      uri
      publishedOn {
        seconds
      }
    }
  }
`);

const ShowByUriWithAnalytics = graphql(`
  query LoadsTogetherShowByUri($uri: String!) {
    show(uri: $uri) {
      analytics(getShowAnalyticsRequest: { showAnalyticsMetricType: SHOW_FOLLOWERS, aggregationType: AGGREGATION_TYPE_TOTAL, window: WINDOW_ALL_TIME }) {
        type
      }
    }
  }
`);

const EpisodeAnalytics = graphql(`
  fragment LoadsTogetherAnalytics on Episode {
    analytics(getEpisodePlayCountRequest: { episodeAnalyticsMetricType: EPISODE_PLAYS, aggregationType: AGGREGATION_TYPE_TOTAL, window: WINDOW_ALL_TIME }) {
      type
    }
  }
`);

const ThirtyEpisodesByUri = graphql(`
  query LoadsTogetherThirtyEpisodes($u1: String!, $u2: String!, $u3: String!, $u4: String!, $u5: String!, $u6: String!, $u7: String!, $u8: String!, $u9: String!, $u10: String!, $u11: String!, $u12: String!, $u13: String!, $u14: String!, $u15: String!, $u16: String!, $u17: String!, $u18: String!, $u19: String!, $u20: String!, $u21: String!, $u22: String!, $u23: String!, $u24: String!, $u25: String!, $u26: String!, $u27: String!, $u28: String!, $u29: String!, $u30: String!) {
    e1: episode(uri: $u1) {
      ...LoadsTogetherAnalytics
    }
    e2: episode(uri: $u2) {
      ...LoadsTogetherAnalytics
    }
    e3: episode(uri: $u3) {
      ...LoadsTogetherAnalytics
    }
    e4: episode(uri: $u4) {
      ...LoadsTogetherAnalytics
    }
    e5: episode(uri: $u5) {
      ...LoadsTogetherAnalytics
    }
    e6: episode(uri: $u6) {
      ...LoadsTogetherAnalytics
    }
    e7: episode(uri: $u7) {
      ...LoadsTogetherAnalytics
    }
    e8: episode(uri: $u8) {
      ...LoadsTogetherAnalytics
    }
    e9: episode(uri: $u9) {
      ...LoadsTogetherAnalytics
    }
    e10: episode(uri: $u10) {
      ...LoadsTogetherAnalytics
    }
    e11: episode(uri: $u11) {
      ...LoadsTogetherAnalytics
    }
    e12: episode(uri: $u12) {
      ...LoadsTogetherAnalytics
    }
    e13: episode(uri: $u13) {
      ...LoadsTogetherAnalytics
    }
    e14: episode(uri: $u14) {
      ...LoadsTogetherAnalytics
    }
    e15: episode(uri: $u15) {
      ...LoadsTogetherAnalytics
    }
    e16: episode(uri: $u16) {
      ...LoadsTogetherAnalytics
    }
    e17: episode(uri: $u17) {
      ...LoadsTogetherAnalytics
    }
    e18: episode(uri: $u18) {
      ...LoadsTogetherAnalytics
    }
    e19: episode(uri: $u19) {
      ...LoadsTogetherAnalytics
    }
    e20: episode(uri: $u20) {
      ...LoadsTogetherAnalytics
    }
    e21: episode(uri: $u21) {
      ...LoadsTogetherAnalytics
    }
    e22: episode(uri: $u22) {
      ...LoadsTogetherAnalytics
    }
    e23: episode(uri: $u23) {
      ...LoadsTogetherAnalytics
    }
    e24: episode(uri: $u24) {
      ...LoadsTogetherAnalytics
    }
    e25: episode(uri: $u25) {
      ...LoadsTogetherAnalytics
    }
    e26: episode(uri: $u26) {
      ...LoadsTogetherAnalytics
    }
    e27: episode(uri: $u27) {
      ...LoadsTogetherAnalytics
    }
    e28: episode(uri: $u28) {
      ...LoadsTogetherAnalytics
    }
    e29: episode(uri: $u29) {
      ...LoadsTogetherAnalytics
    }
    e30: episode(uri: $u30) {
      ...LoadsTogetherAnalytics
    }
  }
`);

const OneEpisodeByUri = graphql(`
  query LoadsTogetherOneEpisode($uri: String!) {
    episode(uri: $uri) {
      ...LoadsTogetherAnalytics
    }
  }
`);

const ShowTotalsById = graphql(`
  query LoadsTogetherShowTotals($stationId: Int!, $period: AnalyticsPeriod!) {
    show(stationId: $stationId) {
      name
      ...LoadsTogetherShowTotals
    }
  }
  fragment LoadsTogetherShowTotals on Show {
    playsAndDownloads(period: $period) {
      value
      change {
        percent
      }
    }
    weekly: playsAndDownloadsSeries(period: $period, interval: WEEK) {
      points {
        value
      }
    }
    skipped: streamsAndDownloads @skip(if: true) {
      value
    }
  }
`);

const ShowCoreFansById = graphql(`
  query LoadsTogetherShowCoreFans($stationId: Int!) {
    show(stationId: $stationId) {
      name
      coreFanSummary(allTime: true) {
        totalAudience
      }
    }
  }
`);

const ShowTotalsByUri = graphql(`
  query LoadsTogetherShowTotalsByUri($uri: String!) {
    show(uri: $uri) {
      playsAndDownloads {
        value
      }
    }
  }
`);

const EpisodeTotalsById = graphql(`
  query LoadsTogetherEpisodeTotals($id: Int!) {
    episode(id: $id) {
      title
      playsAndDownloads(period: LAST_SEVEN_DAYS) {
        value
      }
    }
  }
`);

const EpisodeRestFieldsInFragments = graphql(`
  query LoadsTogetherEpisodeFragments($uri: String!) {
    episode(uri: $uri) {
      ...LoadsTogetherEpisodeTitle
      ... on Episode {
        state
      }
    }
  }
  fragment LoadsTogetherEpisodeTitle on Episode {
    title
    isPublished
  }
`);

let stack: Stack;
beforeAll(async () => {
  stack = await startStack();
});
afterAll(() => stack?.close());
beforeEach(() => stack.sandbox.hooks.reset());

const restCalls = () => stack.sandbox.hooks.calls({ upstream: 'rest' });
const uriOf = (e: EpisodeRecord) => `platform:episode:${e.platformEpisodeId}`;

/** A clean log, then each route's calls held long enough that one started after another ended would be plain to see. */
function holdCalls(...routes: string[]): void {
  stack.sandbox.hooks.clearLog();
  for (const route of routes) stack.sandbox.hooks.fault(route, { latencyMs: 150 });
}

/** Exactly one REST call (on `restRoute`) and one GraphQL request were made, each arriving before the other was answered. */
function expectOneEachInFlightTogether(restRoute: string): void {
  const [rest] = stack.sandbox.hooks.calls({ route: restRoute });
  const graphCalls = stack.sandbox.hooks.calls({ route: GRAPH });
  expect(restCalls()).toHaveLength(1);
  expect(graphCalls).toHaveLength(1);
  expect(graphCalls[0].receivedAt!).toBeLessThan(rest.answeredAt!);
  expect(rest.receivedAt!).toBeLessThan(graphCalls[0].answeredAt!);
}

describe('loads that start together', () => {
  it('starts the metadata and the distribution of a show in the same tick: the two calls are in flight together', async () => {
    // Each call held long enough that one started after the other ended would be plain to see.
    stack.sandbox.hooks.fault(METADATA, { latencyMs: 150 });
    stack.sandbox.hooks.fault(DISTRIBUTION, { latencyMs: 150 });
    const { data, errors } = await stack.query(ShowWithDistribution, { stationId: 5001 });
    expect(errors).toBeUndefined();
    expect(data!.show!.name).toBe(stack.sandbox.store.shows.get(5001)!.podcastName);
    const [metadata] = stack.sandbox.hooks.calls({ route: METADATA });
    const [distribution] = stack.sandbox.hooks.calls({ route: DISTRIBUTION });
    expect(restCalls()).toHaveLength(2);
    // Overlapping: each one arrived before the other was answered.
    expect(distribution.receivedAt!).toBeLessThan(metadata.answeredAt!);
    expect(metadata.receivedAt!).toBeLessThan(distribution.answeredAt!);
  });

  it('starts the upstream fields of an episode with its overview when the ID directory knows its URI: the two calls are in flight together', async () => {
    const episode = [...stack.sandbox.store.episodes.values()].find((e) => e.stationId === 5001 && e.isPublished)!;
    // The first read teaches the directory the episode's URI (4.1), then the upstream fields follow it.
    const first = await stack.query(EpisodeByIdAcrossBothApis, { id: episode.episodeId });
    expect(first.errors).toBeUndefined();
    holdCalls(OVERVIEW, GRAPH);
    const { data, errors } = await stack.query(EpisodeByIdAcrossBothApis, { id: episode.episodeId });
    expect(errors).toBeUndefined();
    expect(data!.episode!.title).toBe(episode.title);
    expect(data!.episode!.analyticsStarts).toBeTruthy();
    expectOneEachInFlightTogether(OVERVIEW);
  });

  it('an unknown episode ID with upstream fields costs its overview and the list sent beside it: no conversion, no upstream read', async () => {
    holdCalls(OVERVIEW, GRAPH);
    const { data, errors } = await stack.query(EpisodeByIdAcrossBothApis, { id: 987654321 }, { expectErrors: true });
    expect(data?.episode).toBeNull();
    expect(errorCodes(errors)).toEqual(['NOT_FOUND']);
    // The directory does not know the ID: the search's list starts with the overview (two rounds
    // for an episode that exists, docs/performance.md), and the overview's 404 ends the rest.
    expectOneEachInFlightTogether(OVERVIEW);
  });

  it('serves 30 episodes asked by URI with analytics in one GraphQL request and no REST call', async () => {
    const episodes = [...stack.sandbox.store.episodes.values()].filter((e) => e.stationId === 5001 && e.isPublished).slice(0, 30);
    expect(episodes).toHaveLength(30);
    const variables = Object.fromEntries(episodes.map((e, i) => [`u${i + 1}`, uriOf(e)])) as Parameters<typeof stack.query<unknown, Record<string, string>>>[1];
    const { data, errors } = await stack.query(ThirtyEpisodesByUri, variables as never);
    expect(errors).toBeUndefined();
    for (let i = 1; i <= 30; i++) expect((data as Record<string, { analytics: unknown } | null>)[`e${i}`]?.analytics).toBeTruthy();
    expect(stack.sandbox.hooks.count(GRAPH)).toBe(1);
    expect(restCalls()).toEqual([]);
  });

  it("starts a show's analytics totals with its metadata once the directory knows its URI: in flight together, each asked once", async () => {
    const first = await stack.query(ShowTotalsById, { stationId: 5001, period: 'LAST_NINETY_DAYS' });
    expect(first.errors).toBeUndefined();
    holdCalls(METADATA, GRAPH);
    const { data, errors } = await stack.query(ShowTotalsById, { stationId: 5001, period: 'LAST_NINETY_DAYS' });
    expect(errors).toBeUndefined();
    expect(data!.show!.playsAndDownloads!.value).toBe(first.data!.show!.playsAndDownloads!.value);
    expect(data!.show!.weekly!.points.length).toBeGreaterThan(0);
    expect(data!.show).not.toHaveProperty('skipped');
    // The two totals the root started are the ones the fields read (same arguments, same
    // comparison), in one upstream request; the skipped field asks for nothing.
    expectOneEachInFlightTogether(METADATA);
  });

  it("starts a show's core-fan summary with its metadata once the directory knows its URI: in flight together", async () => {
    const first = await stack.query(ShowCoreFansById, { stationId: 5001 });
    expect(first.errors).toBeUndefined();
    holdCalls(METADATA, GRAPH);
    const { data, errors } = await stack.query(ShowCoreFansById, { stationId: 5001 });
    expect(errors).toBeUndefined();
    expect(data!.show!.coreFanSummary).toEqual(first.data!.show!.coreFanSummary);
    expectOneEachInFlightTogether(METADATA);
  });

  it("starts an episode's analytics totals with its overview when the directory knows its URI", async () => {
    const episode = [...stack.sandbox.store.episodes.values()].find((e) => e.stationId === 5001 && e.isPublished)!;
    expect((await stack.query(EpisodeTotalsById, { id: episode.episodeId })).errors).toBeUndefined();
    holdCalls(OVERVIEW, GRAPH);
    const { data, errors } = await stack.query(EpisodeTotalsById, { id: episode.episodeId });
    expect(errors).toBeUndefined();
    expect(data!.episode!.title).toBe(episode.title);
    expect(data!.episode!.playsAndDownloads).toBeTruthy();
    expectOneEachInFlightTogether(OVERVIEW);
  });

  it('serves a show asked by URI with analytics totals alone in one GraphQL request and no REST call; an unknown URI is NOT_FOUND on `show`', async () => {
    const uri = `platform:show:${stack.sandbox.store.shows.get(5001)!.platformShowId}`;
    const { data, errors } = await stack.query(ShowTotalsByUri, { uri });
    expect(errors).toBeUndefined();
    expect(data!.show!.playsAndDownloads).toBeTruthy();
    expect(stack.sandbox.hooks.count(GRAPH)).toBe(1);
    expect(restCalls()).toEqual([]);

    const unknown = await stack.query(ShowTotalsByUri, { uri: 'platform:show:doesNotExist0000000000' }, { expectErrors: true });
    expect(unknown.data?.show).toBeNull();
    expect(errorCodes(unknown.errors)).toEqual(['NOT_FOUND']);
    expect(unknown.errors![0].path).toEqual(['show']);
    expect(restCalls()).toEqual([]);
  });

  it('asks the upstream nothing for gateway fields selected through fragments on an episode it knows by URI', async () => {
    const episode = [...stack.sandbox.store.episodes.values()].find((e) => e.stationId === 5001 && e.isPublished)!;
    const { data, errors } = await stack.query(EpisodeRestFieldsInFragments, { uri: uriOf(episode) });
    expect(errors).toBeUndefined();
    expect(data!.episode).toMatchObject({ title: episode.title, isPublished: true, state: 'PUBLISHED' });
    // REST's fields from REST (4.1 when the directory lacks the pair, then 2.2), none from the upstream.
    expect(stack.sandbox.hooks.calls({ route: OVERVIEW })).toHaveLength(1);
    expect(stack.sandbox.hooks.count(GRAPH)).toBe(0);
  });

  it('asks REST whether an episode or show exists when the upstream answers its root by URI with an error instead of null', async () => {
    // Document 2 does not show how an unknown URI is answered: here, a GraphQL error for everything.
    const failing = { status: 200, body: { data: null, errors: [{ message: 'Not found' }] } };
    const episode = [...stack.sandbox.store.episodes.values()].find((e) => e.stationId === 5001 && e.isPublished)!;
    stack.sandbox.hooks.fault(GRAPH, failing);
    const unknown = await stack.query(OneEpisodeByUri, { uri: 'platform:episode:doesNotExist00000000000' }, { expectErrors: true });
    expect(unknown.data?.episode).toBeNull();
    expect(errorCodes(unknown.errors)).toEqual(['NOT_FOUND']);
    expect(unknown.errors![0].path).toEqual(['episode']);

    // A known one: the root answers, and only its upstream field fails, at its own path.
    const known = await stack.query(OneEpisodeByUri, { uri: uriOf(episode) }, { expectErrors: true });
    expect(known.data?.episode).toEqual({ analytics: null });
    expect(known.errors!.map((e) => e.path!.join('.'))).toEqual(['episode.analytics']);

    const unknownShow = await stack.query(ShowTotalsByUri, { uri: 'platform:show:doesNotExist0000000000' }, { expectErrors: true });
    expect(unknownShow.data?.show).toBeNull();
    expect(errorCodes(unknownShow.errors)).toEqual(['NOT_FOUND']);
    expect(unknownShow.errors![0].path).toEqual(['show']);
  });

  it('answers NOT_FOUND on the root field for an unknown show or episode, by ID or by URI', async () => {
    const unknownShow = await stack.query(ShowWithDistribution, { stationId: 987654 }, { expectErrors: true });
    expect(unknownShow.data?.show).toBeNull();
    expect(errorCodes(unknownShow.errors)).toEqual(['NOT_FOUND']);
    expect(unknownShow.errors![0].path).toEqual(['show']);

    const unknownShowUri = await stack.query(ShowByUriWithAnalytics, { uri: 'platform:show:doesNotExist0000000000' }, { expectErrors: true });
    expect(unknownShowUri.data?.show).toBeNull();
    expect(errorCodes(unknownShowUri.errors)).toEqual(['NOT_FOUND']);
    expect(unknownShowUri.errors![0].path).toEqual(['show']);

    stack.sandbox.hooks.clearLog();
    const unknownEpisode = await stack.query(OneEpisodeByUri, { uri: 'platform:episode:doesNotExist00000000000' }, { expectErrors: true });
    expect(unknownEpisode.data?.episode).toBeNull();
    expect(errorCodes(unknownEpisode.errors)).toEqual(['NOT_FOUND']);
    expect(unknownEpisode.errors![0].path).toEqual(['episode']);
    // The GraphQL interface answered the unknown URI by itself.
    expect(restCalls()).toEqual([]);
  });
});

describe('an episode by ID on a cold ID directory: the read started for the likely URI', () => {
  // A stack each: each test writes its own episodes into the sandbox and needs a directory that never saw them.
  let own: Stack;
  beforeEach(async () => {
    own = await startStack();
  });
  afterEach(() => own?.close());

  it('answers with what the search confirms, never the likely URI: a namesake listed in its place costs one read and gives nothing', async () => {
    const store = own.sandbox.store;
    const target = [...store.episodes.values()].find((e) => e.stationId === 5001 && e.isPublished && e.publishOn !== null)!;
    // A hundred newer published episodes push the target off the one page the search lists, and
    // the newest of them has its title: the likely URI is that namesake's.
    const now = Math.floor(Date.now() / 1_000);
    for (let i = 0; i < 100; i++) {
      const episodeId = 9_100_000 + i;
      store.episodes.set(episodeId, { ...target, episodeId, platformEpisodeId: `namesake${String(i).padStart(14, '0')}`, title: i === 99 ? target.title : `Filler ${i}`, publishOn: now - 200 + i, createdAt: now - 200 + i });
    }
    own.sandbox.hooks.clearLog();
    const { data, errors } = await own.query(EpisodeByIdAcrossBothApis, { id: target.episodeId }, { expectErrors: true });
    // The REST field answers; the upstream field fails with the search's own error, as it would with no early read.
    expect(data?.episode).toEqual({ title: target.title, analyticsStarts: null });
    expect(errors?.map((e) => [e.path, e.extensions?.code, e.extensions?.askBy])).toEqual([[['episode', 'analyticsStarts'], 'BAD_USER_INPUT', 'uri']]);
    // The list, then the namesake's early read beside the conversions (the first one the namesake's).
    const calls = own.sandbox.hooks.calls();
    const graph = calls.filter((c) => c.route === GRAPH);
    expect(graph).toHaveLength(2);
    expect(JSON.stringify(graph[1].body)).toContain('platform:episode:namesake00000000000099');
    expect(calls.filter((c) => c.route === OVERVIEW)).toHaveLength(1);
  });

  it("reads the URI the search confirms again, and answers with that episode's upstream fields, not the likely one's", async () => {
    const store = own.sandbox.store;
    const published = [...store.episodes.values()].filter((e) => e.stationId === 5001 && e.isPublished && e.publishOn !== null);
    const target = published.reduce((a, b) => (b.publishOn! > a.publishOn! ? b : a));
    // A newer episode whose title is the one the overview gives (an upstream whose two interfaces
    // disagree on the title): the listed namesake is the likely URI, the target is not.
    const now = Math.floor(Date.now() / 1_000);
    const namesake: EpisodeRecord = { ...target, episodeId: 9_200_000, platformEpisodeId: 'namesakeOfTheOverview0', title: 'The title the overview gives', publishOn: now - 5, createdAt: now - 5 };
    store.episodes.set(namesake.episodeId, namesake);
    const res = await fetch(`${own.sandbox.restUrl}/v3/episodes/${target.episodeId}/overview`, { headers: { authorization: `Bearer ${own.sandbox.token}` } });
    const overview = (await res.json()) as Record<string, unknown>;
    own.sandbox.hooks.fault(OVERVIEW, { status: 200, body: { ...overview, title: namesake.title }, times: 1 });
    own.sandbox.hooks.clearLog();
    const { data, errors } = await own.query(EpisodeWithPublishedOn, { id: target.episodeId });
    expect(errors).toBeUndefined();
    expect(data?.episode).toEqual({ title: namesake.title, uri: uriOf(target), publishedOn: { seconds: target.publishOn } });
    // The list, the early read of the namesake, then the read of the URI the search found.
    const graph = own.sandbox.hooks.calls({ route: GRAPH });
    expect(graph).toHaveLength(3);
    expect(JSON.stringify(graph[1].body)).toContain(uriOf(namesake));
    expect(JSON.stringify(graph[2].body)).toContain(uriOf(target));
  });
});
