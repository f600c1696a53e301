import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createHash, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { graphql } from '../../src/generated/client/index.js';
import type { EpisodeRecord } from '../../src/sandbox/data/model.js';
import { createLogger } from '../../src/logger.js';
import { errorCodes, startStack, type Stack } from '../helpers/stack.js';
import { numberedBytes, sendMultipartUpload } from './upload-client.js';

const UploadAudio = graphql(`
  mutation UploadAudioChecked($episodeId: Int!, $stationId: Int!, $file: Upload!, $size: Float, $jobId: ID) {
    uploadEpisodeAudio(episodeId: $episodeId, stationId: $stationId, file: $file, size: $size, jobId: $jobId) {
      id
      status
      step
      failureCode
      failureReason
      bytesSent
      totalBytes
    }
  }
`);

const UploadVideo = graphql(`
  mutation UploadVideoChecked($episodeId: Int!, $stationId: Int!, $file: Upload!, $size: Float) {
    uploadEpisodeVideo(episodeId: $episodeId, stationId: $stationId, file: $file, size: $size) {
      id
      status
    }
  }
`);

const JobState = graphql(`
  query UploadJobAfterDisconnect($id: ID!) {
    uploadJob(id: $id) {
      status
      step
      failureCode
      failureReason
    }
  }
`);

let stack: Stack;
let spoolDir: string;
/** Every line the gateway logs, at debug level: signed URLs must never be among them. */
const logLines: string[] = [];
const MiB = 1024 * 1024;

beforeAll(async () => {
  spoolDir = await mkdtemp(join(tmpdir(), 'gw-upload-test-'));
  stack = await startStack({
    logger: createLogger({ level: 'debug', write: (line) => logLines.push(line) }),
    behaviour: { audioPoll404Ms: 50, mediaProcessingMs: 50, imageProcessingMs: 50 },
    config: { uploadPollInitialMs: 20, uploadPollMaxMs: 100, uploadPollTimeoutMs: 20_000, uploadSpoolDir: spoolDir },
  });
});
afterAll(async () => {
  await stack?.close();
  await rm(spoolDir, { recursive: true, force: true });
});
beforeEach(() => stack.sandbox.hooks.reset());

function publishedEpisode(stationId: number): EpisodeRecord {
  for (const e of stack.sandbox.store.episodes.values()) if (e.stationId === stationId && e.isPublished) return e;
  throw new Error('no published episode');
}

const url = () => `${stack.gatewayUrl}/graphql`;
type AudioVars = Omit<Parameters<typeof sendMultipartUpload<unknown, Record<string, unknown>>>[0], 'document'>;
const upload = (over: Partial<AudioVars> & { variables?: Record<string, unknown> }) => {
  const episode = publishedEpisode(5001);
  return sendMultipartUpload({
    url: url(),
    document: UploadAudio,
    fileName: 'take.mp3',
    mimeType: 'audio/mpeg',
    bytes: 4096,
    token: stack.sandbox.token,
    ...over,
    variables: { episodeId: episode.episodeId, stationId: 5001, size: over.bytes ?? 4096, ...over.variables } as never,
  });
};

describe('validation before bytes move', () => {
  it('refuses a declared size over the audio limit with BAD_USER_INPUT and no upstream call, without reading the file', async () => {
    // 32 MiB are on their way, but the declared size is already too big: the answer comes first.
    const res = await upload({ bytes: 32 * MiB, variables: { size: 501 * MiB } });
    expect(res.clientError).toBeUndefined();
    expect(errorCodes(res.errors)).toEqual(['BAD_USER_INPUT']);
    expect(res.errors![0].message).toMatch(/at most 524288000 bytes/);
    expect(stack.sandbox.hooks.calls()).toEqual([]);
  });

  it('refuses a video over 4 GiB the same way', async () => {
    const episode = publishedEpisode(5001);
    const res = await sendMultipartUpload({
      url: url(),
      document: UploadVideo,
      variables: { episodeId: episode.episodeId, stationId: 5001, size: 4 * 1024 * MiB + 1 },
      fileName: 'long.mp4',
      mimeType: 'video/mp4',
      bytes: 1024,
      token: stack.sandbox.token,
    });
    expect(errorCodes(res.errors)).toEqual(['BAD_USER_INPUT']);
    expect(stack.sandbox.hooks.calls()).toEqual([]);
  });

  it.each([
    ['notes.txt', 'text/plain'],
    ['take.mp3', 'video/mp4'],
    ['take.mp4', 'audio/mpeg'],
    ['take', 'audio/mpeg'],
    ['cover.png', 'image/png'],
  ])('refuses %s as %s (extension and MIME type must both be audio) with no upstream call', async (fileName, mimeType) => {
    const res = await upload({ fileName, mimeType });
    expect(errorCodes(res.errors)).toEqual(['BAD_USER_INPUT']);
    expect(res.errors![0].message).toMatch(/mp3 \(audio\/mpeg\)/);
    expect(stack.sandbox.hooks.calls()).toEqual([]);
  });

  it('refuses a video file sent to the audio mutation', async () => {
    const res = await upload({ fileName: 'clip.mov', mimeType: 'video/quicktime' });
    expect(errorCodes(res.errors)).toEqual(['BAD_USER_INPUT']);
    expect(stack.sandbox.hooks.calls()).toEqual([]);
  });

  it('refuses a request without a token before any upstream call', async () => {
    const res = await upload({ token: null });
    expect(errorCodes(res.errors)).toEqual(['UNAUTHENTICATED']);
    expect(stack.sandbox.hooks.calls()).toEqual([]);
  });
});

