import type { GraphQLSchema } from 'graphql';
import type { Plugin } from 'graphql-yoga';

/**
 * Serves the schema holder's current schema: each request runs on the schema current when it
 * started (a refresh swaps it for later requests only). Set at `onEnveloped`, which every entry
 * runs (HTTP and WebSocket operations alike).
 */
export function useCurrentSchema(current: () => GraphQLSchema): Plugin {
  return {
    onPluginInit({ setSchema }) {
      setSchema(current());
    },
    onEnveloped({ setSchema }) {
      setSchema(current());
    },
  };
}
