/**
 * What document 2 says about the analytics vocabulary (2.3 to 2.6, 4.2), condensed: the words
 * a creator needs to read a number right. One place for them: the schema transform
 * (stitching/describe-analytics.ts) writes them into the served schema as descriptions, and
 * `analyticsGlossary` serves them to clients that cannot introspect.
 *
 * Only what the spec explains is here. A value the spec names without explaining it
 * (`EPISODE_LISTENERS`, `WINDOW_LAST_SEVEN_DAYS`...) keeps whatever the upstream says.
 *
 * Types are found by the names the spec gives them (the enums, the union members) or, for
 * those it does not name (`getShowAnalyticsRequest` is an argument name, its type is the
 * upstream's choice), by a path from a named type: `Show.analytics(getShowAnalyticsRequest)`
 * is the input type of that argument, `.window` then the type of its field.
 */

/** A described term: a short label (chart legends, table headers) and what it means. */
export interface Term {
  readonly label: string;
  readonly description: string;
}

/** What to say about one upstream type and its members. */
export interface TypeDescriptions {
  /** The spec's name for the type, when it gives one. */
  readonly name?: string;
  /** Paths that reach the type from a named type, tried when the name is absent. */
  readonly paths?: readonly string[];
  readonly description?: string;
  /** Enum values. */
  readonly values?: Readonly<Record<string, Term>>;
  /** Fields of an object or input type. */
  readonly fields?: Readonly<Record<string, Term>>;
  /** Arguments of an object type's fields: `{ analytics: { getShowAnalyticsRequest: ... } }`. */
  readonly args?: Readonly<Record<string, Readonly<Record<string, Term>>>>;
}

const PLAYS_RULE =
  'Since a mid-June 2026 platform change a play counts after 30 seconds of listening; numbers from before the change are not comparable, and relations measured then (plays equal to the sum of starts) may no longer hold.';
const UNIQUE_RULE =
  'Unique counts do not add up over days: a window figure needs AGGREGATION_TYPE_TOTAL, never a sum of daily values.';
const FRACTION = 'a fraction: 0.366 means +36.6 %';

