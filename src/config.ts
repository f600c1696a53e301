import { z } from 'zod';

/**
 * The gateway's configuration: the only module that reads `process.env` (through
 * `loadConfig(process.env)` in main). Every variable is validated at start; a bad one fails
 * loudly with one line naming it. A disabled feature is `null`, never a second flag.
 *
 * Each setting is written once, in `configSchema`: its name in the config, its documentation,
 * the variable it is read from (`.describe(VARIABLE)`), its kind, default and the sentence
 * printed when it is wrong. `GatewayConfig` is the schema's output type (`z.infer`); what
 * depends on several variables (the upstream pair, the sandbox-mode defaults, tracing) is the
 * schema's final `transform`. To add a variable: add one entry below.
 */

export const LOG_LEVELS = ['debug', 'info', 'warn', 'error', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

export const PERSISTED_DOCUMENTS_MODES = ['off', 'allow', 'only'] as const;
export type PersistedDocumentsMode = (typeof PERSISTED_DOCUMENTS_MODES)[number];

export const OTLP_PROTOCOLS = ['http/protobuf', 'http/json'] as const;
type OtlpProtocol = (typeof OTLP_PROTOCOLS)[number];

export const DEFAULT_APP_ORIGIN = 'https://creators.example.com';

/** Limits every operation is checked against before any upstream call; each has its own variable, see README. */
const limitsSchema = z.object({
  /** Most lexical tokens in a document; the parser stops at the first one past it. @default 2_000 */
  tokens: integer(10, 1_000_000, 2_000).describe('LIMIT_TOKENS'),
  /** Deepest field nesting (introspection's own nesting is not counted). @default 12 */
  depth: integer(1, 1_000, 12).describe('LIMIT_DEPTH'),
  /** Most aliases in one operation. @default 30 */
  aliases: integer(0, 100_000, 30).describe('LIMIT_ALIASES'),
  /** Most directives in one operation. @default 20 */
  directives: integer(0, 100_000, 20).describe('LIMIT_DIRECTIVES'),
  /** Most times one response key may be selected within one selection set. @default 10 */
  fieldRepeats: integer(1, 100_000, 10).describe('LIMIT_FIELD_REPEATS'),
  /** Most total cost of one operation (see docs/limits.md). @default 5_000 */
  cost: integer(1, 100_000_000, 5_000).describe('LIMIT_COST'),
  /** Largest JSON (non-upload) request body, in bytes. @default 1_048_576 */
  bodyBytes: integer(1_024, 100_000_000, 1_048_576).describe('LIMIT_BODY_BYTES'),
  /** Largest `variables` object, as JSON bytes. @default 262_144 */
  variablesBytes: integer(2, 100_000_000, 262_144).describe('LIMIT_VARIABLES_BYTES'),
  /** Operations allowed in one batched request; null: batching off. @default null */
  batch: optionalInteger(1, 1_000).describe('LIMIT_BATCH'),
});

/** OpenTelemetry's own names (its SDK reads the others it knows, e.g. OTEL_EXPORTER_OTLP_HEADERS); see `tracing` below. */
const otelSchema = z.object({
  endpoint: httpUrl().describe('OTEL_EXPORTER_OTLP_ENDPOINT'),
  tracesEndpoint: httpUrl().describe('OTEL_EXPORTER_OTLP_TRACES_ENDPOINT'),
  protocol: otlpProtocol().describe('OTEL_EXPORTER_OTLP_PROTOCOL'),
  tracesProtocol: otlpProtocol().describe('OTEL_EXPORTER_OTLP_TRACES_PROTOCOL'),
  serviceName: z
    .string()
    .optional()
    .transform((raw) => (present(raw) ? raw!.trim() : 'podcast-graph-gateway'))
    .describe('OTEL_SERVICE_NAME'),
  // OpenTelemetry's rule: only `true`, in any case, disables; anything else is false (the name is
  // often set for a whole cluster, so another spelling must not stop the gateway from starting).
  disabled: z
    .string()
    .optional()
    .transform((raw) => raw?.trim().toLowerCase() === 'true')
    .describe('OTEL_SDK_DISABLED'),
});

const configSchema = z
  .object({
    /** Port the HTTP server listens on. @default 4000 */
    port: integer(0, 65_535, 4000).describe('PORT'),
    /** `{base_url}` of the REST interface (document 1), without a trailing slash; with the next, `upstream`. */
    restUrl: httpUrl().describe('UPSTREAM_REST_URL'),
    /** `{graph_url}` of the GraphQL interface (document 2); the gateway posts to `${graphUrl}/v2/graph-pq`. */
    graphUrl: httpUrl().describe('UPSTREAM_GRAPH_URL'),
    /** `{app_origin}` sent as `Origin` and `Referer` on REST POST/PUT (spec 4.0). */
    appOrigin: origin(DEFAULT_APP_ORIGIN).describe('UPSTREAM_APP_ORIGIN'),
    /** Shared store for replicas; `null` keeps shared state in-process. */
    redisUrl: redisUrl().describe('REDIS_URL'),
    logLevel: oneOf(LOG_LEVELS, 'info').describe('LOG_LEVEL'),
    /**
     * `LOG_REDACT`: paths censored in log lines (pino's syntax: `variables.input.email`,
     * `*.password`, `headers["x-api-key"]`), on top of tokens and secret-named keys, always censored. @default []
     */
    logRedact: redactPaths().describe('LOG_REDACT'),
    /**
     * Bound of all upstream work of one request (its deadline starts when its context is made),
     * retries and the wait for a pooled connection included; also each upload pipeline call's own
     * bound. @default 10_000
     */
    upstreamTimeoutMs: integer(1, 600_000, 10_000).describe('UPSTREAM_TIMEOUT_MS'),
    /** Bound of establishing one upstream connection. @default 3_000 */
    upstreamConnectTimeoutMs: integer(1, 600_000, 3_000).describe('UPSTREAM_CONNECT_TIMEOUT_MS'),
    /** Extra attempts of an idempotent GET after a connection error or 502/503/504. @default 2 */
    upstreamRetries: integer(0, 10, 2).describe('UPSTREAM_RETRIES'),
    /**
     * Most connections kept open to each upstream (REST, GraphQL), per process; one REST route's
     * bulkhead takes half. Beyond it calls wait: at 20 ms per call, 50 clients asking 20 episodes
     * each keep 1,000 calls of one route in flight, and 64 connections served 133 requests/s
     * where a 256-connection hand-written server served 482 (issue 9, docs/bench.md). Sockets
     * open only as calls need them. @default 2_048
     */
    upstreamMaxConnections: integer(1, 100_000, 2_048).describe('UPSTREAM_MAX_CONNECTIONS'),
    /**
     * Consecutive failures (5xx, connection errors, timeouts; never a 4xx) of one upstream route
     * group that open its circuit breaker: its calls then fail fast with UPSTREAM_UNAVAILABLE.
     * @default 5
     */
    breakerFailures: integer(1, 10_000, 5).describe('BREAKER_FAILURES'),
    /** How long an open breaker fails fast before one probe call may go; a success closes it. @default 10_000 */
    breakerResetMs: integer(1, 3_600_000, 10_000).describe('BREAKER_RESET_MS'),
    /** How long shutdown waits for in-flight requests before closing them. @default 10_000 */
    shutdownGraceMs: integer(0, 600_000, 10_000).describe('SHUTDOWN_GRACE_MS'),
    /**
     * `READINESS_REQUIRES_STORE`: `/readyz` answers 503 (`not-ready`) while the shared store
     * (Redis) is down; off, it answers 200 `degraded` and the gateway serves on its fallbacks. @default false
     */
    readinessRequiresStore: optionalBoolean().transform((on) => on ?? false).describe('READINESS_REQUIRES_STORE'),
    /** Prefix of Redis keys and channels, so deployments or test runs can share one Redis. @default 'gw:' */
    redisKeyPrefix: keyPrefix('gw:').describe('REDIS_KEY_PREFIX'),
    /** Uploads: give up polling the host's processing after this long (spec 4.26: about 300 s). @default 300_000 */
    uploadPollTimeoutMs: integer(1, 3_600_000, 300_000).describe('UPLOAD_POLL_TIMEOUT_MS'),
    /** Uploads: first wait before polling processing; waits grow by half up to the max. @default 500 */
    uploadPollInitialMs: integer(1, 60_000, 500).describe('UPLOAD_POLL_INITIAL_MS'),
    /** Uploads: longest wait between two polls. @default 5_000 */
    uploadPollMaxMs: integer(1, 600_000, 5_000).describe('UPLOAD_POLL_MAX_MS'),
    /** Analytics insights: first wait before reading a generating insight again; waits double up to the max. @default 1_000 */
    insightPollInitialMs: integer(1, 600_000, 1_000).describe('INSIGHT_POLL_INITIAL_MS'),
    /** Analytics insights: longest wait between two reads. @default 8_000 */
    insightPollMaxMs: integer(1, 600_000, 8_000).describe('INSIGHT_POLL_MAX_MS'),
    /** Analytics insights: most reads of one insight before the job fails (UPSTREAM_TIMEOUT). @default 20 */
    insightPollMaxCalls: integer(1, 1_000, 20).describe('INSIGHT_POLL_MAX_CALLS'),
    /** Analytics insights: how long after the request the gateway stops following an insight. @default 120_000 */
    insightPollTimeoutMs: integer(1, 3_600_000, 120_000).describe('INSIGHT_POLL_TIMEOUT_MS'),
    /** Analytics insights this process follows at once; a new one past it is a FAILED job (RATE_LIMITED) with its insightId. @default 500 */
    insightMaxFollowed: integer(1, 100_000, 500).describe('INSIGHT_MAX_FOLLOWED'),
    /** Uploads: where files sent without a declared size are spooled; null is the OS temp dir. */
    uploadSpoolDir: optionalText().describe('UPLOAD_SPOOL_DIR'),
    /** Reload the upstream GraphQL schema this often without restart; null: off (only retried while degraded). */
    schemaRefreshIntervalMs: optionalInteger(1_000, 86_400_000).describe('SCHEMA_REFRESH_INTERVAL_MS'),
    /** Token used only to introspect the upstream GraphQL interface (never a caller's); null: the sandbox token or none. */
    introspectionToken: optionalText().describe('UPSTREAM_INTROSPECTION_TOKEN'),
    /** Serve GraphiQL at the GraphQL endpoint. @default true in sandbox mode, false otherwise */
    graphiql: optionalBoolean().describe('GRAPHIQL'),
    /** Answer introspection queries (and suggest field names in errors). @default true in sandbox mode, false otherwise */
    introspection: optionalBoolean().describe('INTROSPECTION'),
    /** Serve the creator dashboard (examples/dashboard, once built) at `/app`. @default true in sandbox mode, false otherwise */
    dashboard: optionalBoolean().describe('DASHBOARD'),
    /** Browser origins allowed by CORS (with credentials); empty: no CORS headers at all. @default [] */
    corsOrigins: originList().describe('CORS_ORIGINS'),
    /** Limits every operation is checked against before any upstream call. */
    limits: limitsSchema,
    /** Most upstream calls (REST, GraphQL) one client request may make; upload pipelines have their own bounds. @default 100 */
    upstreamMaxCallsPerRequest: integer(1, 100_000, 100).describe('UPSTREAM_MAX_CALLS_PER_REQUEST'),
    /** Connections to the gateway open at once; more are refused. @default 1024 */
    maxConnections: integer(1, 1_000_000, 1_024).describe('MAX_CONNECTIONS'),
    /**
     * Most memory V8 gives young objects on the gateway's thread, in MB (two semi-spaces of a
     * third each, plus the space for large young objects), or 0: V8's own bound (48 MB, or a
     * `--max-semi-space-size` in NODE_OPTIONS) with the gateway on the process's main thread.
     * Above 0 the gateway runs on a worker thread sized so: 96 made fan-outs cost about 8 % less
     * CPU on one machine and nothing measurable on another, for about 30 MB more peak RSS
     * (docs/performance.md, "Memory"). @default 0
     */
    heapYoungGenerationMb: integer(0, 4_096, 0).describe('HEAP_YOUNG_GENERATION_MB'),
    /** `COMPRESSION`: gzip or br answers when the client accepts them (off behind a compressing proxy). @default true */
    compression: optionalBoolean().describe('COMPRESSION'),
    /** `COMPRESSION_MIN_BYTES`: smaller answers go uncompressed. @default 1024 */
    compressionMinBytes: integer(0, 1_000_000_000, 1_024).describe('COMPRESSION_MIN_BYTES'),
    /** `WEBSOCKET`: GraphQL over WebSocket (graphql-ws, `graphql-transport-ws`) at the GraphQL endpoint. @default true */
    websocket: optionalBoolean().describe('WEBSOCKET'),
    /**
     * `PLANNED_EXECUTION`: documents the planner covers run their plan (src/plan/); off, every
     * document runs through graphql-js and the resolvers (the reference the differential tests
     * compare with). @default true
     */
    plannedExecution: optionalBoolean().describe('PLANNED_EXECUTION'),
    /** `WEBSOCKET_INIT_TIMEOUT_MS`: time a socket has to send `connection_init` before it is closed (4408). @default 10_000 */
    websocketInitTimeoutMs: integer(100, 600_000, 10_000).describe('WEBSOCKET_INIT_TIMEOUT_MS'),
    /** `WEBSOCKET_KEEPALIVE_MS`: a ping every this often; a socket that did not answer the last one is closed. @default 30_000 */
    websocketKeepAliveMs: integer(1_000, 3_600_000, 30_000).describe('WEBSOCKET_KEEPALIVE_MS'),
    /** `WEBSOCKET_MAX_CONNECTIONS_PER_TOKEN`: sockets open at once per token (a socket without one: per client address). @default 10 */
    websocketMaxConnectionsPerToken: integer(1, 1_000_000, 10).describe('WEBSOCKET_MAX_CONNECTIONS_PER_TOKEN'),
    /** `WEBSOCKET_MAX_SUBSCRIPTIONS_PER_TOKEN`: operations running at once over all of a token's sockets. @default 100 */
    websocketMaxSubscriptionsPerToken: integer(1, 1_000_000, 100).describe('WEBSOCKET_MAX_SUBSCRIPTIONS_PER_TOKEN'),
    /** `HTTP_SUBSCRIPTIONS_MAX_PER_TOKEN`: subscriptions over HTTP (SSE, multipart) running at once per token (without one: per client address). @default 20 */
    httpSubscriptionsMaxPerToken: integer(1, 1_000_000, 20).describe('HTTP_SUBSCRIPTIONS_MAX_PER_TOKEN'),
    /**
     * `TRUST_PROXY_HOPS`: proxies in front of the gateway that each append the address they saw to
     * `X-Forwarded-For`; the client's address is that many entries from the right. 0: the socket's
     * address, the header ignored (any client can write it). @default 0
     */
    trustProxyHops: integer(0, 16, 0).describe('TRUST_PROXY_HOPS'),
    /** Time a client has to send a request's headers. @default 10_000 */
    requestHeadersTimeoutMs: integer(100, 600_000, 10_000).describe('REQUEST_HEADERS_TIMEOUT_MS'),
    /** Time a client has to send the whole body of an ordinary (non-upload) request. @default 30_000 */
    requestBodyTimeoutMs: integer(100, 3_600_000, 30_000).describe('REQUEST_BODY_TIMEOUT_MS'),
    /** An upload's body may pause this long between two chunks before it is cut. @default 60_000 */
    uploadIdleTimeoutMs: integer(100, 3_600_000, 60_000).describe('UPLOAD_IDLE_TIMEOUT_MS'),
    /**
     * `SCHEMA_SNAPSHOT_PATH`: the upstream schema snapshot (SDL) served when the upstream GraphQL
     * interface cannot be introspected at start; null: the committed `schema/upstream.graphql`.
     */
    schemaSnapshotPath: optionalText().describe('SCHEMA_SNAPSHOT_PATH'),
    /**
     * `RATE_LIMIT_PER_MINUTE`: GraphQL operations one caller (a bearer token, else a client address)
     * may start per minute, counted in Redis across replicas when `REDIS_URL` is set; null: off.
     */
    rateLimitPerMinute: optionalInteger(1, 10_000_000).describe('RATE_LIMIT_PER_MINUTE'),
    /**
     * `PERSISTED_DOCUMENTS`: `off` (documents as text only, nothing else read), `allow` (the
     * manifest's hashes, automatic persisted queries and ad hoc documents) or `only` (the manifest's
     * documents and nothing else). @default 'off'
     */
    persistedDocuments: oneOf(PERSISTED_DOCUMENTS_MODES, 'off').describe('PERSISTED_DOCUMENTS'),
    /** `PERSISTED_DOCUMENTS_MANIFEST`: the manifest (hash to document); null: the client package's, client/src/generated/persisted-documents.json. */
    persistedDocumentsManifest: optionalText().describe('PERSISTED_DOCUMENTS_MANIFEST'),
    /** `PERSISTED_QUERIES_MAX`: automatic persisted queries kept in-process (an LRU; with REDIS_URL they live in Redis, 24 h each). @default 1_000 */
    persistedQueriesMax: integer(1, 10_000_000, 1_000).describe('PERSISTED_QUERIES_MAX'),
    /**
     * `RESPONSE_CACHE_TTL_MS`: how long a query's answer is kept for its caller (the longest TTL;
     * some types keep theirs shorter, docs/operations.md), in Redis when `REDIS_URL` is set;
     * null (unset or 0): off.
     */
    responseCacheTtlMs: optionalInteger(0, 86_400_000)
      // 0 turns the cache off, as unset does.
      .transform((ms) => ms || null)
      .describe('RESPONSE_CACHE_TTL_MS'),
    /** `RESPONSE_CACHE_MAX_MB`: the in-process response cache's bound (answers' JSON text). @default 32 */
    responseCacheMaxMb: integer(1, 4_096, 32).describe('RESPONSE_CACHE_MAX_MB'),
    otel: otelSchema,
  })
  .transform(({ restUrl, graphUrl, graphiql, introspection, dashboard, compression, websocket, plannedExecution, otel, ...settings }) => {
    /** Upstream URLs; `null` means sandbox mode (main starts the embedded simulator). */
    const upstream = restUrl && graphUrl ? { restUrl, graphUrl } : null;
    return {
      ...settings,
      upstream,
      // Sandbox mode (no upstream configured) is for exploring: GraphiQL and introspection on.
      graphiql: graphiql ?? !upstream,
      introspection: introspection ?? !upstream,
      dashboard: dashboard ?? !upstream,
      compression: compression ?? true,
      websocket: websocket ?? true,
      plannedExecution: plannedExecution ?? true,
      /** Set by main in sandbox mode: a token the sandbox accepts, prefilled in GraphiQL. */
      sandboxToken: null as string | null,
      /**
       * OpenTelemetry traces, exported over OTLP/HTTP when `OTEL_EXPORTER_OTLP_ENDPOINT` or
       * `OTEL_EXPORTER_OTLP_TRACES_ENDPOINT` is set; null: off, and no tracing code is loaded or run
       * (docs/operations.md).
       */
      tracing: tracingOf(otel),
    };
  });

export type GatewayConfig = z.infer<typeof configSchema>;
export type UpstreamConfig = NonNullable<GatewayConfig['upstream']>;
export type OperationLimits = GatewayConfig['limits'];
export type TracingConfig = NonNullable<GatewayConfig['tracing']>;

function tracingOf(otel: z.infer<typeof otelSchema>): { tracesUrl: string; protocol: OtlpProtocol; serviceName: string } | null {
  if (otel.disabled) return null;
  // The signal's own endpoint is used as is; the general one is a base the signal's path is added to (OTLP exporter spec).
  const tracesUrl = otel.tracesEndpoint ?? (otel.endpoint ? `${otel.endpoint}/v1/traces` : null);
  if (!tracesUrl) return null;
  return {
    /** Where spans are posted: `OTEL_EXPORTER_OTLP_TRACES_ENDPOINT` as is, else `OTEL_EXPORTER_OTLP_ENDPOINT` + `/v1/traces`. */
    tracesUrl,
    /** `OTEL_EXPORTER_OTLP_TRACES_PROTOCOL` or `OTEL_EXPORTER_OTLP_PROTOCOL`. @default 'http/protobuf' (the OTLP default) */
    protocol: otel.tracesProtocol ?? otel.protocol ?? 'http/protobuf',
    /** `OTEL_SERVICE_NAME`. @default 'podcast-graph-gateway' */
    serviceName: otel.serviceName,
  };
}

/** Thrown by `loadConfig` with every bad variable, so one start reports them all. */
export class ConfigError extends Error {
  readonly problems: ReadonlyArray<{ variable: string; message: string }>;
  constructor(problems: ReadonlyArray<{ variable: string; message: string }>) {
    super(problems.map((p) => `config: ${p.variable} ${p.message}`).join('\n'));
    this.name = 'ConfigError';
    this.problems = problems;
  }
}

type Env = Record<string, string | undefined>;

/** The schema's input: each setting's variable, read where the setting sits (`.describe(VARIABLE)`). */
function inputOf(shape: z.ZodRawShape, env: Env): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, schema] of Object.entries(shape)) {
    out[key] = schema instanceof z.ZodObject ? inputOf(schema.shape as z.ZodRawShape, env) : env[variableOf(schema)];
  }
  return out;
}

