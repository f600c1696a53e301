import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox, type Sandbox } from '../../src/sandbox/index.js';
import { insightFeedbackOf } from '../../src/sandbox/graph/analytics/insights.js';
import { FIXED_NOW, TODAY, codeOf, data, episodeUriOf, episodesOf, graph, showOf, showUriOf } from './graph-helpers.js';

let sandbox: Sandbox;
beforeAll(async () => {
  sandbox = await startSandbox({ hooks: true, now: () => FIXED_NOW });
});
afterAll(() => sandbox.close());

// Long and Float members both call their field `value`: a client must alias one (GraphQL
// field-merging rule), as the official client does.
const VALUE = `type startDate endDate followerCount
  analyticsValue {
    periodOverPeriodPercentageDiff
    analyticsValue {
      __typename
      ... on SingleValueLong { value }
      ... on AudienceValue { totalAudienceSize foregroundAudienceSize foregroundAudiencePercent }
      ... on PercentageValueFloat { ratio: value }
      ... on ConsumptionValue { totalConsumptionHours foregroundConsumptionPercent }
      ... on AverageConsumptionTimeValue { averageConsumptionSeconds }
      ... on SegmentedAudienceValue { totalAudience newAudience returningAudience }
      ... on DiscoveryFunnelValue { steps { stepName displayName value conversionRateToNext periodOverPeriodPercentageDiff } }
      ... on BenchmarkTimeSeriesValue { points { label percentiles { percentile value } } }
      ... on TimeSeriesValue {
        points {
          date endDate
          value {
            __typename
            ... on CountValueLong { value }
            ... on RatioValueFloat { ratio: value }
            ... on ConsumptionValue { totalConsumptionHours foregroundConsumptionPercent }
            ... on AverageConsumptionTimeValue { averageConsumptionSeconds }
            ... on SegmentedAudienceValue { totalAudience newAudience returningAudience }
          }
        }
      }
    }
  }`;

const SHOW_ANALYTICS = `query($uri: ShowUri!, $req: GetShowAnalyticsRequest!) {
  showByShowUri(getShowByShowUriRequest: { showUri: $uri }) { analytics(getShowAnalyticsRequest: $req) { ${VALUE} } }
}`;
const EPISODE_ANALYTICS = `query($u: EpisodeUri!, $req: GetEpisodePlayCountRequest!) {
  episodeByUri(getEpisodeRequest: { episodeUri: $u }) { analytics(getEpisodePlayCountRequest: $req) { ${VALUE} } analyticsStarts { startsCount } }
}`;

const showUri = () => showUriOf(showOf(sandbox));

async function showAnalytics(req: Record<string, unknown>, uri = showUri()) {
  return (await data(sandbox, SHOW_ANALYTICS, { uri, req })).showByShowUri.analytics;
}
const value = (a: any) => a.analyticsValue.analyticsValue;
const total = (metric: string, window = 'WINDOW_LAST_THIRTY_DAYS', extra = {}) =>
  showAnalytics({ showAnalyticsMetricType: metric, aggregationType: 'AGGREGATION_TYPE_TOTAL', window, ...extra });
const daily = (metric: string, window = 'WINDOW_LAST_THIRTY_DAYS', extra = {}) =>
  showAnalytics({ showAnalyticsMetricType: metric, aggregationType: 'AGGREGATION_TYPE_DAILY', window, ...extra });
const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);

