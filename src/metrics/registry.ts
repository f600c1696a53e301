import { collectDefaultMetrics, Counter, Gauge, Registry, type Metric } from 'prom-client';
import { RecordedHistogram } from './histogram.js';
import { PendingCounts } from './pending-counts.js';

/**
 * The gateway's Prometheus metrics (prom-client), one object per gateway, served at `/metrics`
 * (gateway/metrics.ts) and reached by the code that feeds it as `gateway.metrics`, `ctx.metrics`
 * or an option of the client it observes. Each method is one count, `observe` or `set`; the
 * counters the hot path feeds (per operation, per upstream call, per directory lookup) are
 * counted first and added when the registry is read (metrics/pending-counts.ts), and its
 * histograms are recorded (metrics/histogram.ts): a request pays no label hashing.
 *
 * Label values come from closed sets the gateway owns (operation types, outcomes, error codes,
 * route templates written in its code, upstream names), never from what a client sends: the
 * client's operation name is in the request's log line, not in a label, so no client can grow
 * the number of series. A new metric goes here as a method with the same rule, or on
 * `registry` directly.
 */
export interface GatewayMetrics {
  /** Every metric of this gateway (process metrics are added at scrape time). */
  readonly registry: Registry;
  /** One GraphQL operation ended (or an HTTP request was refused before it became one). */
  request(type: OperationType, outcome: RequestOutcome, seconds: number | null): void;
  /** One error in an answer, by its closed-set code. */
  error(code: string): void;
  /**
   * One logical upstream call ended (retries included): `outcome` is `ok`, the closed-set code
   * it failed with, or `cancelled` (its caller went away first); `seconds` null for a call
   * refused before it started (budget, breaker).
   */
  upstreamCall(upstream: UpstreamLabel, route: string, outcome: string, seconds: number | null): void;
  /** A circuit breaker changed state (issue 11.1 feeds it). */
  breakerState(upstream: UpstreamLabel, group: string, state: BreakerState): void;
  /** A bulkhead's calls running and waiting, as they change (issue 11.1 feeds it). */
  bulkhead(upstream: UpstreamLabel, group: string, active: number, queued: number): void;
  /** A call a full bulkhead turned away. */
  bulkheadRejected(upstream: UpstreamLabel, group: string): void;
  /**
   * How a query ran (src/plan/): `planned` (its plan answered), `handed_over` (its plan met an
   * outcome it does not project and the reference execution answered), `reference` (not planned).
   */
  execution(path: ExecutionPath): void;
  /** A response-cache lookup (issue 11.5 feeds it). */
  cache(result: 'hit' | 'miss'): void;
  /** An upload job started or ended. */
  uploadJob(kind: string, event: 'started' | 'completed' | 'failed'): void;
  /** Keys looked up in the ID directory: how many it knew and how many it did not. */
  idDirectory(kind: string, hits: number, misses: number): void;
  /** A shared-store operation that fell back: the store was down, failed, or gave no answer in time (store/soft.ts). */
  storeFallback(operation: string): void;
  /**
   * Runs `collect` before every scrape, for state that is cheaper read when asked than updated
   * on every change (e.g. each breaker's state, each bulkhead's queue): it sets gauges here.
   */
  onScrape(collect: () => void): void;
  /** The text a scrape gets: this gateway's metrics, then the process's. */
  scrape(): Promise<{ contentType: string; body: string }>;
}

export type OperationType = 'query' | 'mutation' | 'subscription' | 'unknown';
/**
 * `ok`: no error; `partial`: data and errors; `error`: errors only; `refused`: refused before
 * execution (at the HTTP level, or an answer without `data`); `cancelled`: errors in an answer
 * whose client went away first.
 */
export type RequestOutcome = 'ok' | 'partial' | 'error' | 'refused' | 'cancelled';
export type UpstreamLabel = 'rest' | 'graph' | 'storage';
export type ExecutionPath = 'planned' | 'handed_over' | 'reference';
export type BreakerState = 'closed' | 'half-open' | 'open';

/** The gauge's value per breaker state (Prometheus has no enum type). */
export const BREAKER_STATE_VALUE: Readonly<Record<BreakerState, number>> = { closed: 0, 'half-open': 1, open: 2 };

/**
 * Seconds. The gateway's own answers are mostly a few ms to a few hundred; an upstream timeout
 * (10 s by default) lands in the last finite bucket.
 */
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