describe('transfer limits', () => {
  it('aborts the storage PUT when the file is longer than its declared size, and fails the job', async () => {
    const res = await upload({ bytes: 2 * MiB, variables: { size: MiB } });
    expect(res.data?.uploadEpisodeAudio).toMatchObject({ status: 'FAILED', step: 'STORAGE_PUT', failureCode: 'BAD_USER_INPUT' });
    expect(res.data!.uploadEpisodeAudio!.failureReason).toMatch(/larger than its declared size/);
    // Storage logs an aborted PUT when it sees its socket close, a moment after the job failed.
    const puts = await eventually(() => stack.sandbox.hooks.calls({ upstream: 'storage' }), (c) => c.length > 0);
    expect(puts).toHaveLength(1);
    expect(puts[0].problems).toContain('client-aborted');
    expect(stack.sandbox.store.objects.size).toBe(0);
    expect(stack.sandbox.hooks.count('POST /v3/upload/{uploadId}/process_upload')).toBe(0);
  });

  it('fails the job when the file is shorter than its declared size, and notifies nothing', async () => {
    const res = await upload({ bytes: 1000, variables: { size: 5000 } });
    expect(res.data?.uploadEpisodeAudio).toMatchObject({ status: 'FAILED', failureCode: 'BAD_USER_INPUT' });
    await eventually(() => stack.sandbox.hooks.calls({ upstream: 'storage' }), (c) => c.length > 0);
    expect(stack.sandbox.store.objects.size).toBe(0);
    expect(stack.sandbox.hooks.count('POST /v3/upload/{uploadId}/process_upload')).toBe(0);
  });
});

describe('a client that disconnects mid-upload', () => {
  it('leaves a FAILED job, an aborted storage PUT and nothing stored', async () => {
    const jobId = randomUUID();
    const res = await upload({ bytes: 8 * MiB, abortAfterBytes: 2 * MiB, variables: { size: 8 * MiB, jobId } });
    expect(res.clientError).toBeDefined();
    const job = await waitForTerminal(jobId);
    expect(job).toMatchObject({ status: 'FAILED', failureCode: 'BAD_USER_INPUT' });
    expect(job.failureReason).toMatch(/client disconnected/);
    const puts = await eventually(() => stack.sandbox.hooks.calls({ upstream: 'storage' }), (c) => c.length > 0);
    expect(puts).toHaveLength(1);
    expect(puts[0].problems).toContain('client-aborted');
    expect(stack.sandbox.store.objects.size).toBe(0);
    expect(stack.sandbox.hooks.count('POST /v3/upload/{uploadId}/process_upload')).toBe(0);
  });

  it('leaves no temporary file behind when the file was being spooled', async () => {
    const jobId = randomUUID();
    const res = await upload({ bytes: 8 * MiB, abortAfterBytes: 2 * MiB, variables: { size: null, jobId } });
    expect(res.clientError).toBeDefined();
    expect(await waitForTerminal(jobId)).toMatchObject({ status: 'FAILED' });
    expect(await readdir(spoolDir)).toEqual([]);
    expect(stack.sandbox.hooks.calls({ upstream: 'storage' })).toEqual([]);
  });
});

describe('without a declared size', () => {
  it('spools the file to learn its size, sends it with a Content-Length, and removes the spool', async () => {
    const res = await upload({ bytes: 3 * MiB + 17, variables: { size: null } });
    expect(res.data?.uploadEpisodeAudio).toMatchObject({ status: 'COMPLETED', bytesSent: 3 * MiB + 17, totalBytes: 3 * MiB + 17 });
    const [put] = stack.sandbox.hooks.calls({ upstream: 'storage' });
    expect(put.headers['content-length']).toBe(String(3 * MiB + 17));
    expect(await readdir(spoolDir)).toEqual([]);
  });
});

