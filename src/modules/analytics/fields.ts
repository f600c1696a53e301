import { isObjectType, type GraphQLResolveInfo } from 'graphql';
import type { GatewayContext } from '../../context.js';
import { readCoreFanSummary, type CoreFanRequest } from '../../graph/analytics/core-fans.js';
import { offersValue, readTotal, type RawTotal, type TotalRequest } from '../../graph/analytics/totals.js';
import type { UriRootType } from '../../graph/roots.js';
import { badUserInput } from '../../errors.js';
import { argumentsOf, selectedFieldNames, selectionAt, selectionUnder } from '../../selection.js';
import { episodeUriOf, showUriOf } from '../ids/index.js';
import { dateRange } from './dates.js';
import { toAudienceTiers, toCompletionRate, toListeners, toSeries, toTotal } from './mappers.js';
import { windowOf, type PeriodArgs } from './period.js';
import type { EpisodeParent, ShowParent } from '../refs.js';

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

function uriOfLevel(level: UriRootType, parent: ShowParent & EpisodeParent, ctx: GatewayContext, info: GraphQLResolveInfo): Promise<string> {
  return level === 'Show' ? showUriOf(parent, ctx) : episodeUriOf(parent, ctx, info);
}

type TotalArgs = PeriodArgs & { interval?: keyof typeof AGGREGATIONS | null };

/**
 * The window total one convenience field reads, from its arguments and its own selection (the
 * comparison is asked only for clients that read `change`: an unselected one is work for
 * nothing). Throws the field's coded error for bad arguments, before any upstream call.
 */
function totalRequest(level: UriRootType, kind: Kind, args: TotalArgs, uri: string, selected: ReadonlySet<string>, ctx: GatewayContext): TotalRequest {
  const { window, customDateRange } = windowOf(args);
  const candidates = METRICS[level][kind];
  // None offered: the first is asked, and the upstream plan names what is missing.
  const metric = candidates.find((m) => offersValue(ctx.upstream.schema, level, 'metric', m)) ?? candidates[0];
  const aggregation = kind === 'playsAndDownloadsSeries' ? AGGREGATIONS[args.interval ?? 'DAY'] : undefined;
  return { level, uri, metric, window, customDateRange, compare: selected.has('change'), aggregation };
}

/** The resolver of one convenience field. Arguments are checked before any lookup: a bad range costs no upstream call. */
function totalField<K extends Kind>(level: UriRootType, kind: K) {
  return async (parent: ShowParent & EpisodeParent, args: TotalArgs, ctx: GatewayContext, info: GraphQLResolveInfo): Promise<ReturnType<(typeof MAPPERS)[K]>> => {
    const selected = selectedFieldNames(info, RETURNS[kind]);
    windowOf(args); // a bad period or range fails here, before the URI lookup
    const uri = await uriOfLevel(level, parent, ctx, info);
    // The root may have started this load already (startTotals): the loader answers it once.
    const raw: RawTotal | null = await readTotal(ctx, totalRequest(level, kind, args, uri, selected, ctx));
    return MAPPERS[kind](raw) as ReturnType<(typeof MAPPERS)[K]>;
  };
}

const isKind = (name: string): name is Kind => name in MAPPERS;

/**
 * Starts, in this tick, the analytics loads of the convenience fields selected under a Show or
 * Episode root (`info` is the root's), once the root knows the URI: the window totals, and a
 * show's core-fan summary. They then overlap the root's existence check instead of waiting for
 * it. Each field's resolver finds its load in the request's loader. A field with bad arguments
 * starts nothing and reports them itself.
 */
export function startTotals(level: UriRootType, uri: string, ctx: GatewayContext, info: GraphQLResolveInfo): void {
  // Most roots select none: the cached set of names says so without walking the selection.
  const selection = selectionAt(info, level);
  if (![...selection.names].some((name) => isKind(name) || (level === 'Show' && name === CORE_FANS))) return;
  const type = info.schema.getType(level);
  if (!isObjectType(type)) return;
  const fields = type.getFields();
  for (const selected of selection.fields.values()) {
    const name = selected.name;
    const field = fields[name];
    if (!field) continue;
    try {
      if (isKind(name)) {
        const args = argumentsOf(selected, field, info) as TotalArgs;
        readTotal(ctx, totalRequest(level, name, args, uri, selectionUnder(selected, RETURNS[name], info).names, ctx)).catch(() => undefined);
      } else if (level === 'Show' && name === CORE_FANS) {
        readCoreFanSummary(ctx, coreFanRequest(argumentsOf(selected, field, info) as CoreFanArgs, uri)).catch(() => undefined);
      }
    } catch {
      continue;
    }
  }
}

const CORE_FANS = 'coreFanSummary';

interface CoreFanArgs {
  from?: string | null;
  to?: string | null;
  allTime?: boolean | null;
}

/** The summary one `coreFanSummary` field reads; throws the field's coded error for bad arguments, before any upstream call. */
function coreFanRequest(args: CoreFanArgs, showUri: string): CoreFanRequest {
  const allTime = args.allTime === true;
  if (allTime && (args.from != null || args.to != null)) throw badUserInput('Give either `from` and `to`, or `allTime: true`, not both.', 'allTime');
  if (!allTime && (args.from == null || args.to == null)) throw badUserInput('Give `from` and `to` (YYYY-MM-DD), or `allTime: true`.', args.from == null ? 'from' : 'to');
  const range = allTime ? null : dateRange(args.from, args.to, { from: 'from', to: 'to' });
  return { showUri, startDate: range?.startDate ?? null, endDate: range?.endDate ?? null, allTime };
}

async function coreFanSummary(parent: ShowParent, args: CoreFanArgs, ctx: GatewayContext) {
  const request = coreFanRequest(args, ''); // bad arguments fail here, before the URI lookup
  // The root may have started this load already (startTotals): the loader answers it once.
  return toAudienceTiers(await readCoreFanSummary(ctx, { ...request, showUri: await showUriOf(parent, ctx) }));
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

/** The fields above per type: each needs the object's URI and nothing from REST. */
export const analyticsFieldNames: Readonly<Record<UriRootType, ReadonlySet<string>>> = {
  Show: new Set(Object.keys(analyticsFieldResolvers.Show)),
  Episode: new Set(Object.keys(analyticsFieldResolvers.Episode)),
};
