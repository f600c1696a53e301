import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { graphql } from '../../src/generated/client/index.js';
import { startStack, type Stack } from '../helpers/stack.js';

/**
 * Gateway fields of a merged type (Episode) selected through fragments, as codegen clients
 * write them, answer what the same fields written inline answer, with the same upstream calls.
 * Stitching completes a gateway-made value when it finds a selected field missing from it, and
 * it looks into fragments without knowing which fields the gateway answers itself.
 */

const CreateDraft = graphql(`
  mutation FragmentsCreateDraft($input: CreateEpisodeInput!) {
    createEpisode(input: $input) {
      episode {
        id
      }
    }
  }
`);

const ScheduleThroughFragment = graphql(`
  mutation FragmentsSchedule($id: Int!, $publishOn: DateTime!) {
    scheduleEpisode(id: $id, publishOn: $publishOn) {
      episode {
        ...FragmentsScheduledFields
      }
    }
  }
  fragment FragmentsScheduledFields on Episode {
    id
    state
    publishOn
  }
`);

const Inline = graphql(`
  query FragmentsInline($id: Int!) {
    episode(id: $id) {
      id
      state
      uri
      publishOn
    }
  }
`);

const NamedFragment = graphql(`
  query FragmentsNamed($id: Int!) {
    episode(id: $id) {
      ...FragmentsEpisodeFields
    }
  }
  fragment FragmentsEpisodeFields on Episode {
    id
    state
    uri
    publishOn
  }
`);

const NestedAndInlineFragments = graphql(`
  query FragmentsNested($id: Int!) {
    episode(id: $id) {
      ...FragmentsOuter
      ... {
        uri
      }
    }
  }
  fragment FragmentsOuter on Episode {
    ... on Episode {
      id
      state
    }
    ...FragmentsInner
  }
  fragment FragmentsInner on Episode {
    publishOn
  }
`);

const UpstreamFieldsAndSkippedRest = graphql(`
  query FragmentsSkippedRest($uri: String!, $withRest: Boolean!) {
    episode(uri: $uri) {
      analyticsStarts {
        startsCount
      }
      title @include(if: $withRest)
      ...FragmentsRestFields @include(if: $withRest)
    }
  }
  fragment FragmentsRestFields on Episode {
    state
  }
`);

const UpstreamFieldThroughFragments = graphql(`
  query FragmentsUpstreamInside($id: Int!) {
    episode(id: $id) {
      ...FragmentsWithStarts
    }
  }
  fragment FragmentsWithStarts on Episode {
    title
    starts: analyticsStarts {
      ...FragmentsStartsCount
    }
  }
  fragment FragmentsStartsCount on AnalyticsStarts {
    startsCount
  }
`);

const UpstreamFieldInline = graphql(`
  query FragmentsUpstreamInline($id: Int!) {
    episode(id: $id) {
      title
      starts: analyticsStarts {
        startsCount
      }
    }
  }
`);

const PlaysWithASkippedTwin = graphql(`
  query FragmentsSkippedTwin($id: Int!, $skipped: Boolean = true) {
    episode(id: $id) {
      plays: analytics(getEpisodePlayCountRequest: { episodeAnalyticsMetricType: EPISODE_PLAYS, aggregationType: AGGREGATION_TYPE_TOTAL, window: WINDOW_LAST_THIRTY_DAYS }) {
        type @skip(if: $skipped)
        startDate
        type
      }
    }
  }
`);

const Plays = graphql(`
  query FragmentsPlays($id: Int!) {
    episode(id: $id) {
      plays: analytics(getEpisodePlayCountRequest: { episodeAnalyticsMetricType: EPISODE_PLAYS, aggregationType: AGGREGATION_TYPE_TOTAL, window: WINDOW_LAST_THIRTY_DAYS }) {
        startDate
        type
      }
    }
  }
`);

const ShowsWithASkippedTwin = graphql(`
  query FragmentsShowsSkippedTwin($skipped: Boolean = true) {
    showsForUser {
      shows {
        stationId
        episodesV2(listEpisodesV2Request: { pagination: { pageSize: 2 } }) {
          items {
            id
            analyticsStarts @skip(if: $skipped) {
              startsCount
            }
            analyticsStarts {
              startsCount
            }
          }
        }
      }
    }
  }
`);

