import { nativeSignal } from '../../cancellation.js';
import type { GatewayContext } from '../../context.js';
import { badUserInput, ErrorCode, gatewayError } from '../../errors.js';
import type {
  AnalyticsInsightJobResolvers,
  MutationResolvers,
  QueryResolvers,
  SubscriptionResolvers,
} from '../../generated/resolvers.js';
import { generateInsight, submitInsightFeedback } from '../../graph/analytics/insights.js';
import { callerShowUris } from '../../graph/shows.js';
import { JobNotFoundError, ownerHashOf } from '../../jobs/index.js';
import { showUriLoader } from '../ids/index.js';
import { requireUri, toUri } from '../ids/uris.js';
import type { InsightJob } from './insight-jobs.js';
import { insightsOf } from './insights-context.js';

/**
 * Insights as jobs (insight-jobs.ts): the mutation asks the host and returns the job, the query
 * reads it, the subscription follows it to its end, and feedback goes to the host's mutation
 * found by its shape.
 */

/**
 * Who may see a job: the token that asked for it (kept as a hash, so recognised at no cost), or
 * another token of the same account, which proves itself by listing the job's show among its own
 * (`showsForUser`, one upstream request, only then).
 */
async function canReadJob(ctx: GatewayContext, job: InsightJob): Promise<boolean> {
  if (!ctx.token) return false;
  if (ownerHashOf(ctx.token) === job.ownerHash) return true;
  try {
    return (await callerShowUris(ctx)).includes(job.showUri);
  } catch {
    return false;
  }
}

async function showOf(ctx: GatewayContext, showUri: string | null | undefined, stationId: number | null | undefined): Promise<string> {
  if ((showUri == null) === (stationId == null)) throw badUserInput('Give exactly one of `showUri` and `stationId`.');
  if (showUri != null) return toUri('show', requireUri('show', showUri, 'showUri'));
  if (!Number.isInteger(stationId) || stationId! <= 0) throw badUserInput('`stationId` must be a positive station ID.', 'stationId');
  return showUriLoader(ctx).load(stationId!);
}

const generateAnalyticsInsight: MutationResolvers['generateAnalyticsInsight'] = async (_root, { showUri, stationId, insightType }, ctx) => {
  if (!ctx.token) throw gatewayError(ErrorCode.UNAUTHENTICATED, "Insights are asked for as a creator: send 'Authorization: Bearer <token>'.");
  const uri = await showOf(ctx, showUri, stationId);
  const generated = await generateInsight(ctx, uri, insightType ?? null);
  return insightsOf(ctx).start({ token: ctx.token, showUri: uri, insightType: insightType ?? null, generated });
};

const analyticsInsightJob: QueryResolvers['analyticsInsightJob'] = async (_root, { id }, ctx) => {
  const job = await insightsOf(ctx).get(id);
  return job && (await canReadJob(ctx, job)) ? job : null;
};

const submitAnalyticsInsightFeedback: MutationResolvers['submitAnalyticsInsightFeedback'] = async (_root, args, ctx) => {
  const byJob = args.jobId != null;
  if (byJob === (args.insightId != null || args.showUri != null)) {
    throw badUserInput('Name the insight by `jobId`, or by `insightId` with `showUri`.');
  }
  let job: InsightJob | null = null;
  let target: { showUri: string; insightId: string };
  if (byJob) {
    job = await insightsOf(ctx).get(args.jobId!);
    if (!job || !(await canReadJob(ctx, job))) throw gatewayError(ErrorCode.NOT_FOUND, 'No insight job with this ID is visible to this caller.', { field: 'jobId' });
    if (!job.insightId) throw gatewayError(ErrorCode.CONFLICT, 'This job has no insight from the host to give feedback on.', { field: 'jobId' });
    target = { showUri: job.showUri, insightId: job.insightId };
  } else {
    if (args.insightId == null || args.showUri == null || !args.insightId.trim()) throw badUserInput('`insightId` needs `showUri` (and the reverse).');
    target = { showUri: toUri('show', requireUri('show', args.showUri, 'showUri')), insightId: args.insightId };
  }
  const accepted = await submitInsightFeedback(ctx, { ...target, positive: args.rating === 'THUMBS_UP', comment: args.comment ?? null });
  return { accepted, job };
};

/** The job's states as subscription events; a job that is not visible is NOT_FOUND. */
async function* follow(ctx: GatewayContext, jobId: string): AsyncGenerator<InsightJob> {
  try {
    yield* insightsOf(ctx).watch(jobId, { authorize: (job) => canReadJob(ctx, job), signal: nativeSignal(ctx.cancellation), waitForCreateMs: 0 });
  } catch (error) {
    if (error instanceof JobNotFoundError) throw gatewayError(ErrorCode.NOT_FOUND, error.message, { field: 'jobId' });
    throw error;
  }
}

const analyticsInsightProgress: SubscriptionResolvers['analyticsInsightProgress'] = {
  subscribe: (_root, { jobId }, ctx) => follow(ctx, jobId),
  resolve: (job: InsightJob) => job,
};

/** A payload that is JSON text is served parsed (a JSON object for clients); anything else as it came. */
function payloadOf(job: InsightJob): unknown {
  if (job.payload === null) return null;
  try {
    const parsed: unknown = JSON.parse(job.payload);
    return parsed !== null && typeof parsed === 'object' ? parsed : job.payload;
  } catch {
    return job.payload;
  }
}

const AnalyticsInsightJob: AnalyticsInsightJobResolvers = {
  payload: payloadOf,
  createdAt: (job) => new Date(job.createdAt),
  updatedAt: (job) => new Date(job.updatedAt),
};

export const insightResolvers = {
  Query: { analyticsInsightJob },
  Mutation: { generateAnalyticsInsight, submitAnalyticsInsightFeedback },
  Subscription: { analyticsInsightProgress },
  AnalyticsInsightJob,
};
