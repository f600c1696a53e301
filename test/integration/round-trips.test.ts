import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { documents } from '../../client/src/documents.js';
import type { LoggedCall } from '../../src/sandbox/hooks.js';
import type { Store } from '../../src/sandbox/data/model.js';
import { armUpstreamLatency } from '../../bench/lib/upstream-latency.js';
import { startStack, type Stack } from '../helpers/stack.js';
import { OTHER_SHAPES, SPEC_ONLY } from '../../src/sandbox/index.js';

/**
 * Issue 20's round-trip table (docs/performance.md, "Round trips per operation"): every operation
 * of client/operations at 20 ms per upstream call, as a dashboard sends it the second time (the ID
 * directory warm). Each row asserts the upstream calls per route and the rounds on the critical
 * path: the longest chain of calls each sent after the one before it was answered. The minimum and
 * its reason are in the docs table; a row whose rounds exceed it says so there.
 */

let stack: Stack;
beforeAll(async () => {
  stack = await startStack();
});
afterAll(() => stack?.close());

/** Rounds on the critical path: the longest chain of calls each received after the one before it was answered. */
function rounds(calls: readonly LoggedCall[]): number {
  const sorted = [...calls].sort((a, b) => a.receivedAt! - b.receivedAt!);
  const depth: number[] = [];
  let max = 0;
  sorted.forEach((c, i) => {
    let d = 1;
    for (let j = 0; j < i; j++) if (sorted[j].answeredAt! <= c.receivedAt!) d = Math.max(d, depth[j] + 1);
    depth[i] = d;
    max = Math.max(max, d);
  });
  return max;
}

function byRoute(calls: readonly LoggedCall[]): Record<string, number> {
  const out: Record<string, number> = {};
  for (const c of calls) out[c.route] = (out[c.route] ?? 0) + 1;
  return out;
}

interface Row {
  name: string;
  doc: TypedDocumentNode<any, any>;
  vars: (s: Store) => Record<string, unknown>;
  calls: Record<string, number>;
  rounds: number;
}

const OVERVIEW = 'GET /v3/episodes/{episodeId}/overview';
const SPONSORED = 'GET /v3/episodes/{episodeId}/sponsoredContentStatus';
const GRAPH = 'POST /v2/graph-pq';
const METADATA = 'GET /v3/stations/{stationId}/metadata';
const LEGACY = 'GET /v3/shows/{platformShowId}/legacyIds';
const CREATE = 'POST /v3/stations/{stationId}/episodes';
const UPDATE = 'POST /v3/episodes/{episodeId}/update';
const PUT_SPONSORED = 'PUT /v3/episodes/{episodeId}/sponsoredContentStatus';
const DELETE = 'POST /v3/episodes/{episodeId}/delete';
const CONVERT = 'GET /v3/episodes/platform:episode:{platformEpisodeId}/episodeId';

const SHOW = 5001;
const episodeOf = (s: Store) => [...s.episodes.values()].find((e) => e.isPublished && e.stationId === SHOW && s.polls.has(e.episodeId))!;
const uriOf = (s: Store) => `platform:episode:${episodeOf(s).platformEpisodeId}`;
const commentOf = (s: Store) => `platform:comment:${[...s.comments.values()].find((c) => c.state === 'needs review')!.commentId}`;
const d = documents;
const tomorrow = () => new Date(Date.now() + 86_400_000).toISOString();