const SHOW_METRICS: Record<string, Term> = {
  SHOW_PLAYS: {
    label: 'Plays (parent platform)',
    description: `Plays on the parent platform only: despite its name, not all platforms (for those, SHOW_PLAYS_AND_DOWNLOADS). ${PLAYS_RULE}`,
  },
  SHOW_STREAMS: { label: 'Streams (parent platform)', description: 'Streams (60 seconds or more of listening) on the parent platform only.' },
  SHOW_STREAMS_AND_DOWNLOADS: {
    label: 'Streams + downloads',
    description:
      'Streams plus downloads across all platforms: the reference measure. Equals the sum over all episodes of EPISODE_STREAMS_AND_DOWNLOADS (difference below 0.01 %). On a test show it was about 1.6 times the parent-platform total.',
  },
  SHOW_PLAYS_AND_DOWNLOADS: {
    label: 'Plays + downloads',
    description: `Plays plus downloads across all platforms: the headline measure. ${PLAYS_RULE}`,
  },
  SHOW_ALL_PLATFORMS_LISTENERS: { label: 'Listeners (all platforms)', description: `Unique listeners on all platforms. ${UNIQUE_RULE}` },
  SHOW_DOWNLOAD_LISTENERS: { label: 'Download listeners', description: 'Listeners who downloaded.' },
  SHOW_OFF_PLATFORM_DOWNLOADS: { label: 'Off-platform downloads', description: 'Downloads outside the parent platform.' },
  SHOW_LISTENERS: { label: 'Listeners (parent platform)', description: `Unique listeners on the parent platform only. ${UNIQUE_RULE}` },
  SHOW_FOLLOWERS: { label: 'Followers', description: 'Follower count.' },
  AUDIENCE_SIZE: { label: 'Audience size', description: 'Audience size (an AudienceValue: total and foreground audience).' },
  SHOW_SEGMENTED_AUDIENCE: {
    label: 'New and returning listeners',
    description:
      'New versus returning listeners (a SegmentedAudienceValue). newAudience is unique within the window: daily values add up to the window total. returningAudience counts a listener once per day they listened: the daily sum far exceeds the window total. totalAudience is unique listeners in the window: the daily sum exceeds it too. For every date, newAudience plus returningAudience equals totalAudience. A window total of unique returning (or total) listeners needs AGGREGATION_TYPE_TOTAL, not a sum of daily values.',
  },
  SHOW_DISCOVERY_FUNNEL: {
    label: 'Discovery funnel',
    description:
      'Impressions, plays and average completion rate as funnel steps (a DiscoveryFunnelValue). conversionRateToNext is a fraction (0.15 means 15 %), so is periodOverPeriodPercentageDiff (0.42 means +42 %); the completion-rate step has no count.',
  },
  SHOW_WINDOWED_AVERAGE_COMPLETION_RATE: {
    label: 'Average completion rate',
    description:
      'Average completion over all episodes in the window, as a fraction from 0 to 1 (a PercentageValueFloat). Not the retention curve (EPISODE_PERFORMANCE), which differs from completion rates.',
  },
  SHOW_CONSUMPTION: { label: 'Listening time', description: 'Total listening time, in hours (a ConsumptionValue).' },
  SHOW_AVERAGE_CONSUMPTION_TIME: {
    label: 'Average listening time',
    description: 'Average listening time, in seconds per listener (an AverageConsumptionTimeValue).',
  },
  SHOW_RETENTION: {
    label: 'Week-over-week retention',
    description:
      'Week-over-week retention: a series of RatioValueFloat, fractions from 0 to 1. The 90-day window with weekly aggregation gives the dashboard retention graph.',
  },
  SHOW_BENCHMARK_EPISODE: {
    label: 'Benchmark against similar shows',
    description:
      'Percentile comparison with similar shows (a BenchmarkTimeSeriesValue). Needs benchmarkParams; the percentiles used are 20, 40, 50, 60 and 80.',
  },
  SHOW_STREAMS_AND_DOWNLOADS_AVERAGE: { label: 'Streams + downloads (moving average)', description: 'Moving average of streams plus downloads across all platforms.' },
  SHOW_STREAMS_AND_DOWNLOADS_BY_APP: { label: 'Streams + downloads by app', description: 'Streams plus downloads, split by app or platform.' },
  SHOW_STREAMS_AND_DOWNLOADS_BY_DEVICE: { label: 'Streams + downloads by device', description: 'Streams plus downloads, split by device type.' },
  SHOW_STREAMS_AND_DOWNLOADS_BY_GEO_ALL_PLATFORMS: { label: 'Streams + downloads by region', description: 'Streams plus downloads, split by region, all platforms.' },
  TOP_EPISODES_BY_IMPRESSIONS_FACETED: { label: 'Top episodes by impressions', description: 'Top episodes by impressions, with the split by source.' },
  SHOW_IMPRESSIONS_FACETED: { label: 'Impressions', description: 'Impressions, with facets.' },
  SHOW_STREAMS_FACETED: { label: 'Streams (faceted)', description: 'Streams, with facets.' },
  SHOW_FOLLOWER_GROWTH: { label: 'Follower growth', description: 'Change in followers, as a series.' },
};

const EPISODE_METRICS: Record<string, Term> = {
  EPISODE_PLAYS: { label: 'Plays (parent platform)', description: `Plays on the parent platform only, despite the name. ${PLAYS_RULE}` },
  EPISODE_STREAMS: { label: 'Streams (parent platform)', description: 'Streams (60 seconds or more of listening) on the parent platform only.' },
  EPISODE_STREAMS_AND_DOWNLOADS: {
    label: 'Streams + downloads',
    description:
      "Streams plus downloads across all platforms: the reference measure. Summed over a show's episodes it equals SHOW_STREAMS_AND_DOWNLOADS (within 0.01 %). On a recent test episode it was about 2.5 times the starts (analyticsStarts).",
  },
  EPISODE_PLAYS_AND_DOWNLOADS: { label: 'Plays + downloads', description: `Plays plus downloads across all platforms: the headline measure. ${PLAYS_RULE}` },
  EPISODE_PERFORMANCE: {
    label: 'Audience retention curve',
    description: 'The audience retention curve. It differs from completion rates derived from streams or starts.',
  },
  EPISODE_AVERAGE_COMPLETION_RATE: {
    label: 'Average completion rate',
    description:
      'Average completion of the episode, as a fraction from 0 to 1. The web client reads it over WINDOW_FIRST_SEVEN_DAYS for the latest episodes. Not the retention curve (EPISODE_PERFORMANCE).',
  },
  EPISODE_PLATFORM_PLAYS_BY_COUNTRY: { label: 'Plays by country (parent platform)', description: 'Plays on the parent platform, by country.' },
};

