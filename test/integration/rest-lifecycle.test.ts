import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { graphql } from '../../src/generated/client/index.js';
import { errorCodes, startStack, type Stack } from '../helpers/stack.js';
import {
  CREATOR_USER_ID,
  draftEpisode,
  expectCommonRules,
  expectNoSecrets,
  onlyCall,
  platformUri,
  publishedEpisode,
  restRoutes,
  scheduledEpisode,
  STATION,
} from './rest-fixtures.js';

const CREATE = 'POST /v3/stations/{stationId}/episodes';
const UPDATE = 'POST /v3/episodes/{episodeId}/update';
const DELETE = 'POST /v3/episodes/{episodeId}/delete';
const OVERVIEW = 'GET /v3/episodes/{episodeId}/overview';
const EPISODE_ID = 'GET /v3/episodes/platform:episode:{platformEpisodeId}/episodeId';

const CreateEpisode = graphql(`
  mutation RestCreateEpisode($input: CreateEpisodeInput!, $key: String) {
    createEpisode(input: $input, idempotencyKey: $key) {
      created
      stationId
      hourOffset
      descriptionMatches
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

const ScheduleEpisode = graphql(`
  mutation RestScheduleEpisode($id: Int, $uri: String, $publishOn: DateTime!) {
    scheduleEpisode(id: $id, uri: $uri, publishOn: $publishOn) {
      previousState
      didChangePublishState
      episode {
        id
        title
        state
        publishOn
        isExplicit
      }
    }
  }
`);

const PublishEpisode = graphql(`
  mutation RestPublishEpisode($id: Int!) {
    publishEpisode(id: $id) {
      previousState
      didChangePublishState
      episode {
        id
        title
        state
        isPublished
      }
    }
  }
`);

const DeleteEpisode = graphql(`
  mutation RestDeleteEpisode($id: Int, $uri: String, $confirm: Boolean!) {
    deleteEpisode(id: $id, uri: $uri, confirmIrreversible: $confirm) {
      deletedEpisodeId
    }
  }
`);

let stack: Stack;
beforeAll(async () => {
  stack = await startStack();
});
afterAll(() => stack?.close());
beforeEach(() => stack.sandbox.hooks.reset());

/** The offset 4.19 wants for a zone now: hours behind UTC, computed independently of the gateway. */
function upstreamOffsetFor(timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'shortOffset' }).formatToParts(new Date());
  const name = parts.find((p) => p.type === 'timeZoneName')!.value; // e.g. GMT+9, GMT-4, GMT+5:30
  const m = /GMT([+-])?(\d+)?(?::(\d+))?/.exec(name)!;
  const minutes = (Number(m[2] ?? 0) * 60 + Number(m[3] ?? 0)) * (m[1] === '-' ? -1 : 1);
  const behind = -minutes / 60;
  return Math.sign(behind) * Math.round(Math.abs(behind) - 1e-9) || 0;
}

describe('createEpisode (4.19)', () => {
  it('creates an empty record with the explicit hourOffset as given and returns it as a draft', async () => {
    const { data, errors } = await stack.query(CreateEpisode, { input: { stationId: STATION, hourOffset: -9 } });
    expect(errors).toBeUndefined();
    const call = onlyCall(stack, CREATE);
    expect(call.path).toBe(`/v3/stations/${STATION}/episodes`);
    expect(call.body).toEqual({ hourOffset: -9 });
    expectCommonRules(stack, call);
    const id = data!.createEpisode!.episode.id!;
    expect(data!.createEpisode).toMatchObject({ created: true, stationId: STATION, hourOffset: -9, descriptionMatches: null });
    expect(data!.createEpisode!.episode).toMatchObject({ title: '', description: '', state: 'DRAFT', isPublished: false, publishOn: null });
    expect(stack.sandbox.store.episodes.get(id)).toMatchObject({ stationId: STATION, hourOffset: -9, title: '' });
    // No metadata asked for: no update, and the 403 read-back is answered from what was created.
    expect(restRoutes(stack)).toEqual([CREATE, OVERVIEW]);
  });

  it('turns an IANA zone into the upstream sign convention (-9 is nine hours ahead of UTC)', async () => {
    for (const [timeZone, expected] of [
      ['Asia/Tokyo', -9],
      ['Asia/Kolkata', -5],
      ['UTC', 0],
      ['America/New_York', upstreamOffsetFor('America/New_York')],
    ] as const) {
      stack.sandbox.hooks.clearLog();
      const { data, errors } = await stack.query(CreateEpisode, { input: { stationId: STATION, timeZone } });
      expect(errors).toBeUndefined();
      expect(data!.createEpisode!.hourOffset).toBe(expected);
      expect(onlyCall(stack, CREATE).body).toEqual({ hourOffset: expected });
    }
    expect(upstreamOffsetFor('America/New_York')).toBeGreaterThan(0);
  });

  it('refuses an unknown zone, a missing or double zone and an out-of-range offset before any call', async () => {
    for (const input of [
      { stationId: STATION, timeZone: 'Mars/Olympus_Mons' },
      { stationId: STATION },
      { stationId: STATION, timeZone: 'UTC', hourOffset: 0 },
      { stationId: STATION, hourOffset: 15 },
      { stationId: STATION, hourOffset: -9, publishOn: '2001-01-01T00:00:00Z' },
      { stationId: STATION, hourOffset: -9, publish: true, publishOn: '2099-01-01T00:00:00Z' },
      { stationId: STATION, hourOffset: -9, title: '  ' },
      { hourOffset: -9 },
    ]) {
      const { data, errors } = await stack.query(CreateEpisode, { input }, { expectErrors: true });
      expect(data).toEqual({ createEpisode: null });
      expect(errorCodes(errors)).toEqual(['BAD_USER_INPUT']);
    }
    expect(stack.sandbox.hooks.calls()).toHaveLength(0);
  });

  it('creates and sets metadata in one mutation, scheduling with Unix seconds and the .000Z form', async () => {
    const publishOn = new Date(Date.now() + 3 * 86_400_000);
    publishOn.setUTCMilliseconds(0);
    // An offset form on purpose: the graph takes any ISO 8601 instant and converts it.
    const local = new Date(publishOn.getTime() + 2 * 3_600_000).toISOString().replace('.000Z', '+02:00');
    const description = '<p>Line one<br>Line two, <a href="https://example.test">a link</a></p>';
    const { data, errors } = await stack.query(CreateEpisode, {
      input: { stationId: STATION, timeZone: 'Europe/Berlin', title: 'Pilot', description, episodeType: 'BONUS', isExplicit: true, publishOn: local },
    });
    expect(errors).toBeUndefined();
    const id = data!.createEpisode!.episode.id!;
    const update = onlyCall(stack, UPDATE);
    expect(update.path).toBe(`/v3/episodes/${id}/update`);
    expect(update.body).toEqual({
      userId: CREATOR_USER_ID,
      title: 'Pilot',
      description,
      episodeType: 'bonus',
      isPublished: false,
      podcastEpisodeIsExplicit: true,
      publishOn: publishOn.getTime() / 1000,
      wizardDraftedToPublishOn: publishOn.toISOString(),
    });
    expect(typeof (update.body as Record<string, unknown>).publishOn).toBe('number');
    expectCommonRules(stack, update);
    expect(data!.createEpisode).toMatchObject({ created: true, descriptionMatches: true });
    expect(data!.createEpisode!.shareUrl).toMatch(/^https:\/\//);
    expect(data!.createEpisode!.episode).toMatchObject({
      title: 'Pilot',
      state: 'SCHEDULED',
      isPublished: false,
      publishOn: publishOn.toISOString(),
      episodeType: 'BONUS',
      isExplicit: true,
    });
    expect(stack.sandbox.store.episodes.get(id)).toMatchObject({ publishOn: publishOn.getTime() / 1000, title: 'Pilot' });
    // Create, the owner's user ID (4.15 for the show URI, 4.12), update, read-back.
    expect(restRoutes(stack)).toEqual([
      CREATE,
      'GET /v3/stations/{stationId}/distribution',
      'GET /v3/shows/{platformShowId}/legacyIds',
      UPDATE,
      OVERVIEW,
    ]);
  });

  it('creates and publishes at once when asked', async () => {
    const { data, errors } = await stack.query(CreateEpisode, { input: { stationId: STATION, hourOffset: 0, title: 'Live now', publish: true } });
    expect(errors).toBeUndefined();
    expect(onlyCall(stack, UPDATE).body).toMatchObject({ isPublished: true, title: 'Live now', description: '', episodeType: 'full', podcastEpisodeIsExplicit: false });
    expect(onlyCall(stack, UPDATE).body).not.toHaveProperty('publishOn');
    expect(data!.createEpisode!.episode).toMatchObject({ title: 'Live now', state: 'PUBLISHED', isPublished: true });
  });

  it('names the created episode when the metadata step fails', async () => {
    stack.sandbox.hooks.fault(UPDATE, { status: 500 });
    const { data, errors } = await stack.query(CreateEpisode, { input: { stationId: STATION, hourOffset: 0, title: 'Half done' } }, { expectErrors: true });
    expect(data).toEqual({ createEpisode: null });
    const created = [...stack.sandbox.store.episodes.values()].find((e) => e.episodeId >= 900_000)!;
    expect(errors![0].extensions).toMatchObject({ code: 'UPSTREAM_ERROR', createdEpisodeId: created.episodeId });
    expect(errors![0].message).toContain(`Episode ${created.episodeId} was created`);
    expectNoSecrets(stack, errors);
  });
});

describe('scheduleEpisode (3.2)', () => {
  it('schedules a draft with isPublished false and publishOn as Unix seconds, keeping its other fields', async () => {
    const draft = draftEpisode(stack);
    const before = { ...draft };
    const when = new Date(Date.now() + 86_400_000);
    when.setUTCMilliseconds(0);
    const { data, errors } = await stack.query(ScheduleEpisode, { id: draft.episodeId, publishOn: when.toISOString() });
    expect(errors).toBeUndefined();
    const update = onlyCall(stack, UPDATE);
    expect(update.body).toEqual({
      userId: CREATOR_USER_ID,
      title: before.title,
      description: before.description,
      episodeType: before.podcastEpisodeType,
      isPublished: false,
      podcastEpisodeIsExplicit: before.podcastEpisodeIsExplicit,
      publishOn: when.getTime() / 1000,
      wizardDraftedToPublishOn: when.toISOString(),
    });
    expectCommonRules(stack, update);
    expect(data!.scheduleEpisode).toMatchObject({
      previousState: 'DRAFT',
      episode: { id: draft.episodeId, title: before.title, state: 'SCHEDULED', publishOn: when.toISOString() },
    });
    expect(stack.sandbox.store.episodes.get(draft.episodeId)).toMatchObject({ publishOn: when.getTime() / 1000, isPublished: false, title: before.title });
  });

  it('moves a scheduled episode to another time, by URI', async () => {
    const ep = scheduledEpisode(stack);
    const when = new Date(Date.now() + 5 * 86_400_000);
    when.setUTCMilliseconds(0);
    const { data, errors } = await stack.query(ScheduleEpisode, { uri: platformUri(ep), publishOn: when.toISOString() });
    expect(errors).toBeUndefined();
    expect(onlyCall(stack, EPISODE_ID).path).toBe(`/v3/episodes/${platformUri(ep)}/episodeId`);
    expect(onlyCall(stack, UPDATE).body).toMatchObject({ isPublished: false, publishOn: when.getTime() / 1000 });
    expect(data!.scheduleEpisode!.episode).toMatchObject({ state: 'SCHEDULED', publishOn: when.toISOString() });
  });

  it('refuses to move the publish time of a published episode instead of letting the host ignore it', async () => {
    const ep = publishedEpisode(stack);
    const { data, errors } = await stack.query(ScheduleEpisode, { id: ep.episodeId, publishOn: new Date(Date.now() + 86_400_000).toISOString() }, { expectErrors: true });
    expect(data).toEqual({ scheduleEpisode: null });
    expect(errorCodes(errors)).toEqual(['BAD_USER_INPUT']);
    expect(errors![0].message).toMatch(/published.*locked/);
    expect(stack.sandbox.hooks.count(UPDATE)).toBe(0);
  });

  it('refuses a time in the past before any call', async () => {
    const { errors } = await stack.query(ScheduleEpisode, { id: draftEpisode(stack).episodeId, publishOn: '2020-01-01T00:00:00Z' }, { expectErrors: true });
    expect(errorCodes(errors)).toEqual(['BAD_USER_INPUT']);
    expect(stack.sandbox.hooks.calls()).toHaveLength(0);
  });
});

describe('publishEpisode', () => {
  it('publishes a scheduled episode now: isPublished true, no publish time sent', async () => {
    const ep = scheduledEpisode(stack);
    const { data, errors } = await stack.query(PublishEpisode, { id: ep.episodeId });
    expect(errors).toBeUndefined();
    const body = onlyCall(stack, UPDATE).body as Record<string, unknown>;
    expect(body).toMatchObject({ isPublished: true, title: ep.title, userId: CREATOR_USER_ID });
    expect(body).not.toHaveProperty('publishOn');
    expect(body).not.toHaveProperty('wizardDraftedToPublishOn');
    expect(data!.publishEpisode).toMatchObject({ previousState: 'SCHEDULED', episode: { state: 'PUBLISHED', isPublished: true, title: ep.title } });
  });

  it('publishes a draft, whose current values come from the GraphQL side', async () => {
    const draft = draftEpisode(stack);
    const { data, errors } = await stack.query(PublishEpisode, { id: draft.episodeId });
    expect(errors).toBeUndefined();
    expect(onlyCall(stack, UPDATE).body).toMatchObject({ isPublished: true, title: draft.title, description: draft.description });
    expect(data!.publishEpisode).toMatchObject({ previousState: 'DRAFT', didChangePublishState: true, episode: { state: 'PUBLISHED' } });
  });

  it('leaves a published episode alone', async () => {
    const ep = publishedEpisode(stack);
    const { data, errors } = await stack.query(PublishEpisode, { id: ep.episodeId });
    expect(errors).toBeUndefined();
    expect(data!.publishEpisode).toMatchObject({ previousState: 'PUBLISHED', didChangePublishState: false, episode: { state: 'PUBLISHED' } });
    expect(restRoutes(stack)).toEqual([OVERVIEW]);
  });
});

describe('deleteEpisode (4.27)', () => {
  it('does nothing without the explicit confirmation', async () => {
    const ep = publishedEpisode(stack);
    const { data, errors } = await stack.query(DeleteEpisode, { id: ep.episodeId, confirm: false }, { expectErrors: true });
    expect(data).toEqual({ deleteEpisode: null });
    expect(errorCodes(errors)).toEqual(['BAD_USER_INPUT']);
    expect(stack.sandbox.hooks.calls()).toHaveLength(0);
    expect(stack.sandbox.store.episodes.has(ep.episodeId)).toBe(true);
  });

  it('deletes with body {} and the web client headers', async () => {
    const ep = publishedEpisode(stack);
    const { data, errors } = await stack.query(DeleteEpisode, { id: ep.episodeId, confirm: true });
    expect(errors).toBeUndefined();
    expect(data!.deleteEpisode!.deletedEpisodeId).toBe(ep.episodeId);
    const call = onlyCall(stack, DELETE);
    expect(call.path).toBe(`/v3/episodes/${ep.episodeId}/delete`);
    expect(call.body).toEqual({});
    expect(call.headers['host-client-type']).toBe('web');
    expect(call.headers['host-api-version']).toMatch(/^\d+\.\d+\.\d+$/);
    expectCommonRules(stack, call);
    expect(stack.sandbox.store.episodes.has(ep.episodeId)).toBe(false);
  });

  it('deletes a draft named by URI (4.1 first)', async () => {
    const draft = draftEpisode(stack);
    const { errors } = await stack.query(DeleteEpisode, { uri: platformUri(draft), confirm: true });
    expect(errors).toBeUndefined();
    // 4.1 first, unless the ID directory learned the pair earlier in this file.
    expect([[EPISODE_ID, DELETE], [DELETE]]).toContainEqual(restRoutes(stack));
    expect(stack.sandbox.store.episodes.has(draft.episodeId)).toBe(false);
  });

  it('answers NOT_FOUND for an unknown episode', async () => {
    const { errors } = await stack.query(DeleteEpisode, { id: 123, confirm: true }, { expectErrors: true });
    expect(errorCodes(errors)).toEqual(['NOT_FOUND']);
    expectNoSecrets(stack, errors);
  });
});
