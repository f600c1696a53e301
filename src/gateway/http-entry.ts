import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import { handleMaybePromise, isPromise, type MaybePromise } from '@whatwg-node/promise-helpers';
import { sendNodeResponse } from '@whatwg-node/server';
import { RequestCancellation } from '../cancellation.js';
import { attachConnection, connectionOf, type Connection } from '../connection.js';
import type { Logger } from '../logger.js';
import { requestIdOf } from './request-id.js';
import { pathnameOf, routeFinder, type FetchApi, type RouteTable } from './routes.js';

/**
 * The gateway's one HTTP layer, and its one HTTP entry.
 *
 * The layer (`httpLayer`) answers a fetch `Request`: a CORS preflight itself, an endpoint's path
 * by its route (gateway/routes.ts: health, readiness, metrics, the dashboard, 404), and the
 * GraphQL endpoint by gateway/graphql-http.ts (the request's parameters, then each operation
 * through yoga's `getResultForParams` and the one envelop chain, then one writer). Every answer
 * then gets the request id and, while origins are listed, CORS (gateway/cors.ts). What node:http
 * serves, what runs in process (`Gateway.fetch`) and each WebSocket operation is this one
 * function.
 *
 * The entry (`httpEntry`) makes that `Request` from a node:http request and writes the answer
 * back by whatwg-node's own writer. It stands in for whatwg-node's node adapter (`yoga` as a
 * request listener) only where that adapter cost more CPU than the rest of a one-field query
 * (docs/performance.md):
 * - a body with a Content-Length within the limit is read here into one Buffer. node:http reads
 *   exactly Content-Length bytes, so the body limit (gateway/body-limit.ts) has nothing left to
 *   count and the JSON parser reads the Buffer directly. Other bodies (multipart uploads, chunked
 *   ones, ones over the limit) reach yoga as the socket's stream, as they did before.
 * - the request's AbortSignal is made only when something asks for it, from the request's
 *   `RequestCancellation`, which fires when the client goes away before the answer is sent.
 * - no server context: whatwg-node isolates a given one with `Object.create` per request, which
 *   makes each a prototype (tens of µs in V8). The request carries its connection instead (the
 *   node request, for the client's address, and the cancellation, for the request's context):
 *   src/connection.ts.
 * - each answer is written in the event loop's check phase, with the others made in the same
 *   round of reads (docs/performance.md, "Answers written in the check phase").
 */

/**
 * A fetch handler: the HTTP layer, in process or behind the entry. It answers synchronously
 * where it can (a refusal, a route); callers that hand a Promise on wrap it (`Gateway.fetch`).
 */
export type HttpLayer = (request: Request) => MaybePromise<Response>;

export interface HttpLayerOptions {
  /** The endpoints answered before GraphQL, and where GraphQL is. */
  routes: RouteTable;
  /** The GraphQL endpoint's answer (gateway/graphql-http.ts). */
  graphql: (request: Request) => MaybePromise<Response>;
  /** CORS_ORIGINS' headers on every answer (gateway/cors.ts `corsFor`); null when none is listed. */
  cors: ((request: Request, response: Response) => void) | null;
}

/** The layer, its answers made with `fetchAPI` (whatwg-node's, the one yoga's answers are made with). */
export function httpLayer(fetchAPI: FetchApi, options: HttpLayerOptions): HttpLayer {
  const { graphql } = options;
  const find = routeFinder(options.routes);
  const { cors } = options;
  const finish = (request: Request, response: Response): Response => {
    // The GraphQL endpoint's JSON answers are made with it (gateway/graphql-http.ts): a `has`
    // reads whatwg-node's headers as they were made, a `set` would turn them into a map.
    if (!response.headers.has('x-request-id')) response.headers.set('x-request-id', requestIdOf(request));
    cors?.(request, response);
    return response;
  };
  return (request) => {
    // A preflight, on any path: its grant is what `cors` adds below.
    if (request.method === 'OPTIONS') return finish(request, new fetchAPI.Response(null, { status: 204, headers: { 'content-length': '0' } }));
    const destination = find(pathnameOf(request.url));
    return handleMaybePromise(
      () => (destination === 'graphql' ? graphql(request) : destination(request, new URL(request.url), fetchAPI)),
      (response) => finish(request, response),
    );
  };
}

export interface HttpEntryOptions {
  /** Bodies with a Content-Length up to this are read here; longer ones reach yoga's limit as a stream. */
  maxBodyBytes: number;
  /** Where a failure of the layer itself is logged (every GraphQL failure becomes an answer). */
  logger: Logger;
}