function variableOf(schema: z.ZodTypeAny): string {
  if (!schema.description) throw new Error('config: a setting without its variable');
  return schema.description;
}

/** The variable of the setting at a path of the schema's shape (`['limits', 'tokens']`). */
function variableAt(path: ReadonlyArray<string | number>): string {
  let schema: z.ZodTypeAny = configSchema.innerType();
  for (const key of path) {
    if (!(schema instanceof z.ZodObject)) break;
    schema = (schema.shape as z.ZodRawShape)[String(key)];
  }
  return variableOf(schema);
}

/** Validates the whole environment; returns a frozen config or throws a ConfigError listing every bad variable. */
export function loadConfig(env: Env): Readonly<GatewayConfig> {
  const result = configSchema.safeParse(inputOf(configSchema.innerType().shape, env));
  const problems: { variable: string; message: string }[] = [];
  if (!result.success) {
    for (const issue of result.error.issues) {
      const variable = variableAt(issue.path);
      problems.push({ variable, message: `${issue.message} (got ${shown(env[variable])})` });
    }
  }
  // Half a pair of upstreams would silently mix a real API with the sandbox.
  const rest = present(env.UPSTREAM_REST_URL);
  const graph = present(env.UPSTREAM_GRAPH_URL);
  if (rest !== graph) {
    const [set, unset] = rest ? ['UPSTREAM_REST_URL', 'UPSTREAM_GRAPH_URL'] : ['UPSTREAM_GRAPH_URL', 'UPSTREAM_REST_URL'];
    problems.push({ variable: unset, message: `must be set when ${set} is set (set both, or neither to use the sandbox)` });
  }
  if (problems.length > 0 || !result.success) throw new ConfigError(problems);
  return Object.freeze(result.data);
}

