import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.js';
import { graphql } from '../../src/generated/client/index.js';
import type { EpisodeRecord } from '../../src/sandbox/data/model.js';
import { errorCodes, startStack, type Stack } from '../helpers/stack.js';

/**
 * The response cache (RESPONSE_CACHE_TTL_MS, issue 11.5), in-process: a repeated query of one
 * caller costs no upstream call, never another caller's answer, and the gateway's own mutations
 * invalidate what they change whichever key form the query used. Across replicas through Redis:
 * test/integration/replicas.test.ts.
 *
 * The sandbox reseeds between tests but the gateway's cache lives on, so each test reads
 * episodes no other test of this file reads.
 */

const CacheEpisodeById = graphql(`
  query CacheEpisodeById($id: Int!) {
    episode(id: $id) {
      title
      description
    }
  }
`);

const CacheEpisodeByUri = graphql(`
  query CacheEpisodeByUri($uri: String!) {
    episode(uri: $uri) {
      title
    }
  }
`);

const CacheMyShows = graphql(`
  query CacheMyShows {
    showsForUser {
      shows {
        uri
        name
      }
    }
  }
`);

const CachePollByUri = graphql(`
  query CachePollByUri($uri: EpisodeUri!) {
    episodeByUri(getEpisodeRequest: { episodeUri: $uri }) {
      poll {
        question
      }
    }
  }
`);

const CacheShowName = graphql(`
  query CacheShowName($stationId: Int!) {
    show(stationId: $stationId) {
      name
    }
  }
`);

const CacheUpdateEpisode = graphql(`
  mutation CacheUpdateEpisode($id: Int!, $input: UpdateEpisodeInput!) {
    updateEpisode(id: $id, input: $input) {
      episode {
        title
      }
    }
  }
`);

const CacheSavePoll = graphql(`
  mutation CacheSavePoll($id: Int!, $input: PollInput!) {
    savePoll(episodeId: $id, input: $input) {
      __typename
    }
  }
`);

const CacheUpdateShow = graphql(`
  mutation CacheUpdateShow($uri: String!, $input: UpdateShowMetadataInput!) {
    updateShowMetadata(uri: $uri, input: $input) {
      __typename
    }
  }
`);

const CacheStartDirect = graphql(`
  mutation CacheStartDirect($episodeId: Int!, $size: Float!) {
    startDirectUpload(kind: EPISODE_AUDIO, episodeId: $episodeId, stationId: 5001, fileName: "cache.m4a", mimeType: "audio/mp4", size: $size) {
      uploadUrl
      headers
      job {
        id
      }
    }
  }
`);

const CacheFinishDirect = graphql(`
  mutation CacheFinishDirect($jobId: ID!, $etag: String) {
    finishDirectUpload(jobId: $jobId, etag: $etag, waitForProcessing: false) {
      status
    }
  }
`);

const CacheUploadJob = graphql(`
  query CacheUploadJob($id: ID!) {
    uploadJob(id: $id) {
      status
    }
  }
`);

const UPDATE = 'POST /v3/episodes/{episodeId}/update';

let cached: Stack;
let plain: Stack;
beforeAll(async () => {
  [cached, plain] = await Promise.all([startStack({ config: { responseCacheTtlMs: 60_000 } }), startStack()]);
});
afterAll(() => Promise.all([cached?.close(), plain?.close()]));
beforeEach(() => {
  cached.sandbox.hooks.reset();
  plain.sandbox.hooks.reset();
});

/** Episodes of the creator's first show, a different one for each test that asks. */
let next = 0;
function freshEpisode(stack: Stack, filter: (e: EpisodeRecord) => boolean = (e) => e.isPublished): EpisodeRecord {
  const list = [...stack.sandbox.store.episodes.values()].filter((e) => e.stationId === 5001 && filter(e));
  return list[next++ % list.length];
}
const uriOf = (e: EpisodeRecord) => `platform:episode:${e.platformEpisodeId}`;
const calls = (stack: Stack) => stack.sandbox.hooks.calls();

async function cacheCounts(stack: Stack): Promise<{ hit: number; miss: number }> {
  const text = await (await fetch(`${stack.gatewayUrl}/metrics`)).text();
  const read = (result: string) => Number(new RegExp(`^gateway_response_cache_requests_total\\{result="${result}"\\} (\\d+)`, 'm').exec(text)?.[1] ?? 0);
  return { hit: read('hit'), miss: read('miss') };
}

