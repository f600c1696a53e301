import { z } from 'zod';

/**
 * The gateway's configuration: the only module that reads `process.env` (through
 * `loadConfig(process.env)` in main). Every variable is validated at start; a bad one fails
 * loudly with one line naming it. A disabled feature is `null`, never a second flag.
 *
 * To add a variable: add it to `envSchema` (with its default and the sentence printed when it
 * is wrong), then to `GatewayConfig` and `toConfig`.
 */

export const LOG_LEVELS = ['debug', 'info', 'warn', 'error', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

export const PERSISTED_DOCUMENTS_MODES = ['off', 'allow', 'only'] as const;
export type PersistedDocumentsMode = (typeof PERSISTED_DOCUMENTS_MODES)[number];

export interface UpstreamConfig {
  /** `{base_url}` of the REST interface (document 1), without a trailing slash. */
  restUrl: string;
  /** `{graph_url}` of the GraphQL interface (document 2); the gateway posts to `${graphUrl}/v2/graph-pq`. */
  graphUrl: string;
}

export interface GatewayConfig {
  /** Port the HTTP server listens on. @default 4000 */
  port: number;
  /** Upstream URLs; `null` means sandbox mode (main starts the embedded simulator). */
  upstream: UpstreamConfig | null;
  /** `{app_origin}` sent as `Origin` and `Referer` on REST POST/PUT (spec 4.0). */
  appOrigin: string;
  /** Shared store for replicas; `null` keeps shared state in-process. */
  redisUrl: string | null;
  logLevel: LogLevel;
  /**
   * `LOG_REDACT`: paths censored in log lines (pino's syntax: `variables.input.email`,
   * `*.password`, `headers["x-api-key"]`), on top of tokens and secret-named keys, always censored. @default []
   */
  logRedact: readonly string[];
  /**
   * Bound of all upstream work of one request (its deadline starts when its context is made),
   * retries and the wait for a pooled connection included; also each upload pipeline call's own
   * bound. @default 10_000
   */
  upstreamTimeoutMs: number;
  /** Bound of establishing one upstream connection. @default 3_000 */
  upstreamConnectTimeoutMs: number;
  /** Extra attempts of an idempotent GET after a connection error or 502/503/504. @default 2 */
  upstreamRetries: number;
  /**
   * Most connections kept open to each upstream (REST, GraphQL), per process; one REST route's
   * bulkhead takes half. Beyond it calls wait: at 20 ms per call, 50 clients asking 20 episodes
   * each keep 1,000 calls of one route in flight, and 64 connections served 133 requests/s
   * where a 256-connection hand-written server served 482 (issue 9, docs/bench.md). Sockets
   * open only as calls need them. @default 2_048
   */
  upstreamMaxConnections: number;
  /**
   * Consecutive failures (5xx, connection errors, timeouts; never a 4xx) of one upstream route
   * group that open its circuit breaker: its calls then fail fast with UPSTREAM_UNAVAILABLE.
   * @default 5
   */
  breakerFailures: number;
  /** How long an open breaker fails fast before one probe call may go; a success closes it. @default 10_000 */
  breakerResetMs: number;
  /** How long shutdown waits for in-flight requests before closing them. @default 10_000 */
  shutdownGraceMs: number;
  /** Set by main in sandbox mode: a token the sandbox accepts, prefilled in GraphiQL. */
  sandboxToken: string | null;
  /** Reload the upstream GraphQL schema this often without restart; null: off (only retried while degraded). */
  schemaRefreshIntervalMs: number | null;
  /** Token used only to introspect the upstream GraphQL interface (never a caller's); null: the sandbox token or none. */
  introspectionToken: string | null;
  /** Prefix of Redis keys and channels, so deployments or test runs can share one Redis. @default 'gw:' */
  redisKeyPrefix: string;
  /** Uploads: give up polling the host's processing after this long (spec 4.26: about 300 s). @default 300_000 */
  uploadPollTimeoutMs: number;
  /** Uploads: first wait before polling processing; waits grow by half up to the max. @default 500 */
  uploadPollInitialMs: number;
  /** Uploads: longest wait between two polls. @default 5_000 */
  uploadPollMaxMs: number;
  /** Analytics insights: first wait before reading a generating insight again; waits double up to the max. @default 1_000 */
  insightPollInitialMs: number;
  /** Analytics insights: longest wait between two reads. @default 8_000 */
  insightPollMaxMs: number;
  /** Analytics insights: most reads of one insight before the job fails (UPSTREAM_TIMEOUT). @default 20 */
  insightPollMaxCalls: number;
  /** Analytics insights: how long after the request the gateway stops following an insight. @default 120_000 */
  insightPollTimeoutMs: number;
  /** Analytics insights this process follows at once; a new one past it is a FAILED job (RATE_LIMITED) with its insightId. @default 500 */
  insightMaxFollowed: number;
  /** Uploads: where files sent without a declared size are spooled; null is the OS temp dir. */
  uploadSpoolDir: string | null;
  /** Serve GraphiQL at the GraphQL endpoint. @default true in sandbox mode, false otherwise */
  graphiql: boolean;
  /** Answer introspection queries (and suggest field names in errors). @default true in sandbox mode, false otherwise */
  introspection: boolean;
  /** Serve the creator dashboard (examples/dashboard, once built) at `/app`. @default true in sandbox mode, false otherwise */
  dashboard: boolean;
  /** Browser origins allowed by CORS (with credentials); empty: no CORS headers at all. @default [] */
  corsOrigins: readonly string[];
  /** Limits every operation is checked against before any upstream call. */
  limits: OperationLimits;
  /** Most upstream calls (REST, GraphQL) one client request may make; upload pipelines have their own bounds. @default 100 */
  upstreamMaxCallsPerRequest: number;
  /** Connections to the gateway open at once; more are refused. @default 1024 */
  maxConnections: number;
  /** `COMPRESSION`: gzip or br answers when the client accepts them (off behind a compressing proxy). @default true */
  compression: boolean;
  /** `COMPRESSION_MIN_BYTES`: smaller answers go uncompressed. @default 1024 */
  compressionMinBytes: number;
  /** `WEBSOCKET`: GraphQL over WebSocket (graphql-ws, `graphql-transport-ws`) at the GraphQL endpoint. @default true */
  websocket: boolean;
  /** `WEBSOCKET_INIT_TIMEOUT_MS`: time a socket has to send `connection_init` before it is closed (4408). @default 10_000 */
  websocketInitTimeoutMs: number;
  /** `WEBSOCKET_KEEPALIVE_MS`: a ping every this often; a socket that did not answer the last one is closed. @default 30_000 */
  websocketKeepAliveMs: number;
  /** `WEBSOCKET_MAX_CONNECTIONS_PER_TOKEN`: sockets open at once per token (a socket without one: per client address). @default 10 */
  websocketMaxConnectionsPerToken: number;
  /** `WEBSOCKET_MAX_SUBSCRIPTIONS_PER_TOKEN`: operations running at once over all of a token's sockets. @default 100 */
  websocketMaxSubscriptionsPerToken: number;
  /** Time a client has to send a request's headers. @default 10_000 */
  requestHeadersTimeoutMs: number;
  /** Time a client has to send the whole body of an ordinary (non-upload) request. @default 30_000 */
  requestBodyTimeoutMs: number;
  /** An upload's body may pause this long between two chunks before it is cut. @default 60_000 */
  uploadIdleTimeoutMs: number;
  /**
   * `SCHEMA_SNAPSHOT_PATH`: the upstream schema snapshot (SDL) served when the upstream GraphQL
   * interface cannot be introspected at start; null: the committed `schema/upstream.graphql`.
   */
  schemaSnapshotPath: string | null;
  /**
   * `RATE_LIMIT_PER_MINUTE`: GraphQL operations one caller (a bearer token, else a client address)
   * may start per minute, counted in Redis across replicas when `REDIS_URL` is set; null: off.
   */
  rateLimitPerMinute: number | null;
  /**
   * `TRUST_PROXY_HOPS`: proxies in front of the gateway that each append the address they saw to
   * `X-Forwarded-For`; the client's address is that many entries from the right. 0: the socket's
   * address, the header ignored (any client can write it). @default 0
   */
  trustProxyHops: number;
  /**
   * `PERSISTED_DOCUMENTS`: `off` (documents as text only, nothing else read), `allow` (the
   * manifest's hashes, automatic persisted queries and ad hoc documents) or `only` (the manifest's
   * documents and nothing else). @default 'off'
   */
  persistedDocuments: PersistedDocumentsMode;
  /** `PERSISTED_DOCUMENTS_MANIFEST`: the manifest (hash to document); null: the client package's, client/src/generated/persisted-documents.json. */
  persistedDocumentsManifest: string | null;
  /** `PERSISTED_QUERIES_MAX`: automatic persisted queries kept in-process (an LRU; with REDIS_URL they live in Redis, 24 h each). @default 1_000 */
  persistedQueriesMax: number;
  /**
   * `RESPONSE_CACHE_TTL_MS`: how long a query's answer is kept for its caller (the longest TTL;
   * some types keep theirs shorter, docs/operations.md), in Redis when `REDIS_URL` is set;
   * null (unset or 0): off.
   */
  responseCacheTtlMs: number | null;
  /** `RESPONSE_CACHE_MAX_MB`: the in-process response cache's bound (answers' JSON text). @default 32 */
  responseCacheMaxMb: number;
  /**
   * OpenTelemetry traces, exported over OTLP/HTTP when `OTEL_EXPORTER_OTLP_ENDPOINT` or
   * `OTEL_EXPORTER_OTLP_TRACES_ENDPOINT` is set; null: off, and no tracing code is loaded or run
   * (docs/operations.md).
   */
  tracing: TracingConfig | null;
}

export const OTLP_PROTOCOLS = ['http/protobuf', 'http/json'] as const;

export interface TracingConfig {
  /** Where spans are posted: `OTEL_EXPORTER_OTLP_TRACES_ENDPOINT` as is, else `OTEL_EXPORTER_OTLP_ENDPOINT` + `/v1/traces`. */
  tracesUrl: string;
  /** `OTEL_EXPORTER_OTLP_TRACES_PROTOCOL` or `OTEL_EXPORTER_OTLP_PROTOCOL`. @default 'http/protobuf' (the OTLP default) */
  protocol: (typeof OTLP_PROTOCOLS)[number];
  /** `OTEL_SERVICE_NAME`. @default 'podcast-graph-gateway' */
  serviceName: string;
}

/** Operation limits (checked before execution); each has its own variable, see README. */
export interface OperationLimits {
  /** Most lexical tokens in a document; the parser stops at the first one past it. @default 2_000 */
  tokens: number;
  /** Deepest field nesting (introspection's own nesting is not counted). @default 12 */
  depth: number;
  /** Most aliases in one operation. @default 30 */
  aliases: number;
  /** Most directives in one operation. @default 20 */
  directives: number;
  /** Most times one response key may be selected within one selection set. @default 10 */
  fieldRepeats: number;
  /** Most total cost of one operation (see docs/limits.md). @default 5_000 */
  cost: number;
  /** Largest JSON (non-upload) request body, in bytes. @default 1_048_576 */
  bodyBytes: number;
  /** Largest `variables` object, as JSON bytes. @default 262_144 */
  variablesBytes: number;
  /** Operations allowed in one batched request; null: batching off. @default null */
  batch: number | null;
}

export const DEFAULT_APP_ORIGIN = 'https://creators.example.com';

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

const envSchema = z.object({
  PORT: integer(0, 65_535, 4000),
  UPSTREAM_REST_URL: httpUrl(),
  UPSTREAM_GRAPH_URL: httpUrl(),
  UPSTREAM_APP_ORIGIN: origin(DEFAULT_APP_ORIGIN),
  REDIS_URL: redisUrl(),
  LOG_LEVEL: oneOf(LOG_LEVELS, 'info'),
  LOG_REDACT: redactPaths(),
  UPSTREAM_TIMEOUT_MS: integer(1, 600_000, 10_000),
  UPSTREAM_CONNECT_TIMEOUT_MS: integer(1, 600_000, 3_000),
  UPSTREAM_RETRIES: integer(0, 10, 2),
  UPSTREAM_MAX_CONNECTIONS: integer(1, 100_000, 2_048),
  BREAKER_FAILURES: integer(1, 10_000, 5),
  BREAKER_RESET_MS: integer(1, 3_600_000, 10_000),
  SHUTDOWN_GRACE_MS: integer(0, 600_000, 10_000),
  REDIS_KEY_PREFIX: keyPrefix('gw:'),
  UPLOAD_POLL_TIMEOUT_MS: integer(1, 3_600_000, 300_000),
  UPLOAD_POLL_INITIAL_MS: integer(1, 60_000, 500),
  UPLOAD_POLL_MAX_MS: integer(1, 600_000, 5_000),
  INSIGHT_POLL_INITIAL_MS: integer(1, 600_000, 1_000),
  INSIGHT_POLL_MAX_MS: integer(1, 600_000, 8_000),
  INSIGHT_POLL_MAX_CALLS: integer(1, 1_000, 20),
  INSIGHT_POLL_TIMEOUT_MS: integer(1, 3_600_000, 120_000),
  INSIGHT_MAX_FOLLOWED: integer(1, 100_000, 500),
  UPLOAD_SPOOL_DIR: z.string().optional().transform((raw): string | null => (present(raw) ? raw!.trim() : null)),
  SCHEMA_REFRESH_INTERVAL_MS: optionalInteger(1_000, 86_400_000),
  UPSTREAM_INTROSPECTION_TOKEN: z.string().optional().transform((raw): string | null => (present(raw) ? raw!.trim() : null)),
  GRAPHIQL: optionalBoolean(),
  INTROSPECTION: optionalBoolean(),
  DASHBOARD: optionalBoolean(),
  CORS_ORIGINS: originList(),
  LIMIT_TOKENS: integer(10, 1_000_000, 2_000),
  LIMIT_DEPTH: integer(1, 1_000, 12),
  LIMIT_ALIASES: integer(0, 100_000, 30),
  LIMIT_DIRECTIVES: integer(0, 100_000, 20),
  LIMIT_FIELD_REPEATS: integer(1, 100_000, 10),
  LIMIT_COST: integer(1, 100_000_000, 5_000),
  LIMIT_BODY_BYTES: integer(1_024, 100_000_000, 1_048_576),
  LIMIT_VARIABLES_BYTES: integer(2, 100_000_000, 262_144),
  LIMIT_BATCH: optionalInteger(1, 1_000),
  UPSTREAM_MAX_CALLS_PER_REQUEST: integer(1, 100_000, 100),
  MAX_CONNECTIONS: integer(1, 1_000_000, 1_024),
  COMPRESSION: optionalBoolean(),
  COMPRESSION_MIN_BYTES: integer(0, 1_000_000_000, 1_024),
  WEBSOCKET: optionalBoolean(),
  WEBSOCKET_INIT_TIMEOUT_MS: integer(100, 600_000, 10_000),
  WEBSOCKET_KEEPALIVE_MS: integer(1_000, 3_600_000, 30_000),
  WEBSOCKET_MAX_CONNECTIONS_PER_TOKEN: integer(1, 1_000_000, 10),
  WEBSOCKET_MAX_SUBSCRIPTIONS_PER_TOKEN: integer(1, 1_000_000, 100),
  REQUEST_HEADERS_TIMEOUT_MS: integer(100, 600_000, 10_000),
  REQUEST_BODY_TIMEOUT_MS: integer(100, 3_600_000, 30_000),
  UPLOAD_IDLE_TIMEOUT_MS: integer(100, 3_600_000, 60_000),
  SCHEMA_SNAPSHOT_PATH: z.string().optional().transform((raw): string | null => (present(raw) ? raw!.trim() : null)),
  RATE_LIMIT_PER_MINUTE: optionalInteger(1, 10_000_000),
  TRUST_PROXY_HOPS: integer(0, 16, 0),
  PERSISTED_DOCUMENTS: oneOf(PERSISTED_DOCUMENTS_MODES, 'off'),
  PERSISTED_DOCUMENTS_MANIFEST: z.string().optional().transform((raw): string | null => (present(raw) ? raw!.trim() : null)),
  PERSISTED_QUERIES_MAX: integer(1, 10_000_000, 1_000),
  RESPONSE_CACHE_TTL_MS: optionalInteger(0, 86_400_000),
  RESPONSE_CACHE_MAX_MB: integer(1, 4_096, 32),
  // OpenTelemetry's own names (its SDK reads the others it knows, e.g. OTEL_EXPORTER_OTLP_HEADERS).
  OTEL_EXPORTER_OTLP_ENDPOINT: httpUrl(),
  OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: httpUrl(),
  OTEL_EXPORTER_OTLP_PROTOCOL: otlpProtocol(),
  OTEL_EXPORTER_OTLP_TRACES_PROTOCOL: otlpProtocol(),
  OTEL_SERVICE_NAME: z.string().optional().transform((raw) => (present(raw) ? raw!.trim() : 'podcast-graph-gateway')),
  // OpenTelemetry's rule: only `true`, in any case, disables; anything else is false (the name is
  // often set for a whole cluster, so another spelling must not stop the gateway from starting).
  OTEL_SDK_DISABLED: z.string().optional().transform((raw) => raw?.trim().toLowerCase() === 'true'),
});

type ParsedEnv = z.infer<typeof envSchema>;

function toConfig(e: ParsedEnv): GatewayConfig {
  return {
    port: e.PORT,
    upstream: e.UPSTREAM_REST_URL && e.UPSTREAM_GRAPH_URL ? { restUrl: e.UPSTREAM_REST_URL, graphUrl: e.UPSTREAM_GRAPH_URL } : null,
    appOrigin: e.UPSTREAM_APP_ORIGIN,
    redisUrl: e.REDIS_URL,
    logLevel: e.LOG_LEVEL,
    logRedact: e.LOG_REDACT,
    upstreamTimeoutMs: e.UPSTREAM_TIMEOUT_MS,
    upstreamConnectTimeoutMs: e.UPSTREAM_CONNECT_TIMEOUT_MS,
    upstreamRetries: e.UPSTREAM_RETRIES,
    upstreamMaxConnections: e.UPSTREAM_MAX_CONNECTIONS,
    breakerFailures: e.BREAKER_FAILURES,
    breakerResetMs: e.BREAKER_RESET_MS,
    shutdownGraceMs: e.SHUTDOWN_GRACE_MS,
    sandboxToken: null,
    redisKeyPrefix: e.REDIS_KEY_PREFIX,
    uploadPollTimeoutMs: e.UPLOAD_POLL_TIMEOUT_MS,
    uploadPollInitialMs: e.UPLOAD_POLL_INITIAL_MS,
    uploadPollMaxMs: e.UPLOAD_POLL_MAX_MS,
    insightPollInitialMs: e.INSIGHT_POLL_INITIAL_MS,
    insightPollMaxMs: e.INSIGHT_POLL_MAX_MS,
    insightPollMaxCalls: e.INSIGHT_POLL_MAX_CALLS,
    insightPollTimeoutMs: e.INSIGHT_POLL_TIMEOUT_MS,
    insightMaxFollowed: e.INSIGHT_MAX_FOLLOWED,
    uploadSpoolDir: e.UPLOAD_SPOOL_DIR,
    schemaRefreshIntervalMs: e.SCHEMA_REFRESH_INTERVAL_MS,
    introspectionToken: e.UPSTREAM_INTROSPECTION_TOKEN,
    // Sandbox mode (no upstream configured) is for exploring: GraphiQL and introspection on.
    graphiql: e.GRAPHIQL ?? !(e.UPSTREAM_REST_URL && e.UPSTREAM_GRAPH_URL),
    introspection: e.INTROSPECTION ?? !(e.UPSTREAM_REST_URL && e.UPSTREAM_GRAPH_URL),
    dashboard: e.DASHBOARD ?? !(e.UPSTREAM_REST_URL && e.UPSTREAM_GRAPH_URL),
    corsOrigins: e.CORS_ORIGINS,
    limits: {
      tokens: e.LIMIT_TOKENS,
      depth: e.LIMIT_DEPTH,
      aliases: e.LIMIT_ALIASES,
      directives: e.LIMIT_DIRECTIVES,
      fieldRepeats: e.LIMIT_FIELD_REPEATS,
      cost: e.LIMIT_COST,
      bodyBytes: e.LIMIT_BODY_BYTES,
      variablesBytes: e.LIMIT_VARIABLES_BYTES,
      batch: e.LIMIT_BATCH,
    },
    upstreamMaxCallsPerRequest: e.UPSTREAM_MAX_CALLS_PER_REQUEST,
    maxConnections: e.MAX_CONNECTIONS,
    compression: e.COMPRESSION ?? true,
    compressionMinBytes: e.COMPRESSION_MIN_BYTES,
    websocket: e.WEBSOCKET ?? true,
    websocketInitTimeoutMs: e.WEBSOCKET_INIT_TIMEOUT_MS,
    websocketKeepAliveMs: e.WEBSOCKET_KEEPALIVE_MS,
    websocketMaxConnectionsPerToken: e.WEBSOCKET_MAX_CONNECTIONS_PER_TOKEN,
    websocketMaxSubscriptionsPerToken: e.WEBSOCKET_MAX_SUBSCRIPTIONS_PER_TOKEN,
    requestHeadersTimeoutMs: e.REQUEST_HEADERS_TIMEOUT_MS,
    requestBodyTimeoutMs: e.REQUEST_BODY_TIMEOUT_MS,
    uploadIdleTimeoutMs: e.UPLOAD_IDLE_TIMEOUT_MS,
    schemaSnapshotPath: e.SCHEMA_SNAPSHOT_PATH,
    rateLimitPerMinute: e.RATE_LIMIT_PER_MINUTE,
    trustProxyHops: e.TRUST_PROXY_HOPS,
    persistedDocuments: e.PERSISTED_DOCUMENTS,
    persistedDocumentsManifest: e.PERSISTED_DOCUMENTS_MANIFEST,
    persistedQueriesMax: e.PERSISTED_QUERIES_MAX,
    // 0 turns the cache off, as unset does.
    responseCacheTtlMs: e.RESPONSE_CACHE_TTL_MS || null,
    responseCacheMaxMb: e.RESPONSE_CACHE_MAX_MB,
    tracing: tracingOf(e),
  };
}

function tracingOf(e: ParsedEnv): TracingConfig | null {
  if (e.OTEL_SDK_DISABLED) return null;
  // The signal's own endpoint is used as is; the general one is a base the signal's path is added to (OTLP exporter spec).
  const tracesUrl = e.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT ?? (e.OTEL_EXPORTER_OTLP_ENDPOINT ? `${e.OTEL_EXPORTER_OTLP_ENDPOINT}/v1/traces` : null);
  if (!tracesUrl) return null;
  return { tracesUrl, protocol: e.OTEL_EXPORTER_OTLP_TRACES_PROTOCOL ?? e.OTEL_EXPORTER_OTLP_PROTOCOL ?? 'http/protobuf', serviceName: e.OTEL_SERVICE_NAME };
}

/** Validates the whole environment; returns a frozen config or throws a ConfigError listing every bad variable. */
export function loadConfig(env: Env): Readonly<GatewayConfig> {
  const result = envSchema.safeParse(pick(env, Object.keys(envSchema.shape)));
  const problems: { variable: string; message: string }[] = [];
  if (!result.success) {
    for (const issue of result.error.issues) {
      const variable = String(issue.path[0]);
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
  return Object.freeze(toConfig(result.data));
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
    .transform((raw, ctx): TracingConfig['protocol'] | null => {
      if (!present(raw)) return null;
      const text = raw!.trim().toLowerCase();
      if (!(OTLP_PROTOCOLS as readonly string[]).includes(text)) {
        ctx.addIssue({ code: 'custom', message: `must be one of ${OTLP_PROTOCOLS.join(', ')} (grpc is not supported)` });
        return z.NEVER;
      }
      return text as TracingConfig['protocol'];
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

function pick(env: Env, keys: string[]): Env {
  const out: Env = {};
  for (const key of keys) out[key] = env[key];
  return out;
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
