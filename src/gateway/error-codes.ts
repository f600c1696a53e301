import { GraphQLError } from 'graphql';
import type { ExecutionResult } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { ErrorCode } from '../errors.js';

const CLOSED = new Set<string>(Object.values(ErrorCode));

/**
 * Every error a client receives carries a code from the closed set (README "Errors"), also the
 * ones yoga makes itself before any resolver runs (malformed JSON, a body over the limit, a batch
 * when batching is off, a GET mutation), which carry none or one of yoga's own. Results of
 * operations are fixed in `onExecutionResult` (every entry runs it); refusals made while
 * reading the HTTP request by the HTTP layer's writer (gateway/graphql-http.ts, `withClosedCodes`).
 */
export function useClosedErrorCodes(): Plugin {
  return {
    onExecutionResult({ result, setResult }) {
      if (!result || isAsyncIterable(result) || !result.errors) return;
      // No `data` at all: a request error (variables that do not coerce), nothing ran. A 400,
      // whatever the executor marked (graphql-js marks nothing).
      if (!('data' in result) && result.errors.some(withoutStatus)) setResult({ ...result, errors: result.errors.map(withStatus400) });
      else if (result.errors.some(needsCode)) setResult(withClosedCodes(result));
    },
  };
}

/**
 * An error without a closed-set code, one that quotes what the client sent (`originalError`), or
 * one yoga marks `spec` (answered 200 to an application/json client, as the GraphQL-over-HTTP
 * spec allows): a request the gateway refused is a 4xx whatever the client accepts.
 */
function needsCode(error: unknown): boolean {
  const extensions = (error as GraphQLError).extensions as (Record<string, unknown> & { http?: { spec?: boolean } }) | undefined;
  const code = extensions?.code;
  return typeof code !== 'string' || !CLOSED.has(code) || (extensions !== undefined && ('originalError' in extensions || extensions.http?.spec === true));
}

export function withClosedCodes<R extends ExecutionResult>(result: R): R {
  if (!result.errors?.some(needsCode)) return result;
  return { ...result, errors: result.errors.map((error) => (needsCode(error) ? recode(error) : error)) };
}

function recode(error: GraphQLError): GraphQLError {
  // Yoga puts the parser's own error under `originalError` (it quotes the client's body back).
  const { originalError: _quoted, ...extensions } = (error.extensions ?? {}) as Record<string, unknown> & { http?: { status?: number; headers?: Record<string, string> } };
  const status = extensions.http?.status;
  // The headers a refusal names stay (`Allow` on yoga's refusals of a method or a missing query).
  const headers = extensions.http?.headers;
  const code =
    typeof extensions.code === 'string' && CLOSED.has(extensions.code)
      ? (extensions.code as ErrorCode)
      : extensions.code === 'REQUEST_ENTITY_TOO_LARGE' || status === 413
      ? ErrorCode.REQUEST_TOO_LARGE
      : status !== undefined && status >= 400 && status < 500
        ? ErrorCode.BAD_REQUEST
        : ErrorCode.INTERNAL_SERVER_ERROR;
  return new GraphQLError(code === ErrorCode.INTERNAL_SERVER_ERROR ? 'Unexpected error.' : error.message, {
    nodes: error.nodes,
    source: error.source,
    positions: error.positions,
    path: error.path,
    extensions: { ...extensions, ...(status === undefined ? {} : { http: headers ? { status, headers } : { status } }), code },
  });
}

function withoutStatus(error: GraphQLError): boolean {
  return !(error.extensions as { http?: { status?: number } } | undefined)?.http?.status;
}

function withStatus400(error: GraphQLError): GraphQLError {
  if (!withoutStatus(error) && !needsCode(error)) return error;
  const recoded = needsCode(error) ? recode(error) : error;
  return new GraphQLError(recoded.message, {
    nodes: recoded.nodes,
    source: recoded.source,
    positions: recoded.positions,
    path: recoded.path,
    extensions: { ...recoded.extensions, http: { status: 400 } },
  });
}

function isAsyncIterable(value: unknown): value is AsyncIterable<unknown> {
  return value != null && typeof value === 'object' && Symbol.asyncIterator in value;
}
