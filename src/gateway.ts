import { execute as graphqlExecute, GraphQLError, type GraphQLSchema } from 'graphql';
import { blockFieldSuggestionsPlugin } from '@escape.tech/graphql-armor-block-field-suggestions';
import { createYoga, type Plugin, type YogaServerInstance } from 'graphql-yoga';
import type { RequestListener } from 'node:http';
import type { TracerProvider } from '@opentelemetry/api';
import { Agent } from 'undici';
import type { GatewayConfig, UpstreamConfig } from './config.js';
import { openContext, type GatewayContext } from './context.js';
import { upstreamFieldsOf } from './gateway/cost.js';
import { createDocumentCaches } from './gateway/document-cache.js';
import { CLIENT_CAUSED_CODES } from './gateway/answer-outcome.js';
import { createMaskError } from './gateway/errors.js';
import { metricsRoute } from './gateway/metrics.js';
import { dashboardRoute, pagePersistedMode } from './gateway/dashboard.js';
import { createRequestLog } from './gateway/request-log.js';
import { useClosedErrorCodes } from './gateway/error-codes.js';
import { useCurrentSchema } from './gateway/current-schema.js';
import { documentFacts, resolvedTypesOf, usePlans } from './gateway/plans.js';
import { corsFor } from './gateway/cors.js';
import { httpEntry, httpLayer, inProcessRequest } from './gateway/http-entry.js';
import { graphqlHttp } from './gateway/graphql-http.js';
import { paramsReader } from './gateway/request-params.js';
import { healthRoute } from './gateway/routes.js';
import { attachConnection, connectionOf } from './connection.js';
import { RequestCancellation } from './cancellation.js';
import { useBodyLimit } from './gateway/body-limit.js';
import { useOperationLimits } from './gateway/limits.js';
import { validatedOnce } from './gateway/validation-once.js';
import { acceptGuard, CSRF_HEADERS, useCsrfPrevention, useNoIntrospection, useVariablesLimit } from './gateway/request-guards.js';
import { createReadiness, readinessRoute, type Readiness } from './gateway/readiness.js';
import { rateLimitPlugins } from './gateway/rate-limit.js';
import { createAcceptedTokens } from './gateway/accepted-tokens.js';
import { useCallerIdentity } from './gateway/caller.js';
import { openLedger } from './gateway/ledger.js';
import { loadPersistedDocuments } from './gateway/persisted-documents.js';
import { createResponseCache } from './gateway/response-cache/index.js';
import { requestIdOf } from './gateway/request-id.js';
import { createLogger, type Logger } from './logger.js';
import { createMetrics, type GatewayMetrics } from './metrics/registry.js';
import { gatewayIdDirectory } from './id-directory.js';
import { localTypeDefs, mergedKeys } from './modules/index.js';
import { createInsightService } from './modules/analytics/insight-jobs.js';
import type { InsightsContext } from './modules/analytics/insights-context.js';
import type { UploadContext } from './uploads/one-call.js';
import { gatewayResolvers } from './resolvers.js';
import { routeGroupBounds, UpstreamGuards, type GroupState } from './http/resilience.js';
import { createRestClient, type RestClient } from './rest/client.js';
import { createKeyValueStore, type KeyValueStore } from './store/index.js';
import { createSchemaHolder, createUpstreamExecutor, type SchemaHolder } from './stitching/index.js';
import { createUploadServiceFor, uploadsHttp } from './uploads/plugin.js';
import { withCompressionWhen } from './transport/compression.js';
import { createWebSocketTransport, type UpgradeHandler } from './transport/websocket.js';
import { useHttpSubscriptions } from './transport/http-subscriptions.js';
import { useHttpSubscriptionCaps } from './transport/http-subscription-caps.js';
import { useDeferStream } from '@graphql-yoga/plugin-defer-stream';
import { acceptsIncremental, withIncrementalDirectives, withoutIncrementalDelivery } from './gateway/incremental-delivery.js';

