import { nativeSignal } from '../cancellation.js';
import { randomUUID } from 'node:crypto';
import type { GatewayContext } from '../context.js';
import { badUserInput, ErrorCode, gatewayError } from '../errors.js';
import type { JobHandle, JobKind } from '../jobs/index.js';
import { createStreamBody, type UploadBody } from './body.js';
import { sniffUpload } from './sniff.js';
import { toJobFailure } from './failure.js';
import { checkFile, mediaKindOf, type AcceptedFile } from './formats.js';
import { episodeOverviewLoader } from '../modules/episodes/endpoints.js';
import { showMetadataLoader } from '../modules/shows/endpoints.js';
import { resolveUserId } from './identity.js';
import { complete, transfer, type UploadTarget } from './pipeline.js';
import type { UploadService } from './service.js';
import { spoolToFile } from './spool.js';
import { toUploadFile, type UploadFile } from './upload-file.js';

/** What resolvers of the one-call mutations pass in. */
export interface OneCallInput {
  kind: JobKind;
  /** The `Upload` argument. */
  file: unknown;
  /** Declared size in bytes; without it the file is spooled to disk first (see spool.ts). */
  size: number | null | undefined;
  /** Client-chosen job ID, so a client can subscribe to progress before the upload starts. */
  jobId: string | null | undefined;
  episodeId: number | null;
  stationId: number | null;
  /** The episode was just created (a draft): skip the overview, which refuses drafts. */
  draftEpisode?: boolean;
}

export interface StartedUpload {
  job: JobHandle;
  /** Settles when the bytes are in storage and the host was notified: PROCESSING (or FAILED). */
  uploaded: Promise<void>;
  /** Settles when the job is COMPLETED or FAILED. Never rejects. */
  finished: Promise<void>;
}

export type UploadContext = GatewayContext & { uploads: UploadService };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A file that passed every check that needs no network. */
export interface PreparedUpload {
  kind: JobKind;
  file: UploadFile;
  accepted: AcceptedFile;
  /** Declared (or transport-known) size; null means the file will be spooled to learn it. */
  size: number | null;
  jobId: string;
}

/**
 * Validates everything that can be checked without the network (file part present, format by
 * extension and MIME type, declared size against the limit, job ID). Nothing upstream is
 * called, and no byte is read, before this passes: a refused file costs zero upstream calls.
 * `kind: 'MEDIA'` takes audio or video, chosen by the file's type.
 */
export async function prepareUpload(
  ctx: UploadContext,
  kind: JobKind | 'MEDIA',
  input: { file: unknown; size?: number | null; jobId?: string | null },
): Promise<PreparedUpload> {
  const file = toUploadFile(input.file);
  if (!file) throw badUserInput('file must be a file part of a multipart request (GraphQL multipart request spec).', 'file');
  try {
    await file.ready();
  } catch {
    throw badUserInput('The request ended before its file part arrived.', 'file');
  }
  const refuse = (message: string, field: string) => {
    file.discard();
    return badUserInput(message, field);
  };
  if (!ctx.token) {
    file.discard();
    throw gatewayError(ErrorCode.UNAUTHENTICATED, "Uploads need the caller's token: send an 'Authorization: Bearer <token>' header.");
  }
  if (input.jobId != null && !UUID.test(input.jobId)) throw refuse('jobId must be a UUID.', 'jobId');
  const resolvedKind = kind === 'MEDIA' ? (mediaKindOf(file.fileName, file.mimeType) ?? 'EPISODE_AUDIO') : kind;
  const size = input.size ?? file.knownSize;
  const verdict = checkFile(resolvedKind, { fileName: file.fileName, mimeType: file.mimeType, size }, ctx.uploads.options.limits);
  if (!verdict.ok) {
    throw refuse(kind === 'MEDIA' && verdict.field === 'file' ? `${verdict.message} Video: mp4 (video/mp4), mov (video/quicktime).` : verdict.message, verdict.field);
  }
  return { kind: resolvedKind, file, accepted: verdict.file, size, jobId: input.jobId ?? randomUUID() };
}

