import type { DayRange } from './dates.js';
import { dailyValues, followersAt, hash01, sum, uniqueOver, type Measure, type Subject } from './model.js';

/**
 * What a metric yields for one range of days. The kind decides the union member (spec 2.3):
 * a TOTAL aggregation turns it into a single-value member, a series into points.
 */
export type RangeValue =
  | { kind: 'count'; value: number }
  | { kind: 'ratio'; value: number }
  | { kind: 'consumption'; totalConsumptionHours: number; foregroundConsumptionPercent: number }
  | { kind: 'avgConsumption'; averageConsumptionSeconds: number }
  | { kind: 'segmented'; totalAudience: number; newAudience: number; returningAudience: number }
  | { kind: 'audience'; totalAudienceSize: number; foregroundAudienceSize: number; foregroundAudiencePercent: number }
  | { kind: 'funnel'; impressions: number; plays: number; completionRate: number };

export type MetricFn = (subject: Subject, range: DayRange) => RangeValue;

const round2 = (x: number): number => Math.round(x * 100) / 100;
const round4 = (x: number): number => Math.round(x * 10_000) / 10_000;
const ratio = (num: number, den: number): number => (den > 0 ? round4(Math.min(1, num / den)) : 0);

const count = (measure: Measure): MetricFn => (s, r) => ({ kind: 'count', value: sum(s, measure, r) });
const unique = (measure: Measure): MetricFn => (s, r) => ({ kind: 'count', value: uniqueOver(dailyValues(s, measure, r)) });

/**
 * New versus returning listeners (spec 2.5.3): new listeners are new once in a window (daily
 * values add up to the window total); returning ones come back on several days, so the window
 * total is a unique count below the daily sum; total = new + returning for every range.
 */
const segmented: MetricFn = (s, r) => {
  let newAudience = 0;
  const returningDaily: number[] = [];
  for (let d = r.start; d <= r.end; d++) {
    const total = s.daily('allListeners', d);
    const fresh = Math.floor(total * (0.2 + 0.25 * hash01('newShare', s.id, d)));
    newAudience += fresh;
    returningDaily.push(total - fresh);
  }
  const returningAudience = uniqueOver(returningDaily);
  return { kind: 'segmented', newAudience, returningAudience, totalAudience: newAudience + returningAudience };
};

const totalListeners = (s: Subject, r: DayRange): number => {
  const v = segmented(s, r);
  return v.kind === 'segmented' ? v.totalAudience : 0;
};

const audience: MetricFn = (s, r) => {
  const total = totalListeners(s, r);
  const foreground = Math.floor(total * (0.55 + 0.3 * hash01('foreground', s.id, r.start)));
  return { kind: 'audience', totalAudienceSize: total, foregroundAudienceSize: foreground, foregroundAudiencePercent: ratio(foreground, total) };
};

const completion: MetricFn = (s, r) => ({ kind: 'ratio', value: ratio(sum(s, 'completedPlays', r), sum(s, 'plays', r)) });

const funnel: MetricFn = (s, r) => {
  const plays = sum(s, 'plays', r);
  return { kind: 'funnel', impressions: sum(s, 'impressions', r), plays, completionRate: ratio(sum(s, 'completedPlays', r), plays) };
};

const consumption: MetricFn = (s, r) => {
  const seconds = sum(s, 'consumptionSeconds', r);
  return {
    kind: 'consumption',
    totalConsumptionHours: round2(seconds / 3600),
    foregroundConsumptionPercent: seconds > 0 ? round4(0.6 + 0.3 * hash01('fgConsumption', s.id, r.start)) : 0,
  };
};

const avgConsumption: MetricFn = (s, r) => {
  const plays = sum(s, 'plays', r);
  return { kind: 'avgConsumption', averageConsumptionSeconds: plays > 0 ? round2(sum(s, 'consumptionSeconds', r) / plays) : 0 };
};

/** Week-over-week retention: share of last period's listeners who came back. */
const retention: MetricFn = (s, r) => ({
  kind: 'ratio',
  value: sum(s, 'plays', r) > 0 ? round4(0.35 + 0.3 * hash01('retention', s.id, r.start, r.end)) : 0,
});

/** Episode retention curve value: how much of the episode listeners kept, near its completion rate. */
const episodeRetention: MetricFn = (s, r) => {
  const base = completion(s, r);
  const value = base.kind === 'ratio' ? base.value : 0;
  return { kind: 'ratio', value: round4(Math.min(1, value * (0.95 + 0.1 * hash01('perf', s.id, r.start)))) };
};

const average = (measure: Measure): MetricFn => (s, r) => ({
  kind: 'count',
  value: Math.round(sum(s, measure, r) / (r.end - r.start + 1)),
});

const followers: MetricFn = (s, r) => ({ kind: 'count', value: followersAt(s, r.end) });
const followerGrowth: MetricFn = (s, r) => ({ kind: 'count', value: followersAt(s, r.end) - followersAt(s, r.start - 1) });

