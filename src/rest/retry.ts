import { ExponentialBackoff, fullJitterGenerator, handleWhenResult, retry, type RetryPolicy } from 'cockatiel';
import type { AbortSource } from '../cancellation.js';

export { errorCode, isConnectionError, isTimeoutError } from '../http/failures.js';

/**
 * Retries of an idempotent GET, on cockatiel's retry policy: after a connection error or a
 * 502/503/504, at most `UPSTREAM_RETRIES` more attempts, with full-jitter exponential backoff
 * (a random pause below 50 ms, 100 ms, 200 ms... up to 1 s), and never a pause the call's
 * deadline cannot hold. A POST or PUT is never retried: it could create or change something twice.
 *
 * The call decides per attempt whether another is allowed (it knows its deadline and its
 * caller's cancellation) and answers RETRY_AGAIN instead of the failure; the policy retries on
 * that value alone, so one policy serves every call and nothing is made per call for it.
 */

/** Statuses that mean "the upstream could not answer this time", not "the request is wrong". */
export const RETRYABLE_STATUSES: ReadonlySet<number> = new Set([502, 503, 504]);

/** An attempt's answer meaning "failed, and another attempt is allowed". */
export const RETRY_AGAIN: unique symbol = Symbol('retry again');

const FIRST_PAUSE_MS = 50;
const MAX_PAUSE_MS = 1_000;

/** The retry policy of a client's GETs: `retries` extra attempts at most. */
export function createGetRetry(retries: number): RetryPolicy {
  return retry(
    handleWhenResult((value) => value === RETRY_AGAIN),
    {
      maxAttempts: retries,
      backoff: new ExponentialBackoff({ generator: fullJitterGenerator, initialDelay: FIRST_PAUSE_MS, maxDelay: MAX_PAUSE_MS }),
    },
  );
}

/**
 * Whether attempt number `attempt` (0 for the first, cockatiel's count) may be followed by
 * another: attempts are left, the caller is still there, and the longest pause the backoff may
 * draw still ends before the deadline (`performance.now()` clock). cockatiel's pause is a plain
 * timer: a caller cancelled during it finds out when the next attempt starts, at most 1 s later.
 */
export function mayRetry(attempt: number, retries: number, deadline: number, signal: AbortSource | undefined): boolean {
  return attempt < retries && !signal?.aborted && performance.now() + Math.min(MAX_PAUSE_MS, FIRST_PAUSE_MS * 2 ** attempt) < deadline;
}
