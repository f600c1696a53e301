import { Redis } from 'ioredis';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createClient, documents } from '../../client/src/index.js';
import { createGateway, type Gateway } from '../../src/gateway.js';
import { createLogger } from '../../src/logger.js';
import { KNOWN_DRAFTS_PER_SHOW } from '../../src/modules/episodes/known-drafts.js';
import { SANDBOX_TOKENS, SPEC_ONLY, UNPUBLISHED_FILTERS } from '../../src/sandbox/index.js';
import type { SandboxVariant } from '../../src/sandbox/variant.js';
import { startServer, type RunningServer } from '../../src/server.js';
import { createRedisStore, type KeyValueStore } from '../../src/store/index.js';
import { TEST_REDIS_URL, uniqueRedisPrefix } from '../helpers/replicas.js';
import { startStack, type Stack } from '../helpers/stack.js';

/**
 * `Show.knownUnpublishedEpisodes` (src/modules/episodes/known-drafts.ts): a show's drafts and
 * scheduled episodes, from the upstream's list where its schema offers a filter for them, else
 * the ones the gateway created, read, scheduled or updated for an account (without which a
 * draft is lost with its ID). Most tests here are of the second path: the sandbox without its
 * `ALL_EPISODES` filter.
 */
const OVERVIEW = 'GET /v3/episodes/{episodeId}/overview';
/** The default sandbox less the one filter value that lists drafts: the gateway must learn them. */
const LEARNED_ONLY: SandboxVariant = { graph: { dropEnumValues: { EpisodeListFilter: ['ALL_EPISODES'] } } };

let stack: Stack;

beforeAll(async () => {
  stack = await startStack({ variant: LEARNED_ONLY });
}, 60_000);
const opened: Array<{ gateway: Gateway; server: RunningServer; store: KeyValueStore }> = [];

afterAll(async () => {
  for (const r of opened) {
    await r.server.close(1_000);
    await r.gateway.close();
    await r.store.close();
  }
  await stack?.close();
});

/** Another gateway over the same sandbox, with the given store: its client. */
async function replica(store: KeyValueStore) {
  const gateway = await createGateway(stack.config, { logger: createLogger({ level: 'silent' }), store });
  const server = await startServer(gateway.handler, { port: 0, host: '127.0.0.1' });
  opened.push({ gateway, server, store });
  return (token: string = stack.sandbox.token) => createClient({ url: `${server.url}/graphql`, token });
}
beforeEach(() => stack.sandbox.hooks.reset());

const api = (token: string = stack.sandbox.token) => createClient({ url: `${stack.gatewayUrl}/graphql`, token });

async function known(stationId: number, token?: string, on: Stack = stack) {
  const r = await createClient({ url: `${on.gatewayUrl}/graphql`, token: token ?? on.sandbox.token }).request(documents.ShowUnpublishedEpisodes, { stationId });
  return { ids: (r.data?.show?.knownUnpublishedEpisodes ?? []).map((e) => e.id), episodes: r.data?.show?.knownUnpublishedEpisodes ?? [], errors: r.errors, source: r.data?.show?.unpublishedEpisodesSource };
}


/** Every error of a listing is a learned draft's: its fields cannot be read without its URI, which this upstream never lists. */
const onlyUnreadableDrafts = (errors: Array<{ code?: string; extensions?: Record<string, unknown> }>) => errors.every((e) => e.code === 'FORBIDDEN' && e.extensions?.askBy === 'uri');

