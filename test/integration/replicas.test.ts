import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { print, type GraphQLFormattedError } from 'graphql';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { graphql } from '../../src/generated/client/index.js';
import { startSandbox, type Sandbox } from '../../src/sandbox/index.js';
import { startReplicas, stopReplicas, uniqueRedisPrefix, type Replica } from '../helpers/replicas.js';

/**
 * Two gateway processes (replicas, each `src/main.ts` as in production) sharing one real Redis
 * under a key prefix unique to this run, over one sandbox whose request log counts their
 * upstream calls (issue 11.7):
 * - the ID directory: a draft learned through replica A costs replica B the 2 calls of a known
 *   pair (see test/integration/id-directory.test.ts for the bounds);
 * - rate limits: one count per caller across both replicas;
 * - the response cache: an answer cached through one replica is served by the other, and a
 *   mutation through one invalidates it for both.
 * Upload progress across replicas (an upload on one, its progress followed on the other, a
 * direct upload started on one and finished on the other) is tested the same way in
 * test/integration/upload-redis.test.ts.
 */

const PREFIX = uniqueRedisPrefix('replicas');
// Points are upstream calls (gateway/rate-limit.ts): the directory's draft search above spends
// more than ten of the creator's.
const LIMIT = 50;
const BURST = 64;
const OVERVIEW = 'GET /v3/episodes/{episodeId}/overview';
const GRAPH = 'POST /v2/graph-pq';
const REGION = 'GET /v3/region';

const EpisodeById = graphql(`
  query ReplicasEpisodeById($id: Int!) {
    episode(id: $id) {
      id
      title
      state
    }
  }
`);

// The ID directory test's read through B: another operation than A's, so the response cache
// (shared through Redis) cannot answer it from A's answer.
const EpisodeByIdOnB = graphql(`
  query ReplicasEpisodeByIdOnB($id: Int!) {
    episode(id: $id) {
      id
      title
      state
    }
  }
`);

const CachedEpisode = graphql(`
  query ReplicasCachedEpisode($id: Int!) {
    episode(id: $id) {
      title
    }
  }
`);

const RenameEpisode = graphql(`
  mutation ReplicasRenameEpisode($id: Int!, $title: String!) {
    updateEpisode(id: $id, input: { title: $title }) {
      episode {
        title
      }
    }
  }
`);

const Region = graphql(`
  query ReplicasRegion {
    region
  }
`);

let sandbox: Sandbox;
let replicas: Replica[] = [];

