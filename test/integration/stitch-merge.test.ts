import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { graphql } from '../../src/generated/client/index.js';
import { untyped } from '../helpers/untyped.js';
import type { EpisodeRecord } from '../../src/sandbox/data/model.js';
import { errorCodes, startStack, type Stack } from '../helpers/stack.js';

/**
 * Show and Episode are one type each across both interfaces: every root gives every field,
 * and each side is asked only for what the client selected.
 */

const GRAPH = 'POST /v2/graph-pq';
const METADATA = 'GET /v3/stations/{stationId}/metadata';
const DISTRIBUTION = 'GET /v3/stations/{stationId}/distribution';
const LEGACY_IDS = 'GET /v3/shows/{platformShowId}/legacyIds';
const EPISODE_ID = 'GET /v3/episodes/platform:episode:{platformEpisodeId}/episodeId';
const OVERVIEW = 'GET /v3/episodes/{episodeId}/overview';

const ShowsWithRestFields = graphql(`
  query StitchShowsWithRestFields {
    showsForUser {
      shows {
        name
        uri
        stationId
        description
        language
      }
    }
  }
`);

const ShowWithGraphFields = graphql(`
  query StitchShowWithGraphFields($stationId: Int!) {
    show(stationId: $stationId) {
      stationId
      description
      uri
      analytics(getShowAnalyticsRequest: { showAnalyticsMetricType: SHOW_PLAYS, aggregationType: AGGREGATION_TYPE_TOTAL, window: WINDOW_ALL_TIME }) {
        analyticsValue {
          analyticsValue {
            __typename
            ... on SingleValueLong {
              value
            }
          }
        }
      }
      episodesV2(listEpisodesV2Request: { pagination: { pageSize: 3 } }) {
        items {
          title
          isExplicit
        }
      }
    }
  }
`);

const ShowRestOnly = graphql(`
  query StitchShowRestOnly($stationId: Int!) {
    show(stationId: $stationId) {
      stationId
      name
      description
      uri
    }
  }
`);

const ShowByShowUri = graphql(`
  query StitchShowByShowUri($uri: ShowUri!) {
    showByShowUri(getShowByShowUriRequest: { showUri: $uri }) {
      stationId
      name
      authorName
      category {
        primary
      }
    }
  }
`);

const EpisodeByUri = graphql(`
  query StitchEpisodeByUri($uri: EpisodeUri!) {
    episodeByUri(getEpisodeRequest: { episodeUri: $uri }) {
      uri
      id
      state
      title
      publishOn
      episodeType
      analyticsStarts {
        startsCount
      }
    }
  }
`);

const EpisodeWithAnalytics = graphql(`
  query StitchEpisodeWithAnalytics($id: Int!) {
    episode(id: $id) {
      id
      title
      state
      uri
      analytics(getEpisodePlayCountRequest: { episodeAnalyticsMetricType: EPISODE_PLAYS, aggregationType: AGGREGATION_TYPE_TOTAL, window: WINDOW_ALL_TIME }) {
        analyticsValue {
          analyticsValue {
            __typename
            ... on SingleValueLong {
              value
            }
          }
        }
      }
    }
  }
`);

const EpisodeByUriRoot = graphql(`
  query StitchEpisodeByUriRoot($uri: String!) {
    episode(uri: $uri) {
      id
      state
      analyticsStarts {
        startsCount
      }
    }
  }
`);

const EpisodeRestOnly = graphql(`
  query StitchEpisodeRestOnly($id: Int!) {
    episode(id: $id) {
      id
      title
      state
      isExplicit
    }
  }
`);

const DraftEpisode = graphql(`
  query StitchDraftEpisode($id: Int!) {
    episode(id: $id) {
      id
      title
      description
      state
      isPublished
      publishOn
      episodeType
      analyticsStarts {
        startsCount
      }
    }
  }
`);

/** Untyped: `ALL_EPISODES` (drafts listed too) is a default-sandbox extra the spec does not show (2.7). */
const ListedStates = untyped(`
  query StitchListedStates($stationId: Int!) {
    show(stationId: $stationId) {
      episodesV2(listEpisodesV2Request: { filter: ALL_EPISODES, pagination: { pageSize: 100 } }) {
        items {
          uri
          id
          title
          state
        }
      }
    }
  }
`);

let stack: Stack;
beforeAll(async () => {
  stack = await startStack();
});
afterAll(() => stack?.close());
beforeEach(() => stack.sandbox.hooks.reset());

