import { Environment, Network, RecordSource, Store, type FetchFunction } from 'relay-runtime';

// Relay's network layer: one fetch per operation, JSON in and out, the token in `Authorization`.
export function createRelayEnvironment(url: string, token: string): Environment {
  const fetchFn: FetchFunction = async (request, variables) => {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/graphql-response+json, application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ query: request.text, operationName: request.name, variables }),
    });
    return response.json();
  };
  return new Environment({ network: Network.create(fetchFn), store: new Store(new RecordSource()) });
}
