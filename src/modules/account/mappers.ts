import type { RawTermsAndContactability } from './endpoints.js';

/** What `Onboarding` resolvers receive: whose progress, and for which show if any. */
export interface OnboardingParent {
  userId: number;
  stationId: number | null;
}

export interface TermsValue {
  termsOfServiceVersion: number | null;
  agreedToMinimumRequiredTermsOfService: boolean | null;
  contactabilityStatus: string | null;
  countryRule: string | null;
}

/** 4.16 record (2.6), tolerant: a missing or mistyped field is null. */
export function toTerms(raw: RawTermsAndContactability | null): TermsValue | null {
  if (!raw || typeof raw !== 'object') return null;
  return {
    termsOfServiceVersion: Number.isInteger(raw.termsOfServiceVersion) ? (raw.termsOfServiceVersion as number) : null,
    agreedToMinimumRequiredTermsOfService: typeof raw.agreedToMinimumRequiredTermsOfService === 'boolean' ? raw.agreedToMinimumRequiredTermsOfService : null,
    contactabilityStatus: typeof raw.contactabilityStatus === 'string' ? raw.contactabilityStatus : null,
    countryRule: typeof raw.countryRule === 'string' ? raw.countryRule : null,
  };
}