describe('Show.knownUnpublishedEpisodes', () => {
  it('lists a draft once the gateway created it, newest first, for its account only, until it is published', async () => {
    const a = await api().request(documents.CreateEpisode, { input: { stationId: 5002, title: 'Known A', hourOffset: 0 } });
    const b = await api().request(documents.CreateEpisode, { input: { stationId: 5002, title: 'Known B', hourOffset: 0 } });
    const idA = a.data!.createEpisode!.episode!.id!;
    const idB = b.data!.createEpisode!.episode!.id!;

    const listed = await known(5002);
    expect(listed.source).toBe('LEARNED');
    expect(listed.ids).toEqual([idB, idA]);
    // Without a list of drafts, the upstream gives a draft's fields by URI alone: each says so.
    expect(onlyUnreadableDrafts(listed.errors)).toBe(true);

    // Another account's token names another key: nothing of this account's.
    expect((await known(5002, SANDBOX_TOKENS.other)).ids).toEqual([]);

    // Published (in the host's app: the gateway cannot publish a draft whose URI it cannot find),
    // it leaves the list, and the store: the next read costs one overview call more for B alone.
    stack.sandbox.store.episodes.get(idA)!.isPublished = true;
    expect((await known(5002)).ids).toEqual([idB]);
    stack.sandbox.hooks.clearLog();
    expect((await known(5002)).ids).toEqual([idB]);
    expect(stack.sandbox.hooks.count(OVERVIEW)).toBeLessThanOrEqual(2);
  });

  it(`keeps the ${KNOWN_DRAFTS_PER_SHOW} most recent per show`, async () => {
    const ids: number[] = [];
    for (let i = 0; i < KNOWN_DRAFTS_PER_SHOW + 2; i++) {
      const r = await api().request(documents.CreateEpisode, { input: { stationId: 5001, title: `Many ${i}`, hourOffset: 0 } });
      ids.push(r.data!.createEpisode!.episode!.id!);
    }
    stack.sandbox.hooks.clearLog();
    const listed = await known(5001);
    expect(listed.ids).toEqual(ids.slice(-KNOWN_DRAFTS_PER_SHOW).reverse());
    expect(onlyUnreadableDrafts(listed.errors)).toBe(true);
    // One overview each at most, and the ID search's own: a bounded number of calls.
    expect(stack.sandbox.hooks.count(OVERVIEW)).toBeLessThanOrEqual(2 * KNOWN_DRAFTS_PER_SHOW);
  });
});

const seededScheduled = (on: Stack, stationId: number) =>
  [...on.sandbox.store.episodes.values()].filter((e) => e.stationId === stationId && e.publishOn !== null && e.publishOn * 1000 > Date.now());
const seededUnpublished = (on: Stack, stationId: number) =>
  [...on.sandbox.store.episodes.values()].filter((e) => e.stationId === stationId && (e.publishOn === null ? !e.isPublished : e.publishOn * 1000 > Date.now()));

describe('Show.knownUnpublishedEpisodes learns scheduled episodes', () => {
  it('lists a scheduled episode made elsewhere once it was read by ID, and one scheduled through the gateway', async () => {
    const [scheduled] = seededScheduled(stack, 5001);
    expect(seededScheduled(stack, 5001).length).toBeGreaterThanOrEqual(2);
    expect((await known(5001)).ids).not.toContain(scheduled.episodeId);
    const read = await api().request(documents.Episode, { id: scheduled.episodeId });
    expect(read.data?.episode?.state).toBe('SCHEDULED');
    const first = await known(5001);
    // The upstream's own date needs the URI, which a list of published episodes does not give.
    expect(first.errors.every((e) => e.path?.at(-1) === 'publishedOn' && e.extensions?.askBy === 'uri')).toBe(true);
    expect(first.episodes).toEqual([expect.objectContaining({ id: scheduled.episodeId, state: 'SCHEDULED' })]);

    // Another, never read: the schedule changed through the gateway teaches the list.
    const id = seededScheduled(stack, 5001)[1].episodeId;
    const at = new Date(Date.now() + 50 * 86_400_000);
    at.setUTCSeconds(0, 0);
    const moved = await api().request(documents.ScheduleEpisode, { id, publishOn: at.toISOString() });
    // Fields that need the URI may fail (as above); the move itself succeeded.
    expect(moved.data?.scheduleEpisode?.episode.state).toBe('SCHEDULED');
    const listed = await known(5001);
    expect(listed.episodes[0]).toEqual(expect.objectContaining({ id, state: 'SCHEDULED', publishOn: at.toISOString() }));

    // Deleted meanwhile, it leaves the list.
    stack.sandbox.store.episodes.delete(scheduled.episodeId);
    const after = await known(5001);
    expect(after.ids).toEqual([id]);
  });
});

