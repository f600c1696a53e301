import { GraphQLError } from 'graphql';
import { StoreUnavailableError } from './store/errors.js';

/**
 * The closed set of `extensions.code` values a client can receive (docs/architecture.md#errors-are-data).
 * Adding a code is a public API change: document it in the README.
 */
export const ErrorCode = {
  UNAUTHENTICATED: 'UNAUTHENTICATED',
  FORBIDDEN: 'FORBIDDEN',
  NOT_FOUND: 'NOT_FOUND',
  CONFLICT: 'CONFLICT',
  BAD_USER_INPUT: 'BAD_USER_INPUT',
  RATE_LIMITED: 'RATE_LIMITED',
  UPSTREAM_ERROR: 'UPSTREAM_ERROR',
  UPSTREAM_TIMEOUT: 'UPSTREAM_TIMEOUT',
  INTERNAL_SERVER_ERROR: 'INTERNAL_SERVER_ERROR',
  /** The HTTP request itself is malformed (bad JSON, unsupported media type, batch when batching is off). */
  BAD_REQUEST: 'BAD_REQUEST',
  /** The body or the variables are larger than the configured limit. */
  REQUEST_TOO_LARGE: 'REQUEST_TOO_LARGE',
  /** The document is syntactically invalid (or longer than the token limit allows to parse). */
  GRAPHQL_PARSE_FAILED: 'GRAPHQL_PARSE_FAILED',
  /** The document does not validate against the schema. */
  GRAPHQL_VALIDATION_FAILED: 'GRAPHQL_VALIDATION_FAILED',
  /** The operation exceeds a configured limit (depth, aliases, directives, repeats, cost, tokens): `extensions.limit` names it. */
  OPERATION_LIMIT_EXCEEDED: 'OPERATION_LIMIT_EXCEEDED',
  /** A browser-style request (form, multipart, GET) without a preflight-forcing header. */
  CSRF_PREVENTED: 'CSRF_PREVENTED',
  /** The request already made `UPSTREAM_MAX_CALLS_PER_REQUEST` upstream calls: this field was not fetched. */
  UPSTREAM_BUDGET_EXCEEDED: 'UPSTREAM_BUDGET_EXCEEDED',
  /**
   * The upstream GraphQL interface offers nothing this field can be built on: what it needs was
   * found neither where the spec puts it nor by its shape (graph/episode-data.ts). Only the
   * fields that need it fail; the rest of the answer stands.
   */
  UPSTREAM_UNSUPPORTED: 'UPSTREAM_UNSUPPORTED',
  /** An upload whose leading bytes are clearly not the declared kind (text, HTML, JSON, an image for audio): refused before the host is asked for anything (uploads/sniff.ts). */
  UNSUPPORTED_MEDIA: 'UNSUPPORTED_MEDIA',
  /**
   * The gateway did not call the upstream, to protect it and the other routes: this route's
   * circuit breaker is open after consecutive failures (`extensions.reason: 'breaker'`), or too
   * many of its calls are already in flight and queued (`reason: 'bulkhead'`). Retry later.
   */
  UPSTREAM_UNAVAILABLE: 'UPSTREAM_UNAVAILABLE',
  /**
   * A document asked by its hash (`documentId`, or APQ's `extensions.persistedQuery`) that the
   * gateway does not know (404): an APQ client sends the text with the hash next (PERSISTED_DOCUMENTS).
   */
  PERSISTED_QUERY_NOT_FOUND: 'PERSISTED_QUERY_NOT_FOUND',
  /** `PERSISTED_DOCUMENTS=only`: a document that is not in the manifest, or an APQ registration (403). */
  PERSISTED_QUERY_ONLY: 'PERSISTED_QUERY_ONLY',
  /**
   * The shared store (Redis with `REDIS_URL`) is down or gave no answer in time, and what was
   * asked has no answer without it (e.g. another replica's upload job). Retry later.
   */
  STORE_UNAVAILABLE: 'STORE_UNAVAILABLE',
  /** The gateway is shutting down: work still running when its grace ended was stopped. Retry on another replica. */
  SHUTTING_DOWN: 'SHUTTING_DOWN',
} as const;
export type ErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];

export type UpstreamName = 'rest' | 'graph' | 'storage';

/** `UpstreamError.reason` (and `extensions.reason`) of a call cut because its caller went away. */
export const CANCELLED = 'cancelled';

/**
 * The one error type upstream clients throw. It names the route template (never the URL,
 * which may be signed) and the HTTP status, so logs and clients can act on it without
 * seeing secrets.
 */
export class UpstreamError extends Error {
  readonly code: ErrorCode;
  readonly upstream: UpstreamName;
  /** Route template such as `GET /v3/episodes/{episodeId}/overview`. */
  readonly route: string;
  /** Upstream HTTP status; absent for connection failures and timeouts. */
  readonly status: number | undefined;
  /** The configured limit a refusal names (`extensions.limit`), e.g. the upstream call budget. */
  readonly limit: number | undefined;
  /**
   * Why a call was not made or not finished (`extensions.reason`): `breaker` or `bulkhead` for
   * UPSTREAM_UNAVAILABLE; `cancelled` for an UPSTREAM_ERROR whose caller went away first (its
   * client disconnected, or the gateway stopped it), which says nothing about the upstream.
   */
  readonly reason: string | undefined;

  constructor(init: { code: ErrorCode; upstream: UpstreamName; route: string; status?: number; message?: string; limit?: number; reason?: string }) {
    super(init.message ?? defaultMessage(init.code, init.upstream));
    this.name = 'UpstreamError';
    this.code = init.code;
    this.upstream = init.upstream;
    this.route = init.route;
    this.status = init.status;
    this.limit = init.limit;
    this.reason = init.reason;
  }
}

