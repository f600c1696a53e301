import type { GraphQLSchema } from 'graphql';
import { filterSchema, pruneSchema } from '@graphql-tools/utils';
import { withNullableRoots } from './nullable-roots.js';

/**
 * Upstream fields the public graph does not expose, because a gateway field replaces each one
 * with the same capability made safe: checked arguments, enums instead of strings, Relay
 * pages, typed results (schema/gateway/comments.graphql, polls.graphql). Left in, they would
 * let a client skip the checks or fall into a trap the gateway exists to remove (showComments
 * with NEEDS_REVIEW fails upstream, spec 4.4), or an insight generated and never followed. The
 * gateway's own upstream calls still use them.
 * Analytics fields are never hidden: they keep the upstream's arguments and unions.
 */
export const HIDDEN_UPSTREAM_FIELDS: Readonly<Record<string, ReadonlySet<string>>> = {
  Query: new Set(['getCommentsForEpisode', 'getPollForEpisode']),
  Mutation: new Set([
    'updateIsCommentsEnabledForShowByShowUri',
    'updateModerationPolicy',
    'createPollForEpisode',
    'deletePollForEpisode',
    'publishCommentByCommentUri',
    'deleteCommentByCommentUri',
    'createCommentReplyByCommentUri',
    'markCommentAsRead',
    'pinComment',
    'unPinComment',
    'blockUserForShow',
    // Replaced by jobs a client can follow to the end (schema/gateway/analytics-insights.graphql).
    'generateAnalyticsInsight',
    'submitAnalyticsInsightFeedback',
  ]),
  Show: new Set(['showComments']),
};

/**
 * The upstream schema as the public graph shows it (types only the hidden fields used are
 * pruned; root fields nullable, nullable-roots.ts). `shadowed`: more fields to leave out, those
 * a gateway field of the same name replaces (collisions.ts).
 */
export function publicUpstreamSchema(upstream: GraphQLSchema, shadowed: ReadonlyMap<string, ReadonlySet<string>> = new Map()): GraphQLSchema {
  const hidden = (typeName: string, fieldName: string) =>
    (HIDDEN_UPSTREAM_FIELDS[typeName]?.has(fieldName) ?? false) || (shadowed.get(typeName)?.has(fieldName) ?? false);
  return withNullableRoots(
    pruneSchema(
      filterSchema({
        schema: upstream,
        rootFieldFilter: (operation, fieldName) => !hidden(operation, fieldName),
        objectFieldFilter: (typeName, fieldName) => !hidden(typeName, fieldName),
      }),
    ),
  );
}