async function query<T, V extends Record<string, unknown>>(replica: Replica, doc: TypedDocumentNode<T, V>, variables: V, token: string) {
  const res = await fetch(`${replica.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ query: print(doc), variables }),
  });
  const body = (await res.json()) as { data?: T | null; errors?: GraphQLFormattedError[] };
  return { status: res.status, ...body };
}

beforeAll(async () => {
  sandbox = await startSandbox({ hooks: true });
  const env = {
    UPSTREAM_INTROSPECTION_TOKEN: sandbox.token,
    // Tests count upstream calls: no silent retries.
    UPSTREAM_RETRIES: '0',
    RATE_LIMIT_PER_MINUTE: String(LIMIT),
    RESPONSE_CACHE_TTL_MS: '60000',
  };
  replicas = await startReplicas(2, sandbox, PREFIX, env);
}, 180_000);

afterAll(async () => {
  await stopReplicas(replicas, PREFIX);
  await sandbox?.close();
});

// The replicas' introspection at start is not what these tests count.
beforeEach(() => sandbox.hooks.reset());

describe('two gateway processes sharing Redis', () => {
  it('are two processes', () => {
    const [a, b] = replicas;
    expect(a.process.pid).not.toBe(b.process.pid);
    expect(a.url).not.toBe(b.url);
  });

  it('share the ID directory: a draft learned through A costs at most 2 upstream calls through B', async () => {
    const [a, b] = replicas;
    const draft = [...sandbox.store.episodes.values()].find((e) => e.stationId === 5002 && !e.isPublished && e.publishOn === null)!;
    const first = await query(a, EpisodeById, { id: draft.episodeId }, sandbox.token);
    expect(first.errors).toBeUndefined();
    expect(first.data?.episode).toEqual({ id: draft.episodeId, title: draft.title, state: 'DRAFT' });
    // The search A made (a list request, conversions): more than a known pair costs.
    expect(sandbox.hooks.calls().length).toBeGreaterThan(2);

    sandbox.hooks.clearLog();
    const second = await query(b, EpisodeByIdOnB, { id: draft.episodeId }, sandbox.token);
    expect(second.errors).toBeUndefined();
    expect(second.data?.episode).toEqual(first.data?.episode);
    expect(sandbox.hooks.calls().map((c) => c.route).sort()).toEqual([GRAPH, OVERVIEW].sort());
  });

  it('share the response cache: an answer cached through B is served by A, and a mutation through A invalidates it for B', async () => {
    const [a, b] = replicas;
    const episode = [...sandbox.store.episodes.values()].find((e) => e.stationId === 5002 && e.isPublished)!;
    const first = await query(b, CachedEpisode, { id: episode.episodeId }, sandbox.token);
    expect(first.data?.episode?.title).toBe(episode.title);
    expect(sandbox.hooks.calls().length).toBeGreaterThan(0);

    sandbox.hooks.clearLog();
    expect((await query(b, CachedEpisode, { id: episode.episodeId }, sandbox.token)).data).toEqual(first.data);
    expect((await query(a, CachedEpisode, { id: episode.episodeId }, sandbox.token)).data).toEqual(first.data);
    expect(sandbox.hooks.calls()).toEqual([]);

    const title = `${episode.title} (renamed through A)`;
    const renamed = await query(a, RenameEpisode, { id: episode.episodeId, title }, sandbox.token);
    expect(renamed.errors).toBeUndefined();

    sandbox.hooks.clearLog();
    const after = await query(b, CachedEpisode, { id: episode.episodeId }, sandbox.token);
    expect(after.data?.episode?.title).toBe(title);
    expect(sandbox.hooks.calls().length).toBeGreaterThan(0);
  });

  it(`share one rate-limit count per caller: ${BURST / 2} operations on A and ${BURST / 2} on B at once, ${LIMIT} a minute, ${LIMIT} answered`, async () => {
    const [a, b] = replicas;
    const token = sandbox.tokens.other;
    // The other caller is known (accepted upstream) before the burst: a newcomer's operations count
    // against its client address (docs/security.md), which the burst's own first operations may have
    // spent (a cached answer brings no verdict to refund them), and that is not what this test is about.
    expect((await query(b, Region, {}, sandbox.tokens.connector)).status).toBe(200);
    const answers = await Promise.all(Array.from({ length: BURST }, (_, i) => query(i % 2 ? b : a, Region, {}, token)));
    const answered = answers.filter((r) => r.status === 200 && r.data?.region);
    const refused = answers.filter((r) => r.status === 429);
    expect(answered).toHaveLength(LIMIT);
    expect(refused).toHaveLength(BURST - LIMIT);
    for (const r of refused) {
      expect(r.errors?.map((e) => e.extensions?.code)).toEqual(['RATE_LIMITED']);
      expect(r.errors![0].extensions?.retryAfterSeconds).toBeGreaterThanOrEqual(1);
    }
    // Refused operations made no upstream call (answered ones may have been served by the
    // response cache, on in these replicas, and made none either).
    expect(sandbox.hooks.count(REGION)).toBeGreaterThan(0);
    expect(sandbox.hooks.count(REGION)).toBeLessThanOrEqual(LIMIT);
    // Counting alone, each replica would have answered all 32 of its own (32 < 50): the refusals
    // are the shared count's.

    // Spent on both: the next operation is refused by either.
    for (const replica of [a, b]) expect((await query(replica, Region, {}, token)).status).toBe(429);
    // Another caller's budget is untouched.
    expect((await query(b, Region, {}, sandbox.tokens.connector)).status).toBe(200);
  });
});