const AGGREGATIONS: Record<string, Term> = {
  AGGREGATION_TYPE_TOTAL: {
    label: 'Total',
    description:
      'One figure for the whole window (a single-value member such as SingleValueLong): the only right way to get the unique listeners of a window, since unique counts do not add up over days.',
  },
  AGGREGATION_TYPE_DAILY: {
    label: 'Daily',
    description: 'A TimeSeriesValue with one point per day. Daily points of unique counts (listeners, returning audience) must not be summed into a window figure.',
  },
  AGGREGATION_TYPE_WEEKLY: { label: 'Weekly', description: 'A TimeSeriesValue with one point per week. Points of unique counts must not be summed.' },
  AGGREGATION_TYPE_MONTHLY: { label: 'Monthly', description: 'A TimeSeriesValue with one point per month. Points of unique counts must not be summed.' },
};

const WINDOWS: Record<string, Term> = {
  WINDOW_CUSTOM: { label: 'Custom dates', description: 'The dates of customDateRange (startDate and endDate, YYYY-MM-DD), which this window requires.' },
  WINDOW_UNSPECIFIED: { label: 'Whole period', description: 'No particular window: used for whole-period averages.' },
  WINDOW_FIRST_SEVEN_DAYS: {
    label: 'First 7 days',
    description: "An episode's first seven days: the web client compares its latest episodes' completion rates over it.",
  },
};

const DATE = (what: string): Term => ({ label: what, description: `${what}, a string of the form YYYY-MM-DD (not a window enum).` });
const CORE_FAN_DATES = { startDate: DATE('First day'), endDate: DATE('Last day') };

const ANALYTICS_ARG: Term = {
  label: 'Request',
  description:
    'Metric, aggregation and window. With AGGREGATION_TYPE_TOTAL the value is a single-value member; with DAILY, WEEKLY or MONTHLY it is a TimeSeriesValue. Unique listener counts of a window need TOTAL.',
};

const ANALYTICS_FIELD: Term = {
  label: 'Analytics',
  description:
    "One metric over one window; each metric value's description says what it counts. Plays plus downloads is the headline measure, streams plus downloads the reference one. The union member is selected with inline fragments on __typename.",
};

