import type { GatewayContext } from '../../context.js';
import type { EpisodeResolvers, Resolvers } from '../../generated/resolvers.js';
import { defineLoader } from '../../loaders.js';
import { episodeIdOf } from '../ids/index.js';
import { ownerKey } from '../owner-key.js';

/**
 * Each episode's public share link as the host last gave it. Only the update call answers one
 * (2.3, `shareUrl` in its response, so also create, schedule and publish, which post it); no
 * read returns it, and `createEpisodeSmartlink` (document 2, 4.1) has arguments and a result the
 * spec does not show (4.5), so the gateway keeps the last link per account and episode, under a
 * hash of the caller's token like the known drafts, and `Episode.shareUrl` reads it back.
 * Fails open: a store that is down keeps nothing and answers null.
 */

/** How long a link is kept after the last answer that gave it. */
export const SHARE_URL_TTL_MS = 90 * 24 * 3_600_000;

const keyOf = (token: string, episodeId: number) => `share:${ownerKey(token, 'share-links')}:${episodeId}`;

/** Keeps the link an update answered with (an http(s) URL only). Never throws. */
export async function rememberShareUrl(ctx: Pick<GatewayContext, 'token' | 'store'>, episodeId: number, url: string | null | undefined): Promise<void> {
  if (!ctx.token || !url || !/^https?:\/\//i.test(url)) return;
  await ctx.store.set(keyOf(ctx.token, episodeId), url, SHARE_URL_TTL_MS).catch(() => undefined);
}

/** The caller's kept links by episode ID: every episode of one tick in one store round trip. */
const shareUrlLoader = defineLoader<GatewayContext, number, string | null>('episodes.shareUrl', async (ctx, ids) => {
  if (!ctx.token) return ids.map(() => null);
  const token = ctx.token;
  return ctx.store.getMany(ids.map((id) => keyOf(token, id))).catch(() => ids.map(() => null));
});

const shareUrl: EpisodeResolvers['shareUrl'] = async (parent, _args, ctx) => shareUrlLoader(ctx).load(await episodeIdOf(parent, ctx));

export const shareLinkResolvers: Resolvers = { Episode: { shareUrl } };
