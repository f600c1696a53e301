import type { MediaValidation, UploadJob } from '../jobs/types.js';

/** Job record fields to the graph's shapes; most fields map one to one. */
export const uploadJobFields = {
  createdAt: (job: UploadJob) => new Date(job.createdAt),
  updatedAt: (job: UploadJob) => new Date(job.updatedAt),
};

export const mediaValidationFields = {
  mediaType: (v: MediaValidation) => (v.mediaType === 'audio' ? 'AUDIO' : v.mediaType === 'video' ? 'VIDEO' : null),
  duration: (v: MediaValidation) => (v.durationMs === null ? null : v.durationMs / 1000),
};
