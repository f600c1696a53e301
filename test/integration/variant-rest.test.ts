import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { graphql } from '../../src/generated/client/index.js';
import type { EpisodeRecord } from '../../src/sandbox/data/model.js';
import type { SandboxVariant } from '../../src/sandbox/index.js';
import { errorCodes, startStack, type Stack } from '../helpers/stack.js';
import { expectNoSecrets } from './rest-fixtures.js';

/**
 * The gateway against a REST upstream written by someone else from the same spec: unknown
 * fields in every answer, optional fields left out, error bodies of other shapes (spec 7: "not
 * shown"), ISO instants in other valid forms, "not shown" records in other shapes, and the
 * answers the spec only says "may" be given (409 for a taken slug). REST variant options are
 * read on every call, so each test sets the ones it needs.
 */

const OVERVIEW = 'GET /v3/episodes/{episodeId}/overview';
const UPDATE = 'POST /v3/episodes/{episodeId}/update';
const CREATE = 'POST /v3/stations/{stationId}/episodes';
const LEGACY_IDS = 'GET /v3/shows/{platformShowId}/legacyIds';
const DISTRIBUTION = 'GET /v3/stations/{stationId}/distribution';
const METADATA_UPDATE = 'POST /v3/stations/{stationId}/metadata';
const GRAPH = 'POST /v2/graph-pq';

const variant: SandboxVariant = { rest: {} };
let stack: Stack;
beforeAll(async () => {
  stack = await startStack({ variant });
});
afterAll(() => stack?.close());
beforeEach(() => {
  variant.rest = {};
  stack.sandbox.hooks.reset();
});

const nowSeconds = () => Math.floor(Date.now() / 1000);
const episodes = (filter: (e: EpisodeRecord) => boolean, stationId = 5001) =>
  [...stack.sandbox.store.episodes.values()].filter((e) => e.stationId === stationId && filter(e));
const published = () => episodes((e) => e.isPublished)[0];
const scheduled = () => episodes((e) => !e.isPublished && e.publishOn !== null && e.publishOn > nowSeconds() + 3600)[0];
const draft = () => episodes((e) => !e.isPublished && e.publishOn === null)[0];
const uriOf = (e: EpisodeRecord) => `platform:episode:${e.platformEpisodeId}`;
const showUri = (stationId: number) => `platform:show:${stack.sandbox.store.shows.get(stationId)!.platformShowId}`;

const RestEverything = graphql(`
  query VariantRestEverything($stationId: Int!, $showUri: String!, $episodeId: Int!, $episodeUri: String!, $imageUrls: [String!]!, $episodeUris: [String!]!) {
    show(stationId: $stationId) {
      stationId
      name
      description
      authorName
      authorEmail
      imageUrl
      image400Url
      category {
        primary
        secondary
      }
      language
      rssFeedUrl
      flags {
        isDistributedOnPlatform
        hasPublishedEpisode
        distributionEligibilityForPaywalls
        isStationMarkedAsSpam
      }
      uri
      formUrl
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
    }
    byUri: show(uri: $showUri) {
      stationId
      name
    }
    episode(id: $episodeId) {
      id
      title
      description
      state
      isPublished
      publishOn
      episodeType
      isExplicit
      containsSponsoredContent
    }
    episodeByUri: episode(uri: $episodeUri) {
      id
      state
    }
    region
    termsAndContactability(userId: 1001) {
      termsOfServiceVersion
      agreedToMinimumRequiredTermsOfService
      contactabilityStatus
      countryRule
    }
    podcastCategories {
      name
      subcategories
    }
    coverArtColors(imageUrls: $imageUrls) {
      imageUrl
      palette
    }
    episodeFormData(episodeUris: $episodeUris) {
      episodeUri
      data
    }
  }
`);

const RestShow = graphql(`
  query VariantRestShow($stationId: Int!) {
    show(stationId: $stationId) {
      stationId
      name
    }
  }
`);

const RestShowUri = graphql(`
  query VariantRestShowUri($stationId: Int!) {
    show(stationId: $stationId) {
      stationId
      uri
    }
  }
`);

const RestShowByUri = graphql(`
  query VariantRestShowByUri($uri: String!) {
    show(uri: $uri) {
      stationId
      name
    }
  }
`);

