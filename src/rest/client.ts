import type { Dispatcher } from 'undici';
import { IdlePool } from '../http/idle-pool.js';
import type { RetryPolicy } from 'cockatiel';
import { CANCELLED, codeForStatus, ErrorCode, UpstreamError } from '../errors.js';
import { silentLogger, type Logger } from '../logger.js';
import type { AbortSource } from '../cancellation.js';
import { exchange, InflightGroup, type BodyLimit, type Exchanged } from '../http/exchange.js';
import type { RequestBudget } from '../http/request-budget.js';
import { outcomeOfStatus, verdictOfStatus, type RequestLedger } from '../http/request-ledger.js';
import { routeGroupBounds, UpstreamGuards, type UpstreamGuard } from '../http/resilience.js';
import type { UpstreamCallSpan, UpstreamTrace } from '../http/upstream-trace.js';
import { createGetRetry, isConnectionError, isTimeoutError, mayRetry, RETRY_AGAIN, RETRYABLE_STATUSES } from './retry.js';
import type { RestCaller, RestRequest } from './types.js';

import { buildQuery, fillRoute, RouteParamError } from './url.js';

export interface RestClientOptions {
  /** `{base_url}` of the REST interface; a path prefix is kept. */
  baseUrl: string;
  /** `{app_origin}`, sent as `Origin` and `Referer` on POST/PUT (spec 4.0). */
  appOrigin: string;
  /**
   * Overall bound of one call, retries, backoff and the wait for a pooled connection included;
   * a call of a request with a budget also ends by the request's deadline. @default 10_000
   */
  timeoutMs?: number;
  /** Bound of establishing one connection. @default 3_000 */
  connectTimeoutMs?: number;
  /** Extra attempts for an idempotent GET. POST and PUT are never retried. @default 2 */
  retries?: number;
  /** Most sockets kept to the upstream; the gateway passes `UPSTREAM_MAX_CONNECTIONS`. @default 64 */
  connections?: number;
  /**
   * Circuit breaker and bulkhead per route template (http/resilience.ts); the gateway passes
   * them from its configuration. @default breakers at their defaults, bulkheads sized from `connections`
   */
  guards?: UpstreamGuards;
  /** Largest response body read; a bigger one is an UPSTREAM_ERROR, not an out-of-memory. @default 16 MiB */
  maxBodyBytes?: number;
  logger?: Logger;
  /** Called once per logical call (after its last attempt; `attempts: 0` when refused before it started), for metrics. */
  onCall?: (info: RestCallInfo) => void;
}

export interface RestCallInfo {
  /** `METHOD /route/{template}`. */
  route: string;
  /** Final HTTP status; absent when no response arrived. */
  status?: number;
  /** Error code when the call failed. */
  code?: ErrorCode;
  /** The call was cut because its caller went away (`code` is then UPSTREAM_ERROR): not an upstream failure. */
  cancelled?: boolean;
  attempts: number;
  durationMs: number;
}

export interface RestClient {
  /**
   * A caller bound to one GraphQL request: its caller's token (null: none sent), its cancellation
   * and, for a client's request, its upstream budget (call count, deadline, reads made once).
   * Without a budget (the upload pipelines' background steps) each call has its own bound only.
   * With the request's `trace` (tracing on), each call is a span under it and sends its `traceparent`.
   * With its `ledger`, every answer is recorded there (http/request-ledger.ts), and each call of the
   * budget is counted there first, refused RATE_LIMITED when the caller's allowance is spent.
   */
  bind(token: string | null, signal?: AbortSignal | AbortSource, budget?: RequestBudget, trace?: UpstreamTrace, ledger?: RequestLedger): RestCaller;
  /** The breaker and bulkhead of each route template called so far. */
  readonly guards: UpstreamGuards;
  /** Lets in-flight calls finish, then closes the pooled connections. */
  close(): Promise<void>;
}

