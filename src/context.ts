import { RequestCancellation, type AbortSource } from './cancellation.js';
import type { GatewayConfig } from './config.js';
import { RequestBudget } from './http/request-budget.js';
import { flatUuid } from './flat-uuid.js';
import type { RequestLedger } from './http/request-ledger.js';
import type { UpstreamTrace } from './http/upstream-trace.js';
import { createLoaderRegistry, type LoaderRegistry } from './loaders.js';
import { lazyChild, type Logger } from './logger.js';
import type { GatewayMetrics } from './metrics/registry.js';
import type { RestClient } from './rest/client.js';
import type { RestCaller } from './rest/types.js';
import type { KeyValueStore } from './store/index.js';
import type { UpstreamRuntime } from './graph/runtime.js';
import type { IdDirectory } from './id-directory.js';

/**
 * What the gateway knows about a request's operation before its first upstream call, on the
 * request's context (`ctx.plan`): the guards read it (the cost limit; the rate limit and the
 * budget may read the bound).
 */
export interface RequestPlan {
  /** Whether the planned executor runs the operation; when not, `reason` says what it does not cover. */
  readonly planned: boolean;
  readonly reason: string | null;
  /** Most upstream calls the plan makes when every call succeeds (an outcome it does not project goes to the reference execution, under the request's budget); null when not planned. */
  readonly bound: number | null;
  /** Rounds of upstream calls on the critical path, on a cold ID directory; null when not planned. */
  readonly rounds: number | null;
  /** The operation's cost (gateway/cost.ts), worked out once per plan; undefined when it depends on the request's variables. */
  readonly cost: number | undefined;
  /** The entities the operation reads (`Episode`, `Show`), for the response cache. */
  readonly targets: readonly string[];
}

/**
 * What every resolver receives, made once per GraphQL request. Nothing in it is shared
 * between callers: the token, the loaders (and so their caches) and the abort signal all
 * belong to one request.
 */
export interface GatewayContext {
  /** The caller's bearer token, forwarded to the REST and GraphQL upstreams (never to storage). */
  token: string | null;
  /** Echoed in the `x-request-id` response header and on every log line of the request. */
  requestId: string;
  /**
   * Aborted when the client goes away, so upstream work stops with it. No native AbortSignal is
   * made unless asked for (`nativeSignal`): one per request is costly (see RequestCancellation).
   */
  cancellation: AbortSource;
  config: Readonly<GatewayConfig>;
  logger: Logger;
  /** The gateway's Prometheus metrics (metrics/registry.ts): label values never from client input. */
  metrics: GatewayMetrics;
  /** The REST client bound to this request's token, signal and upstream budget. */
  rest: RestCaller;
  /**
   * What this request may spend upstream: `UPSTREAM_MAX_CALLS_PER_REQUEST` calls, all ending by
   * one deadline (`UPSTREAM_TIMEOUT_MS` from when this context was made), identical reads made
   * once. The REST caller and the upstream GraphQL executor both draw on it.
   */
  budget: RequestBudget;
  /**
   * The request's one account (http/request-ledger.ts): its caller, each upstream call, what the
   * upstream said about the token, each write. Written by the upstream clients only; the rate
   * limit, accepted tokens, persisted documents and the response cache read it.
   */
  ledger: RequestLedger;
  /** Per-request DataLoaders (see `defineLoader`). */
  loaders: LoaderRegistry;
  /** Shared key-value store (Redis when `REDIS_URL` is set): idempotency keys. */
  store: KeyValueStore;
  /** The gateway's ID directory (src/id-directory.ts), made once with the gateway. */
  directory: IdDirectory;
  /** The upstream GraphQL interface (schema and executor) of the schema current when the request began. */
  upstream: UpstreamRuntime;
  /**
   * The request's trace (gateway/tracing.ts), which each upstream call (REST, GraphQL upstream,
   * storage) joins with a span of its own; undefined when tracing is off.
   */
  trace: UpstreamTrace | undefined;
  /** What the operation's plan says before its first upstream call (src/gateway/plans.ts); undefined until execution starts, or for a mutation, subscription or incremental operation. */
  plan: RequestPlan | undefined;
}

/** Long-lived things a context is made from. */
export interface ContextServices {
  config: Readonly<GatewayConfig>;
  logger: Logger;
  metrics: GatewayMetrics;
  rest: RestClient;
  store: KeyValueStore;
  directory: IdDirectory;
  /** The upstream runtime new requests use (the schema holder swaps it with the schema). */
  upstream: () => UpstreamRuntime;
}

/**
 * Opens the context of one request on `target`, yoga's own context object (the request's server
 * context), and returns it. Each field is written by its own assignment, in one order: V8 keeps
 * such an object's properties fast, whereas `Object.assign` of this many fields (yoga's merge of a
 * context factory's answer) turns it into a dictionary, and every later `ctx.` read of the
 * request into a hash lookup (docs/performance.md, "The request's context"). `cancellation` is
 * the HTTP entry's (fired when the connection closes early, gateway/http-entry.ts); without one,
 * the request's own signal is followed. What most requests never use is made on first use by
 * the field's own object: the pino child logger (`lazyChild`), the native AbortSignal
 * (`nativeSignal(ctx.cancellation)`).
 */
export function openContext(
  target: object,
  services: ContextServices,
  request: Request,
  requestId: string,
  ledger: RequestLedger,
  cancellation: RequestCancellation = new RequestCancellation(() => request.signal),
  trace?: UpstreamTrace,
): GatewayContext {
  const ctx = target as GatewayContext;
  // The request's deadline starts here, before any resolver runs.
  const budget = new RequestBudget(services.config.upstreamMaxCallsPerRequest, services.config.upstreamTimeoutMs);
  ctx.config = services.config;
  ctx.token = ledger.caller.token;
  ctx.requestId = requestId;
  ctx.cancellation = cancellation;
  ctx.ledger = ledger;
  ctx.trace = trace;
  // Tags every line with the request id; the pino child is made on the first line logged.
  ctx.logger = lazyChild(services.logger, { requestId });
  ctx.metrics = services.metrics;
  ctx.budget = budget;
  ctx.rest = services.rest.bind(ledger.caller.token, cancellation, budget, trace, ledger);
  ctx.loaders = createLoaderRegistry();
  ctx.store = services.store;
  ctx.directory = services.directory;
  ctx.upstream = services.upstream();
  ctx.plan = undefined;
  return ctx;
}

const REQUEST_ID = /^[A-Za-z0-9._:-]{1,64}$/;

/** The caller's `x-request-id` when it is a sane one (it is logged), else a fresh UUID. */
export function requestIdFor(request: Request): string {
  const given = request.headers.get('x-request-id');
  return given && REQUEST_ID.test(given) ? given : flatUuid();
}
