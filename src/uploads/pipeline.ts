import { ErrorCode, UpstreamError } from '../errors.js';
import type { UpstreamTrace } from '../http/upstream-trace.js';
import type { JobHandle, JobKind } from '../jobs/index.js';
import type { RestCaller } from '../rest/types.js';
import type { UploadBody } from './body.js';
import {
  getImageSignedUrl,
  getImageUploadStatus,
  getMediaSignedUrl,
  getMediaValidation,
  notifyMediaUpload,
  processImageUpload,
  type ImageTarget,
  type MediaValidationRecord,
  type SignedTarget,
} from './endpoints.js';
import { pollUntil, type PollOptions } from './poll.js';
import type { StorageClient } from './storage.js';

/**
 * The steps of the spec's upload pipelines, shared by the one-call mutations and the
 * direct-to-storage flow: signed URL (4.23 / 4.22.1), storage PUT (4.24 / 4.22.2) with one
 * re-issue of an expired URL, completion (4.25 / 4.22.3) and polling (4.26 / 4.22.4).
 */

export type UploadTarget =
  | { kind: 'EPISODE_AUDIO' | 'EPISODE_VIDEO'; episodeId: number; stationId: number; userId: number }
  | { kind: 'SHOW_COVER_ART'; stationId: number }
  | { kind: 'EPISODE_THUMBNAIL'; episodeId: number };

export const isMediaTarget = (t: UploadTarget): t is Extract<UploadTarget, { kind: 'EPISODE_AUDIO' | 'EPISODE_VIDEO' }> =>
  t.kind === 'EPISODE_AUDIO' || t.kind === 'EPISODE_VIDEO';

const imageTargetOf = (t: UploadTarget): ImageTarget =>
  t.kind === 'SHOW_COVER_ART' ? { kind: 'show', stationId: t.stationId } : { kind: 'episode', episodeId: (t as { episodeId: number }).episodeId };

/** Step 1: where to PUT the bytes. */
export function requestSignedUrl(rest: RestCaller, target: UploadTarget, fileName: string, mimeType: string): Promise<SignedTarget> {
  return isMediaTarget(target) ? getMediaSignedUrl(rest, target.episodeId, fileName, mimeType) : getImageSignedUrl(rest, imageTargetOf(target));
}

export interface TransferInput {
  storage: StorageClient;
  rest: RestCaller;
  job: JobHandle;
  target: UploadTarget;
  body: UploadBody;
  mimeType: string;
  signal: AbortSignal;
  /** The request's trace when tracing is on (the storage PUT is a span under it). */
  trace?: UpstreamTrace;
}

/**
 * Step 2: the storage PUT. A 403 from storage is what an expired signed URL gives (it is also
 * what a bad signature gives; the spec's store does not tell them apart for us), so a 403 gets
 * one fresh URL and one more PUT, if the bytes read so far can still be replayed.
 */
export async function transfer(input: TransferInput): Promise<{ etag: string; signed: SignedTarget }> {
  const { job, target } = input;
  await job.update({ step: 'SIGNED_URL' });
  let signed = await requestSignedUrl(input.rest, target, job.current.fileName, input.mimeType);
  await job.update({ step: 'STORAGE_PUT', upstreamUploadId: signed.uploadId });
  for (;;) {
    try {
      const { etag } = await input.storage.put(signed.url, input.body.open(), {
        contentType: input.mimeType,
        contentLength: input.body.size,
        headers: signed.headers,
        signal: input.signal,
        trace: input.trace,
      });
      if (isMediaTarget(target) && !etag) {
        throw new UpstreamError({
          code: ErrorCode.UPSTREAM_ERROR,
          upstream: 'storage',
          route: 'PUT {signedUrl}',
          message: 'Storage stored the file but answered without an ETag, which the completion call needs.',
        });
      }
      return { etag: etag ?? '', signed };
    } catch (error) {
      const expired = error instanceof UpstreamError && error.upstream === 'storage' && error.status === 403;
      if (!expired || job.current.reissued || input.signal.aborted || !(await input.body.canRetry())) throw error;
      await job.update({ step: 'SIGNED_URL', reissued: true });
      signed = await requestSignedUrl(input.rest, target, job.current.fileName, input.mimeType);
      await job.update({ step: 'STORAGE_PUT', upstreamUploadId: signed.uploadId });
    }
  }
}

export interface CompleteInput {
  rest: RestCaller;
  job: JobHandle;
  target: UploadTarget;
  uploadId: string;
  etag: string;
  poll: PollOptions;
  signal: AbortSignal;
  /** Called once the host was notified and the job is PROCESSING. */
  onProcessing?: () => void;
}

/** Steps 3 and 4: tell the service the bytes are in, then poll until it has processed them. */
export async function complete(input: CompleteInput): Promise<void> {
  const { job, target, rest } = input;
  await job.update({ step: 'NOTIFY', bytesSent: job.current.totalBytes ?? job.current.bytesSent });
  if (isMediaTarget(target)) {
    const video = target.kind === 'EPISODE_VIDEO';
    await notifyMediaUpload(rest, {
      userId: target.userId, // the account's user ID, not the station ID (4.25)
      uploadType: video ? 'video' : 'default', // 'audio' is the wrong value (4.25)
      origin: 'episode-media:upload',
      caption: job.current.fileName,
      isExtractedFromVideo: video,
      isMultipartUpload: true,
      parts: [{ partNumber: 1, etag: input.etag }],
      uploadId: input.uploadId,
      episodeId: target.episodeId,
      stationId: target.stationId,
    });
    await job.update({ status: 'PROCESSING', step: 'POLL' });
    input.onProcessing?.();
    const record = await pollUntil<MediaValidationRecord, MediaValidationRecord>(
      () => getMediaValidation(rest, input.uploadId),
      (r) =>
        r.status === 'completed'
          ? { done: r }
          : r.status === 'failed'
            ? { failed: `The service could not process the media file${r.validationStatus ? ` (validation status: ${String(r.validationStatus)})` : ''}.` }
            : 'continue',
      // 404 is documented for audio; a video poll may show the same lag on another implementation.
      { poll: input.poll, tolerate404: true, signal: input.signal },
    );
    await job.update({
      status: 'COMPLETED',
      step: 'DONE',
      validation: {
        mediaType: record.mediaType === 'audio' || record.mediaType === 'video' ? record.mediaType : null,
        durationMs: record.durationInMilliseconds,
        validationStatus: record.validationStatus,
      },
    });
    return;
  }
  const image = imageTargetOf(target);
  await processImageUpload(rest, image, input.uploadId);
  await job.update({ status: 'PROCESSING', step: 'POLL' });
  input.onProcessing?.();
  await pollUntil(
    () => getImageUploadStatus(rest, image, input.uploadId),
    (r) => (r.status === 'completed' ? { done: r } : r.status === 'failed' ? { failed: 'The service could not process the image.' } : 'continue'),
    { poll: input.poll, tolerate404: true, signal: input.signal },
  );
  await job.update({ status: 'COMPLETED', step: 'DONE' });
}

export const kindLabel: Record<JobKind, string> = {
  EPISODE_AUDIO: 'episode audio',
  EPISODE_VIDEO: 'episode video',
  SHOW_COVER_ART: 'show cover art',
  EPISODE_THUMBNAIL: 'episode thumbnail',
};