describe('union members follow the aggregation (spec 2.3)', () => {
  it.each([
    ['SHOW_STREAMS_AND_DOWNLOADS', 'SingleValueLong'],
    ['SHOW_FOLLOWERS', 'SingleValueLong'],
    ['AUDIENCE_SIZE', 'AudienceValue'],
    ['SHOW_WINDOWED_AVERAGE_COMPLETION_RATE', 'PercentageValueFloat'],
    ['SHOW_CONSUMPTION', 'ConsumptionValue'],
    ['SHOW_AVERAGE_CONSUMPTION_TIME', 'AverageConsumptionTimeValue'],
    ['SHOW_SEGMENTED_AUDIENCE', 'SegmentedAudienceValue'],
    ['SHOW_DISCOVERY_FUNNEL', 'DiscoveryFunnelValue'],
  ])('TOTAL of %s is a %s', async (metric, member) => {
    expect(value(await total(metric)).__typename).toBe(member);
  });

  it.each([
    ['SHOW_PLAYS', 'CountValueLong'],
    ['SHOW_RETENTION', 'RatioValueFloat'],
    ['SHOW_CONSUMPTION', 'ConsumptionValue'],
    ['SHOW_AVERAGE_CONSUMPTION_TIME', 'AverageConsumptionTimeValue'],
    ['SHOW_SEGMENTED_AUDIENCE', 'SegmentedAudienceValue'],
  ])('a series of %s is a TimeSeriesValue of %s points', async (metric, member) => {
    for (const [aggregationType, window, points] of [
      ['AGGREGATION_TYPE_DAILY', 'WINDOW_LAST_SEVEN_DAYS', 7],
      ['AGGREGATION_TYPE_WEEKLY', 'WINDOW_LAST_THIRTY_DAYS', 5],
      ['AGGREGATION_TYPE_MONTHLY', 'WINDOW_LAST_NINETY_DAYS', 4],
    ] as const) {
      const v = value(await showAnalytics({ showAnalyticsMetricType: metric, aggregationType, window }));
      expect(v.__typename).toBe('TimeSeriesValue');
      expect(v.points).toHaveLength(points);
      for (const p of v.points) expect(p.value.__typename).toBe(member);
    }
  });

  it('answers the same numbers to the same question (deterministic)', async () => {
    const a = await daily('SHOW_STREAMS_AND_DOWNLOADS');
    const b = await daily('SHOW_STREAMS_AND_DOWNLOADS');
    expect(a).toEqual(b);
    expect(sum(value(a).points.map((p: any) => p.value.value))).toBeGreaterThan(0);
  });
});

