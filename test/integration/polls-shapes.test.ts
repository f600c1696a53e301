import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { PollRecord } from '../../src/sandbox/data/model.js';
import { OTHER_SHAPES, SPEC_ONLY, type SandboxVariant } from '../../src/sandbox/index.js';
import { startStack, type Stack } from '../helpers/stack.js';
import { untyped } from '../helpers/untyped.js';

/**
 * Polls on upstreams that shape them otherwise (issue 18, item 5). Document 2 names no vote
 * count: an option's one integer field is its vote count, whatever the upstream calls it. And
 * the poll travels in the query's one upstream GraphQL request with the episode's other
 * upstream fields and analytics.
 */

const GRAPH = 'POST /v2/graph-pq';

/** Untyped: the vote counts are an optional capability (SPEC_ONLY has none). */
const PollByUri = untyped(`
  query PollShapes($uri: String!) {
    episode(uri: $uri) {
      poll { question options { text votes } }
    }
  }
`);

const SavePollVotes = untyped(`
  mutation PollShapesSave($uri: String!, $input: PollInput!) {
    savePoll(episodeUri: $uri, input: $input) {
      __typename
      ... on PollSaved { poll { question options { text votes } } }
    }
  }
`);

const EpisodeAcrossBoth = untyped(`
  query PollWithAnalytics($uri: String!) {
    episode(uri: $uri) {
      title
      analyticsStarts { startsCount }
      analytics(getEpisodePlayCountRequest: {
        episodeAnalyticsMetricType: EPISODE_STREAMS_AND_DOWNLOADS, aggregationType: AGGREGATION_TYPE_TOTAL, window: WINDOW_ALL_TIME
      }) { analyticsValue { analyticsValue { __typename ... on SingleValueLong { value } } } }
      poll { question options { text votes } }
    }
  }
`);

const EpisodeById = untyped(`
  query PollWithAnalyticsById($id: Int!) {
    episode(id: $id) {
      uri
      analyticsStarts { startsCount }
      poll { question }
    }
  }
`);

function withPoll(stack: Stack): { poll: PollRecord; uri: string; id: number } {
  const [id, poll] = [...stack.sandbox.store.polls.entries()][0];
  return { poll, id, uri: `platform:episode:${stack.sandbox.store.episodes.get(id)!.platformEpisodeId}` };
}

describe('vote counts found by their shape', () => {
  const RENAMED: SandboxVariant = { graph: { renamedFields: { PollOptionResult: { voteCount: 'numberOfVotes' } } } };
  for (const [name, variant] of [
    ['an upstream calling them numberOfVotes', RENAMED],
    ['OTHER_SHAPES (tally, Long as strings)', OTHER_SHAPES],
  ] as Array<[string, SandboxVariant]>) {
    describe(`on ${name}`, () => {
      let stack: Stack;
      beforeAll(async () => {
        stack = await startStack({ variant });
      });
      afterAll(() => stack?.close());
      beforeEach(() => stack.sandbox.hooks.reset());

      it("reads each option's votes", async () => {
        const { poll, uri } = withPoll(stack);
        const { data, errors } = await stack.query(PollByUri, { uri });
        expect(errors).toBeUndefined();
        expect(data.episode.poll.question).toBe(poll.question);
        expect(data.episode.poll.options).toEqual(poll.options.map((o) => ({ text: o.description, votes: o.voteCount })));
        expect(poll.options.some((o) => o.voteCount > 0)).toBe(true);
        // Asked by the name the upstream gives, never by the sandbox's own.
        const [request] = stack.sandbox.hooks.calls({ route: GRAPH });
        expect(JSON.stringify(request.body)).not.toContain('voteCount');
      });

      it('reads the votes of the poll the mutation returns (0 each)', async () => {
        const { uri } = withPoll(stack);
        const input = { question: 'Which topic next?', options: ['Books', 'Films'], type: 'SINGLE_CHOICE', opensAt: '2030-01-01T00:00:00Z', closesAt: '2030-02-01T00:00:00Z' };
        const { data, errors } = await stack.query(SavePollVotes, { uri, input });
        expect(errors).toBeUndefined();
        expect(data.savePoll.poll.options).toEqual(input.options.map((text) => ({ text, votes: 0 })));
      });
    });
  }
});

describe('the poll in the query\'s one upstream GraphQL request', () => {
  for (const [name, variant] of [
    ['the default sandbox', undefined],
    ['SPEC_ONLY', SPEC_ONLY],
    ['OTHER_SHAPES', OTHER_SHAPES],
  ] as Array<[string, SandboxVariant | undefined]>) {
    describe(`on ${name}`, () => {
      let stack: Stack;
      beforeAll(async () => {
        stack = await startStack({ variant });
      });
      afterAll(() => stack?.close());
      beforeEach(() => stack.sandbox.hooks.reset());

      it("an episode's analytics and its poll travel together, by URI", async () => {
        const { poll, uri } = withPoll(stack);
        const { data, errors } = await stack.query(EpisodeAcrossBoth, { uri });
        expect(errors).toBeUndefined();
        expect(data.episode.poll.question).toBe(poll.question);
        // A Long: a number, or a string where the upstream writes 64-bit integers so.
        expect(Number(data.episode.analyticsStarts.startsCount)).toBeGreaterThanOrEqual(0);
        expect(data.episode.analytics.analyticsValue.analyticsValue.__typename).toBeTruthy();
        expect(stack.sandbox.hooks.count(GRAPH)).toBe(1);
      });

      it('and by ID once the directory knows its URI', async () => {
        const { poll, id, uri } = withPoll(stack);
        expect((await stack.query(EpisodeById, { id })).data.episode.uri).toBe(uri);
        stack.sandbox.hooks.clearLog();
        const { data, errors } = await stack.query(EpisodeById, { id });
        expect(errors).toBeUndefined();
        expect(data.episode.poll.question).toBe(poll.question);
        expect(stack.sandbox.hooks.count(GRAPH)).toBe(1);
      });
    });
  }
});