const ROWS: Row[] = [
  { name: 'Episode (id)', doc: d.Episode, vars: (s) => ({ id: episodeOf(s).episodeId }), calls: { [SPONSORED]: 1, [OVERVIEW]: 1, [GRAPH]: 1 }, rounds: 1 },
  { name: 'Episode (uri)', doc: d.Episode, vars: (s) => ({ uri: uriOf(s) }), calls: { [GRAPH]: 1, [SPONSORED]: 1, [OVERVIEW]: 1 }, rounds: 1 },
  { name: 'EpisodeAnalytics', doc: d.EpisodeAnalytics, vars: (s) => ({ id: episodeOf(s).episodeId }), calls: { [OVERVIEW]: 1, [GRAPH]: 1 }, rounds: 1 },
  { name: 'ShowAnalytics', doc: d.ShowAnalytics, vars: () => ({ stationId: SHOW }), calls: { [METADATA]: 1, [GRAPH]: 1 }, rounds: 1 },
  { name: 'EpisodePlaysAndDownloads', doc: d.EpisodePlaysAndDownloads, vars: (s) => ({ id: episodeOf(s).episodeId }), calls: { [OVERVIEW]: 1, [GRAPH]: 1 }, rounds: 1 },
  { name: 'ShowPlaysAndDownloads', doc: d.ShowPlaysAndDownloads, vars: () => ({ stationId: SHOW }), calls: { [METADATA]: 1, [GRAPH]: 1 }, rounds: 1 },
  { name: 'AnalyticsGlossary', doc: d.AnalyticsGlossary, vars: () => ({}), calls: {}, rounds: 0 },
  { name: 'CommentsForReview', doc: d.CommentsForReview, vars: () => ({ stationId: SHOW }), calls: { [METADATA]: 1, [GRAPH]: 2, [OVERVIEW]: 14 }, rounds: 3 },
  { name: 'EpisodeComments', doc: d.EpisodeComments, vars: (s) => ({ id: episodeOf(s).episodeId }), calls: { [OVERVIEW]: 1, [GRAPH]: 1 }, rounds: 1 },
  { name: 'EpisodePoll', doc: d.EpisodePoll, vars: (s) => ({ id: episodeOf(s).episodeId }), calls: { [OVERVIEW]: 1, [GRAPH]: 1 }, rounds: 1 },
  { name: 'ShowsAndEpisodes', doc: d.ShowsAndEpisodes, vars: () => ({}), calls: { [GRAPH]: 1, [OVERVIEW]: 30, [METADATA]: 3 }, rounds: 2 },
  { name: 'ShowEpisodes', doc: d.ShowEpisodes, vars: () => ({ stationId: SHOW }), calls: { [METADATA]: 1, [GRAPH]: 1, [OVERVIEW]: 20 }, rounds: 2 },
  { name: 'Show', doc: d.Show, vars: () => ({ stationId: SHOW }), calls: { [METADATA]: 1 }, rounds: 1 },
  { name: 'UploadJob', doc: d.UploadJob, vars: () => ({ id: '00000000-0000-4000-8000-000000000001' }), calls: {}, rounds: 0 },
  { name: 'CreateEpisode', doc: d.CreateEpisode, vars: () => ({ input: { stationId: SHOW, title: 'Round trips', hourOffset: 0 } }), calls: { [CREATE]: 1, [LEGACY]: 1, [UPDATE]: 1, [OVERVIEW]: 1 }, rounds: 3 },
  { name: 'UpdateEpisode', doc: d.UpdateEpisode, vars: (s) => ({ id: episodeOf(s).episodeId, input: { title: 'New title' } }), calls: { [OVERVIEW]: 2, [UPDATE]: 1 }, rounds: 3 },
  { name: 'ScheduleEpisode', doc: d.ScheduleEpisode, vars: (s) => ({ id: [...s.episodes.values()].find((e) => !e.isPublished && e.stationId === SHOW)!.episodeId, publishOn: tomorrow() }), calls: { [OVERVIEW]: 2, [UPDATE]: 1 }, rounds: 3 },
  { name: 'PublishEpisode', doc: d.PublishEpisode, vars: (s) => ({ id: [...s.episodes.values()].find((e) => !e.isPublished && e.stationId === SHOW)!.episodeId }), calls: { [OVERVIEW]: 2, [UPDATE]: 1 }, rounds: 3 },
  { name: 'SetEpisodeSponsoredContent', doc: d.SetEpisodeSponsoredContent, vars: (s) => ({ id: episodeOf(s).episodeId, containsSponsoredContent: true }), calls: { [OVERVIEW]: 1, [GRAPH]: 1, [PUT_SPONSORED]: 1 }, rounds: 2 },
  { name: 'DeleteEpisode', doc: d.DeleteEpisode, vars: (s) => ({ id: episodeOf(s).episodeId, confirmIrreversible: true }), calls: { [DELETE]: 1 }, rounds: 1 },
  { name: 'SavePoll', doc: d.SavePoll, vars: (s) => ({ episodeId: episodeOf(s).episodeId, input: { question: 'Next topic?', type: 'SINGLE_CHOICE', options: ['a', 'b'], opensAt: new Date().toISOString(), closesAt: tomorrow() } }), calls: { [GRAPH]: 1 }, rounds: 1 },
  { name: 'DeletePoll', doc: d.DeletePoll, vars: (s) => ({ episodeId: episodeOf(s).episodeId }), calls: { [GRAPH]: 2 }, rounds: 2 },
  { name: 'PublishComment', doc: d.PublishComment, vars: (s) => ({ commentUri: commentOf(s) }), calls: { [GRAPH]: 2 }, rounds: 2 },
  { name: 'ReplyToComment', doc: d.ReplyToComment, vars: (s) => ({ commentUri: `platform:comment:${[...s.comments.values()].find((c) => c.state === 'published' && !c.parentCommentId)!.commentId}`, text: 'Thanks!' }), calls: { [GRAPH]: 1 }, rounds: 1 },
  { name: 'DeleteComment', doc: d.DeleteComment, vars: (s) => ({ commentUri: commentOf(s) }), calls: { [GRAPH]: 2 }, rounds: 2 },
  { name: 'PinComment', doc: d.PinComment, vars: (s) => ({ commentUri: `platform:comment:${[...s.comments.values()].find((c) => c.state === 'published' && !c.parentCommentId)!.commentId}` }), calls: { [GRAPH]: 1 }, rounds: 1 },
  { name: 'UnpinComment', doc: d.UnpinComment, vars: (s) => ({ commentUri: commentOf(s) }), calls: { [GRAPH]: 1 }, rounds: 1 },
  { name: 'MarkCommentRead', doc: d.MarkCommentRead, vars: (s) => ({ commentUri: commentOf(s) }), calls: { [GRAPH]: 1 }, rounds: 1 },
  { name: 'BlockCommenter', doc: d.BlockCommenter, vars: () => ({ stationId: SHOW, username: 'mara' }), calls: { [GRAPH]: 1 }, rounds: 1 },
  { name: 'SetModerationPolicy', doc: d.SetModerationPolicy, vars: () => ({ stationId: SHOW, policy: 'NO_FILTERING' }), calls: { [GRAPH]: 1 }, rounds: 1 },
  { name: 'SetCommentsEnabled', doc: d.SetCommentsEnabled, vars: () => ({ stationId: SHOW, enabled: false }), calls: { [GRAPH]: 1 }, rounds: 1 },
];

