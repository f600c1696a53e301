import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startSandbox, type Sandbox } from '../../src/sandbox/index.js';
import { foreignEpisode, rest, seeded } from './rest-helpers.js';

let sandbox: Sandbox;
beforeAll(async () => {
  sandbox = await startSandbox({ hooks: true });
});
afterAll(() => sandbox.close());
beforeEach(() => sandbox.hooks.reset());

const lastProblems = (route: string) => sandbox.hooks.calls({ route }).at(-1)?.problems ?? [];
const UPDATE = 'POST /v3/episodes/{episodeId}/update';

describe('4.1 platform episode ID to numeric ID', () => {
  it('converts a platform:episode URI to the numeric ID', async () => {
    const episode = seeded(sandbox).published[0];
    const res = await rest(sandbox, 'GET', `/v3/episodes/platform:episode:${episode.platformEpisodeId}/episodeId`);
    expect(res).toMatchObject({ status: 200, body: { episodeId: episode.episodeId } });
    expect(sandbox.hooks.count('GET /v3/episodes/platform:episode:{platformEpisodeId}/episodeId')).toBe(1);
  });

  it('answers 404 for an unknown platform ID and 403 for another account', async () => {
    expect((await rest(sandbox, 'GET', '/v3/episodes/platform:episode:nope/episodeId')).status).toBe(404);
    const foreign = foreignEpisode(sandbox);
    expect((await rest(sandbox, 'GET', `/v3/episodes/platform:episode:${foreign.platformEpisodeId}/episodeId`)).status).toBe(403);
  });
});

describe('4.2 episode overview', () => {
  it('returns the record of 2.2 for a published episode', async () => {
    const episode = seeded(sandbox).published[3];
    const res = await rest(sandbox, 'GET', `/v3/episodes/${episode.episodeId}/overview`, { query: { returnWebIds: 'true' } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      title: episode.title,
      description: episode.description,
      isPublished: true,
      userId: 1001,
      podcastEpisodeType: episode.podcastEpisodeType,
      podcastEpisodeIsExplicit: episode.podcastEpisodeIsExplicit,
    });
  });

  it('gives a scheduled episode isPublished false and an ISO publishOn', async () => {
    const episode = seeded(sandbox).scheduled[0];
    const res = await rest(sandbox, 'GET', `/v3/episodes/${episode.episodeId}/overview`, { query: { returnWebIds: 'true' } });
    expect(res.body).toMatchObject({ isPublished: false, publishOn: new Date(episode.publishOn! * 1000).toISOString() });
  });

  it('omits userId and the episode type without returnWebIds=true', async () => {
    const episode = seeded(sandbox).published[0];
    const res = await rest(sandbox, 'GET', `/v3/episodes/${episode.episodeId}/overview`);
    expect(res.status).toBe(200);
    expect(res.body).not.toHaveProperty('userId');
    expect(res.body).not.toHaveProperty('podcastEpisodeType');
    expect(lastProblems('GET /v3/episodes/{episodeId}/overview')).toContain('missing-returnWebIds');
  });

  it('refuses a draft with 403, another account with 403 and an unknown ID with 404', async () => {
    const draft = seeded(sandbox).drafts[0];
    expect((await rest(sandbox, 'GET', `/v3/episodes/${draft.episodeId}/overview`, { query: { returnWebIds: 'true' } })).status).toBe(403);
    expect((await rest(sandbox, 'GET', `/v3/episodes/${foreignEpisode(sandbox).episodeId}/overview`)).status).toBe(403);
    expect((await rest(sandbox, 'GET', '/v3/episodes/1/overview')).status).toBe(404);
    expect((await rest(sandbox, 'GET', '/v3/episodes/abc/overview')).status).toBe(404);
  });
});