/** A copy of a config with overrides (main points a sandbox-mode config at the sandbox). */
export function withOverrides(config: Readonly<GatewayConfig>, overrides: Partial<GatewayConfig>): Readonly<GatewayConfig> {
  return Object.freeze({ ...config, ...overrides });
}

// ---- variable kinds: each returns a zod schema over the raw string, with the sentence printed when wrong

function present(raw: string | undefined): boolean {
  return raw !== undefined && raw.trim() !== '';
}

function integer(min: number, max: number, fallback: number) {
  return z
    .string()
    .optional()
    .transform((raw, ctx) => {
      if (!present(raw)) return fallback;
      const text = raw!.trim();
      const n = Number(text);
      if (!/^-?\d+$/.test(text) || n < min || n > max) {
        ctx.addIssue({ code: 'custom', message: `must be an integer ${min}-${max}` });
        return z.NEVER;
      }
      return n;
    });
}

/** Free text, trimmed; unset (or blank): null. */
function optionalText() {
  return z
    .string()
    .optional()
    .transform((raw): string | null => (present(raw) ? raw!.trim() : null));
}

/** Unset means off (null), as for every optional feature. */
function optionalInteger(min: number, max: number) {
  return z
    .string()
    .optional()
    .transform((raw, ctx): number | null => {
      if (!present(raw)) return null;
      const text = raw!.trim();
      const n = Number(text);
      if (!/^\d+$/.test(text) || n < min || n > max) {
        ctx.addIssue({ code: 'custom', message: `must be an integer ${min}-${max}, or unset to turn it off` });
        return z.NEVER;
      }
      return n;
    });
}

