import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { graphql } from '../../src/generated/client/index.js';
import { errorCodes, startStack, type Stack } from '../helpers/stack.js';
import { expectCommonRules, expectNoSecrets, onlyCall, restRoutes, STATION } from './rest-fixtures.js';

const METADATA_GET = 'GET /v3/stations/{stationId}/metadata';
const METADATA_POST = 'POST /v3/stations/{stationId}/metadata';
const OPTIONS = 'GET /v3/settings/podcast-category/options';
const SLUG = 'POST /v3/settings';
const DISTRIBUTION = 'GET /v3/stations/{stationId}/distribution';
const LIST_INDEX = 'POST /v3/stations/{stationId}/episode-list-index';

const ShowSettings = graphql(`
  query RestShowSettings($stationId: Int!) {
    show(stationId: $stationId) {
      stationId
      distribution {
        canEnableRss
        externalUrls {
          platform
          url
        }
        platformDistributionStatus
        platformShowUri
        platforms
        vanitySlug
        isEnterprisePodcast
      }
      uri
      episodePageSettings
      featuredEpisodeSettings
      hostRecommendations
    }
  }
`);

const Categories = graphql(`
  query RestCategories {
    podcastCategories {
      name
      subcategories
    }
  }
`);

const UpdateMetadata = graphql(`
  mutation RestUpdateShowMetadata($stationId: Int, $uri: String, $input: UpdateShowMetadataInput!) {
    updateShowMetadata(stationId: $stationId, uri: $uri, input: $input) {
      show {
        stationId
        name
        description
        authorName
        category {
          primary
          secondary
        }
        language
      }
    }
  }
`);

const UpdateSlug = graphql(`
  mutation RestUpdateSlug($slug: String!) {
    updateShowSlug(slug: $slug) {
      __typename
      ... on ShowSlugUpdated {
        slug
        stationId
      }
      ... on SlugTaken {
        slug
        message
      }
    }
  }
`);

const SyncIndex = graphql(`
  mutation RestSyncIndex($stationId: Int!) {
    syncEpisodeListIndex(stationId: $stationId)
  }
`);

let stack: Stack;
beforeAll(async () => {
  stack = await startStack();
});
afterAll(() => stack?.close());
beforeEach(() => stack.sandbox.hooks.reset());

const show = () => stack.sandbox.store.shows.get(STATION)!;

describe('show settings reads', () => {
  it('maps the distribution record (4.15) and reads the settings page endpoints (4.28), one call each', async () => {
    const { data, errors } = await stack.query(ShowSettings, { stationId: STATION });
    expect(errors).toBeUndefined();
    const s = data!.show!;
    expect(s.distribution).toMatchObject({
      canEnableRss: true,
      platformShowUri: `platform:show:${show().platformShowId}`,
      vanitySlug: show().webStationId,
      platforms: ['platform', 'applePodcasts'],
      isEnterprisePodcast: false,
      platformDistributionStatus: 'DISTRIBUTED',
    });
    expect(s.distribution!.externalUrls).toContainEqual({ platform: 'platform', url: expect.stringContaining(show().platformShowId) });
    // The distribution record taught the show's URI: no second 4.15 call for `uri`.
    expect(s.uri).toBe(`platform:show:${show().platformShowId}`);
    expect(s.episodePageSettings).toMatchObject({ isEpisodePageEnabled: true });
    expect(s.featuredEpisodeSettings).toHaveProperty('featuredEpisodeId');
    expect(s.hostRecommendations).toHaveProperty('recommendations');
    const routes = restRoutes(stack).sort();
    expect(routes).toEqual(
      [
        METADATA_GET,
        DISTRIBUTION,
        'GET /v3/stations/{stationId}/episodePage',
        'GET /v3/station/{stationId}/episodes/featured',
        'GET /v3/stations/{stationId}/hostRecommendations',
      ].sort(),
    );
    const featured = onlyCall(stack, 'GET /v3/station/{stationId}/episodes/featured');
    expect(featured.path).toBe(`/v3/station/${STATION}/episodes/featured`);
    for (const call of stack.sandbox.hooks.calls({ upstream: 'rest' })) expectCommonRules(stack, call);
  });

  it('lists the category options', async () => {
    const { data, errors } = await stack.query(Categories, {});
    expect(errors).toBeUndefined();
    expect(data!.podcastCategories).toContainEqual({ name: 'Technology', subcategories: ['Gadgets', 'Programming', 'Software'] });
    expectCommonRules(stack, onlyCall(stack, OPTIONS));
  });
});

