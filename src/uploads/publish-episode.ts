import { nativeSignal } from '../cancellation.js';
import { badUserInput } from '../errors.js';
import type { PublishEpisodeWithMediaInput } from '../generated/resolvers.js';
import type { UploadJob } from '../jobs/index.js';
import { postEpisodeUpdate, type EpisodeUpdateBody } from '../modules/episodes/endpoints.js';
import { hourOffsetForZone, isValidHourOffset, toHourOffset } from '../modules/episodes/hour-offset.js';
import { postCreateEpisode } from '../modules/episodes/lifecycle-endpoints.js';
import { toRestEpisodeType } from '../modules/episodes/mappers.js';
import type { EpisodeParent } from '../modules/refs.js';
import { toUnixSeconds, toUpstreamIso } from '../scalars.js';
import { toJobFailure } from './failure.js';
import { resolveUserId } from './identity.js';
import { createUploadJob, prepareUpload, runUpload, type UploadContext } from './one-call.js';

/**
 * A complete episode in one mutation, following the three steps of spec 4.19: create the empty
 * record, upload its media (4.23-4.26), then set title, description and publish settings
 * (4.3). Everything checkable is checked before the first upstream write. A later failure is
 * reported with the step and what exists upstream (the created episode, the uploaded media):
 * nothing is half-done without the caller being told.
 */

export type PublishStep = 'VALIDATE' | 'CREATE' | 'UPLOAD' | 'UPDATE';

export interface PublishPayload {
  episode: EpisodeParent | null;
  job: UploadJob | null;
  failure: { failedStep: PublishStep; code: string; message: string; createdEpisodeId: number | null; mediaUploaded: boolean } | null;
}

export async function publishEpisodeWithMedia(
  ctx: UploadContext,
  input: PublishEpisodeWithMediaInput,
  fileArgs: { file: unknown; size?: number | null; jobId?: string | null },
): Promise<PublishPayload> {
  const now = new Date();
  const hourOffset = validateInput(input, now);
  const prepared = await prepareUpload(ctx, 'MEDIA', fileArgs);
  const job = await createUploadJob(ctx, prepared, { episodeId: null, stationId: input.stationId });
  const signals = { lifetime: ctx.uploads.lifetime, client: AbortSignal.any([nativeSignal(ctx.cancellation)]) };

  let episodeId: number;
  try {
    ({ episodeId } = await postCreateEpisode(ctx.rest, input.stationId, hourOffset));
  } catch (error) {
    prepared.file.discard();
    const failure = toJobFailure(error, signals, ctx.logger);
    await job.fail('VALIDATE', failure.code, `The episode could not be created, so no media was uploaded: ${failure.reason}`);
    await job.flushed();
    return { episode: null, job: job.current, failure: { failedStep: 'CREATE', ...asFailure(failure), createdEpisodeId: null, mediaUploaded: false } };
  }

  await job.update({ episodeId });
  const started = runUpload(ctx, prepared, job, { episodeId, stationId: input.stationId, draftEpisode: true });
  // The pipeline runs on its own bounds; waiting for it does not run down the request's
  // deadline, so the update below has the time the request has left.
  await ctx.budget.outside(started.finished);
  if (job.current.status !== 'COMPLETED') {
    return {
      episode: { id: episodeId },
      job: job.current,
      failure: {
        failedStep: 'UPLOAD',
        code: job.current.failureCode ?? 'UPSTREAM_ERROR',
        message: `Episode ${episodeId} was created but its media upload failed: ${job.current.failureReason ?? 'unknown reason'}`,
        createdEpisodeId: episodeId,
        mediaUploaded: false,
      },
    };
  }

  try {
    // Cached by the request's loaders: the upload already resolved it, so no extra call.
    const userId = await resolveUserId(ctx, episodeId, input.stationId, { draft: true });
    const body = updateBody(input, userId);
    const result = await postEpisodeUpdate(ctx.rest, episodeId, body);
    return {
      episode: {
        id: episodeId,
        // What was just stored: a draft cannot be read back through REST (4.2), so the
        // payload carries it (with the host's rewritten title and description when returned).
        overview: {
          title: typeof result.title === 'string' ? result.title : body.title,
          description: typeof result.description === 'string' ? result.description : body.description,
          isPublished: body.isPublished,
          publishOn: input.publish === 'SCHEDULE' ? (input.publishOn as Date) : input.publish === 'PUBLISH_NOW' ? now : null,
          userId,
          episodeType: input.episodeType ?? 'FULL',
          isExplicit: body.podcastEpisodeIsExplicit,
        },
      },
      job: job.current,
      failure: null,
    };
  } catch (error) {
    const failure = toJobFailure(error, signals, ctx.logger);
    return {
      episode: { id: episodeId },
      job: job.current,
      failure: {
        failedStep: 'UPDATE',
        ...asFailure(failure),
        message: `Episode ${episodeId} was created and its media uploaded, but its metadata and publish settings were not set: ${failure.reason}`,
        createdEpisodeId: episodeId,
        mediaUploaded: true,
      },
    };
  }
}

const asFailure = (f: { code: string; reason: string }) => ({ code: f.code, message: f.reason });

/** Checks the input alone and returns the upstream `hourOffset` (4.19 sign convention). */
function validateInput(input: PublishEpisodeWithMediaInput, now: Date): number {
  if (input.title.trim() === '') throw badUserInput('input.title must not be empty.', 'input.title');
  if (input.publish === 'SCHEDULE') {
    if (!(input.publishOn instanceof Date)) throw badUserInput('input.publishOn is required to schedule an episode.', 'input.publishOn');
    if (input.publishOn.getTime() <= now.getTime()) throw badUserInput('input.publishOn must be in the future.', 'input.publishOn');
  } else if (input.publishOn != null) {
    throw badUserInput('input.publishOn is only for publish: SCHEDULE.', 'input.publishOn');
  }
  if (input.timeZone != null && input.utcOffsetMinutes != null) {
    throw badUserInput('Give input.timeZone or input.utcOffsetMinutes, not both.', 'input.timeZone');
  }
  let hourOffset = 0;
  if (input.timeZone != null) {
    const offset = hourOffsetForZone(input.timeZone, now);
    if (offset === null) throw badUserInput('input.timeZone must be an IANA time zone such as Europe/Paris.', 'input.timeZone');
    hourOffset = offset;
  } else if (input.utcOffsetMinutes != null) {
    hourOffset = toHourOffset(input.utcOffsetMinutes);
  }
  if (!isValidHourOffset(hourOffset)) throw badUserInput('The time zone offset is outside UTC-12 to UTC+14.', 'input.utcOffsetMinutes');
  return hourOffset;
}

/** The full 4.3 body: every field sent (an omitted title is stored blank, 2.3). */
function updateBody(input: PublishEpisodeWithMediaInput, userId: number): EpisodeUpdateBody {
  const body: EpisodeUpdateBody = {
    userId,
    title: input.title,
    description: input.description,
    episodeType: toRestEpisodeType(input.episodeType ?? 'FULL'),
    // Scheduling is isPublished false plus a publish time (4.3 rule 3).
    isPublished: input.publish === 'PUBLISH_NOW',
    podcastEpisodeIsExplicit: input.isExplicit ?? false,
  };
  if (input.publish === 'SCHEDULE') {
    const at = input.publishOn as Date;
    body.publishOn = toUnixSeconds(at); // seconds: an ISO string would be stored as 1970 (4.3 rule 1)
    body.wizardDraftedToPublishOn = toUpstreamIso(at);
  }
  return body;
}
