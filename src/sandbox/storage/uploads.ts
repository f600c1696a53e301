import { randomUUID } from 'node:crypto';
import type { Store, UploadKind, UploadRecord } from '../data/model.js';
import type { Signer } from './signing.js';

/** Upload records and the signed URLs that point at the storage simulator. */

const MB = 1024 * 1024;

/** Which object store each kind of upload goes to (audio and video use different ones, 4.23). */
export const BUCKETS: Record<UploadKind, string> = {
  audio: 'audio-uploads',
  video: 'video-uploads',
  'show-image': 'image-uploads',
  'episode-image': 'image-uploads',
};

/** Spec 8: audio 500 MB, video 4 GB. Images: the sandbox's choice. */
export const SIZE_LIMITS: Record<UploadKind, number> = {
  audio: 500 * MB,
  video: 4 * 1024 * MB,
  'show-image': 10 * MB,
  'episode-image': 10 * MB,
};

export const IMAGE_TYPES = ['image/png', 'image/jpeg'];

export interface NewUpload {
  kind: UploadKind;
  userId: number;
  episodeId: number | null;
  stationId: number | null;
  filename: string;
  /** MIME type the PUT must declare; empty for images (png or jpeg). */
  mimeType: string;
}

export interface UploadEnv {
  store: Store;
  signer: Signer;
  storageUrl: string;
  now: number;
  ttlMs: number;
}

export function createUpload(env: UploadEnv, spec: NewUpload): { upload: UploadRecord; url: string } {
  const uploadId = randomUUID();
  const safeName = spec.filename.replace(/[^A-Za-z0-9._-]+/g, '_').slice(0, 120) || 'file';
  const upload: UploadRecord = {
    ...spec,
    uploadId,
    objectKey: `${uploadId}--${safeName}`,
    signedUrlExpiresAt: env.now + env.ttlMs,
    status: 'awaiting-bytes',
    size: null,
    etag: null,
    notifiedAt: null,
    failureReason: null,
  };
  env.store.uploads.set(uploadId, upload);
  const url = env.signer.signedUrl(env.storageUrl, BUCKETS[spec.kind], upload.objectKey, upload.signedUrlExpiresAt);
  return { upload, url };
}

export function findUploadByObject(store: Store, bucket: string, key: string): UploadRecord | null {
  for (const upload of store.uploads.values()) {
    if (upload.objectKey === key && BUCKETS[upload.kind] === bucket) return upload;
  }
  return null;
}