/** Everything described, type by type. */
export const ANALYTICS_DESCRIPTIONS: readonly TypeDescriptions[] = [
  {
    name: 'ShowAnalyticsMetricType',
    paths: ['Show.analytics(getShowAnalyticsRequest).showAnalyticsMetricType'],
    description: 'What a show analytics request measures. Plays plus downloads (SHOW_PLAYS_AND_DOWNLOADS) is the headline measure.',
    values: SHOW_METRICS,
  },
  {
    name: 'EpisodeAnalyticsMetricType',
    paths: ['Episode.analytics(getEpisodePlayCountRequest).episodeAnalyticsMetricType', 'Episode.analyticsBatch(batchGetEpisodeAnalyticsItem).episodeAnalyticsMetricType'],
    description: 'What an episode analytics request measures. Plays plus downloads (EPISODE_PLAYS_AND_DOWNLOADS) is the headline measure.',
    values: EPISODE_METRICS,
  },
  {
    name: 'AggregationType',
    paths: ['Show.analytics(getShowAnalyticsRequest).aggregationType', 'Episode.analytics(getEpisodePlayCountRequest).aggregationType'],
    description: `How values of the window are aggregated. ${UNIQUE_RULE}`,
    values: AGGREGATIONS,
  },
  {
    name: 'AnalyticsWindow',
    paths: ['Show.analytics(getShowAnalyticsRequest).window', 'Episode.analytics(getEpisodePlayCountRequest).window'],
    values: WINDOWS,
  },
  {
    name: 'BenchmarkMetricType',
    paths: ['Show.analytics(getShowAnalyticsRequest).benchmarkParams.metricType'],
    values: {
      BENCHMARK_PLATFORM_AUDIENCE: { label: 'Audience (parent platform)', description: 'Audience on the parent platform only.' },
      BENCHMARK_WATCH_TIME_PERCENT: { label: 'Watch time (video)', description: 'Share of watch time, for video episodes.' },
    },
  },
  {
    paths: ['Show.analytics(getShowAnalyticsRequest)'],
    fields: {
      customDateRange: { label: 'Custom dates', description: 'startDate and endDate (YYYY-MM-DD) of WINDOW_CUSTOM; used with that window only.' },
      includePeriodComparison: {
        label: 'Compare with the previous period',
        description: `Adds periodOverPeriodPercentageDiff: the change against the previous period of equal length, as ${FRACTION}.`,
      },
      benchmarkParams: {
        label: 'Benchmark parameters',
        description: 'Required for SHOW_BENCHMARK_EPISODE: metric type, episode pool and percentiles (the web client uses 20, 40, 50, 60 and 80).',
      },
    },
  },
  {
    paths: ['Show.analytics(getShowAnalyticsRequest).customDateRange', 'Episode.analytics(getEpisodePlayCountRequest).customDateRange'],
    fields: CORE_FAN_DATES,
  },
  {
    paths: ['Show.analytics.analyticsValue'],
    fields: {
      periodOverPeriodPercentageDiff: {
        label: 'Change on the previous period',
        description: `Change against the previous period of equal length, as ${FRACTION} (not a percentage). Present when the request set includePeriodComparison.`,
      },
    },
  },
  {
    paths: ['Show.analytics', 'Episode.analytics'],
    fields: {
      startDate: DATE('First day covered'),
      endDate: DATE('Last day covered'),
    },
  },
  {
    name: 'Show',
    args: { analytics: { getShowAnalyticsRequest: ANALYTICS_ARG } },
    fields: {
      analytics: ANALYTICS_FIELD,
      coreFanTimeSeries: {
        label: 'Core fans over time',
        description: 'Audience in three tiers (core fans, developing audience, new audience) per date. Dates are YYYY-MM-DD strings, not window enums.',
      },
      coreFanMetricSummary: {
        label: 'Core fans summary',
        description: 'The three audience tiers over a date range (YYYY-MM-DD strings) or all time, with the core fans gained against the lookback period.',
      },
      coreFanInsight: {
        label: 'Core fans compared',
        description: 'Episode retention and listening hours of core fans against the total audience, over a date range (YYYY-MM-DD strings).',
      },
    },
  },
  {
    name: 'Episode',
    args: { analytics: { getEpisodePlayCountRequest: ANALYTICS_ARG } },
    fields: {
      analytics: ANALYTICS_FIELD,
      analyticsStarts: { label: 'Starts (parent platform)', description: 'Count of starts on the parent platform only, all time (no arguments).' },
    },
  },
  { paths: ['Episode.analyticsStarts'], fields: { startsCount: { label: 'Starts (parent platform)', description: 'Starts on the parent platform only.' } } },
  {
    name: 'SegmentedAudienceValue',
    fields: {
      newAudience: { label: 'New listeners', description: 'Listeners new to the show, unique within the period: daily values add up to the window total.' },
      returningAudience: {
        label: 'Returning listeners',
        description:
          'Returning listeners. In a daily series a listener counts once per day they listened, so the daily sum far exceeds the window total: ask AGGREGATION_TYPE_TOTAL for a window.',
      },
      totalAudience: {
        label: 'Listeners',
        description: 'Unique listeners in the period; newAudience plus returningAudience for every date. Daily values do not add up to the window total.',
      },
    },
  },
  { name: 'RatioValueFloat', fields: { value: { label: 'Ratio', description: 'A fraction from 0 to 1 (0.42 means 42 %).' } } },
  { name: 'PercentageValueFloat', fields: { value: { label: 'Share', description: 'A fraction from 0 to 1 (0.42 means 42 %), despite the type name.' } } },
  {
    name: 'ConsumptionValue',
    fields: {
      totalConsumptionHours: { label: 'Listening time (hours)', description: 'Total listening time, in hours.' },
    },
  },
  {
    name: 'AverageConsumptionTimeValue',
    fields: { averageConsumptionSeconds: { label: 'Average listening time (seconds)', description: 'Average listening time, in seconds per listener.' } },
  },
  {
    paths: ['DiscoveryFunnelValue.steps'],
    fields: {
      stepName: { label: 'Step', description: '`impressions`, `plays` or `average_completion_rate`.' },
      value: { label: 'Count', description: 'The step count; absent for the completion-rate step.' },
      conversionRateToNext: { label: 'Conversion to next step', description: 'Share reaching the next step, as a fraction: 0.15 means 15 %.' },
      periodOverPeriodPercentageDiff: { label: 'Change on the previous period', description: 'Change against the previous period, as a fraction: 0.42 means +42 %.' },
    },
  },
  { paths: ['TimeSeriesValue.points'], fields: { date: DATE('First day of the point'), endDate: DATE('Last day of the point') } },
  { paths: ['Show.coreFanTimeSeries(getCoreFanTimeSeriesRequest)', 'Show.coreFanInsight(getCoreFanInsightRequest)', 'Show.coreFanMetricSummary(getCoreFanMetricSummaryRequest)'], fields: CORE_FAN_DATES },
];

