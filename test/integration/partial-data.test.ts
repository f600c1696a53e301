import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { graphql } from '../../src/generated/client/index.js';
import type { GraphQLFormattedError } from 'graphql';
import { errorCodes, startStack, type Stack } from '../helpers/stack.js';

/**
 * docs/architecture.md#errors-are-data: one failing field gives partial data, not a failed request. A field that
 * needs an upstream the other fields do not need is nullable, so its failure is `null` plus a
 * coded error at its own path, and its siblings (and its parent) keep their data.
 */

const GRAPH = 'POST /v2/graph-pq';
const OVERVIEW = 'GET /v3/episodes/{episodeId}/overview';
const METADATA = 'GET /v3/stations/{stationId}/metadata';
const DISTRIBUTION = 'GET /v3/stations/{stationId}/distribution';
const SYNC_INDEX = 'POST /v3/stations/{stationId}/episode-list-index';

const EpisodeWithComments = graphql(`
  query PartialEpisodeWithComments($id: Int!) {
    episode(id: $id) {
      id
      title
      uri
      comments(first: 2) {
        edges {
          node {
            uri
          }
        }
      }
    }
  }
`);

const ShowWithUri = graphql(`
  query PartialShowWithUri($stationId: Int!) {
    show(stationId: $stationId) {
      stationId
      description
      uri
      comments(first: 2) {
        edges {
          node {
            uri
          }
        }
      }
    }
  }
`);

const UpstreamRootNextToRest = graphql(`
  query PartialUpstreamRootNextToRest {
    showsForUser {
      shows {
        uri
      }
    }
    region
  }
`);

const TwoMutations = graphql(`
  mutation PartialTwoMutations($commentUri: String!, $stationId: Int!) {
    markCommentRead(commentUri: $commentUri) {
      success
    }
    syncEpisodeListIndex(stationId: $stationId)
  }
`);

let stack: Stack;
beforeAll(async () => {
  stack = await startStack();
});
afterAll(() => stack?.close());
beforeEach(() => stack.sandbox.hooks.reset());

const publishedEpisode = () => [...stack.sandbox.store.episodes.values()].find((e) => e.stationId === 5001 && e.isPublished)!;
const unreadComment = () =>
  [...stack.sandbox.store.comments.values()].find((c) => c.state === 'published' && !c.isRead && stack.sandbox.store.episodes.get(c.episodeId)!.stationId === 5001)!;

/** The errors by path, each with its code. */
function byPath(errors: readonly GraphQLFormattedError[] | undefined): Record<string, unknown> {
  return Object.fromEntries((errors ?? []).map((e) => [(e.path ?? []).join('.'), e.extensions?.code]));
}

describe('an upstream failure nulls its own field only', () => {
  it('episode(id:): the GraphQL interface down, the REST fields stay; uri and comments are null with UPSTREAM_ERROR', async () => {
    const ep = publishedEpisode();
    stack.sandbox.hooks.fault(GRAPH, { status: 500 });
    const { data, errors } = await stack.query(EpisodeWithComments, { id: ep.episodeId }, { expectErrors: true });

    expect(data).toEqual({ episode: { id: ep.episodeId, title: ep.title, uri: null, comments: null } });
    expect(byPath(errors)).toEqual({ 'episode.uri': 'UPSTREAM_ERROR', 'episode.comments': 'UPSTREAM_ERROR' });
    expect(stack.sandbox.hooks.count(OVERVIEW)).toBe(1);
    expect(stack.sandbox.hooks.count(GRAPH)).toBeGreaterThan(0);
  });

  it('the same query with the GraphQL interface up answers every field (the failure above was the fault)', async () => {
    const ep = publishedEpisode();
    const { data, errors } = await stack.query(EpisodeWithComments, { id: ep.episodeId });
    expect(errors).toBeUndefined();
    expect(data!.episode).toMatchObject({ id: ep.episodeId, title: ep.title, uri: `platform:episode:${ep.platformEpisodeId}` });
    expect(data!.episode!.comments!.edges.length).toBeGreaterThan(0);
  });

  it('show(stationId:): the URI conversion failing nulls uri and comments, not the show', async () => {
    stack.sandbox.hooks.fault(DISTRIBUTION, { status: 502 });
    const { data, errors } = await stack.query(ShowWithUri, { stationId: 5001 }, { expectErrors: true });

    expect(data!.show).toMatchObject({ stationId: 5001, uri: null, comments: null });
    expect(data!.show!.description).toBe(stack.sandbox.store.shows.get(5001)!.podcastDescription);
    expect(byPath(errors)).toEqual({ 'show.uri': 'UPSTREAM_ERROR', 'show.comments': 'UPSTREAM_ERROR' });
    expect(stack.sandbox.hooks.count(METADATA)).toBe(1);
    // The show's URI is needed before any comment can be asked for: no GraphQL call was made.
    expect(stack.sandbox.hooks.count(GRAPH)).toBe(0);
  });

  it('an upstream root field (showsForUser) failing leaves a REST root field next to it', async () => {
    stack.sandbox.hooks.fault(GRAPH, { status: 500 });
    const { data, errors } = await stack.query(UpstreamRootNextToRest, {}, { expectErrors: true });

    expect(data).toEqual({ showsForUser: null, region: 'US' });
    expect(errorCodes(errors)).toEqual(['UPSTREAM_ERROR']);
    expect(errors![0].path).toEqual(['showsForUser']);
  });
});

describe('a failing mutation nulls its own root field only', () => {
  it('a comment mutation failing upstream is null with UPSTREAM_ERROR; the REST mutation next to it still runs', async () => {
    const comment = unreadComment();
    stack.sandbox.hooks.fault(GRAPH, { status: 500 });
    const { data, errors } = await stack.query(
      TwoMutations,
      { commentUri: `platform:comment:${comment.commentId}`, stationId: 5001 },
      { expectErrors: true },
    );

    expect(data).toEqual({ markCommentRead: null, syncEpisodeListIndex: true });
    expect(byPath(errors)).toEqual({ markCommentRead: 'UPSTREAM_ERROR' });
    expect(stack.sandbox.store.comments.get(comment.commentId)!.isRead).toBe(false);
    expect(stack.sandbox.hooks.count(SYNC_INDEX)).toBe(1);
  });

  it('and the other way round: the REST mutation failing leaves the comment mutation done', async () => {
    const comment = unreadComment();
    stack.sandbox.hooks.fault(SYNC_INDEX, { status: 503 });
    const { data, errors } = await stack.query(
      TwoMutations,
      { commentUri: `platform:comment:${comment.commentId}`, stationId: 5001 },
      { expectErrors: true },
    );

    expect(data).toEqual({ markCommentRead: { success: true }, syncEpisodeListIndex: null });
    expect(byPath(errors)).toEqual({ syncEpisodeListIndex: 'UPSTREAM_ERROR' });
    expect(stack.sandbox.store.comments.get(comment.commentId)!.isRead).toBe(true);
  });
});
