import { randomUUID } from 'node:crypto';
import { badUserInput, ErrorCode, gatewayError, toGraphQLError } from '../errors.js';
import type { JobHandle, JobKind, UploadJob } from '../jobs/index.js';
import { canReadJob } from './access.js';
import { toJobFailure } from './failure.js';
import { checkFile } from './formats.js';
import { resolveUserId } from './identity.js';
import { logOutcome, type UploadContext } from './one-call.js';
import { complete, requestSignedUrl, type UploadTarget } from './pipeline.js';

/**
 * The direct-to-storage flow, for files too big to pass through anyone's gateway: step one
 * validates, creates the job and hands the caller (and only the caller) the signed URL; the
 * client PUTs the bytes to storage itself; step two notifies and polls. Same validation, same
 * job model as the one-call mutations.
 */

export interface StartDirectInput {
  kind: JobKind;
  episodeId: number | null;
  stationId: number | null;
  fileName: string;
  mimeType: string;
  size: number;
  jobId: string | null | undefined;
}

/** Returned to the caller of the direct flow only; `url` is a secret never logged or stored. */
export interface DirectTarget {
  job: UploadJob;
  url: string;
  headers: Record<string, string>;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export async function startDirectUpload(ctx: UploadContext, input: StartDirectInput): Promise<DirectTarget> {
  if (!ctx.token) throw gatewayError(ErrorCode.UNAUTHENTICATED, "Uploads need the caller's token: send an 'Authorization: Bearer <token>' header.");
  if (input.jobId != null && !UUID.test(input.jobId)) throw badUserInput('jobId must be a UUID.', 'jobId');
  const verdict = checkFile(input.kind, { fileName: input.fileName, mimeType: input.mimeType, size: input.size }, ctx.uploads.options.limits);
  if (!verdict.ok) throw badUserInput(verdict.message, verdict.field === 'file' ? 'fileName' : 'size');
  const job = await ctx.uploads.jobs.create({
    id: input.jobId ?? randomUUID(),
    kind: input.kind,
    token: ctx.token,
    direct: true,
    fileName: input.fileName,
    mimeType: verdict.file.mimeType,
    totalBytes: input.size,
    episodeId: input.episodeId,
    stationId: input.stationId,
  });
  if (!job) throw gatewayError(ErrorCode.CONFLICT, 'An upload job with this jobId already exists; choose a new ID.', { field: 'jobId' });
  try {
    if (input.kind === 'EPISODE_AUDIO' || input.kind === 'EPISODE_VIDEO') {
      await job.update({ step: 'RESOLVE_ACCOUNT' });
      await job.update({ userId: await resolveUserId(ctx, input.episodeId!, input.stationId!) });
    }
    return await issue(ctx, job);
  } catch (error) {
    // A start that fails keeps nothing: the client-chosen ID is free again (jobs/index.ts `discard`).
    await failWith(ctx, job, error);
    await ctx.uploads.jobs.discard(job);
    throw toGraphQLError(error);
  }
}

/** An expired signed URL (storage answered 403) is re-issued once per job. */
export async function renewDirectUpload(ctx: UploadContext, jobId: string): Promise<DirectTarget> {
  const job = await ownDirectJob(ctx, jobId);
  if (job.current.reissued) throw badUserInput('The signed URL of this job was already re-issued once; start a new upload.', 'jobId');
  if (!(await ctx.uploads.jobs.claim(job.current, 'renew'))) throw gatewayError(ErrorCode.CONFLICT, 'The signed URL of this job is being re-issued already.');
  await job.update({ reissued: true });
  try {
    return await issue(ctx, job);
  } catch (error) {
    await failWith(ctx, job, error);
    throw toGraphQLError(error);
  }
}

/** Step two: the client stored the bytes; notify (4.25 / 4.22.3) and poll. */
export async function finishDirectUpload(
  ctx: UploadContext,
  jobId: string,
  etag: string | null | undefined,
): Promise<{ job: JobHandle; notified: Promise<void>; finished: Promise<void> }> {
  const job = await ownDirectJob(ctx, jobId);
  const target = targetOf(job.current);
  const cleanEtag = etag?.trim().replace(/^W\//, '').replace(/^"(.*)"$/, '$1') ?? '';
  if ((target.kind === 'EPISODE_AUDIO' || target.kind === 'EPISODE_VIDEO') && cleanEtag === '') {
    throw badUserInput("etag is required for media: pass the ETag header storage answered to your PUT.", 'etag');
  }
  if (!(await ctx.uploads.jobs.claim(job.current, 'finish'))) throw gatewayError(ErrorCode.CONFLICT, 'This upload is being finished already.');
  const { uploads } = ctx;
  let markNotified!: () => void;
  const notified = new Promise<void>((resolve) => (markNotified = resolve));
  const finished = complete({
    onProcessing: markNotified,
    rest: uploads.rest.bind(ctx.token, uploads.lifetime, undefined, ctx.trace, ctx.ledger),
    job,
    target,
    uploadId: job.current.upstreamUploadId!,
    etag: cleanEtag,
    poll: uploads.options.poll,
    signal: uploads.lifetime,
  })
    .catch((error: unknown) => failWith(ctx, job, error))
    .finally(() => job.flushed())
    .finally(() => logOutcome(ctx, job))
    .finally(markNotified);
  uploads.track(finished);
  return { job, notified, finished };
}

async function issue(ctx: UploadContext, job: JobHandle): Promise<DirectTarget> {
  await job.update({ step: 'SIGNED_URL' });
  const signed = await requestSignedUrl(ctx.rest, targetOf(job.current), job.current.fileName, job.current.mimeType);
  await job.update({ step: 'STORAGE_PUT', upstreamUploadId: signed.uploadId });
  return { job: job.current, url: signed.url, headers: { ...signed.headers, 'Content-Type': job.current.mimeType } };
}

async function ownDirectJob(ctx: UploadContext, jobId: string): Promise<JobHandle> {
  const stored = await ctx.uploads.jobs.find(jobId, ctx.token);
  if (!stored || !(await canReadJob(ctx, stored))) throw gatewayError(ErrorCode.NOT_FOUND, 'No upload job with this ID is visible to this caller.');
  if (!stored.direct) throw badUserInput('This job is not a direct-to-storage upload.', 'jobId');
  if (stored.status !== 'UPLOADING' || stored.step !== 'STORAGE_PUT') {
    throw badUserInput(`This job is ${stored.status.toLowerCase()} and no longer waits for its bytes.`, 'jobId');
  }
  return ctx.uploads.jobs.resume(stored);
}

function targetOf(job: UploadJob): UploadTarget {
  switch (job.kind) {
    case 'EPISODE_AUDIO':
    case 'EPISODE_VIDEO':
      return { kind: job.kind, episodeId: job.episodeId!, stationId: job.stationId!, userId: job.userId! };
    case 'SHOW_COVER_ART':
      return { kind: 'SHOW_COVER_ART', stationId: job.stationId! };
    case 'EPISODE_THUMBNAIL':
      return { kind: 'EPISODE_THUMBNAIL', episodeId: job.episodeId! };
  }
}

async function failWith(ctx: UploadContext, job: JobHandle, error: unknown): Promise<void> {
  const failure = toJobFailure(error, { lifetime: ctx.uploads.lifetime, processing: job.current.status === 'PROCESSING' }, ctx.logger);
  await job.fail(job.current.step, failure.code, failure.reason);
  await job.flushed();
}
