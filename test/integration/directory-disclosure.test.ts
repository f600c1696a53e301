import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGateway, type Gateway } from '../../src/gateway.js';
import { createLogger } from '../../src/logger.js';
import { SANDBOX_TOKENS } from '../../src/sandbox/index.js';
import type { EpisodeRecord } from '../../src/sandbox/data/model.js';
import { startServer, type RunningServer } from '../../src/server.js';
import { createMemoryStore, createRedisStore, type KeyValueStore } from '../../src/store/index.js';
import { startStack, type Stack } from '../helpers/stack.js';

/**
 * The shared ID directory never changes what a caller is told (issue 19, item 6). Account A
 * reads its episodes, which teaches the directory their ID/URI pairs; account B then asks about
 * them, by URI and by ID, with reads and writes. B's answers (data, messages, codes, every
 * extension, paths) must be the same on a gateway whose directory A warmed as on one that never
 * saw A, and no message may carry a numeric ID B did not give. In production mode (no GraphiQL,
 * no introspection, no sandbox token), with the in-process store and with Redis.
 */

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const EPISODE_ID = 'GET /v3/episodes/platform:episode:{platformEpisodeId}/episodeId';
const A = SANDBOX_TOKENS.creator;
const B = SANDBOX_TOKENS.other;

let stack: Stack;
const opened: Array<{ gateway: Gateway; server: RunningServer; store: KeyValueStore }> = [];

beforeAll(async () => {
  stack = await startStack({ config: { graphiql: false, introspection: false, sandboxToken: null, introspectionToken: SANDBOX_TOKENS.creator } });
});
afterAll(async () => {
  for (const r of opened) {
    await r.server.close(1_000);
    await r.gateway.close();
    await r.store.close();
  }
  await stack?.close();
});

type Send = (query: string, token: string) => Promise<unknown>;

