import type { IncomingMessage } from 'node:http';
import type { RequestCancellation } from './cancellation.js';

/**
 * Where a request came from, carried on the fetch `Request` the HTTP entry makes
 * (gateway/http-entry.ts) instead of a server context per request: its node:http request, for
 * the client's address, and its cancellation, fired when the client goes away before the answer
 * is sent. A module that reads either imports this one, not the entry.
 */
export interface Connection {
  readonly req: IncomingMessage;
  readonly cancellation: RequestCancellation;
}

const CONNECTION = Symbol('gateway.connection');
type Connected = { [CONNECTION]?: Connection };

/** Gives `request` its connection (the HTTP entry, for each request it makes). */
export function attachConnection<R extends object>(request: R, connection: Connection): R {
  (request as Connected)[CONNECTION] = connection;
  return request;
}

/** The connection of a request that came through the HTTP entry or the WebSocket transport; undefined for one made in process (`Gateway.fetch`). */
export function connectionOf(request: object): Connection | undefined {
  return (request as Connected)[CONNECTION];
}

/** Gives `copy`, a request a plugin made to stand in for `original`, the original's connection. */
export function sameConnection<R extends Request>(original: Request, copy: R): R {
  const connection = connectionOf(original);
  return connection ? attachConnection(copy, connection) : copy;
}
