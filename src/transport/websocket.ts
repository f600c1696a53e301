import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { GraphQLError, GraphQLSchema, parse, type ExecutionArgs, type ExecutionResult, type FormattedExecutionResult, type GraphQLFormattedError } from 'graphql';
import { CloseCode, type ConnectionInitMessage, type SubscribePayload } from 'graphql-ws';
import { useServer } from 'graphql-ws/use/ws';
import { WebSocketServer, type WebSocket } from 'ws';
import { ErrorCode } from '../errors.js';
import { bearerToken, clientAddress, tokenHash } from '../identity.js';
import type { Logger } from '../logger.js';

/**
 * GraphQL over WebSocket (graphql-ws, subprotocol `graphql-transport-ws`) at the GraphQL endpoint,
 * beside SSE (README "Transports"). The protocol (init, ack, ping, ids, close codes) is
 * graphql-ws's own server; what runs an operation is the gateway's one plugin chain: each
 * `subscribe` message becomes a POST to the HTTP layer (gateway/http-entry.ts) with the token of
 * `connection_init` as its Authorization header and the socket's request as its connection (the
 * client address the rate limit reads), asking for an event stream. Every hook (persisted documents, rate limit,
 * limits, cost, upstream budget, error codes, the request log) runs exactly as for an HTTP client,
 * and each result the layer streams is relayed as a `next` message (docs/architecture.md#one-pipeline).
 *
 * Bounds: the upgrade is refused (403) for a browser origin that is neither the gateway's own nor
 * in CORS_ORIGINS (cross-site WebSocket hijacking); a socket has WEBSOCKET_INIT_TIMEOUT_MS to send
 * `connection_init` (4408); a ping every WEBSOCKET_KEEPALIVE_MS, and a socket that did not answer
 * the last one is dropped; a token (or, without one, a client address) holds at most
 * WEBSOCKET_MAX_CONNECTIONS_PER_TOKEN sockets (more: 1013 "Try again later") and
 * WEBSOCKET_MAX_SUBSCRIPTIONS_PER_TOKEN running operations over all of them (more: an `error`
 * message, RATE_LIMITED). The token is the one HTTP reads (src/identity.ts `bearerToken`: any case
 * of `Bearer`, any blank between), keyed by its hash, so one token written two ways is one
 * token; a value that is no bearer token counts as none. A token the upstream has not accepted
 * (a stranger's, made up or not yet used) counts against its client address as well, so
 * made-up tokens from one address share that address's places.
 */

/** What answers an operation's request: the gateway's HTTP layer, given the socket's upgrade request as the request's connection. */
export interface FetchHandler {
  fetch(input: string, init: RequestInit, from: { req: IncomingMessage }): Response | Promise<Response>;
}

export interface WebSocketOptions {
  /** The GraphQL endpoint, where upgrades are taken. @default '/graphql' */
  endpoint?: string;
  /** Browser origins allowed besides the gateway's own (CORS_ORIGINS). */
  allowedOrigins: readonly string[];
  initTimeoutMs: number;
  keepAliveMs: number;
  maxConnectionsPerToken: number;
  maxSubscriptionsPerToken: number;
  /** TRUST_PROXY_HOPS: a socket without a token counts against the client address found as for HTTP. @default 0 */
  trustProxyHops?: number;
  /** Largest message taken (LIMIT_BODY_BYTES, as an HTTP body); a larger one closes the socket (1009). */
  maxMessageBytes: number;
  /** Whether the upstream has accepted a token, by its hash (accepted-tokens.ts). @default none has */
  isAccepted?: (hash: string) => Promise<boolean>;
  logger: Logger;
}

/** What server.ts hands WebSocket upgrades to. */
export interface UpgradeHandler {
  handle(req: IncomingMessage, socket: Duplex, head: Buffer): void;
  /** Closes every socket (1001 Going away) and stops taking upgrades. */
  close(): Promise<void>;
}

/** Close codes this transport uses besides graphql-ws's own (README "Transports"). */
export const TRY_AGAIN_LATER = 1013;

/** Never executed: graphql-ws needs a document to pick execute over subscribe; yoga reads the real one. */
const PLACEHOLDER = parse('{ __typename }');
/** Never executed either: ExecutionArgs needs a schema, and yoga holds the real one. */
const NO_SCHEMA = new GraphQLSchema({});

