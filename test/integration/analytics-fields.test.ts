import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { graphql } from '../../src/generated/client/index.js';
import { OTHER_SHAPES, SPEC_ONLY, type SandboxVariant } from '../../src/sandbox/index.js';
import { errorCodes, startStack, type Stack } from '../helpers/stack.js';

/**
 * The convenience fields of Show and Episode (schema/gateway/analytics.graphql) against the
 * sandbox's seeded analytics, on the default sandbox, the spec-only upstream and the other
 * shapes (renamed input types, Longs as strings). The expected numbers are the upstream's own
 * window totals, asked from the sandbox directly with AGGREGATION_TYPE_TOTAL.
 */

const GRAPH = 'POST /v2/graph-pq';

const ShowFigures = graphql(`
  query AnalyticsShowFigures($stationId: Int!, $period: AnalyticsPeriod, $range: AnalyticsDateRange) {
    show(stationId: $stationId) {
      uri
      playsAndDownloads(period: $period, range: $range) {
        value
        startDate
        endDate
        change {
          fraction
          percent
        }
      }
      streamsAndDownloads(period: $period, range: $range) {
        value
      }
      uniqueListeners(period: $period, range: $range) {
        newListeners
        returningListeners
        totalListeners
        startDate
        endDate
      }
      completionRate(period: $period, range: $range) {
        fraction
        percent
      }
    }
  }
`);

const EpisodeFigures = graphql(`
  query AnalyticsEpisodeFigures($uri: String!, $period: AnalyticsPeriod) {
    episode(uri: $uri) {
      uri
      playsAndDownloads(period: $period) {
        value
        change {
          fraction
        }
      }
      streamsAndDownloads(period: $period) {
        value
      }
      uniqueListeners(period: $period) {
        newListeners
        returningListeners
        totalListeners
      }
      completionRate(period: $period) {
        fraction
        percent
      }
    }
  }
`);

const CoreFans = graphql(`
  query AnalyticsCoreFans($stationId: Int!, $from: String, $to: String, $allTime: Boolean) {
    show(stationId: $stationId) {
      name
      coreFanSummary(from: $from, to: $to, allTime: $allTime) {
        coreFans {
          count
          share
          percent
        }
        developingAudience {
          count
          share
        }
        newAudience {
          count
          share
        }
        totalAudience
        gainedCoreFans
        startDate
        endDate
        lookbackStartDate
        lookbackEndDate
      }
    }
  }
`);

const Series = graphql(`
  query AnalyticsSeries($stationId: Int!, $uri: String!, $interval: AnalyticsInterval, $period: AnalyticsPeriod) {
    show(stationId: $stationId) {
      playsAndDownloads(period: $period) {
        value
        startDate
        endDate
      }
      playsAndDownloadsSeries(period: $period, interval: $interval) {
        startDate
        endDate
        points {
          date
          endDate
          value
        }
      }
    }
    episode(uri: $uri) {
      playsAndDownloads(period: $period) {
        value
      }
      playsAndDownloadsSeries(period: $period, interval: $interval) {
        points {
          date
          value
        }
      }
    }
  }
`);

const EpisodeOutage = graphql(`
  query AnalyticsEpisodeOutage($uri: String!) {
    episode(uri: $uri) {
      title
      playsAndDownloads {
        value
      }
      uniqueListeners {
        totalListeners
      }
    }
  }
`);

