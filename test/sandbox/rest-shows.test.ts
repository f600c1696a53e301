import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startSandbox, type Sandbox } from '../../src/sandbox/index.js';
import { rest } from './rest-helpers.js';

let sandbox: Sandbox;
beforeAll(async () => {
  sandbox = await startSandbox({ hooks: true });
});
afterAll(() => sandbox.close());
beforeEach(() => sandbox.hooks.reset());

const show = () => sandbox.store.shows.get(5001)!;

describe('show endpoints', () => {
  it('4.8 reads the metadata record of 2.4', async () => {
    const res = await rest(sandbox, 'GET', '/v3/stations/5001/metadata');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      podcastName: 'The Night Shift',
      podcastCategory: 'Arts|Books',
      podcastLanguage: 'en',
      language: 'en',
      hasPublishedEpisode: true,
      isStationOver30DaysOld: true,
      distributionEligibilityForPaywalls: 'eligible',
    });
    for (const key of ['rssFeedUrl', 'podcastImage', 'podcastImage400', 'podcastAuthorEmail']) expect(res.body[key]).toBeTypeOf('string');
    expect((await rest(sandbox, 'GET', '/v3/stations/5101/metadata')).status).toBe(403);
    expect((await rest(sandbox, 'GET', '/v3/stations/4242/metadata')).status).toBe(404);
  });

  it('4.12 converts a platform show ID to the numeric IDs', async () => {
    const res = await rest(sandbox, 'GET', `/v3/shows/${show().platformShowId}/legacyIds`);
    expect(res.body).toEqual({ stationId: 5001, userId: 1001, webStationId: 'the-night-shift' });
    expect(sandbox.hooks.count('GET /v3/shows/{platformShowId}/legacyIds')).toBe(1);
    expect((await rest(sandbox, 'GET', '/v3/shows/unknown/legacyIds')).status).toBe(404);
  });

  it('4.13, 4.14, 4.15 answer their records', async () => {
    expect((await rest(sandbox, 'POST', '/v3/stations/5001/episode-list-index', { body: {} })).body).toEqual({ success: true });
    expect((await rest(sandbox, 'GET', '/v3/stations/5001/pcdForm')).body).toEqual({ formUrl: expect.any(String) });
    expect((await rest(sandbox, 'GET', '/v3/stations/5002/pcdForm')).body).toEqual({ formUrl: '' });
    const distribution = await rest(sandbox, 'GET', '/v3/stations/5001/distribution');
    expect(distribution.body).toMatchObject({
      canEnableRss: true,
      platformShowUri: `platform:show:${show().platformShowId}`,
      vanitySlug: 'the-night-shift',
      isEnterprisePodcast: false,
      externalUrls: { platform: expect.any(String) },
    });
  });

  it('lists the category options, seed categories included', async () => {
    const res = await rest(sandbox, 'GET', '/v3/settings/podcast-category/options');
    const pairs = res.body.categories.flatMap((c: { name: string; subcategories: string[] }) => c.subcategories.map((s) => `${c.name}|${s}`));
    for (const seeded of sandbox.store.shows.values()) expect(pairs).toContain(seeded.podcastCategory);
  });
});

describe('4.20 update show metadata', () => {
  const path = '/v3/stations/5001/metadata';

  it('updates and answers the updated record', async () => {
    const res = await rest(sandbox, 'POST', path, {
      body: { podcastName: 'Night Shift 2', podcastDescription: 'New', podcastCategory: 'Technology|Software', podcastLanguage: 'de' },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ podcastName: 'Night Shift 2', podcastDescription: 'New', podcastCategory: 'Technology|Software', language: 'de' });
    expect(show().podcastName).toBe('Night Shift 2');
  });

  it('refuses names, descriptions and authors over the limits, and a missing name', async () => {
    const bodies = [
      { podcastName: 'x'.repeat(101) },
      { podcastName: 'ok', podcastDescription: 'x'.repeat(601) },
      { podcastName: 'ok', podcastAuthorName: 'x'.repeat(81) },
      { podcastDescription: 'no name' },
    ];
    for (const body of bodies) expect((await rest(sandbox, 'POST', path, { body })).status).toBe(400);
    expect((await rest(sandbox, 'POST', path, { body: { podcastName: 'x'.repeat(100), podcastAuthorName: 'y'.repeat(80) } })).status).toBe(200);
  });

  it('refuses a category pair that is not in the options', async () => {
    for (const podcastCategory of ['Arts', 'Arts|Software', 'Nope|Books', 'Arts|Books|Design']) {
      expect((await rest(sandbox, 'POST', path, { body: { podcastName: 'ok', podcastCategory } })).status).toBe(400);
    }
    expect(show().podcastCategory).toBe('Arts|Books');
  });
});

