import { longValue } from '../../graph/long.js';
import type { RawCoreFanSummary } from '../../graph/analytics/core-fans.js';
import type { RawTotal } from '../../graph/analytics/totals.js';

/**
 * Upstream analytics values to the gateway's shapes. The union members and their fields are
 * those document 2 names (2.3); any field may be missing or typed otherwise on another
 * implementation (a Long as a JSON string), and then reads as null, never as a wrong number.
 */

/** A number the upstream sent as a number or a numeric string. */
export function numberOf(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'string' && /^-?\d+(\.\d+)?(e-?\d+)?$/i.test(value.trim())) return Number(value.trim());
  return longValue(value);
}

const stringOf = (value: unknown): string | null => (typeof value === 'string' ? value : null);

/** A fraction in percent, without binary noise (0.366 -> 36.6, not 36.599999999999994). */
export function percentOf(fraction: number): number {
  return Number((fraction * 100).toPrecision(12));
}

export interface PeriodChangeValue {
  fraction: number;
  percent: number;
}

/** `periodOverPeriodPercentageDiff` is a fraction (2.5.5): 0.366 is +36.6 %. */
export function changeOf(raw: RawTotal | null): PeriodChangeValue | null {
  const fraction = numberOf(raw?.analyticsValue?.periodOverPeriodPercentageDiff);
  return fraction === null ? null : { fraction, percent: percentOf(fraction) };
}

const member = (raw: RawTotal | null) => raw?.analyticsValue?.analyticsValue ?? null;

function dates(raw: RawTotal | null) {
  return { startDate: stringOf(raw?.startDate), endDate: stringOf(raw?.endDate) };
}

/** A count total (SingleValueLong, or CountValueLong from an upstream that answers so). */
export function toTotal(raw: RawTotal | null) {
  const value = member(raw);
  return { value: numberOf(value?.value) ?? numberOf(value?.count), ...dates(raw), change: changeOf(raw) };
}

/** A series of counts (a TimeSeriesValue of CountValueLong points); another member reads as no points. */
export function toSeries(raw: RawTotal | null) {
  const points = member(raw)?.points ?? [];
  return {
    points: points.filter((p) => p !== null).map((p) => ({ date: stringOf(p!.date), endDate: stringOf(p!.endDate), value: numberOf(p!.value?.count) })),
    ...dates(raw),
  };
}

/** Unique listeners: a SegmentedAudienceValue (show), or a single count of all listeners (episode). */
export function toListeners(raw: RawTotal | null) {
  const value = member(raw);
  const segmented = value && ('totalAudience' in value || 'newAudience' in value || 'returningAudience' in value);
  return {
    newListeners: segmented ? numberOf(value.newAudience) : null,
    returningListeners: segmented ? numberOf(value.returningAudience) : null,
    totalListeners: segmented ? numberOf(value.totalAudience) : (numberOf(value?.value) ?? numberOf(value?.count)),
    ...dates(raw),
    change: changeOf(raw),
  };
}

/** A completion rate: a fraction from 0 to 1 (PercentageValueFloat or RatioValueFloat, 2.3). */
export function toCompletionRate(raw: RawTotal | null) {
  const value = member(raw);
  const fraction = numberOf(value?.ratio) ?? numberOf(value?.fraction);
  return { fraction, percent: fraction === null ? null : percentOf(fraction), ...dates(raw), change: changeOf(raw) };
}

/** The three tiers with shares computed from the counts (the host's `...Percent` fields have no stated unit). */
export function toAudienceTiers(raw: RawCoreFanSummary | null) {
  if (!raw) return null;
  const total = numberOf(raw.totalAudience);
  const tier = (count: unknown) => {
    const n = numberOf(count);
    const share = n !== null && total ? n / total : null;
    return { count: n, share, percent: share === null ? null : percentOf(share) };
  };
  return {
    coreFans: tier(raw.coreFans),
    developingAudience: tier(raw.developingAudience),
    newAudience: tier(raw.newAudience),
    totalAudience: total,
    gainedCoreFans: numberOf(raw.gainedCoreFans),
    startDate: stringOf(raw.startDate),
    endDate: stringOf(raw.endDate),
    lookbackStartDate: stringOf(raw.lookbackStartDate),
    lookbackEndDate: stringOf(raw.lookbackEndDate),
  };
}