/** ShowAnalyticsMetricType (spec 2.4); SHOW_BENCHMARK_EPISODE is handled apart. */
export const SHOW_METRICS: Record<string, MetricFn> = {
  SHOW_PLAYS: count('plays'),
  SHOW_STREAMS: count('streams'),
  SHOW_STREAMS_AND_DOWNLOADS: count('streamsAndDownloads'),
  SHOW_PLAYS_AND_DOWNLOADS: count('playsAndDownloads'),
  SHOW_ALL_PLATFORMS_LISTENERS: (s, r) => ({ kind: 'count', value: totalListeners(s, r) }),
  SHOW_DOWNLOAD_LISTENERS: unique('downloadListeners'),
  SHOW_OFF_PLATFORM_DOWNLOADS: count('downloads'),
  SHOW_LISTENERS: unique('listeners'),
  SHOW_FOLLOWERS: followers,
  AUDIENCE_SIZE: audience,
  SHOW_SEGMENTED_AUDIENCE: segmented,
  SHOW_DISCOVERY_FUNNEL: funnel,
  SHOW_WINDOWED_AVERAGE_COMPLETION_RATE: completion,
  SHOW_CONSUMPTION: consumption,
  SHOW_AVERAGE_CONSUMPTION_TIME: avgConsumption,
  SHOW_RETENTION: retention,
  SHOW_STREAMS_AND_DOWNLOADS_AVERAGE: average('streamsAndDownloads'),
  SHOW_STREAMS_AND_DOWNLOADS_BY_APP: count('streamsAndDownloads'),
  SHOW_STREAMS_AND_DOWNLOADS_BY_DEVICE: count('streamsAndDownloads'),
  SHOW_STREAMS_AND_DOWNLOADS_BY_GEO_ALL_PLATFORMS: count('streamsAndDownloads'),
  TOP_EPISODES_BY_IMPRESSIONS_FACETED: count('impressions'),
  SHOW_IMPRESSIONS_FACETED: count('impressions'),
  SHOW_STREAMS_FACETED: count('streams'),
  SHOW_FOLLOWER_GROWTH: followerGrowth,
};

/** EpisodeAnalyticsMetricType (spec 2.4). */
export const EPISODE_METRICS: Record<string, MetricFn> = {
  EPISODE_PLAYS: count('plays'),
  EPISODE_STREAMS: count('streams'),
  EPISODE_LISTENERS: unique('listeners'),
  EPISODE_ALL_PLATFORMS_LISTENERS: (s, r) => ({ kind: 'count', value: totalListeners(s, r) }),
  EPISODE_STREAMS_AND_DOWNLOADS: count('streamsAndDownloads'),
  EPISODE_PLAYS_AND_DOWNLOADS: count('playsAndDownloads'),
  EPISODE_OFF_PLATFORM_DOWNLOADS: count('downloads'),
  EPISODE_DOWNLOAD_LISTENERS: unique('downloadListeners'),
  EPISODE_PERFORMANCE: episodeRetention,
  EPISODE_AVERAGE_COMPLETION_RATE: completion,
  EPISODE_AVERAGE_CONSUMPTION_TIME: avgConsumption,
  EPISODE_CONSUMPTION: consumption,
  EPISODE_AUDIENCE_SIZE: audience,
  EPISODE_IMPRESSIONS: count('impressions'),
  EPISODE_IMPRESSIONS_FACETED: count('impressions'),
  EPISODE_IMPRESSIONS_FUNNEL: funnel,
  EPISODE_IMPRESSIONS_TO_PLAYS_RATE: (s, r) => ({ kind: 'ratio', value: ratio(sum(s, 'plays', r), sum(s, 'impressions', r)) }),
  EPISODE_DISCOVERY_FUNNEL: funnel,
  EPISODE_PLAYS_FACETED: count('plays'),
  EPISODE_STREAMS_FACETED: count('streams'),
  EPISODE_RETENTION: episodeRetention,
  EPISODE_PLATFORM_PLAYS_BY_COUNTRY: count('plays'),
};

/** One number that stands for a value, for period-over-period comparison (spec 2.5.5). */
export function headline(v: RangeValue): number {
  switch (v.kind) {
    case 'count':
    case 'ratio':
      return v.value;
    case 'consumption':
      return v.totalConsumptionHours;
    case 'avgConsumption':
      return v.averageConsumptionSeconds;
    case 'segmented':
      return v.totalAudience;
    case 'audience':
      return v.totalAudienceSize;
    case 'funnel':
      return v.impressions;
  }
}

/** Relative change as a fraction (0.366 = +36.6 %); null when there is nothing to compare with. */
export function percentageDiff(current: number, previous: number): number | null {
  return previous > 0 ? round4((current - previous) / previous) : null;
}