describe('metric invariants (spec 2.5)', () => {
  it('SHOW_STREAMS_AND_DOWNLOADS equals the sum of EPISODE_STREAMS_AND_DOWNLOADS over the same window', async () => {
    for (const window of ['WINDOW_LAST_THIRTY_DAYS', 'WINDOW_ALL_TIME']) {
      const item = { episodeAnalyticsMetricType: 'EPISODE_STREAMS_AND_DOWNLOADS', aggregationType: 'AGGREGATION_TYPE_TOTAL', window };
      const d = await data(
        sandbox,
        `query($uri: ShowUri!, $item: BatchGetEpisodeAnalyticsItem!) { showByShowUri(getShowByShowUriRequest: { showUri: $uri }) {
          episodesV2(listEpisodesV2Request: { filter: ALL_EPISODES, pagination: { pageSize: 100 } }) {
            nextPageToken items { analyticsBatch(batchGetEpisodeAnalyticsItem: [$item]) { analyticsValue { analyticsValue { ... on SingleValueLong { value } } } } }
          } } }`,
        { uri: showUri(), item },
      );
      expect(d.showByShowUri.episodesV2.nextPageToken).toBeNull();
      const episodes = sum(d.showByShowUri.episodesV2.items.map((i: any) => i.analyticsBatch[0].analyticsValue.analyticsValue.value));
      const show = value(await total('SHOW_STREAMS_AND_DOWNLOADS', window)).value;
      expect(show).toBeGreaterThan(0);
      expect(Math.abs(show - episodes) / show).toBeLessThan(0.0001);
    }
  });

  it('segmented audience: newAudience + returningAudience = totalAudience on every date', async () => {
    const points = value(await daily('SHOW_SEGMENTED_AUDIENCE')).points;
    expect(points).toHaveLength(30);
    for (const p of points) expect(p.value.newAudience + p.value.returningAudience).toBe(p.value.totalAudience);
  });

  it('segmented audience: the daily newAudience values add up to the window total', async () => {
    const points = value(await daily('SHOW_SEGMENTED_AUDIENCE')).points;
    const windowTotal = value(await total('SHOW_SEGMENTED_AUDIENCE'));
    expect(sum(points.map((p: any) => p.value.newAudience))).toBe(windowTotal.newAudience);
    expect(windowTotal.newAudience + windowTotal.returningAudience).toBe(windowTotal.totalAudience);
  });

  it('segmented audience: daily returning and total sums exceed the window totals', async () => {
    const points = value(await daily('SHOW_SEGMENTED_AUDIENCE')).points;
    const windowTotal = value(await total('SHOW_SEGMENTED_AUDIENCE'));
    expect(sum(points.map((p: any) => p.value.returningAudience))).toBeGreaterThan(windowTotal.returningAudience);
    expect(sum(points.map((p: any) => p.value.totalAudience))).toBeGreaterThan(windowTotal.totalAudience);
  });

  it('discovery funnel: impressions, plays, average_completion_rate; no value on the completion step', async () => {
    const steps = value(await total('SHOW_DISCOVERY_FUNNEL')).steps;
    expect(steps.map((s: any) => s.stepName)).toEqual(['impressions', 'plays', 'average_completion_rate']);
    expect(steps[0].value).toBeGreaterThan(steps[1].value);
    expect(steps[1].value).toBeGreaterThan(0);
    expect(steps[2].value).toBeNull();
    for (const s of steps) {
      expect(typeof s.displayName).toBe('string');
      expect(s.conversionRateToNext).toBeGreaterThan(0);
      expect(s.conversionRateToNext).toBeLessThanOrEqual(1);
    }
    expect(steps[0].conversionRateToNext).toBeCloseTo(steps[1].value / steps[0].value, 3);
  });

  it('ratios and shares lie in 0..1', async () => {
    const ratios = [
      value(await total('SHOW_WINDOWED_AVERAGE_COMPLETION_RATE')).ratio,
      value(await total('SHOW_RETENTION')).ratio,
      value(await total('AUDIENCE_SIZE')).foregroundAudiencePercent,
      value(await total('SHOW_CONSUMPTION')).foregroundConsumptionPercent,
      ...value(await daily('SHOW_RETENTION', 'WINDOW_LAST_NINETY_DAYS', { aggregationType: 'AGGREGATION_TYPE_WEEKLY' })).points.map((p: any) => p.value.ratio),
    ];
    const episode = episodesOf(sandbox).published.at(-1)!;
    for (const metric of ['EPISODE_AVERAGE_COMPLETION_RATE', 'EPISODE_IMPRESSIONS_TO_PLAYS_RATE', 'EPISODE_PERFORMANCE']) {
      const d = await data(sandbox, EPISODE_ANALYTICS, {
        u: episodeUriOf(episode),
        req: { episodeAnalyticsMetricType: metric, aggregationType: 'AGGREGATION_TYPE_TOTAL', window: 'WINDOW_FIRST_SEVEN_DAYS' },
      });
      ratios.push(value(d.episodeByUri.analytics).ratio);
    }
    for (const r of ratios) {
      expect(r).toBeGreaterThan(0);
      expect(r).toBeLessThanOrEqual(1);
    }
  });

  it('gives periodOverPeriodPercentageDiff only with includePeriodComparison', async () => {
    const without = await total('SHOW_CONSUMPTION');
    expect(without.analyticsValue.periodOverPeriodPercentageDiff).toBeNull();
    const withIt = await total('SHOW_CONSUMPTION', 'WINDOW_LAST_THIRTY_DAYS', { includePeriodComparison: true });
    expect(typeof withIt.analyticsValue.periodOverPeriodPercentageDiff).toBe('number');
    expect(value(await total('SHOW_DISCOVERY_FUNNEL')).steps.every((s: any) => s.periodOverPeriodPercentageDiff === null)).toBe(true);
    const funnel = value(await total('SHOW_DISCOVERY_FUNNEL', 'WINDOW_LAST_THIRTY_DAYS', { includePeriodComparison: true }));
    expect(funnel.steps.every((s: any) => typeof s.periodOverPeriodPercentageDiff === 'number')).toBe(true);
  });

  it('SHOW_BENCHMARK_EPISODE requires benchmarkParams', async () => {
    const res = await graph(sandbox, SHOW_ANALYTICS, {
      uri: showUri(),
      req: { showAnalyticsMetricType: 'SHOW_BENCHMARK_EPISODE', aggregationType: 'AGGREGATION_TYPE_TOTAL', window: 'WINDOW_FIRST_SEVEN_DAYS' },
    });
    expect(res.body.data.showByShowUri.analytics).toBeNull();
    expect(codeOf(res.body)).toBe('BAD_USER_INPUT');
  });

  it('SHOW_BENCHMARK_EPISODE answers a BenchmarkTimeSeriesValue with the requested percentiles, rising', async () => {
    const percentiles = [20, 40, 50, 60, 80];
    const benchmarkParams = { metricType: 'BENCHMARK_PLAYS_AND_DOWNLOADS', episodePool: 'LAST_10_EPISODES', percentiles };
    const v = value(
      await showAnalytics({ showAnalyticsMetricType: 'SHOW_BENCHMARK_EPISODE', aggregationType: 'AGGREGATION_TYPE_DAILY', window: 'WINDOW_FIRST_SEVEN_DAYS', benchmarkParams }),
    );
    expect(v.__typename).toBe('BenchmarkTimeSeriesValue');
    expect(v.points).toHaveLength(7);
    for (const p of v.points) {
      expect(p.percentiles.map((x: any) => x.percentile)).toEqual(percentiles);
      const values = p.percentiles.map((x: any) => x.value);
      expect(values).toEqual([...values].sort((a, b) => a - b));
    }
    const totalV = value(await total('SHOW_BENCHMARK_EPISODE', 'WINDOW_FIRST_SEVEN_DAYS', { benchmarkParams }));
    expect(totalV.points).toHaveLength(1);
  });
});

