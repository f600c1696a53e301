import { GraphQLError } from 'graphql';
import { ErrorCode, UpstreamError } from '../errors.js';
import type { Logger } from '../logger.js';
import { UploadSizeError, UploadSourceError } from './body.js';
import { PollTimeoutError, ProcessingFailedError } from './poll.js';

/** Why a job failed, in the job's words: a code from the closed set and a sentence for people. */
export interface JobFailure {
  code: string;
  reason: string;
}

export interface FailureSignals {
  /** The client's request (aborted when it went away). */
  client?: AbortSignal;
  /** The gateway's lifetime (aborted at shutdown). */
  lifetime: AbortSignal;
  /** The host had the file already (the job was PROCESSING). */
  processing?: boolean;
}

/**
 * Maps whatever stopped a pipeline to a job failure. Messages never carry a URL (signed URLs
 * are secrets) nor a token; unexpected errors are logged and reported without detail.
 */
export function toJobFailure(error: unknown, signals: FailureSignals, logger: Logger): JobFailure {
  if (signals.lifetime.aborted) {
    return signals.processing
      ? {
          code: ErrorCode.SHUTTING_DOWN,
          reason: 'The gateway shut down while the host was processing the file; the host may still finish it: check the episode before uploading again.',
        }
      : { code: ErrorCode.SHUTTING_DOWN, reason: 'The gateway shut down before the upload finished; upload the file again.' };
  }
  if (error instanceof UploadSizeError) return { code: ErrorCode.BAD_USER_INPUT, reason: error.message };
  if (error instanceof UploadSourceError || signals.client?.aborted) {
    return { code: ErrorCode.BAD_USER_INPUT, reason: 'The client disconnected before the whole file arrived; the upload was abandoned.' };
  }
  if (error instanceof ProcessingFailedError) return { code: ErrorCode.UPSTREAM_ERROR, reason: error.message };
  if (error instanceof PollTimeoutError) return { code: ErrorCode.UPSTREAM_TIMEOUT, reason: error.message };
  if (error instanceof UpstreamError) {
    if (error.upstream === 'storage' && error.status === 413) {
      return { code: ErrorCode.BAD_USER_INPUT, reason: 'Storage refused the file as too large.' };
    }
    return { code: error.code, reason: `${error.message} (${error.route})` };
  }
  if (error instanceof GraphQLError && typeof error.extensions?.code === 'string' && error.extensions.code !== ErrorCode.INTERNAL_SERVER_ERROR) {
    return { code: error.extensions.code, reason: error.message };
  }
  logger.error('upload failed unexpectedly', { error });
  return { code: ErrorCode.INTERNAL_SERVER_ERROR, reason: 'Unexpected error.' };
}