/** Creates the job of a prepared upload; CONFLICT when a client-chosen ID is taken. */
export async function createUploadJob(ctx: UploadContext, prepared: PreparedUpload, ids: { episodeId: number | null; stationId: number | null }): Promise<JobHandle> {
  const job = await ctx.uploads.jobs.create({
    id: prepared.jobId,
    kind: prepared.kind,
    token: ctx.token!,
    direct: false,
    fileName: prepared.file.fileName,
    mimeType: prepared.accepted.mimeType,
    totalBytes: prepared.size,
    ...ids,
  });
  if (!job) {
    prepared.file.discard();
    throw gatewayError(ErrorCode.CONFLICT, 'An upload job with this jobId already exists; choose a new ID.', { field: 'jobId' });
  }
  return job;
}

/** Runs the pipeline of a prepared upload in the background; see StartedUpload. */
export function runUpload(
  ctx: UploadContext,
  prepared: PreparedUpload,
  job: JobHandle,
  where: { episodeId: number | null; stationId: number | null; draftEpisode?: boolean },
): StartedUpload {
  let markUploaded!: () => void;
  const uploaded = new Promise<void>((resolve) => (markUploaded = resolve));
  const input = { ...where, kind: prepared.kind };
  const finished = run(ctx, input, prepared.file, prepared.accepted, prepared.size, job, markUploaded).finally(markUploaded);
  ctx.uploads.track(finished);
  return { job, uploaded, finished };
}

/** The one-call mutations: validate, create the job, run. */
export async function startOneCallUpload(ctx: UploadContext, input: OneCallInput): Promise<StartedUpload> {
  const prepared = await prepareUpload(ctx, input.kind, input);
  const where = { episodeId: input.episodeId, stationId: input.stationId, draftEpisode: input.draftEpisode };
  const job = await createUploadJob(ctx, prepared, where);
  return runUpload(ctx, prepared, job, where);
}

/** Upstream answers that say the caller may not upload here at all. */
const REFUSALS = new Set<string>([ErrorCode.UNAUTHENTICATED, ErrorCode.FORBIDDEN, ErrorCode.NOT_FOUND]);

type Where = { kind: JobKind; episodeId: number | null; stationId: number | null; draftEpisode?: boolean };

async function run(
  ctx: UploadContext,
  input: Where,
  file: UploadFile,
  accepted: AcceptedFile,
  size: number | null,
  job: JobHandle,
  markUploaded: () => void,
): Promise<void> {
  const { uploads } = ctx;
  // Until the bytes are stored, a departed client cancels the work; after that, the job
  // runs to its end on the gateway's lifetime, so its final state is the truth.
  // A native signal that follows the client: whatwg-node's own signal object can keep reading
  // `aborted: false` after its native twin aborted, so its state is read through this one.
  const client = AbortSignal.any([nativeSignal(ctx.cancellation)]);
  const whileUploading = AbortSignal.any([client, uploads.lifetime]);
  let body: UploadBody | null = null;
  try {
    await job.update({ step: 'RESOLVE_ACCOUNT' });
    // Before any upstream call: bytes that are clearly not media end the job here (sniff.ts).
    const stream = await sniffUpload(file.stream(), input.kind, uploads.options.idleMs);
    const target = await targetOf(ctx, input);
    // A file of unknown size is spooled to disk before any upload call: not for a token the
    // upstream has not accepted (a stranger could fill the disk with made-up tokens).
    if (size === null) await proveToken(ctx, input);
    const onProgress = (bytes: number) => job.progress(bytes);
    body =
      size !== null
        ? createStreamBody(stream, { size, replayBytes: uploads.options.replayBytes, idleMs: uploads.options.idleMs, onProgress })
        : await spoolToFile(stream, {
            limitBytes: accepted.limitBytes,
            dir: uploads.options.spoolDir,
            signal: whileUploading,
            idleMs: uploads.options.idleMs,
            onProgress,
            onRead: uploads.reclaimer.read,
          });
    if (job.current.totalBytes === null) await job.update({ totalBytes: body.size });
    const { etag, signed } = await transfer({
      storage: uploads.storage,
      // Not the request's budgeted caller: the signed URL is asked for once the bytes flow (after
      // spooling, or again after a refused PUT), which may be minutes after the request began.
      // The pipeline is bounded by its own limits (http/request-budget.ts); the client's
      // departure still cancels it.
      rest: uploads.rest.bind(ctx.token, ctx.cancellation, undefined, ctx.trace, ctx.ledger),
      job,
      target,
      body,
      mimeType: accepted.mimeType,
      signal: whileUploading,
      trace: ctx.trace,
    });
    await body.release();
    body = null;
    await complete({
      onProcessing: markUploaded,
      // Its spans (notify, each poll) stay in the request's trace after the request has answered.
      rest: uploads.rest.bind(ctx.token, uploads.lifetime, undefined, ctx.trace, ctx.ledger),
      job,
      target,
      uploadId: signed.uploadId,
      etag,
      poll: uploads.options.poll,
      signal: uploads.lifetime,
    });
  } catch (error) {
    file.discard();
    const failure = toJobFailure(
      error,
      { client: job.current.status === 'UPLOADING' ? client : undefined, lifetime: uploads.lifetime, processing: job.current.status === 'PROCESSING' },
      ctx.logger,
    );
    await job.fail(job.current.step, failure.code, failure.reason);
    // Refused before any byte was stored (the account or the episode is not the caller's): a
    // start that fails keeps nothing, so its client-chosen ID is free again. The mutation still
    // answers the failed job, and its watchers got the last state.
    if (job.current.step === 'RESOLVE_ACCOUNT' && REFUSALS.has(failure.code)) await uploads.jobs.discard(job);
  } finally {
    await body?.release();
    await job.flushed();
    logOutcome(ctx, job);
  }
}

