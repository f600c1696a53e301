/**
 * The closed set of `extensions.code` values the gateway sends (its src/errors.ts; the README's
 * error-code table). test/unit/client-errors.test.ts fails when the two lists differ.
 */
export const GATEWAY_ERROR_CODES = [
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'NOT_FOUND',
  'CONFLICT',
  'BAD_USER_INPUT',
  'RATE_LIMITED',
  'UPSTREAM_ERROR',
  'UPSTREAM_TIMEOUT',
  'INTERNAL_SERVER_ERROR',
  'BAD_REQUEST',
  'REQUEST_TOO_LARGE',
  'GRAPHQL_PARSE_FAILED',
  'GRAPHQL_VALIDATION_FAILED',
  'OPERATION_LIMIT_EXCEEDED',
  'CSRF_PREVENTED',
  'UPSTREAM_BUDGET_EXCEEDED',
  'UPSTREAM_UNSUPPORTED',
  'UNSUPPORTED_MEDIA',
  'UPSTREAM_UNAVAILABLE',
  'PERSISTED_QUERY_NOT_FOUND',
  'PERSISTED_QUERY_ONLY',
  'STORE_UNAVAILABLE',
  'SHUTTING_DOWN',
] as const;
export type GatewayErrorCode = (typeof GATEWAY_ERROR_CODES)[number];

/**
 * Codes the client itself gives when no GraphQL answer came: the gateway could not be reached
 * (`NETWORK_ERROR`), it answered something that is not a GraphQL response, e.g. a proxy's HTML
 * page (`BAD_RESPONSE`), the caller aborted (`ABORTED`), or the gateway sent a code this
 * version of the client does not know (`UNKNOWN_ERROR`; the raw code stays in `extensions`).
 */
export const CLIENT_ERROR_CODES = ['NETWORK_ERROR', 'BAD_RESPONSE', 'ABORTED', 'UNKNOWN_ERROR'] as const;
export type ClientSideErrorCode = (typeof CLIENT_ERROR_CODES)[number];

export type ErrorCode = GatewayErrorCode | ClientSideErrorCode;

/** One error of a result, in a shape a UI can switch on. */
export interface ClientError {
  message: string;
  code: ErrorCode;
  /** Where in `data` the error happened (a field's error); absent for a request refused whole. */
  path?: ReadonlyArray<string | number>;
  /** The limit a refusal names (`OPERATION_LIMIT_EXCEEDED`: `depth`, `cost`...; the call budget's number). */
  limit?: string | number;
  /** Seconds to wait before retrying (`RATE_LIMITED`). */
  retryAfter?: number;
  /** HTTP status of the answer that carried the error (0 when none came). */
  status?: number;
  /** The error's `extensions` as sent (the gateway adds e.g. `field`, `askBy`, `reason`). */
  extensions?: Readonly<Record<string, unknown>>;
}

const KNOWN = new Set<string>([...GATEWAY_ERROR_CODES, ...CLIENT_ERROR_CODES]);

/** True for a ClientError (optionally with one of `codes`): `if (isCodedError(e, 'NOT_FOUND'))`. */
export function isCodedError<C extends ErrorCode>(value: unknown, ...codes: C[]): value is ClientError & { code: C } {
  if (!value || typeof value !== 'object') return false;
  const { code, message } = value as { code?: unknown; message?: unknown };
  if (typeof code !== 'string' || typeof message !== 'string' || !KNOWN.has(code)) return false;
  return codes.length === 0 || (codes as string[]).includes(code);
}

interface WireError {
  message?: unknown;
  path?: unknown;
  extensions?: Record<string, unknown> | null;
}

/** A GraphQL error from the wire as a ClientError. */
export function fromWire(error: WireError, status: number, retryAfterHeader: string | null): ClientError {
  const ext = error.extensions && typeof error.extensions === 'object' ? error.extensions : {};
  const raw = typeof ext.code === 'string' ? ext.code : null;
  const code: ErrorCode = raw === null ? (status >= 500 ? 'INTERNAL_SERVER_ERROR' : 'UNKNOWN_ERROR') : KNOWN.has(raw) ? (raw as ErrorCode) : 'UNKNOWN_ERROR';
  const out: ClientError = { message: typeof error.message === 'string' ? error.message : 'Unknown error.', code, status, extensions: ext };
  if (Array.isArray(error.path)) out.path = error.path as Array<string | number>;
  if (typeof ext.limit === 'string' || typeof ext.limit === 'number') out.limit = ext.limit;
  const retry = typeof ext.retryAfterSeconds === 'number' ? ext.retryAfterSeconds : retryAfterHeader !== null && /^\d+$/.test(retryAfterHeader) ? Number(retryAfterHeader) : undefined;
  if (retry !== undefined) out.retryAfter = retry;
  return out;
}

export function clientError(code: ClientSideErrorCode, message: string, status = 0): ClientError {
  return { message, code, status };
}