describe('response cache', () => {
  it('serves a repeated query of one caller from the cache, with no upstream call', async () => {
    const episode = freshEpisode(cached);
    const before = await cacheCounts(cached);
    const first = await cached.query(CacheEpisodeById, { id: episode.episodeId });
    expect(first.errors).toBeUndefined();
    expect(first.data?.episode?.title).toBe(episode.title);
    expect(calls(cached).length).toBeGreaterThan(0);

    cached.sandbox.hooks.clearLog();
    const second = await cached.query(CacheEpisodeById, { id: episode.episodeId });
    expect(second.status).toBe(200);
    expect(second.data).toEqual(first.data);
    expect(calls(cached)).toEqual([]);
    expect(await cacheCounts(cached)).toEqual({ hit: before.hit + 1, miss: before.miss + 1 });
  });

  it('costs a miss exactly the upstream calls the gateway makes without a cache', async () => {
    const episode = freshEpisode(cached);
    await cached.query(CacheEpisodeById, { id: episode.episodeId });
    await plain.query(CacheEpisodeById, { id: episode.episodeId });
    const routes = (stack: Stack) => calls(stack).map((c) => c.route).sort();
    expect(routes(cached)).toEqual(routes(plain));
  });

  it('never serves one caller the answer of another: a different token makes its own upstream calls', async () => {
    const creator = await cached.query(CacheMyShows, {});
    expect(creator.errors).toBeUndefined();
    cached.sandbox.hooks.clearLog();
    const other = await cached.query(CacheMyShows, {}, { token: cached.sandbox.tokens.other });
    expect(other.errors).toBeUndefined();
    expect(calls(cached).length).toBeGreaterThan(0);
    expect(other.data?.showsForUser?.shows.map((s) => s.name)).toEqual(['Other Creator Hour']);
    expect(creator.data?.showsForUser?.shows.map((s) => s.name)).not.toContain('Other Creator Hour');
    // Each now hits its own answer.
    cached.sandbox.hooks.clearLog();
    expect((await cached.query(CacheMyShows, {})).data).toEqual(creator.data);
    expect((await cached.query(CacheMyShows, {}, { token: cached.sandbox.tokens.other })).data).toEqual(other.data);
    expect(calls(cached)).toEqual([]);
  });

  it('does not look a request without a token up, nor store its answer', async () => {
    const before = await cacheCounts(cached);
    await cached.query(CacheMyShows, {}, { token: null, expectErrors: true });
    await cached.query(CacheMyShows, {}, { token: null, expectErrors: true });
    expect(await cacheCounts(cached)).toEqual(before);
  });

  it('caches no answer with errors: an unknown episode asks the upstream every time', async () => {
    const first = await cached.query(CacheEpisodeById, { id: 999_999 }, { expectErrors: true });
    expect(errorCodes(first.errors)).toEqual(['NOT_FOUND']);
    const once = calls(cached).length;
    expect(once).toBeGreaterThan(0);
    const second = await cached.query(CacheEpisodeById, { id: 999_999 }, { expectErrors: true });
    expect(errorCodes(second.errors)).toEqual(['NOT_FOUND']);
    expect(calls(cached).length).toBe(2 * once);
  });

  it('never caches a mutation: the same update twice writes upstream twice', async () => {
    const episode = freshEpisode(cached);
    for (let i = 0; i < 2; i++) {
      const { errors } = await cached.query(CacheUpdateEpisode, { id: episode.episodeId, input: { description: '<p>Same notes.</p>' } });
      expect(errors).toBeUndefined();
    }
    expect(cached.sandbox.hooks.count(UPDATE)).toBe(2);
  });

  it('an updateEpisode through the gateway invalidates a read by numeric id: the next read goes upstream and shows the new title', async () => {
    const episode = freshEpisode(cached);
    await cached.query(CacheEpisodeById, { id: episode.episodeId });
    cached.sandbox.hooks.clearLog();
    expect((await cached.query(CacheEpisodeById, { id: episode.episodeId })).data?.episode?.title).toBe(episode.title);
    expect(calls(cached)).toEqual([]);

    const title = `${episode.title} (revised by id)`;
    const update = await cached.query(CacheUpdateEpisode, { id: episode.episodeId, input: { title } });
    expect(update.errors).toBeUndefined();

    cached.sandbox.hooks.clearLog();
    const after = await cached.query(CacheEpisodeById, { id: episode.episodeId });
    expect(after.data?.episode?.title).toBe(title);
    expect(calls(cached).length).toBeGreaterThan(0);
  });

  it('an updateEpisode by numeric id invalidates a read by uri', async () => {
    const episode = freshEpisode(cached);
    await cached.query(CacheEpisodeByUri, { uri: uriOf(episode) });
    cached.sandbox.hooks.clearLog();
    expect((await cached.query(CacheEpisodeByUri, { uri: uriOf(episode) })).data?.episode?.title).toBe(episode.title);
    expect(calls(cached)).toEqual([]);

    const title = `${episode.title} (revised, read by uri)`;
    expect((await cached.query(CacheUpdateEpisode, { id: episode.episodeId, input: { title } })).errors).toBeUndefined();

    cached.sandbox.hooks.clearLog();
    const after = await cached.query(CacheEpisodeByUri, { uri: uriOf(episode) });
    expect(after.data?.episode?.title).toBe(title);
    expect(calls(cached).length).toBeGreaterThan(0);
  });

  it('a savePoll by numeric id invalidates the poll read through the upstream root by uri', async () => {
    const store = cached.sandbox.store;
    const episode = freshEpisode(cached, (e) => e.isPublished && store.polls.has(e.episodeId));
    const read = () => cached.query(CachePollByUri, { uri: uriOf(episode) });
    const before = (await read()).data?.episodeByUri?.poll?.question;
    expect(before).toBe(store.polls.get(episode.episodeId)!.question);
    cached.sandbox.hooks.clearLog();
    await read();
    expect(calls(cached)).toEqual([]);

    const input = { question: 'Cached or not?', options: ['Yes', 'No'], type: 'SINGLE_CHOICE' as const, opensAt: '2027-03-01T10:00:00Z', closesAt: '2027-03-15T09:00:00Z' };
    const saved = await cached.query(CacheSavePoll, { id: episode.episodeId, input });
    expect(saved.data?.savePoll?.__typename).toBe('PollSaved');

    cached.sandbox.hooks.clearLog();
    expect((await read()).data?.episodeByUri?.poll?.question).toBe('Cached or not?');
    expect(calls(cached).length).toBeGreaterThan(0);
  });

  it('an updateShowMetadata by uri invalidates a read of the show by station id', async () => {
    const show = cached.sandbox.store.shows.get(5003)!;
    const read = () => cached.query(CacheShowName, { stationId: 5003 });
    expect((await read()).data?.show?.name).toBe(show.podcastName);
    cached.sandbox.hooks.clearLog();
    await read();
    expect(calls(cached)).toEqual([]);

    const uri = `platform:show:${show.platformShowId}`;
    const updated = await cached.query(CacheUpdateShow, { uri, input: { name: 'Code, Coffee and Cache' } });
    expect(updated.errors).toBeUndefined();

    cached.sandbox.hooks.clearLog();
    expect((await read()).data?.show?.name).toBe('Code, Coffee and Cache');
    expect(calls(cached).length).toBeGreaterThan(0);
  });
});