const RestEpisode = graphql(`
  query VariantRestEpisode($id: Int!) {
    episode(id: $id) {
      id
      title
      state
      isPublished
      publishOn
      episodeType
      isExplicit
    }
  }
`);

const RestUpdate = graphql(`
  mutation VariantRestUpdate($id: Int!, $input: UpdateEpisodeInput!) {
    updateEpisode(id: $id, input: $input) {
      descriptionMatches
      didChangePublishState
      shareUrl
      episode {
        id
        title
        state
      }
    }
  }
`);

const RestPublish = graphql(`
  mutation VariantRestPublish($id: Int!) {
    publishEpisode(id: $id) {
      previousState
    }
  }
`);

const RestCreate = graphql(`
  mutation VariantRestCreate($input: CreateEpisodeInput!) {
    createEpisode(input: $input) {
      stationId
      created
      episode {
        id
        title
        state
      }
    }
  }
`);

const RestDelete = graphql(`
  mutation VariantRestDelete($id: Int!) {
    deleteEpisode(id: $id, confirmIrreversible: true) {
      deletedEpisodeId
    }
  }
`);

const RestSlug = graphql(`
  mutation VariantRestSlug($slug: String!) {
    updateShowSlug(slug: $slug) {
      __typename
      ... on ShowSlugUpdated {
        slug
      }
      ... on SlugTaken {
        slug
      }
    }
  }
`);

const RestMetadata = graphql(`
  mutation VariantRestMetadata($stationId: Int!, $input: UpdateShowMetadataInput!) {
    updateShowMetadata(stationId: $stationId, input: $input) {
      show {
        stationId
        name
        description
      }
    }
  }
`);

const RestSync = graphql(`
  mutation VariantRestSync($stationId: Int!) {
    syncEpisodeListIndex(stationId: $stationId)
  }
`);

describe('unknown fields in every answer', () => {
  it('gives the same answers with and without fields the spec does not list', async () => {
    const withPoll = [...stack.sandbox.store.polls.keys()].map((id) => stack.sandbox.store.episodes.get(id)!).find((e) => e.stationId === 5001)!;
    const variables = {
      stationId: 5001,
      showUri: showUri(5002),
      episodeId: scheduled().episodeId,
      episodeUri: uriOf(published()),
      imageUrls: ['https://images.example.test/a.png', 'https://images.example.test/b.png'],
      episodeUris: [uriOf(published()), uriOf(withPoll)],
    };
    const plain = await stack.query(RestEverything, variables);
    expect(plain.errors).toBeUndefined();
    variant.rest!.extraFields = true;
    const extra = await stack.query(RestEverything, variables);
    expect(extra.errors).toBeUndefined();
    const { coverArtColors, episodeFormData, ...rest } = extra.data!;
    const { coverArtColors: plainColors, episodeFormData: plainForms, ...plainRest } = plain.data!;
    expect(rest).toEqual(plainRest);
    // Records whose shape is not shown pass through as JSON, extras included, split per key.
    expect(coverArtColors!.map((c) => (c.palette as { dominant?: string } | null)?.dominant)).toEqual(plainColors!.map((c) => (c.palette as { dominant: string }).dominant));
    expect(episodeFormData!.map((f) => (f.data as { episodeUri?: string } | null)?.episodeUri)).toEqual(plainForms!.map((f) => f.episodeUri));
    expect(plainRest.podcastCategories!.length).toBeGreaterThan(5);
  });
});