interface Connection {
  /** The Authorization header value for every operation; null: none (as an HTTP request without one). */
  authorization: string | null;
  /** What the caps count against: the token's hash, its client address too while the token is a stranger's; the address alone without one. */
  keys: string[];
  /** Whether this socket holds one of its key's connection places. */
  counted: boolean;
  operations: Map<string, () => void>;
}

type Extra = {
  socket: WebSocket;
  request: IncomingMessage;
};

export function createWebSocketTransport(layer: FetchHandler, options: WebSocketOptions): UpgradeHandler {
  const endpoint = options.endpoint ?? '/graphql';
  const wss = new WebSocketServer({ noServer: true, maxPayload: options.maxMessageBytes });
  const connectionsByKey = new Map<string, number>();
  const operationsByKey = new Map<string, number>();
  const state = new WeakMap<object, Connection>();
  // The formatted errors of a refused operation, as yoga gave them (code, locations, extensions).
  const refusals = new WeakMap<GraphQLError, GraphQLFormattedError>();
  const add = (map: Map<string, number>, key: string, by: number) => {
    const next = (map.get(key) ?? 0) + by;
    if (next <= 0) map.delete(key);
    else map.set(key, next);
  };

  const server = useServer<Record<string, unknown>, Extra>(
    {
      connectionInitWaitTimeout: options.initTimeoutMs,
      async onConnect(ctx) {
        const authorization = authorizationOf(ctx.connectionParams);
        if (authorization instanceof Error) {
          ctx.extra.socket.close(CloseCode.BadRequest, authorization.message);
          return false;
        }
        const token = bearerToken(authorization);
        const address = `address:${addressOf(ctx.extra.request, options.trustProxyHops ?? 0)}`;
        const hash = token === null ? null : tokenHash(token);
        const accepted = hash !== null && options.isAccepted ? await options.isAccepted(hash).catch(() => false) : false;
        const keys = hash === null ? [address] : accepted ? [`token:${hash}`] : [`token:${hash}`, address];
        // Checked and counted in one step (no await between), so sockets opening together are counted one by one.
        if (keys.some((key) => (connectionsByKey.get(key) ?? 0) >= options.maxConnectionsPerToken)) {
          ctx.extra.socket.close(TRY_AGAIN_LATER, 'Too many connections for this token');
          return false;
        }
        for (const key of keys) add(connectionsByKey, key, 1);
        state.set(ctx, { authorization, keys, counted: true, operations: new Map() });
        return true;
      },
      async onSubscribe(ctx, id, payload) {
        const connection = state.get(ctx)!;
        if (connection.keys.some((key) => (operationsByKey.get(key) ?? 0) >= options.maxSubscriptionsPerToken)) {
          return [refusal(`Too many operations at once on this token's WebSocket connections (WEBSOCKET_MAX_SUBSCRIPTIONS_PER_TOKEN=${options.maxSubscriptionsPerToken}).`, ErrorCode.RATE_LIMITED)];
        }
        for (const key of connection.keys) add(operationsByKey, key, 1);
        const controller = new AbortController();
        let ended = false;
        const end = () => {
          if (ended) return;
          ended = true;
          controller.abort();
          for (const key of connection.keys) add(operationsByKey, key, -1);
          connection.operations.delete(id);
        };
        connection.operations.set(id, end);
        try {
          const results = relay(layer, payload, connection.authorization, ctx.extra.request, controller.signal);
          const first = await results.next();
          // Nothing to send (a stream that ended at once): graphql-ws completes an empty operation.
          if (first.done) {
            end();
            return nothing();
          }
          // Refused before execution (no `data`: persisted documents, rate limit, limits, parse,
          // validation): graphql-ws's `error` message, with yoga's errors as they are.
          if (!('data' in first.value)) {
            end();
            const errors = first.value.errors ?? [{ message: 'Unexpected error.', extensions: { code: ErrorCode.INTERNAL_SERVER_ERROR } }];
            return errors.map((formatted) => {
              const error = new GraphQLError(formatted.message);
              refusals.set(error, formatted);
              return error;
            });
          }
          const args: ExecutionArgs = { schema: NO_SCHEMA, document: PLACEHOLDER, contextValue: replay(first.value, results, end) };
          return args;
        } catch (error) {
          end();
          if (controller.signal.aborted) return nothing();
          options.logger.error('websocket operation failed', { error: (error as Error).message });
          return [refusal('Unexpected error.', ErrorCode.INTERNAL_SERVER_ERROR)];
        }
      },
      // The operation's results, from onSubscribe's relay.
      execute: (args) => args.contextValue as AsyncGenerator<ExecutionResult>,
      subscribe: (args) => args.contextValue as AsyncGenerator<ExecutionResult>,
      // Yoga's results are JSON already (masked, with their codes): sent as they are.
      onNext: (_ctx, _id, _payload, _args, result) => result as FormattedExecutionResult,
      // A refusal as yoga gave it; anything else (a failure while relaying) says nothing of its cause.
      onError: (_ctx, _id, _payload, errors) =>
        errors.map(
          (error) =>
            refusals.get(error as GraphQLError) ??
            (typeof error.extensions?.code === 'string' ? { message: error.message, extensions: error.extensions } : { message: 'Unexpected error.', extensions: { code: ErrorCode.INTERNAL_SERVER_ERROR } }),
        ),
      onComplete(ctx, id) {
        state.get(ctx)?.operations.get(id)?.();
      },
      onClose(ctx) {
        const connection = state.get(ctx);
        if (!connection) return;
        for (const end of [...connection.operations.values()]) end();
        if (connection.counted) for (const key of connection.keys) add(connectionsByKey, key, -1);
        connection.counted = false;
      },
    },
    wss,
    options.keepAliveMs,
  );

  return {
    handle(req, socket, head) {
      const path = (req.url ?? '').split('?')[0];
      if (path !== endpoint) return refuseUpgrade(socket, 404, 'Not Found');
      if (!originAllowed(req, options.allowedOrigins)) return refuseUpgrade(socket, 403, 'Forbidden');
      wss.handleUpgrade(req, socket, head, (ws) => wss.emit('connection', ws, req));
    },
    async close() {
      // Going away (1001), then whatever has not finished its closing handshake within a second is cut.
      for (const client of wss.clients) client.close(1001, 'Going away');
      const deadline = Date.now() + 1_000;
      while (wss.clients.size > 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 25));
      for (const client of wss.clients) client.terminate();
      await server.dispose();
    },
  };
}

