import type { GatewayContext } from '../../context.js';
import type { Resolvers } from '../../generated/resolvers.js';
import { unblockMutation } from '../../graph/unblock.js';
import { showUriOf } from '../ids/index.js';
import { ownerKey } from '../owner-key.js';
import type { ShowParent } from '../refs.js';

/**
 * The listeners the caller blocked through this gateway, per show. Document 2 reads no block
 * list (`getBlockedUsersForShow` is a client operation name, 4.1, whose shape is not shown), so
 * a creator could not tell a blocked author from another: the gateway keeps what it did, under a
 * hash of the caller's token (like the known drafts), and `Show.knownBlockedCommenters` lists
 * it. Fails open: a store that is down keeps and lists nothing.
 */

/** Usernames kept per account and show, the most recent first. */
export const KNOWN_BLOCKS_PER_SHOW = 200;
const TTL_MS = 365 * 24 * 3_600_000;

const keyOf = (token: string, showUri: string) => `blocks:${ownerKey(token, 'known-blocks')}:${showUri}`;

async function readList(ctx: Pick<GatewayContext, 'store'>, key: string): Promise<string[]> {
  try {
    const list = JSON.parse((await ctx.store.get(key)) ?? '[]') as unknown;
    return Array.isArray(list) ? list.filter((u): u is string => typeof u === 'string') : [];
  } catch {
    return [];
  }
}

/** Records a block (or its lifting) the upstream accepted. Never throws. */
export async function noteBlock(ctx: Pick<GatewayContext, 'token' | 'store'>, showUri: string, username: string, blocked: boolean): Promise<void> {
  if (!ctx.token) return;
  const key = keyOf(ctx.token, showUri);
  const rest = (await readList(ctx, key)).filter((u) => u !== username);
  const next = (blocked ? [username, ...rest] : rest).slice(0, KNOWN_BLOCKS_PER_SHOW);
  await (next.length ? ctx.store.set(key, JSON.stringify(next), TTL_MS) : ctx.store.delete(key)).catch(() => undefined);
}

export const commentBlockResolvers: Resolvers = {
  Show: {
    knownBlockedCommenters: async (parent: ShowParent, _args: unknown, ctx: GatewayContext) => (ctx.token ? readList(ctx, keyOf(ctx.token, await showUriOf(parent, ctx))) : []),
    canUnblockCommenters: (_parent: ShowParent, _args: unknown, ctx: GatewayContext) => unblockMutation(ctx.upstream.schema) !== null,
  },
} as Resolvers;
