import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { graphql } from '../../src/generated/client/index.js';
import { errorCodes, startStack, type Stack } from '../helpers/stack.js';
import { sendMultipartUpload } from './upload-client.js';

const Publish = graphql(`
  mutation PublishEpisodeWithMedia($input: PublishEpisodeWithMediaInput!, $file: Upload!, $size: Float) {
    publishEpisodeWithMedia(input: $input, file: $file, size: $size) {
      episode {
        id
        title
        description
        state
        publishOn
        episodeType
        isExplicit
      }
      job {
        id
        kind
        status
        episodeId
        failureReason
      }
      failure {
        failedStep
        code
        message
        createdEpisodeId
        mediaUploaded
      }
    }
  }
`);

let stack: Stack;

beforeAll(async () => {
  stack = await startStack({
    behaviour: { audioPoll404Ms: 100, mediaProcessingMs: 50 },
    config: { uploadPollInitialMs: 20, uploadPollMaxMs: 50, uploadPollTimeoutMs: 20_000 },
  });
});
afterAll(() => stack?.close());
beforeEach(() => stack.sandbox.hooks.reset());

const url = () => `${stack.gatewayUrl}/graphql`;
const publish = (input: Record<string, unknown>, file: { fileName: string; mimeType: string; bytes: number }) =>
  sendMultipartUpload({
    url: url(),
    document: Publish,
    variables: { input: { stationId: 5003, title: 'Pilot', description: '<p>First.<br>Hello</p>', ...input } as never, size: file.bytes },
    token: stack.sandbox.token,
    ...file,
  });