export type { Readiness } from './gateway/readiness.js';

/** GraphiQL's first query: the README's example (an episode of the seeded sandbox account). */
export const EXAMPLE_QUERY = `# The title of one episode. In sandbox mode the Authorization header below
# already holds a token the sandbox accepts: press the run button.
query EpisodeTitle {
  episode(id: 700003) {
    title
  }
}
`;

export interface GatewayDeps {
  logger?: Logger;
  /** GraphiQL's default query. @default EXAMPLE_QUERY */
  graphiqlQuery?: string;
  /** Shared key-value store; tests pass one with their own key prefix. @default Redis at `REDIS_URL`, else in-process */
  store?: KeyValueStore;
  /**
   * Traces go to this provider (a test's, with an in-memory exporter) instead of one made from
   * `OTEL_EXPORTER_OTLP_ENDPOINT`; the gateway does not shut it down. @default OTLP when configured, else no tracing
   */
  tracerProvider?: TracerProvider;
}

export interface Gateway {
  /** What node:http serves: every request through the one HTTP layer (gateway/http-entry.ts). */
  handler: RequestListener;
  /**
   * The same HTTP layer in process, without a socket (no client address; the request stops when
   * `init.signal` aborts): what `handler` answers, for a `Request` made here. A `Request` of the
   * gateway's fetch API (`yoga.fetchAPI.Request`) is answered as it is (the in-process probes
   * hand it one made as the HTTP entry makes them).
   */
  fetch(input: string | Request, init?: RequestInit): Promise<Response>;
  /** WebSocket upgrades at `/graphql` (graphql-ws, each operation through the HTTP layer); null when WEBSOCKET is off. */
  upgrade: UpgradeHandler | null;
  /**
   * The yoga server: its envelop chain, schema and `getResultForParams`, which the HTTP layer runs.
   * Its own `fetch` is yoga's HTTP layer without the gateway's; in-process callers use `fetch` above.
   */
  yoga: YogaServerInstance<Record<string, unknown>, GatewayContext>;
  /** The schema new requests run on (it changes when the upstream schema is refreshed). */
  readonly schema: GraphQLSchema;
  /** Upstream schema state: source (live or snapshot), refresh. */
  schemas: SchemaHolder;
  /** What `/metrics` serves; code that observes something new feeds it (metrics/registry.ts). */
  metrics: GatewayMetrics;
  /** Each upstream route group's circuit breaker and bulkhead, as used so far (for metrics). */
  resilience: { states(): GroupState[] };
  /** Whether upstreams answer and the schema is loaded (what `/readyz` reports). */
  ready(): Promise<Readiness>;
  /** Marks the gateway as shutting down: `/readyz` answers 503 while in-flight requests finish. */
  drain(): void;
  /** Resolves when background work (upload jobs after their mutation answered) has ended, or at `deadline` (epoch ms). */
  settle(deadline: number): Promise<void>;
  /**
   * Stops what still runs (upload jobs end FAILED with SHUTTING_DOWN), writes and publishes their
   * ends, lets in-flight upstream calls finish, then closes the pooled connections and, last,
   * the store (docs/operations.md, "Shutdown").
   */
  close(): Promise<void>;
}

/**
 * Builds the gateway: upstream clients, the stitched schema, and yoga with its plugins
 * (error masking, request id, readiness, cancellation). The caller listens (server.ts).
 */
