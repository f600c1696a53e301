import { badInput } from '../context.js';
import { percentageDiff, type RangeValue } from './metrics.js';

/** A union member as a plain object tagged with `__typename` (the schema's resolveType reads it). */
export type Member = { __typename: string } & Record<string, unknown>;

/** The single-value member of a TOTAL aggregation (spec 2.3). */
export function totalMember(v: RangeValue, previous: RangeValue | null): Member {
  switch (v.kind) {
    case 'count':
      return { __typename: 'SingleValueLong', value: v.value };
    case 'ratio':
      return { __typename: 'PercentageValueFloat', value: v.value };
    case 'consumption':
      return { __typename: 'ConsumptionValue', ...stripKind(v) };
    case 'avgConsumption':
      return { __typename: 'AverageConsumptionTimeValue', ...stripKind(v) };
    case 'segmented':
      return { __typename: 'SegmentedAudienceValue', ...stripKind(v) };
    case 'audience':
      return { __typename: 'AudienceValue', ...stripKind(v) };
    case 'funnel':
      return { __typename: 'DiscoveryFunnelValue', steps: funnelSteps(v, previous?.kind === 'funnel' ? previous : null) };
  }
}

/** The value of one point of a TimeSeriesValue; its member fits the metric. */
export function pointMember(v: RangeValue, metric: string): Member {
  switch (v.kind) {
    case 'count':
      return { __typename: 'CountValueLong', value: v.value };
    case 'ratio':
      return { __typename: 'RatioValueFloat', value: v.value };
    case 'consumption':
      return { __typename: 'ConsumptionValue', ...stripKind(v) };
    case 'avgConsumption':
      return { __typename: 'AverageConsumptionTimeValue', ...stripKind(v) };
    case 'segmented':
      return { __typename: 'SegmentedAudienceValue', ...stripKind(v) };
    case 'audience':
      return { __typename: 'CountValueLong', value: v.totalAudienceSize };
    case 'funnel':
      throw badInput(`${metric} supports only AGGREGATION_TYPE_TOTAL`);
  }
}

function stripKind<T extends { kind: string }>(v: T): Omit<T, 'kind'> {
  const { kind: _kind, ...rest } = v;
  return rest;
}

type Funnel = Extract<RangeValue, { kind: 'funnel' }>;

/** Discovery funnel steps (spec 2.5.4); the completion step has no count. */
function funnelSteps(v: Funnel, previous: Funnel | null) {
  const diff = (cur: number, prev: number | undefined) => (previous ? percentageDiff(cur, prev ?? 0) : null);
  const toNext = v.impressions > 0 ? Math.round((v.plays / v.impressions) * 10_000) / 10_000 : 0;
  return [
    {
      stepName: 'impressions',
      displayName: 'Impressions',
      value: v.impressions,
      conversionRateToNext: toNext,
      periodOverPeriodPercentageDiff: diff(v.impressions, previous?.impressions),
    },
    {
      stepName: 'plays',
      displayName: 'Plays',
      value: v.plays,
      conversionRateToNext: v.completionRate,
      periodOverPeriodPercentageDiff: diff(v.plays, previous?.plays),
    },
    {
      stepName: 'average_completion_rate',
      displayName: 'Average completion rate',
      value: null,
      conversionRateToNext: v.completionRate,
      periodOverPeriodPercentageDiff: diff(v.completionRate, previous?.completionRate),
    },
  ];
}