/**
 * The one REST client. It applies the common rules of spec 4.0 to every call, keeps
 * connections alive in one pool, bounds each call with a deadline and the caller's signal (a
 * departed client cancels upstream work), passes every attempt through its route's circuit
 * breaker and bulkhead, retries only idempotent GETs, always consumes the response body, and
 * throws nothing but UpstreamError, which names the route template and status, never the URL
 * or the token.
 */
export function createRestClient(options: RestClientOptions): RestClient {
  const base = new URL(options.baseUrl);
  const basePath = base.pathname.replace(/\/+$/, '');
  const timeoutMs = options.timeoutMs ?? 10_000;
  const retries = options.retries ?? 2;
  const logger = options.logger ?? silentLogger;
  const maxBodyBytes = options.maxBodyBytes ?? 16 * 1024 * 1024;
  const connections = options.connections ?? 64;
  const guards = options.guards ?? new UpstreamGuards('rest', { ...routeGroupBounds(connections), logger });
  const getRetry = retries > 0 ? createGetRetry(retries) : null;
  const pool = new IdlePool(base.origin, {
    connections,
    // undici's default idle keep-alive (4 s), shortened further by a server's Keep-Alive hint:
    // reusing a socket the server has just closed would fail a POST that must not be retried.
    connect: { timeout: options.connectTimeoutMs ?? 3_000 },
    // Defaults only: each call sets both (a backstop a second past its deadline).
    headersTimeout: timeoutMs,
    bodyTimeout: timeoutMs,
  });

  // One body limit per route template (they are few), so a call allocates none.
  const limits = new Map<string, BodyLimit>();
  const limitFor = (route: string): BodyLimit => {
    let limit = limits.get(route);
    if (!limit) limits.set(route, (limit = { maxBytes: maxBodyBytes, tooLarge: (status) => tooLarge(route, status) }));
    return limit;
  };

  // Not async: on the hot path (a plain GET) the promise of the call itself is returned, shared
  // or not, without a wrapper of its own.
  function call<T>(token: string | null, caller: CallerState, req: RestRequest): Promise<T> {
    const route = `${req.method} ${req.route}`;
    let path: string;
    try {
      if (!token) {
        throw new UpstreamError({
          code: ErrorCode.UNAUTHENTICATED,
          upstream: 'rest',
          route,
          message: "This field needs the caller's token: send an 'Authorization: Bearer <token>' header.",
        });
      }
      path = `${basePath}${filled(req, route)}?${buildQuery(req.query)}`;
    } catch (error) {
      return Promise.reject(error);
    }
    const budget = caller.budget;
    if (!budget) return send<T>(token, caller, req, route, path);
    if (req.method !== 'GET') return write<T>(token, caller, budget, req, route, path);
    // Extra headers may change the answer: such a read is not shared.
    if (req.headers) return send<T>(token, caller, req, route, path);
    // Identical reads of one request share one call, in flight or done (ten aliases of
    // `region`: one GET). The path holds the route, its parameters and the query; the budget
    // belongs to one request and so to one token. The parsed answer is shared, as a loader's is:
    // callers map it, never change it.
    let answer = budget.recall<T>(path);
    if (!answer) budget.remember(path, (answer = send<T>(token, caller, req, route, path)));
    return answer;
  }

  /**
   * A write may change what this request has read, so reads after it (a mutation reading back
   * what it stored) go upstream again; so do reads that overlapped it.
   */
  async function write<T>(token: string, caller: CallerState, budget: RequestBudget, req: RestRequest, route: string, path: string): Promise<T> {
    budget.forget();
    try {
      return await send<T>(token, caller, req, route, path);
    } finally {
      budget.forget();
    }
  }

  const parts: CallParts = { pool, guards, limitFor, getRetry, retries, logger, onCall: options.onCall };

  /** One logical call: counted against the request's budget, retried if idempotent, within its deadline. */
  function send<T>(token: string, caller: CallerState, req: RestRequest, route: string, path: string): Promise<T> {
    try {
      const started = performance.now();
      // The call's bound, retries and backoff included: its own, or what is left of its request's.
      let deadline = started + timeoutMs;
      const budget = caller.budget;
      if (budget) {
        let refusal = budget.deadline <= started ? lateCall(route, budget) : budget.take() ? null : overBudget(route, budget);
        // Counted in the ledger as it goes out: the rate limit charges it, or refuses it here.
        if (!refusal && caller.ledger && !caller.ledger.begin()) refusal = rateLimitedCall(route);
        if (refusal) {
          options.onCall?.({ route, code: refusal.code, attempts: 0, durationMs: 0 });
          return Promise.reject(refusal);
        }
        if (budget.deadline < deadline) deadline = budget.deadline;
      }
      // Tracing on: this call's span, whose traceparent every attempt sends.
      const span = caller.trace?.startCall('rest', route);
      const hasBody = req.method !== 'GET';
      let headers: Record<string, string> =
        !hasBody && !req.headers
          ? caller.getHeaders
          : {
              ...req.headers,
              authorization: `Bearer ${token}`,
              accept: 'application/json',
              ...(hasBody ? { 'content-type': 'application/json', origin: options.appOrigin, referer: `${options.appOrigin}/` } : {}),
            };
      if (span) headers = { ...headers, ...span.headers };
      const body = hasBody ? JSON.stringify(req.body ?? {}) : undefined;
      // The caller's group timer cancels its calls at the request's deadline, from the moment each
      // is queued for a pooled connection (http/exchange.ts). A call whose own bound ends sooner,
      // or a caller without a request (upload pipelines), gets a timer of its own.
      const ownTimer = !budget || deadline < budget.deadline;
      return new RestCall(parts, caller, req.method, route, path, headers, body, started, deadline, ownTimer, span).run() as Promise<T>;
    } catch (error) {
      return Promise.reject(error);
    }
  }

  return {
    bind: (token, signal, budget, trace, ledger) => {
      const caller = new CallerState(token, signal, budget, trace, ledger);
      return { request: (req) => call(token, caller, req) };
    },
    guards,
    close: () => pool.close(),
  };
}

