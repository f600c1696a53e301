import type { ShowRecord, Store } from '../../data/model.js';
import { notFound, requireShow, type GraphContext } from '../context.js';
import { dayOfMs, previousRange } from './dates.js';
import { percentageDiff } from './metrics.js';
import { showSubject, sum } from './model.js';

/**
 * Analytics insights (spec 4.1: generateAnalyticsInsight, getAnalyticsInsight,
 * submitAnalyticsInsightFeedback). Their state values and payload structure are not shown
 * upstream: an insight goes through the behaviour's `insightStates` (by default straight to
 * `READY`), one per `insightStepMs` (or one per read with `insightStepOnRead`), and has its
 * JSON payload and `generatedAt` once it reaches the last, unless that one names a failure. Kept beside the store, keyed on its
 * `shows` map: a reseed (which replaces the store's maps in place) starts without insights.
 */
interface InsightRecord {
  insightId: string;
  stationId: number;
  /** When it was asked for (Unix ms): its state follows from the time since. */
  requestedAt: number;
  states: readonly string[];
  stepMs: number;
  /** Reads so far, when each read moves the insight on. */
  reads: number | null;
  payload: string;
  feedback: Array<{ feedback: string; comment: string | null }>;
}

const insightsByStore = new WeakMap<Store['shows'], Map<string, InsightRecord>>();

function insightsOf(store: Store): Map<string, InsightRecord> {
  let map = insightsByStore.get(store.shows);
  if (!map) insightsByStore.set(store.shows, (map = new Map()));
  return map;
}

const FAILURE = /FAIL|ERROR/i;

/** The insight as the upstream shows it now. */
function view(record: InsightRecord, now: number) {
  const last = record.states.length - 1;
  const step =
    record.reads !== null ? Math.min(last, record.reads) : record.stepMs > 0 ? Math.min(last, Math.floor((now - record.requestedAt) / record.stepMs)) : last;
  const state = record.states[step] ?? 'READY';
  const done = step === last && !FAILURE.test(state);
  return {
    insightId: record.insightId,
    state,
    payload: done ? record.payload : null,
    generatedAt: done ? new Date(record.requestedAt + last * record.stepMs).toISOString() : null,
  };
}

function generate(ctx: GraphContext, show: ShowRecord, insightType: string) {
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
    requestedAt: ctx.now(),
    states: ctx.behaviour.insightStates.length ? ctx.behaviour.insightStates : ['READY'],
    stepMs: ctx.behaviour.insightStepMs,
    reads: ctx.behaviour.insightStepOnRead ? 0 : null,
    feedback: [],
    payload: JSON.stringify({
      insightType,
      headline:
        change === null
          ? `${show.podcastName} had ${current} streams and downloads in the last 30 days.`
          : `${show.podcastName} had ${current} streams and downloads in the last 30 days (${change >= 0 ? '+' : ''}${Math.round(change * 1000) / 10}%).`,
      streamsAndDownloadsLast30Days: current,
      periodOverPeriodPercentageDiff: change,
    }),
  };
  insights.set(record.insightId, record);
  return view(record, ctx.now());
}

interface FeedbackArgs {
  showUri: string;
  insightId: string;
  feedback: string;
  comment?: string | null;
}

/** Records a thumbs up or down on an insight of one of the caller's shows. */
function feedback(ctx: GraphContext, args: FeedbackArgs): boolean {
  const show = requireShow(ctx, args.showUri);
  const record = insightsOf(ctx.store).get(args.insightId);
  if (!record || record.stationId !== show.stationId) throw notFound('Insight');
  record.feedback.push({ feedback: args.feedback, comment: args.comment ?? null });
  return true;
}

export const insightResolvers = {
  Show: {
    analyticsInsight: (show: ShowRecord, args: { getInsightRequest: { insightId: string } }, ctx: GraphContext) => {
      const record = insightsOf(ctx.store).get(args.getInsightRequest.insightId);
      if (!record || record.stationId !== show.stationId) return null;
      if (record.reads !== null) record.reads++;
      return view(record, ctx.now());
    },
  },
  Mutation: {
    generateAnalyticsInsight: (_: unknown, args: { generateInsightRequest: { showUri: string; insightType?: string | null } }, ctx: GraphContext) => {
      const show = requireShow(ctx, args.generateInsightRequest.showUri);
      return generate(ctx, show, args.generateInsightRequest.insightType ?? 'SHOW_PERFORMANCE_SUMMARY');
    },
    submitAnalyticsInsightFeedback: (_: unknown, args: { submitInsightFeedbackRequest: FeedbackArgs }, ctx: GraphContext) => ({
      success: feedback(ctx, args.submitInsightFeedbackRequest),
    }),
  },
};

/** The feedback given on the insights of a store (tests read what the upstream received). */
export function insightFeedbackOf(store: Store, insightId: string): ReadonlyArray<{ feedback: string; comment: string | null }> {
  return insightsOf(store).get(insightId)?.feedback ?? [];
}
