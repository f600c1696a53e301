import type { EpisodeRecord, ShowRecord } from '../../data/model.js';
import { badInput, type GraphContext } from '../context.js';
import { benchmarkValue, type BenchmarkParams } from './benchmark.js';
import { buckets, dayOfMs, formatDay, previousRange, resolveWindow, type DayRange } from './dates.js';
import { EPISODE_METRICS, SHOW_METRICS, headline, percentageDiff, type MetricFn } from './metrics.js';
import { episodeSubject, followersAt, showSubject, sum, type Subject } from './model.js';
import { pointMember, totalMember, type Member } from './values.js';

interface AnalyticsRequest {
  aggregationType: string;
  window: string;
  customDateRange?: { startDate: string; endDate: string } | null;
  includePeriodComparison?: boolean | null;
  benchmarkParams?: BenchmarkParams | null;
}
interface ShowAnalyticsRequest extends AnalyticsRequest {
  showAnalyticsMetricType: string;
}
interface EpisodeAnalyticsRequest extends AnalyticsRequest {
  episodeAnalyticsMetricType: string;
}

function analyticsFor(subject: Subject, metric: string, fn: MetricFn | undefined, req: AnalyticsRequest) {
  const range = resolveWindow(req.window, { today: subject.today, origin: subject.origin }, req.customDateRange);
  const isTotal = req.aggregationType === 'AGGREGATION_TYPE_TOTAL';
  let value: Member;
  let diff: number | null = null;
  if (metric === 'SHOW_BENCHMARK_EPISODE') {
    value = benchmarkValue(subject, range, req.aggregationType, req.benchmarkParams);
  } else {
    if (!fn) throw badInput(`Unsupported metric ${metric}`);
    const current = fn(subject, range);
    const previous = req.includePeriodComparison ? fn(subject, previousRange(range)) : null;
    if (previous) diff = percentageDiff(headline(current), headline(previous));
    value = isTotal
      ? totalMember(current, previous)
      : { __typename: 'TimeSeriesValue', points: buckets(range, req.aggregationType).map((b) => point(fn, subject, b, metric)) };
  }
  return {
    type: metric,
    startDate: formatDay(range.start),
    endDate: formatDay(range.end),
    followerCount: subject.kind === 'show' ? followersAt(subject, range.end) : null,
    analyticsValue: { analyticsValue: value, periodOverPeriodPercentageDiff: diff },
  };
}

function point(fn: MetricFn, subject: Subject, bucket: DayRange, metric: string) {
  return { date: formatDay(bucket.start), endDate: formatDay(bucket.end), value: pointMember(fn(subject, bucket), metric) };
}

const today = (ctx: GraphContext) => dayOfMs(ctx.now());

export const analyticsResolvers = {
  Show: {
    analytics: (show: ShowRecord, args: { getShowAnalyticsRequest: ShowAnalyticsRequest }, ctx: GraphContext) => {
      const req = args.getShowAnalyticsRequest;
      const metric = req.showAnalyticsMetricType;
      return analyticsFor(showSubject(ctx.store, show, ctx.now(), today(ctx)), metric, SHOW_METRICS[metric], req);
    },
  },
  Episode: {
    analytics: (episode: EpisodeRecord, args: { getEpisodePlayCountRequest: EpisodeAnalyticsRequest }, ctx: GraphContext) => {
      const req = args.getEpisodePlayCountRequest;
      const metric = req.episodeAnalyticsMetricType;
      return analyticsFor(episodeSubject(episode, ctx.now(), today(ctx)), metric, EPISODE_METRICS[metric], req);
    },
    analyticsBatch: (episode: EpisodeRecord, args: { batchGetEpisodeAnalyticsItem: EpisodeAnalyticsRequest[] }, ctx: GraphContext) => {
      const subject = episodeSubject(episode, ctx.now(), today(ctx));
      return args.batchGetEpisodeAnalyticsItem.map((req) =>
        analyticsFor(subject, req.episodeAnalyticsMetricType, EPISODE_METRICS[req.episodeAnalyticsMetricType], req),
      );
    },
    /** Starts on the parent platform only, all time (spec 2.3); about 1/2.5 of streams+downloads (2.5.2). */
    analyticsStarts: (episode: EpisodeRecord, _args: unknown, ctx: GraphContext) => {
      const subject = episodeSubject(episode, ctx.now(), today(ctx));
      const all = { start: subject.origin ?? subject.today, end: subject.today };
      return { startsCount: Math.round(sum(subject, 'streamsAndDownloads', all) / 2.5) };
    },
  },
};