/**
 * The Authorization header value from a `connection_init` payload: `authorization` (or
 * `Authorization`, or under `headers`, as Apollo's and urql's links send it), a full header value
 * such as `Bearer <token>`; or `token`, the bare token. None: null, as an HTTP request without the
 * header. A value that is not a string, or two that disagree: an Error (close 4400).
 */
export function authorizationOf(params: ConnectionInitMessage['payload'] | undefined): string | null | Error {
  if (!params) return null;
  const headers = isRecord(params.headers) ? params.headers : {};
  const candidates: unknown[] = [params.authorization, params.Authorization, headers.authorization, headers.Authorization];
  if (params.token !== undefined) candidates.push(typeof params.token === 'string' ? `Bearer ${params.token}` : params.token);
  const given = candidates.filter((value) => value !== undefined && value !== null);
  if (given.some((value) => typeof value !== 'string')) return new Error('connection_init: authorization and token must be strings');
  const values = new Set(given as string[]);
  if (values.size > 1) return new Error('connection_init: authorization and token disagree');
  const [value] = values;
  return value === undefined || value.trim() === '' ? null : value;
}

/** The client address of an upgrade, as the rate limit finds an HTTP request's (src/identity.ts). */
function addressOf(request: IncomingMessage, hops: number): string {
  const forwarded = request.headers['x-forwarded-for'];
  const headers = new Headers(typeof forwarded === 'string' ? { 'x-forwarded-for': forwarded } : {});
  return clientAddress({ headers }, { req: request }, hops);
}

/** A browser's upgrade (it sends Origin) is taken from the gateway's own origin or a listed one; other clients send none. */
function originAllowed(req: IncomingMessage, allowed: readonly string[]): boolean {
  const origin = req.headers.origin;
  if (origin === undefined) return true;
  if (allowed.includes(origin)) return true;
  const host = req.headers.host;
  return host !== undefined && (origin === `http://${host}` || origin === `https://${host}`);
}

function refuseUpgrade(socket: Duplex, status: number, text: string): void {
  socket.end(`HTTP/1.1 ${status} ${text}\r\nconnection: close\r\ncontent-type: text/plain; charset=utf-8\r\ncontent-length: ${Buffer.byteLength(text)}\r\n\r\n${text}`);
}