export async function createGateway(config: Readonly<GatewayConfig>, deps: GatewayDeps = {}): Promise<Gateway> {
  const upstream = requireUpstream(config.upstream);
  const logger = deps.logger ?? createLogger({ level: config.logLevel, redactPaths: config.logRedact });
  const metrics = createMetrics();
  // Trusted documents: the manifest is read once, first (an `only` start without one stops here).
  const persistedDocuments = await loadPersistedDocuments({
    mode: config.persistedDocuments,
    manifestPath: config.persistedDocumentsManifest,
    maxRegistrations: config.persistedQueriesMax,
    maxTokens: config.limits.tokens,
    logger,
  });
  // A circuit breaker per upstream route group (REST: each route template; GraphQL: one) and a
  // bulkhead per group, so one hung REST route cannot take the whole pool (http/resilience.ts).
  const breakers = { breakerFailures: config.breakerFailures, breakerResetMs: config.breakerResetMs };
  // Their log lines (a breaker opening, probing, closing) name the upstream and the group themselves.
  const restGuards = new UpstreamGuards('rest', {
    ...breakers,
    ...routeGroupBounds(config.upstreamMaxConnections),
    logger,
    onShed: (group) => metrics.bulkheadRejected('rest', group),
  });
  // The GraphQL upstream is one group with a pool of its own: all of it, and as many calls waiting.
  const graphGuards = new UpstreamGuards('graph', {
    ...breakers,
    maxConcurrent: config.upstreamMaxConnections,
    maxQueued: config.upstreamMaxConnections,
    logger,
    onShed: (group) => metrics.bulkheadRejected('graph', group),
  });
  // Breaker states and bulkhead queues are read when scraped: nothing per call.
  metrics.onScrape(() => {
    for (const group of [...restGuards.states(), ...graphGuards.states()]) {
      metrics.breakerState(group.upstream, group.group, group.breaker);
      metrics.bulkhead(group.upstream, group.group, group.inFlight, group.queued);
    }
  });
  // Traces (docs/operations.md): the SDK and the tracing plugin are loaded only when on, so a
  // gateway without OTEL_EXPORTER_OTLP_ENDPOINT makes no span and reads or writes no trace header.
  const ownTracerProvider =
    !deps.tracerProvider && config.tracing ? await (await import('./gateway/otlp.js')).createOtlpTracerProvider(config.tracing, logger) : undefined;
  const tracerProvider = deps.tracerProvider ?? ownTracerProvider;
  const tracing = tracerProvider ? (await import('./gateway/tracing.js')).createTracing(tracerProvider) : null;
  const rest: RestClient = createRestClient({
    baseUrl: upstream.restUrl,
    appOrigin: config.appOrigin,
    timeoutMs: config.upstreamTimeoutMs,
    connectTimeoutMs: config.upstreamConnectTimeoutMs,
    retries: config.upstreamRetries,
    connections: config.upstreamMaxConnections,
    guards: restGuards,
    logger: logger.child({ upstream: 'rest' }),
    // A call cut because its caller went away is `cancelled`, not the code its caller was given.
    onCall: (call) => metrics.upstreamCall('rest', call.route, call.cancelled ? 'cancelled' : (call.code ?? 'ok'), call.attempts > 0 ? call.durationMs / 1_000 : null),
  });
  const graphPool = new Agent({
    connections: config.upstreamMaxConnections,
    connect: { timeout: config.upstreamConnectTimeoutMs },
  });
  const executor = createUpstreamExecutor({
    graphUrl: upstream.graphUrl,
    timeoutMs: config.upstreamTimeoutMs,
    dispatcher: graphPool,
    guards: graphGuards,
    onRequest: (call) => metrics.upstreamCall('graph', call.route, call.cancelled ? 'cancelled' : (call.code ?? 'ok'), call.ms / 1_000),
    // What the upstream said, redacted: clients get the code's fixed message (stitching/executor.ts).
    onUpstreamError: (error) => logger[CLIENT_CAUSED_CODES.has(error.code) ? 'info' : 'warn']('upstream GraphQL error', { upstream: 'graph', ...error }),
  });

  // Introspection at start (snapshot when the upstream is unreachable), refresh and swap.
  const schemas = await createSchemaHolder({
    executor,
    // Introspection runs without a caller: a configured token, or the sandbox's.
    introspectionToken: config.introspectionToken ?? config.sandboxToken,
    localTypeDefs,
    localResolvers: gatewayResolvers,
    mergedKeys,
    refreshIntervalMs: config.schemaRefreshIntervalMs,
    attemptTimeoutMs: Math.min(config.upstreamTimeoutMs, 5_000),
    snapshotPath: config.schemaSnapshotPath ?? undefined,
    log: (level, msg, data) => logger[level](msg, data),
  });
  // Fails soft and fast (store/soft.ts): its outages are logged once each way and its fallbacks counted.
  const store =
    deps.store ??
    createKeyValueStore({
      redisUrl: config.redisUrl,
      keyPrefix: config.redisKeyPrefix,
      logger: logger.child({ component: 'store' }),
      onFallback: (operation) => metrics.storeFallback(operation),
    });
  const readiness = createReadiness({
    upstream,
    schemaSource: () => schemas.source(),
    connectTimeoutMs: config.upstreamConnectTimeoutMs,
    openBreakers: () => [...restGuards.open(), ...graphGuards.open()],
    store: () => ({ kind: store.kind, ...store.health() }),
    requireStore: config.readinessRequiresStore,
  });
  // Analytics insights followed to their end, as jobs in the shared store (modules/analytics).
  const insights = createInsightService({
    redisUrl: config.redisUrl,
    keyPrefix: config.redisKeyPrefix,
    kv: store,
    upstream: () => schemas.runtime(),
    upstreamTimeoutMs: config.upstreamTimeoutMs,
    poll: { initialMs: config.insightPollInitialMs, maxMs: config.insightPollMaxMs, maxCalls: config.insightPollMaxCalls, timeoutMs: config.insightPollTimeoutMs },
    maxFollowed: config.insightMaxFollowed,
    logger: logger.child({ area: 'insights' }),
  });
  // The ID directory of this store, one per gateway, handed to every request by its context.
  const directory = gatewayIdDirectory(store, metrics);
  const services = { config, logger, metrics, rest, store, directory, upstream: () => schemas.runtime() };

  // Which tokens the upstream has accepted (gateway/accepted-tokens.ts): the caller identity and the WebSocket caps read it.
  const acceptedTokens = createAcceptedTokens(store);
  const maskError = createMaskError();
  // RESPONSE_CACHE_TTL_MS (null when unset). An upload job names its episode and show: the cache
  // reads them for mutations that name only the job, and invalidates them when a job ends.
  const responseCache = createResponseCache(config, { store, directory, job: (id, token) => uploads.jobs.find(id, token), metrics, logger });
  // Jobs live in the gateway's own store: one connection, one outage log, closed after the uploads.
  const uploads = createUploadServiceFor(config, rest, logger, {}, metrics, responseCache?.jobEnded, store);
  // Streams multipart uploads: a plugin inside yoga, and the HTTP layer's steps around it.
  const uploadsOverHttp = uploadsHttp(uploads);
  // The operations' records (a plugin) and the refusals the HTTP layer makes before any operation.
  const requestLog = createRequestLog({ logger, metrics, upstreamHosts: [new URL(upstream.restUrl).host, new URL(upstream.graphUrl).host] });
  // One chain for every request (docs/limits.md "One pipeline"): every HTTP request, in-process
  // request and WebSocket operation passes the one HTTP layer (gateway/http-entry.ts), whose
  // GraphQL endpoint runs each operation through yoga's getResultForParams and this list.
  const costModel = { upstreamFields: upstreamFieldsOf(gatewayResolvers as Record<string, unknown>[]) };
  const plugins: Plugin[] = [
    // The request's context, written field by field onto yoga's own context object (context.ts,
    // openContext), in place of yoga's `context` option, which merges with Object.assign. A
    // request of the HTTP entry brings its cancellation (no AbortSignal made); one made in process
    // follows its own signal. With tracing on, the request's trace (started in onParams) rides on
    // the initial context; the request's ledger is opened on it (gateway/ledger.ts). The modules'
    // services, the same objects for every request, are named here, where the modules are put
    // together, rather than by a context hook of each module: `ctx.insights` and `ctx.uploads`.
    {
      onContextBuilding({ context }) {
        const { request } = context;
        const ctx = openContext(context, services, request, requestIdOf(request), openLedger(context, request, config.trustProxyHops), connectionOf(request)?.cancellation, tracing?.traceOf(context));
        (ctx as InsightsContext).insights = insights;
        (ctx as UploadContext).uploads = uploads;
      },
    },
    // Asked per request: a refreshed schema serves the next request, in-flight ones finish on theirs.
    // With @defer and @stream declared, once per schema (gateway/incremental-delivery.ts).
    useCurrentSchema(() => schemas.current(), withIncrementalDirectives),
    // @defer and @stream: validation rules; yoga sends the parts (multipart/mixed or SSE).
    useDeferStream() as Plugin,
    useCsrfPrevention(),
    // Who asks (token hash, whether the upstream accepted it, client address), for the two
    // plugins below: strangers are rate limited by address and register no persisted document.
    // With WebSockets on, acceptances are recorded for their caps (transport/websocket.ts).
    ...(config.rateLimitPerMinute !== null || persistedDocuments || config.websocket ? [useCallerIdentity({ tokens: acceptedTokens, trustProxyHops: config.trustProxyHops })] : []),
    // PERSISTED_DOCUMENTS (none when off): in onParams, so a refused document costs no parse,
    // no limit check and no upstream call, on every entry; it puts a hash's text in place.
    // Before the rate limit: yoga runs every onParams hook, and the last result set is the
    // answer, so a refused caller gets the 429, not this plugin's answer.
    ...(persistedDocuments ? [persistedDocuments(store)] : []),
    // RATE_LIMIT_PER_MINUTE (none when unset): in onParams, before any parse or upstream call.
    ...(await rateLimitPlugins(config, logger)),
    useVariablesLimit(config.limits.variablesBytes),
    // graphql-js's execute for queries and mutations (subscriptions keep yoga's executor): it
    // costs less per field than
    // @graphql-tools/executor, whose extras (incremental delivery, a signal between fields) the
    // gateway does not use (npm run bench).
    // A document with @defer or @stream keeps yoga's executor, the one that delivers incrementally
    // (deferred upstream fields too: gateway/incremental-delivery.ts).
    // Each reads the document it is handed, which the next plugin may have rewritten.
    {
      onExecute: ({ args, setExecuteFn }) => {
        if (!documentFacts(args.document).incremental) return setExecuteFn(graphqlExecute);
        const accept = (args.contextValue as { request?: Request }).request?.headers.get('accept');
        if (!acceptsIncremental(accept)) {
          return setExecuteFn((execArgs: Parameters<typeof graphqlExecute>[0]) => graphqlExecute({ ...execArgs, document: withoutIncrementalDelivery(execArgs.document) }));
        }
      },
    },
    // The normal form (fragments inlined, @skip/@include decided) runs, so every planner and
    // stitching's delegation read the selection graphql-js executes (issue 18); a query the
    // planner covers runs its cached plan (src/gateway/plans.ts, docs/performance.md). After the
    // line above, whose execute it wraps; before the limits, which read the plan's cost.
    usePlans({ enabled: config.plannedExecution, cost: costModel, observe: (path) => metrics.execution(path), resolvedTypes: resolvedTypesOf(gatewayResolvers as Record<string, unknown>[]) }),
    useOperationLimits(config.limits, costModel),
    // Subscriptions over HTTP: SSE or Apollo's multipart protocol by the Accept header (a JSON-only
    // one refused, coded, before it starts), then the per-token cap; both before subscribing.
    // The HTTP layer's writer picks the stream (gateway/graphql-http.ts).
    useHttpSubscriptions(),
    useHttpSubscriptionCaps({ maxPerToken: config.httpSubscriptionsMaxPerToken, trustProxyHops: config.trustProxyHops }),
    ...(config.introspection ? [] : [useNoIntrospection(), blockFieldSuggestionsPlugin() as Plugin]),
    // RESPONSE_CACHE_TTL_MS (none when unset): after the limits and rate limits, which a hit
    // passes as any request does, and after the plugin that sets `execute`, which a hit replaces.
    ...(responseCache?.plugins ?? []),
    // No useExecutionCancellation: it hands execution a native AbortSignal per request (costly,
    // docs/performance.md); every upstream call already stops on the context's cancellation.
    // Streams multipart uploads (`ctx.uploads` is written by the context hook above).
    uploadsOverHttp.plugin as Plugin,
    // Recodes results (onExecutionResult); refusals made while reading a request are recoded by the HTTP layer (gateway/graphql-http.ts).
    useClosedErrorCodes(),
    // After the closed codes (its spans name the codes clients get).
    ...(tracing ? [tracing.plugin] : []),
    // After the closed codes (it logs and counts the codes clients get).
    requestLog.plugin,
    // LIMIT_BODY_BYTES, in place of yoga's maxRequestBodySize (gateway/body-limit.ts); last, so it
    // wraps whichever request parser a plugin above picked.
    useBodyLimit(config.limits.bodyBytes),
  ];
  const yoga = createYoga<Record<string, unknown>, GatewayContext>({
    graphqlEndpoint: '/graphql',
    healthCheckEndpoint: '/healthz',
    landingPage: false,
    logging: yogaLogger(logger),
    // useBodyLimit above bounds bodies (multipart uploads have their own limits).
    maxRequestBodySize: false,
    parserAndValidationCache: createDocumentCaches(),
    batching: config.limits.batch === null ? false : { limit: config.limits.batch },
    // CORS is the HTTP layer's, on every answer (below).
    cors: false,
    maskedErrors: { maskError, isDev: false },
    // GraphiQL is the HTTP layer's (below).
    graphiql: false,
    // Every plugin's onValidate runs once per schema and document (gateway/validation-once.ts).
    plugins: validatedOnce(plugins),
  });

  const graphiqlPage = {
    title: 'Podcast graph',
    defaultQuery: deps.graphiqlQuery ?? EXAMPLE_QUERY,
    // A visitor of the sandbox can run the example at once; never prefilled for real upstreams.
    headers: config.sandboxToken ? JSON.stringify({ Authorization: `Bearer ${config.sandboxToken}` }, null, 2) : undefined,
    shouldPersistHeaders: false,
  };
  // The endpoints answered before GraphQL; the dashboard's page talks to /graphql like any client.
  const layer = httpLayer(yoga.fetchAPI, {
    graphql: graphqlHttp(yoga, {
      graphiql: config.graphiql ? () => renderInlinedGraphiQL(graphiqlPage) : null,
      readParams: paramsReader({ bodyBytes: config.limits.bodyBytes, batch: config.limits.batch }),
      acceptRefusal: acceptGuard(),
      uploads: { standIn: (request) => uploadsOverHttp.standIn(request, yoga.fetchAPI), answered: uploadsOverHttp.answered },
      refusals: requestLog.refusals,
      maskError,
    }),
    routes: {
      graphqlEndpoint: '/graphql',
      paths: { '/healthz': healthRoute, '/readyz': readinessRoute(readiness), '/metrics': metricsRoute(metrics) },
      // DASHBOARD: static files and the page's config under /app (GET only).
      trees: config.dashboard ? { '/app': dashboardRoute({ page: { sandboxToken: config.sandboxToken, persisted: pagePersistedMode(config.persistedDocuments) } }) } : {},
    },
    // Browsers of other origins only when allowed by name; none by default.
    cors: corsFor(config.corsOrigins, { allowedHeaders: ['content-type', 'authorization', 'x-request-id', ...CSRF_HEADERS] }),
  });

  return {
    // COMPRESSION: around the HTTP entry (transport/compression.ts).
    handler: withCompressionWhen(config, httpEntry(layer, yoga.fetchAPI.Request, { maxBodyBytes: config.limits.bodyBytes, logger })),
    // A Promise, always (a failure as its rejection).
    fetch: (input, init) => new Promise((resolve) => resolve(layer(inProcessRequest(yoga.fetchAPI.Request, input, init)))),
    // WEBSOCKET: each operation is a request to the HTTP layer, through every plugin above
    // (transport/websocket.ts), with the upgrade's request as its connection and a cancellation
    // that follows the operation's signal.
    upgrade: config.websocket
      ? createWebSocketTransport({ fetch: (input, init, { req }) => new Promise((resolve) => resolve(layer(attachConnection(new yoga.fetchAPI.Request(input, init), { req, cancellation: new RequestCancellation(() => init.signal ?? undefined) })))) }, {
          allowedOrigins: config.corsOrigins,
          trustProxyHops: config.trustProxyHops,
          initTimeoutMs: config.websocketInitTimeoutMs,
          keepAliveMs: config.websocketKeepAliveMs,
          maxConnectionsPerToken: config.websocketMaxConnectionsPerToken,
          maxSubscriptionsPerToken: config.websocketMaxSubscriptionsPerToken,
          maxMessageBytes: config.limits.bodyBytes,
          isAccepted: (hash) => acceptedTokens.isAccepted(hash),
          logger: logger.child({ transport: 'websocket' }),
        })
      : null,
    yoga,
    get schema() {
      return schemas.current();
    },
    schemas,
    metrics,
    resilience: { states: () => [...restGuards.states(), ...graphGuards.states()] },
    ready: () => readiness.check(),
    drain: () => readiness.drain(),
    settle: (deadline) => uploads.settle(deadline),
    async close() {
      schemas.stop();
      // Before the store: a job followed here ends with a last write.
      await insights.close();
      // Disposing yoga closes the uploads (its plugin's onDispose): jobs still running end
      // SHUTTING_DOWN, their ends (and cache invalidations) written while the store is open.
      await yoga.dispose();
      // The own tracer provider's shutdown exports the spans still buffered.
      await Promise.allSettled([rest.close(), graphPool.close(), ...(ownTracerProvider ? [ownTracerProvider.shutdown()] : [])]);
      // Last: what was kept for it (writes made while it was down) gets its last chance to land.
      if (!deps.store) await store.close().catch(() => {});
    },
  };
}

