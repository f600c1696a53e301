import type { OnboardingResolvers, QueryResolvers, Resolvers } from '../../generated/resolvers.js';
import { positiveId } from '../show-settings/args.js';
import { getOnboardingRedirectStatus, getOnboardingSteps, getRegion, getTermsAndContactability, getUserVerification } from './endpoints.js';
import { toTerms } from './mappers.js';

const region: QueryResolvers['region'] = async (_root, _args, ctx) => {
  const raw = await getRegion(ctx.rest);
  return typeof raw?.region === 'string' ? raw.region : null;
};

const userVerification: QueryResolvers['userVerification'] = (_root, _args, ctx) => getUserVerification(ctx.rest);

/** Checked here; each of the two fields is then one call, made only when selected. */
const onboarding: QueryResolvers['onboarding'] = (_root, { userId, stationId }) => ({
  userId: positiveId(userId, 'userId'),
  stationId: stationId == null ? null : positiveId(stationId, 'stationId'),
});

const Onboarding: OnboardingResolvers = {
  // 4.11: the distribution page puts the station ID where the user ID goes.
  redirectStatus: (parent, _args, ctx) => getOnboardingRedirectStatus(ctx.rest, parent.stationId ?? parent.userId),
  steps: (parent, _args, ctx) => getOnboardingSteps(ctx.rest, parent.stationId ?? parent.userId, parent.userId),
};

const termsAndContactability: QueryResolvers['termsAndContactability'] = async (_root, { userId }, ctx) =>
  toTerms(await getTermsAndContactability(ctx.rest, positiveId(userId, 'userId')));

export const accountResolvers: Resolvers = {
  Query: { region, userVerification, onboarding, termsAndContactability },
  Onboarding,
};
