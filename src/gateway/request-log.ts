import { getOperationAST, type ExecutionResult, type GraphQLError } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import type { AbortSource } from '../cancellation.js';
import { CANCELLED, ErrorCode, UpstreamError } from '../errors.js';
import type { Logger } from '../logger.js';
import type { GatewayMetrics, OperationType, RequestOutcome } from '../metrics/registry.js';
import { CLIENT_CAUSED_CODES, closedCodeOf, distinctCodesOf, hasData } from './answer-outcome.js';
import { requestIdOf } from './request-id.js';

/**
 * One record per GraphQL operation, whichever way it came: `onParams` starts it and
 * `onExecutionResult` ends it (yoga's `getResultForParams`), so HTTP and WebSocket operations are
 * logged and counted the same way. It gives:
 *
 * - one `request` line (info): request id, operation name and type, outcome, error codes, duration;
 * - one `upstream failure` line (warn) per failed upstream route of the request (REST and the
 *   GraphQL upstream alike): code, route template, status, and for a connection error its code
 *   and message with every host, port and URL taken out; never a stack (these are expected).
 *   A call cut because the client went away is none: the request's outcome is `cancelled`;
 * - one `unexpected error` line (error) per masked bug, with its stack (paths made relative);
 * - the request's metrics: one counter increment and one histogram observe, one increment per error.
 *
 * Requests refused at the HTTP level (CSRF, a body over the limit, bad JSON, a refused Accept)
 * never become an operation; the HTTP layer reports those to `refusals` (gateway/graphql-http.ts).
 *
 * The record lives on the operation's context object (yoga's per-request context, which it
 * extends itself), under a symbol: no map keyed by requests.
 */
export interface RequestLogOptions {
  logger: Logger;
  metrics: GatewayMetrics;
  /** `host:port` of each upstream: taken out of connection errors' messages, as any IP address and URL is. */
  upstreamHosts: readonly string[];
}

const RECORD = Symbol('gateway.request-record');

/** The operations' records (a plugin) and the HTTP layer's record of refusals made before any operation ran. */
export interface RequestLog {
  plugin: Plugin;
  refusals: RequestRefusals;
}

/**
 * A request refused while it was read (CSRF, a body over the limit, bad JSON, a refused Accept):
 * its result's codes and failures (`result`, before it is written), then one `request` line and
 * count with its status (`response`). A request whose operations ran is logged by the plugin.
 */
export interface RequestRefusals {
  result(request: Request, serverContext: object, result: ExecutionResult): void;
  response(request: Request, serverContext: object, response: Response): void;
}

class RequestRecord {
  type: OperationType = 'unknown';
  name: string | null;
  /** HTTP refusals: codes seen in the refused result, logged once the status is known. */
  refusedCodes: string[] | null = null;

  constructor(
    readonly started: number,
    name: string | null | undefined,
  ) {
    this.name = name ? operationNameOf(name) : null;
  }
}

type WithRecord = { [RECORD]?: RequestRecord };

export function createRequestLog(options: RequestLogOptions): RequestLog {
  const { logger, metrics } = options;
  const scrub = addressScrubber(options.upstreamHosts);

  const finish = (record: RequestRecord, result: ExecutionResult | AsyncIterable<unknown>, request: Request, cancelled: boolean) => {
    const seconds = (performance.now() - record.started) / 1_000;
    if (Symbol.asyncIterator in result) {
      // A subscription or an incremental answer: counted when it starts, errors are its events'.
      metrics.request(record.type, 'ok', seconds);
      if (logger.isEnabled('info')) logger.info('request', { requestId: requestIdOf(request), operation: record.name, type: record.type, outcome: 'stream', durationMs: ms(seconds) });
      return;
    }
    const errors = result.errors;
    // No `data` at all: refused before execution (a request error: a limit, the rate limit, a
    // persisted document, a subscription's Accept), as the HTTP-level refusals are.
    // Its client went away before the answer (nobody reads it): what failed with it is no failure.
    const outcome: RequestOutcome = !errors?.length ? 'ok' : !('data' in result) ? 'refused' : cancelled ? 'cancelled' : hasData(result.data) ? 'partial' : 'error';
    metrics.request(record.type, outcome, seconds);
    // The errors of an answer nobody read are not counted as answered errors; the line keeps them.
    const codes = errors?.length ? (outcome === 'cancelled' ? distinctCodesOf(errors) : codesOf(errors, metrics)) : undefined;
    if (logger.isEnabled('info')) {
      logger.info('request', { requestId: requestIdOf(request), operation: record.name, type: record.type, outcome, ...(codes ? { codes } : {}), durationMs: ms(seconds) });
    }
    if (errors?.length) logFailures(errors, requestIdOf(request), record.name);
  };

  /** Upstream failures (one line per route, status and code) and masked bugs (one line each, with stack). */
  const logFailures = (errors: ReadonlyArray<GraphQLError>, requestId: string, operation: string | null) => {
    let upstream: Map<string, { fields: Record<string, unknown>; count: number }> | undefined;
    for (const error of errors) {
      const extensions = (error.extensions ?? {}) as Record<string, unknown>;
      const code = extensions.code;
      if (code === ErrorCode.INTERNAL_SERVER_ERROR) {
        logger.error('unexpected error', { requestId, operation, path: pathOf(error), error: error.originalError ?? error });
      } else if (typeof extensions.upstream === 'string' && isUpstreamFailure(code) && extensions.reason !== CANCELLED) {
        const route = typeof extensions.route === 'string' ? extensions.route : extensions.upstream === 'graph' ? GRAPH_ROUTE : 'unknown';
        const key = `${extensions.upstream} ${route} ${extensions.status} ${code}`;
        upstream ??= new Map();
        const seen = upstream.get(key);
        if (seen) seen.count++;
        else {
          const cause = causeOf(error.originalError, scrub);
          upstream.set(key, {
            count: 1,
            fields: {
              requestId,
              operation,
              upstream: extensions.upstream,
              route,
              code,
              ...(extensions.status ? { status: extensions.status } : {}),
              // Why the gateway did not call (a breaker, a bulkhead), when it says.
              ...(typeof extensions.reason === 'string' ? { reason: extensions.reason } : {}),
              path: pathOf(error),
              ...(cause ? { cause } : {}),
            },
          });
        }
      }
    }
    if (upstream && logger.isEnabled('warn')) {
      for (const { fields, count } of upstream.values()) logger.warn('upstream failure', { ...fields, failedFields: count });
    }
  };

  const plugin: Plugin = {
    onParams({ params, context }) {
      (context as WithRecord)[RECORD] = new RequestRecord(performance.now(), params.operationName);
    },
    onExecute({ args }) {
      const record = (args.contextValue as WithRecord)[RECORD];
      if (!record) return;
      const operation = getOperationAST(args.document, args.operationName);
      if (!operation) return;
      record.type = operation.operation as OperationType;
      if (operation.name) record.name = operationNameOf(operation.name.value);
    },
    onExecutionResult({ result, request, context }) {
      const record = (context as WithRecord)[RECORD];
      if (record && result) finish(record, result as ExecutionResult, request, (context as { cancellation?: AbortSource }).cancellation?.aborted === true);
    },
  };
  const refusals: RequestRefusals = {
    result(request, serverContext, result) {
      const context = serverContext as WithRecord;
      if (context[RECORD]) return;
      const record = new RequestRecord(performance.now(), null);
      record.refusedCodes = result.errors?.length ? codesOf(result.errors, metrics) : [];
      context[RECORD] = record;
      if (result.errors?.length) logFailures(result.errors, requestIdOf(request), null);
    },
    response(request, serverContext, response) {
      const record = (serverContext as WithRecord)[RECORD];
      if (record && !record.refusedCodes) return;
      // Answered by an operation: logged already. Otherwise only refusals (not GraphiQL's page).
      if (!record && response.status < 400) return;
      metrics.request('unknown', 'refused', null);
      if (logger.isEnabled('info')) {
        logger.info('request', { requestId: requestIdOf(request), operation: null, type: 'unknown', outcome: 'refused', status: response.status, ...(record?.refusedCodes?.length ? { codes: record.refusedCodes } : {}) });
      }
    },
  };
  return { plugin, refusals };
}