describe('error bodies of other shapes', () => {
  it.each(['nested', 'text', 'html', 'empty'] as const)('%s bodies: statuses still decide the codes, nothing leaks', async (errorBody) => {
    variant.rest!.errorBody = errorBody;
    const missing = await stack.query(RestEpisode, { id: 999_999_999 }, { expectErrors: true });
    expect(errorCodes(missing.errors)).toEqual(['NOT_FOUND']);
    const foreign = await stack.query(RestShow, { stationId: 5101 }, { expectErrors: true });
    expect(errorCodes(foreign.errors)).toEqual(['FORBIDDEN']);
    const badToken = await stack.query(RestShow, { stationId: 5001 }, { token: 'not-a-token', expectErrors: true });
    expect(errorCodes(badToken.errors)).toEqual(['UNAUTHENTICATED']);
    // 400 for a slug the host does not accept.
    const invalid = await stack.query(RestSlug, { slug: 'UPPER_case' }, { expectErrors: true });
    expect(errorCodes(invalid.errors)).toEqual(['BAD_USER_INPUT']);
    // A draft's 403 still sends the read to the GraphQL side.
    const d = draft();
    const drafted = await stack.query(RestEpisode, { id: d.episodeId });
    expect(drafted.errors).toBeUndefined();
    expect(drafted.data?.episode).toMatchObject({ id: d.episodeId, title: d.title, state: 'DRAFT' });
    for (const res of [missing, foreign, badToken, invalid]) expectNoSecrets(stack, res);
  });

  it('a bad token answered 403 instead of 401 is a coded refusal', async () => {
    variant.rest!.unauthorizedStatus = 403;
    const res = await stack.query(RestShow, { stationId: 5001 }, { token: 'not-a-token', expectErrors: true });
    expect(errorCodes(res.errors)).toEqual(['FORBIDDEN']);
    expectNoSecrets(stack, res);
  });
});

describe('optional fields left out (2.2: the record may omit fields)', () => {
  it('an overview without userId: the update takes the account user ID from the caller\'s shows', async () => {
    variant.rest!.omitFields = { [OVERVIEW]: ['userId'] };
    const ep = published();
    const { data, errors } = await stack.query(RestUpdate, { id: ep.episodeId, input: { title: 'Kept the rest' } });
    expect(errors).toBeUndefined();
    expect(data?.updateEpisode?.episode).toMatchObject({ id: ep.episodeId, title: 'Kept the rest', state: 'PUBLISHED' });
    expect(stack.sandbox.hooks.calls({ route: UPDATE })[0].body).toMatchObject({ userId: 1001, title: 'Kept the rest', isPublished: true });
    expect(stack.sandbox.hooks.count(GRAPH)).toBe(1);
    expect(stack.sandbox.hooks.count(LEGACY_IDS)).toBe(1);
  });

  it('an overview without kind and explicit flag: reads give null, an update that would guess them is refused before any write', async () => {
    variant.rest!.omitFields = { [OVERVIEW]: ['podcastEpisodeType', 'podcastEpisodeIsExplicit'] };
    const ep = published();
    const read = await stack.query(RestEpisode, { id: ep.episodeId });
    expect(read.errors).toBeUndefined();
    expect(read.data?.episode).toMatchObject({ state: 'PUBLISHED', episodeType: null, isExplicit: null });
    const refused = await stack.query(RestUpdate, { id: ep.episodeId, input: { title: 'x' } }, { expectErrors: true });
    expect(errorCodes(refused.errors)).toEqual(['UPSTREAM_ERROR']);
    expect(stack.sandbox.hooks.count(UPDATE)).toBe(0);
    const given = await stack.query(RestUpdate, { id: ep.episodeId, input: { title: 'y', episodeType: 'BONUS', isExplicit: true } });
    expect(given.errors).toBeUndefined();
    expect(stack.sandbox.hooks.calls({ route: UPDATE })[0].body).toMatchObject({ title: 'y', episodeType: 'bonus', podcastEpisodeIsExplicit: true });
  });

  it('an overview without isPublished: the state is unknown, so publishing is refused with no write', async () => {
    variant.rest!.omitFields = { [OVERVIEW]: ['isPublished'] };
    const ep = scheduled();
    const read = await stack.query(RestEpisode, { id: ep.episodeId });
    expect(read.data?.episode).toMatchObject({ state: null, isPublished: null });
    const res = await stack.query(RestPublish, { id: ep.episodeId }, { expectErrors: true });
    expect(errorCodes(res.errors)).toEqual(['UPSTREAM_ERROR']);
    expect(stack.sandbox.hooks.count(UPDATE)).toBe(0);
  });

  it('answers with no body or a bare success: update, create without stationId, delete, index sync, metadata update', async () => {
    variant.rest!.reshape = {
      [UPDATE]: () => undefined,
      [CREATE]: (body) => ({ episodeId: (body as { episodeId: number }).episodeId }),
      'POST /v3/episodes/{episodeId}/delete': () => undefined,
      'POST /v3/stations/{stationId}/episode-list-index': () => undefined,
      [METADATA_UPDATE]: () => ({ success: true }),
    };
    const ep = published();
    const updated = await stack.query(RestUpdate, { id: ep.episodeId, input: { description: '<p>New<br>notes</p>' } });
    expect(updated.errors).toBeUndefined();
    expect(updated.data?.updateEpisode).toMatchObject({ descriptionMatches: true, didChangePublishState: null, shareUrl: null });

    const created = await stack.query(RestCreate, { input: { stationId: 5002, hourOffset: 0, title: 'From a terse host' } });
    expect(created.errors).toBeUndefined();
    expect(created.data?.createEpisode).toMatchObject({ stationId: 5002, created: true, episode: { title: 'From a terse host', state: 'DRAFT' } });

    const deleted = await stack.query(RestDelete, { id: created.data!.createEpisode!.episode.id! });
    expect(deleted.errors).toBeUndefined();
    expect(stack.sandbox.store.episodes.has(created.data!.createEpisode!.episode.id!)).toBe(false);

    const synced = await stack.query(RestSync, { stationId: 5001 });
    expect(synced.data?.syncEpisodeListIndex).toBe(true);

    const meta = await stack.query(RestMetadata, { stationId: 5001, input: { description: 'Told briefly.' } });
    expect(meta.errors).toBeUndefined();
    expect(meta.data?.updateShowMetadata!.show).toEqual({ stationId: 5001, name: 'The Night Shift', description: 'Told briefly.' });
  });

  it('a legacy-ID record with only the station ID still converts a show URI', async () => {
    variant.rest!.omitFields = { [LEGACY_IDS]: ['userId', 'webStationId'] };
    const { data, errors } = await stack.query(RestShowByUri, { uri: showUri(5002) });
    expect(errors).toBeUndefined();
    expect(data?.show).toEqual({ stationId: 5002, name: 'Garden Talk' });
  });

  it('a distribution record without the show URI makes `uri` (non-null upstream) a coded error, not a crash', async () => {
    variant.rest!.omitFields = { [DISTRIBUTION]: ['platformShowUri'] };
    // 5003: a show whose URI no earlier test taught the ID directory, so 4.15 is asked.
    const { data, errors } = await stack.query(RestShowUri, { stationId: 5003 }, { expectErrors: true });
    expect(data?.show).toEqual({ stationId: 5003, uri: null }); // `uri` is nullable: the show stays
    expect(errors?.map((e) => [e.path, e.extensions?.code])).toEqual([[['show', 'uri'], 'UPSTREAM_ERROR']]);
  });
});

