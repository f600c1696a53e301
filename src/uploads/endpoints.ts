import { ErrorCode, UpstreamError } from '../errors.js';
import { bodyIfReadable } from '../modules/unreadable.js';
import type { RestCaller } from '../rest/types.js';

/**
 * One typed function per upload endpoint of the REST interface (spec 4.22 to 4.26). Responses
 * are checked for the fields the pipeline needs; anything else in them is ignored (spec
 * principle: tolerate what is not shown).
 */

/** A signed storage URL and the upload it belongs to, whichever store answered (2.7). */
export interface SignedTarget {
  /** `requestUuid` (audio) or `uploadId` (video, images): the ID the next calls use. */
  uploadId: string;
  /** Where to PUT the bytes. A secret: never logged, never in an error. */
  url: string;
  /** Headers the store wants on the PUT (video `headers`; empty in practice). */
  headers: Record<string, string>;
  /** Audio's `fileKey`, kept for completeness. */
  fileKey: string | null;
}

const MEDIA_SIGNED_URL = '/v3/episodes/{episodeId}/upload/signedUrl';

/** 4.23: audio answers `{requestUuid, fileKey, signedUrl}`, video `{uploadId, url, headers}`. */
export async function getMediaSignedUrl(rest: RestCaller, episodeId: number, fileName: string, mimeType: string): Promise<SignedTarget> {
  const body = await rest.request<Record<string, unknown>>({
    method: 'GET',
    route: MEDIA_SIGNED_URL,
    params: { episodeId },
    query: { filename: fileName, type: mimeType },
  });
  const route = `GET ${MEDIA_SIGNED_URL}`;
  if (isString(body?.requestUuid) && isString(body?.signedUrl)) {
    return { uploadId: body.requestUuid, url: body.signedUrl, headers: {}, fileKey: isString(body.fileKey) ? body.fileKey : null };
  }
  if (isString(body?.uploadId) && isString(body?.url)) {
    return { uploadId: body.uploadId, url: body.url, headers: stringRecord(body.headers), fileKey: null };
  }
  throw unexpected(route);
}

/** The completion body of 4.25, field for field. */
export interface MediaCompletion {
  userId: number;
  uploadType: 'default' | 'video';
  origin: 'episode-media:upload';
  caption: string;
  isExtractedFromVideo: boolean;
  isMultipartUpload: true;
  parts: { partNumber: number; etag: string }[];
  uploadId: string;
  episodeId: number;
  stationId: number;
}

const MEDIA_PROCESS = '/v3/upload/{uploadId}/process_upload';

/** 4.25: tells the service the bytes are in storage. Its response is not shown by the spec (4.29), so an unreadable 2xx body still means done. */
export async function notifyMediaUpload(rest: RestCaller, body: MediaCompletion): Promise<void> {
  await bodyIfReadable(rest.request({ method: 'POST', route: MEDIA_PROCESS, params: { uploadId: body.uploadId }, body }));
}

/** The media validation record of 2.7. */
export interface MediaValidationRecord {
  status: string;
  mediaType: string | null;
  durationInMilliseconds: number | null;
  validationStatus: unknown;
}

const MEDIA_POLL = '/v3/upload/media/{uploadId}';

/** 4.26. For audio the first 30-60 s answer 404 (the caller keeps polling). */
export async function getMediaValidation(rest: RestCaller, uploadId: string): Promise<MediaValidationRecord> {
  const body = await rest.request<Record<string, unknown>>({
    method: 'GET',
    route: MEDIA_POLL,
    params: { uploadId },
    query: { includeMediaValidation: true },
  });
  if (!isString(body?.status)) throw unexpected(`GET ${MEDIA_POLL}`);
  return {
    status: body.status,
    mediaType: isString(body.mediaType) ? body.mediaType : null,
    durationInMilliseconds: toMilliseconds(body.durationInMilliseconds),
    validationStatus: body.validationStatus ?? null,
  };
}

/** Where an image goes: the show's cover art or an episode's thumbnail (4.22). */
export type ImageTarget = { kind: 'show'; stationId: number } | { kind: 'episode'; episodeId: number };

const imageBase = (t: ImageTarget): { prefix: string; params: Record<string, number> } =>
  t.kind === 'show'
    ? { prefix: '/v3/stations/{stationId}/images/upload', params: { stationId: t.stationId } }
    : { prefix: '/v3/episodes/{episodeId}/images/upload', params: { episodeId: t.episodeId } };

/** 4.22 step 1: `{url, uploadId}`. */
export async function getImageSignedUrl(rest: RestCaller, target: ImageTarget): Promise<SignedTarget> {
  const { prefix, params } = imageBase(target);
  const route = `${prefix}/signed_url`;
  const body = await rest.request<Record<string, unknown>>({ method: 'GET', route, params });
  if (!isString(body?.url) || !isString(body?.uploadId)) throw unexpected(`GET ${route}`);
  return { uploadId: body.uploadId, url: body.url, headers: {}, fileKey: null };
}

/** 4.22 step 3: cover art sends `{}`; a thumbnail sends `{episodeId, uploadType: 'episode_image'}`. */
export async function processImageUpload(rest: RestCaller, target: ImageTarget, uploadId: string): Promise<void> {
  const { prefix, params } = imageBase(target);
  const body = target.kind === 'show' ? {} : { episodeId: target.episodeId, uploadType: 'episode_image' };
  // The response is not shown by the spec (4.29): an unreadable 2xx body still means done.
  await bodyIfReadable(rest.request({ method: 'POST', route: `${prefix}/{uploadId}/process_upload`, params: { ...params, uploadId }, body }));
}

/** 4.22 step 4: the poll record; only `status` is shown by the spec (2.8). */
export async function getImageUploadStatus(rest: RestCaller, target: ImageTarget, uploadId: string): Promise<{ status: string }> {
  const { prefix, params } = imageBase(target);
  const route = `${prefix}/{uploadId}/`;
  const body = await rest.request<Record<string, unknown>>({ method: 'GET', route, params: { ...params, uploadId } });
  if (!isString(body?.status)) throw unexpected(`GET ${route}`);
  return { status: body.status };
}

/** Another host may send the integer as a numeric string (JSON has no 64-bit integers). */
function toMilliseconds(value: unknown): number | null {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof n === 'number' && Number.isFinite(n) ? n : null;
}

const isString = (v: unknown): v is string => typeof v === 'string' && v.length > 0;

function stringRecord(value: unknown): Record<string, string> {
  const out: Record<string, string> = {};
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    for (const [k, v] of Object.entries(value)) if (typeof v === 'string') out[k] = v;
  }
  return out;
}

function unexpected(route: string): UpstreamError {
  return new UpstreamError({
    code: ErrorCode.UPSTREAM_ERROR,
    upstream: 'rest',
    route,
    message: 'The REST API answered without the fields the upload needs.',
  });
}
