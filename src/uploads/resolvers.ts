import { nativeSignal } from '../cancellation.js';
import type { GatewayContext } from '../context.js';
import { ErrorCode, gatewayError } from '../errors.js';
import type { MutationResolvers, QueryResolvers, Resolvers, SubscriptionResolvers } from '../generated/resolvers.js';
import { JobNotFoundError, type JobKind, type UploadJob } from '../jobs/index.js';
import { canReadJob } from './access.js';
import { finishDirectUpload, renewDirectUpload, startDirectUpload, type DirectTarget } from './direct.js';
import { startOneCallUpload, type UploadContext } from './one-call.js';
import { publishEpisodeWithMedia } from './publish-episode.js';
import { mediaValidationFields, uploadJobFields } from './mappers.js';

/** The upload service every context carries (src/gateway.ts puts it there). */
function withUploads(ctx: GatewayContext): UploadContext {
  const uploads = (ctx as Partial<UploadContext>).uploads;
  if (!uploads) throw gatewayError(ErrorCode.INTERNAL_SERVER_ERROR, 'Uploads are not enabled on this gateway.');
  return ctx as UploadContext;
}

interface OneCallArgs {
  file: unknown;
  size?: number | null;
  jobId?: string | null;
  waitForProcessing?: boolean | null;
  episodeId?: number | null;
  stationId?: number | null;
}

/** A one-call upload mutation: start, then wait for the stored bytes or the final state. */
function oneCall(kind: JobKind) {
  return async (_root: unknown, args: OneCallArgs, ctx: GatewayContext): Promise<UploadJob> => {
    const started = await startOneCallUpload(withUploads(ctx), {
      kind,
      file: args.file,
      size: args.size,
      jobId: args.jobId,
      episodeId: args.episodeId ?? null,
      stationId: args.stationId ?? null,
    });
    // The pipeline runs on its own bounds; waiting for it does not run down the request's deadline.
    await ctx.budget.outside(args.waitForProcessing === false ? started.uploaded : started.finished);
    return started.job.current;
  };
}

const toTarget = (target: DirectTarget) => ({ job: target.job, uploadUrl: target.url, method: 'PUT', headers: target.headers });

const uploadJob: QueryResolvers['uploadJob'] = async (_root, { id }, ctx) => {
  const job = await withUploads(ctx).uploads.jobs.find(id, ctx.token);
  return job && (await canReadJob(ctx, job)) ? job : null;
};

const Mutation: MutationResolvers = {
  uploadEpisodeAudio: oneCall('EPISODE_AUDIO'),
  uploadEpisodeVideo: oneCall('EPISODE_VIDEO'),
  uploadShowCoverArt: oneCall('SHOW_COVER_ART'),
  uploadEpisodeThumbnail: oneCall('EPISODE_THUMBNAIL'),
  startDirectUpload: async (_root, args, ctx) =>
    toTarget(
      await startDirectUpload(withUploads(ctx), {
        kind: args.kind,
        episodeId: args.episodeId ?? null,
        stationId: args.stationId ?? null,
        fileName: args.fileName,
        mimeType: args.mimeType,
        size: args.size,
        jobId: args.jobId,
      }),
    ),
  renewDirectUpload: async (_root, { jobId }, ctx) => toTarget(await renewDirectUpload(withUploads(ctx), jobId)),
  finishDirectUpload: async (_root, { jobId, etag, waitForProcessing }, ctx) => {
    const { job, notified, finished } = await finishDirectUpload(withUploads(ctx), jobId, etag);
    await ctx.budget.outside(waitForProcessing === false ? notified : finished);
    return job.current;
  },
  publishEpisodeWithMedia: (_root, { input, file, size, jobId }, ctx) => publishEpisodeWithMedia(withUploads(ctx), input, { file, size, jobId }),
};

const Subscription: SubscriptionResolvers = {
  uploadProgress: {
    subscribe: (_root, { jobId }, ctx) => follow(withUploads(ctx), jobId),
    resolve: (job: UploadJob) => job,
  },
};

/** The job's states as subscription events; a job that is not visible is NOT_FOUND. */
async function* follow(ctx: UploadContext, jobId: string): AsyncGenerator<UploadJob> {
  try {
    yield* ctx.uploads.jobs.watch(jobId, {
      token: ctx.token,
      authorize: (job) => canReadJob(ctx, job),
      signal: nativeSignal(ctx.cancellation),
      waitForCreateMs: ctx.uploads.options.waitForJobMs,
    });
  } catch (error) {
    if (error instanceof JobNotFoundError) throw gatewayError(ErrorCode.NOT_FOUND, error.message, { field: 'jobId' });
    throw error;
  }
}

export const uploadResolvers: Resolvers = {
  Query: { uploadJob },
  Mutation,
  Subscription,
  UploadJob: uploadJobFields,
  MediaValidation: mediaValidationFields,
};
