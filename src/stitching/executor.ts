import { print, GraphQLError, Kind, type DocumentNode, type ExecutionResult, type OperationDefinitionNode } from 'graphql';
import type { Executor, ExecutionRequest } from '@graphql-tools/utils';
import { Agent, errors as undiciErrors } from 'undici';
import type { AbortSource } from '../cancellation.js';
import { exchange, ExchangeTimeoutError, InflightGroup, type Exchanged } from '../http/exchange.js';
import type { RequestBudget } from '../http/request-budget.js';
import type { RequestLedger, TokenVerdict, WriteOutcome } from '../http/request-ledger.js';
import { CANCELLED, ErrorCode, codeForStatus, fixedMessage, redactSecrets, UpstreamError, type ErrorCode as ErrorCodeT } from '../errors.js';
import type { UpstreamGuards } from '../http/resilience.js';
import type { UpstreamCallSpan, UpstreamTrace } from '../http/upstream-trace.js';

/** The part of the request context the executor reads. */
export interface UpstreamCallerContext {
  /** The caller's bearer token, forwarded as is; never shared between callers. */
  token: string | null;
  /** Aborted when the client goes away. */
  signal?: AbortSignal;
  /** The same, without a native signal (the gateway's context has both). */
  cancellation?: AbortSource;
  /** The request's upstream budget (calls, deadline, reads made once); none at start-up introspection. */
  budget?: RequestBudget;
  /** The request's trace when tracing is on: each call is a span under it and sends its `traceparent`. */
  trace?: UpstreamTrace;
  /** The request's ledger (http/request-ledger.ts): each call is counted there as it goes out, each answer recorded. */
  ledger?: RequestLedger;
}

export interface UpstreamExecutorOptions {
  /** `{graph_url}` of document 2; the executor posts to `${graphUrl}/v2/graph-pq`. */
  graphUrl: string;
  /** Whole-request timeout in ms (headers and body). @default 10_000 */
  timeoutMs?: number;
  /** Keep-alive pool to reuse; one is created when absent. */
  dispatcher?: Agent;
  /** Used when the context carries no token (introspection at start, schema:pull). */
  fallbackToken?: string | null;
  /**
   * The GraphQL upstream's circuit breaker and bulkhead (one group, `POST /v2/graph-pq`: http/resilience.ts). The
   * calls of client requests pass them; the schema's introspection (no request budget) does
   * not: it has its own attempts and backoff, and must neither be refused by nor open the breaker.
   */
  guards?: UpstreamGuards;
  /**
   * Called with each error the upstream reported, its own message redacted (errors.ts
   * `redactSecrets`): clients get a fixed message per code instead, so this is where the log
   * learns what the upstream said.
   */
  onUpstreamError?: (info: { operationName: string | undefined; code: string; upstreamCode: string | undefined; message: string; path: ReadonlyArray<string | number> | undefined }) => void;
  /**
   * Called once per upstream request, after it ends (metrics, logs): `code` is the first error's,
   * if any; `cancelled` when it was cut because its caller went away (not an upstream failure).
   */
  onRequest?: (info: { operationName: string | undefined; route: string; status: number | undefined; code: string | undefined; cancelled: boolean; ms: number }) => void;
}

const ROUTE = 'POST /v2/graph-pq';

/**
 * The one way the gateway reaches the upstream GraphQL interface: real HTTP through a
 * keep-alive undici pool, the caller's token from the context, the caller's cancellation
 * combined with a timeout. Transport failures come back as coded GraphQL errors in the
 * result (never thrown, never with a URL or token), so stitching places them on the fields
 * that asked.
 */
