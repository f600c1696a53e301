import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { graphql } from '../../src/generated/client/index.js';
import type { SandboxVariant } from '../../src/sandbox/index.js';
import { startStack, type Stack } from '../helpers/stack.js';
import { sendMultipartUpload } from './upload-client.js';

/**
 * The upload pipelines (4.22 to 4.26) against a REST upstream that adds unknown fields to every
 * answer and sends its 404s (the audio poll's first 30-60 s) and other errors as HTML pages:
 * only the fields the spec lists and the statuses may matter.
 */

const VariantUploadAudio = graphql(`
  mutation VariantUploadAudio($episodeId: Int!, $stationId: Int!, $file: Upload!, $size: Float) {
    uploadEpisodeAudio(episodeId: $episodeId, stationId: $stationId, file: $file, size: $size) {
      status
      failureReason
      validation {
        mediaType
        durationMs
      }
    }
  }
`);

const VariantUploadCover = graphql(`
  mutation VariantUploadCover($stationId: Int!, $file: Upload!, $size: Float) {
    uploadShowCoverArt(stationId: $stationId, file: $file, size: $size) {
      status
      failureReason
    }
  }
`);

// Mutable: the sandbox reads its REST variant on every call, so one test can add a knob.
const variant: SandboxVariant = { rest: { extraFields: true, errorBody: 'html' } };
let stack: Stack;
beforeAll(async () => {
  stack = await startStack({
    variant,
    behaviour: { audioPoll404Ms: 200, mediaProcessingMs: 100, imageProcessingMs: 100 },
    config: { uploadPollInitialMs: 20, uploadPollMaxMs: 100, uploadPollTimeoutMs: 20_000 },
  });
});
afterAll(() => stack?.close());
beforeEach(() => {
  stack.sandbox.hooks.reset();
  delete variant.rest!.plainTextSuccess;
});

const published = () => [...stack.sandbox.store.episodes.values()].find((e) => e.stationId === 5001 && e.isPublished)!;

describe('uploads against a host with unknown fields and HTML error pages', () => {
  it('runs the audio pipeline through the HTML 404s of the poll window to COMPLETED', async () => {
    const size = 160_000;
    const res = await sendMultipartUpload({
      url: `${stack.gatewayUrl}/graphql`,
      document: VariantUploadAudio,
      variables: { episodeId: published().episodeId, stationId: 5001, size },
      fileName: 'take.mp3',
      mimeType: 'audio/mpeg',
      bytes: size,
      token: stack.sandbox.token,
    });
    expect(res.errors).toBeUndefined();
    expect(res.data?.uploadEpisodeAudio).toEqual({ status: 'COMPLETED', failureReason: null, validation: { mediaType: 'AUDIO', durationMs: size / 16 } });
    const polls = stack.sandbox.hooks.calls({ route: 'GET /v3/upload/media/{uploadId}' });
    expect(polls.some((c) => c.status === 404)).toBe(true);
  });

  it('runs the cover art pipeline to COMPLETED', async () => {
    const size = 20_000;
    const res = await sendMultipartUpload({
      url: `${stack.gatewayUrl}/graphql`,
      document: VariantUploadCover,
      variables: { stationId: 5001, size },
      fileName: 'cover.png',
      mimeType: 'image/png',
      bytes: size,
      token: stack.sandbox.token,
    });
    expect(res.errors).toBeUndefined();
    expect(res.data?.uploadShowCoverArt).toEqual({ status: 'COMPLETED', failureReason: null });
  });

  it('takes a plain-text 2xx answer to process_upload (body not shown, 4.29) as done, for media and images', async () => {
    variant.rest!.plainTextSuccess = [
      'POST /v3/upload/{uploadId}/process_upload',
      'POST /v3/stations/{stationId}/images/upload/{uploadId}/process_upload',
    ];
    const audio = await sendMultipartUpload({
      url: `${stack.gatewayUrl}/graphql`,
      document: VariantUploadAudio,
      variables: { episodeId: published().episodeId, stationId: 5001, size: 32_000 },
      fileName: 'plain.mp3',
      mimeType: 'audio/mpeg',
      bytes: 32_000,
      token: stack.sandbox.token,
    });
    expect(audio.errors).toBeUndefined();
    expect(audio.data?.uploadEpisodeAudio?.status).toBe('COMPLETED');
    const cover = await sendMultipartUpload({
      url: `${stack.gatewayUrl}/graphql`,
      document: VariantUploadCover,
      variables: { stationId: 5001, size: 10_000 },
      fileName: 'plain.png',
      mimeType: 'image/png',
      bytes: 10_000,
      token: stack.sandbox.token,
    });
    expect(cover.errors).toBeUndefined();
    expect(cover.data?.uploadShowCoverArt?.status).toBe('COMPLETED');
    expect(stack.sandbox.hooks.count('POST /v3/upload/{uploadId}/process_upload')).toBe(1);
  });
});
