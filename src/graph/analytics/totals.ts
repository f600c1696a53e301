import { getNamedType, isEnumType, isInputObjectType, type GraphQLSchema } from 'graphql';
import { defineLoader, type HasLoaders } from '../../loaders.js';
import { fitInput, inputHasField, missingUpstream, type SelectionSpec } from '../capabilities.js';
import type { UriRootType } from '../roots.js';
import { queryUpstream, type GraphCaller } from '../runtime.js';
import { nestedPlan, type NestedField, type NestedPlan } from './nested.js';

/**
 * Window totals of one metric for a Show or an Episode: `analytics(...)` with
 * `AGGREGATION_TYPE_TOTAL` (document 2, 2.3), the one request that gives unique listener counts
 * of a window (2.5.3; a sum of daily values would be wrong); and, for measures that add up over
 * days, the daily, weekly or monthly series. Every request of one tick goes out in one upstream
 * request, whatever the number of shows and episodes (batch-execute merges the operations of
 * one context).
 */

const TOTAL = 'AGGREGATION_TYPE_TOTAL';

/** The request input's field naming the metric, per level (2.3). */
const METRIC_FIELD: Record<UriRootType, string> = { Show: 'showAnalyticsMetricType', Episode: 'episodeAnalyticsMetricType' };

/**
 * The single-value members a total may come as. `SingleValueLong.value` and a float's `value`
 * differ in type, so each member's field has its own response name (GraphQL's field-merging rule).
 */
const TOTAL_SELECTION: SelectionSpec = [
  'startDate',
  'endDate',
  {
    analyticsValue: [
      'periodOverPeriodPercentageDiff',
      {
        analyticsValue: [
          { '... on SingleValueLong': ['value'] },
          { '... on CountValueLong': ['count: value'] },
          { '... on PercentageValueFloat': ['ratio: value'] },
          { '... on RatioValueFloat': ['fraction: value'] },
          { '... on SegmentedAudienceValue': ['newAudience', 'returningAudience', 'totalAudience'] },
          { '... on TimeSeriesValue': [{ points: ['date', 'endDate', { value: [{ '... on CountValueLong': ['count: value'] }] }] }] },
        ],
      },
    ],
  },
];

const FIELDS: Record<UriRootType, NestedField> = {
  Show: { level: 'Show', field: 'analytics', arg: 'getShowAnalyticsRequest', selection: TOTAL_SELECTION, operationName: 'GatewayShowAnalytics', what: 'show analytics' },
  Episode: { level: 'Episode', field: 'analytics', arg: 'getEpisodePlayCountRequest', selection: TOTAL_SELECTION, operationName: 'GatewayEpisodeAnalytics', what: 'episode analytics' },
};

/** One window total to ask for. */
export interface TotalRequest {
  level: UriRootType;
  uri: string;
  /** A ShowAnalyticsMetricType or EpisodeAnalyticsMetricType value. */
  metric: string;
  /** An AnalyticsWindow value. */
  window: string;
  /** `YYYY-MM-DD` dates of WINDOW_CUSTOM. */
  customDateRange?: { startDate: string; endDate: string } | null;
  /** Ask for `periodOverPeriodPercentageDiff` where the request input has `includePeriodComparison`. */
  compare: boolean;
  /** An AggregationType value. @default AGGREGATION_TYPE_TOTAL */
  aggregation?: string;
}

/** A total as the upstream answers it; every field may be absent on another implementation. */
export interface RawTotal {
  startDate?: unknown;
  endDate?: unknown;
  analyticsValue?: {
    periodOverPeriodPercentageDiff?: unknown;
    analyticsValue?: {
      __typename?: unknown;
      value?: unknown;
      count?: unknown;
      ratio?: unknown;
      fraction?: unknown;
      newAudience?: unknown;
      returningAudience?: unknown;
      totalAudience?: unknown;
      points?: Array<{ date?: unknown; endDate?: unknown; value?: { count?: unknown } | null } | null> | null;
    } | null;
  } | null;
}

/** Whether this upstream's request input for the level has a metric, window or aggregation value. */
export function offersValue(schema: GraphQLSchema, level: UriRootType, inputField: 'metric' | 'window' | 'aggregationType', value: string): boolean {
  const plan = nestedPlan(schema, FIELDS[level]);
  if (plan instanceof Error) return false;
  const input = schema.getType(plan.inputType);
  if (!isInputObjectType(input)) return false;
  const field = input.getFields()[inputField === 'metric' ? METRIC_FIELD[level] : inputField];
  const type = field ? getNamedType(field.type) : undefined;
  return isEnumType(type) && !!type.getValue(value);
}

/** The request's variables on this upstream, or the coded error of an upstream that lacks a value it needs. */
function variablesFor(schema: GraphQLSchema, plan: NestedPlan, request: TotalRequest): Record<string, unknown> | Error {
  const aggregation = request.aggregation ?? TOTAL;
  for (const [inputField, value] of [['metric', request.metric], ['window', request.window], ['aggregationType', aggregation]] as const) {
    if (!offersValue(schema, request.level, inputField, value)) return missingUpstream(`${value} in the ${request.level.toLowerCase()} analytics request`);
  }
  // Document 2 gives a custom range to the show request only: where the input has no place for
  // it, WINDOW_CUSTOM would go without dates (an error upstream, or figures for another period).
  if (request.customDateRange && !inputHasField(schema, plan.inputType, 'customDateRange')) {
    return missingUpstream(`a custom date range in the ${request.level.toLowerCase()} analytics request`);
  }
  const input: Record<string, unknown> = { [METRIC_FIELD[request.level]]: request.metric, aggregationType: aggregation, window: request.window };
  if (request.customDateRange) input.customDateRange = request.customDateRange;
  if (request.compare) input.includePeriodComparison = true;
  // An input field the upstream does not declare (includePeriodComparison on episodes, 2.3) is left out.
  return plan.variables(request.uri, fitInput(schema, plan.inputType, input) as Record<string, unknown>);
}

const keyOf = (r: TotalRequest) => JSON.stringify([r.level, r.uri, r.metric, r.window, r.customDateRange ?? null, r.compare, r.aggregation ?? TOTAL]);

const totalsLoader = defineLoader<GraphCaller & HasLoaders, TotalRequest, RawTotal | null, string>(
  'graph.analyticsTotals',
  (ctx, requests) => {
    const schema = ctx.upstream.schema;
    // All in this tick, so batch-execute sends them in one upstream request.
    return Promise.all(
      requests.map((request) => {
        const plan = nestedPlan(schema, FIELDS[request.level]);
        if (plan instanceof Error) return plan;
        const variables = variablesFor(schema, plan, request);
        if (variables instanceof Error) return variables;
        return queryUpstream(ctx, plan.document, variables)
          .then((result) => plan.read<RawTotal>(result))
          .catch((err: Error) => err);
      }),
    );
  },
  { cacheKeyFn: keyOf },
);

/** One window total, once per request for equal requests. */
export function readTotal(ctx: GraphCaller & HasLoaders, request: TotalRequest): Promise<RawTotal | null> {
  return totalsLoader(ctx).load(request);
}
