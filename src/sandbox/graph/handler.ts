import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { makeExecutableSchema } from '@graphql-tools/schema';
import { execute, parse, validate, type GraphQLSchema } from 'graphql';
import type { SandboxHandler } from '../http.js';

const SDL_PATH = fileURLToPath(new URL('./schema.graphql', import.meta.url));

/** The GraphQL simulator at `POST {graph_url}/v2/graph-pq`. Skeleton: resolvers filled in next. */
export function createGraphHandler(): SandboxHandler {
  const schema: GraphQLSchema = makeExecutableSchema({ typeDefs: readFileSync(SDL_PATH, 'utf8') });
  return async (req, ctx) => {
    if (!req.account) {
      return { status: 401, body: { errors: [{ message: 'Unauthorized', extensions: { code: 'UNAUTHENTICATED' } }] } };
    }
    const body = (req.body ?? {}) as { operationName?: string; variables?: Record<string, unknown>; query?: string };
    let document;
    try {
      document = parse(body.query ?? '');
    } catch (err) {
      return { status: 200, body: { errors: [{ message: (err as Error).message, extensions: { code: 'GRAPHQL_PARSE_FAILED' } }] } };
    }
    const errors = validate(schema, document);
    if (errors.length) return { status: 200, body: { errors: errors.map((e) => e.toJSON()) } };
    const result = await execute({
      schema,
      document,
      variableValues: body.variables,
      operationName: body.operationName,
      contextValue: { account: req.account, store: ctx.store, now: ctx.now },
    });
    return { status: 200, body: result };
  };
}