const GRAPH_ROUTE = 'POST /v2/graph-pq';
/** Upstream answers a client caused (its token, its input, its budget) are not the upstream failing. */
function isUpstreamFailure(code: unknown): boolean {
  return typeof code === 'string' && !CLIENT_CAUSED_CODES.has(code);
}

/** The answer's distinct codes; every error is counted in the metrics by its code. */
function codesOf(errors: ReadonlyArray<GraphQLError>, metrics: GatewayMetrics): string[] {
  for (const error of errors) metrics.error(closedCodeOf(error));
  return distinctCodesOf(errors);
}

function pathOf(error: GraphQLError): string | undefined {
  return error.path?.join('.');
}

/** Names are GraphQL names when parsed; a client's `operationName` may be anything: only a sane prefix is logged. */
function operationNameOf(name: string): string | null {
  const cut = name.length > 100 ? name.slice(0, 100) : name;
  return /^[_A-Za-z][_0-9A-Za-z]*$/.test(cut) ? cut : null;
}

function ms(seconds: number): number {
  return Math.round(seconds * 10_000) / 10;
}

/** What a connection error says (its code, its message without addresses); nothing for other failures. */
function causeOf(original: unknown, scrub: (text: string) => string): Record<string, unknown> | undefined {
  if (!(original instanceof UpstreamError)) return undefined;
  const cause = (original as { cause?: unknown }).cause;
  if (!(cause instanceof Error)) return undefined;
  const code = (cause as { code?: unknown }).code;
  return { ...(typeof code === 'string' ? { code } : {}), message: scrub(cause.message) };
}

/**
 * Takes upstream addresses out of an error message (`connect ECONNREFUSED 127.0.0.1:4010`,
 * `getaddrinfo ENOTFOUND api.internal`): the configured upstream hosts, any URL, IPv4 or
 * bracketed IPv6 address with its port, and the host a DNS failure names.
 */
export function addressScrubber(hosts: readonly string[]): (text: string) => string {
  const names = [...new Set(hosts.flatMap((host) => [host, host.replace(/:\d+$/, '')]))].filter(Boolean).sort((a, b) => b.length - a.length);
  const known = names.length ? new RegExp(names.map(escapeRegExp).join('|'), 'gi') : null;
  return (text) => {
    let out = text.replace(/\b[a-z][a-z0-9+.-]*:\/\/[^\s"'<>]+/gi, '[address]');
    if (known) out = out.replace(known, '[address]');
    return out
      .replace(/\b(getaddrinfo\s+[A-Z_]+)\s+\S+/g, '$1 [address]')
      .replace(/\[[0-9a-f:.%]+\](:\d+)?/gi, '[address]')
      // A bare IPv6 address, with or without its port (`::1:4010`): two colons or more between hex digits.
      .replace(/(?<=^|[\s(,'"])[0-9a-f.%]*:[0-9a-f.%]*:[0-9a-f:.%]*(?=$|[\s),'"])/gi, '[address]')
      .replace(/\b(?:\d{1,3}\.){3}\d{1,3}(:\d+)?\b/g, '[address]')
      .replace(/\[address\](:\d+)/g, '[address]');
  };
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
