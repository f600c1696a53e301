import type { ModerationPolicy } from '../data/model.js';
import { badInput, requireShow, type GraphContext } from './context.js';

/** Show-wide comment settings (spec 4.3). */

const POLICIES = new Set<ModerationPolicy>(['NO_FILTERING', 'SOME_FILTERING', 'MAXIMUM_FILTERING']);
const ok = { success: true };

export const moderationResolvers = {
  Mutation: {
    updateIsCommentsEnabledForShowByShowUri: (_: unknown, args: { isEnabled: boolean; showUri: string }, ctx: GraphContext) => {
      requireShow(ctx, args.showUri).isCommentsEnabled = args.isEnabled;
      return ok;
    },
    updateModerationPolicy: (
      _: unknown,
      args: { showUri: string; moderationSignal: string; moderationPolicy: string },
      ctx: GraphContext,
    ) => {
      if (args.moderationSignal !== 'SENSITIVITY_OVERALL') throw badInput(`Invalid moderationSignal ${args.moderationSignal}`);
      if (!POLICIES.has(args.moderationPolicy as ModerationPolicy)) throw badInput(`Invalid moderationPolicy ${args.moderationPolicy}`);
      requireShow(ctx, args.showUri).moderationPolicy = args.moderationPolicy as ModerationPolicy;
      return ok;
    },
    /** `username` is the listener's opaque ID; the block covers the whole show. */
    blockUserForShow: (_: unknown, args: { username: string; showUri: string }, ctx: GraphContext) => {
      const username = args.username.trim();
      if (username.length === 0) throw badInput('username must not be empty');
      requireShow(ctx, args.showUri).blockedUsers.add(username);
      return ok;
    },
    unblockUserForShow: (_: unknown, args: { username: string; showUri: string }, ctx: GraphContext) => {
      requireShow(ctx, args.showUri).blockedUsers.delete(args.username.trim());
      return ok;
    },
  },
};
