import { Client, cacheExchange, fetchExchange, subscriptionExchange } from '@urql/core';
import { createClient as createWsClient } from 'graphql-ws';

// urql with its default exchanges: queries go as GET when they fit in the URL (a GET with a
// bearer token needs no CSRF header), mutations as POST, @defer as multipart/mixed, and
// subscriptions over the gateway's WebSocket (graphql-ws). In Node before 22, pass the `ws`
// package's WebSocket as `webSocketImpl`.
export function createUrqlClient(url: string, token: string, webSocketImpl?: unknown): Client {
  const wsClient = createWsClient({
    url: url.replace(/^http/, 'ws'),
    connectionParams: () => ({ authorization: `Bearer ${token}` }),
    webSocketImpl,
  });
  return new Client({
    url,
    fetchOptions: () => ({ headers: { authorization: `Bearer ${token}` } }),
    exchanges: [
      cacheExchange,
      fetchExchange,
      subscriptionExchange({
        forwardSubscription: (request) => ({
          subscribe: (sink) => ({ unsubscribe: wsClient.subscribe({ ...request, query: request.query ?? '' }, sink) }),
        }),
      }),
    ],
  });
}
