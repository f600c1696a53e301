import type { CommentRecord, ShowRecord, Store } from '../../data/model.js';
import { commentUri, episodeUri, showUri, type GraphContext } from '../context.js';

/**
 * Field resolvers of DecoratedComment and DecoratedReply (spec 2.8), over the store's
 * CommentRecord. The "parent entity" is the show: its replies and pins are what
 * `hasParentEntityReplied` and `hasParentEntityPinned` report.
 */

function showOfComment(store: Store, comment: CommentRecord): ShowRecord | undefined {
  const episode = store.episodes.get(comment.episodeId);
  return episode && store.shows.get(episode.stationId);
}

export function repliesOf(store: Store, comment: CommentRecord): CommentRecord[] {
  const out: CommentRecord[] = [];
  for (const c of store.comments.values()) if (c.parentCommentId === comment.commentId) out.push(c);
  return out;
}

const entityUri = (comment: CommentRecord, _: unknown, ctx: GraphContext) => {
  const episode = ctx.store.episodes.get(comment.episodeId);
  return episode ? episodeUri(episode) : null;
};

/** A listener's post shows the listener; a post without username is the show's own. */
const authorDisplay = (comment: CommentRecord, _: unknown, ctx: GraphContext) => {
  if (comment.username !== null) {
    return {
      __typename: 'UserAuthorDisplayMetadata',
      username: comment.username,
      userFullName: comment.userFullName,
      userCoverImageUrl: `https://images.example.test/users/${comment.username}.png`,
    };
  }
  const show = showOfComment(ctx.store, comment);
  return show
    ? { __typename: 'ShowAuthorDisplayMetadata', showUri: showUri(show), showFullName: show.podcastName, showCoverImageUrl: show.podcastImage }
    : null;
};

export const decorateResolvers = {
  DecoratedComment: {
    commentUri: (comment: CommentRecord) => commentUri(comment),
    parentCommentUri: (comment: CommentRecord) => (comment.parentCommentId ? `platform:comment:${comment.parentCommentId}` : null),
    parentEntityUri: (comment: CommentRecord, _: unknown, ctx: GraphContext) => {
      const show = showOfComment(ctx.store, comment);
      return show ? showUri(show) : null;
    },
    entityUri,
    authorMetadata: (comment: CommentRecord, _: unknown, ctx: GraphContext) => {
      if (comment.username !== null) return { oneOfAuthorMetadata: { __typename: 'UserIdString', userId: comment.username } };
      const show = showOfComment(ctx.store, comment);
      return { oneOfAuthorMetadata: show ? { __typename: 'ParentEntityUriString', parentEntityUri: showUri(show) } : null };
    },
    initialModerationState: (comment: CommentRecord) => comment.initialModerationState,
    numberOfReplies: (comment: CommentRecord, _: unknown, ctx: GraphContext) => repliesOf(ctx.store, comment).length,
    hasParentEntityReplied: (comment: CommentRecord, _: unknown, ctx: GraphContext) =>
      repliesOf(ctx.store, comment).some((r) => r.username === null),
    hasParentEntityPinned: (comment: CommentRecord) => comment.isPinned,
    surfaceType: () => 'EPISODE',
    oneOfAuthorDisplayMetadata: authorDisplay,
  },
  DecoratedReply: {
    commentUri: (comment: CommentRecord) => commentUri(comment),
    parentCommentUri: (comment: CommentRecord) => (comment.parentCommentId ? `platform:comment:${comment.parentCommentId}` : null),
    entityUri,
    oneOfAuthorDisplayMetadata: authorDisplay,
  },
  CommentOrReply: {
    __resolveType: (comment: CommentRecord) => (comment.parentCommentId ? 'DecoratedReply' : 'DecoratedComment'),
  },
};
