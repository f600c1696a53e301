import type { GraphQLError } from 'graphql';

/**
 * A batch whose every operation was refused alike (each answered only errors with the same HTTP
 * status, as the rate limit's 429) is answered with that status and those errors' headers
 * (`Retry-After`: the longest wait), as one such operation sent alone would be. yoga answers
 * every batch 200 and reads no error's `extensions.http`. A batch with any operation answered
 * otherwise stays 200: each refused operation's errors still say why and when to retry. The
 * HTTP layer's writer applies it (gateway/graphql-http.ts).
 */

export interface Refusal {
  status: number;
  headers: Record<string, string>;
}

type HttpExtensions = { http?: { status?: number; headers?: Record<string, string> } };

/** The status every result shares as a refusal (no data, every error of that status), with their headers; null when they do not. */
export function batchRefusalOf(results: ReadonlyArray<{ data?: unknown; errors?: ReadonlyArray<GraphQLError> }>): Refusal | null {
  let status: number | undefined;
  const headers: Record<string, string> = {};
  for (const result of results) {
    if (result.data != null || !result.errors?.length) return null;
    for (const error of result.errors) {
      const http = (error.extensions as HttpExtensions | undefined)?.http;
      if (!http?.status || http.status < 400 || (status !== undefined && http.status !== status)) return null;
      status = http.status;
      for (const [name, value] of Object.entries(http.headers ?? {})) {
        // Retry-After in seconds: the longest, so that no operation of the batch is retried too early.
        headers[name] = /^retry-after$/i.test(name) && headers[name] !== undefined ? String(Math.max(Number(headers[name]), Number(value))) : value;
      }
    }
  }
  return status === undefined ? null : { status, headers };
}
