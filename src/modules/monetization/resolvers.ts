import type { GatewayContext } from '../../context.js';
import type { MutationResolvers, QueryResolvers, Resolvers, ShowMonetizationResolvers, ShowResolvers } from '../../generated/resolvers.js';
import { stationIdOf } from '../ids/index.js';
import { positiveId } from '../show-settings/args.js';
import {
  getPartnerIds,
  getPaywall,
  getPaywallLifecycleState,
  getWallet,
  getWalletAvailability,
  syncMonetizationLifecycle as postSync,
} from './endpoints.js';
import { toMonetizationLifecycle } from './mappers.js';
import { perKeyLoader } from '../show-settings/per-key.js';

const paywallLifecycleLoader = perKeyLoader('monetization.paywallLifecycle', getPaywallLifecycleState);
const walletAvailabilityLoader = perKeyLoader('monetization.walletAvailability', getWalletAvailability);
const walletLoader = perKeyLoader('monetization.wallet', getWallet);
const paywallLoader = perKeyLoader('monetization.paywall', getPaywall);

const partnerIds: QueryResolvers['partnerIds'] = (_root, { userId }, ctx) => getPartnerIds(ctx.rest, positiveId(userId, 'userId'));

const syncMonetizationLifecycle: MutationResolvers['syncMonetizationLifecycle'] = async (_root, { stationId }, ctx) =>
  toMonetizationLifecycle(await postSync(ctx.rest, positiveId(stationId, 'stationId')));

/** Only the key: each monetisation field is its own upstream call, made when selected. */
const Show: ShowResolvers = {
  monetization: async (parent, _args, ctx: GatewayContext) => ({ stationId: await stationIdOf(parent, ctx) }),
};

const ShowMonetization: ShowMonetizationResolvers = {
  paywallLifecycleState: (parent, _args, ctx) => paywallLifecycleLoader(ctx).load(parent.stationId),
  walletAvailability: (parent, _args, ctx) => walletAvailabilityLoader(ctx).load(parent.stationId),
  wallet: (parent, _args, ctx) => walletLoader(ctx).load(parent.stationId),
  paywall: (parent, _args, ctx) => paywallLoader(ctx).load(parent.stationId),
};

export const monetizationResolvers: Resolvers = {
  Query: { partnerIds },
  Mutation: { syncMonetizationLifecycle },
  Show,
  ShowMonetization,
};
