import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { graphql } from '../../src/generated/client/index.js';
import { SPEC_ONLY, type SandboxVariant } from '../../src/sandbox/index.js';
import { startStack, type Stack } from '../helpers/stack.js';

/**
 * The relations of document 2, 2.4 and 2.5 read through the gateway: new plus returning
 * listeners equal the total on every date; a show's streams plus downloads equal the sum over
 * its episodes within 0.01 %; and the trap the convenience fields avoid, that a sum of daily
 * returning listeners is not the window's unique count. Then what the convenience fields cost:
 * one upstream GraphQL request per level, whatever the number of episodes.
 */

const GRAPH = 'POST /v2/graph-pq';

const SegmentedDaily = graphql(`
  query AnalyticsSegmentedDaily($stationId: Int!) {
    show(stationId: $stationId) {
      analytics(
        getShowAnalyticsRequest: { showAnalyticsMetricType: SHOW_SEGMENTED_AUDIENCE, aggregationType: AGGREGATION_TYPE_DAILY, window: WINDOW_LAST_THIRTY_DAYS }
      ) {
        analyticsValue {
          analyticsValue {
            __typename
            ... on TimeSeriesValue {
              points {
                date
                value {
                  __typename
                  ... on SegmentedAudienceValue {
                    newAudience
                    returningAudience
                    totalAudience
                  }
                }
              }
            }
          }
        }
      }
      uniqueListeners(period: LAST_THIRTY_DAYS) {
        newListeners
        returningListeners
        totalListeners
      }
    }
  }
`);

const ShowAndEpisodeStreams = graphql(`
  query AnalyticsShowAndEpisodeStreams($stationId: Int!, $period: AnalyticsPeriod!) {
    show(stationId: $stationId) {
      streamsAndDownloads(period: $period) {
        value
      }
      episodesV2(listEpisodesV2Request: { filter: PUBLISHED_EPISODES, pagination: { pageSize: 100 } }) {
        items {
          uri
          streamsAndDownloads(period: $period) {
            value
          }
        }
      }
    }
  }
`);

const ShowWithEpisodeFigures = graphql(`
  query AnalyticsShowWithEpisodeFigures($stationId: Int!, $pageSize: Int!) {
    show(stationId: $stationId) {
      playsAndDownloads {
        value
        change {
          percent
        }
      }
      uniqueListeners {
        totalListeners
      }
      completionRate {
        fraction
      }
      coreFanSummary(allTime: true) {
        totalAudience
      }
      episodesV2(listEpisodesV2Request: { filter: PUBLISHED_EPISODES, pagination: { pageSize: $pageSize } }) {
        items {
          uri
          title
          playsAndDownloads {
            value
          }
          streamsAndDownloads {
            value
          }
          uniqueListeners {
            totalListeners
          }
          completionRate(period: FIRST_SEVEN_DAYS) {
            fraction
          }
          playsAndDownloadsSeries(interval: WEEK) {
            points {
              value
            }
          }
        }
      }
    }
  }
`);

const EpisodesByUri = graphql(`
  query AnalyticsEpisodesByUri($a: String!, $b: String!, $c: String!) {
    a: episode(uri: $a) {
      playsAndDownloads {
        value
      }
      completionRate {
        percent
      }
    }
    b: episode(uri: $b) {
      playsAndDownloads {
        value
      }
      completionRate {
        percent
      }
    }
    c: episode(uri: $c) {
      playsAndDownloads {
        value
      }
      completionRate {
        percent
      }
    }
  }
`);

const VARIANTS: Array<[string, SandboxVariant | undefined]> = [
  ['the sandbox', undefined],
  ['the spec-only upstream', SPEC_ONLY],
];