/**
 * The fixed client-facing text of an upstream failure with this code: upstream texts (REST
 * bodies, GraphQL `errors[].message`) never reach clients, since they may name hosts, ports,
 * tokens or other accounts' data; the original goes to the log through `redactSecrets`.
 */
export function fixedMessage(code: ErrorCode, upstream: UpstreamName): string {
  return defaultMessage(code, upstream);
}

/**
 * An upstream's own error text, made fit for the log: the caller's token, bearer credentials,
 * `token`/`secret`/`password`/`key` values, URLs and host:port or IP addresses are replaced.
 */
export function redactSecrets(text: string, token?: string | null): string {
  let out = token ? text.split(token).join('<token>') : text;
  out = out.replace(/\bBearer\s+[^\s,;)"']+/gi, 'Bearer <token>');
  out = out.replace(/(?<![<\w])(access[_-]?token|token|api[_-]?key|secret|password|passwd|key)(\s*[:=]?\s*)(?!<)([^\s,;)"'<]+)/gi, '$1$2<redacted>');
  out = out.replace(/\b[a-z][a-z0-9+.-]*:\/\/[^\s"')]+/gi, '<url>');
  out = out.replace(/\[[0-9a-f:.]+\](:\d{1,5})?/gi, '<address>');
  out = out.replace(/\b(?:\d{1,3}\.){3}\d{1,3}(:\d{1,5})?\b/g, '<address>');
  out = out.replace(/\b(?:[a-z0-9-]+\.)*[a-z0-9-]*[a-z][a-z0-9-]*:\d{1,5}\b/gi, '<address>');
  return out;
}

function defaultMessage(code: ErrorCode, upstream: UpstreamName): string {
  const which = upstream === 'rest' ? 'The REST API' : upstream === 'graph' ? 'The GraphQL API' : 'The storage service';
  switch (code) {
    case ErrorCode.UNAUTHENTICATED:
      return `${which} refused the bearer token; send a valid 'Authorization: Bearer <token>' header.`;
    case ErrorCode.FORBIDDEN:
      return `${which} does not allow this operation for this account.`;
    case ErrorCode.NOT_FOUND:
      return `${which} has no such resource.`;
    case ErrorCode.CONFLICT:
      return `${which} reported a conflict with the current state.`;
    case ErrorCode.BAD_USER_INPUT:
      return `${which} rejected the request as invalid.`;
    case ErrorCode.RATE_LIMITED:
      return `${which} is rate limiting this account; retry later.`;
    case ErrorCode.UPSTREAM_TIMEOUT:
      return `${which} did not answer in time.`;
    default:
      return `${which} failed to answer.`;
  }
}

/** The one mapping from an upstream HTTP status to a client-facing code. */
export function codeForStatus(status: number): ErrorCode {
  if (status === 400 || status === 413 || status === 422) return ErrorCode.BAD_USER_INPUT;
  if (status === 401) return ErrorCode.UNAUTHENTICATED;
  if (status === 403) return ErrorCode.FORBIDDEN;
  if (status === 404 || status === 410) return ErrorCode.NOT_FOUND;
  if (status === 409) return ErrorCode.CONFLICT;
  if (status === 429) return ErrorCode.RATE_LIMITED;
  if (status === 408 || status === 504) return ErrorCode.UPSTREAM_TIMEOUT;
  return ErrorCode.UPSTREAM_ERROR;
}

/** A client mistake found by the gateway before any upstream call. */
export function badUserInput(message: string, field?: string): GraphQLError {
  return new GraphQLError(message, { extensions: { code: ErrorCode.BAD_USER_INPUT, ...(field ? { field } : {}) } });
}

export function gatewayError(code: ErrorCode, message: string, extensions: Record<string, unknown> = {}): GraphQLError {
  return new GraphQLError(message, { extensions: { ...extensions, code } });
}

/**
 * Turns anything a resolver throws into a client-safe GraphQL error. Upstream errors keep
 * their code, status and route; anything unexpected becomes INTERNAL_SERVER_ERROR with no
 * message detail (the original goes to the log, not to the client).
 */
export function toGraphQLError(error: unknown): GraphQLError {
  if (error instanceof GraphQLError) {
    const original = error.originalError;
    if (original && !(original instanceof GraphQLError)) {
      const mapped = toGraphQLError(original);
      return new GraphQLError(mapped.message, { nodes: error.nodes, path: error.path, extensions: mapped.extensions, originalError: original });
    }
    if (error.extensions?.code) return error;
    return new GraphQLError(error.message, { nodes: error.nodes, path: error.path, extensions: { ...error.extensions, code: ErrorCode.BAD_USER_INPUT } });
  }
  if (error instanceof AggregateError) {
    // Stitching reports several errors of one delegated field as one AggregateError: the first
    // coded one speaks for all (a client acts on one code), anything else stays a masked bug.
    const coded = error.errors.map(toGraphQLError).find((e) => e.extensions.code !== ErrorCode.INTERNAL_SERVER_ERROR);
    if (coded) return coded;
  }
  if (error instanceof UpstreamError) {
    return new GraphQLError(error.message, {
      extensions: {
        code: error.code,
        upstream: error.upstream,
        route: error.route,
        ...(error.status ? { status: error.status } : {}),
        ...(error.limit !== undefined ? { limit: error.limit } : {}),
        ...(error.reason !== undefined ? { reason: error.reason } : {}),
      },
      originalError: error,
    });
  }
  if (error instanceof StoreUnavailableError) {
    return new GraphQLError('The shared store is unavailable right now; retry later.', { extensions: { code: ErrorCode.STORE_UNAVAILABLE }, originalError: error });
  }
  return new GraphQLError('Unexpected error.', { extensions: { code: ErrorCode.INTERNAL_SERVER_ERROR } });
}
