import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { graphql } from '../../src/generated/client/index.js';
import type { EpisodeRecord } from '../../src/sandbox/data/model.js';
import { errorCodes, startStack, type Stack } from '../helpers/stack.js';

const OVERVIEW = 'GET /v3/episodes/{episodeId}/overview';
const EPISODE_ID = 'GET /v3/episodes/platform:episode:{platformEpisodeId}/episodeId';

const EpisodeById = graphql(`
  query EpisodeById($id: Int!) {
    episode(id: $id) {
      id
      title
      description
      state
      isPublished
      publishOn
      episodeType
      isExplicit
    }
  }
`);

const EpisodeTwiceByAlias = graphql(`
  query EpisodeTwiceByAlias($id: Int!) {
    first: episode(id: $id) {
      title
      state
    }
    second: episode(id: $id) {
      heading: title
      isExplicit
    }
  }
`);

const EpisodeByUri = graphql(`
  query EpisodeByUri($uri: String!) {
    episode(uri: $uri) {
      id
      title
    }
  }
`);

let stack: Stack;
beforeAll(async () => {
  stack = await startStack();
});
afterAll(() => stack?.close());
beforeEach(() => stack.sandbox.hooks.reset());

function episodes(filter: (e: EpisodeRecord) => boolean): EpisodeRecord[] {
  return [...stack.sandbox.store.episodes.values()].filter((e) => e.stationId === 5001 && filter(e));
}
const published = () => episodes((e) => e.isPublished)[0];
const scheduled = () => episodes((e) => !e.isPublished && e.publishOn !== null)[0];

function expectNoSecrets(body: unknown): void {
  const text = JSON.stringify(body);
  expect(text).not.toContain(stack.sandbox.token);
  expect(text).not.toContain(new URL(stack.sandbox.restUrl).host);
}

describe('episode(id:)', () => {
  it('costs exactly one REST call and forwards the caller token with the 4.0 rules', async () => {
    const ep = published();
    const { data, errors } = await stack.query(EpisodeById, { id: ep.episodeId });
    expect(errors).toBeUndefined();
    expect(data?.episode).toMatchObject({ id: ep.episodeId, title: ep.title, description: ep.description, state: 'PUBLISHED', isPublished: true });
    const calls = stack.sandbox.hooks.calls({ upstream: 'rest' });
    expect(calls.map((c) => c.route)).toEqual([OVERVIEW]);
    expect(calls[0].headers.authorization).toBe(`Bearer ${stack.sandbox.token}`);
    expect(calls[0].headers.accept).toBe('application/json');
    expect(calls[0].query).toMatchObject({ isMumsCompatible: 'true', returnWebIds: 'true' });
    expect(calls[0].problems).toEqual([]);
    expect(stack.sandbox.hooks.calls({ upstream: 'graph' })).toHaveLength(0);
  });

  it('maps the overview: kind as an enum, explicit flag, scheduled state with an ISO publish time', async () => {
    const ep = scheduled();
    const { data } = await stack.query(EpisodeById, { id: ep.episodeId });
    expect(data?.episode).toMatchObject({
      state: 'SCHEDULED',
      isPublished: false,
      publishOn: new Date(ep.publishOn! * 1000).toISOString(),
      episodeType: ep.podcastEpisodeType.toUpperCase(),
      isExplicit: ep.podcastEpisodeIsExplicit,
    });
  });

  it('asks once however many aliases and fields read the same episode', async () => {
    const ep = published();
    const { data } = await stack.query(EpisodeTwiceByAlias, { id: ep.episodeId });
    expect(data?.first?.title).toBe(ep.title);
    expect(data?.second?.heading).toBe(ep.title);
    expect(stack.sandbox.hooks.count(OVERVIEW)).toBe(1);
  });

  it('accepts the platform URI instead, converting it once (4.1)', async () => {
    const ep = published();
    const { data, errors } = await stack.query(EpisodeByUri, { uri: `platform:episode:${ep.platformEpisodeId}` });
    expect(errors).toBeUndefined();
    expect(data?.episode).toEqual({ id: ep.episodeId, title: ep.title });
    expect(stack.sandbox.hooks.count(EPISODE_ID)).toBe(1);
    expect(stack.sandbox.hooks.count(OVERVIEW)).toBe(1);
  });

  it('answers NOT_FOUND for an unknown episode', async () => {
    const { data, errors } = await stack.query(EpisodeById, { id: 123 }, { expectErrors: true });
    expect(data?.episode).toBeNull();
    expect(errorCodes(errors)).toEqual(['NOT_FOUND']);
    expect(errors?.[0].path).toEqual(['episode']);
  });

  it("answers FORBIDDEN for another account's episode", async () => {
    const foreign = [...stack.sandbox.store.episodes.values()].find((e) => e.stationId === 5101 && e.isPublished)!;
    const { data, errors } = await stack.query(EpisodeById, { id: foreign.episodeId }, { expectErrors: true });
    expect(data?.episode).toBeNull();
    expect(errorCodes(errors)).toEqual(['FORBIDDEN']);
    expectNoSecrets(errors);
  });

  it('refuses a malformed URI before any upstream call', async () => {
    const { errors } = await stack.query(EpisodeByUri, { uri: 'platform:show:abc' }, { expectErrors: true });
    expect(errorCodes(errors)).toEqual(['BAD_USER_INPUT']);
    expect(stack.sandbox.hooks.calls()).toHaveLength(0);
  });
});