const count = (route: string) => stack.sandbox.hooks.count(route);
const episodesOf = (stationId: number) => [...stack.sandbox.store.episodes.values()].filter((e) => e.stationId === stationId);
const uriOf = (e: EpisodeRecord) => `platform:episode:${e.platformEpisodeId}`;
const showUri = (stationId: number) => `platform:show:${stack.sandbox.store.shows.get(stationId)!.platformShowId}`;
const published = (stationId: number) => episodesOf(stationId).filter((e) => e.isPublished && e.publishOn! * 1000 < Date.now());
const drafts = (stationId: number) => episodesOf(stationId).filter((e) => !e.isPublished && e.publishOn === null);

describe('Show', () => {
  it('from the GraphQL root: REST metadata on every show of showsForUser, one conversion and one metadata read each', async () => {
    const { data, errors } = await stack.query(ShowsWithRestFields);
    expect(errors).toBeUndefined();
    const shows = data!.showsForUser!.shows;
    expect(shows.map((s) => s.stationId)).toEqual([5001, 5002, 5003]);
    for (const show of shows) {
      const record = stack.sandbox.store.shows.get(show.stationId!)!;
      expect(show).toMatchObject({ name: record.podcastName, uri: showUri(record.stationId), description: record.podcastDescription, language: 'en' });
    }
    expect(count(GRAPH)).toBe(1);
    expect(count(LEGACY_IDS)).toBe(3);
    expect(count(METADATA)).toBe(3);
  });

  it('from the REST root: upstream analytics and episodesV2 items, in one upstream GraphQL request', async () => {
    const { data, errors } = await stack.query(ShowWithGraphFields, { stationId: 5001 });
    expect(errors).toBeUndefined();
    const show = data!.show!;
    expect(show.uri).toBe(showUri(5001));
    expect(show.description).toBe(stack.sandbox.store.shows.get(5001)!.podcastDescription);
    expect(show.analytics?.analyticsValue?.analyticsValue).toMatchObject({ __typename: 'SingleValueLong', value: expect.any(Number) });
    const newest = published(5001).sort((a, b) => b.publishOn! - a.publishOn!).slice(0, 3);
    expect(show.episodesV2?.items).toEqual(newest.map((e) => ({ title: e.title, isExplicit: e.podcastEpisodeIsExplicit })));
    expect(count(GRAPH)).toBe(1);
    // The show's URI (4.15), unless the ID directory learned it earlier in this file.
    expect(count(DISTRIBUTION)).toBeLessThanOrEqual(1);
    expect(count(METADATA)).toBe(1);
  });

  it('REST-only selections make no upstream GraphQL call (uri comes from the distribution record, 4.15)', async () => {
    const { data, errors } = await stack.query(ShowRestOnly, { stationId: 5002 });
    expect(errors).toBeUndefined();
    expect(data!.show).toEqual({ stationId: 5002, name: 'Garden Talk', description: expect.any(String), uri: showUri(5002) });
    expect(count(GRAPH)).toBe(0);
  });

  it('from showByShowUri: stationId and REST metadata through the legacy-ID conversion (4.12)', async () => {
    const { data, errors } = await stack.query(ShowByShowUri, { uri: showUri(5003) });
    expect(errors).toBeUndefined();
    const record = stack.sandbox.store.shows.get(5003)!;
    expect(data!.showByShowUri).toEqual({ stationId: 5003, name: record.podcastName, authorName: record.podcastAuthorName, category: { primary: 'Technology' } });
    // One conversion, or none once the ID directory knows the pair (an earlier test taught it).
    expect(count(LEGACY_IDS)).toBeLessThanOrEqual(1);
    expect(count(GRAPH)).toBe(1);
  });
});