describe('instants in other ISO 8601 forms', () => {
  it.each(['seconds', 'offset'] as const)('reads publishOn written with %s and re-sends the same instant as Unix seconds', async (format) => {
    variant.rest!.publishOnFormat = format;
    const ep = scheduled();
    const read = await stack.query(RestEpisode, { id: ep.episodeId });
    expect(read.errors).toBeUndefined();
    expect(read.data?.episode).toMatchObject({ state: 'SCHEDULED', publishOn: new Date(ep.publishOn! * 1000).toISOString() });
    const updated = await stack.query(RestUpdate, { id: ep.episodeId, input: { title: 'Still scheduled' } });
    expect(updated.errors).toBeUndefined();
    expect(stack.sandbox.hooks.calls({ route: UPDATE })[0].body).toMatchObject({ isPublished: false, publishOn: ep.publishOn });
  });
});

describe('a taken slug, answered other ways than 409 (4.21: "may give HTTP 409")', () => {
  it('200 with a body reporting failure is not reported as a change', async () => {
    variant.rest!.slugTaken = 200;
    const { data, errors } = await stack.query(RestSlug, { slug: 'garden-talk' }, { expectErrors: true });
    expect(data?.updateShowSlug ?? null).toBeNull();
    expect(errorCodes(errors)).toEqual(['UPSTREAM_ERROR']);
    expect(errors![0].message).toMatch(/did not confirm/);
    expect(stack.sandbox.store.shows.get(5001)!.webStationId).toBe('the-night-shift');
  });

  it('400 is a coded rejection of the input', async () => {
    variant.rest!.slugTaken = 400;
    const { errors } = await stack.query(RestSlug, { slug: 'garden-talk' }, { expectErrors: true });
    expect(errorCodes(errors)).toEqual(['BAD_USER_INPUT']);
  });

  it('409 stays the typed SlugTaken result', async () => {
    const { data, errors } = await stack.query(RestSlug, { slug: 'garden-talk' });
    expect(errors).toBeUndefined();
    expect(data?.updateShowSlug).toEqual({ __typename: 'SlugTaken', slug: 'garden-talk' });
  });
});