/** `true`/`false` (also 1/0, yes/no, on/off); unset: null, so the caller picks the mode's default. */
function optionalBoolean() {
  return z
    .string()
    .optional()
    .transform((raw, ctx): boolean | null => {
      if (!present(raw)) return null;
      const text = raw!.trim().toLowerCase();
      if (['true', '1', 'yes', 'on'].includes(text)) return true;
      if (['false', '0', 'no', 'off'].includes(text)) return false;
      ctx.addIssue({ code: 'custom', message: 'must be true or false' });
      return z.NEVER;
    });
}

/** Comma-separated origins (`https://app.example.com,http://localhost:5173`); unset: none. */
function originList() {
  return z
    .string()
    .optional()
    .transform((raw, ctx): readonly string[] => {
      if (!present(raw)) return Object.freeze([]);
      const origins: string[] = [];
      for (const part of raw!.split(',').map((p) => p.trim().replace(/\/$/, '')).filter(Boolean)) {
        const url = parseUrl(part);
        if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:') || url.origin !== part) {
          ctx.addIssue({ code: 'custom', message: `must be comma-separated origins such as https://app.example.com (not ${JSON.stringify(part)})` });
          return z.NEVER;
        }
        origins.push(url.origin);
      }
      return Object.freeze(origins);
    });
}