/** One line per finished (or handed-over) job: IDs and outcome only, never a URL. */
export function logOutcome(ctx: UploadContext, job: JobHandle): void {
  const j = job.current;
  const fields = { jobId: j.id, kind: j.kind, status: j.status, step: j.step, failureCode: j.failureCode, bytesSent: j.bytesSent, totalBytes: j.totalBytes, direct: j.direct };
  if (j.status === 'FAILED') ctx.logger.warn('upload failed', { ...fields, reason: j.failureReason });
  else ctx.logger.info('upload finished', fields);
}

/**
 * Makes sure the upstream has accepted the caller's token before its file is spooled: known
 * from an earlier request or an answer of this one (the request's ledger), or else proved by one
 * read of the upload's show or episode, which the upstream answers only after looking at the
 * token (a 403 on a draft's overview is an acceptance too). Audio and video have proved it
 * already (resolveUserId). Anything but an acceptance fails the start here, before any byte is
 * read, and such a start keeps no job.
 */
async function proveToken(ctx: UploadContext, input: Where): Promise<void> {
  // Read afresh after each await: the upstream clients write it as answers come.
  const verdict = () => ctx.ledger.verdict;
  if (verdict() === 'accepted' || (verdict() === 'unknown' && (await ctx.ledger.acceptedBefore()))) return;
  let failure: unknown = null;
  try {
    if (input.kind === 'SHOW_COVER_ART') await showMetadataLoader(ctx).load(input.stationId!);
    else await episodeOverviewLoader(ctx).load(input.episodeId!);
  } catch (error) {
    failure = error;
  }
  if (verdict() === 'accepted') return;
  if (verdict() === 'refused' || failure === null) {
    throw gatewayError(ErrorCode.UNAUTHENTICATED, "The upstream has not accepted this token: send a valid 'Authorization: Bearer <token>' header.");
  }
  throw failure;
}

async function targetOf(ctx: UploadContext, input: Where): Promise<UploadTarget> {
  switch (input.kind) {
    case 'EPISODE_AUDIO':
    case 'EPISODE_VIDEO': {
      const userId = await resolveUserId(ctx, input.episodeId!, input.stationId!, { draft: input.draftEpisode });
      return { kind: input.kind, episodeId: input.episodeId!, stationId: input.stationId!, userId };
    }
    case 'SHOW_COVER_ART':
      return { kind: 'SHOW_COVER_ART', stationId: input.stationId! };
    case 'EPISODE_THUMBNAIL':
      return { kind: 'EPISODE_THUMBNAIL', episodeId: input.episodeId! };
  }
}
