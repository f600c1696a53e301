import type { CommentRecord, ModerationState } from '../../data/model.js';
import { badInput, graphError, requireComment, type GraphContext } from '../context.js';
import { repliesOf } from './decorate.js';

/**
 * Comment moderation mutations (spec 3 and 4.3). A rule broken by the comment's current state
 * is a CONFLICT; a malformed argument is BAD_USER_INPUT.
 */

const DELETE_FILTERS: Record<string, ModerationState> = {
  DELETE_COMMENT_FILTER_PUBLISHED: 'published',
  DELETE_COMMENT_FILTER_NEEDS_REVIEW: 'needs review',
};
const MAX_REPLY_LENGTH = 1000;

const conflict = (message: string) => graphError('CONFLICT', message);
const ok = { success: true };

function requireRoot(comment: CommentRecord, action: string): void {
  if (comment.parentCommentId !== null) throw badInput(`Only top-level comments can be ${action}`);
}

export const commentMutationResolvers = {
  Mutation: {
    publishCommentByCommentUri: (_: unknown, args: { commentUri: string }, ctx: GraphContext) => {
      const comment = requireComment(ctx, args.commentUri);
      if (comment.state !== 'needs review') throw conflict('Comment is not awaiting review');
      comment.state = 'published';
      comment.approvalDate = ctx.now();
      return ok;
    },
    deleteCommentByCommentUri: (_: unknown, args: { commentUri: string; filter: string }, ctx: GraphContext) => {
      const expected = DELETE_FILTERS[args.filter];
      if (!expected) throw badInput(`Invalid filter ${args.filter}`);
      const comment = requireComment(ctx, args.commentUri);
      if (comment.state !== expected) throw conflict(`Comment does not match filter ${args.filter}`);
      for (const reply of repliesOf(ctx.store, comment)) ctx.store.comments.delete(reply.commentId);
      ctx.store.comments.delete(comment.commentId);
      return ok;
    },
    createCommentReplyByCommentUri: (_: unknown, args: { parentCommentUri: string; replyStr: string }, ctx: GraphContext) => {
      const parent = requireComment(ctx, args.parentCommentUri);
      requireRoot(parent, 'replied to');
      if (parent.state !== 'published') throw conflict('Only published comments can be replied to');
      const text = args.replyStr.trim();
      if (text.length === 0) throw badInput('replyStr must not be empty');
      if ([...text].length > MAX_REPLY_LENGTH) throw badInput(`replyStr must be at most ${MAX_REPLY_LENGTH} characters`);
      const now = ctx.now();
      const reply: CommentRecord = {
        commentId: `c${String(ctx.store.nextCommentSeq++).padStart(6, '0')}`,
        episodeId: parent.episodeId,
        parentCommentId: parent.commentId,
        username: null,
        userFullName: null,
        commentStr: text,
        language: parent.language,
        state: 'published',
        initialModerationState: 'published',
        createDate: now,
        approvalDate: now,
        isRead: true,
        isPinned: false,
        hasParentEntityReacted: false,
        containsBlockedWords: false,
        isAnySensitivityPolicyInitiallyViolated: false,
      };
      ctx.store.comments.set(reply.commentId, reply);
      // Replying means the creator has read the thread.
      parent.isRead = true;
      return ok;
    },
    markCommentAsRead: (_: unknown, args: { commentUri: string }, ctx: GraphContext) => {
      requireComment(ctx, args.commentUri).isRead = true;
      return ok;
    },
    pinComment: (_: unknown, args: { commentUri: string }, ctx: GraphContext) => {
      const comment = requireComment(ctx, args.commentUri);
      requireRoot(comment, 'pinned');
      if (comment.state !== 'published') throw conflict('Only published comments can be pinned');
      // One pinned comment per episode: pinning another replaces it.
      for (const other of ctx.store.comments.values()) {
        if (other.episodeId === comment.episodeId && other !== comment) other.isPinned = false;
      }
      comment.isPinned = true;
      return ok;
    },
    unPinComment: (_: unknown, args: { commentUri: string }, ctx: GraphContext) => {
      requireComment(ctx, args.commentUri).isPinned = false;
      return ok;
    },
  },
};
