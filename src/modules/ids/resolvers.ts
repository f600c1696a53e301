import type { GraphQLResolveInfo } from 'graphql';
import type { GatewayContext } from '../../context.js';
import { episodeUriOf, showUriOf } from './keys.js';
import type { EpisodeParent, ShowParent } from '../refs.js';

type Args = Record<string, unknown>;

/**
 * `uri` of a merged object: read from the upstream result when the object came from there,
 * else converted from the REST key (4.15 for shows, the reverse path for episodes). Answering
 * it here keeps `show(stationId:) { uri }` free of upstream GraphQL calls.
 */
export const idsResolvers = {
  Show: {
    uri: (parent: ShowParent, _args: Args, ctx: GatewayContext) => showUriOf(parent, ctx),
  },
  Episode: {
    uri: (parent: EpisodeParent, _args: Args, ctx: GatewayContext, info: GraphQLResolveInfo) => episodeUriOf(parent, ctx, info),
  },
};