describe('an expired signed URL', () => {
  it('is re-issued once and the upload completes with the new upload ID', async () => {
    stack.sandbox.hooks.fault('PUT /storage/{bucket}/{key}', { status: 403, times: 1 });
    const res = await upload({ bytes: MiB });
    expect(res.data?.uploadEpisodeAudio!.status).toBe('COMPLETED');
    const hooks = stack.sandbox.hooks;
    expect(hooks.count('GET /v3/episodes/{episodeId}/upload/signedUrl')).toBe(2);
    expect(hooks.calls({ upstream: 'storage' }).map((c) => c.status)).toEqual([403, 200]);
    const [notify] = hooks.calls({ route: 'POST /v3/upload/{uploadId}/process_upload' });
    const stored = [...stack.sandbox.store.uploads.values()].find((u) => u.etag !== null)!;
    expect((notify.body as { uploadId: string }).uploadId).toBe(stored.uploadId);
  });

  it('replays the bytes the refused PUT already took: storage stores the whole file, in order', async () => {
    // Storage reads 2 MiB of the first PUT before refusing it, so the retry starts with at least
    // that much from the replay buffer (8 MiB) while the rest of the file still arrives from the
    // client; numbered bytes make a chunk sent twice, dropped or out of turn change the MD5.
    stack.sandbox.hooks.fault('PUT /storage/{bucket}/{key}', { status: 403, times: 1, afterBodyBytes: 2 * MiB });
    const bytes = 5 * MiB + 3;
    const res = await upload({ bytes, numbered: true });
    expect(res.data?.uploadEpisodeAudio).toMatchObject({ status: 'COMPLETED', bytesSent: bytes, totalBytes: bytes });
    const hooks = stack.sandbox.hooks;
    expect(hooks.calls({ upstream: 'storage' }).map((c) => c.status)).toEqual([403, 200]);
    expect(hooks.count('GET /v3/episodes/{episodeId}/upload/signedUrl')).toBe(2);
    const stored = [...stack.sandbox.store.uploads.values()].filter((u) => u.etag !== null);
    expect(stored).toHaveLength(1);
    expect(stored[0].size).toBe(bytes);
    expect(stored[0].etag).toBe(createHash('md5').update(numberedBytes(0, bytes)).digest('hex'));
  });

  it('never puts a signed URL in a log line or a job', async () => {
    stack.sandbox.hooks.fault('PUT /storage/{bucket}/{key}', { status: 403, times: 2 });
    logLines.length = 0;
    const res = await upload({ bytes: 4096 });
    expect(res.data?.uploadEpisodeAudio!.status).toBe('FAILED');
    const signatures = stack.sandbox.hooks.calls({ upstream: 'storage' }).map((c) => String(c.query['X-Sbx-Signature']));
    expect(signatures).toHaveLength(2);
    // The failure was logged (with the route template), just not the URL.
    expect(logLines.some((l) => l.includes('upload failed') && l.includes('PUT {signedUrl}'))).toBe(true);
    const everything = [...logLines, JSON.stringify(res)].join('\n');
    for (const signature of signatures) expect(everything).not.toContain(signature);
    expect(everything).not.toContain('X-Sbx-Signature');
  });

  it('is re-issued only once: a second 403 fails the job', async () => {
    stack.sandbox.hooks.fault('PUT /storage/{bucket}/{key}', { status: 403, times: 2 });
    const res = await upload({ bytes: 4096 });
    expect(res.data?.uploadEpisodeAudio).toMatchObject({ status: 'FAILED', step: 'STORAGE_PUT', failureCode: 'FORBIDDEN' });
    expect(stack.sandbox.hooks.count('GET /v3/episodes/{episodeId}/upload/signedUrl')).toBe(2);
    // The failure names the route template, never the signed URL.
    expect(res.data!.uploadEpisodeAudio!.failureReason).toContain('PUT {signedUrl}');
    expect(res.data!.uploadEpisodeAudio!.failureReason).not.toMatch(/http|Signature|Expires/);
  });

  it('is re-issued when the URL really expired (a tiny signed-URL lifetime)', async () => {
    stack.sandbox.behaviour.signedUrlTtlMs = 0;
    try {
      const res = await upload({ bytes: 4096 });
      // Both URLs are dead on arrival: one re-issue, then the job fails with storage's 403.
      expect(res.data?.uploadEpisodeAudio).toMatchObject({ status: 'FAILED', failureCode: 'FORBIDDEN' });
      expect(stack.sandbox.hooks.calls({ upstream: 'storage' }).map((c) => c.problems)).toEqual([['expired'], ['expired']]);
    } finally {
      stack.sandbox.behaviour.signedUrlTtlMs = 900_000;
    }
  });
});

async function waitForTerminal(id: string) {
  for (let i = 0; i < 200; i++) {
    const res = await stack.query(JobState, { id });
    const job = res.data?.uploadJob;
    if (job && (job.status === 'FAILED' || job.status === 'COMPLETED')) return job;
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error(`job ${id} never finished`);
}

/** Polls a value until `done` holds (bounded), for effects the upstream logs asynchronously. */
async function eventually<T>(read: () => T, done: (value: T) => boolean): Promise<T> {
  for (let i = 0; i < 200; i++) {
    const value = read();
    if (done(value)) return value;
    await new Promise((r) => setTimeout(r, 10));
  }
  return read();
}
