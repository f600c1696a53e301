import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { graphql } from '../../src/generated/client/index.js';
import type { EpisodeRecord } from '../../src/sandbox/data/model.js';
import { errorCodes, startStack, type Stack } from '../helpers/stack.js';

const OVERVIEW = 'GET /v3/episodes/{episodeId}/overview';
const UPDATE = 'POST /v3/episodes/{episodeId}/update';

const UpdateEpisode = graphql(`
  mutation UpdateEpisode($id: Int!, $input: UpdateEpisodeInput!) {
    updateEpisode(id: $id, input: $input) {
      descriptionMatches
      didChangePublishState
      shareUrl
      episode {
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
const updateBody = () => stack.sandbox.hooks.calls({ route: UPDATE })[0].body as Record<string, unknown>;

describe('updateEpisode', () => {
  it('keeps title, publish state, kind and explicit flag when only the description changes', async () => {
    const ep = episodes((e) => e.isPublished && e.podcastEpisodeIsExplicit)[0];
    const before = { ...ep };
    const description = '<p>Fresh notes.<br>More at <a href="https://example.test/x">the site</a>.</p>';
    const { data, errors } = await stack.query(UpdateEpisode, { id: ep.episodeId, input: { description } });
    expect(errors).toBeUndefined();

    // What went upstream: the full body, current values re-sent, no publish time for a published episode.
    expect(updateBody()).toEqual({
      userId: 1001,
      title: before.title,
      description,
      episodeType: before.podcastEpisodeType,
      isPublished: true,
      podcastEpisodeIsExplicit: true,
    });
    const call = stack.sandbox.hooks.calls({ route: UPDATE })[0];
    expect(call.problems).toEqual([]);
    expect(call.headers).toMatchObject({ origin: stack.config.appOrigin, referer: `${stack.config.appOrigin}/`, 'content-type': 'application/json' });

    // What is stored, and what the mutation answers (read back).
    const stored = stack.sandbox.store.episodes.get(ep.episodeId)!;
    expect(stored).toMatchObject({ title: before.title, isPublished: true, publishOn: before.publishOn, podcastEpisodeIsExplicit: true, podcastEpisodeType: before.podcastEpisodeType });
    expect(data?.updateEpisode).toMatchObject({
      descriptionMatches: true,
      didChangePublishState: false,
      episode: { id: ep.episodeId, title: before.title, state: 'PUBLISHED', isExplicit: true, description: stored.description },
    });
    expect(stack.sandbox.hooks.calls({ upstream: 'rest' }).map((c) => c.route)).toEqual([OVERVIEW, UPDATE, OVERVIEW]);
  });

  it('sends an ISO publishOn upstream as integer Unix seconds, with the .000Z wizard form', async () => {
    const ep = episodes((e) => !e.isPublished && e.publishOn !== null)[0];
    const { data, errors } = await stack.query(UpdateEpisode, { id: ep.episodeId, input: { publishOn: '2031-05-01T11:00:00+02:00' } });
    expect(errors).toBeUndefined();
    const seconds = Date.UTC(2031, 4, 1, 9, 0, 0) / 1000;
    expect(updateBody().publishOn).toBe(seconds);
    expect(updateBody().wizardDraftedToPublishOn).toBe('2031-05-01T09:00:00.000Z');
    expect(stack.sandbox.hooks.calls({ route: UPDATE })[0].problems).toEqual([]);
    expect(stack.sandbox.store.episodes.get(ep.episodeId)!.publishOn).toBe(seconds);
    expect(data?.updateEpisode?.episode).toMatchObject({ state: 'SCHEDULED', publishOn: '2031-05-01T09:00:00.000Z' });
  });

  it('keeps a scheduled episode scheduled when another field changes', async () => {
    const ep = episodes((e) => !e.isPublished && e.publishOn !== null)[0];
    const publishOn = ep.publishOn;
    const { data } = await stack.query(UpdateEpisode, { id: ep.episodeId, input: { title: 'Renamed' } });
    expect(updateBody()).toMatchObject({ title: 'Renamed', isPublished: false, publishOn });
    expect(stack.sandbox.store.episodes.get(ep.episodeId)).toMatchObject({ title: 'Renamed', isPublished: false, publishOn });
    expect(data?.updateEpisode?.episode?.state).toBe('SCHEDULED');
  });

  it('changes kind and explicit flag when asked, converting the enum to the upstream word', async () => {
    const ep = episodes((e) => e.isPublished && !e.podcastEpisodeIsExplicit && e.podcastEpisodeType === 'full')[0];
    const { data } = await stack.query(UpdateEpisode, { id: ep.episodeId, input: { episodeType: 'BONUS', isExplicit: true } });
    expect(updateBody()).toMatchObject({ episodeType: 'bonus', podcastEpisodeIsExplicit: true, title: ep.title });
    expect(data?.updateEpisode?.episode).toMatchObject({ episodeType: 'BONUS', isExplicit: true });
  });

  it('reports whether the stored description differs beyond the host rewriting', async () => {
    const ep = episodes((e) => e.isPublished)[1];
    const { data } = await stack.query(UpdateEpisode, { id: ep.episodeId, input: { description: 'Line one<br/>line two' } });
    expect(data?.updateEpisode?.descriptionMatches).toBe(true);
    expect(data?.updateEpisode?.episode?.description).toBe('Line one<br />line two');
  });

  it('refuses a new publish time for a published episode, writing nothing', async () => {
    const ep = episodes((e) => e.isPublished)[0];
    const { errors } = await stack.query(UpdateEpisode, { id: ep.episodeId, input: { publishOn: '2031-01-01T00:00:00Z' } }, { expectErrors: true });
    expect(errorCodes(errors)).toEqual(['BAD_USER_INPUT']);
    expect(stack.sandbox.hooks.count(UPDATE)).toBe(0);
  });

  it('refuses an empty title or a null field before any upstream call', async () => {
    const id = episodes((e) => e.isPublished)[0].episodeId;
    const empty = await stack.query(UpdateEpisode, { id, input: { title: '  ' } }, { expectErrors: true });
    expect(errorCodes(empty.errors)).toEqual(['BAD_USER_INPUT']);
    const nulled = await stack.query(UpdateEpisode, { id, input: { isExplicit: null } }, { expectErrors: true });
    expect(errorCodes(nulled.errors)).toEqual(['BAD_USER_INPUT']);
    expect(stack.sandbox.hooks.calls()).toHaveLength(0);
  });

  it('refuses a publish time that is not ISO 8601 with a zone', async () => {
    const id = episodes((e) => !e.isPublished && e.publishOn !== null)[0].episodeId;
    const { errors } = await stack.query(UpdateEpisode, { id, input: { publishOn: '2031-05-01 09:00' } }, { expectErrors: true });
    expect(errorCodes(errors)).toEqual(['BAD_USER_INPUT']);
    expect(errors?.[0].message).toMatch(/ISO 8601/);
    expect(stack.sandbox.hooks.calls()).toHaveLength(0);
  });

  it('answers NOT_FOUND for an unknown episode without writing', async () => {
    const { errors } = await stack.query(UpdateEpisode, { id: 42, input: { title: 'x' } }, { expectErrors: true });
    expect(errorCodes(errors)).toEqual(['NOT_FOUND']);
    expect(stack.sandbox.hooks.count(UPDATE)).toBe(0);
  });
});