/** node:http's requests, each made a `Request` of `Base` (whatwg-node's, the layer's fetch API), answered by `layer`. */
export function httpEntry(layer: HttpLayer, Base: typeof Request, options: HttpEntryOptions): RequestListener {
  const EntryRequest = entryRequestClass(Base);

  return (req, res) => {
    const cancellation = new RequestCancellation();
    res.once('close', () => {
      if (!res.writableFinished) cancellation.abort(new DOMException('This operation was aborted', 'AbortError'));
    });
    bodyOf(req, options.maxBodyBytes)
      .then((body) => {
        // whatwg-node takes node's header object and a node Readable as a body, as its own adapter does.
        const init: RequestInit & { duplex?: 'half' } = { method: req.method, headers: req.headers as HeadersInit, body: body as unknown as BodyInit | null, duplex: 'half' };
        return layer(new EntryRequest(urlOf(req), init, { req, cancellation }));
      })
      .then(
        // Written in the event loop's check phase, with the other answers made while the loop
        // read this round of sockets, not one by one between those reads: measured to cost the
        // kernel's writes far less (docs/performance.md, "Answers written in the check phase").
        (response) => void setImmediate(writeAnswer, response, res, req),
        (error: unknown) => {
          // A body the client stopped sending: nothing to answer on that connection.
          if (cancellation.aborted || req.destroyed) return void res.destroy();
          options.logger.error('the HTTP entry failed', { error: (error as Error)?.message ?? String(error) });
          if (res.headersSent) return void res.destroy();
          // Never whatwg-node's own error answer, which carries the error's stack.
          const text = '{"errors":[{"message":"Unexpected error.","extensions":{"code":"INTERNAL_SERVER_ERROR"}}]}';
          res.writeHead(500, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(text) });
          res.end(text);
        },
      )
      .catch(() => res.destroy());
  };
}

/**
 * whatwg-node's writer: one writeHead with the headers as yoga made them, where it can (its own
 * default). A write that fails (a stream's body erroring midway) ends the connection.
 */
function writeAnswer(response: Response, res: ServerResponse, req: IncomingMessage): void {
  try {
    const written = sendNodeResponse(response, res, req, true);
    if (isPromise(written)) written.then(undefined, () => res.destroy());
  } catch {
    res.destroy();
  }
}

/**
 * The fetch API's own `Request` (whatwg-node's) with its connection, whose `signal` is the
 * connection's cancellation's: made on first read (a native AbortSignal per request is costly,
 * src/cancellation.ts), aborted when the client goes away.
 */
function entryRequestClass(Base: typeof Request) {
  class EntryRequest extends Base {
    constructor(url: string, init: RequestInit, connection: Connection) {
      super(url, init);
      attachConnection(this, connection);
    }
  }
  Object.defineProperty(EntryRequest.prototype, 'signal', {
    get(this: EntryRequest) {
      return connectionOf(this)!.cancellation.signal;
    },
  });
  return EntryRequest;
}

// A Host that makes a URL, or none: a hostile Host header must not fail the request's URL.
const HOST = /^(?:[A-Za-z0-9.-]+|\[[0-9A-Fa-f:.]+\])(?::\d{1,5})?$/;

function urlOf(req: IncomingMessage): string {
  const host = req.headers.host;
  return `http://${host !== undefined && HOST.test(host) ? host : 'localhost'}${req.url ?? '/'}`;
}

const LENGTH = /^\d+$/;

/**
 * The body yoga reads: none for GET and HEAD, a Buffer when the Content-Length is within the
 * limit and the body is not multipart, else the socket's stream (an upload is streamed by its
 * plugin under its own limits; a chunked or oversized body meets the body limit).
 */
export function bodyOf(req: IncomingMessage, maxBodyBytes: number): Promise<Buffer | IncomingMessage | null> {
  if (req.method === 'GET' || req.method === 'HEAD') return Promise.resolve(null);
  const length = req.headers['content-length'];
  const type = req.headers['content-type'];
  if (length === undefined || !LENGTH.test(length) || Number(length) > maxBodyBytes || (type !== undefined && /^multipart\//i.test(type))) {
    return Promise.resolve(req);
  }
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.once('end', () => resolve(chunks.length === 1 ? chunks[0] : Buffer.concat(chunks)));
    req.once('error', reject);
    // Aborted mid-body: node emits neither 'end' nor (always) 'error'.
    req.once('close', () => {
      if (!req.complete) reject(new DOMException('This operation was aborted', 'AbortError'));
    });
  });
}

/**
 * A request made in process (`Gateway.fetch`): whatwg-node's `Request` ignores `signal` in its
 * init, and the request's context follows the request's own signal (src/context.ts), so the
 * caller's signal is the request's.
 */
export function inProcessRequest(Base: typeof Request, input: string | Request, init: RequestInit = {}): Request {
  if (input instanceof Base && Object.keys(init).length === 0) return input;
  const request = new Base(input, init);
  const { signal } = init;
  if (signal) Object.defineProperty(request, 'signal', { value: signal });
  return request;
}