const ShowsPlain = graphql(`
  query FragmentsShowsPlain {
    showsForUser {
      shows {
        stationId
        episodesV2(listEpisodesV2Request: { pagination: { pageSize: 2 } }) {
          items {
            id
            analyticsStarts {
              startsCount
            }
          }
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

function routes(): string[] {
  return stack.sandbox.hooks.calls().map((c) => c.route);
}

describe('Episode fields through fragments', () => {
  it('reads the go-live time of a draft created and scheduled in this run through a named fragment', async () => {
    const created = await stack.query(CreateDraft, { input: { stationId: 5001, hourOffset: 0 } });
    const id = created.data!.createEpisode!.episode.id!;
    const publishOn = new Date(Date.now() + 2 * 86_400_000);
    publishOn.setUTCMilliseconds(0);
    const scheduled = await stack.query(ScheduleThroughFragment, { id, publishOn: publishOn.toISOString() });
    expect(scheduled.errors).toBeUndefined();
    expect(scheduled.data?.scheduleEpisode?.episode).toEqual({ id, state: 'SCHEDULED', publishOn: publishOn.toISOString() });

    stack.sandbox.hooks.clearLog();
    const inline = await stack.query(Inline, { id });
    const inlineRoutes = routes();
    stack.sandbox.hooks.clearLog();
    const named = await stack.query(NamedFragment, { id });
    expect(named.errors).toBeUndefined();
    expect(named.data).toEqual(inline.data);
    expect(named.data?.episode).toMatchObject({ id, state: 'SCHEDULED', publishOn: publishOn.toISOString() });
    expect(routes()).toEqual(inlineRoutes);
  });

  it('answers a seeded scheduled episode alike through nested fragments and inline ones with and without a type condition', async () => {
    const episode = [...stack.sandbox.store.episodes.values()].find((e) => e.stationId === 5001 && !e.isPublished && e.publishOn !== null)!;
    // The first read teaches the ID directory the episode's URI; the second is the one compared.
    await stack.query(Inline, { id: episode.episodeId });
    stack.sandbox.hooks.clearLog();
    const inline = await stack.query(Inline, { id: episode.episodeId });
    expect(inline.errors).toBeUndefined();
    const inlineRoutes = routes();
    stack.sandbox.hooks.clearLog();
    const nested = await stack.query(NestedAndInlineFragments, { id: episode.episodeId });
    expect(nested.errors).toBeUndefined();
    expect(nested.data).toEqual(inline.data);
    expect(nested.data?.episode?.publishOn).toBe(new Date(episode.publishOn! * 1000).toISOString());
    expect(routes()).toEqual(inlineRoutes);
  });

  it('plans no REST call for REST fields that @include leaves out', async () => {
    const episode = [...stack.sandbox.store.episodes.values()].find((e) => e.stationId === 5001 && e.isPublished)!;
    const uri = `platform:episode:${episode.platformEpisodeId}`;
    const without = await stack.query(UpstreamFieldsAndSkippedRest, { uri, withRest: false });
    expect(without.errors).toBeUndefined();
    expect(without.data?.episode).toEqual({ analyticsStarts: { startsCount: expect.any(Number) } });
    expect(stack.sandbox.hooks.calls({ upstream: 'rest' })).toHaveLength(0);
    stack.sandbox.hooks.clearLog();
    const withRest = await stack.query(UpstreamFieldsAndSkippedRest, { uri, withRest: true });
    expect(withRest.data?.episode).toMatchObject({ title: episode.title, state: 'PUBLISHED' });
    expect(stack.sandbox.hooks.calls({ upstream: 'rest' }).length).toBeGreaterThan(0);
  });

  it('an upstream field and its own fragments inside a named fragment, on a cold and on a warm ID directory', async () => {
    const episode = [...stack.sandbox.store.episodes.values()].find((e) => e.stationId === 5002 && e.isPublished)!;
    // Cold: stitching completes the REST-made value; warm: the root asks the upstream itself.
    const cold = await stack.query(UpstreamFieldThroughFragments, { id: episode.episodeId });
    expect(cold.errors).toBeUndefined();
    stack.sandbox.hooks.clearLog();
    const warm = await stack.query(UpstreamFieldThroughFragments, { id: episode.episodeId });
    const warmRoutes = routes();
    stack.sandbox.hooks.clearLog();
    const inline = await stack.query(UpstreamFieldInline, { id: episode.episodeId });
    expect(inline.data?.episode).toEqual({ title: episode.title, starts: { startsCount: expect.any(Number) } });
    expect(cold.data).toEqual(inline.data);
    expect(warm.data).toEqual(inline.data);
    expect(routes()).toEqual(warmRoutes);
  });

  it('an upstream field skipped once and selected again answers, on a cold and on a warm ID directory', async () => {
    const episode = [...stack.sandbox.store.episodes.values()].find((e) => e.stationId === 5003 && e.isPublished)!;
    // Cold: stitching completes the REST-made value; warm: the root asks the upstream itself.
    const cold = await stack.query(PlaysWithASkippedTwin, { id: episode.episodeId });
    const warm = await stack.query(PlaysWithASkippedTwin, { id: episode.episodeId });
    const plain = await stack.query(Plays, { id: episode.episodeId });
    expect(plain.errors).toBeUndefined();
    expect(plain.data?.episode?.plays?.type).toEqual(expect.any(String));
    expect(cold.data).toEqual(plain.data);
    expect(warm.data).toEqual(plain.data);
  });

  it('an upstream root that stitching delegates: a field skipped once and selected again answers', async () => {
    const plain = await stack.query(ShowsPlain);
    expect(plain.errors).toBeUndefined();
    const items = plain.data!.showsForUser!.shows.flatMap((show) => show.episodesV2?.items ?? []);
    expect(items.length).toBeGreaterThan(0);
    for (const item of items) expect(item.analyticsStarts?.startsCount).toEqual(expect.any(Number));
    const twin = await stack.query(ShowsWithASkippedTwin);
    expect(twin.errors).toBeUndefined();
    expect(twin.data).toEqual(plain.data);
  });
});