describe('response cache and upload jobs', () => {
  let uploading: Stack;
  beforeAll(async () => {
    // Processing lasts long enough for a read to be cached while the job runs.
    uploading = await startStack({
      behaviour: { audioPoll404Ms: 0, mediaProcessingMs: 1_500 },
      config: { responseCacheTtlMs: 60_000, uploadPollInitialMs: 20, uploadPollMaxMs: 100, uploadPollTimeoutMs: 20_000 },
    });
  });
  afterAll(() => uploading?.close());

  it('a job that ends after its mutation answered invalidates its episode: a read cached while it ran goes upstream again', async () => {
    const episode = [...uploading.sandbox.store.episodes.values()].find((e) => e.stationId === 5001 && e.isPublished)!;
    const start = await uploading.query(CacheStartDirect, { episodeId: episode.episodeId, size: 32_000 });
    const target = start.data!.startDirectUpload!;
    const put = await fetch(target.uploadUrl, { method: 'PUT', headers: target.headers as Record<string, string>, body: Buffer.alloc(32_000, 7) });
    await put.arrayBuffer();
    const finish = await uploading.query(CacheFinishDirect, { jobId: target.job.id, etag: put.headers.get('etag') });
    expect(finish.data?.finishDirectUpload?.status).toBe('PROCESSING');
    // An answer is kept only if its query began after the last change, to the millisecond.
    await new Promise((resolve) => setTimeout(resolve, 20));

    // Read while the job runs: asked upstream (the finish invalidated the episode), then cached.
    uploading.sandbox.hooks.clearLog();
    expect((await uploading.query(CacheEpisodeById, { id: episode.episodeId })).errors).toBeUndefined();
    expect(calls(uploading).length).toBeGreaterThan(0);
    let status = (await uploading.query(CacheUploadJob, { id: target.job.id })).data?.uploadJob?.status;
    expect(status).toBe('PROCESSING');
    uploading.sandbox.hooks.clearLog();
    await uploading.query(CacheEpisodeById, { id: episode.episodeId });
    // The job's own polling of the host (4.26) goes on meanwhile: only the read's calls count.
    expect(calls(uploading).filter((c) => !c.route.startsWith('GET /v3/upload/'))).toEqual([]);

    for (let waited = 0; status !== 'COMPLETED' && waited < 10_000; waited += 50) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      status = (await uploading.query(CacheUploadJob, { id: target.job.id })).data?.uploadJob?.status;
    }
    expect(status).toBe('COMPLETED');

    // The job's end was recorded before it could be read as COMPLETED: no stale answer now.
    uploading.sandbox.hooks.clearLog();
    const after = await uploading.query(CacheEpisodeById, { id: episode.episodeId });
    expect(after.data?.episode?.title).toBe(episode.title);
    expect(calls(uploading).map((c) => c.route)).toContain('GET /v3/episodes/{episodeId}/overview');
  });
});

