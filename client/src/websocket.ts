import { createClient as createWsClient, type Client as WsClient } from 'graphql-ws';
import { clientError, fromWire, type ClientError } from './errors.js';

/**
 * Subscriptions over the gateway's WebSocket transport (graphql-ws, `graphql-transport-ws`;
 * README "Transports"), with graphql-ws's own client: one socket per client, opened on the
 * first subscription and closed a moment after the last ends; the token goes in the
 * `connection_init` payload as `authorization`, asked again at every (re)connection.
 */
export interface WebSocketTransportOptions {
  /** The GraphQL endpoint's http(s) URL; the socket's is the same with ws(s). */
  url: string;
  token: () => Promise<string | null | undefined>;
  /** @default globalThis.WebSocket */
  webSocketImpl?: unknown;
}

export interface WsPayload {
  query: string;
  operationName?: string | null;
  variables?: Record<string, unknown>;
  extensions?: Record<string, unknown>;
  documentId?: string;
}

export interface WsSink {
  next(result: { data?: unknown; errors?: ReadonlyArray<unknown>; extensions?: unknown }): void;
  error(error: ClientError): void;
  complete(): void;
}

export interface WebSocketTransport {
  subscribe(payload: WsPayload, sink: WsSink): () => void;
}

export function createWebSocketTransport(options: WebSocketTransportOptions): WebSocketTransport {
  let client: WsClient | null = null;
  const socketUrl = () => {
    const url = new URL(options.url, typeof location === 'undefined' ? undefined : location.href);
    url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
    return url.href;
  };
  const ensure = () =>
    (client ??= createWsClient({
      url: socketUrl(),
      webSocketImpl: options.webSocketImpl,
      lazy: true,
      lazyCloseTimeout: 1_000,
      connectionParams: async () => {
        const token = await options.token();
        return token ? { authorization: `Bearer ${token}` } : {};
      },
    }));

  return {
    subscribe(payload, sink) {
      return ensure().subscribe(payload, {
        next: (result) => sink.next(result),
        complete: () => sink.complete(),
        error: (error: unknown) => {
          // An `error` message: the operation was refused, with the gateway's coded errors.
          if (Array.isArray(error) && error.length > 0) return sink.error(fromWire(error[0] ?? {}, 0, null));
          const closed = error && typeof error === 'object' && 'code' in error ? ` (closed ${String((error as { code: unknown }).code)})` : '';
          sink.error(clientError('NETWORK_ERROR', `The gateway's WebSocket failed${closed}.`));
        },
      });
    },
  };
}