// A path of keys: names or `*` joined by dots, or bracketed ("quoted", index, *); pino's redaction syntax.
const REDACT_PATH = /^(?:[A-Za-z_$][\w$]*|\*|\[(?:"[^"\]]*"|'[^'\]]*'|\d+|\*)\])(?:\.(?:[A-Za-z_$][\w$]*|\*)|\[(?:"[^"\]]*"|'[^'\]]*'|\d+|\*)\])*$/;

/** Comma-separated log paths to censor (`variables.input.email,*.password`); unset: none. */
function redactPaths() {
  return z
    .string()
    .optional()
    .transform((raw, ctx): readonly string[] => {
      if (!present(raw)) return Object.freeze([]);
      const paths = raw!.split(',').map((p) => p.trim()).filter(Boolean);
      const bad = paths.find((p) => !REDACT_PATH.test(p));
      if (bad !== undefined) {
        ctx.addIssue({ code: 'custom', message: `must be comma-separated paths such as variables.input.email,*.password,headers["x-api-key"] (not ${JSON.stringify(bad)})` });
        return z.NEVER;
      }
      return Object.freeze(paths);
    });
}

function httpUrl() {
  return z
    .string()
    .optional()
    .transform((raw, ctx): string | null => {
      if (!present(raw)) return null;
      const url = parseUrl(raw!.trim());
      if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:') || url.search || url.hash) {
        ctx.addIssue({ code: 'custom', message: 'must be an absolute http(s) URL without query string' });
        return z.NEVER;
      }
      return url.href.replace(/\/+$/, '');
    });
}

