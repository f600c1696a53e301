import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { graphql } from '../../src/generated/client/index.js';
import type { EpisodeRecord } from '../../src/sandbox/data/model.js';
import { startStack, type Stack } from '../helpers/stack.js';
import { sendMultipartUpload } from './upload-client.js';

const UploadAudio = graphql(`
  mutation UploadAudio($episodeId: Int!, $stationId: Int!, $file: Upload!, $size: Float, $jobId: ID) {
    uploadEpisodeAudio(episodeId: $episodeId, stationId: $stationId, file: $file, size: $size, jobId: $jobId) {
      id
      status
      step
      failureReason
      failureCode
      bytesSent
      totalBytes
      mimeType
      validation {
        mediaType
        durationMs
        duration
      }
    }
  }
`);

const UploadVideo = graphql(`
  mutation UploadVideo($episodeId: Int!, $stationId: Int!, $file: Upload!, $size: Float) {
    uploadEpisodeVideo(episodeId: $episodeId, stationId: $stationId, file: $file, size: $size) {
      id
      status
      failureReason
      validation {
        mediaType
        durationMs
      }
    }
  }
`);

const JobQuery = graphql(`
  query UploadJobState($id: ID!) {
    uploadJob(id: $id) {
      id
      status
      step
      failureCode
      failureReason
      bytesSent
    }
  }
`);

let stack: Stack;

beforeAll(async () => {
  stack = await startStack({
    behaviour: { audioPoll404Ms: 300, mediaProcessingMs: 100, imageProcessingMs: 100 },
    config: { uploadPollInitialMs: 20, uploadPollMaxMs: 100, uploadPollTimeoutMs: 20_000 },
  });
});
afterAll(() => stack?.close());
beforeEach(() => stack.sandbox.hooks.reset());

function episodeOf(stationId: number, state: 'draft' | 'published'): EpisodeRecord {
  for (const e of stack.sandbox.store.episodes.values()) {
    if (e.stationId !== stationId) continue;
    if (state === 'published' && e.isPublished) return e;
    if (state === 'draft' && !e.isPublished && e.publishOn === null) return e;
  }
  throw new Error(`no ${state} episode in station ${stationId}`);
}

const url = () => `${stack.gatewayUrl}/graphql`;

describe('uploadEpisodeAudio', () => {
  it('runs the whole audio pipeline of the spec and completes', async () => {
    const episode = episodeOf(5001, 'published');
    const size = 300_000;
    const res = await sendMultipartUpload({
      url: url(),
      document: UploadAudio,
      variables: { episodeId: episode.episodeId, stationId: 5001, size },
      fileName: 'interview.mp3',
      mimeType: 'audio/mpeg',
      bytes: size,
      token: stack.sandbox.token,
    });
    expect(res.errors).toBeUndefined();
    const job = res.data!.uploadEpisodeAudio!;
    expect(job).toMatchObject({ status: 'COMPLETED', step: 'DONE', bytesSent: size, totalBytes: size, mimeType: 'audio/mpeg', failureReason: null });
    expect(job.validation).toMatchObject({ mediaType: 'AUDIO', durationMs: size / 16, duration: size / 16 / 1000 });

    const hooks = stack.sandbox.hooks;
    expect(hooks.count('GET /v3/episodes/{episodeId}/upload/signedUrl')).toBe(1);
    expect(hooks.count('PUT /storage/{bucket}/{key}')).toBe(1);
    expect(hooks.count('POST /v3/upload/{uploadId}/process_upload')).toBe(1);
    const [put] = hooks.calls({ upstream: 'storage' });
    expect(put.status).toBe(200);
    expect(put.problems).toEqual([]);
    expect(put.headers.authorization).toBeUndefined();
    expect(put.headers['content-length']).toBe(String(size));
    expect(put.headers['content-type']).toBe('audio/mpeg');

    const [signed] = hooks.calls({ route: 'GET /v3/episodes/{episodeId}/upload/signedUrl' });
    expect(signed.query).toMatchObject({ filename: 'interview.mp3', type: 'audio/mpeg', isMumsCompatible: 'true' });
    const [notify] = hooks.calls({ route: 'POST /v3/upload/{uploadId}/process_upload' });
    const upload = [...stack.sandbox.store.uploads.values()].find((u) => u.episodeId === episode.episodeId && u.kind === 'audio')!;
    expect(notify.body).toEqual({
      userId: 1001,
      uploadType: 'default',
      origin: 'episode-media:upload',
      caption: 'interview.mp3',
      isExtractedFromVideo: false,
      isMultipartUpload: true,
      parts: [{ partNumber: 1, etag: upload.etag }],
      uploadId: upload.uploadId,
      episodeId: episode.episodeId,
      stationId: 5001,
    });
    expect(notify.status).toBe(200);
    // The 404 window of 4.26 was met and waited out.
    const polls = hooks.calls({ route: 'GET /v3/upload/media/{uploadId}' });
    expect(polls.some((c) => c.status === 404)).toBe(true);
    expect(polls.at(-1)!.status).toBe(200);
    expect(polls.every((c) => c.query.includeMediaValidation === 'true')).toBe(true);
    expect(stack.sandbox.store.episodes.get(episode.episodeId)!.media).toMatchObject({ uploadId: upload.uploadId, mediaType: 'audio' });
    expect(hooks.calls().flatMap((c) => c.problems)).toEqual([]);
  });

  it('finds the user ID of a draft, which the overview refuses, through the show', async () => {
    const episode = episodeOf(5002, 'draft');
    const res = await sendMultipartUpload({
      url: url(),
      document: UploadAudio,
      variables: { episodeId: episode.episodeId, stationId: 5002, size: 1000 },
      fileName: 'draft.wav',
      mimeType: 'audio/wav',
      bytes: 1000,
      token: stack.sandbox.token,
    });
    expect(res.data?.uploadEpisodeAudio!.status).toBe('COMPLETED');
    const [notify] = stack.sandbox.hooks.calls({ route: 'POST /v3/upload/{uploadId}/process_upload' });
    expect((notify.body as { userId: number }).userId).toBe(1001);
  });
});

