import type { GraphQLResolveInfo } from 'graphql';
import type { GatewayContext } from '../../context.js';
import { episodeUriOf, showUriOf } from '../ids/keys.js';
import { commentDocuments, orThrow } from './upstream.js';
import { direction, offsetConnection, tokenConnection } from './connection.js';
import type { CommentValue } from './mappers.js';
import { filters, listOf, type ListArgs } from './filters.js';
import { episodeCommentsPage, gatheredShowComments, showCommentsPage, UNPAGED_PAGE_SIZE } from './pages.js';
import { commentMutationResolvers } from './mutations.js';
import type { EpisodeParent, ShowParent } from '../refs.js';

const showComments = async (parent: ShowParent, args: ListArgs, ctx: GatewayContext, info: GraphQLResolveInfo) => {
  const { statuses, kinds } = filters(args);
  const gathered = statuses.includes('NEEDS_REVIEW');
  const list = listOf('show', { statuses, kinds });
  const dir = direction(args, list);
  const runtime = ctx.upstream;
  const docs = commentDocuments(runtime.schema);
  orThrow(gathered ? docs.episodeComments : docs.showComments);
  const showUri = await showUriOf(parent, ctx);
  if (gathered) return offsetConnection(list, dir, await gatheredShowComments(ctx, showUri, statuses, kinds));
  return tokenConnection(list, dir, (token) => showCommentsPage(ctx, { showUri, kinds, token }));
};

const episodeComments = async (parent: EpisodeParent, args: ListArgs, ctx: GatewayContext, info: GraphQLResolveInfo) => {
  const { statuses, kinds } = filters(args);
  const list = listOf('episode', { statuses, kinds });
  const dir = direction(args, list);
  const plan = orThrow(commentDocuments(ctx.upstream.schema).episodeComments);
  const episodeUri = await episodeUriOf(parent, ctx, info);
  if (plan.paging) return tokenConnection(list, dir, (token) => episodeCommentsPage(ctx, { episodeUri, statuses, kinds, token }));
  // No page tokens (the spec shows none, 4.4): the first page, as large as the gateway allows, paged here.
  const page = await episodeCommentsPage(ctx, { episodeUri, statuses, kinds, token: null }, UNPAGED_PAGE_SIZE);
  return offsetConnection(list, dir, page.items);
};

export const commentResolvers = {
  Show: { comments: showComments },
  Episode: { comments: episodeComments },
  Comment: {
    // An Episode ref by URI; stitching completes it with whatever the client selects.
    episode: (comment: CommentValue) => (comment.episodeUri ? { uri: comment.episodeUri } : null),
  },
  CommentAuthor: {
    __resolveType: (author: { __typename: string }) => author.__typename,
  },
  ...commentMutationResolvers,
};
