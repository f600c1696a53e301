import { Redis } from 'ioredis';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createClient, documents } from '../../client/src/index.js';
import { createGateway, type Gateway } from '../../src/gateway.js';
import { createLogger } from '../../src/logger.js';
import { KNOWN_DRAFTS_PER_SHOW } from '../../src/modules/episodes/known-drafts.js';
import { SANDBOX_TOKENS } from '../../src/sandbox/index.js';
import { startServer, type RunningServer } from '../../src/server.js';
import { createRedisStore, type KeyValueStore } from '../../src/store/index.js';
import { TEST_REDIS_URL, uniqueRedisPrefix } from '../helpers/replicas.js';
import { startStack, type Stack } from '../helpers/stack.js';

/**
 * `Show.knownUnpublishedEpisodes` (src/modules/episodes/known-drafts.ts): the drafts and scheduled
 * episodes the gateway created or read for an account. The upstream's list shows published
 * episodes only, so without it a draft is lost with its ID.
 */
const OVERVIEW = 'GET /v3/episodes/{episodeId}/overview';

let stack: Stack;

beforeAll(async () => {
  stack = await startStack();
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

async function known(stationId: number, token?: string) {
  const r = await api(token).request(documents.ShowUnpublishedEpisodes, { stationId });
  return { ids: (r.data?.show?.knownUnpublishedEpisodes ?? []).map((e) => e.id), episodes: r.data?.show?.knownUnpublishedEpisodes ?? [], errors: r.errors };
}

const seededDrafts = (stationId: number) => [...stack.sandbox.store.episodes.values()].filter((e) => e.stationId === stationId && !e.isPublished && e.publishOn === null);

describe('Show.knownUnpublishedEpisodes', () => {
  it('lists a draft once the gateway created it, newest first, for its account only, until it is published', async () => {
    const a = await api().request(documents.CreateEpisode, { input: { stationId: 5002, title: 'Known A', hourOffset: 0 } });
    const b = await api().request(documents.CreateEpisode, { input: { stationId: 5002, title: 'Known B', hourOffset: 0 } });
    const idA = a.data!.createEpisode!.episode!.id!;
    const idB = b.data!.createEpisode!.episode!.id!;

    const listed = await known(5002);
    expect(listed.errors).toEqual([]);
    expect(listed.episodes).toEqual([
      expect.objectContaining({ id: idB, title: 'Known B', state: 'DRAFT' }),
      expect.objectContaining({ id: idA, title: 'Known A', state: 'DRAFT' }),
    ]);
    // One overview read per noted draft (and the ID search's own, once): a bounded number of calls.
    expect(stack.sandbox.hooks.count(OVERVIEW)).toBeLessThanOrEqual(4);

    // Another account's token names another key: nothing of this account's.
    expect((await known(5002, SANDBOX_TOKENS.other)).ids).toEqual([]);

    // Published, it leaves the list (and the store: the next read costs one overview call).
    await api().request(documents.PublishEpisode, { id: idA });
    expect((await known(5002)).ids).toEqual([idB]);
    stack.sandbox.hooks.clearLog();
    expect((await known(5002)).ids).toEqual([idB]);
    expect(stack.sandbox.hooks.count(OVERVIEW)).toBe(1);
  });

  it('lists a draft made elsewhere once it was read by ID, and drops one deleted meanwhile', async () => {
    const [draft] = seededDrafts(5003);
    expect((await known(5003)).ids).not.toContain(draft.episodeId);
    // The overview teaches the ID directory the show's station; the read notes the draft.
    await api().request(documents.ShowsAndEpisodes, {});
    const read = await api().request(documents.Episode, { id: draft.episodeId });
    expect(read.data?.episode?.state).toBe('DRAFT');
    expect((await known(5003)).ids).toEqual([draft.episodeId]);

    stack.sandbox.store.episodes.delete(draft.episodeId);
    const after = await known(5003);
    expect(after.errors).toEqual([]);
    expect(after.ids).toEqual([]);
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
    // More new drafts than the ID search converts in one wave (16): the first listing may leave a
    // few without their fields (an error each, the entry kept); what it converted, the ID
    // directory keeps, so the next listing has them all.
    expect(listed.errors.every((e) => e.code === 'FORBIDDEN' && e.extensions?.askBy === 'uri')).toBe(true);
    // The first listing: an overview each, and the ID search's own for drafts it has no URI for.
    expect(stack.sandbox.hooks.count(OVERVIEW)).toBeLessThanOrEqual(2 * KNOWN_DRAFTS_PER_SHOW);
    stack.sandbox.hooks.clearLog();
    const again = await known(5001);
    // With the URIs the first listing converted: one overview each.
    expect(stack.sandbox.hooks.count(OVERVIEW)).toBe(KNOWN_DRAFTS_PER_SHOW);
    expect(again.ids).toEqual(listed.ids);
    expect(again.errors).toEqual([]);
    expect(again.episodes.every((e) => e.state === 'DRAFT' && e.title?.startsWith('Many '))).toBe(true);
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
    expect(listed.data?.show?.knownUnpublishedEpisodes.map((e) => [e.id, e.title])).toEqual([[id, 'Made on replica A']]);
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