/** What a call needs of its client. */
interface CallParts {
  pool: IdlePool;
  guards: UpstreamGuards;
  limitFor(route: string): BodyLimit;
  getRetry: RetryPolicy | null;
  retries: number;
  logger: Logger;
  onCall: ((info: RestCallInfo) => void) | undefined;
}

/**
 * One logical call in flight: its attempts (each through the route's breaker and bulkhead),
 * then its answer or its failure, recorded once in the ledger, the metrics and the span. An
 * object with promise chains rather than an async function with closures: this runs once per
 * upstream call of a fan-out, and each async frame and await was an allocation of its own
 * (docs/performance.md, "Upstream calls").
 */
class RestCall {
  private attempts = 0;
  private status: number | undefined = undefined;
  private answered = false;
  private readonly guard: UpstreamGuard;
  private readonly write: boolean;

  constructor(
    private readonly parts: CallParts,
    private readonly caller: CallerState,
    private readonly method: Dispatcher.HttpMethod,
    private readonly route: string,
    private readonly path: string,
    private readonly headers: Record<string, string>,
    private readonly body: string | undefined,
    private readonly started: number,
    private readonly deadline: number,
    private readonly ownTimer: boolean,
    private readonly span: UpstreamCallSpan | undefined,
  ) {
    this.guard = parts.guards.for(route);
    this.write = method !== 'GET';
  }

  run(): Promise<unknown> {
    // Only a GET is safe to repeat: a retried POST could create or change something twice.
    const getRetry = this.parts.getRetry;
    const answer = getRetry && !this.write ? this.retried(getRetry) : this.guarded();
    return answer.then(
      (res) => this.finish(res),
      (error: unknown) => {
        throw this.failure(error);
      },
    );
  }