describe('4.21 vanity slug', () => {
  it('changes the slug and answers 409 when any show holds it', async () => {
    expect((await rest(sandbox, 'POST', '/v3/settings', { body: { webStationId: 'other-creator-hour' } })).status).toBe(409);
    expect((await rest(sandbox, 'POST', '/v3/settings', { body: { webStationId: 'garden-talk', stationId: 5001 } })).status).toBe(409);
    const res = await rest(sandbox, 'POST', '/v3/settings', { body: { webStationId: 'night-owls', stationId: 5001 } });
    expect(res.status).toBe(200);
    expect(show().webStationId).toBe('night-owls');
    expect((await rest(sandbox, 'POST', '/v3/settings', { body: { webStationId: 'Bad Slug!' } })).status).toBe(400);
  });
});

describe('account endpoints', () => {
  it('4.4 region, 4.10 verification, 4.16 terms', async () => {
    expect((await rest(sandbox, 'GET', '/v3/region')).body).toEqual({ region: expect.any(String) });
    expect((await rest(sandbox, 'GET', '/v3/users/verification')).status).toBe(200);
    expect((await rest(sandbox, 'GET', '/v3/users/1001/settings/termsAndContactability')).body).toEqual({
      termsOfServiceVersion: expect.any(Number),
      agreedToMinimumRequiredTermsOfService: true,
      contactabilityStatus: expect.any(String),
      countryRule: expect.any(String),
    });
    expect((await rest(sandbox, 'GET', '/v3/users/2002/settings/termsAndContactability')).status).toBe(403);
  });

  it('4.6 returns a palette per image URL', async () => {
    const res = await rest(sandbox, 'POST', '/MultiGetColor', { body: { color_queries: [{ url: 'https://a.test/1.png' }, { url: 'https://a.test/2.png' }] } });
    expect(res.body.colors).toHaveLength(2);
    expect(res.body.colors[0]).toMatchObject({ url: 'https://a.test/1.png', dominant: expect.stringMatching(/^#[0-9a-f]{6}$/) });
    expect((await rest(sandbox, 'POST', '/MultiGetColor', { body: {} })).status).toBe(400);
  });

  it('4.9 partner IDs and 4.11 onboarding by user or station ID', async () => {
    expect((await rest(sandbox, 'POST', '/v3/1001/partnerIds', { body: {} })).status).toBe(200);
    expect((await rest(sandbox, 'POST', '/v3/2002/partnerIds', { body: {} })).status).toBe(403);
    expect((await rest(sandbox, 'GET', '/v3/onboarding/redirectStatus/1001/')).status).toBe(200);
    expect((await rest(sandbox, 'GET', '/v3/onboarding/redirectStatus/5001/')).status).toBe(200);
    expect((await rest(sandbox, 'GET', '/v3/onboarding/steps/1001/', { query: { userId: '1001' } })).body.isComplete).toBe(true);
    expect((await rest(sandbox, 'GET', '/v3/onboarding/steps/5101/')).status).toBe(403);
    expect(sandbox.hooks.count('GET /v3/onboarding/redirectStatus/{userId}/')).toBe(2);
  });

  it('4.18 monetisation sync answers the product lifecycle', async () => {
    const res = await rest(sandbox, 'POST', '/v5/monetization-lifecycle/5002/sync-and-fetch', { body: {} });
    expect(res.body.products.PLATFORM_PARTNER_PROGRAM).toEqual({ lifecycleState: expect.any(String), pendingRequirements: expect.any(Array) });
  });
});

describe('4.28 read-only status endpoints', () => {
  it('answer 200 for an owned show and 403 for another account', async () => {
    const paths = [
      '/v4/paywalls/{id}/lifecycle-state',
      '/v6/wallet/{id}/availability',
      '/v6/wallet/{id}/',
      '/v3/paywalls/{id}/',
      '/v3/stations/{id}/episodePage',
      '/v3/station/{id}/episodes/featured',
      '/v3/stations/{id}/hostRecommendations',
    ];
    for (const path of paths) {
      const own = await rest(sandbox, 'GET', path.replace('{id}', '5001'));
      expect([path, own.status, typeof own.body]).toEqual([path, 200, 'object']);
      expect([path, (await rest(sandbox, 'GET', path.replace('{id}', '5101'))).status]).toEqual([path, 403]);
    }
    expect(sandbox.hooks.count('GET /v6/wallet/{stationId}/')).toBe(2);
  });

  it('lists the caller\'s shows, but refuses a connector-issued token with 403', async () => {
    const res = await rest(sandbox, 'GET', '/v3/stations/status');
    expect(res.body.stations.map((s: { stationId: number }) => s.stationId)).toEqual([5001, 5002, 5003]);
    expect((await rest(sandbox, 'GET', '/v3/stations/status', { token: sandbox.tokens.connector })).status).toBe(403);
    // The connector token is otherwise a valid token of the same account.
    expect((await rest(sandbox, 'GET', '/v3/stations/5001/metadata', { token: sandbox.tokens.connector })).status).toBe(200);
  });
});
