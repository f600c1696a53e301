import type { GraphQLResolveInfo } from 'graphql';
import type { GatewayContext } from '../../context.js';
import type { EpisodeResolvers, Resolvers } from '../../generated/resolvers.js';
import { readDraft } from '../../graph/drafts.js';
import { checkedStationId, episodeIdOf, episodeUriOf } from '../ids/index.js';
import { episodeOverviewLoader } from './endpoints.js';

/**
 * The show an episode belongs to, by its station ID: what a client needs to open an episode it
 * knows only by ID or link (uploads and show views take the station). Neither interface states
 * it for an episode (2.2 has no station; 2.7 shows no show on an episode), so, cheapest first:
 * the ID directory (4.19 told it, or an overview that carried it); the overview itself, read
 * once per request, which some hosts send it in; the upstream episode's show URI where its
 * schema has one (the draft reader's read, shared), converted by 4.12. Else null.
 */
async function stationOf(ctx: GatewayContext, parent: Parameters<typeof episodeIdOf>[0], info: GraphQLResolveInfo): Promise<number | null> {
  const id = await episodeIdOf(parent, ctx);
  const known = async () => (await ctx.directory.episodeStations([id]).catch(() => new Map<number, number>())).get(id) ?? null;
  const first = await known();
  if (first !== null) return first;
  // A draft's overview is refused (4.2); the read still runs once per request and teaches what it can.
  await episodeOverviewLoader(ctx).load(id).catch(() => null);
  const second = await known();
  if (second !== null) return second;
  const uri = await episodeUriOf(parent, ctx, info).catch(() => null);
  const showUri = uri ? (await readDraft(ctx, uri).catch(() => null))?.showUri : null;
  return typeof showUri === 'string' && showUri ? checkedStationId(ctx, showUri).catch(() => null) : null;
}

const stationId: EpisodeResolvers['stationId'] = (parent, _args, ctx, info) => stationOf(ctx, parent, info);

export const episodeStationResolvers: Resolvers = { Episode: { stationId } };
