import { requestIdFor } from '../context.js';

const ids = new WeakMap<Request, string>();

/**
 * The one id of an HTTP request (the caller's `x-request-id` when sane), the same every time it
 * is asked: the HTTP layer echoes it on the answer (gateway/http-entry.ts), the request log
 * writes it, so a client's report can be matched with the gateway's log lines.
 */
export function requestIdOf(request: Request): string {
  let id = ids.get(request);
  if (!id) {
    id = requestIdFor(request);
    ids.set(request, id);
  }
  return id;
}