describe('response cache TTL', () => {
  let short: Stack;
  beforeAll(async () => {
    short = await startStack({ config: { responseCacheTtlMs: 300 } });
  });
  afterAll(() => short?.close());

  it('an answer past its TTL is asked upstream again', async () => {
    const episode = freshEpisode(short);
    await short.query(CacheEpisodeById, { id: episode.episodeId });
    short.sandbox.hooks.clearLog();
    await short.query(CacheEpisodeById, { id: episode.episodeId });
    expect(calls(short)).toEqual([]);
    await new Promise((resolve) => setTimeout(resolve, 600));
    const after = await short.query(CacheEpisodeById, { id: episode.episodeId });
    expect(after.data?.episode?.title).toBe(episode.title);
    expect(calls(short).length).toBeGreaterThan(0);
  });
});

describe('response cache and rate limits', () => {
  let limited: Stack;
  beforeAll(async () => {
    limited = await startStack({ config: { responseCacheTtlMs: 60_000, rateLimitPerMinute: 3 } });
  });
  afterAll(() => limited?.close());

  it('counts a hit against the caller’s rate limit: the chain runs its limits before the cache', async () => {
    const episode = freshEpisode(limited);
    const answers = [];
    for (let i = 0; i < 4; i++) answers.push(await limited.query(CacheEpisodeById, { id: episode.episodeId }, { expectErrors: i === 3 }));
    expect(answers.slice(0, 3).map((a) => a.status)).toEqual([200, 200, 200]);
    expect(answers[3].status).toBe(429);
    expect(errorCodes(answers[3].errors)).toEqual(['RATE_LIMITED']);
  });
});

describe('response cache with a Redis that does not answer', () => {
  let away: Stack;
  beforeAll(async () => {
    // Nothing listens on port 9 of loopback: every Redis command fails.
    away = await startStack({ config: { responseCacheTtlMs: 60_000, redisUrl: 'redis://127.0.0.1:9', redisKeyPrefix: 'test:rc-away:' } });
  });
  afterAll(() => away?.close());

  it('answers every query as without a cache, each a miss', async () => {
    const episode = freshEpisode(away);
    const before = await cacheCounts(away);
    for (let i = 0; i < 2; i++) {
      const { data, errors } = await away.query(CacheEpisodeById, { id: episode.episodeId });
      expect(errors).toBeUndefined();
      expect(data?.episode?.title).toBe(episode.title);
    }
    expect(calls(away).length % 2).toBe(0);
    expect(calls(away).length).toBeGreaterThan(0);
    expect(await cacheCounts(away)).toEqual({ hit: before.hit, miss: before.miss + 2 });
  });
});

describe('response cache off (the default)', () => {
  it('is off unless RESPONSE_CACHE_TTL_MS is set to more than 0', () => {
    expect(loadConfig({}).responseCacheTtlMs).toBeNull();
    expect(loadConfig({ RESPONSE_CACHE_TTL_MS: '0' }).responseCacheTtlMs).toBeNull();
    expect(loadConfig({ RESPONSE_CACHE_TTL_MS: '30000' }).responseCacheTtlMs).toBe(30_000);
    expect(() => loadConfig({ RESPONSE_CACHE_TTL_MS: '-1' })).toThrow(/RESPONSE_CACHE_TTL_MS/);
  });

  it('repeats the upstream calls of a repeated query', async () => {
    const episode = freshEpisode(plain);
    await plain.query(CacheEpisodeById, { id: episode.episodeId });
    const once = calls(plain).length;
    expect(once).toBeGreaterThan(0);
    await plain.query(CacheEpisodeById, { id: episode.episodeId });
    expect(calls(plain).length).toBe(2 * once);
    const text = await (await fetch(`${plain.gatewayUrl}/metrics`)).text();
    expect(text).not.toMatch(/^gateway_response_cache_requests_total\{/m);
  });
});
