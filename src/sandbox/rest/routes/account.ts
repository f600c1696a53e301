import { createHash } from 'node:crypto';
import { badRequest, bodyObject, forbidden, intParam, notFound, ok, ownedShow, showOf, type RestCall, type RestHandle } from '../base.js';

/** Account-level endpoints: 4.4, 4.6, 4.9, 4.10, 4.11, 4.16, 4.18 ("not shown" shapes are the sandbox's choice). */

/** A user-ID path parameter: the caller's own ID, never another account's. */
function ownUserId(call: RestCall, param = 'userId'): number {
  const userId = intParam(call, param);
  if (userId === call.account.userId) return userId;
  if (call.ctx.store.accounts.has(userId)) throw forbidden();
  throw notFound('Unknown user');
}

/** 4.11 takes a user ID or, on the distribution page, a station ID in the same place. */
function ownUserOrStation(call: RestCall): void {
  const id = intParam(call, 'userId');
  if (id === call.account.userId) return;
  if (call.ctx.store.accounts.has(id)) throw forbidden();
  showOf(call, id);
}

/** 4.4 */
export const region: RestHandle = (call) => ok({ region: call.account.userId % 2 === 1 ? 'US' : 'SE' });

/** 4.6: a deterministic palette per image URL. */
export const multiGetColor: RestHandle = (call) => {
  const body = bodyObject(call);
  const queries = body.color_queries;
  if (!Array.isArray(queries) || queries.some((q) => typeof q?.url !== 'string')) {
    throw badRequest('color_queries must be an array of {url}');
  }
  const hex = (digest: Buffer, at: number) => `#${digest.subarray(at, at + 3).toString('hex')}`;
  return ok({
    colors: queries.map(({ url }: { url: string }) => {
      const digest = createHash('sha256').update(url).digest();
      return { url, dominant: hex(digest, 0), vibrant: hex(digest, 3), muted: hex(digest, 6), darkVibrant: hex(digest, 9), lightMuted: hex(digest, 12) };
    }),
  });
};

/** 4.9 */
export const partnerIds: RestHandle = (call) => {
  const userId = ownUserId(call);
  return ok({ partnerIds: { ads: `ads-${userId}-sbx`, supporters: `sup-${userId}-sbx` } });
};

/** 4.10 */
export const verification: RestHandle = (call) =>
  ok({ userId: call.account.userId, isVerified: true, verificationStatus: 'VERIFIED', verifiedAt: '2025-01-15T10:00:00.000Z' });

/** 4.11 */
export const redirectStatus: RestHandle = (call) => {
  ownUserOrStation(call);
  return ok({ shouldRedirect: false, redirectUrl: null });
};

/** 4.11 */
export const onboardingSteps: RestHandle = (call) => {
  ownUserOrStation(call);
  const steps = ['create-show', 'upload-cover-art', 'first-episode', 'distribution'].map((name) => ({ name, isComplete: true }));
  return ok({ steps, isComplete: true });
};

/** 4.16 */
export const termsAndContactability: RestHandle = (call) => {
  ownUserId(call);
  return ok({ termsOfServiceVersion: 7, agreedToMinimumRequiredTermsOfService: true, contactabilityStatus: 'CONTACTABLE', countryRule: 'DEFAULT' });
};

/** 4.18 */
export const monetizationSync: RestHandle = (call) => {
  const show = ownedShow(call);
  const eligible = show.stationId % 2 === 1;
  return ok({
    products: {
      PLATFORM_PARTNER_PROGRAM: {
        lifecycleState: eligible ? 'ELIGIBLE' : 'NOT_ELIGIBLE',
        pendingRequirements: eligible ? [] : ['MINIMUM_EPISODES', 'MINIMUM_LISTENERS'],
      },
    },
  });
};
