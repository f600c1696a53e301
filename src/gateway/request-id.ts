import type { Plugin } from 'graphql-yoga';
import { requestIdFor } from '../context.js';

const ids = new WeakMap<Request, string>();

/** The one id of an HTTP request (the caller's `x-request-id` when sane), the same every time it is asked. */
export function requestIdOf(request: Request): string {
  let id = ids.get(request);
  if (!id) {
    id = requestIdFor(request);
    ids.set(request, id);
  }
  return id;
}

/** Echoes the request id in the response, so a client's report can be matched with the gateway's log lines. */
export function useRequestId(): Plugin {
  return {
    onResponse({ request, response }) {
      response.headers.set('x-request-id', requestIdOf(request));
    },
  };
}
