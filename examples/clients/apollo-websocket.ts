import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
import { GraphQLWsLink } from '@apollo/client/link/subscriptions';
import { typePolicies } from '@podcast-graph/client';
import { OperationTypeNode } from 'graphql';
import { createClient } from 'graphql-ws';

// Subscriptions over the gateway's WebSocket (graphql-ws), everything else over HTTP.
// In Node before 22, pass the `ws` package's WebSocket as `webSocketImpl`.
export function createApolloWsClient(url: string, token: string, webSocketImpl?: unknown): ApolloClient {
  const wsClient = createClient({
    url: url.replace(/^http/, 'ws'),
    // Asked at every (re)connection: the current token, as the HTTP header's value.
    connectionParams: () => ({ authorization: `Bearer ${token}` }),
    webSocketImpl,
  });
  const link = ApolloLink.split(
    ({ operationType }) => operationType === OperationTypeNode.SUBSCRIPTION,
    new GraphQLWsLink(wsClient),
    new HttpLink({ uri: url, headers: { authorization: `Bearer ${token}` } }),
  );
  return new ApolloClient({ link, cache: new InMemoryCache({ typePolicies }) });
}
