import type { ShowRecord, Store } from '../../data/model.js';
import { requireShow, type GraphContext } from '../context.js';
import { dayOfMs, previousRange } from './dates.js';
import { percentageDiff } from './metrics.js';
import { showSubject, sum } from './model.js';

/**
 * Analytics insights (spec 4.1: generateAnalyticsInsight, getAnalyticsInsight). Their state
 * values and payload structure are not shown upstream; the sandbox answers `READY` with a
 * small JSON payload. Kept beside the store, keyed on its `shows` map: a reseed (which
 * replaces the store's maps in place) starts without insights.
 */
interface InsightRecord {
  insightId: string;
  stationId: number;
  state: string;
  payload: string;
  generatedAt: string;
}

const insightsByStore = new WeakMap<Store['shows'], Map<string, InsightRecord>>();

function insightsOf(store: Store): Map<string, InsightRecord> {
  let map = insightsByStore.get(store.shows);
  if (!map) insightsByStore.set(store.shows, (map = new Map()));
  return map;
}

function generate(ctx: GraphContext, show: ShowRecord, insightType: string): InsightRecord {
  const today = dayOfMs(ctx.now());
  const subject = showSubject(ctx.store, show, ctx.now(), today);
  const window = { start: today - 29, end: today };
  const current = sum(subject, 'streamsAndDownloads', window);
  const previous = sum(subject, 'streamsAndDownloads', previousRange(window));
  const change = percentageDiff(current, previous);
  const insights = insightsOf(ctx.store);
  const record: InsightRecord = {
    insightId: `insight-${show.stationId}-${insights.size + 1}`,
    stationId: show.stationId,
    state: 'READY',
    payload: JSON.stringify({
      insightType,
      headline:
        change === null
          ? `${show.podcastName} had ${current} streams and downloads in the last 30 days.`
          : `${show.podcastName} had ${current} streams and downloads in the last 30 days (${change >= 0 ? '+' : ''}${Math.round(change * 1000) / 10}%).`,
      streamsAndDownloadsLast30Days: current,
      periodOverPeriodPercentageDiff: change,
    }),
    generatedAt: new Date(ctx.now()).toISOString(),
  };
  insights.set(record.insightId, record);
  return record;
}

export const insightResolvers = {
  Show: {
    analyticsInsight: (show: ShowRecord, args: { getInsightRequest: { insightId: string } }, ctx: GraphContext) => {
      const record = insightsOf(ctx.store).get(args.getInsightRequest.insightId);
      return record && record.stationId === show.stationId ? record : null;
    },
  },
  Mutation: {
    generateAnalyticsInsight: (_: unknown, args: { generateInsightRequest: { showUri: string; insightType?: string | null } }, ctx: GraphContext) => {
      const show = requireShow(ctx, args.generateInsightRequest.showUri);
      return generate(ctx, show, args.generateInsightRequest.insightType ?? 'SHOW_PERFORMANCE_SUMMARY');
    },
  },
};