/** An operation with no result: graphql-ws sends only its `complete` (an empty error list would be its 4500). */
function nothing(): ExecutionArgs {
  const empty: AsyncGenerator<ExecutionResult> = (async function* () {})();
  return { schema: NO_SCHEMA, document: PLACEHOLDER, contextValue: empty };
}

function refusal(message: string, code: string): GraphQLError {
  return new GraphQLError(message, { extensions: { code } });
}

/**
 * Runs one operation through the HTTP layer as an HTTP client would (POST, asking for an event
 * stream) and yields each result it sends. An abort (the client completed the operation or closed
 * the socket) cancels the stream, which ends the operation and its upstream work.
 */
async function* relay(layer: FetchHandler, payload: SubscribePayload & { documentId?: unknown }, authorization: string | null, request: IncomingMessage, signal: AbortSignal): AsyncGenerator<ExecutionResult> {
  const body: Record<string, unknown> = { variables: payload.variables ?? undefined, operationName: payload.operationName ?? undefined, extensions: payload.extensions ?? undefined };
  // graphql-ws requires a `query` string: a document sent by hash alone comes with an empty one.
  if (payload.query !== '') body.query = payload.query;
  if (typeof payload.documentId === 'string') body.documentId = payload.documentId;
  const headers: Record<string, string> = { 'content-type': 'application/json', accept: 'text/event-stream' };
  if (authorization !== null) headers.authorization = authorization;
  // As the upgrade carried them: the client address under TRUST_PROXY_HOPS comes from the
  // upgrade's X-Forwarded-For, as an HTTP request's from its own.
  for (const name of ['user-agent', 'x-forwarded-for'] as const) {
    const value = request.headers[name];
    if (typeof value === 'string') headers[name] = value;
  }
  const response = await layer.fetch('http://gateway/graphql', { method: 'POST', headers, body: JSON.stringify(body), signal }, { req: request });
  const type = response.headers.get('content-type') ?? '';
  if (!/^text\/event-stream/i.test(type)) {
    // Refused while reading the request (answered JSON, or nothing).
    const text = await response.text();
    let result: ExecutionResult;
    try {
      result = JSON.parse(text) as ExecutionResult;
    } catch {
      result = { errors: [new GraphQLError('The operation was refused.', { extensions: { code: response.status === 413 ? ErrorCode.REQUEST_TOO_LARGE : ErrorCode.BAD_REQUEST } })] };
    }
    yield result;
    return;
  }
  const reader = response.body!.getReader();
  const onAbort = () => void reader.cancel().catch(() => {});
  signal.addEventListener('abort', onAbort, { once: true });
  const decoder = new TextDecoder();
  let buffer = '';
  try {
    for (;;) {
      let chunk: ReadableStreamReadResult<Uint8Array>;
      try {
        chunk = await reader.read();
      } catch (error) {
        if (signal.aborted) return;
        throw error;
      }
      if (chunk.done) return;
      buffer += decoder.decode(chunk.value, { stream: true });
      let end: number;
      while ((end = buffer.indexOf('\n\n')) >= 0) {
        const event = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        let type = 'message';
        const data: string[] = [];
        for (const line of event.split('\n')) {
          if (line.startsWith('event:')) type = line.slice(6).trim();
          else if (line.startsWith('data:')) data.push(line.slice(5).replace(/^ /, ''));
        }
        if (type === 'complete') return;
        if (type === 'next' && data.length > 0) yield JSON.parse(data.join('\n')) as ExecutionResult;
      }
    }
  } finally {
    signal.removeEventListener('abort', onAbort);
  }
}

/**
 * The operation's results for graphql-ws: the first (already read to tell a refusal from an
 * answer), then the rest. `return` (the client's `complete`, or the socket closing) ends the
 * operation at once, even while it waits for its next event.
 */
function replay(first: ExecutionResult, rest: AsyncGenerator<ExecutionResult>, end: () => void): AsyncGenerator<ExecutionResult> {
  let sentFirst = false;
  const iterator: AsyncGenerator<ExecutionResult> = {
    async next() {
      if (!sentFirst) {
        sentFirst = true;
        return { done: false, value: first };
      }
      const step = await rest.next();
      if (step.done) end();
      return step;
    },
    async return() {
      end();
      void rest.return(undefined);
      return { done: true, value: undefined };
    },
    async throw(error: unknown) {
      end();
      void rest.return(undefined);
      throw error;
    },
    [Symbol.asyncIterator]() {
      return iterator;
    },
  };
  return iterator;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}
