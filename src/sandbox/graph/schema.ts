import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { makeExecutableSchema } from '@graphql-tools/schema';
import type { GraphQLSchema } from 'graphql';
import { analyticsResolvers } from './analytics/resolvers.js';
import { coreFanResolvers } from './analytics/corefans.js';
import { insightResolvers } from './analytics/insights.js';
import { catalogResolvers } from './catalog.js';
import { commentMutationResolvers } from './comments/mutations.js';
import { commentQueryResolvers } from './comments/queries.js';
import { decorateResolvers } from './comments/decorate.js';
import { moderationResolvers } from './moderation.js';
import { pollResolvers } from './polls.js';
import { scalarResolvers } from './scalars.js';

const SDL_PATH = fileURLToPath(new URL('./schema.graphql', import.meta.url));

/** The simulator's executable schema: the SDL of schema.graphql with the sandbox's resolvers. */
export function buildGraphSchema(): GraphQLSchema {
  return makeExecutableSchema({
    typeDefs: readFileSync(SDL_PATH, 'utf8'),
    resolvers: [
      scalarResolvers,
      catalogResolvers,
      analyticsResolvers,
      coreFanResolvers,
      insightResolvers,
      decorateResolvers,
      commentQueryResolvers,
      commentMutationResolvers,
      moderationResolvers,
      pollResolvers,
    ],
  });
}
