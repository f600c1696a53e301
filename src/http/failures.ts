import { ExchangeTimeoutError, type Exchanged } from './exchange.js';

/**
 * What counts as the upstream failing, for the REST client's retries and for both upstreams'
 * circuit breakers (http/resilience.ts). A 4xx is the caller's (or the gateway's) mistake and an
 * answer all the same: never a failure here.
 */

/** Connection failures: the upstream could not be reached or dropped the connection. */
const CONNECTION_CODES = new Set([
  'ECONNRESET',
  'ECONNREFUSED',
  'EPIPE',
  'ENOTCONN',
  'ETIMEDOUT',
  'EAI_AGAIN',
  'UND_ERR_SOCKET', // other side closed
  'UND_ERR_CLOSED',
  'UND_ERR_CONNECT_TIMEOUT',
]);

export function errorCode(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current && typeof current === 'object'; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string') return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

export function isConnectionError(error: unknown): boolean {
  const code = errorCode(error);
  return code !== undefined && CONNECTION_CODES.has(code);
}

/**
 * undici's own timeouts (connect, headers, body), or the call's or its request's deadline
 * passing (also while it waited for a pooled connection): the upstream was too slow, not broken.
 */
export function isTimeoutError(error: unknown): boolean {
  if (error instanceof ExchangeTimeoutError) return true;
  const code = errorCode(error);
  return code === 'UND_ERR_CONNECT_TIMEOUT' || code === 'UND_ERR_HEADERS_TIMEOUT' || code === 'UND_ERR_BODY_TIMEOUT';
}

/**
 * A failed exchange that says the upstream is unwell: unreachable, dropped or too slow. Not a
 * cancellation by the client, a body over the gateway's limit, or a refusal of the gateway's own.
 */
export function isUpstreamFailure(error: unknown): boolean {
  return isTimeoutError(error) || isConnectionError(error);
}

/** An answer that says the upstream is unwell: any 5xx. */
export function isServerError(res: Exchanged): boolean {
  return res.status >= 500;
}