describe('windows (spec 2.4)', () => {
  it('resolves fixed windows relative to the current day', async () => {
    expect(await total('SHOW_PLAYS', 'WINDOW_LAST_SEVEN_DAYS')).toMatchObject({ startDate: '2026-11-16', endDate: TODAY });
    expect(await total('SHOW_PLAYS', 'WINDOW_LAST_THIRTY_DAYS')).toMatchObject({ startDate: '2026-10-24', endDate: TODAY });
    expect(await total('SHOW_PLAYS', 'WINDOW_YEAR_TO_DATE')).toMatchObject({ startDate: '2026-01-01', endDate: TODAY });
  });

  it('uses customDateRange with WINDOW_CUSTOM, and refuses WINDOW_CUSTOM without it', async () => {
    const custom = await daily('SHOW_PLAYS', 'WINDOW_CUSTOM', { customDateRange: { startDate: '2026-09-01', endDate: '2026-09-10' } });
    expect(custom).toMatchObject({ startDate: '2026-09-01', endDate: '2026-09-10' });
    expect(value(custom).points.map((p: any) => p.date)[9]).toBe('2026-09-10');
    const missing = await graph(sandbox, SHOW_ANALYTICS, {
      uri: showUri(),
      req: { showAnalyticsMetricType: 'SHOW_PLAYS', aggregationType: 'AGGREGATION_TYPE_TOTAL', window: 'WINDOW_CUSTOM' },
    });
    expect(codeOf(missing.body)).toBe('BAD_USER_INPUT');
    const malformed = await graph(sandbox, SHOW_ANALYTICS, {
      uri: showUri(),
      req: { showAnalyticsMetricType: 'SHOW_PLAYS', aggregationType: 'AGGREGATION_TYPE_TOTAL', window: 'WINDOW_CUSTOM', customDateRange: { startDate: '2026-02-30', endDate: '2026-03-01' } },
    });
    expect(codeOf(malformed.body)).toBe('BAD_USER_INPUT');
  });

  it('gives drafts and scheduled episodes zero analytics', async () => {
    const { drafts, scheduled, published } = episodesOf(sandbox);
    const req = { episodeAnalyticsMetricType: 'EPISODE_PLAYS_AND_DOWNLOADS', aggregationType: 'AGGREGATION_TYPE_TOTAL', window: 'WINDOW_ALL_TIME' };
    for (const episode of [drafts[0], scheduled[0]]) {
      const d = await data(sandbox, EPISODE_ANALYTICS, { u: episodeUriOf(episode), req });
      expect(value(d.episodeByUri.analytics).value).toBe(0);
      expect(d.episodeByUri.analyticsStarts.startsCount).toBe(0);
    }
    const live = await data(sandbox, EPISODE_ANALYTICS, { u: episodeUriOf(published.at(-1)!), req });
    expect(value(live.episodeByUri.analytics).value).toBeGreaterThan(0);
    expect(live.episodeByUri.analyticsStarts.startsCount).toBeGreaterThan(0);
  });
});