/**
 * GraphiQL with its assets inlined: yoga's default page loads them from a CDN, which closed
 * networks (CI, many offices) cannot reach. The module is 9 MB of strings (about 45 MB of
 * memory once loaded), so it is loaded on the first GraphiQL visit, not at start.
 */
async function renderInlinedGraphiQL(options: Parameters<typeof import('@graphql-yoga/render-graphiql').renderGraphiQL>[0]): Promise<string> {
  const { renderGraphiQL } = await import('@graphql-yoga/render-graphiql');
  return renderGraphiQL(options);
}

function requireUpstream(upstream: UpstreamConfig | null): UpstreamConfig {
  if (!upstream) throw new Error('createGateway needs upstream URLs; main starts the sandbox when none are configured.');
  return upstream;
}

/** Yoga's own log calls, through our logger (and so through its redaction). */
function yogaLogger(logger: Logger) {
  const line = (args: unknown[]) => args.map((a) => (typeof a === 'string' ? a : a instanceof Error ? a.message : JSON.stringify(a))).join(' ');
  return {
    debug: (...args: unknown[]) => logger.isEnabled('debug') && logger.debug(line(args), { source: 'yoga' }),
    info: (...args: unknown[]) => logger.info(line(args), { source: 'yoga' }),
    warn: (...args: unknown[]) => logger.warn(line(args), { source: 'yoga' }),
    // Yoga logs every error it masks; the request log has logged those already, with the request id.
    error: (...args: unknown[]) => !(args.length === 1 && args[0] instanceof GraphQLError) && logger.error(line(args), { source: 'yoga' }),
  };
}