describe('Episode', () => {
  it('from episodeByUri: numeric id, state and REST overview fields (4.1 then 4.2, once each)', async () => {
    const episode = published(5001)[2];
    const { data, errors } = await stack.query(EpisodeByUri, { uri: uriOf(episode) });
    expect(errors).toBeUndefined();
    expect(data!.episodeByUri).toMatchObject({
      uri: uriOf(episode),
      id: episode.episodeId,
      state: 'PUBLISHED',
      title: episode.title,
      episodeType: episode.podcastEpisodeType.toUpperCase(),
      analyticsStarts: { startsCount: expect.any(Number) },
    });
    expect(count(EPISODE_ID)).toBe(1);
    expect(count(OVERVIEW)).toBe(1);
    expect(count(GRAPH)).toBe(1);
  });

  it('from episode(id:): upstream analytics, reached through the reverse ID lookup (title match checked first)', async () => {
    const episode = published(5002)[4];
    const { data, errors } = await stack.query(EpisodeWithAnalytics, { id: episode.episodeId });
    expect(errors).toBeUndefined();
    expect(data!.episode).toMatchObject({ id: episode.episodeId, title: episode.title, state: 'PUBLISHED', uri: uriOf(episode) });
    expect(data!.episode!.analytics?.analyticsValue?.analyticsValue).toMatchObject({ __typename: 'SingleValueLong', value: expect.any(Number) });
    expect(count(OVERVIEW)).toBe(1);
    // The caller's episode list (one request), then the episode's analytics (one request).
    expect(count(GRAPH)).toBe(2);
    // Titles are unique here, so the title match is the only candidate checked.
    expect(count(EPISODE_ID)).toBe(1);
  });

  it('from episode(uri:): no reverse lookup, one conversion', async () => {
    const episode = published(5003)[0];
    const { data, errors } = await stack.query(EpisodeByUriRoot, { uri: uriOf(episode) });
    expect(errors).toBeUndefined();
    expect(data!.episode).toMatchObject({ id: episode.episodeId, state: 'PUBLISHED', analyticsStarts: { startsCount: expect.any(Number) } });
    expect(count(EPISODE_ID)).toBe(1);
    expect(count(GRAPH)).toBe(1);
  });

  it('REST-only selections make no upstream GraphQL call', async () => {
    const episode = published(5001)[0];
    const { data, errors } = await stack.query(EpisodeRestOnly, { id: episode.episodeId });
    expect(errors).toBeUndefined();
    expect(data!.episode).toEqual({ id: episode.episodeId, title: episode.title, state: 'PUBLISHED', isExplicit: episode.podcastEpisodeIsExplicit });
    expect(count(GRAPH)).toBe(0);
    expect(count(OVERVIEW)).toBe(1);
  });
});

describe('drafts (REST refuses them, 4.2)', () => {
  it('episode(id:) of a draft answers from the GraphQL side, with its upstream fields too', async () => {
    const draft = drafts(5003)[0];
    const { data, errors } = await stack.query(DraftEpisode, { id: draft.episodeId });
    expect(errors).toBeUndefined();
    expect(data!.episode).toEqual({
      id: draft.episodeId,
      title: draft.title,
      description: draft.description,
      state: 'DRAFT',
      isPublished: false,
      publishOn: null,
      episodeType: draft.podcastEpisodeType.toUpperCase(),
      analyticsStarts: { startsCount: 0 },
    });
    expect(count(OVERVIEW)).toBe(1);
    expect(stack.sandbox.hooks.calls({ route: OVERVIEW })[0].status).toBe(403);
  });

  it('drafts listed by the upstream get state DRAFT, other episodes their REST state', async () => {
    const { data, errors } = await stack.query(ListedStates, { stationId: 5003 });
    expect(errors).toBeUndefined();
    const items = data!.show!.episodesV2!.items;
    expect(items).toHaveLength(episodesOf(5003).length);
    const draftIds = new Set(drafts(5003).map((d) => d.episodeId));
    for (const item of items) {
      const record = stack.sandbox.store.episodes.get(item.id!)!;
      expect(item.uri).toBe(uriOf(record));
      expect(item.title).toBe(record.title);
      expect(item.state).toBe(draftIds.has(item.id!) ? 'DRAFT' : record.isPublished && record.publishOn! * 1000 < Date.now() ? 'PUBLISHED' : 'SCHEDULED');
    }
    // One delegation for the list, asking no draft fields; then the drafts REST refused are
    // read, those refused in one tick in one request (at most one per draft); each episode
    // converted at most once (none the ID directory learned earlier in this file) and read once.
    expect(count(GRAPH)).toBeGreaterThanOrEqual(2);
    expect(count(GRAPH)).toBeLessThanOrEqual(1 + drafts(5003).length);
    expect(count(EPISODE_ID)).toBeLessThanOrEqual(items.length);
    expect(new Set(stack.sandbox.hooks.calls({ route: EPISODE_ID }).map((c) => c.path)).size).toBe(count(EPISODE_ID));
    expect(count(OVERVIEW)).toBe(items.length);
  });

  it("another account's episode stays FORBIDDEN", async () => {
    const theirs = episodesOf(5101).find((e) => e.isPublished)!;
    const { data, errors } = await stack.query(EpisodeRestOnly, { id: theirs.episodeId }, { expectErrors: true });
    expect(data?.episode).toBeNull();
    expect(errorCodes(errors)).toEqual(['FORBIDDEN']);
  });
});
