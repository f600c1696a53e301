import type { GraphQLResolveInfo } from 'graphql';
import type { GatewayContext } from '../../context.js';
import { readCoreFanSummary } from '../../graph/analytics/core-fans.js';
import { offersValue, readTotal, type RawTotal } from '../../graph/analytics/totals.js';
import type { UriRootType } from '../../graph/roots.js';
import { badUserInput } from '../../errors.js';
import { selectedFieldNames } from '../../selection.js';
import { episodeUriOf, showUriOf } from '../ids/index.js';
import { dateRange } from './dates.js';
import { toAudienceTiers, toCompletionRate, toListeners, toSeries, toTotal } from './mappers.js';
import { windowOf, type PeriodArgs } from './period.js';

/**
 * The convenience fields of Show and Episode (schema/gateway/analytics.graphql): each one
 * window total of one metric (graph/analytics/totals.ts), asked with AGGREGATION_TYPE_TOTAL,
 * so unique counts are the host's for the whole period and never a sum of days (2.5.3).
 */

type Kind = 'playsAndDownloads' | 'playsAndDownloadsSeries' | 'streamsAndDownloads' | 'uniqueListeners' | 'completionRate';

/** The metric of each field per level, in order of preference: the first the upstream offers answers. */
const METRICS: Record<UriRootType, Record<Kind, readonly string[]>> = {
  Show: {
    playsAndDownloads: ['SHOW_PLAYS_AND_DOWNLOADS'],
    playsAndDownloadsSeries: ['SHOW_PLAYS_AND_DOWNLOADS'],
    streamsAndDownloads: ['SHOW_STREAMS_AND_DOWNLOADS'],
    // New and returning need the segmented audience; without it the total alone.
    uniqueListeners: ['SHOW_SEGMENTED_AUDIENCE', 'SHOW_ALL_PLATFORMS_LISTENERS'],
    completionRate: ['SHOW_WINDOWED_AVERAGE_COMPLETION_RATE'],
  },
  Episode: {
    playsAndDownloads: ['EPISODE_PLAYS_AND_DOWNLOADS'],
    playsAndDownloadsSeries: ['EPISODE_PLAYS_AND_DOWNLOADS'],
    streamsAndDownloads: ['EPISODE_STREAMS_AND_DOWNLOADS'],
    // Document 2 has no segmented audience per episode; an upstream that adds one is used.
    uniqueListeners: ['EPISODE_SEGMENTED_AUDIENCE', 'EPISODE_ALL_PLATFORMS_LISTENERS'],
    completionRate: ['EPISODE_AVERAGE_COMPLETION_RATE'],
  },
};

const MAPPERS = {
  playsAndDownloads: toTotal,
  playsAndDownloadsSeries: toSeries,
  streamsAndDownloads: toTotal,
  uniqueListeners: toListeners,
  completionRate: toCompletionRate,
} as const;

const RETURNS: Record<Kind, string> = {
  playsAndDownloads: 'AnalyticsTotal',
  playsAndDownloadsSeries: 'AnalyticsSeries',
  streamsAndDownloads: 'AnalyticsTotal',
  uniqueListeners: 'UniqueListeners',
  completionRate: 'CompletionRate',
};

/** A series' aggregation; only measures that add up over days are served as series. */
const AGGREGATIONS = { DAY: 'AGGREGATION_TYPE_DAILY', WEEK: 'AGGREGATION_TYPE_WEEKLY', MONTH: 'AGGREGATION_TYPE_MONTHLY' } as const;

function uriOfLevel(level: UriRootType, parent: unknown, ctx: GatewayContext, info: GraphQLResolveInfo): Promise<string> {
  return level === 'Show' ? showUriOf(parent, ctx) : episodeUriOf(parent, ctx, info);
}

/** The resolver of one convenience field. Arguments are checked before any lookup: a bad range costs no upstream call. */
function totalField<K extends Kind>(level: UriRootType, kind: K) {
  return async (
    parent: unknown,
    args: PeriodArgs & { interval?: keyof typeof AGGREGATIONS | null },
    ctx: GatewayContext,
    info: GraphQLResolveInfo,
  ): Promise<ReturnType<(typeof MAPPERS)[K]>> => {
    const { window, customDateRange } = windowOf(args);
    const candidates = METRICS[level][kind];
    // None offered: the first is asked, and the upstream plan names what is missing.
    const metric = candidates.find((m) => offersValue(ctx.upstream.schema, level, 'metric', m)) ?? candidates[0];
    // The comparison is asked only for clients that read it: an unselected one is work for nothing.
    const compare = selectedFieldNames(info, RETURNS[kind]).has('change');
    const uri = await uriOfLevel(level, parent, ctx, info);
    const aggregation = kind === 'playsAndDownloadsSeries' ? AGGREGATIONS[args.interval ?? 'DAY'] : undefined;
    const raw: RawTotal | null = await readTotal(ctx, { level, uri, metric, window, customDateRange, compare, aggregation });
    return MAPPERS[kind](raw) as ReturnType<(typeof MAPPERS)[K]>;
  };
}

interface CoreFanArgs {
  from?: string | null;
  to?: string | null;
  allTime?: boolean | null;
}

async function coreFanSummary(parent: unknown, args: CoreFanArgs, ctx: GatewayContext) {
  const allTime = args.allTime === true;
  if (allTime && (args.from != null || args.to != null)) throw badUserInput('Give either `from` and `to`, or `allTime: true`, not both.', 'allTime');
  if (!allTime && (args.from == null || args.to == null)) throw badUserInput('Give `from` and `to` (YYYY-MM-DD), or `allTime: true`.', args.from == null ? 'from' : 'to');
  const range = allTime ? null : dateRange(args.from, args.to, { from: 'from', to: 'to' });
  const showUri = await showUriOf(parent, ctx);
  const raw = await readCoreFanSummary(ctx, { showUri, startDate: range?.startDate ?? null, endDate: range?.endDate ?? null, allTime });
  return toAudienceTiers(raw);
}

export const analyticsFieldResolvers = {
  Show: {
    playsAndDownloads: totalField('Show', 'playsAndDownloads'),
    playsAndDownloadsSeries: totalField('Show', 'playsAndDownloadsSeries'),
    streamsAndDownloads: totalField('Show', 'streamsAndDownloads'),
    uniqueListeners: totalField('Show', 'uniqueListeners'),
    completionRate: totalField('Show', 'completionRate'),
    coreFanSummary,
  },
  Episode: {
    playsAndDownloads: totalField('Episode', 'playsAndDownloads'),
    playsAndDownloadsSeries: totalField('Episode', 'playsAndDownloadsSeries'),
    streamsAndDownloads: totalField('Episode', 'streamsAndDownloads'),
    uniqueListeners: totalField('Episode', 'uniqueListeners'),
    completionRate: totalField('Episode', 'completionRate'),
  },
};