  /**
   * The first attempt goes outside the retry policy: almost every call ends there, and the
   * policy's layers cost each call its own promises. Its failure is handed to the policy as the
   * policy's own first attempt, so the pause before the next is the policy's. The last attempt
   * never answers RETRY_AGAIN (mayRetry counts the attempts as the policy does).
   */
  private retried(policy: RetryPolicy): Promise<Exchanged> {
    return this.once(0).then((first) => (first !== RETRY_AGAIN ? first : (policy.execute(({ attempt: n }) => (n === 0 ? RETRY_AGAIN : this.once(n))) as Promise<Exchanged>)));
  }

  /** Attempt `n` (0 first): its answer, or RETRY_AGAIN when it failed and another may follow. */
  private once(n: number): Promise<Exchanged | typeof RETRY_AGAIN> {
    return this.guarded().then(
      (res) => {
        this.status = res.status;
        if (!RETRYABLE_STATUSES.has(res.status) || !mayRetry(n, this.parts.retries, this.deadline, this.caller.source)) return res;
        this.parts.logger.debug('rest retry', { route: this.route, attempt: this.attempts, status: res.status });
        return RETRY_AGAIN;
      },
      (error: unknown) => {
        if (!isConnectionError(error) || !mayRetry(n, this.parts.retries, this.deadline, this.caller.source)) throw error;
        this.parts.logger.debug('rest retry', { route: this.route, attempt: this.attempts, reason: (error as { code?: string }).code });
        return RETRY_AGAIN;
      },
    );
  }

  /** One attempt, once the route's breaker and bulkhead let it go. */
  private guarded(): Promise<Exchanged> {
    return this.guard.run(() => this.attempt(), this.caller, this.ownTimer ? Math.max(1, Math.ceil(this.deadline - performance.now())) : undefined);
  }

  /** Its bound is what is left of the call's when it starts (a wait for a turn included). */
  private attempt(): Promise<Exchanged> {
    const left = Math.ceil(this.deadline - performance.now());
    const budget = this.caller.budget;
    // A turn in the bulkhead that came as the deadline passed: too late to send.
    if (left <= 0) return Promise.reject(budget ? lateCall(this.route, budget) : new UpstreamError({ code: ErrorCode.UPSTREAM_TIMEOUT, upstream: 'rest', route: this.route }));
    this.attempts++;
    // undici's headers and body timeouts are only a backstop, a second later: they start
    // once the request is written (not while it waits for a connection), and above 1 s
    // they tick every half second and may fire that much early, before the deadline.
    const backstop = left + 1_000;
    const sent = { method: this.method, path: this.path, headers: this.headers, body: this.body, headersTimeout: backstop, bodyTimeout: backstop };
    return exchange(this.parts.pool, sent, this.caller, this.parts.limitFor(this.route), this.ownTimer ? left : undefined);
  }

  private finish(res: Exchanged): unknown {
    try {
      const status = (this.status = res.status);
      this.answered = true;
      this.caller.ledger?.answered({ upstream: 'rest', route: this.route, write: this.write, token: verdictOfStatus(status), outcome: outcomeOfStatus(status) });
      const result = toResult(res, this.route);
      this.parts.onCall?.({ route: this.route, status, attempts: this.attempts, durationMs: performance.now() - this.started });
      this.span?.end({ status, attempts: this.attempts });
      return result;
    } catch (error) {
      throw this.failure(error);
    }
  }

  private failure(error: unknown): UpstreamError {
    const failure = toUpstreamError(error, this.route, this.status, this.caller.source);
    // No final answer (a timeout, a connection failure, a cancellation): a write may have happened.
    if (this.attempts > 0 && !this.answered) this.caller.ledger?.answered({ upstream: 'rest', route: this.route, write: this.write, token: 'unknown', outcome: 'unknown' });
    this.parts.onCall?.({ route: this.route, status: this.status, code: failure.code, cancelled: failure.reason === CANCELLED, attempts: this.attempts, durationMs: performance.now() - this.started });
    this.span?.end({ status: this.status, code: failure.code, attempts: this.attempts, reason: failure.reason });
    return failure;
  }
}

/**
 * What one bound caller (one GraphQL request) shares between its calls: the headers of a plain
 * GET, made once, the request's budget and trace, and one listener on its cancellation and one timer at
 * its deadline for all its calls in flight.
 */