/** OTLP over HTTP only: the gRPC exporter is not bundled. */
function otlpProtocol() {
  return z
    .string()
    .optional()
    .transform((raw, ctx): OtlpProtocol | null => {
      if (!present(raw)) return null;
      const text = raw!.trim().toLowerCase();
      if (!(OTLP_PROTOCOLS as readonly string[]).includes(text)) {
        ctx.addIssue({ code: 'custom', message: `must be one of ${OTLP_PROTOCOLS.join(', ')} (grpc is not supported)` });
        return z.NEVER;
      }
      return text as OtlpProtocol;
    });
}

function origin(fallback: string) {
  return z
    .string()
    .optional()
    .transform((raw, ctx) => {
      if (!present(raw)) return fallback;
      const text = raw!.trim().replace(/\/$/, '');
      const url = parseUrl(text);
      if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:') || url.origin !== text) {
        ctx.addIssue({ code: 'custom', message: 'must be an origin such as https://creators.example.com (scheme and host, no path)' });
        return z.NEVER;
      }
      return url.origin;
    });
}

function redisUrl() {
  return z
    .string()
    .optional()
    .transform((raw, ctx): string | null => {
      if (!present(raw)) return null;
      const url = parseUrl(raw!.trim());
      if (!url || (url.protocol !== 'redis:' && url.protocol !== 'rediss:') || !url.hostname) {
        ctx.addIssue({ code: 'custom', message: 'must be a redis:// or rediss:// URL' });
        return z.NEVER;
      }
      return raw!.trim();
    });
}

