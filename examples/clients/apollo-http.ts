import { ApolloClient, HttpLink, InMemoryCache } from '@apollo/client';
import { Defer20220824Handler } from '@apollo/client/incremental';
import { typePolicies } from '@podcast-graph/client';

// Apollo Client over HTTP alone: queries and mutations (JSON POST), @defer (multipart/mixed) and
// subscriptions (Apollo's multipart protocol), each with the token in `Authorization`.
export function createApolloClient(url: string, token: string): ApolloClient {
  return new ApolloClient({
    link: new HttpLink({ uri: url, headers: { authorization: `Bearer ${token}` } }),
    // Each type's key (Episode by id, Show by stationId, Comment by uri...): mutations update the cache.
    cache: new InMemoryCache({ typePolicies }),
    // The gateway's @defer parts are in the 2022-08-24 incremental delivery format.
    incrementalHandler: new Defer20220824Handler(),
  });
}

// After `deleteEpisode`: the episode leaves the cache, and every query that showed it asks again.
export function evictEpisode(client: ApolloClient, id: number): void {
  client.cache.evict({ id: client.cache.identify({ __typename: 'Episode', id }) });
  client.cache.gc();
}
