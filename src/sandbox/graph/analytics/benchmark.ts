import { badInput } from '../context.js';
import { buckets, type DayRange } from './dates.js';
import { hash01, type Subject } from './model.js';
import type { Member } from './values.js';

export interface BenchmarkParams {
  metricType: string;
  episodePool: string;
  percentiles: number[];
}

/** Metrics whose benchmark is a share (0..1) rather than a count or a duration. */
const RATIO_METRICS = new Set(['BENCHMARK_EPISODE_COMPLETION_PERCENT', 'BENCHMARK_RETENTION', 'BENCHMARK_WATCH_TIME_PERCENT']);

const LABEL_PREFIX: Record<string, string> = {
  AGGREGATION_TYPE_DAILY: 'DAY',
  AGGREGATION_TYPE_WEEKLY: 'WEEK',
  AGGREGATION_TYPE_MONTHLY: 'MONTH',
};

/**
 * SHOW_BENCHMARK_EPISODE (spec 2.3): how the show's episodes compare with similar shows,
 * as values at the requested percentiles, per period since release (or one TOTAL point).
 * Values rise with the percentile, as percentiles do.
 */
export function benchmarkValue(
  subject: Subject,
  range: DayRange,
  aggregation: string,
  params: BenchmarkParams | null | undefined,
): Member {
  if (!params) throw badInput('benchmarkParams is required for SHOW_BENCHMARK_EPISODE');
  const percentiles = [...new Set(params.percentiles)];
  if (percentiles.length === 0) throw badInput('benchmarkParams.percentiles must not be empty');
  for (const p of percentiles) {
    if (!Number.isInteger(p) || p < 1 || p > 99) throw badInput(`Invalid percentile ${p}: expected 1..99`);
  }
  const isRatio = RATIO_METRICS.has(params.metricType);
  const base = isRatio ? 0.3 + 0.2 * hash01('bench', subject.id, params.metricType) : 50 + 950 * hash01('bench', subject.id, params.metricType, params.episodePool);

  const periods =
    aggregation === 'AGGREGATION_TYPE_TOTAL'
      ? [{ label: 'TOTAL', growth: 1 }]
      : buckets(range, aggregation).map((_, i) => ({ label: `${LABEL_PREFIX[aggregation]}_${i + 1}`, growth: 1 - Math.exp(-(i + 1) / 3) }));

  return {
    __typename: 'BenchmarkTimeSeriesValue',
    points: periods.map(({ label, growth }) => ({
      label,
      percentiles: percentiles.map((percentile) => {
        const spread = 0.25 + 1.5 * (percentile / 100);
        const value = isRatio ? Math.min(1, base * spread) : base * spread * growth;
        return { percentile, value: Math.round(value * 10_000) / 10_000 };
      }),
    })),
  };
}
