import type { UpstreamName } from '../errors.js';

/**
 * A client request's trace as the upstream clients see it (REST, the GraphQL upstream,
 * storage): each call they make starts a span under the request's span and sends headers
 * naming it. The gateway's tracing plugin (gateway/tracing.ts) makes one per request and only
 * when tracing is on; otherwise the request has none and the clients do no tracing work at all
 * (no span, no header formatted). Nothing OpenTelemetry is imported here.
 */
export interface UpstreamTrace {
  /** Starts the span of one upstream call (`route`: its template, e.g. `GET /v3/region`). */
  startCall(upstream: UpstreamName, route: string): UpstreamCallSpan;
}

export interface UpstreamCallSpan {
  /** `traceparent` (and `tracestate` when the trace has one) naming this call's span: add them to the call's headers. */
  readonly headers: Readonly<Record<string, string>>;
  /**
   * Ends the span, once: the status answered (absent when none came) and the closed-set code
   * the call failed with (absent on success). Never a URL, a token or a host.
   */
  end(outcome: UpstreamCallOutcome): void;
}

export interface UpstreamCallOutcome {
  status?: number;
  code?: string;
  /** Attempts made (REST GETs retry); 0 when refused before the first. */
  attempts?: number;
  /** Why no call was made: `breaker` or `bulkhead` (UPSTREAM_UNAVAILABLE). */
  reason?: string;
}