export function createMetrics(): GatewayMetrics {
  const registry = new Registry();
  // The counters incremented per operation, per upstream call and per directory lookup are
  // counted first and added when the registry is read (metrics/pending-counts.ts).
  const requestCounts = new PendingCounts(['operation_type', 'outcome'] as const);
  const requests: Counter<'operation_type' | 'outcome'> = new Counter({
    name: 'gateway_requests_total',
    help: 'GraphQL operations answered, by operation type and outcome (ok, partial, error; refused: refused before execution; cancelled: the client went away first).',
    labelNames: ['operation_type', 'outcome'] as const,
    registers: [registry],
    collect: () => requestCounts.flush(requests),
  });
  // Observed once per operation and once per upstream call: recorded by our own histogram, read
  // by the registry like prom-client's (metrics/histogram.ts).
  const latency = new RecordedHistogram('gateway_request_duration_seconds', 'Time from the parameters of an operation to its result, by operation type.', ['operation_type'], LATENCY_BUCKETS);
  registry.registerMetric(latency as unknown as Metric);
  const errorCounts = new PendingCounts(['code'] as const);
  const errors: Counter<'code'> = new Counter({
    name: 'gateway_errors_total',
    help: 'Errors in answers, by extensions.code.',
    labelNames: ['code'] as const,
    registers: [registry],
    collect: () => errorCounts.flush(errors),
  });
  const upstreamLatency = new RecordedHistogram('gateway_upstream_request_duration_seconds', 'Upstream calls (retries included), by upstream and route template.', ['upstream', 'route'], LATENCY_BUCKETS);
  registry.registerMetric(upstreamLatency as unknown as Metric);
  const callCounts = new PendingCounts(['upstream', 'route', 'outcome'] as const);
  const upstreamCalls: Counter<'upstream' | 'route' | 'outcome'> = new Counter({
    name: 'gateway_upstream_requests_total',
    help: 'Upstream calls by upstream, route template and outcome (ok, the error code the call failed with, or cancelled: its caller went away first).',
    labelNames: ['upstream', 'route', 'outcome'] as const,
    registers: [registry],
    // Run by prom-client whenever the registry is read.
    collect: () => callCounts.flush(upstreamCalls),
  });
  const breaker = new Gauge({
    name: 'gateway_upstream_breaker_state',
    help: 'Circuit breaker state per upstream and route group: 0 closed, 1 half-open, 2 open.',
    labelNames: ['upstream', 'group'] as const,
    registers: [registry],
  });
  const bulkheadActive = new Gauge({
    name: 'gateway_upstream_bulkhead_active',
    help: 'Upstream calls running in a bulkhead.',
    labelNames: ['upstream', 'group'] as const,
    registers: [registry],
  });
  const bulkheadQueued = new Gauge({
    name: 'gateway_upstream_bulkhead_queued',
    help: 'Upstream calls waiting in a bulkhead queue.',
    labelNames: ['upstream', 'group'] as const,
    registers: [registry],
  });
  const bulkheadRejected = new Counter({
    name: 'gateway_upstream_bulkhead_rejected_total',
    help: 'Upstream calls a full bulkhead turned away.',
    labelNames: ['upstream', 'group'] as const,
    registers: [registry],
  });
  const cache = new Counter({
    name: 'gateway_response_cache_requests_total',
    help: 'Response cache lookups, by result (hit, miss).',
    labelNames: ['result'] as const,
    registers: [registry],
  });
  const uploadJobs = new Counter({
    name: 'gateway_upload_jobs_total',
    help: 'Upload jobs started, completed and failed in this process, by kind.',
    labelNames: ['kind', 'event'] as const,
    registers: [registry],
  });
  const directoryCounts = new PendingCounts(['kind', 'result'] as const);
  const directory: Counter<'kind' | 'result'> = new Counter({
    name: 'gateway_id_directory_lookups_total',
    help: 'Identifiers looked up in the ID directory, by pair kind and result (hit: no conversion call needed).',
    labelNames: ['kind', 'result'] as const,
    registers: [registry],
    collect: () => directoryCounts.flush(directory),
  });

  const storeFallbacks = new Counter({
    name: 'gateway_store_fallbacks_total',
    help: 'Shared-store operations that fell back (store down, failed or late), by operation.',
    labelNames: ['operation'] as const,
    registers: [registry],
  });

  const executionCounts = new PendingCounts(['path'] as const);
  const executions: Counter<'path'> = new Counter({
    name: 'gateway_executions_total',
    help: 'Queries by how they ran: planned (the plan answered), handed_over (the plan handed an outcome to the reference execution), reference (not planned).',
    labelNames: ['path'] as const,
    registers: [registry],
    collect: () => executionCounts.flush(executions),
  });

  const collectors: Array<() => void> = [];


  return {
    registry,
    request(type, outcome, seconds) {
      requestCounts.add([type, outcome]);
      if (seconds !== null) latency.observe(type, undefined, seconds);
    },
    error: (code) => errorCounts.add([code]),
    upstreamCall(upstream, route, outcome, seconds) {
      callCounts.add([upstream, route, outcome]);
      if (seconds !== null) upstreamLatency.observe(upstream, route, seconds);
    },
    breakerState: (upstream, group, state) => breaker.set({ upstream, group }, BREAKER_STATE_VALUE[state]),
    bulkhead(upstream, group, active, queued) {
      bulkheadActive.set({ upstream, group }, active);
      bulkheadQueued.set({ upstream, group }, queued);
    },
    bulkheadRejected: (upstream, group) => bulkheadRejected.inc({ upstream, group }),
    execution: (path) => executionCounts.add([path]),
    cache: (result) => cache.inc({ result }),
    uploadJob: (kind, event) => uploadJobs.inc({ kind, event }),
    idDirectory(kind, hits, misses) {
      if (hits > 0) directoryCounts.add([kind, 'hit'], hits);
      if (misses > 0) directoryCounts.add([kind, 'miss'], misses);
    },
    storeFallback: (operation) => storeFallbacks.inc({ operation }),
    onScrape: (collect) => void collectors.push(collect),
    async scrape() {
      // A collector that throws must not cost the scrape every other series.
      for (const collect of collectors) {
        try {
          collect();
        } catch {
          // its gauges stay as last set
        }
      }
      const [own, ofProcess] = await Promise.all([registry.metrics(), processMetrics().metrics()]);
      return { contentType: registry.contentType, body: `${own}\n${ofProcess}` };
    },
  };
}

let processRegistry: Registry | undefined;

/**
 * Node's process metrics (CPU, memory, event-loop lag, GC): one set per process, however many
 * gateways it runs (tests start many), since each collector starts a monitor that is never stopped.
 */
export function processMetrics(): Registry {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry });
  }
  return processRegistry;
}