describe('4.3 update episode', () => {
  const fullBody = (over: Record<string, unknown> = {}) => ({
    userId: 1001,
    title: 'New title',
    description: '<p>Hello</p>',
    episodeType: 'full',
    isPublished: false,
    podcastEpisodeIsExplicit: false,
    ...over,
  });

  it('schedules a draft with isPublished false plus publishOn and reports the change', async () => {
    const draft = seeded(sandbox).drafts[0];
    const at = Math.floor(Date.now() / 1000) + 30 * 86_400;
    const res = await rest(sandbox, 'POST', `/v3/episodes/${draft.episodeId}/update`, {
      body: fullBody({ publishOn: at, wizardDraftedToPublishOn: new Date(at * 1000).toISOString() }),
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ title: 'New title', description: '<p>Hello</p>', didChangePublishState: true });
    expect(res.body.shareUrl).toMatch(/^https:\/\//);
    expect(sandbox.store.episodes.get(draft.episodeId)).toMatchObject({ isPublished: false, publishOn: at, title: 'New title' });
    const overview = await rest(sandbox, 'GET', `/v3/episodes/${draft.episodeId}/overview`, { query: { returnWebIds: 'true' } });
    expect(overview.body).toMatchObject({ isPublished: false, publishOn: new Date(at * 1000).toISOString() });
    expect(lastProblems(UPDATE)).toEqual([]);
  });

  it('reads an ISO publishOn as its leading digits (a 1970 date) and logs the problem', async () => {
    const draft = seeded(sandbox).drafts[0];
    const res = await rest(sandbox, 'POST', `/v3/episodes/${draft.episodeId}/update`, { body: fullBody({ publishOn: '2026-12-01T09:00:00.000Z' }) });
    expect(res.status).toBe(200);
    expect(sandbox.store.episodes.get(draft.episodeId)!.publishOn).toBe(2026);
    expect(lastProblems(UPDATE)).toContain('iso-publishOn');
  });

  it('refuses an integer wizardDraftedToPublishOn with 400 and changes nothing', async () => {
    const draft = seeded(sandbox).drafts[0];
    const before = { ...sandbox.store.episodes.get(draft.episodeId)! };
    const res = await rest(sandbox, 'POST', `/v3/episodes/${draft.episodeId}/update`, {
      body: fullBody({ publishOn: 1_900_000_000, wizardDraftedToPublishOn: 1_900_000_000 }),
    });
    expect(res.status).toBe(400);
    expect(res.body.error).toBeTypeOf('string');
    expect(sandbox.store.episodes.get(draft.episodeId)).toEqual(before);
  });

  it('stores a blank title when the title is omitted', async () => {
    const episode = seeded(sandbox).published[2];
    const { title: _omitted, ...body } = fullBody({ isPublished: true });
    const res = await rest(sandbox, 'POST', `/v3/episodes/${episode.episodeId}/update`, { body });
    expect(res.status).toBe(200);
    expect(sandbox.store.episodes.get(episode.episodeId)!.title).toBe('');
    expect(lastProblems(UPDATE)).toContain('missing-title');
  });

  it('requires the userId, and the owner\'s one', async () => {
    const episode = seeded(sandbox).published[2];
    const { userId: _omitted, ...body } = fullBody({ isPublished: true });
    expect((await rest(sandbox, 'POST', `/v3/episodes/${episode.episodeId}/update`, { body })).status).toBe(400);
    expect((await rest(sandbox, 'POST', `/v3/episodes/${episode.episodeId}/update`, { body: fullBody({ userId: 2002 }) })).status).toBe(403);
    expect((await rest(sandbox, 'POST', `/v3/episodes/${foreignEpisode(sandbox).episodeId}/update`, { body: fullBody() })).status).toBe(403);
  });

  it('keeps the publishOn of a published episode and reports no state change', async () => {
    const episode = seeded(sandbox).published[4];
    const original = episode.publishOn;
    const res = await rest(sandbox, 'POST', `/v3/episodes/${episode.episodeId}/update`, {
      body: fullBody({ isPublished: true, publishOn: original! + 86_400 }),
    });
    expect(res.body.didChangePublishState).toBe(false);
    expect(sandbox.store.episodes.get(episode.episodeId)).toMatchObject({ isPublished: true, publishOn: original });
  });

  it('unschedules a scheduled episode sent with isPublished false and no publishOn', async () => {
    const episode = seeded(sandbox).scheduled[0];
    const res = await rest(sandbox, 'POST', `/v3/episodes/${episode.episodeId}/update`, { body: fullBody() });
    expect(res.body.didChangePublishState).toBe(true);
    expect(sandbox.store.episodes.get(episode.episodeId)).toMatchObject({ isPublished: false, publishOn: null });
  });

  it('rewrites <br> and anchors in the stored description', async () => {
    const episode = seeded(sandbox).published[1];
    const posted = '<p>One<br>two <a href="https://x.test" target="_self">link</a></p>';
    const stored = '<p>One<br />two <a href="https://x.test" rel="ugc noopener noreferrer" target="_blank">link</a></p>';
    const res = await rest(sandbox, 'POST', `/v3/episodes/${episode.episodeId}/update`, { body: fullBody({ isPublished: true, description: posted }) });
    expect(res.body.description).toBe(stored);
    expect(sandbox.store.episodes.get(episode.episodeId)!.description).toBe(stored);
  });

  it('refuses an unknown episode type', async () => {
    const episode = seeded(sandbox).published[1];
    expect((await rest(sandbox, 'POST', `/v3/episodes/${episode.episodeId}/update`, { body: fullBody({ episodeType: 'movie' }) })).status).toBe(400);
  });
});

describe('4.5 / 4.17 sponsored content', () => {
  it('reads the flag', async () => {
    const episode = seeded(sandbox).published[5];
    const res = await rest(sandbox, 'GET', `/v3/episodes/${episode.episodeId}/sponsoredContentStatus`);
    expect(res).toMatchObject({ status: 200, body: { containsSponsoredContent: episode.containsSponsoredContent } });
  });

  it('writes with an integer publishOn and refuses null', async () => {
    const episode = seeded(sandbox).published[0];
    const path = `/v3/episodes/${episode.episodeId}/sponsoredContentStatus`;
    expect((await rest(sandbox, 'PUT', path, { body: { containsSponsoredContent: true, publishOn: null } })).status).toBe(400);
    expect((await rest(sandbox, 'PUT', path, { body: { containsSponsoredContent: true } })).status).toBe(400);
    const res = await rest(sandbox, 'PUT', path, { body: { containsSponsoredContent: true, publishOn: episode.publishOn } });
    expect(res.status).toBe(200);
    expect(sandbox.store.episodes.get(episode.episodeId)).toMatchObject({ containsSponsoredContent: true, sponsoredPublishOn: episode.publishOn });
  });

  it('silently corrupts an ISO publishOn', async () => {
    const episode = seeded(sandbox).published[0];
    const res = await rest(sandbox, 'PUT', `/v3/episodes/${episode.episodeId}/sponsoredContentStatus`, {
      body: { containsSponsoredContent: false, publishOn: '2031-01-01T00:00:00Z' },
    });
    expect(res.status).toBe(200);
    expect(sandbox.store.episodes.get(episode.episodeId)!.sponsoredPublishOn).toBe(2031);
    expect(lastProblems('PUT /v3/episodes/{episodeId}/sponsoredContentStatus')).toContain('iso-publishOn');
  });
});

describe('4.7 episode form data batch', () => {
  it('answers several episodes for a repeated episodeUri[] in one call', async () => {
    const [a, b] = seeded(sandbox).published;
    const uris = [`platform:episode:${a.platformEpisodeId}`, `platform:episode:${b.platformEpisodeId}`];
    const res = await rest(sandbox, 'GET', '/v3/episodes/pcdFormData', { query: { 'episodeUri[]': uris } });
    expect(res.status).toBe(200);
    expect(res.body.episodes.map((e: { episodeId: number }) => e.episodeId)).toEqual([a.episodeId, b.episodeId]);
    const [call] = sandbox.hooks.calls({ route: 'GET /v3/episodes/pcdFormData' });
    expect(call.query['episodeUri[]']).toEqual(uris);
  });
});

describe('4.19 create and 4.27 delete', () => {
  it('creates an empty record with the hour offset, then updates it (isHostCreate)', async () => {
    const res = await rest(sandbox, 'POST', '/v3/stations/5002/episodes', { body: { hourOffset: -9 } });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ episodeId: expect.any(Number), stationId: 5002 });
    expect(sandbox.store.episodes.get(res.body.episodeId)).toMatchObject({ title: '', isPublished: false, publishOn: null, hourOffset: -9 });
    const update = await rest(sandbox, 'POST', `/v3/episodes/${res.body.episodeId}/update`, {
      body: { userId: 1001, title: 'Fresh', description: '', episodeType: 'bonus', isPublished: false, podcastEpisodeIsExplicit: true },
    });
    expect(update.body).toMatchObject({ title: 'Fresh', isHostCreate: true, didChangePublishState: false });
  });

  it('refuses a missing hour offset and another account\'s station', async () => {
    expect((await rest(sandbox, 'POST', '/v3/stations/5002/episodes', { body: {} })).status).toBe(400);
    expect((await rest(sandbox, 'POST', '/v3/stations/5101/episodes', { body: { hourOffset: 0 } })).status).toBe(403);
  });

  it('deletes irreversibly, drafts included', async () => {
    const draft = seeded(sandbox).drafts[0];
    const res = await rest(sandbox, 'POST', `/v3/episodes/${draft.episodeId}/delete`, {
      body: {},
      headers: { 'host-client-type': 'web', 'host-api-version': '1.2.3' },
    });
    expect(res).toMatchObject({ status: 200, body: {} });
    expect(sandbox.store.episodes.has(draft.episodeId)).toBe(false);
    expect((await rest(sandbox, 'POST', `/v3/episodes/${draft.episodeId}/delete`, { body: {} })).status).toBe(404);
  });

  it('removes a published episode\'s comments with it', async () => {
    const withComments = [...sandbox.store.comments.values()][0].episodeId;
    await rest(sandbox, 'POST', `/v3/episodes/${withComments}/delete`, { body: {} });
    expect([...sandbox.store.comments.values()].some((c) => c.episodeId === withComments)).toBe(false);
    expect(lastProblems('POST /v3/episodes/{episodeId}/delete')).toContain('missing-host-client-type');
  });
});