describe('updateShowMetadata (4.20)', () => {
  it('changes only the description, re-sending the current name the upstream requires', async () => {
    const before = { ...show() };
    const { data, errors } = await stack.query(UpdateMetadata, { stationId: STATION, input: { description: 'Late-night talk.' } });
    expect(errors).toBeUndefined();
    const post = onlyCall(stack, METADATA_POST);
    expect(post.path).toBe(`/v3/stations/${STATION}/metadata`);
    expect(post.body).toEqual({ podcastName: before.podcastName, podcastDescription: 'Late-night talk.' });
    expectCommonRules(stack, post);
    // Read first (name), write, and the answer serves the show's fields: no read after.
    expect(restRoutes(stack)).toEqual([METADATA_GET, METADATA_POST]);
    expect(data!.updateShowMetadata!.show).toMatchObject({ stationId: STATION, name: before.podcastName, description: 'Late-night talk.', authorName: before.podcastAuthorName });
    expect(show()).toMatchObject({ podcastName: before.podcastName, podcastDescription: 'Late-night talk.', podcastAuthorName: before.podcastAuthorName, podcastCategory: before.podcastCategory });
  });

  it('validates the category pair against the options before writing, by show URI', async () => {
    const uri = `platform:show:${show().platformShowId}`;
    const { data, errors } = await stack.query(UpdateMetadata, {
      uri,
      input: { name: 'The Night Shift Redux', category: { primary: 'Technology', secondary: 'Software' }, language: 'pt-BR', isExplicit: true },
    });
    expect(errors).toBeUndefined();
    expect(onlyCall(stack, METADATA_POST).body).toEqual({
      podcastName: 'The Night Shift Redux',
      podcastCategory: 'Technology|Software',
      podcastLanguage: 'pt-BR',
      podcastEpisodeIsExplicit: true,
    });
    // The URI's conversion (4.12) first, unless the ID directory learned it earlier in this file.
    expect(restRoutes(stack).filter((r) => r !== 'GET /v3/shows/{platformShowId}/legacyIds')).toEqual([OPTIONS, METADATA_POST]);
    expect(restRoutes(stack).indexOf('GET /v3/shows/{platformShowId}/legacyIds')).toBeLessThanOrEqual(0);
    expect(data!.updateShowMetadata!.show).toMatchObject({ name: 'The Night Shift Redux', category: { primary: 'Technology', secondary: 'Software' }, language: 'pt-BR' });
  });

  it('refuses an unknown category pair after reading the options, without writing', async () => {
    const { data, errors } = await stack.query(UpdateMetadata, { stationId: STATION, input: { category: { primary: 'Technology', secondary: 'Knitting' } } }, { expectErrors: true });
    expect(data).toEqual({ updateShowMetadata: null });
    expect(errorCodes(errors)).toEqual(['BAD_USER_INPUT']);
    expect(errors![0].extensions).toMatchObject({ field: 'input.category' });
    expect(stack.sandbox.hooks.count(METADATA_POST)).toBe(0);
  });

  it('checks the length limits before any upstream call', async () => {
    for (const [input, field] of [
      [{ name: 'n'.repeat(101) }, 'input.name'],
      [{ description: 'd'.repeat(601) }, 'input.description'],
      [{ authorName: 'a'.repeat(81) }, 'input.authorName'],
      [{ name: '   ' }, 'input.name'],
      [{}, 'input'],
      [{ language: 'English please' }, 'input.language'],
    ] as const) {
      const { errors } = await stack.query(UpdateMetadata, { stationId: STATION, input }, { expectErrors: true });
      expect(errorCodes(errors)).toEqual(['BAD_USER_INPUT']);
      expect(errors![0].extensions).toMatchObject({ field });
    }
    expect(stack.sandbox.hooks.calls()).toHaveLength(0);
  });

  it('accepts values at the limits, counted in characters', async () => {
    const name = '🎙'.repeat(100);
    const { errors } = await stack.query(UpdateMetadata, { stationId: STATION, input: { name, description: 'd'.repeat(600), authorName: 'a'.repeat(80) } });
    expect(errors).toBeUndefined();
    expect(show().podcastName).toBe(name);
  });
});

describe('updateShowSlug (4.21)', () => {
  it('changes the slug with body {webStationId}', async () => {
    const { data, errors } = await stack.query(UpdateSlug, { slug: 'night-shift-live' });
    expect(errors).toBeUndefined();
    expect(data!.updateShowSlug).toEqual({ __typename: 'ShowSlugUpdated', slug: 'night-shift-live', stationId: STATION });
    const call = onlyCall(stack, SLUG);
    expect(call.body).toEqual({ webStationId: 'night-shift-live' });
    expectCommonRules(stack, call);
  });

  it('answers a taken slug (409) with the SlugTaken result, not an error', async () => {
    const taken = stack.sandbox.store.shows.get(5002)!.webStationId;
    const { data, errors } = await stack.query(UpdateSlug, { slug: taken });
    expect(errors).toBeUndefined();
    expect(data!.updateShowSlug).toMatchObject({ __typename: 'SlugTaken', slug: taken });
    expect(onlyCall(stack, SLUG).status).toBe(409);
    expectNoSecrets(stack, data);
  });

  it('refuses an empty slug before any call', async () => {
    const { errors } = await stack.query(UpdateSlug, { slug: '  ' }, { expectErrors: true });
    expect(errorCodes(errors)).toEqual(['BAD_USER_INPUT']);
    expect(stack.sandbox.hooks.calls()).toHaveLength(0);
  });
});

describe('syncEpisodeListIndex (4.13)', () => {
  it('posts {} and reports success', async () => {
    const { data, errors } = await stack.query(SyncIndex, { stationId: STATION });
    expect(errors).toBeUndefined();
    expect(data!.syncEpisodeListIndex).toBe(true);
    const call = onlyCall(stack, LIST_INDEX);
    expect(call.path).toBe(`/v3/stations/${STATION}/episode-list-index`);
    expect(call.body).toEqual({});
    expectCommonRules(stack, call);
  });
});
