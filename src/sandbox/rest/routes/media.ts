import type { UploadRecord } from '../../data/model.js';
import { badRequest, bodyObject, episodeOf, forbidden, isInt, notFound, ok, ownedEpisode, type RestCall, type RestHandle } from '../base.js';
import { createUpload } from '../../storage/uploads.js';
import { audioDurationMs } from '../../media/duration.js';

/** Media upload pipeline: 4.23 (signed URL), 4.25 (notify), 4.26 (poll). */

const AUDIO_EXT = new Set(['mp3', 'm4a', 'aifc', 'aiff', 'ogg', 'wav', 'flac']);
const VIDEO_EXT = new Set(['mp4', 'mov']);
const AUDIO_MIME = new Set([
  'audio/mpeg', 'audio/mp3', 'audio/mp4', 'audio/x-m4a', 'audio/m4a', 'audio/aiff', 'audio/x-aiff', 'audio/aifc',
  'audio/x-aifc', 'audio/ogg', 'audio/wav', 'audio/x-wav', 'audio/wave', 'audio/vnd.wave', 'audio/flac', 'audio/x-flac',
]);
const VIDEO_MIME = new Set(['video/mp4', 'video/quicktime']);

/** Estimated durations derive from size: audio as 128 kbit/s, video as 2 Mbit/s. */
const BYTES_PER_MS = { audio: 16, video: 250 } as const;

/** 4.23: audio and video answer with different field names and go to different buckets. */
export const signedUrl: RestHandle = (call) => {
  const episode = ownedEpisode(call);
  const filename = call.req.query.get('filename');
  const type = call.req.query.get('type')?.toLowerCase();
  if (!filename || !type) throw badRequest('filename and type are required');
  const ext = /\.([A-Za-z0-9]+)$/.exec(filename)?.[1]?.toLowerCase();
  if (ext !== undefined && !AUDIO_EXT.has(ext) && !VIDEO_EXT.has(ext)) throw badRequest(`Unsupported file type: .${ext}`);
  if (!AUDIO_MIME.has(type) && !VIDEO_MIME.has(type)) throw badRequest(`Unsupported media type: ${type}`);
  const kind = VIDEO_MIME.has(type) || (ext !== undefined && VIDEO_EXT.has(ext)) ? 'video' : 'audio';
  const { upload, url } = createUpload(
    { store: call.ctx.store, signer: call.ctx.signer, storageUrl: call.ctx.storageUrl, now: call.ctx.now(), ttlMs: call.ctx.behaviour.signedUrlTtlMs },
    { kind, userId: call.account.userId, episodeId: episode.episodeId, stationId: episode.stationId, filename, mimeType: type },
  );
  return kind === 'audio'
    ? ok({ requestUuid: upload.uploadId, fileKey: upload.objectKey, signedUrl: url })
    : ok({ uploadId: upload.uploadId, url, headers: {} });
};

function ownedMediaUpload(call: RestCall): UploadRecord {
  const upload = call.ctx.store.uploads.get(call.params.uploadId);
  if (!upload || (upload.kind !== 'audio' && upload.kind !== 'video')) throw notFound('Unknown upload');
  if (upload.userId !== call.account.userId) throw forbidden();
  return upload;
}