describe('Show.knownUnpublishedEpisodes from the upstream list', () => {
  let plain: Stack;
  let narrow: Stack;
  let specOnly: Stack;
  beforeAll(async () => {
    [plain, narrow, specOnly] = await Promise.all([startStack(), startStack({ variant: UNPUBLISHED_FILTERS }), startStack({ variant: SPEC_ONLY })]);
  }, 90_000);
  afterAll(async () => {
    await Promise.all([plain?.close(), narrow?.close(), specOnly?.close()]);
  });

  for (const [name, on] of [
    ['ALL_EPISODES, each item telling a draft or a future date', () => plain],
    ['DRAFT_EPISODES and SCHEDULED_EPISODES, found by their names', () => narrow],
  ] as const) {
    it(`lists every draft and scheduled episode on a fresh gateway where the upstream offers ${name}`, async () => {
      const expected = seededUnpublished(on(), 5003);
      expect(expected.length).toBeGreaterThanOrEqual(4);
      const listed = await known(5003, undefined, on());
      expect(listed.errors).toEqual([]);
      expect(listed.source).toBe('UPSTREAM_LIST');
      expect(new Set(listed.ids)).toEqual(new Set(expected.map((e) => e.episodeId)));
      const states = new Map(listed.episodes.map((e) => [e.id, e.state]));
      for (const e of expected) expect(states.get(e.episodeId)).toBe(e.publishOn === null ? 'DRAFT' : 'SCHEDULED');
      // Another account lists nothing of this one's.
      expect((await known(5003, SANDBOX_TOKENS.other, on())).ids).toEqual([]);
    });
  }

  it('lists what it learned on the spec-only upstream, and says so', async () => {
    const listed = await known(5002, undefined, specOnly);
    expect(listed.errors).toEqual([]);
    expect(listed.source).toBe('LEARNED');
    expect(listed.ids).toEqual([]);
    const client = createClient({ url: `${specOnly.gatewayUrl}/graphql`, token: specOnly.sandbox.token });
    const made = await client.request(documents.CreateEpisode, { input: { stationId: 5002, title: 'Spec-only draft', hourOffset: 0 } });
    const id = made.data!.createEpisode!.episode!.id!;
    // Listed; its fields need its URI, which a spec-only upstream lists only once it is published.
    const draft = await known(5002, undefined, specOnly);
    expect(draft.ids).toEqual([id]);
    expect(onlyUnreadableDrafts(draft.errors)).toBe(true);
  });
});

describe('Show.knownUnpublishedEpisodes with Redis', () => {
  it("is shared by replicas, under a hash of the token that no key shows", async () => {
    const prefix = uniqueRedisPrefix('known-drafts');
    const a = await replica(createRedisStore({ url: TEST_REDIS_URL, keyPrefix: prefix }));
    const b = await replica(createRedisStore({ url: TEST_REDIS_URL, keyPrefix: prefix }));
    const created = await a().request(documents.CreateEpisode, { input: { stationId: 5003, title: 'Made on replica A', hourOffset: 0 } });
    const id = created.data!.createEpisode!.episode!.id!;
    const listed = await b().request(documents.ShowUnpublishedEpisodes, { stationId: 5003 });
    expect(listed.data?.show?.knownUnpublishedEpisodes.map((e) => e.id)).toEqual([id]);
    expect((await b(SANDBOX_TOKENS.other).request(documents.ShowUnpublishedEpisodes, { stationId: 5003 })).data?.show?.knownUnpublishedEpisodes ?? []).toEqual([]);

    const redis = new Redis(TEST_REDIS_URL);
    try {
      const keys = await redis.keys(`${prefix}drafts:*`);
      expect(keys).toHaveLength(1);
      expect(keys[0]).toMatch(new RegExp(`^${prefix.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}drafts:[A-Za-z0-9_-]{32}:5003$`));
      expect(keys[0]).not.toContain(stack.sandbox.token);
      expect(await redis.pttl(keys[0])).toBeGreaterThan(0);
      await redis.del(...keys);
    } finally {
      redis.disconnect();
    }
  });
});
