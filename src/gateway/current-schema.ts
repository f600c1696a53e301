import type { GraphQLSchema } from 'graphql';
import type { Plugin } from 'graphql-yoga';

/**
 * Serves the schema holder's current schema: each request runs on the schema current when it
 * started (a refresh swaps it for later requests only). Set at `onEnveloped`, which every entry
 * runs (HTTP and WebSocket operations alike). `served` makes the schema that is served from the
 * holder's (the gateway adds @defer and @stream), once per schema the holder swaps in: a request
 * compares one reference.
 */
export function useCurrentSchema(current: () => GraphQLSchema, served: (schema: GraphQLSchema) => GraphQLSchema = (schema) => schema): Plugin {
  let source: GraphQLSchema | null = null;
  let serving: GraphQLSchema | null = null;
  const schema = (): GraphQLSchema => {
    const now = current();
    if (now !== source || serving === null) {
      serving = served(now);
      source = now;
    }
    return serving;
  };
  return {
    onPluginInit({ setSchema }) {
      setSchema(schema());
    },
    onEnveloped({ setSchema }) {
      setSchema(schema());
    },
  };
}