const RestShapes = graphql(`
  query VariantRestShapes($imageUrls: [String!]!, $episodeUris: [String!]!) {
    podcastCategories {
      name
      subcategories
    }
    coverArtColors(imageUrls: $imageUrls) {
      imageUrl
      palette
    }
    episodeFormData(episodeUris: $episodeUris) {
      episodeUri
      data
    }
  }
`);

describe('records whose shape is not shown, in other shapes', () => {
  it('reads category options, palettes and form data from other shapes, next to unknown lists', async () => {
    const urls = ['https://images.example.test/1.png', 'https://images.example.test/2.png'];
    const [a, b] = episodes((e) => e.isPublished).slice(0, 2);
    variant.rest!.extraFields = true;
    variant.rest!.reshape = {
      'GET /v3/settings/podcast-category/options': (body) => ({
        data: ((body as { categories?: unknown[] }).categories ?? (body as unknown[])).map((c) => {
          const { name, subcategories } = c as { name: string; subcategories: string[] };
          return { label: name, children: subcategories.map((s) => ({ label: s })) };
        }),
      }),
      // A map keyed by image URL instead of a list.
      'POST /MultiGetColor': (body) => Object.fromEntries((body as { colors: Array<{ url: string }> }).colors.map((c) => [c.url, { ...c, url: undefined }])),
      // The entries in reverse order, keyed by `uri`, under an unknown wrapper.
      'GET /v3/episodes/pcdFormData': (body) => ({ formEntries: [...(body as { episodes: Array<{ episodeUri: string }> }).episodes].reverse().map(({ episodeUri, ...rest }) => ({ uri: episodeUri, ...rest })) }),
    };
    const { data, errors } = await stack.query(RestShapes, { imageUrls: urls, episodeUris: [uriOf(a), uriOf(b)] });
    expect(errors).toBeUndefined();
    expect(data!.podcastCategories!.find((c) => c.name === 'Arts')?.subcategories).toContain('Books');
    expect(data!.coverArtColors!.map((c) => c.imageUrl)).toEqual(urls);
    for (const c of data!.coverArtColors!) expect((c.palette as { dominant?: string }).dominant).toMatch(/^#/);
    expect(data!.episodeFormData!.map((f) => (f.data as { uri?: string } | null)?.uri)).toEqual([uriOf(a), uriOf(b)]);
  });

  it('validates a category update against options read from another shape', async () => {
    variant.rest!.reshape = {
      'GET /v3/settings/podcast-category/options': (body) =>
        Object.fromEntries(((body as { categories?: unknown[] }).categories ?? (body as unknown[])).map((c) => [(c as { name: string }).name, (c as { subcategories: string[] }).subcategories])),
    };
    const refused = await stack.query(RestMetadata, { stationId: 5001, input: { category: { primary: 'Arts', secondary: 'Gardening' } } }, { expectErrors: true });
    expect(errorCodes(refused.errors)).toEqual(['BAD_USER_INPUT']);
    expect(stack.sandbox.hooks.count(METADATA_UPDATE)).toBe(0);
    const accepted = await stack.query(RestMetadata, { stationId: 5001, input: { category: { primary: 'Technology', secondary: 'Software' } } });
    expect(accepted.errors).toBeUndefined();
    expect(stack.sandbox.store.shows.get(5001)!.podcastCategory).toBe('Technology|Software');
  });
});

const RestSponsored = graphql(`
  mutation VariantRestSponsored($id: Int!) {
    setEpisodeSponsoredContent(id: $id, containsSponsoredContent: true) {
      containsSponsoredContent
    }
  }
`);

describe('writes answered with a body that is not JSON (response bodies the spec does not show)', () => {
  it('treat a plain-text 2xx as done, not as a failure a client would retry', async () => {
    variant.rest!.plainTextSuccess = [
      UPDATE,
      'PUT /v3/episodes/{episodeId}/sponsoredContentStatus',
      'POST /v3/settings',
      'POST /v3/stations/{stationId}/episode-list-index',
      METADATA_UPDATE,
      'POST /v3/episodes/{episodeId}/delete',
    ];
    const ep = published();
    const updated = await stack.query(RestUpdate, { id: ep.episodeId, input: { title: 'Plain OK' } });
    expect(updated.errors).toBeUndefined();
    expect(updated.data?.updateEpisode?.episode).toMatchObject({ title: 'Plain OK' });
    const sponsored = await stack.query(RestSponsored, { id: ep.episodeId });
    expect(sponsored.errors).toBeUndefined();
    expect(stack.sandbox.store.episodes.get(ep.episodeId)!.containsSponsoredContent).toBe(true);
    const slug = await stack.query(RestSlug, { slug: 'night-shift-live' });
    expect(slug.data?.updateShowSlug).toEqual({ __typename: 'ShowSlugUpdated', slug: 'night-shift-live' });
    expect((await stack.query(RestSync, { stationId: 5001 })).data?.syncEpisodeListIndex).toBe(true);
    const meta = await stack.query(RestMetadata, { stationId: 5001, input: { description: 'Plainly.' } });
    expect(meta.data?.updateShowMetadata!.show.description).toBe('Plainly.');
    const deleted = await stack.query(RestDelete, { id: ep.episodeId });
    expect(deleted.data?.deleteEpisode!.deletedEpisodeId).toBe(ep.episodeId);
  });

  it('a create answered without a readable episode ID says the episode may exist', async () => {
    variant.rest!.plainTextSuccess = [CREATE];
    const before = stack.sandbox.store.episodes.size;
    const { errors } = await stack.query(RestCreate, { input: { stationId: 5001, hourOffset: 0 } }, { expectErrors: true });
    expect(errorCodes(errors)).toEqual(['UPSTREAM_ERROR']);
    expect(errors![0].message).toMatch(/may exist/);
    expect(stack.sandbox.store.episodes.size).toBe(before + 1);
  });
});

const RestEpisodeByUri = graphql(`
  query VariantRestEpisodeByUri($uri: String!) {
    episode(uri: $uri) {
      id
    }
  }
`);

describe('platform IDs of another alphabet (the spec gives them none)', () => {
  it('are passed to the conversion endpoint, encoded, rather than refused as malformed', async () => {
    const { errors } = await stack.query(RestEpisodeByUri, { uri: 'platform:episode:Ab+c=/x' }, { expectErrors: true });
    expect(errorCodes(errors)).toEqual(['BAD_USER_INPUT']); // a path separator is never an ID
    const res = await stack.query(RestEpisodeByUri, { uri: 'platform:episode:Ab+c=' }, { expectErrors: true });
    expect(errorCodes(res.errors)).toEqual(['NOT_FOUND']);
    const [call] = stack.sandbox.hooks.calls({ route: 'GET /v3/episodes/platform:episode:{platformEpisodeId}/episodeId' });
    expect(call.path).toBe('/v3/episodes/platform:episode:Ab%2Bc%3D/episodeId');
  });
});

describe('a scheduled episode reported as isPublished true (3.2: "stored as isPublished true, scheduled")', () => {
  it('reads as SCHEDULED and stays scheduled through an update', async () => {
    variant.rest!.scheduledAsPublished = true;
    const ep = scheduled();
    const read = await stack.query(RestEpisode, { id: ep.episodeId });
    expect(read.errors).toBeUndefined();
    expect(read.data?.episode).toMatchObject({ state: 'SCHEDULED', isPublished: false, publishOn: new Date(ep.publishOn! * 1000).toISOString() });
    const updated = await stack.query(RestUpdate, { id: ep.episodeId, input: { title: 'Later, still' } });
    expect(updated.errors).toBeUndefined();
    expect(stack.sandbox.hooks.calls({ route: UPDATE })[0].body).toMatchObject({ isPublished: false, publishOn: ep.publishOn });
    expect(stack.sandbox.store.episodes.get(ep.episodeId)).toMatchObject({ isPublished: false, publishOn: ep.publishOn, title: 'Later, still' });
  });
});
