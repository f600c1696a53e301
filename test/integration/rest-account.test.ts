import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { graphql } from '../../src/generated/client/index.js';
import { SANDBOX_TOKENS } from '../../src/sandbox/index.js';
import { errorCodes, startStack, type Stack } from '../helpers/stack.js';
import { CREATOR_USER_ID, expectCommonRules, expectNoSecrets, onlyCall, restRoutes, STATION } from './rest-fixtures.js';

const AccountReads = graphql(`
  query RestAccountReads($userId: Int!) {
    region
    userVerification
    termsAndContactability(userId: $userId) {
      termsOfServiceVersion
      agreedToMinimumRequiredTermsOfService
      contactabilityStatus
      countryRule
    }
    partnerIds(userId: $userId)
  }
`);

const Onboarding = graphql(`
  query RestOnboarding($userId: Int!, $stationId: Int) {
    onboarding(userId: $userId, stationId: $stationId) {
      redirectStatus
      steps
    }
  }
`);

const StationsStatus = graphql(`
  query RestStationsStatus {
    stationsStatus
  }
`);

const Monetization = graphql(`
  query RestMonetization($stationId: Int!) {
    show(stationId: $stationId) {
      monetization {
        paywallLifecycleState
        walletAvailability
        wallet
        paywall
      }
    }
  }
`);

const SyncMonetization = graphql(`
  mutation RestSyncMonetization($stationId: Int!) {
    syncMonetizationLifecycle(stationId: $stationId) {
      partnerProgram {
        lifecycleState
        pendingRequirements
      }
      products
    }
  }
`);

const Colors = graphql(`
  query RestColors($urls: [String!]!) {
    coverArtColors(imageUrls: $urls) {
      imageUrl
      palette
    }
  }
`);

let stack: Stack;
beforeAll(async () => {
  stack = await startStack();
});
afterAll(() => stack?.close());
beforeEach(() => stack.sandbox.hooks.reset());

describe('account reads (4.4, 4.9, 4.10, 4.16)', () => {
  it('reads region, verification, terms and partner IDs, one call each, in parallel', async () => {
    const { data, errors } = await stack.query(AccountReads, { userId: CREATOR_USER_ID });
    expect(errors).toBeUndefined();
    expect(data!.region).toBe('US');
    expect(data!.userVerification).toMatchObject({ isVerified: true });
    expect(data!.termsAndContactability).toEqual({
      termsOfServiceVersion: 7,
      agreedToMinimumRequiredTermsOfService: true,
      contactabilityStatus: 'CONTACTABLE',
      countryRule: 'DEFAULT',
    });
    expect(data!.partnerIds).toMatchObject({ partnerIds: { ads: expect.any(String) } });
    expect(restRoutes(stack).sort()).toEqual(
      ['GET /v3/region', 'GET /v3/users/verification', 'GET /v3/users/{userId}/settings/termsAndContactability', 'POST /v3/{userId}/partnerIds'].sort(),
    );
    expect(onlyCall(stack, 'GET /v3/users/{userId}/settings/termsAndContactability').path).toBe(`/v3/users/${CREATOR_USER_ID}/settings/termsAndContactability`);
    const partner = onlyCall(stack, 'POST /v3/{userId}/partnerIds');
    expect(partner.path).toBe(`/v3/${CREATOR_USER_ID}/partnerIds`);
    expect(partner.body).toEqual({});
    for (const call of stack.sandbox.hooks.calls({ upstream: 'rest' })) expectCommonRules(stack, call);
  });

  it('refuses a non-positive user ID before any call', async () => {
    const { errors } = await stack.query(AccountReads, { userId: 0 }, { expectErrors: true });
    expect(errorCodes(errors)).toContain('BAD_USER_INPUT');
    expect(stack.sandbox.hooks.calls({ route: 'POST /v3/{userId}/partnerIds' })).toHaveLength(0);
  });
});

describe('onboarding (4.11)', () => {
  it('reads both endpoints by user ID, steps with ?userId=', async () => {
    const { data, errors } = await stack.query(Onboarding, { userId: CREATOR_USER_ID });
    expect(errors).toBeUndefined();
    expect(data!.onboarding).toMatchObject({ redirectStatus: { shouldRedirect: false }, steps: { isComplete: true } });
    expect(onlyCall(stack, 'GET /v3/onboarding/redirectStatus/{userId}/').path).toBe(`/v3/onboarding/redirectStatus/${CREATOR_USER_ID}/`);
    const steps = onlyCall(stack, 'GET /v3/onboarding/steps/{userId}/');
    expect(steps.path).toBe(`/v3/onboarding/steps/${CREATOR_USER_ID}/`);
    expect(steps.query).toEqual({ userId: String(CREATOR_USER_ID), isMumsCompatible: 'true' });
    expectCommonRules(stack, steps);
  });

  it('uses the station ID in the path for the distribution page variant', async () => {
    const { errors } = await stack.query(Onboarding, { userId: CREATOR_USER_ID, stationId: STATION });
    expect(errors).toBeUndefined();
    expect(onlyCall(stack, 'GET /v3/onboarding/redirectStatus/{userId}/').path).toBe(`/v3/onboarding/redirectStatus/${STATION}/`);
    const steps = onlyCall(stack, 'GET /v3/onboarding/steps/{userId}/');
    expect(steps.path).toBe(`/v3/onboarding/steps/${STATION}/`);
    expect(steps.query.userId).toBe(String(CREATOR_USER_ID));
  });
});

