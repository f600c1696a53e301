import { Client, fetchExchange } from '@urql/core';
import { cacheExchange } from '@urql/exchange-graphcache';
import { graphcacheKeys } from '@podcast-graph/client';

// urql with Graphcache, the normalised cache: each type's key comes from the client package, so a
// mutation's answer (which carries the key and the changed fields) updates every cached query.
export function createUrqlGraphcacheClient(url: string, token: string): Client {
  return new Client({
    url,
    fetchOptions: () => ({ headers: { authorization: `Bearer ${token}` } }),
    exchanges: [
      cacheExchange({
        keys: graphcacheKeys,
        updates: {
          Mutation: {
            // A deleted episode leaves the cache; queries that showed it ask the gateway again.
            deleteEpisode(result, _args, cache) {
              const deleted = result.deleteEpisode as { deletedEpisodeId?: number } | null;
              if (deleted?.deletedEpisodeId != null) cache.invalidate({ __typename: 'Episode', id: deleted.deletedEpisodeId });
            },
          },
        },
      }),
      fetchExchange,
    ],
  });
}
