import type { RestCaller } from '../../rest/types.js';

/** 4.4: `{region}`; other fields tolerated. */
export interface RawRegion {
  region?: string | null;
}

/** 4.16, record of 2.6. */
export interface RawTermsAndContactability {
  termsOfServiceVersion?: number | null;
  agreedToMinimumRequiredTermsOfService?: boolean | null;
  contactabilityStatus?: string | null;
  countryRule?: string | null;
}

/** 4.4 Region. */
export function getRegion(rest: RestCaller): Promise<RawRegion | null> {
  return rest.request<RawRegion | null>({ method: 'GET', route: '/v3/region' });
}

/** 4.10 User verification; response fields are not shown (2.8). */
export function getUserVerification(rest: RestCaller): Promise<unknown> {
  return rest.request({ method: 'GET', route: '/v3/users/verification' });
}

/**
 * 4.11 Onboarding redirect status. `ownerId` is the user ID, or the station ID on the
 * distribution page's variant; the spec uses the same path for both.
 */
export function getOnboardingRedirectStatus(rest: RestCaller, ownerId: number): Promise<unknown> {
  return rest.request({ method: 'GET', route: '/v3/onboarding/redirectStatus/{ownerId}/', params: { ownerId } });
}

/** 4.11 Onboarding steps: `/v3/onboarding/steps/{USER_ID or STATION_ID}/?userId={USER_ID}`. */
export function getOnboardingSteps(rest: RestCaller, ownerId: number, userId: number): Promise<unknown> {
  return rest.request({ method: 'GET', route: '/v3/onboarding/steps/{ownerId}/', params: { ownerId }, query: { userId } });
}

/** 4.16 Terms and contactability. */
export function getTermsAndContactability(rest: RestCaller, userId: number): Promise<RawTermsAndContactability | null> {
  return rest.request<RawTermsAndContactability | null>({
    method: 'GET',
    route: '/v3/users/{userId}/settings/termsAndContactability',
    params: { userId },
  });
}