describe('show status list (4.28)', () => {
  it('returns the list for a regular token', async () => {
    const { data, errors } = await stack.query(StationsStatus, {});
    expect(errors).toBeUndefined();
    expect(data!.stationsStatus).toMatchObject({ stations: expect.arrayContaining([expect.objectContaining({ stationId: STATION })]) });
    expectCommonRules(stack, onlyCall(stack, 'GET /v3/stations/status'));
  });

  it('answers FORBIDDEN naming showsForUser for a connector-issued token (spec 7)', async () => {
    const { data, errors } = await stack.query(StationsStatus, {}, { token: SANDBOX_TOKENS.connector, expectErrors: true });
    expect(data).toEqual({ stationsStatus: null });
    expect(errorCodes(errors)).toEqual(['FORBIDDEN']);
    expect(errors![0].message).toContain('showsForUser');
    expect(errors![0].extensions).toMatchObject({ status: 403, route: 'GET /v3/stations/status' });
    expectNoSecrets(stack, errors);
  });
});

describe('monetisation (4.9, 4.18, 4.28 with /v4/, /v5/, /v6/)', () => {
  it('reads the four monetisation page endpoints of a show', async () => {
    const { data, errors } = await stack.query(Monetization, { stationId: STATION });
    expect(errors).toBeUndefined();
    expect(data!.show!.monetization).toMatchObject({
      paywallLifecycleState: { lifecycleState: 'NOT_ENROLLED' },
      walletAvailability: { isWalletAvailable: true },
      wallet: { balance: expect.any(Object) },
      paywall: { isPaywallEnabled: false },
    });
    const paths = stack.sandbox.hooks.calls({ upstream: 'rest' }).map((c) => c.path).sort();
    expect(paths).toEqual(
      [`/v3/stations/${STATION}/metadata`, `/v4/paywalls/${STATION}/lifecycle-state`, `/v6/wallet/${STATION}/availability`, `/v6/wallet/${STATION}/`, `/v3/paywalls/${STATION}/`].sort(),
    );
    for (const call of stack.sandbox.hooks.calls({ upstream: 'rest' })) expectCommonRules(stack, call);
  });

  it('syncs the monetisation lifecycle with a POST to /v5/ and types the partner programme', async () => {
    const { data, errors } = await stack.query(SyncMonetization, { stationId: 5002 });
    expect(errors).toBeUndefined();
    expect(data!.syncMonetizationLifecycle!.partnerProgram).toEqual({ lifecycleState: 'NOT_ELIGIBLE', pendingRequirements: ['MINIMUM_EPISODES', 'MINIMUM_LISTENERS'] });
    expect(data!.syncMonetizationLifecycle!.products).toHaveProperty('PLATFORM_PARTNER_PROGRAM');
    const call = onlyCall(stack, 'POST /v5/monetization-lifecycle/{stationId}/sync-and-fetch');
    expect(call.path).toBe('/v5/monetization-lifecycle/5002/sync-and-fetch');
    expect(call.body).toEqual({});
    expectCommonRules(stack, call);
  });
});

describe('cover art colours (4.6, /MultiGetColor)', () => {
  it('asks for every palette in one unversioned POST and splits the answer per URL', async () => {
    const urls = ['https://images.example.test/a.png', 'https://images.example.test/b.jpg'];
    const { data, errors } = await stack.query(Colors, { urls });
    expect(errors).toBeUndefined();
    const call = onlyCall(stack, 'POST /MultiGetColor');
    expect(call.path).toBe('/MultiGetColor');
    expect(call.body).toEqual({ color_queries: urls.map((url) => ({ url })) });
    expectCommonRules(stack, call);
    expect(data!.coverArtColors!.map((c) => c.imageUrl)).toEqual(urls);
    expect(data!.coverArtColors![1].palette).toMatchObject({ url: urls[1], dominant: expect.stringMatching(/^#/) });
  });

  it('refuses relative or non-http URLs before any call', async () => {
    const { errors } = await stack.query(Colors, { urls: ['/a.png'] }, { expectErrors: true });
    expect(errorCodes(errors)).toEqual(['BAD_USER_INPUT']);
    const ftp = await stack.query(Colors, { urls: ['ftp://x.test/a.png'] }, { expectErrors: true });
    expect(errorCodes(ftp.errors)).toEqual(['BAD_USER_INPUT']);
    expect(stack.sandbox.hooks.calls()).toHaveLength(0);
  });
});
