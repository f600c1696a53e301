import type { GraphQLResolveInfo } from 'graphql';
import type { GatewayContext } from '../../context.js';
import { badUserInput, ErrorCode, gatewayError } from '../../errors.js';
import { missingUpstream } from '../../graph/capabilities.js';
import { mutateUpstream, type UpstreamMutation } from '../../graph/mutate.js';
import { unblockMutation } from '../../graph/unblock.js';
import { showUriOf } from '../ids/keys.js';
import { requireUri, toUri } from '../ids/uris.js';
import { noteBlock } from './known-blocks.js';
import { DELETE_FILTER, type CommentStatus } from './mappers.js';
import { reviewState } from './review-state.js';

/**
 * Comment and moderation mutations (document 2, 4.3). Arguments are checked here, before any
 * upstream call; the upstream's string values come from enums; pairs the creator app sends
 * together (publish + mark read, reply + mark read) go in one upstream operation.
 */

type Resolver<A> = (root: unknown, args: A, ctx: GatewayContext, info: GraphQLResolveInfo) => Promise<unknown>;

const POLICY_SIGNAL = 'SENSITIVITY_OVERALL';

function commentUri(value: string): string {
  return toUri('comment', requireUri('comment', value, 'commentUri'));
}

function nonBlank(value: string, argument: string): string {
  const text = value.trim();
  if (!text) throw badUserInput(`\`${argument}\` must not be blank.`, argument);
  return text;
}

async function onComment(ctx: GatewayContext, info: GraphQLResolveInfo, uri: string, mutations: UpstreamMutation[]) {
  const [outcome] = await mutateUpstream(ctx, mutations);
  return { commentUri: uri, success: outcome.success };
}

/** The show of a settings mutation, by exactly one of its keys; a station ID costs one 4.15 read. */
async function showRef(ctx: GatewayContext, stationId: number | null | undefined, showUri: string | null | undefined) {
  if ((stationId == null) === (showUri == null)) throw badUserInput('Give exactly one of `stationId` and `showUri`.');
  if (stationId != null) {
    if (!Number.isInteger(stationId) || stationId <= 0) throw badUserInput('`stationId` must be a positive station ID.', 'stationId');
    return { stationId, uri: await showUriOf({ stationId }, ctx) };
  }
  return { uri: toUri('show', requireUri('show', showUri!, 'showUri')) };
}

/**
 * Approves a comment that needs review. CONFLICT for one that does not is the gateway's own
 * promise: an upstream may well answer success for a comment already published (4.5: the
 * answer is not shown). So the comment's review state is read first when the gateway knows
 * its episode (review-state.ts); when it does not, the upstream decides.
 */
const publishComment: Resolver<{ commentUri: string }> = async (_r, args, ctx, info) => {
  const uri = commentUri(args.commentUri);
  const state = await reviewState(ctx, uri);
  if (state === 'PUBLISHED') throw gatewayError(ErrorCode.CONFLICT, 'This comment is not awaiting review: it is already published. Nothing was sent.');
  if (state === 'ABSENT') throw gatewayError(ErrorCode.NOT_FOUND, 'This comment is no longer on its episode (deleted?). Nothing was sent.');
  return onComment(ctx, info, uri, [
    { field: 'publishCommentByCommentUri', args: { commentUri: uri } },
    { field: 'markCommentAsRead', args: { commentUri: uri } },
  ]);
};

const deleteComment: Resolver<{ commentUri: string; status?: CommentStatus | null }> = async (_r, args, ctx, info) => {
  const uri = commentUri(args.commentUri);
  const del = (status: CommentStatus) => onComment(ctx, info, uri, [{ field: 'deleteCommentByCommentUri', args: { commentUri: uri, filter: DELETE_FILTER[status] } }]);
  if (args.status) return del(args.status);
  // The upstream deletes only with the filter of the comment's current state (section 3). How
  // it refuses the other filter is not shown: an error, or `false`; either way try the other.
  let published: Awaited<ReturnType<typeof del>>;
  try {
    published = await del('PUBLISHED');
  } catch (error) {
    if (!isFilterRefusal(error)) throw error;
    return del('NEEDS_REVIEW');
  }
  return published.success ? published : del('NEEDS_REVIEW');
};

