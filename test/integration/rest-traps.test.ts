import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { graphql } from '../../src/generated/client/index.js';
import { errorCodes, startStack, type Stack } from '../helpers/stack.js';
import { CREATOR_USER_ID, draftEpisode, expectCommonRules, onlyCall, publishedEpisode, scheduledEpisode } from './rest-fixtures.js';

/** The traps of the REST interface (docs/architecture.md#protect-callers-from-upstream-traps), each proven closed over real HTTP. */

const UPDATE = 'POST /v3/episodes/{episodeId}/update';
const OVERVIEW = 'GET /v3/episodes/{episodeId}/overview';
const SPONSORED_PUT = 'PUT /v3/episodes/{episodeId}/sponsoredContentStatus';

const DraftEpisode = graphql(`
  query RestTrapDraft($id: Int!) {
    episode(id: $id) {
      id
      title
      description
      state
      isPublished
      publishOn
      isExplicit
    }
  }
`);

const UpdateOnly = graphql(`
  mutation RestTrapUpdate($id: Int!, $input: UpdateEpisodeInput!) {
    updateEpisode(id: $id, input: $input) {
      descriptionMatches
      episode {
        id
        title
        description
        state
        publishOn
        isExplicit
        episodeType
      }
    }
  }
`);

const SetSponsored = graphql(`
  mutation RestTrapSponsored($id: Int!, $value: Boolean!) {
    setEpisodeSponsoredContent(id: $id, containsSponsoredContent: $value) {
      publishOnSent
    }
  }
`);

let stack: Stack;
beforeAll(async () => {
  stack = await startStack();
});
afterAll(() => stack?.close());
beforeEach(() => stack.sandbox.hooks.reset());

describe('a draft, which the REST overview refuses (403)', () => {
  it('can be read: its values come from the GraphQL interface', async () => {
    const draft = draftEpisode(stack);
    const { data, errors } = await stack.query(DraftEpisode, { id: draft.episodeId });
    expect(errors).toBeUndefined();
    expect(data!.episode).toMatchObject({ id: draft.episodeId, title: draft.title, description: draft.description, state: 'DRAFT', isPublished: false, publishOn: null });
    expect(stack.sandbox.hooks.calls({ route: OVERVIEW })[0].status).toBe(403);
  });

  it('can be updated: only the description changes, title, draft state, kind and explicit flag stay', async () => {
    const draft = draftEpisode(stack);
    const before = { ...draft };
    const description = '<p>Draft notes<br>v2</p>';
    const { data, errors } = await stack.query(UpdateOnly, { id: draft.episodeId, input: { description } });
    expect(errors).toBeUndefined();
    const update = onlyCall(stack, UPDATE);
    expect(update.body).toEqual({
      userId: CREATOR_USER_ID,
      title: before.title,
      description,
      episodeType: before.podcastEpisodeType,
      isPublished: false,
      podcastEpisodeIsExplicit: before.podcastEpisodeIsExplicit,
    });
    expectCommonRules(stack, update);
    expect(data!.updateEpisode).toMatchObject({
      descriptionMatches: true,
      episode: { title: before.title, description: '<p>Draft notes<br />v2</p>', state: 'DRAFT', publishOn: null, isExplicit: before.podcastEpisodeIsExplicit },
    });
    expect(stack.sandbox.store.episodes.get(draft.episodeId)).toMatchObject({
      title: before.title,
      isPublished: false,
      publishOn: null,
      podcastEpisodeIsExplicit: before.podcastEpisodeIsExplicit,
    });
  });
});

describe('an update of only the description', () => {
  it('keeps a scheduled episode scheduled at the same time', async () => {
    const ep = scheduledEpisode(stack);
    const before = { ...ep };
    const { data, errors } = await stack.query(UpdateOnly, { id: ep.episodeId, input: { description: 'New text' } });
    expect(errors).toBeUndefined();
    expect(onlyCall(stack, UPDATE).body).toMatchObject({ title: before.title, isPublished: false, publishOn: before.publishOn, podcastEpisodeIsExplicit: before.podcastEpisodeIsExplicit });
    expect(data!.updateEpisode!.episode).toMatchObject({ title: before.title, state: 'SCHEDULED', publishOn: new Date(before.publishOn! * 1000).toISOString() });
    expect(stack.sandbox.store.episodes.get(ep.episodeId)).toMatchObject({ title: before.title, publishOn: before.publishOn, isPublished: false });
  });
});

describe('an ISO publishOn from a client', () => {
  it('reaches the update as integer Unix seconds, never as a string (no 1970 date)', async () => {
    const draft = draftEpisode(stack);
    const iso = '2031-07-04T18:30:00+02:00';
    const { data, errors } = await stack.query(UpdateOnly, { id: draft.episodeId, input: { publishOn: iso } });
    expect(errors).toBeUndefined();
    const call = onlyCall(stack, UPDATE);
    const body = call.body as Record<string, unknown>;
    expect(body.publishOn).toBe(Date.parse(iso) / 1000);
    expect(typeof body.publishOn).toBe('number');
    expect(body.wizardDraftedToPublishOn).toBe('2031-07-04T16:30:00.000Z');
    expect(call.problems).not.toContain('iso-publishOn');
    expect(stack.sandbox.store.episodes.get(draft.episodeId)!.publishOn).toBe(Date.parse(iso) / 1000);
    expect(data!.updateEpisode!.episode!.publishOn).toBe('2031-07-04T16:30:00.000Z');
  });

  it('is refused for a published episode instead of being silently ignored', async () => {
    const ep = publishedEpisode(stack);
    const { errors } = await stack.query(UpdateOnly, { id: ep.episodeId, input: { publishOn: '2031-01-01T00:00:00Z' } }, { expectErrors: true });
    expect(errorCodes(errors)).toEqual(['BAD_USER_INPUT']);
    expect(stack.sandbox.hooks.count(UPDATE)).toBe(0);
  });

  it('never reaches the sponsored-content write as a string either', async () => {
    const ep = scheduledEpisode(stack);
    const { data, errors } = await stack.query(SetSponsored, { id: ep.episodeId, value: true });
    expect(errors).toBeUndefined();
    const call = onlyCall(stack, SPONSORED_PUT);
    expect((call.body as Record<string, unknown>).publishOn).toBe(ep.publishOn);
    expect(call.problems).toEqual([]);
    expect(data!.setEpisodeSponsoredContent!.publishOnSent).toBe(new Date(ep.publishOn! * 1000).toISOString());
  });
});
