import { createClient } from 'graphql-sse';

// graphql-sse in its default distinct-connections mode: one POST with `accept: text/event-stream`
// per operation, the token in `Authorization`.
export function createSseClient(url: string, token: string) {
  return createClient({ url, headers: { authorization: `Bearer ${token}` } });
}
