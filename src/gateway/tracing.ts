import {
  defaultTextMapSetter,
  ROOT_CONTEXT,
  SpanKind,
  SpanStatusCode,
  trace,
  type Context,
  type Span,
  type TextMapGetter,
  type Tracer,
  type TracerProvider,
} from '@opentelemetry/api';
import { W3CTraceContextPropagator } from '@opentelemetry/core';
import { getOperationAST, type ExecutionResult } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { ErrorCode, type UpstreamName } from '../errors.js';
import type { UpstreamCallOutcome, UpstreamCallSpan, UpstreamTrace } from '../http/upstream-trace.js';
import { CLIENT_CAUSED_CODES, CLOSED_CODES, distinctCodesOf, hasData } from './answer-outcome.js';
import { requestIdOf } from './request-id.js';

/**
 * OpenTelemetry traces of GraphQL operations (issue 11.3): a SERVER span per operation, its
 * parent the W3C `traceparent`/`tracestate` the client sent, and a CLIENT span per upstream
 * call (REST, GraphQL upstream, storage) whose own `traceparent` the call sends. gateway.ts
 * loads this module only when tracing is on (OTEL_EXPORTER_OTLP_ENDPOINT, or a provider a test
 * passes): without it no span is made and no header is read or formatted.
 *
 * Every entry: the span starts in `onParams` and ends in `onExecutionResult`, the envelop
 * hooks yoga's getResultForParams runs for HTTP and WebSocket operations alike. The request's trace rides on the
 * operation's context object from `onParams` to the context factory, which hands it to the
 * request context (context.ts), where the upstream clients find it: no map keyed by requests.
 *
 * What spans hold: operation type and name (GraphQL names, parsed), request id, outcome and
 * closed-set error codes; for upstream calls the route template, method, status, error code and
 * attempts. Never a token, a variable, a query string, a URL or an upstream host. The provider
 * is the gateway's own, not the global one (tests run many gateways in one process), and
 * propagation uses the W3C propagator directly for the same reason.
 */

export interface GatewayTracing {
  plugin: Plugin;
  /** The trace `onParams` started for an operation, read by the context factory from yoga's initial context. */
  traceOf(initialContext: object): UpstreamTrace | undefined;
}

const TRACE = Symbol('gateway.trace');
type WithTrace = { [TRACE]?: RequestTrace };


/** Reads the client's trace headers from a fetch `Request`'s headers. */
const HEADERS: TextMapGetter<{ get(name: string): string | null }> = {
  get: (headers, key) => headers.get(key) ?? undefined,
  keys: () => [],
};

const propagator = new W3CTraceContextPropagator();

export function createTracing(provider: TracerProvider): GatewayTracing {
  const tracer = provider.getTracer('podcast-graph-gateway');
  const plugin: Plugin = {
    onParams({ request, context }) {
      const parent = propagator.extract(ROOT_CONTEXT, request.headers, HEADERS);
      const span = tracer.startSpan(
        'GraphQL Operation',
        { kind: SpanKind.SERVER, attributes: { 'gateway.request_id': requestIdOf(request) } },
        parent,
      );
      (context as WithTrace)[TRACE] = new RequestTrace(tracer, span);
    },
    onExecute({ args }) {
      const requestTrace = (args.contextValue as WithTrace)[TRACE];
      const operation = requestTrace && getOperationAST(args.document, args.operationName);
      if (!operation) return;
      const type = operation.operation;
      const name = operation.name?.value;
      requestTrace!.span.setAttribute('graphql.operation.type', type);
      if (name) requestTrace!.span.setAttribute('graphql.operation.name', name);
      // OpenTelemetry's GraphQL span name: `{type} {name}`, or the type alone.
      requestTrace!.span.updateName(name ? `${type} ${name}` : type);
    },
    onExecutionResult({ result, context }) {
      (context as WithTrace)[TRACE]?.finish(result as ExecutionResult | AsyncIterable<unknown> | undefined);
    },
  };
  return { plugin, traceOf: (initialContext) => (initialContext as WithTrace)[TRACE] };
}

/** One operation's span, and the parent of its upstream calls' spans. */
class RequestTrace implements UpstreamTrace {
  #parent: Context | undefined;
  #ended = false;

  constructor(
    private readonly tracer: Tracer,
    readonly span: Span,
  ) {}

  startCall(upstream: UpstreamName, route: string): UpstreamCallSpan {
    const space = route.indexOf(' ');
    const span = this.tracer.startSpan(
      route,
      {
        kind: SpanKind.CLIENT,
        attributes: {
          'gateway.upstream': upstream,
          'gateway.route': route,
          ...(space > 0 ? { 'http.request.method': route.slice(0, space), 'url.template': route.slice(space + 1) } : {}),
        },
      },
      (this.#parent ??= trace.setSpan(ROOT_CONTEXT, this.span)),
    );
    const headers: Record<string, string> = {};
    propagator.inject(trace.setSpan(ROOT_CONTEXT, span), headers, defaultTextMapSetter);
    return new CallSpan(span, headers);
  }

  finish(result: ExecutionResult | AsyncIterable<unknown> | undefined): void {
    if (this.#ended) return;
    this.#ended = true;
    const span = this.span;
    if (!result || Symbol.asyncIterator in result) {
      // A subscription or an incremental answer: the span covers its start.
      span.setAttribute('gateway.outcome', 'stream');
      span.end();
      return;
    }
    const errors = result.errors;
    if (!errors?.length) {
      span.setAttribute('gateway.outcome', 'ok');
      span.end();
      return;
    }
    span.setAttribute('gateway.outcome', hasData(result.data) ? 'partial' : 'error');
    const codes = distinctCodesOf(errors);
    span.setAttribute('gateway.error_codes', codes);
    // Only client-caused codes: a 4xx of a server span is not its error, in OpenTelemetry's terms.
    const failure = codes.find((code) => !CLIENT_CAUSED_CODES.has(code));
    if (failure) {
      span.setAttribute('error.type', failure);
      span.setStatus({ code: SpanStatusCode.ERROR, message: codes.join(',') });
    }
    span.end();
  }
}

/** One upstream call's span. */
class CallSpan implements UpstreamCallSpan {
  #ended = false;

  constructor(
    private readonly span: Span,
    readonly headers: Readonly<Record<string, string>>,
  ) {}

  end(outcome: UpstreamCallOutcome): void {
    if (this.#ended) return;
    this.#ended = true;
    const span = this.span;
    if (outcome.status !== undefined) span.setAttribute('http.response.status_code', outcome.status);
    if (outcome.attempts !== undefined) span.setAttribute('gateway.attempts', outcome.attempts);
    if (outcome.reason !== undefined) span.setAttribute('gateway.refusal_reason', outcome.reason);
    if (outcome.code !== undefined) {
      // The closed-set code only: upstream messages may quote what was sent.
      const code = CLOSED_CODES.has(outcome.code) ? outcome.code : ErrorCode.UPSTREAM_ERROR;
      span.setAttribute('gateway.error_code', code);
      span.setAttribute('error.type', code);
      span.setStatus({ code: SpanStatusCode.ERROR, message: code });
    }
    span.end();
  }
}

