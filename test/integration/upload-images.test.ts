import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { graphql } from '../../src/generated/client/index.js';
import type { EpisodeRecord } from '../../src/sandbox/data/model.js';
import { errorCodes, startStack, type Stack } from '../helpers/stack.js';
import { sendMultipartUpload } from './upload-client.js';

const UploadCover = graphql(`
  mutation UploadCoverArt($stationId: Int!, $file: Upload!, $size: Float) {
    uploadShowCoverArt(stationId: $stationId, file: $file, size: $size) {
      id
      kind
      status
      step
      bytesSent
      stationId
      episodeId
    }
  }
`);

const UploadThumbnail = graphql(`
  mutation UploadThumbnail($episodeId: Int!, $file: Upload!, $size: Float) {
    uploadEpisodeThumbnail(episodeId: $episodeId, file: $file, size: $size) {
      id
      kind
      status
      episodeId
    }
  }
`);

let stack: Stack;

beforeAll(async () => {
  stack = await startStack({
    behaviour: { imageProcessingMs: 100 },
    config: { uploadPollInitialMs: 20, uploadPollMaxMs: 100, uploadPollTimeoutMs: 20_000 },
  });
});
afterAll(() => stack?.close());
beforeEach(() => stack.sandbox.hooks.reset());

const url = () => `${stack.gatewayUrl}/graphql`;

function anEpisode(stationId: number): EpisodeRecord {
  for (const e of stack.sandbox.store.episodes.values()) if (e.stationId === stationId) return e;
  throw new Error('no episode');
}

describe('uploadShowCoverArt', () => {
  it('runs the image pipeline of 4.22 under the station, with an empty processing body', async () => {
    const res = await sendMultipartUpload({
      url: url(),
      document: UploadCover,
      variables: { stationId: 5002, size: 20_000 },
      fileName: 'cover.png',
      mimeType: 'image/png',
      bytes: 20_000,
      token: stack.sandbox.token,
    });
    expect(res.errors).toBeUndefined();
    expect(res.data!.uploadShowCoverArt).toMatchObject({ kind: 'SHOW_COVER_ART', status: 'COMPLETED', step: 'DONE', bytesSent: 20_000, stationId: 5002, episodeId: null });
    const hooks = stack.sandbox.hooks;
    expect(hooks.count('GET /v3/stations/{stationId}/images/upload/signed_url')).toBe(1);
    const [put] = hooks.calls({ upstream: 'storage' });
    expect(put).toMatchObject({ status: 200, problems: [] });
    expect(put.headers).toMatchObject({ 'content-type': 'image/png', 'content-length': '20000' });
    expect(put.headers.authorization).toBeUndefined();
    const [processed] = hooks.calls({ route: 'POST /v3/stations/{stationId}/images/upload/{uploadId}/process_upload' });
    expect(processed).toMatchObject({ status: 200, body: {} });
    const polls = hooks.calls({ route: 'GET /v3/stations/{stationId}/images/upload/{uploadId}/' });
    expect(polls.at(-1)!.status).toBe(200);
    expect(stack.sandbox.store.shows.get(5002)!.podcastImage).toMatch(/^https:\/\/images\.example\.test\/uploads\/.+\.png$/);
    // The upstream's user ID is not needed for images: no account lookups.
    expect(hooks.count('GET /v3/episodes/{episodeId}/overview')).toBe(0);
  });

  it('refuses a non-image with no upstream call', async () => {
    const res = await sendMultipartUpload({
      url: url(),
      document: UploadCover,
      variables: { stationId: 5002, size: 10 },
      fileName: 'cover.gif',
      mimeType: 'image/gif',
      bytes: 10,
      token: stack.sandbox.token,
    });
    expect(errorCodes(res.errors)).toEqual(['BAD_USER_INPUT']);
    expect(stack.sandbox.hooks.calls()).toEqual([]);
  });

  it("fails the job (not the request) when the show is another account's", async () => {
    const res = await sendMultipartUpload({
      url: url(),
      document: UploadCover,
      variables: { stationId: 5101, size: 10 },
      fileName: 'cover.jpg',
      mimeType: 'image/jpeg',
      bytes: 10,
      token: stack.sandbox.token,
    });
    expect(res.data!.uploadShowCoverArt).toMatchObject({ status: 'FAILED', step: 'SIGNED_URL' });
    expect(stack.sandbox.hooks.calls({ upstream: 'storage' })).toEqual([]);
  });
});

describe('uploadEpisodeThumbnail', () => {
  it('sends the thumbnail processing body {episodeId, uploadType: episode_image}', async () => {
    const episode = anEpisode(5001);
    const res = await sendMultipartUpload({
      url: url(),
      document: UploadThumbnail,
      variables: { episodeId: episode.episodeId, size: 5000 },
      fileName: 'thumb.jpeg',
      mimeType: 'image/jpeg',
      bytes: 5000,
      token: stack.sandbox.token,
    });
    expect(res.errors).toBeUndefined();
    expect(res.data!.uploadEpisodeThumbnail).toMatchObject({ kind: 'EPISODE_THUMBNAIL', status: 'COMPLETED', episodeId: episode.episodeId });
    const [processed] = stack.sandbox.hooks.calls({ route: 'POST /v3/episodes/{episodeId}/images/upload/{uploadId}/process_upload' });
    expect(processed).toMatchObject({ status: 200, body: { episodeId: episode.episodeId, uploadType: 'episode_image' } });
    const [put] = stack.sandbox.hooks.calls({ upstream: 'storage' });
    expect(put.headers['content-type']).toBe('image/jpeg');
    expect(stack.sandbox.store.episodes.get(episode.episodeId)!.thumbnailUrl).toMatch(/\.jpg$/);
  });
});