export function createUpstreamExecutor(options: UpstreamExecutorOptions): Executor {
  const url = new URL('/v2/graph-pq', ensureTrailingSlashless(options.graphUrl));
  const endpoint = { origin: url.origin, path: `${url.pathname}${url.search}` };
  const timeoutMs = options.timeoutMs ?? 10_000;
  const dispatcher = options.dispatcher ?? new Agent({ keepAliveTimeout: 30_000, connections: 64, pipelining: 1 });
  const upstreamGuard = options.guards?.for(ROUTE);

  const executor = async (request: ExecutionRequest): Promise<ExecutionResult> => {
    const ctx = request.context as UpstreamCallerContext | undefined;
    const token = ctx?.token ?? options.fallbackToken ?? null;
    // The caller's cancellation; the context's own one rather than its (lazily made) signal.
    const caller = new InflightGroup(request.signal ?? ctx?.cancellation ?? ctx?.signal);
    const { document, operationName } = named(request.document, request.operationName);
    const body = JSON.stringify({ operationName, variables: request.variables ?? {}, query: print(document) });
    const budget = ctx?.budget;
    const read = budget !== undefined && isQuery(document);
    let bound = timeoutMs;
    let pending: Promise<Exchanged> | undefined;
    if (budget) {
      const left = budget.deadline - performance.now();
      if (left <= 0) {
        return failure(ErrorCode.UPSTREAM_TIMEOUT, `The request's time for upstream calls (${budget.timeoutMs} ms) ran out before this GraphQL call could start.`);
      }
      if (left < bound) bound = left;
      // A mutation may change what the request has read (through either upstream): read again after it.
      if (!read) budget.forget();
      // Identical reads of one request are made once. The body is the key (operation, variables,
      // query: it names everything the answer depends on but the token, which is the request's).
      // The text is shared and parsed per caller: stitching annotates the objects it is given.
      pending = read ? budget.recall<Exchanged>(body) : undefined;
      if (!pending) {
        if (!budget.take()) {
          return failure(
            ErrorCode.UPSTREAM_BUDGET_EXCEEDED,
            `This request reached the gateway's limit of ${budget.maxCalls} upstream calls per request, so these fields were not fetched; ask for them in another request.`,
            undefined,
            { limit: budget.maxCalls },
          );
        }
        // Counted in the ledger as it goes out: the rate limit charges it, or refuses it here.
        if (ctx?.ledger && !ctx.ledger.begin()) {
          return failure(ErrorCode.RATE_LIMITED, "This caller's rate limit (RATE_LIMIT_PER_MINUTE, one point per upstream call) was spent before these fields were fetched; retry in the next minute.");
        }
      }
    }
    const started = performance.now();
    const until = started + bound;
    let status: number | undefined;
    let sent = false;
    let result: ExecutionResult | undefined;
    let span: UpstreamCallSpan | undefined;
    try {
      if (!pending) {
        const headers: Record<string, string> = { 'content-type': 'application/json', accept: 'application/json' };
        if (token) headers.authorization = `Bearer ${token}`;
        // Tracing on: this call's span (a read shared within the request is not a call of its own).
        span = ctx?.trace?.startCall('graph', ROUTE);
        if (span) Object.assign(headers, span.headers);
        // One timer bounds the whole exchange, from the wait for a pooled connection on: what is
        // left of the call's own bound or of the request's when it starts (after any wait for a
        // turn in the bulkhead). No AbortSignal per call (see http/exchange.ts).
        const send = (): Promise<Exchanged> => {
          const left = Math.ceil(until - performance.now());
          // A turn in the bulkhead that came as the bound passed: too late to send.
          if (left <= 0) return Promise.reject(new UpstreamError({ code: ErrorCode.UPSTREAM_TIMEOUT, upstream: 'graph', route: ROUTE, message: defaultMessage(ErrorCode.UPSTREAM_TIMEOUT) }));
          sent = true;
          return exchange(dispatcher, { origin: endpoint.origin, path: endpoint.path, method: 'POST', headers, body }, caller, undefined, left);
        };
        const guard = budget ? upstreamGuard : undefined;
        pending = guard ? guard.run(send, caller, Math.max(1, Math.ceil(bound))) : send();
        if (read) budget!.remember(body, pending);
      }
      const res = await pending;
      status = res.status;
      const report = options.onUpstreamError;
      return (result = toResult(status, res.text, report && ((e) => report({ ...e, operationName: request.operationName, message: redactSecrets(e.message, token) }))));
    } catch (err) {
      // Refused by the breaker or the bulkhead: nothing was sent.
      if (err instanceof UpstreamError) return (result = failure(err.code, err.message, undefined, { reason: err.reason }));
      if (caller.source?.aborted) return (result = failure(ErrorCode.UPSTREAM_ERROR, 'The request was cancelled by the client.', undefined, { reason: CANCELLED }));
      return (result = failure(isTimeout(err) ? ErrorCode.UPSTREAM_TIMEOUT : ErrorCode.UPSTREAM_ERROR));
    } finally {
      // Only a call this executor sent: a read shared within the request was recorded when made.
      if (sent) ctx?.ledger?.answered({ upstream: 'graph', route: ROUTE, write: !isQuery(document), ...readAnswer(status, result) });
      if (sent) options.onRequest?.({ operationName: request.operationName, route: ROUTE, status, code: firstCode(result), cancelled: firstReason(result) === CANCELLED, ms: performance.now() - started });
      span?.end({ status, code: firstCode(result), attempts: sent ? 1 : 0, reason: firstReason(result) });
      if (budget && !read) budget.forget();
    }
  };
  return executor as Executor;
}

