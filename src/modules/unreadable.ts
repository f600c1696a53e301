import { UpstreamError } from '../errors.js';

/**
 * A 2xx answer whose body the REST client could not read (not JSON, or too large). The call
 * happened; only its body is unknown. Several write endpoints have response bodies the spec
 * does not show (4.17, 4.21, 4.29) or that the gateway does not need, so another host may well
 * answer them with plain text or nothing parseable.
 */
export function isUnreadableSuccess(error: unknown): boolean {
  return error instanceof UpstreamError && error.upstream === 'rest' && error.status !== undefined && error.status >= 200 && error.status < 300;
}

/**
 * For a write whose answer the gateway can do without: an unreadable 2xx body counts as no
 * body, not as a failure (a client told "failed" would repeat a write that was made).
 */
export async function bodyIfReadable<T>(call: Promise<T>): Promise<T | null> {
  try {
    return await call;
  } catch (error) {
    if (isUnreadableSuccess(error)) return null;
    throw error;
  }
}