describe('publishEpisodeWithMedia', () => {
  it('creates, uploads, sets metadata and schedules, in the order of 4.19', async () => {
    const publishOn = new Date(Date.now() + 86_400_000 * 3);
    publishOn.setUTCMilliseconds(0);
    const res = await publish(
      { publish: 'SCHEDULE', publishOn: publishOn.toISOString(), episodeType: 'BONUS', isExplicit: true, timeZone: 'Asia/Tokyo' },
      { fileName: 'pilot.mp3', mimeType: 'audio/mpeg', bytes: 160_000 },
    );
    expect(res.errors).toBeUndefined();
    const payload = res.data!.publishEpisodeWithMedia!;
    expect(payload.failure).toBeNull();
    const id = payload.episode!.id!;
    expect(payload.job).toMatchObject({ kind: 'EPISODE_AUDIO', status: 'COMPLETED', episodeId: id });
    expect(payload.episode).toMatchObject({ state: 'SCHEDULED', episodeType: 'BONUS', isExplicit: true, title: 'Pilot', publishOn: publishOn.toISOString() });

    const hooks = stack.sandbox.hooks;
    const [create] = hooks.calls({ route: 'POST /v3/stations/{stationId}/episodes' });
    expect(create.body).toEqual({ hourOffset: -9 });
    const [update] = hooks.calls({ route: 'POST /v3/episodes/{episodeId}/update' });
    expect(update.body).toEqual({
      userId: 1001,
      title: 'Pilot',
      description: '<p>First.<br>Hello</p>',
      episodeType: 'bonus',
      isPublished: false,
      podcastEpisodeIsExplicit: true,
      publishOn: publishOn.getTime() / 1000,
      wizardDraftedToPublishOn: publishOn.toISOString(),
    });
    // Order: create, then the upload's calls, then the update.
    const routes = hooks.calls({ upstream: 'rest' }).map((c) => c.route);
    expect(routes[0]).toBe('POST /v3/stations/{stationId}/episodes');
    expect(routes.at(-1)).toBe('POST /v3/episodes/{episodeId}/update');
    expect(routes.indexOf('POST /v3/upload/{uploadId}/process_upload')).toBeGreaterThan(0);
    // A fresh episode is a draft: the overview (403 for drafts) is not even tried.
    expect(hooks.count('GET /v3/episodes/{episodeId}/overview')).toBe(0);
    expect(hooks.calls().flatMap((c) => c.problems)).toEqual([]);
    const stored = stack.sandbox.store.episodes.get(id)!;
    expect(stored).toMatchObject({ title: 'Pilot', publishOn: publishOn.getTime() / 1000, podcastEpisodeType: 'bonus' });
    expect(stored.media).toMatchObject({ mediaType: 'audio' });
  });

  it('publishes a video episode now', async () => {
    const res = await publish({ publish: 'PUBLISH_NOW', title: 'Live' }, { fileName: 'live.mp4', mimeType: 'video/mp4', bytes: 50_000 });
    const payload = res.data!.publishEpisodeWithMedia!;
    expect(payload.failure).toBeNull();
    expect(payload.job).toMatchObject({ kind: 'EPISODE_VIDEO', status: 'COMPLETED' });
    const [update] = stack.sandbox.hooks.calls({ route: 'POST /v3/episodes/{episodeId}/update' });
    expect(update.body).toMatchObject({ isPublished: true, title: 'Live', episodeType: 'full', podcastEpisodeIsExplicit: false });
    expect(stack.sandbox.store.episodes.get(payload.episode!.id!)!.isPublished).toBe(true);
  });

  it('reports the failed upload step and the episode it already created', async () => {
    const res = await publish({ publish: 'PUBLISH_NOW' }, { fileName: 'corrupt.wav', mimeType: 'audio/wav', bytes: 1000 });
    const payload = res.data!.publishEpisodeWithMedia!;
    expect(payload.failure).toMatchObject({ failedStep: 'UPLOAD', code: 'UPSTREAM_ERROR', mediaUploaded: false });
    const created = payload.failure!.createdEpisodeId!;
    expect(created).toBe(payload.episode!.id);
    expect(stack.sandbox.store.episodes.has(created)).toBe(true);
    expect(payload.failure!.message).toContain(`Episode ${created} was created`);
    // Not published with broken media.
    expect(stack.sandbox.hooks.count('POST /v3/episodes/{episodeId}/update')).toBe(0);
  });

  it('reports a failed update with the episode and its media in place', async () => {
    stack.sandbox.hooks.fault('POST /v3/episodes/{episodeId}/update', { status: 500 });
    const res = await publish({ publish: 'PUBLISH_NOW' }, { fileName: 'fine.flac', mimeType: 'audio/flac', bytes: 1000 });
    const payload = res.data!.publishEpisodeWithMedia!;
    expect(payload.failure).toMatchObject({ failedStep: 'UPDATE', code: 'UPSTREAM_ERROR', mediaUploaded: true, createdEpisodeId: payload.episode!.id });
    expect(payload.job!.status).toBe('COMPLETED');
  });

  it('reports a failed creation, with nothing created and no bytes sent', async () => {
    stack.sandbox.hooks.fault('POST /v3/stations/{stationId}/episodes', { status: 503 });
    const res = await publish({ publish: 'DRAFT' }, { fileName: 'x.mp3', mimeType: 'audio/mpeg', bytes: 1000 });
    const payload = res.data!.publishEpisodeWithMedia!;
    expect(payload.failure).toMatchObject({ failedStep: 'CREATE', createdEpisodeId: null, mediaUploaded: false });
    expect(payload.episode).toBeNull();
    expect(payload.job!.status).toBe('FAILED');
    expect(stack.sandbox.hooks.calls({ upstream: 'storage' })).toEqual([]);
  });

  it.each([
    [{ publish: 'SCHEDULE' }, 'input.publishOn'],
    [{ publish: 'SCHEDULE', publishOn: '2001-01-01T00:00:00Z' }, 'input.publishOn'],
    [{ publish: 'DRAFT', publishOn: '2099-01-01T00:00:00Z' }, 'input.publishOn'],
    [{ publish: 'DRAFT', title: '  ' }, 'input.title'],
    [{ publish: 'DRAFT', timeZone: 'Mars/Olympus' }, 'input.timeZone'],
  ])('refuses %o before creating anything', async (input, field) => {
    const res = await publish(input, { fileName: 'x.mp3', mimeType: 'audio/mpeg', bytes: 100 });
    expect(errorCodes(res.errors)).toEqual(['BAD_USER_INPUT']);
    expect(res.errors![0].extensions?.field).toBe(field);
    expect(stack.sandbox.hooks.calls()).toEqual([]);
  });

  it('refuses a file that is neither audio nor video before creating anything', async () => {
    const res = await publish({ publish: 'DRAFT' }, { fileName: 'x.png', mimeType: 'image/png', bytes: 100 });
    expect(errorCodes(res.errors)).toEqual(['BAD_USER_INPUT']);
    expect(stack.sandbox.hooks.calls()).toEqual([]);
  });
});