describe.each(VARIANTS)('document 2, 2.5, through the gateway, on %s', (_name, variant) => {
  let stack: Stack;
  beforeAll(async () => {
    stack = await startStack({ variant });
  });
  afterAll(() => stack?.close());
  beforeEach(() => stack.sandbox.hooks.reset());

  it('new plus returning listeners equal the total on every date', async () => {
    const { data, errors } = await stack.query(SegmentedDaily, { stationId: 5001 });
    expect(errors).toBeUndefined();
    const series = data!.show!.analytics!.analyticsValue!.analyticsValue!;
    if (series.__typename !== 'TimeSeriesValue') throw new Error(`expected a TimeSeriesValue, got ${series.__typename}`);
    expect(series.points).toHaveLength(30);
    for (const point of series.points) {
      if (point.value?.__typename !== 'SegmentedAudienceValue') throw new Error(`expected a SegmentedAudienceValue on ${point.date}`);
      expect(point.value.totalAudience).toBeGreaterThan(0);
      expect(Number(point.value.newAudience) + Number(point.value.returningAudience)).toBe(Number(point.value.totalAudience));
    }
  });

  it('the naive sum of daily returning listeners is not the window total the gateway serves; new listeners do add up', async () => {
    const { data, errors } = await stack.query(SegmentedDaily, { stationId: 5001 });
    expect(errors).toBeUndefined();
    const series = data!.show!.analytics!.analyticsValue!.analyticsValue!;
    if (series.__typename !== 'TimeSeriesValue') throw new Error('expected a TimeSeriesValue');
    const daily = series.points.map((p) => (p.value?.__typename === 'SegmentedAudienceValue' ? p.value : null)!);
    const sum = (key: 'newAudience' | 'returningAudience' | 'totalAudience') => daily.reduce((n, v) => n + Number(v[key]), 0);
    const served = data!.show!.uniqueListeners!;
    // Returning listeners are counted once per day they listened: the daily sum far exceeds the window's unique count.
    expect(sum('returningAudience')).toBeGreaterThan(served.returningListeners! * 1.5);
    expect(sum('totalAudience')).toBeGreaterThan(served.totalListeners!);
    // New listeners are unique within the window: their daily values add up to the window total.
    expect(sum('newAudience')).toBe(served.newListeners);
    expect(served.newListeners! + served.returningListeners!).toBe(served.totalListeners);
  });

  it("a show's streams plus downloads equal the sum over its episodes within 0.01 %", async () => {
    for (const stationId of [5001, 5002, 5003]) {
      const { data, errors } = await stack.query(ShowAndEpisodeStreams, { stationId, period: 'LAST_NINETY_DAYS' });
      expect(errors).toBeUndefined();
      const show = data!.show!.streamsAndDownloads!.value!;
      const items = data!.show!.episodesV2!.items;
      expect(items.length).toBeGreaterThan(5);
      const episodes = items.reduce((n, item) => n + item.streamsAndDownloads!.value!, 0);
      expect(show).toBeGreaterThan(0);
      expect(Math.abs(show - episodes) / show).toBeLessThan(0.0001);
    }
  });

  it('one upstream GraphQL request per level, whatever the number of episodes', async () => {
    const run = async (pageSize: number) => {
      stack.sandbox.hooks.clearLog();
      const { data, errors } = await stack.query(ShowWithEpisodeFigures, { stationId: 5001, pageSize });
      expect(errors).toBeUndefined();
      const items = data!.show!.episodesV2!.items;
      expect(items).toHaveLength(pageSize);
      for (const item of items) {
        expect(item.playsAndDownloads!.value).toBeGreaterThan(0);
        expect(item.streamsAndDownloads!.value).toBeGreaterThan(0);
        expect(item.uniqueListeners!.totalListeners).toBeGreaterThan(0);
        expect(item.completionRate!.fraction).toBeGreaterThan(0);
        expect(item.playsAndDownloadsSeries!.points.reduce((n, p) => n + p.value!, 0)).toBe(item.playsAndDownloads!.value);
      }
      const calls = stack.sandbox.hooks.calls({ route: GRAPH });
      const analytics = calls.filter((c) => /Gateway(Show|Episode)Analytics|CoreFanSummary/.test(JSON.stringify(c.body)));
      return { graph: calls.length, analytics: analytics.length };
    };
    const small = await run(3);
    const large = await run(30);
    // The show with its episode list (one request), then every figure of the show and of all its
    // episodes, 3 + 30 x 5 totals and series and the core-fan summary, in one more.
    expect(large.graph).toBe(2);
    expect(large.analytics).toBe(1);
    expect(large).toEqual(small);
  });

  it('episodes of one level asked by URI: their figures share one upstream request', async () => {
    const uris = [...stack.sandbox.store.episodes.values()]
      .filter((e) => e.stationId === 5002 && e.isPublished)
      .slice(0, 3)
      .map((e) => `platform:episode:${e.platformEpisodeId}`);
    stack.sandbox.hooks.clearLog();
    const { data, errors } = await stack.query(EpisodesByUri, { a: uris[0], b: uris[1], c: uris[2] });
    expect(errors).toBeUndefined();
    for (const key of ['a', 'b', 'c'] as const) expect(data![key]!.playsAndDownloads!.value).toBeGreaterThan(0);
    // One upstream request: two figures of three episodes, with the three roots by URI that
    // say whether each episode exists (no REST call: no field needs REST).
    const graph = stack.sandbox.hooks.calls({ route: GRAPH });
    expect(graph).toHaveLength(1);
    expect(JSON.stringify(graph[0].body).match(/episodeByUri\(/g)).toHaveLength(9);
    expect(stack.sandbox.hooks.calls({ upstream: 'rest' })).toEqual([]);
  });
});