async function measure(row: Row, on: Stack = stack) {
  on.sandbox.hooks.reset();
  await armUpstreamLatency(on.sandbox.restUrl, 20);
  on.sandbox.hooks.clearLog();
  const res = await on.query(row.doc, row.vars(on.sandbox.store) as never, { expectErrors: true });
  const calls = on.sandbox.hooks.calls();
  return { rounds: rounds(calls), calls: byRoute(calls), errors: res.errors };
}

/**
 * A stitched episode (REST fields beside upstream analytics) asked once, on a directory that has
 * never seen it (a gateway of its own, its store empty). By URI, the two sides start together
 * and REST needs the URI's numeric ID first (4.1, then 4.2): two rounds. By numeric ID nothing in
 * either interface maps an ID to its URI (REST 2.1: the platform ID exists only inside the URI,
 * 4.1 converts that way alone), so the bounded search runs first (README, "The ID directory"):
 * the overview (whose 404 ends it with no further call), one list of the caller's shows, the
 * conversion of the listed URI whose title matches, then the upstream read by that URI: four.
 * Warm, both are the one round of the table above.
 */
const COLD: Row[] = [
  { name: 'EpisodeAnalytics (uri), cold directory', doc: d.EpisodeAnalytics, vars: (s) => ({ uri: `platform:episode:${coldEpisode(s, 0).platformEpisodeId}` }), calls: { [GRAPH]: 1, [CONVERT]: 1, [OVERVIEW]: 1 }, rounds: 2 },
  { name: 'Episode (uri), cold directory', doc: d.Episode, vars: (s) => ({ uri: `platform:episode:${coldEpisode(s, 1).platformEpisodeId}` }), calls: { [GRAPH]: 1, [CONVERT]: 1, [SPONSORED]: 1, [OVERVIEW]: 1 }, rounds: 2 },
  { name: 'EpisodeAnalytics (id), cold directory', doc: d.EpisodeAnalytics, vars: (s) => ({ id: coldEpisode(s, 2).episodeId }), calls: { [OVERVIEW]: 1, [GRAPH]: 2, [CONVERT]: 1 }, rounds: 2 },
];

/** Published episodes of the show other than the warm rows' one, each asked by one cold row only. */
const coldEpisode = (s: Store, n: number) => [...s.episodes.values()].filter((e) => e.isPublished && e.stationId === SHOW && e.episodeId !== episodeOf(s).episodeId)[n]!;

describe('round trips of a stitched episode at 20 ms per upstream call (cold ID directory)', () => {
  let cold: Stack;
  beforeAll(async () => {
    cold = await startStack();
  });
  afterAll(() => cold?.close());

  for (const row of COLD) {
    it(row.name, async () => {
      const got = await measure(row, cold);
      expect(got.errors).toBeUndefined();
      expect(got.calls).toEqual(row.calls);
      expect(got.rounds).toBe(row.rounds);
      // The second time the directory knows the URI: one round, as in the warm table.
      expect((await measure(row, cold)).rounds).toBe(1);
    });
  }
});

describe('a stitched episode by ID answers the same cold as warm, on every upstream variant', () => {
  for (const [name, variant] of [['default', undefined], ['other shapes', OTHER_SHAPES], ['spec-only', SPEC_ONLY]] as const) {
    it(`on the ${name} upstream`, async () => {
      const own = await startStack({ variant });
      try {
        const asks: Array<[TypedDocumentNode<any, any>, number]> = [
          [d.EpisodeAnalytics, 0],
          [d.Episode, 1],
        ];
        for (const [doc, n] of asks) {
          const vars = { id: coldEpisode(own.sandbox.store, n).episodeId };
          const cold = await own.query(doc, vars as never, { expectErrors: true });
          const warm = await own.query(doc, vars as never, { expectErrors: true });
          expect(cold.errors).toBeUndefined();
          expect(cold.data).toEqual(warm.data);
        }
      } finally {
        await own.close();
      }
    });
  }
});

describe('round trips per operation at 20 ms per upstream call (warm ID directory)', () => {
  for (const row of ROWS) {
    it(row.name, async () => {
      await measure(row); // as the dashboard's second visit: the directory knows the keys
      const got = await measure(row);
      expect(got.errors).toBeUndefined();
      expect(got.calls).toEqual(row.calls);
      expect(got.rounds).toBe(row.rounds);
    });
  }
});
