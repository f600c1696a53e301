import { setTimeout as sleep } from 'node:timers/promises';
import { ExchangeTimeoutError } from '../http/exchange.js';

/** Connection failures worth another attempt of an idempotent request. */
const RETRYABLE_CONNECTION_CODES = new Set([
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

/** Statuses that mean "the upstream could not answer this time", not "the request is wrong". */
export const RETRYABLE_STATUSES: ReadonlySet<number> = new Set([502, 503, 504]);

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
  return code !== undefined && RETRYABLE_CONNECTION_CODES.has(code);
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

export interface BackoffOptions {
  /** First delay cap in ms. @default 50 */
  baseMs?: number;
  /** Largest delay in ms. @default 1_000 */
  maxMs?: number;
}

/** Full-jitter exponential backoff: a random delay in [0, min(max, base * 2^attempt)). */
export function backoffDelay(attempt: number, options: BackoffOptions = {}): number {
  const base = options.baseMs ?? 50;
  const max = options.maxMs ?? 1_000;
  return Math.floor(Math.random() * Math.min(max, base * 2 ** attempt));
}

/** Waits `ms`, or rejects as soon as `signal` aborts. */
export function wait(ms: number, signal?: AbortSignal): Promise<void> {
  return sleep(ms, undefined, { signal });
}
