import { requestIdFor } from '../context.js';

const ID = Symbol('gateway.requestId');

/**
 * The one id of an HTTP request (the caller's `x-request-id` when sane), the same every time it
 * is asked: the HTTP layer echoes it on the answer (gateway/http-entry.ts), the request log
 * writes it, so a client's report can be matched with the gateway's log lines. Kept on the
 * request itself, as its connection is (src/connection.ts): a WeakMap's lookups cost more than
 * the id (docs/performance.md, "The request parsers in the layer").
 */
export function requestIdOf(request: Request): string {
  const holder = request as Request & { [ID]?: string };
  return (holder[ID] ??= requestIdFor(request));
}

/** Gives `copy`, a request that stands in for `original` (an upload's, uploads/plugin.ts), the original's id. */
export function withRequestIdOf<R extends Request>(original: Request, copy: R): R {
  (copy as Request & { [ID]?: string })[ID] = requestIdOf(original);
  return copy;
}
