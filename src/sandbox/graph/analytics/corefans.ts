import type { ShowRecord } from '../../data/model.js';
import { badInput, type GraphContext } from '../context.js';
import { dayOfMs, formatDay, parseRange, previousRange, type DayRange } from './dates.js';
import { SHOW_METRICS } from './metrics.js';
import { hash01, showSubject, type Subject } from './model.js';

/**
 * Core-fan (audience growth) fields of spec 2.6: audience in three tiers that add up to the
 * total. Dates are `YYYY-MM-DD` strings; shares are fractions (0.25 = 25 %).
 */

const r4 = (x: number): number => Math.round(x * 10_000) / 10_000;
const share = (part: number, total: number): number => (total > 0 ? r4(part / total) : 0);

function totalAudience(subject: Subject, range: DayRange): number {
  const v = SHOW_METRICS.SHOW_SEGMENTED_AUDIENCE(subject, range);
  return v.kind === 'segmented' ? v.totalAudience : 0;
}

function tiers(subject: Subject, total: number, key: string | number) {
  const coreFans = Math.floor(total * (0.12 + 0.1 * hash01('core', subject.id, key)));
  const developingAudience = Math.floor(total * (0.25 + 0.1 * hash01('developing', subject.id, key)));
  const newAudience = total - coreFans - developingAudience;
  return {
    coreFans,
    coreFansPercent: share(coreFans, total),
    developingAudience,
    developingAudiencePercent: share(developingAudience, total),
    newAudience,
    newAudiencePercent: share(newAudience, total),
    totalAudience: total,
    totalAudiencePercent: total > 0 ? 1 : 0,
  };
}

const subjectOf = (show: ShowRecord, ctx: GraphContext) => showSubject(ctx.store, show, ctx.now(), dayOfMs(ctx.now()));

export const coreFanResolvers = {
  Show: {
    coreFanTimeSeries: (show: ShowRecord, args: { getCoreFanTimeSeriesRequest: { startDate: string; endDate: string } }, ctx: GraphContext) => {
      const range = parseRange(args.getCoreFanTimeSeriesRequest.startDate, args.getCoreFanTimeSeriesRequest.endDate);
      const subject = subjectOf(show, ctx);
      const timeSeries = [];
      for (let d = range.start; d <= range.end; d++) {
        timeSeries.push({ date: formatDay(d), ...tiers(subject, subject.daily('allListeners', d), d) });
      }
      return { timeSeries };
    },
    coreFanMetricSummary: (
      show: ShowRecord,
      args: { getCoreFanMetricSummaryRequest: { startDate?: string | null; endDate?: string | null; isAllTime?: boolean | null } },
      ctx: GraphContext,
    ) => {
      const req = args.getCoreFanMetricSummaryRequest;
      const subject = subjectOf(show, ctx);
      let range: DayRange;
      if (req.isAllTime) range = { start: Math.min(subject.origin ?? subject.today, subject.today), end: subject.today };
      else if (req.startDate == null || req.endDate == null) throw badInput('startDate and endDate are required unless isAllTime is true');
      else range = parseRange(req.startDate, req.endDate);
      const lookback = previousRange(range);
      const current = tiers(subject, totalAudience(subject, range), `${range.start}-${range.end}`);
      const before = tiers(subject, totalAudience(subject, lookback), `${lookback.start}-${lookback.end}`);
      return {
        summary: {
          ...current,
          gainedCoreFans: current.coreFans - before.coreFans,
          startDate: formatDay(range.start),
          endDate: formatDay(range.end),
          lookbackStartDate: formatDay(lookback.start),
          lookbackEndDate: formatDay(lookback.end),
        },
      };
    },
    coreFanInsight: (show: ShowRecord, args: { getCoreFanInsightRequest: { startDate: string; endDate: string } }, ctx: GraphContext) => {
      const range = parseRange(args.getCoreFanInsightRequest.startDate, args.getCoreFanInsightRequest.endDate);
      const subject = subjectOf(show, ctx);
      if (totalAudience(subject, range) === 0) return { insight: null };
      const key = `${range.start}-${range.end}`;
      const retentionCore = r4(0.6 + 0.3 * hash01('insightRetCore', subject.id, key));
      const retentionTotal = r4(0.3 + 0.25 * hash01('insightRetTotal', subject.id, key));
      const hoursCore = Math.round((2 + 4 * hash01('insightHoursCore', subject.id, key)) * 100) / 100;
      const hoursTotal = Math.round((0.5 + 1.4 * hash01('insightHoursTotal', subject.id, key)) * 100) / 100;
      return {
        insight: {
          averageEpisodeRetentionCoreFansPercent: retentionCore,
          averageEpisodeRetentionTotalAudiencePercent: retentionTotal,
          averageEpisodeRetentionDiffPercent: r4((retentionCore - retentionTotal) / retentionTotal),
          averageConsumptionHoursCoreFans: hoursCore,
          averageConsumptionHoursTotalAudience: hoursTotal,
          averageConsumptionHoursDiffPercent: r4((hoursCore - hoursTotal) / hoursTotal),
        },
      };
    },
  },
};