/** Codes that say nothing was changed: the upstream (or the gateway before it) refused. */
const REFUSING_CODES = new Set<unknown>([ErrorCode.UNAUTHENTICATED, ErrorCode.FORBIDDEN, ErrorCode.NOT_FOUND, ErrorCode.BAD_USER_INPUT, ErrorCode.CONFLICT, ErrorCode.RATE_LIMITED]);

/**
 * What an upstream GraphQL answer says about the token and, for a mutation, about what it did:
 * refused on a 401 or any UNAUTHENTICATED; accepted when it holds no error but FORBIDDEN (a
 * validation or NOT_FOUND error may come before the upstream looks at the token). A mutation
 * with a root field answered changed something; one answered only with refusals changed nothing.
 */
function readAnswer(status: number | undefined, result: ExecutionResult | undefined): { token: TokenVerdict; outcome: WriteOutcome } {
  if (status === undefined || !result) return { token: 'unknown', outcome: 'unknown' };
  const errors = result.errors ?? [];
  const codes = errors.map((e) => e.extensions?.code);
  const token: TokenVerdict = status === 401 || codes.includes(ErrorCode.UNAUTHENTICATED) ? 'refused' : status < 300 && codes.every((c) => c === ErrorCode.FORBIDDEN) ? 'accepted' : 'unknown';
  const data = result.data as Record<string, unknown> | null | undefined;
  const answeredField = data != null && Object.values(data).some((v) => v != null);
  const outcome: WriteOutcome =
    status < 300 && (errors.length === 0 || answeredField) ? 'changed' : token === 'refused' || (errors.length > 0 && codes.every((c) => REFUSING_CODES.has(c))) ? 'refused' : 'unknown';
  return { token, outcome };
}

/**
 * The request body's `operationName` is a string in the spec (document 2, 2.1), and the web
 * client always names its operations; an upstream may rely on it. Delegated and batched
 * operations are often anonymous, so a lone anonymous operation is named before it is sent.
 */
