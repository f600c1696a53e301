/**
 * What the job model keeps of any job (uploads here, analytics insights in
 * modules/analytics): one replica runs a job and is its only writer; every write bumps
 * `version`, so readers on any replica can drop stale or repeated events; a job whose status
 * is COMPLETED or FAILED never changes again.
 */
export interface TrackedJob {
  id: string;
  /** Incremented on every write. */
  version: number;
  /** SHA-256 of the creating caller's bearer token; the token itself is never stored. */
  ownerHash: string;
  /**
   * Set when the job's client-chosen ID was already another owner's: the job then lives under
   * `<scope>:<id>` (storageIdOf), seen by its owner's token under its plain ID. Absent otherwise.
   */
  scope?: string;
  status: string;
  /** Unix ms. */
  createdAt: number;
  updatedAt: number;
}

/** Where a job lives in the store and on the bus: its ID, or its owner's scope and its ID. */
export const storageIdOf = (job: Pick<TrackedJob, 'id' | 'scope'>): string => (job.scope ? `${job.scope}:${job.id}` : job.id);

/** The scope of an owner's jobs whose client-chosen ID another owner held first. */
export const scopeOf = (ownerHash: string): string => ownerHash.slice(0, 32);

/** Whether a job has ended (it never changes again). */
export const isFinished = (job: Pick<TrackedJob, 'status'>): boolean => job.status === 'COMPLETED' || job.status === 'FAILED';

/**
 * The upload job: what a client reads through `uploadJob(id)` and follows through
 * `uploadProgress(jobId)`.
 */

export type JobKind = 'EPISODE_AUDIO' | 'EPISODE_VIDEO' | 'SHOW_COVER_ART' | 'EPISODE_THUMBNAIL';

/** UPLOADING: bytes are moving to storage. PROCESSING: upstream notified, being polled. */
export type JobStatus = 'UPLOADING' | 'PROCESSING' | 'COMPLETED' | 'FAILED';

/** The pipeline step a job is at, or failed at. */
export type JobStep = 'VALIDATE' | 'RESOLVE_ACCOUNT' | 'SIGNED_URL' | 'STORAGE_PUT' | 'NOTIFY' | 'POLL' | 'DONE';

/** The media validation record of spec 2.7, as the gateway keeps it. */
export interface MediaValidation {
  mediaType: 'audio' | 'video' | null;
  durationMs: number | null;
  /** Upstream `validationStatus`; its value set is not shown by the spec (2.8). */
  validationStatus: unknown;
}

export interface UploadJob extends TrackedJob {
  id: string;
  kind: JobKind;
  status: JobStatus;
  step: JobStep;
  /** Incremented on every write. */
  version: number;
  /** SHA-256 of the creating caller's bearer token; the token itself is never stored. */
  ownerHash: string;
  /** True for the direct-to-storage flow (the client PUTs the bytes itself). */
  direct: boolean;
  fileName: string;
  mimeType: string;
  bytesSent: number;
  totalBytes: number | null;
  episodeId: number | null;
  stationId: number | null;
  /** Account user ID used in the completion body (4.25); null for image uploads. */
  userId: number | null;
  /** Upstream upload identifier (`requestUuid` for audio, `uploadId` otherwise); not a secret. */
  upstreamUploadId: string | null;
  /** Whether the signed URL was already re-issued once. */
  reissued: boolean;
  failureReason: string | null;
  /** An ErrorCode (src/errors.ts) saying what kind of failure it was. */
  failureCode: string | null;
  validation: MediaValidation | null;
  /** Unix ms. */
  createdAt: number;
  updatedAt: number;
}

export const isTerminal = (status: JobStatus): boolean => status === 'COMPLETED' || status === 'FAILED';

export const isMediaKind = (kind: JobKind): boolean => kind === 'EPISODE_AUDIO' || kind === 'EPISODE_VIDEO';

/** Names for codegen's mappers (the generated types take the plain names). */
export type UploadJobRecord = UploadJob;
export type MediaValidationRecord = MediaValidation;