/** The glossary as a flat list: `ShowAnalyticsMetricType.SHOW_PLAYS`, `SegmentedAudienceValue.newAudience`... */
export function glossaryEntries(): Array<{ term: string; kind: 'VALUE' | 'FIELD'; type: string; name: string } & Term> {
  const out: Array<{ term: string; kind: 'VALUE' | 'FIELD'; type: string; name: string } & Term> = [];
  for (const entry of ANALYTICS_DESCRIPTIONS) {
    const type = entry.name ?? entry.paths?.[0] ?? '';
    for (const [name, term] of Object.entries(entry.values ?? {})) out.push({ term: `${type}.${name}`, kind: 'VALUE', type, name, ...term });
    for (const [name, term] of Object.entries(entry.fields ?? {})) out.push({ term: `${type}.${name}`, kind: 'FIELD', type, name, ...term });
  }
  return out;
}

/**
 * Short labels of the gateway's own analytics fields (schema/gateway/analytics.graphql); their
 * definitions are the fields' descriptions in the schema, read from there by the glossary.
 */
export const GATEWAY_FIELD_LABELS: Readonly<Record<string, string>> = {
  'Show.playsAndDownloads': 'Plays + downloads',
  'Show.playsAndDownloadsSeries': 'Plays + downloads',
  'Show.streamsAndDownloads': 'Streams + downloads',
  'Show.uniqueListeners': 'Unique listeners',
  'Show.completionRate': 'Average completion rate',
  'Show.coreFanSummary': 'Core fans',
  'Episode.playsAndDownloads': 'Plays + downloads',
  'Episode.playsAndDownloadsSeries': 'Plays + downloads',
  'Episode.streamsAndDownloads': 'Streams + downloads',
  'Episode.uniqueListeners': 'Unique listeners',
  'Episode.completionRate': 'Average completion rate',
  'UniqueListeners.newListeners': 'New listeners',
  'UniqueListeners.returningListeners': 'Returning listeners',
  'UniqueListeners.totalListeners': 'Listeners',
  'AudienceTiers.coreFans': 'Core fans',
  'AudienceTiers.developingAudience': 'Developing audience',
  'AudienceTiers.newAudience': 'New audience',
  'AudienceTiers.gainedCoreFans': 'Core fans gained',
  'PeriodChange.fraction': 'Change (fraction)',
  'PeriodChange.percent': 'Change (%)',
  'CompletionRate.fraction': 'Completion (fraction)',
  'CompletionRate.percent': 'Completion (%)',
};