/** One window total straight from the sandbox's GraphQL interface (literal arguments: no input type names). */
async function upstreamTotal(stack: Stack, level: 'Show' | 'Episode', uri: string, metric: string, window = 'WINDOW_LAST_THIRTY_DAYS', compare = false) {
  const root = level === 'Show' ? `showByShowUri(getShowByShowUriRequest: { showUri: "${uri}" })` : `episodeByUri(getEpisodeRequest: { episodeUri: "${uri}" })`;
  const request =
    level === 'Show'
      ? `getShowAnalyticsRequest: { showAnalyticsMetricType: ${metric}, aggregationType: AGGREGATION_TYPE_TOTAL, window: ${window}${compare ? ', includePeriodComparison: true' : ''} }`
      : `getEpisodePlayCountRequest: { episodeAnalyticsMetricType: ${metric}, aggregationType: AGGREGATION_TYPE_TOTAL, window: ${window} }`;
  const query = `query Oracle { value: ${root} { analytics(${request}) { startDate endDate analyticsValue { periodOverPeriodPercentageDiff analyticsValue {
    __typename ... on SingleValueLong { value } ... on PercentageValueFloat { ratio: value } ... on SegmentedAudienceValue { newAudience returningAudience totalAudience } } } } } }`;
  const res = await fetch(`${stack.sandbox.graphUrl}/v2/graph-pq`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${stack.sandbox.token}` },
    body: JSON.stringify({ operationName: 'Oracle', query, variables: {} }),
  });
  const body = (await res.json()) as { data: { value: { analytics: any } } };
  const analytics = body.data.value.analytics;
  const member = analytics.analyticsValue.analyticsValue;
  const num = (v: unknown) => (v === null || v === undefined ? null : Number(v));
  return {
    startDate: analytics.startDate as string,
    endDate: analytics.endDate as string,
    diff: num(analytics.analyticsValue.periodOverPeriodPercentageDiff),
    value: num(member.value),
    ratio: num(member.ratio),
    newAudience: num(member.newAudience),
    returningAudience: num(member.returningAudience),
    totalAudience: num(member.totalAudience),
  };
}

const VARIANTS: Array<[string, SandboxVariant | undefined]> = [
  ['the sandbox', undefined],
  ['the spec-only upstream', SPEC_ONLY],
  ['the other shapes', OTHER_SHAPES],
];

describe.each(VARIANTS)('analytics convenience fields on %s', (_name, variant) => {
  let stack: Stack;
  beforeAll(async () => {
    stack = await startStack({ variant });
  });
  afterAll(() => stack?.close());
  beforeEach(() => stack.sandbox.hooks.reset());

  const publishedEpisode = (stationId: number) => {
    const episode = [...stack.sandbox.store.episodes.values()].find((e) => e.stationId === stationId && e.isPublished)!;
    return `platform:episode:${episode.platformEpisodeId}`;
  };

  it("a show's figures are the host's totals for the period: plays + downloads, streams + downloads, unique listeners, completion", async () => {
    const { data, errors } = await stack.query(ShowFigures, { stationId: 5001 });
    expect(errors).toBeUndefined();
    const show = data!.show!;
    const plays = await upstreamTotal(stack, 'Show', show.uri!, 'SHOW_PLAYS_AND_DOWNLOADS', undefined, true);
    const streams = await upstreamTotal(stack, 'Show', show.uri!, 'SHOW_STREAMS_AND_DOWNLOADS');
    const segmented = await upstreamTotal(stack, 'Show', show.uri!, 'SHOW_SEGMENTED_AUDIENCE');
    const completion = await upstreamTotal(stack, 'Show', show.uri!, 'SHOW_WINDOWED_AVERAGE_COMPLETION_RATE');
    expect(plays.value).toBeGreaterThan(0);
    expect(show.playsAndDownloads).toEqual({
      value: plays.value,
      startDate: plays.startDate,
      endDate: plays.endDate,
      change: { fraction: plays.diff, percent: Number((plays.diff! * 100).toPrecision(12)) },
    });
    expect(show.streamsAndDownloads).toEqual({ value: streams.value });
    expect(show.uniqueListeners).toEqual({
      newListeners: segmented.newAudience,
      returningListeners: segmented.returningAudience,
      totalListeners: segmented.totalAudience,
      startDate: segmented.startDate,
      endDate: segmented.endDate,
    });
    expect(show.uniqueListeners!.newListeners! + show.uniqueListeners!.returningListeners!).toBe(show.uniqueListeners!.totalListeners);
    expect(completion.ratio).toBeGreaterThan(0);
    expect(completion.ratio).toBeLessThan(1);
    expect(show.completionRate).toEqual({ fraction: completion.ratio, percent: Number((completion.ratio! * 100).toPrecision(12)) });
  });

  it('plays + downloads as a series: one point per day, week or month, in date order, summing to the total of the period', async () => {
    const uri = publishedEpisode(5001);
    for (const [interval, period, count] of [
      ['DAY', 'LAST_THIRTY_DAYS', 30],
      ['WEEK', 'LAST_THIRTY_DAYS', 5],
      ['MONTH', 'LAST_NINETY_DAYS', null],
    ] as const) {
      const { data, errors } = await stack.query(Series, { stationId: 5001, uri, interval, period });
      expect(errors).toBeUndefined();
      const { playsAndDownloads: total, playsAndDownloadsSeries: series } = data!.show!;
      if (count !== null) expect(series!.points).toHaveLength(count);
      else expect(series!.points.length).toBeGreaterThanOrEqual(3);
      expect(series!.points[0].date).toBe(total!.startDate);
      expect(series!.points.at(-1)!.endDate).toBe(total!.endDate);
      const dates = series!.points.map((p) => p.date!);
      expect(dates).toEqual([...dates].sort());
      expect(series!.points.reduce((n, p) => n + p.value!, 0)).toBe(total!.value);
      const episode = data!.episode!;
      expect(episode.playsAndDownloadsSeries!.points.reduce((n, p) => n + p.value!, 0)).toBe(episode.playsAndDownloads!.value);
    }
  });

  it('a CUSTOM period covers exactly its range', async () => {
    const range = { from: '2026-10-01', to: '2026-10-14' };
    const { data, errors } = await stack.query(ShowFigures, { stationId: 5002, period: 'CUSTOM', range });
    expect(errors).toBeUndefined();
    expect(data!.show!.playsAndDownloads).toMatchObject({ startDate: '2026-10-01', endDate: '2026-10-14' });
    expect(data!.show!.uniqueListeners).toMatchObject({ startDate: '2026-10-01', endDate: '2026-10-14' });
  });

  it("an episode's figures are the host's totals; new and returning are null (the host splits them per show only)", async () => {
    const uri = publishedEpisode(5001);
    const { data, errors } = await stack.query(EpisodeFigures, { uri, period: 'ALL_TIME' });
    expect(errors).toBeUndefined();
    const episode = data!.episode!;
    const plays = await upstreamTotal(stack, 'Episode', uri, 'EPISODE_PLAYS_AND_DOWNLOADS', 'WINDOW_ALL_TIME');
    const streams = await upstreamTotal(stack, 'Episode', uri, 'EPISODE_STREAMS_AND_DOWNLOADS', 'WINDOW_ALL_TIME');
    const listeners = await upstreamTotal(stack, 'Episode', uri, 'EPISODE_ALL_PLATFORMS_LISTENERS', 'WINDOW_ALL_TIME');
    const completion = await upstreamTotal(stack, 'Episode', uri, 'EPISODE_AVERAGE_COMPLETION_RATE', 'WINDOW_ALL_TIME');
    expect(plays.value).toBeGreaterThan(0);
    // The episode request of document 2 has no includePeriodComparison (2.3): no change to give.
    expect(episode.playsAndDownloads).toEqual({ value: plays.value, change: null });
    expect(episode.streamsAndDownloads).toEqual({ value: streams.value });
    expect(episode.uniqueListeners).toEqual({ newListeners: null, returningListeners: null, totalListeners: listeners.value });
    expect(episode.completionRate!.fraction).toBe(completion.ratio);
    expect(episode.completionRate!.percent).toBeCloseTo(completion.ratio! * 100, 9);
  });

  it('a CUSTOM period needs a valid range: BAD_USER_INPUT on each field, no upstream GraphQL call', async () => {
    for (const [period, range, field] of [
      ['CUSTOM', null, 'range'],
      ['CUSTOM', { from: '2026-02-30', to: '2026-03-01' }, 'range.from'],
      ['CUSTOM', { from: '2026/03/01', to: '2026-03-02' }, 'range.from'],
      ['CUSTOM', { from: '2026-03-05', to: '2026-03-01' }, 'range.from'],
      ['LAST_SEVEN_DAYS', { from: '2026-03-01', to: '2026-03-02' }, 'range'],
    ] as const) {
      stack.sandbox.hooks.clearLog();
      const { data, errors } = await stack.query(ShowFigures, { stationId: 5001, period, range }, { expectErrors: true });
      // The show itself still answers; each analytics field fails alone.
      expect(data!.show!.uri).toMatch(/^platform:show:/);
      expect(data!.show!.playsAndDownloads).toBeNull();
      expect(errors!.map((e) => e.path!.at(-1)).sort()).toEqual(['completionRate', 'playsAndDownloads', 'streamsAndDownloads', 'uniqueListeners']);
      expect(new Set(errors!.map((e) => e.extensions?.field))).toEqual(new Set([field]));
      expect(new Set(errorCodes(errors))).toEqual(new Set(['BAD_USER_INPUT']));
      const analyticsCalls = stack.sandbox.hooks.calls({ route: GRAPH }).filter((c) => /Gateway(Show|Episode)Analytics/.test(JSON.stringify(c.body)));
      expect(analyticsCalls).toEqual([]);
    }
  });

  it('core fans: three tiers with shares from the counts, over YYYY-MM-DD dates or all time', async () => {
    const { data, errors } = await stack.query(CoreFans, { stationId: 5001, from: '2026-10-01', to: '2026-10-31' });
    expect(errors).toBeUndefined();
    const summary = data!.show!.coreFanSummary!;
    expect(summary).toMatchObject({ startDate: '2026-10-01', endDate: '2026-10-31', lookbackStartDate: '2026-08-31', lookbackEndDate: '2026-09-30' });
    expect(summary.totalAudience).toBeGreaterThan(0);
    expect(summary.coreFans!.count! + summary.developingAudience!.count! + summary.newAudience!.count!).toBe(summary.totalAudience);
    expect(summary.coreFans!.share).toBeCloseTo(summary.coreFans!.count! / summary.totalAudience!, 12);
    expect(summary.coreFans!.percent).toBeCloseTo((100 * summary.coreFans!.count!) / summary.totalAudience!, 9);
    expect(summary.coreFans!.share! + summary.developingAudience!.share! + summary.newAudience!.share!).toBeCloseTo(1, 12);
    expect(typeof summary.gainedCoreFans).toBe('number');

    const allTime = await stack.query(CoreFans, { stationId: 5001, allTime: true });
    expect(allTime.errors).toBeUndefined();
    expect(allTime.data!.show!.coreFanSummary!.totalAudience).toBeGreaterThan(summary.totalAudience!);
  });

  it('core fans: a date that is not YYYY-MM-DD is a coded error on that field, the rest of the show answers', async () => {
    for (const [vars, field] of [
      [{ from: '10/01/2026', to: '2026-10-31' }, 'from'],
      [{ from: '2026-10-01', to: '2026-13-01' }, 'to'],
      [{ from: '2026-10-31', to: '2026-10-01' }, 'from'],
      [{ from: '2026-10-01' }, 'to'],
      [{ from: '2026-10-01', to: '2026-10-31', allTime: true }, 'allTime'],
    ] as const) {
      stack.sandbox.hooks.clearLog();
      const { data, errors } = await stack.query(CoreFans, { stationId: 5001, ...vars }, { expectErrors: true });
      expect(data!.show!.name).toBe('The Night Shift');
      expect(data!.show!.coreFanSummary).toBeNull();
      expect(errors).toHaveLength(1);
      expect(errors![0]).toMatchObject({ path: ['show', 'coreFanSummary'], extensions: { code: 'BAD_USER_INPUT', field } });
      expect(stack.sandbox.hooks.calls({ route: GRAPH }).filter((c) => JSON.stringify(c.body).includes('CoreFanSummary'))).toEqual([]);
    }
  });
});

const EpisodeCustomPeriod = graphql(`
  query AnalyticsEpisodeCustomPeriod($uri: String!, $range: AnalyticsDateRange) {
    episode(uri: $uri) {
      playsAndDownloads(period: CUSTOM, range: $range) {
        value
      }
      allTime: playsAndDownloads(period: ALL_TIME) {
        value
      }
    }
  }
`);

describe('analytics convenience fields on an upstream whose episode request has no custom range (as document 2 states it)', () => {
  let stack: Stack;
  beforeAll(async () => {
    stack = await startStack({ variant: { graph: { dropInputFields: { GetEpisodePlayCountRequest: ['customDateRange'], BatchGetEpisodeAnalyticsItem: ['customDateRange'] } } } });
  });
  afterAll(() => stack?.close());

  it('a CUSTOM period on an episode is UPSTREAM_UNSUPPORTED on its field, never the window without its dates; other periods answer', async () => {
    const episode = [...stack.sandbox.store.episodes.values()].find((e) => e.stationId === 5001 && e.isPublished)!;
    const res = await stack.query(EpisodeCustomPeriod, { uri: `platform:episode:${episode.platformEpisodeId}`, range: { from: '2026-01-01', to: '2026-01-31' } }, { expectErrors: true });
    expect(res.data!.episode!.playsAndDownloads).toBeNull();
    expect(res.data!.episode!.allTime!.value).toBeGreaterThan(0);
    expect(res.errors).toHaveLength(1);
    expect(res.errors![0]).toMatchObject({ path: ['episode', 'playsAndDownloads'], extensions: { code: 'UPSTREAM_UNSUPPORTED' } });
    // No upstream request carried WINDOW_CUSTOM.
    expect(stack.sandbox.hooks.calls({ route: GRAPH }).filter((c) => JSON.stringify(c.body).includes('WINDOW_CUSTOM'))).toEqual([]);
  });
});

describe('analytics convenience fields on an upstream that lacks some metrics', () => {
  let stack: Stack;
  beforeAll(async () => {
    stack = await startStack({
      variant: { graph: { dropEnumValues: { ShowAnalyticsMetricType: ['SHOW_SEGMENTED_AUDIENCE'], EpisodeAnalyticsMetricType: ['EPISODE_AVERAGE_COMPLETION_RATE'] } } },
    });
  });
  afterAll(() => stack?.close());

  it('listeners fall back to the all-platform total; a missing metric is UPSTREAM_UNSUPPORTED on its field alone', async () => {
    const show = await stack.query(ShowFigures, { stationId: 5001 });
    expect(show.errors).toBeUndefined();
    const total = await upstreamTotal(stack, 'Show', show.data!.show!.uri!, 'SHOW_ALL_PLATFORMS_LISTENERS');
    expect(show.data!.show!.uniqueListeners).toMatchObject({ newListeners: null, returningListeners: null, totalListeners: total.value });
    const episode = [...stack.sandbox.store.episodes.values()].find((e) => e.stationId === 5001 && e.isPublished)!;
    const res = await stack.query(EpisodeFigures, { uri: `platform:episode:${episode.platformEpisodeId}` }, { expectErrors: true });
    expect(res.data!.episode!.playsAndDownloads!.value).toBeGreaterThan(0);
    expect(res.data!.episode!.completionRate).toBeNull();
    expect(res.errors).toHaveLength(1);
    expect(res.errors![0]).toMatchObject({ path: ['episode', 'completionRate'], extensions: { code: 'UPSTREAM_UNSUPPORTED' } });
    expect(res.errors![0].message).toMatch(/EPISODE_AVERAGE_COMPLETION_RATE/);
  });
});

describe('analytics convenience fields during an upstream GraphQL outage', () => {
  let stack: Stack;
  beforeAll(async () => {
    stack = await startStack();
  });
  afterAll(() => stack?.close());

  it('each analytics field fails with a coded error, without address or token; the REST fields still answer', async () => {
    const episode = [...stack.sandbox.store.episodes.values()].find((e) => e.stationId === 5002 && e.isPublished)!;
    const uri = `platform:episode:${episode.platformEpisodeId}`;
    stack.sandbox.hooks.fault(GRAPH, { status: 502 });
    const res = await stack.query(EpisodeOutage, { uri }, { expectErrors: true });
    expect(res.data!.episode).toEqual({ title: episode.title, playsAndDownloads: null, uniqueListeners: null });
    expect(res.errors!.map((e) => e.path!.join('.')).sort()).toEqual(['episode.playsAndDownloads', 'episode.uniqueListeners']);
    expect(new Set(errorCodes(res.errors))).toEqual(new Set(['UPSTREAM_ERROR']));
    const text = JSON.stringify(res.errors);
    expect(text).not.toContain(stack.sandbox.graphUrl);
    expect(text).not.toContain(stack.sandbox.token);
  });
});

describe('analytics convenience fields served from the spec snapshot', () => {
  let stack: Stack;
  beforeAll(async () => {
    // Other type names than the snapshot's, and no token for introspection: the gateway starts degraded.
    stack = await startStack({ variant: OTHER_SHAPES, config: { sandboxToken: null, introspectionToken: null } });
  });
  afterAll(() => stack?.close());

  it("still answer on an upstream whose input types the snapshot names otherwise (nothing the spec does not name is sent)", async () => {
    expect(stack.gateway.schemas.source()).toBe('snapshot');
    const { data, errors } = await stack.query(ShowFigures, { stationId: 5001 });
    expect(errors).toBeUndefined();
    const segmented = await upstreamTotal(stack, 'Show', data!.show!.uri!, 'SHOW_SEGMENTED_AUDIENCE');
    expect(data!.show!.uniqueListeners).toMatchObject({ newListeners: segmented.newAudience, returningListeners: segmented.returningAudience, totalListeners: segmented.totalAudience });
    expect(data!.show!.playsAndDownloads!.value).toBeGreaterThan(0);
    const calls = stack.sandbox.hooks.calls({ route: GRAPH }).filter((c) => /Gateway(Show|Episode)Analytics/.test(JSON.stringify(c.body)));
    expect(calls.length).toBeGreaterThan(0);
    for (const call of calls) expect(JSON.stringify(call.body)).not.toMatch(/ShowLookup|GetShowAnalyticsRequest/);
  });
});