/** A gateway of its own (its own directory) over the shared sandbox. */
async function gatewayWith(store: KeyValueStore): Promise<Send> {
  const gateway = await createGateway(stack.config, { logger: createLogger({ level: 'silent' }), store });
  const server = await startServer(gateway.handler, { port: 0, host: '127.0.0.1' });
  opened.push({ gateway, server, store });
  return async (query, token) => {
    const res = await fetch(`${server.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ query }),
    });
    return res.json();
  };
}

const episodesOfA = () => [...stack.sandbox.store.episodes.values()].filter((e) => e.stationId === 5001);
const uriOf = (e: EpisodeRecord) => `platform:episode:${e.platformEpisodeId}`;

/** What B asks about one of A's episodes; `byUri` when B names it by URI only (its numeric ID is then not B's to learn). */
function questions(e: EpisodeRecord): Array<{ query: string; byUri: boolean }> {
  const U = uriOf(e);
  const N = e.episodeId;
  const poll = `input: { question: "Q?", options: ["a", "b"], type: SINGLE_CHOICE, opensAt: "2030-01-01T00:00:00Z", closesAt: "2030-02-01T00:00:00Z" }`;
  return [
    { byUri: true, query: `{ episode(uri: "${U}") { id title } }` },
    { byUri: true, query: `{ episode(uri: "${U}") { id title state analyticsStarts { startsCount } } }` },
    { byUri: true, query: `{ episode(uri: "${U}") { uri poll { question } } }` },
    { byUri: true, query: `{ episode(uri: "${U}") { containsSponsoredContent } }` },
    { byUri: true, query: `{ episode(uri: "${U}") { comments(first: 2) { edges { node { text } } } } }` },
    { byUri: true, query: `mutation { scheduleEpisode(uri: "${U}", publishOn: "2030-01-01T00:00:00Z") { episode { id } } }` },
    { byUri: true, query: `mutation { setEpisodeSponsoredContent(uri: "${U}", containsSponsoredContent: true) { episode { id } } }` },
    { byUri: true, query: `mutation { deleteEpisode(uri: "${U}", confirmIrreversible: true) { deletedEpisodeId } }` },
    { byUri: true, query: `mutation { savePoll(episodeUri: "${U}", ${poll}) { __typename } }` },
    { byUri: false, query: `{ episode(id: ${N}) { id uri title } }` },
    { byUri: false, query: `{ episode(id: ${N}) { analyticsStarts { startsCount } } }` },
    { byUri: false, query: `mutation { deletePoll(episodeId: ${N}) { deleted } }` },
    { byUri: false, query: `mutation { savePoll(episodeId: ${N}, ${poll}) { __typename } }` },
    { byUri: false, query: `mutation { updateEpisode(id: ${N}, input: { title: "Taken over" }) { episode { id } } }` },
  ];
}

/** What B asks about A's show; `byUri` when B names it by URI only (its station ID is then not B's to learn). */
function showQuestions(stationId: number, uri: string): Array<{ query: string; byUri: boolean }> {
  return [
    { byUri: true, query: `{ show(uri: "${uri}") { name } }` },
    { byUri: true, query: `{ show(uri: "${uri}") { stationId name distribution { vanitySlug } } }` },
    { byUri: true, query: `mutation { createEpisode(input: { showUri: "${uri}", hourOffset: 0 }) { episode { id } } }` },
    { byUri: true, query: `mutation { updateShowMetadata(uri: "${uri}", input: { description: "Taken over" }) { __typename } }` },
    { byUri: false, query: `{ show(stationId: ${stationId}) { uri name } }` },
  ];
}

for (const [name, makeStore] of [
  ['the in-process store', () => createMemoryStore()],
  ['Redis', () => createRedisStore({ url: REDIS_URL, keyPrefix: `test:disclosure:${randomUUID()}:` })],
] as Array<[string, () => KeyValueStore]>) {
  describe(`another account's lookups, with ${name}`, () => {
    it("change nothing B is told about A's episodes and show, and no message names an ID B was not given", async () => {
      const published = episodesOfA().find((e) => e.isPublished)!;
      const draft = episodesOfA().find((e) => !e.isPublished && e.publishOn === null)!;
      const cold = await gatewayWith(makeStore());
      const warm = await gatewayWith(makeStore());

      // A reads its two episodes by ID and by URI (and so its show): the warm gateway's directory now holds the pairs.
      for (const e of [published, draft]) {
        for (const query of [`{ episode(id: ${e.episodeId}) { id uri title } }`, `{ episode(uri: "${uriOf(e)}") { id uri title } }`, `{ show(stationId: ${e.stationId}) { uri name } }`]) {
          expect((await warm(query, A)) as { errors?: unknown }).not.toHaveProperty('errors');
        }
      }
      // The directory still saves A's own lookups: by URI, no conversion.
      stack.sandbox.hooks.clearLog();
      expect(await warm(`{ episode(uri: "${uriOf(published)}") { id title } }`, A)).toMatchObject({ data: { episode: { id: published.episodeId } } });
      expect(stack.sandbox.hooks.count(EPISODE_ID)).toBe(0);

      for (const e of [published, draft]) {
        for (const { query, byUri } of questions(e)) {
          const toCold = await cold(query, B);
          const toWarm = await warm(query, B);
          // Refused, whichever way (nothing of A's episode reaches B).
          expect((toCold as { errors?: unknown[] }).errors?.length, query).toBeGreaterThan(0);
          expect(toWarm, query).toEqual(toCold);
          if (byUri) expect(JSON.stringify(toWarm), query).not.toContain(String(e.episodeId));
        }
      }
      // The same for A's show, which A's reads taught the warm directory as well.
      const show = stack.sandbox.store.shows.get(5001)!;
      const showUri = `platform:show:${show.platformShowId}`;
      for (const { query, byUri } of showQuestions(show.stationId, showUri)) {
        const toCold = await cold(query, B);
        const toWarm = await warm(query, B);
        expect((toCold as { errors?: unknown[] }).errors?.length, query).toBeGreaterThan(0);
        expect(toWarm, query).toEqual(toCold);
        if (byUri) expect(JSON.stringify(toWarm), query).not.toContain(String(show.stationId));
      }
      // Nothing B sent changed A's episodes.
      expect(stack.sandbox.store.episodes.get(published.episodeId)).toMatchObject({ title: published.title, containsSponsoredContent: published.containsSponsoredContent });
      expect(stack.sandbox.store.episodes.get(draft.episodeId)).toMatchObject({ title: draft.title, publishOn: null });
    });

    it("say the same when B's account has more drafts than one search converts (the search's askBy)", async () => {
      const grown = growDrafts(5101, 60);
      try {
        const draft = episodesOfA().find((e) => !e.isPublished && e.publishOn === null)!;
        const cold = await gatewayWith(makeStore());
        const warm = await gatewayWith(makeStore());
        await warm(`{ episode(id: ${draft.episodeId}) { id uri title } }`, A);
        for (const query of [`{ episode(id: ${draft.episodeId}) { id title } }`, `mutation { updateEpisode(id: ${draft.episodeId}, input: { title: "Taken over" }) { episode { id } } }`]) {
          const toCold = (await cold(query, B)) as { errors?: Array<{ extensions?: Record<string, unknown> }> };
          // B's search cannot rule the ID out: the way out is to ask by URI.
          expect(toCold.errors?.[0].extensions, query).toMatchObject({ code: 'FORBIDDEN', askBy: 'uri' });
          expect(await warm(query, B), query).toEqual(toCold);
        }
      } finally {
        for (const id of grown) stack.sandbox.store.episodes.delete(id);
      }
    });
  });
}

/** Adds `count` drafts to a show (a bigger account), returning their IDs. */
function growDrafts(stationId: number, count: number): number[] {
  const store = stack.sandbox.store;
  const template = [...store.episodes.values()].find((e) => e.stationId === stationId && !e.isPublished && e.publishOn === null)!;
  const ids: number[] = [];
  for (let i = 0; i < count; i++) {
    const episodeId = 880_000 + stationId * 100 + i;
    store.episodes.set(episodeId, { ...template, episodeId, platformEpisodeId: `disclosure${stationId}x${i}`, title: `Other draft ${i}` });
    ids.push(episodeId);
  }
  return ids;
}