/**
 * Whether a failed delete may just have had the wrong filter: a state or input refusal, or an
 * upstream field error that names no cause (the error envelope is not shown, document 2, 7).
 * Not for failures of the call itself (token, timeout, transport), which the other filter
 * would only repeat.
 */
function isFilterRefusal(error: unknown): boolean {
  const ext = ((error as { extensions?: Record<string, unknown> }).extensions ?? {}) as Record<string, unknown>;
  if (ext.code === ErrorCode.CONFLICT || ext.code === ErrorCode.BAD_USER_INPUT || ext.code === ErrorCode.NOT_FOUND) return true;
  return ext.code === ErrorCode.UPSTREAM_ERROR && ext.upstream === 'graph' && ext.route === undefined && ext.upstreamCode === undefined;
}

const replyToComment: Resolver<{ commentUri: string; text: string }> = (_r, args, ctx, info) => {
  const uri = commentUri(args.commentUri);
  const text = nonBlank(args.text, 'text');
  return onComment(ctx, info, uri, [
    { field: 'createCommentReplyByCommentUri', args: { parentCommentUri: uri, replyStr: text } },
    { field: 'markCommentAsRead', args: { commentUri: uri } },
  ]);
};

const single =
  (field: string): Resolver<{ commentUri: string }> =>
  (_r, args, ctx, info) => {
    const uri = commentUri(args.commentUri);
    return onComment(ctx, info, uri, [{ field, args: { commentUri: uri } }]);
  };

interface ShowArgs {
  stationId?: number | null;
  showUri?: string | null;
}

async function onShow(ctx: GatewayContext, info: GraphQLResolveInfo, args: ShowArgs, mutation: (showUri: string) => UpstreamMutation) {
  const show = await showRef(ctx, args.stationId, args.showUri);
  const [outcome] = await mutateUpstream(ctx, [mutation(show.uri)]);
  return { show, success: outcome.success };
}

const blockCommenter: Resolver<ShowArgs & { username: string }> = async (_r, args, ctx, info) => {
  const username = nonBlank(args.username, 'username');
  const outcome = await onShow(ctx, info, args, (showUri) => ({ field: 'blockUserForShow', args: { username, showUri } }));
  if (outcome.success) await noteBlock(ctx, outcome.show.uri, username, true);
  return outcome;
};

/** Lifts a block where the upstream has a mutation for it (unblock.ts finds it by its shape). */
const unblockCommenter: Resolver<ShowArgs & { username: string }> = async (_r, args, ctx, info) => {
  const username = nonBlank(args.username, 'username');
  const unblock = unblockMutation(ctx.upstream.schema);
  if (!unblock) throw missingUpstream('a mutation that lifts a block (document 2, 4.5 presumes `unblockUserForShow`)');
  const outcome = await onShow(ctx, info, args, (showUri) => ({ field: unblock.field, args: { [unblock.userArg]: username, [unblock.showArg]: showUri } }));
  if (outcome.success) await noteBlock(ctx, outcome.show.uri, username, false);
  return outcome;
};

const setCommentsEnabled: Resolver<ShowArgs & { enabled: boolean }> = (_r, args, ctx, info) =>
  onShow(ctx, info, args, (showUri) => ({ field: 'updateIsCommentsEnabledForShowByShowUri', args: { isEnabled: args.enabled, showUri } }));

const setModerationPolicy: Resolver<ShowArgs & { policy: string }> = (_r, args, ctx, info) =>
  onShow(ctx, info, args, (showUri) => ({
    field: 'updateModerationPolicy',
    args: { showUri, moderationSignal: POLICY_SIGNAL, moderationPolicy: args.policy },
  }));

export const commentMutationResolvers = {
  Mutation: {
    publishComment,
    deleteComment,
    replyToComment,
    markCommentRead: single('markCommentAsRead'),
    pinComment: single('pinComment'),
    unpinComment: single('unPinComment'),
    blockCommenter,
    unblockCommenter,
    setCommentsEnabled,
    setModerationPolicy,
  },
};