function keyPrefix(fallback: string) {
  return z
    .string()
    .optional()
    .transform((raw, ctx) => {
      if (!present(raw)) return fallback;
      const text = raw!.trim();
      if (!/^[A-Za-z0-9:_.-]{1,64}$/.test(text)) {
        ctx.addIssue({ code: 'custom', message: 'must be 1-64 characters of letters, digits and : _ . -' });
        return z.NEVER;
      }
      return text;
    });
}

function oneOf<T extends string>(values: readonly [T, ...T[]], fallback: T) {
  return z
    .string()
    .optional()
    .transform((raw, ctx): T => {
      if (!present(raw)) return fallback;
      const text = raw!.trim().toLowerCase();
      if (!(values as readonly string[]).includes(text)) {
        ctx.addIssue({ code: 'custom', message: `must be one of ${values.join(', ')}` });
        return z.NEVER;
      }
      return text as T;
    });
}

function parseUrl(text: string): URL | null {
  try {
    return new URL(text);
  } catch {
    return null;
  }
}

/** The offending value for the error line, with any URL credentials hidden (a REDIS_URL may hold a password). */
function shown(raw: string | undefined): string {
  if (raw === undefined) return 'nothing';
  const url = parseUrl(raw.trim());
  if (url && (url.password || url.username)) {
    url.username = url.username ? '***' : '';
    url.password = url.password ? '***' : '';
    return JSON.stringify(url.href);
  }
  return JSON.stringify(raw.length > 200 ? `${raw.slice(0, 200)}...` : raw);
}