class CallerState extends InflightGroup {
  readonly getHeaders: Record<string, string>;

  constructor(
    token: string | null,
    signal: AbortSignal | AbortSource | undefined,
    readonly budget: RequestBudget | undefined,
    readonly trace: UpstreamTrace | undefined,
    readonly ledger: RequestLedger | undefined,
  ) {
    super(signal);
    this.getHeaders = { authorization: `Bearer ${token}`, accept: 'application/json' };
    this.timeline = budget;
  }
}

/** A call the request's deadline left no time for: not made. */
function lateCall(route: string, budget: RequestBudget): UpstreamError {
  return new UpstreamError({
    code: ErrorCode.UPSTREAM_TIMEOUT,
    upstream: 'rest',
    route,
    message: `The request's time for upstream calls (${budget.timeoutMs} ms) ran out before this REST call could start.`,
  });
}

/** A call past the caller's rate-limit allowance (RATE_LIMIT_PER_MINUTE): not made. */
function rateLimitedCall(route: string): UpstreamError {
  return new UpstreamError({
    code: ErrorCode.RATE_LIMITED,
    upstream: 'rest',
    route,
    message: "This caller's rate limit (RATE_LIMIT_PER_MINUTE, one point per upstream call) was spent before this field was fetched; retry in the next minute.",
  });
}

/** A call past the request's budget: not made. */
function overBudget(route: string, budget: RequestBudget): UpstreamError {
  return new UpstreamError({
    code: ErrorCode.UPSTREAM_BUDGET_EXCEEDED,
    upstream: 'rest',
    route,
    limit: budget.maxCalls,
    message: `This request reached the gateway's limit of ${budget.maxCalls} upstream calls per request, so this field was not fetched; ask for it in another request.`,
  });
}

function filled(req: RestRequest, route: string): string {
  try {
    return fillRoute(req.route, req.params);
  } catch (error) {
    if (error instanceof RouteParamError) {
      throw new UpstreamError({ code: ErrorCode.BAD_USER_INPUT, upstream: 'rest', route, message: error.message });
    }
    throw error;
  }
}

/** The answer as a result or an error: the status decides the code, the body is JSON or empty. */
function toResult(res: Exchanged, route: string): unknown {
  if (res.status < 200 || res.status >= 300) {
    // Error bodies have no documented shape (spec 7): only the status decides the code.
    throw new UpstreamError({ code: codeForStatus(res.status), upstream: 'rest', route, status: res.status });
  }
  if (res.text.trim() === '') return null;
  try {
    return JSON.parse(res.text);
  } catch {
    throw new UpstreamError({
      code: ErrorCode.UPSTREAM_ERROR,
      upstream: 'rest',
      route,
      status: res.status,
      message: 'The REST API answered with a body that is not JSON.',
    });
  }
}

function tooLarge(route: string, status: number): UpstreamError {
  return new UpstreamError({ code: ErrorCode.UPSTREAM_ERROR, upstream: 'rest', route, status, message: 'The REST API answered with a body too large to read.' });
}

function toUpstreamError(
  error: unknown,
  route: string,
  status: number | undefined,
  signal: AbortSource | undefined,
): UpstreamError {
  if (error instanceof UpstreamError) return error;
  let failure: UpstreamError;
  if (isTimeoutError(error)) {
    failure = new UpstreamError({ code: ErrorCode.UPSTREAM_TIMEOUT, upstream: 'rest', route, status });
  } else if (signal?.aborted) {
    failure = new UpstreamError({
      code: ErrorCode.UPSTREAM_ERROR,
      upstream: 'rest',
      route,
      message: 'The request was cancelled before the REST API answered.',
      reason: CANCELLED,
    });
  } else {
    failure = new UpstreamError({ code: ErrorCode.UPSTREAM_ERROR, upstream: 'rest', route, status });
  }
  // Kept for the log (which redacts it), never shown to clients.
  Object.defineProperty(failure, 'cause', { value: error, enumerable: false });
  return failure;
}