describe('uploadEpisodeVideo', () => {
  it('uses the video field names and completion body', async () => {
    const episode = episodeOf(5003, 'published');
    const size = 500_000;
    const res = await sendMultipartUpload({
      url: url(),
      document: UploadVideo,
      variables: { episodeId: episode.episodeId, stationId: 5003, size },
      fileName: 'Episode Cut.MOV',
      mimeType: 'video/quicktime',
      bytes: size,
      token: stack.sandbox.token,
    });
    expect(res.errors).toBeUndefined();
    expect(res.data!.uploadEpisodeVideo).toMatchObject({ status: 'COMPLETED', validation: { mediaType: 'VIDEO', durationMs: size / 250 } });
    const [notify] = stack.sandbox.hooks.calls({ route: 'POST /v3/upload/{uploadId}/process_upload' });
    expect(notify.body).toMatchObject({ uploadType: 'video', isExtractedFromVideo: true, userId: 1001, stationId: 5003, caption: 'Episode Cut.MOV' });
    // Video polls have no 404 window upstream.
    expect(stack.sandbox.hooks.calls({ route: 'GET /v3/upload/media/{uploadId}' }).every((c) => c.status === 200)).toBe(true);
  });
});

describe('failures', () => {
  it('ends FAILED with the reason when the host cannot process the file', async () => {
    const episode = episodeOf(5001, 'published');
    const res = await sendMultipartUpload({
      url: url(),
      document: UploadAudio,
      variables: { episodeId: episode.episodeId, stationId: 5001, size: 2048 },
      fileName: 'corrupt-take.mp3',
      mimeType: 'audio/mpeg',
      bytes: 2048,
      token: stack.sandbox.token,
    });
    expect(res.data!.uploadEpisodeAudio).toMatchObject({ status: 'FAILED', step: 'POLL', failureCode: 'UPSTREAM_ERROR' });
    expect(res.data!.uploadEpisodeAudio!.failureReason).toMatch(/could not process/);
  });
});

describe('jobs', () => {
  it('are readable by their owner and invisible to another account', async () => {
    const episode = episodeOf(5001, 'published');
    const jobId = randomUUID();
    const res = await sendMultipartUpload({
      url: url(),
      document: UploadAudio,
      variables: { episodeId: episode.episodeId, stationId: 5001, size: 100, jobId },
      fileName: 'a.flac',
      mimeType: 'audio/flac',
      bytes: 100,
      token: stack.sandbox.token,
    });
    expect(res.data!.uploadEpisodeAudio!.id).toBe(jobId);
    const mine = await stack.query(JobQuery, { id: jobId });
    expect(mine.data?.uploadJob).toMatchObject({ id: jobId, status: 'COMPLETED', bytesSent: 100 });
    const theirs = await stack.query(JobQuery, { id: jobId }, { token: stack.sandbox.tokens.other });
    expect(theirs.data?.uploadJob).toBeNull();
  });

  it("are readable with another token of the owner's account, which proves itself by reading the show", async () => {
    const episode = episodeOf(5001, 'published');
    const jobId = randomUUID();
    await sendMultipartUpload({
      url: url(),
      document: UploadAudio,
      variables: { episodeId: episode.episodeId, stationId: 5001, size: 100, jobId },
      fileName: 'b.flac',
      mimeType: 'audio/flac',
      bytes: 100,
      token: stack.sandbox.token,
    });
    stack.sandbox.hooks.clearLog();
    const sameAccount = await stack.query(JobQuery, { id: jobId }, { token: stack.sandbox.tokens.connector });
    expect(sameAccount.data?.uploadJob).toMatchObject({ id: jobId, status: 'COMPLETED' });
    expect(stack.sandbox.hooks.calls().map((c) => c.route)).toEqual(['GET /v3/stations/{stationId}/metadata']);
    // The creating token itself costs no upstream call.
    stack.sandbox.hooks.clearLog();
    await stack.query(JobQuery, { id: jobId });
    expect(stack.sandbox.hooks.calls()).toEqual([]);
  });
});