/** 4.25: the body is checked field by field against the table; mistakes are 400s. */
export const processUpload: RestHandle = (call) => {
  const upload = ownedMediaUpload(call);
  const body = bodyObject(call);
  const video = upload.kind === 'video';
  const episode = episodeOf(call, upload.episodeId!);
  if (body.userId !== call.account.userId) {
    if (body.userId === episode.stationId) call.problems.push('station-id-as-user-id');
    throw badRequest('userId must be the user ID of the account');
  }
  if (body.uploadType !== (video ? 'video' : 'default')) {
    if (body.uploadType === 'audio') call.problems.push('upload-type-audio');
    throw badRequest(`uploadType must be ${video ? 'video' : 'default'} for this upload`);
  }
  if (body.origin !== 'episode-media:upload') throw badRequest('origin must be episode-media:upload');
  if (typeof body.caption !== 'string') throw badRequest('caption must be the file name');
  if (body.isExtractedFromVideo !== video) throw badRequest(`isExtractedFromVideo must be ${video}`);
  if (body.isMultipartUpload !== true) throw badRequest('isMultipartUpload must be true');
  if (body.uploadId !== upload.uploadId) throw badRequest('uploadId does not match the path');
  if (body.episodeId !== upload.episodeId) throw badRequest('episodeId does not match the upload');
  if (body.stationId !== episode.stationId) throw badRequest('stationId does not match the episode');
  const parts = body.parts;
  if (!Array.isArray(parts) || parts.length === 0) throw badRequest('parts must be a non-empty array');
  for (const part of parts) {
    if (!isInt(part?.partNumber) || typeof part?.etag !== 'string') throw badRequest('each part needs partNumber (integer) and etag (string)');
    if (part.etag.includes('"')) {
      call.problems.push('quoted-etag');
      throw badRequest('etag must not carry quotes');
    }
  }
  if (upload.status === 'awaiting-bytes' || upload.etag === null) throw badRequest('No file was uploaded for this upload');
  if (parts.length !== 1 || parts[0].partNumber !== 1 || parts[0].etag !== upload.etag) throw badRequest('parts do not match the stored object');
  if (upload.notifiedAt === null) {
    upload.notifiedAt = call.ctx.now();
    upload.status = 'processing';
  }
  return ok({ uploadId: upload.uploadId, status: 'processing' });
};

/**
 * 4.26: audio answers 404 for `audioPoll404Ms` after the notification, then `processing` for
 * `mediaProcessingMs`, then `completed`. A file named `*corrupt*` ends `failed` (sandbox
 * convention so tests can reach the failure path).
 */
export const pollMedia: RestHandle = (call) => {
  const upload = ownedMediaUpload(call);
  const { behaviour } = call.ctx;
  if (upload.notifiedAt === null) throw notFound('No media is being processed for this upload');
  const elapsed = call.ctx.now() - upload.notifiedAt;
  const window404 = upload.kind === 'audio' ? behaviour.audioPoll404Ms : 0;
  if (elapsed < window404) throw notFound('Media not found');
  const withValidation = call.req.query.get('includeMediaValidation') === 'true';
  const mediaType = upload.kind as 'audio' | 'video';
  if (elapsed < window404 + behaviour.mediaProcessingMs) {
    return ok({ uploadId: upload.uploadId, status: 'processing', mediaType, ...(withValidation ? { validationStatus: 'pending' } : {}) });
  }
  settle(call, upload, mediaType);
  const failed = upload.status === 'failed';
  return ok({
    uploadId: upload.uploadId,
    status: upload.status,
    mediaType,
    durationInMilliseconds: failed ? 0 : (mediaDurationMs(call, upload, mediaType) ?? 0),
    ...(withValidation ? { validationStatus: failed ? 'invalid' : 'valid' } : {}),
    ...(failed ? { failureReason: upload.failureReason } : {}),
  });
};

/** First poll past the processing window attaches the media to the episode (or fails it). */
function settle(call: RestCall, upload: UploadRecord, mediaType: 'audio' | 'video'): void {
  if (upload.status === 'completed' || upload.status === 'failed') return;
  const duration = upload.size ? mediaDurationMs(call, upload, mediaType) : null;
  if (/corrupt/i.test(upload.filename) || !upload.size || duration === null) {
    upload.status = 'failed';
    upload.failureReason = upload.size ? 'The media file could not be decoded' : 'The media file is empty';
    return;
  }
  upload.status = 'completed';
  const episode = call.ctx.store.episodes.get(upload.episodeId!);
  if (episode) episode.media = { uploadId: upload.uploadId, mediaType, durationInMilliseconds: duration };
}

/**
 * The media's length: audio from its header when it is WAV or MP3 (media/duration.ts); other
 * bytes are undecodable (null) when the sandbox decodes as the host (`audioDecoding: 'header'`),
 * else estimated from the size, as is video.
 */
function mediaDurationMs(call: RestCall, upload: UploadRecord, mediaType: 'audio' | 'video'): number | null {
  if (mediaType === 'audio') {
    const head = call.ctx.store.objectHeads.get(upload.objectKey);
    const decoded = head ? audioDurationMs(head, upload.size!) : null;
    if (decoded !== null) return decoded;
    if (call.ctx.behaviour.audioDecoding === 'header') return null;
  }
  return Math.floor(upload.size! / BYTES_PER_MS[mediaType]);
}