function named(document: DocumentNode, operationName: string | undefined): { document: DocumentNode; operationName: string | null } {
  if (operationName) return { document, operationName };
  const operations = document.definitions.filter((d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION);
  if (operations.length !== 1) return { document, operationName: null };
  const [operation] = operations;
  if (operation.name) return { document, operationName: operation.name.value };
  const name = operation.operation === 'mutation' ? 'GatewayMutation' : operation.operation === 'subscription' ? 'GatewaySubscription' : 'GatewayQuery';
  return {
    document: { ...document, definitions: document.definitions.map((d) => (d === operation ? { ...operation, name: { kind: Kind.NAME, value: name } } : d)) },
    operationName: name,
  };
}

function firstReason(result: ExecutionResult | undefined): string | undefined {
  const reason = result?.errors?.[0]?.extensions?.reason;
  return typeof reason === 'string' ? reason : undefined;
}

function firstCode(result: ExecutionResult | undefined): string | undefined {
  const code = result?.errors?.[0]?.extensions?.code;
  return typeof code === 'string' ? code : undefined;
}

function ensureTrailingSlashless(url: string): string {
  return url.replace(/\/+$/, '');
}

function isTimeout(err: unknown): boolean {
  if (err instanceof ExchangeTimeoutError) return true;
  return err instanceof undiciErrors.HeadersTimeoutError || err instanceof undiciErrors.BodyTimeoutError || err instanceof undiciErrors.ConnectTimeoutError;
}

type Reported = { code: string; upstreamCode: string | undefined; message: string; path: ReadonlyArray<string | number> | undefined };

/** Parses an upstream answer; a non-2xx without a GraphQL body becomes a coded error. */
function toResult(status: number, text: string, report?: (error: Reported) => void): ExecutionResult {
  let parsed: unknown;
  try {
    parsed = text ? JSON.parse(text) : undefined;
  } catch {
    parsed = undefined;
  }
  const isGraphQLBody = parsed !== null && typeof parsed === 'object' && ('data' in parsed || 'errors' in parsed);
  if (status === 401) return failure(ErrorCode.UNAUTHENTICATED, undefined, status);
  if (status < 200 || status >= 300) {
    const result = parsed as ExecutionResult;
    // GraphQL over HTTP may answer request errors (parse, validation) with 4xx and a GraphQL
    // body: keep the upstream's messages. The request was the gateway's, so a 400 is ours to
    // own (UPSTREAM_ERROR), not the client's; other statuses keep their meaning.
    if (isGraphQLBody && !result.data && Array.isArray(result.errors) && result.errors.length) {
      return withCodes(result, status, status === 400 || status === 422 ? ErrorCode.UPSTREAM_ERROR : codeForStatus(status), report);
    }
    if (!isGraphQLBody || !result.data) return failure(codeForStatus(status), undefined, status);
  }
  if (!isGraphQLBody) return failure(ErrorCode.UPSTREAM_ERROR, 'The GraphQL API answered with something that is not a GraphQL response.', status);
  return withCodes(parsed as ExecutionResult, status, ErrorCode.UPSTREAM_ERROR, report);
}

/**
 * Upstream GraphQL errors keep their path; each gets a code from our closed set and that code's
 * fixed message (as REST errors do): an upstream's own text may name its hosts, ports, tokens or
 * another account's data, so it goes to `report` (the log), never to the client. The envelope is
 * "not shown" (document 2, 7), so the code is read from where common servers put it:
 * `extensions.code` (Apollo, Yoga), `extensions.errorType` (graphql-java/DGS, whose
 * `classification` alone names no cause); `fallback` for errors that name none.
 */
function withCodes(result: ExecutionResult, status: number, fallback: ErrorCodeT = ErrorCode.UPSTREAM_ERROR, report?: (error: Reported) => void): ExecutionResult {
  // `errors` is a list by the GraphQL spec; a lone error object is taken as a list of one.
  const list: unknown[] = Array.isArray(result.errors) ? result.errors : result.errors ? [result.errors] : [];
  if (!list.length) {
    const { errors: _none, ...rest } = result;
    return rest;
  }
  const errors = list.map((e) => {
    const raw = (e && typeof e === 'object' ? e : {}) as { message?: unknown; path?: unknown; extensions?: unknown };
    const extensions = raw.extensions && typeof raw.extensions === 'object' ? (raw.extensions as Record<string, unknown>) : {};
    const upstreamCode = [extensions.code, extensions.errorType].find((c): c is string => typeof c === 'string');
    const path = Array.isArray(raw.path) && raw.path.every((k) => typeof k === 'string' || typeof k === 'number') ? (raw.path as Array<string | number>) : undefined;
    const code = upstreamCode ? mapUpstreamCode(upstreamCode) : fallback;
    report?.({ code, upstreamCode, message: typeof raw.message === 'string' ? raw.message.slice(0, 2_000) : '', path });
    return new GraphQLError(fixedMessage(code, 'graph'), {
      path,
      extensions: {
        code,
        upstream: 'graph',
        ...(upstreamCode ? { upstreamCode } : {}),
        ...(status !== 200 ? { status } : {}),
      },
    });
  });
  // Several request-level errors (e.g. one per unknown field of a validation failure) would
  // reach a resolver as one AggregateError, which carries no code: give them as one error.
  if (result.data == null && errors.length > 1 && errors.every((e) => !e.path)) {
    return { ...result, errors: [new GraphQLError(errors[0].message, { extensions: errors[0].extensions })] };
  }
  return { ...result, errors };
}

const KNOWN_CODES = new Set<string>(Object.values(ErrorCode));

/** Other servers' spellings (gRPC status names, DGS `errorType`) of codes in our closed set. */
const UPSTREAM_SPELLINGS: Readonly<Record<string, ErrorCodeT>> = {
  UNAUTHORIZED: ErrorCode.UNAUTHENTICATED,
  PERMISSION_DENIED: ErrorCode.FORBIDDEN,
  BAD_REQUEST: ErrorCode.BAD_USER_INPUT,
  INVALID_ARGUMENT: ErrorCode.BAD_USER_INPUT,
  ALREADY_EXISTS: ErrorCode.CONFLICT,
  FAILED_PRECONDITION: ErrorCode.CONFLICT,
  RESOURCE_EXHAUSTED: ErrorCode.RATE_LIMITED,
  DEADLINE_EXCEEDED: ErrorCode.UPSTREAM_TIMEOUT,
};

function mapUpstreamCode(code: string): ErrorCodeT {
  // The upstream's own internal failure is an upstream error to our callers, not ours.
  if (code === ErrorCode.INTERNAL_SERVER_ERROR) return ErrorCode.UPSTREAM_ERROR;
  if (KNOWN_CODES.has(code)) return code as ErrorCodeT;
  return UPSTREAM_SPELLINGS[code] ?? ErrorCode.UPSTREAM_ERROR;
}

function failure(code: ErrorCodeT, message?: string, status?: number, extra?: Record<string, unknown>): ExecutionResult {
  return {
    data: null,
    errors: [
      new GraphQLError(message ?? defaultMessage(code), {
        extensions: { code, upstream: 'graph', route: ROUTE, ...(status ? { status } : {}), ...extra },
      }),
    ],
  };
}

/** Whether the document's operation only reads (a query), so its answer may be shared within a request. */
function isQuery(document: DocumentNode): boolean {
  for (const definition of document.definitions) {
    if (definition.kind === Kind.OPERATION_DEFINITION) return definition.operation === 'query';
  }
  return false;
}

function defaultMessage(code: ErrorCodeT): string {
  switch (code) {
    case ErrorCode.UNAUTHENTICATED:
      return "The GraphQL API refused the bearer token; send a valid 'Authorization: Bearer <token>' header.";
    case ErrorCode.UPSTREAM_TIMEOUT:
      return 'The GraphQL API did not answer in time.';
    case ErrorCode.FORBIDDEN:
      return 'The GraphQL API does not allow this operation for this account.';
    case ErrorCode.RATE_LIMITED:
      return 'The GraphQL API is rate limiting this account; retry later.';
    default:
      return 'The GraphQL API failed to answer.';
  }
}