describe('core fans (spec 2.6) and insights', () => {
  const CORE = `query($uri: ShowUri!, $s: String!, $e: String!) { showByShowUri(getShowByShowUriRequest: { showUri: $uri }) {
    coreFanTimeSeries(getCoreFanTimeSeriesRequest: { startDate: $s, endDate: $e }) { timeSeries { date coreFans developingAudience newAudience totalAudience coreFansPercent totalAudiencePercent } }
    coreFanMetricSummary(getCoreFanMetricSummaryRequest: { startDate: $s, endDate: $e }) { summary { coreFans developingAudience newAudience totalAudience gainedCoreFans startDate endDate lookbackStartDate lookbackEndDate } }
    coreFanInsight(getCoreFanInsightRequest: { startDate: $s, endDate: $e }) { insight { averageEpisodeRetentionCoreFansPercent averageConsumptionHoursCoreFans } }
  } }`;

  it('splits the audience into three tiers that add up to the total', async () => {
    const d = (await data(sandbox, CORE, { uri: showUri(), s: '2026-11-01', e: '2026-11-14' })).showByShowUri;
    expect(d.coreFanTimeSeries.timeSeries).toHaveLength(14);
    for (const p of [...d.coreFanTimeSeries.timeSeries, d.coreFanMetricSummary.summary]) {
      expect(p.coreFans + p.developingAudience + p.newAudience).toBe(p.totalAudience);
    }
    expect(d.coreFanMetricSummary.summary).toMatchObject({ startDate: '2026-11-01', endDate: '2026-11-14', lookbackStartDate: '2026-10-18', lookbackEndDate: '2026-10-31' });
    expect(d.coreFanInsight.insight.averageEpisodeRetentionCoreFansPercent).toBeGreaterThan(0);
  });

  it('refuses dates that are not YYYY-MM-DD', async () => {
    const res = await graph(sandbox, CORE, { uri: showUri(), s: '11/01/2026', e: '2026-11-14' });
    expect(res.body.data.showByShowUri).toMatchObject({ coreFanTimeSeries: null, coreFanMetricSummary: null, coreFanInsight: null });
    expect(res.body.errors).toHaveLength(3);
    expect(res.body.errors.every((e: any) => e.extensions.code === 'BAD_USER_INPUT')).toBe(true);
  });

  it('generates an insight and reads it back by ID', async () => {
    const gen = await data(sandbox, `mutation($uri: String!) { generateAnalyticsInsight(generateInsightRequest: { showUri: $uri }) { insightId state payload generatedAt } }`, { uri: showUri() });
    const { insightId } = gen.generateAnalyticsInsight;
    expect(JSON.parse(gen.generateAnalyticsInsight.payload)).toHaveProperty('headline');
    const read = await data(sandbox, `query($uri: ShowUri!, $id: String!) { showByShowUri(getShowByShowUriRequest: { showUri: $uri }) { analyticsInsight(getInsightRequest: { insightId: $id }) { insightId state } } }`, { uri: showUri(), id: insightId });
    expect(read.showByShowUri.analyticsInsight).toEqual({ insightId, state: gen.generateAnalyticsInsight.state });
  });
});

describe('insights that take time (behaviour insightStates, insightStepMs) and feedback', () => {
  let slow: Sandbox;
  let clock = FIXED_NOW;
  beforeAll(async () => {
    slow = await startSandbox({ hooks: true, now: () => clock, behaviour: { insightStates: ['QUEUED', 'GENERATING', 'READY'], insightStepMs: 1_000 } });
  });
  afterAll(() => slow.close());
  const READ = `query($uri: ShowUri!, $id: String!) { showByShowUri(getShowByShowUriRequest: { showUri: $uri }) { analyticsInsight(getInsightRequest: { insightId: $id }) { state payload generatedAt } } }`;

  it('goes through each state in turn and has its payload only at the last one', async () => {
    const uri = showUriOf(showOf(slow));
    const gen = await data(slow, `mutation($uri: String!) { generateAnalyticsInsight(generateInsightRequest: { showUri: $uri }) { insightId state payload generatedAt } }`, { uri });
    expect(gen.generateAnalyticsInsight).toMatchObject({ state: 'QUEUED', payload: null, generatedAt: null });
    const id = gen.generateAnalyticsInsight.insightId;
    clock += 1_000;
    expect((await data(slow, READ, { uri, id })).showByShowUri.analyticsInsight).toEqual({ state: 'GENERATING', payload: null, generatedAt: null });
    clock += 5_000;
    const done = (await data(slow, READ, { uri, id })).showByShowUri.analyticsInsight;
    expect(done.state).toBe('READY');
    expect(JSON.parse(done.payload)).toHaveProperty('headline');
    expect(done.generatedAt).toBe(new Date(clock - 6_000 + 2_000).toISOString());
  });

  it('records a thumbs up or down on an insight of the caller, and refuses an unknown one', async () => {
    const uri = showUriOf(showOf(slow));
    const { insightId } = (await data(slow, `mutation($uri: String!) { generateAnalyticsInsight(generateInsightRequest: { showUri: $uri }) { insightId } }`, { uri })).generateAnalyticsInsight;
    const FEEDBACK = `mutation($r: SubmitInsightFeedbackRequest!) { submitAnalyticsInsightFeedback(submitInsightFeedbackRequest: $r) { success } }`;
    const ok = await data(slow, FEEDBACK, { r: { showUri: uri, insightId, feedback: 'THUMBS_DOWN', comment: 'Too vague' } });
    expect(ok.submitAnalyticsInsightFeedback).toEqual({ success: true });
    expect(insightFeedbackOf(slow.store, insightId)).toEqual([{ feedback: 'THUMBS_DOWN', comment: 'Too vague' }]);
    const unknown = await graph(slow, FEEDBACK, { r: { showUri: uri, insightId: 'insight-nope', feedback: 'THUMBS_UP' } });
    expect(codeOf(unknown.body)).toBe('NOT_FOUND');
  });
});
