import { request } from 'undici';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { graphql } from '../../src/generated/client/index.js';
import type { EpisodeRecord } from '../../src/sandbox/data/model.js';
import { errorCodes, startStack, type Stack } from '../helpers/stack.js';

const StartDirect = graphql(`
  mutation StartDirectUpload($kind: UploadKind!, $episodeId: Int, $stationId: Int, $fileName: String!, $mimeType: String!, $size: Float!) {
    startDirectUpload(kind: $kind, episodeId: $episodeId, stationId: $stationId, fileName: $fileName, mimeType: $mimeType, size: $size) {
      uploadUrl
      method
      headers
      job {
        id
        status
        step
        direct
        totalBytes
      }
    }
  }
`);

const RenewDirect = graphql(`
  mutation RenewDirectUpload($jobId: ID!) {
    renewDirectUpload(jobId: $jobId) {
      uploadUrl
      job {
        id
        status
      }
    }
  }
`);

const FinishDirect = graphql(`
  mutation FinishDirectUpload($jobId: ID!, $etag: String) {
    finishDirectUpload(jobId: $jobId, etag: $etag) {
      id
      status
      step
      failureReason
      bytesSent
      validation {
        mediaType
        durationMs
      }
    }
  }
`);

let stack: Stack;

beforeAll(async () => {
  stack = await startStack({
    behaviour: { audioPoll404Ms: 100, mediaProcessingMs: 50, imageProcessingMs: 50 },
    config: { uploadPollInitialMs: 20, uploadPollMaxMs: 100, uploadPollTimeoutMs: 20_000 },
  });
});
afterAll(() => stack?.close());
beforeEach(() => stack.sandbox.hooks.reset());

function publishedEpisode(stationId: number): EpisodeRecord {
  for (const e of stack.sandbox.store.episodes.values()) if (e.stationId === stationId && e.isPublished) return e;
  throw new Error('no published episode');
}

/** The client's own PUT to storage, as a browser would send it. */
async function putToStorage(url: string, headers: Record<string, string>, bytes: number) {
  const res = await request(url, { method: 'PUT', headers: { ...headers, 'content-length': String(bytes) }, body: Buffer.alloc(bytes, 7) });
  await res.body.dump();
  return { status: res.statusCode, etag: res.headers.etag as string | undefined };
}

describe('direct-to-storage uploads', () => {
  it('hands the signed URL to the caller, who PUTs the bytes; finishing notifies and polls', async () => {
    const episode = publishedEpisode(5001);
    const start = await stack.query(StartDirect, {
      kind: 'EPISODE_AUDIO',
      episodeId: episode.episodeId,
      stationId: 5001,
      fileName: 'big.m4a',
      mimeType: 'audio/mp4',
      size: 64_000,
    });
    const target = start.data!.startDirectUpload!;
    expect(target.job).toMatchObject({ status: 'UPLOADING', step: 'STORAGE_PUT', direct: true, totalBytes: 64_000 });
    expect(target.method).toBe('PUT');
    expect(target.uploadUrl.startsWith(stack.sandbox.storageUrl)).toBe(true);
    expect(target.headers).toEqual({ 'Content-Type': 'audio/mp4' });
    // Only the signed-URL call so far; nothing was sent to storage by the gateway.
    expect(stack.sandbox.hooks.calls({ upstream: 'storage' })).toEqual([]);

    const put = await putToStorage(target.uploadUrl, target.headers as Record<string, string>, 64_000);
    expect(put.status).toBe(200);
    expect(put.etag).toMatch(/^".+"$/);

    // The ETag as storage gave it, quotes included: the gateway removes them (4.24).
    const finish = await stack.query(FinishDirect, { jobId: target.job.id, etag: put.etag });
    expect(finish.data!.finishDirectUpload).toMatchObject({ status: 'COMPLETED', bytesSent: 64_000, validation: { mediaType: 'AUDIO', durationMs: 4000 } });
    const [notify] = stack.sandbox.hooks.calls({ route: 'POST /v3/upload/{uploadId}/process_upload' });
    expect(notify.body).toMatchObject({ userId: 1001, uploadType: 'default', parts: [{ partNumber: 1, etag: put.etag!.slice(1, -1) }], caption: 'big.m4a' });
  });

  it('finishes once: a second finish is refused', async () => {
    const start = await stack.query(StartDirect, { kind: 'SHOW_COVER_ART', stationId: 5003, fileName: 'c.png', mimeType: 'image/png', size: 100 });
    const target = start.data!.startDirectUpload!;
    await putToStorage(target.uploadUrl, target.headers as Record<string, string>, 100);
    const first = await stack.query(FinishDirect, { jobId: target.job.id });
    expect(first.data!.finishDirectUpload!.status).toBe('COMPLETED');
    const second = await stack.query(FinishDirect, { jobId: target.job.id }, { expectErrors: true });
    expect(errorCodes(second.errors)).toEqual(['BAD_USER_INPUT']);
    expect(stack.sandbox.hooks.count('POST /v3/stations/{stationId}/images/upload/{uploadId}/process_upload')).toBe(1);
  });

  it('re-issues an expired URL once, for the new upload', async () => {
    const start = await stack.query(StartDirect, { kind: 'SHOW_COVER_ART', stationId: 5003, fileName: 'c.jpg', mimeType: 'image/jpeg', size: 100 });
    const first = start.data!.startDirectUpload!;
    const renewed = await stack.query(RenewDirect, { jobId: first.job.id });
    const second = renewed.data!.renewDirectUpload!;
    expect(second.uploadUrl).not.toBe(first.uploadUrl);
    const again = await stack.query(RenewDirect, { jobId: first.job.id }, { expectErrors: true });
    expect(errorCodes(again.errors)).toEqual(['BAD_USER_INPUT']);
    expect((await putToStorage(second.uploadUrl, { 'Content-Type': 'image/jpeg' }, 100)).status).toBe(200);
    const finish = await stack.query(FinishDirect, { jobId: first.job.id });
    expect(finish.data!.finishDirectUpload!.status).toBe('COMPLETED');
  });

  it('validates like the one-call mutations, before any upstream call', async () => {
    const res = await stack.query(
      StartDirect,
      { kind: 'EPISODE_VIDEO', episodeId: 1, stationId: 5001, fileName: 'a.mp4', mimeType: 'video/mp4', size: 5 * 1024 ** 3 },
      { expectErrors: true },
    );
    expect(errorCodes(res.errors)).toEqual(['BAD_USER_INPUT']);
    expect(stack.sandbox.hooks.calls()).toEqual([]);
  });

  it("keeps jobs to their owner's account: another account cannot finish or renew them", async () => {
    const start = await stack.query(StartDirect, { kind: 'SHOW_COVER_ART', stationId: 5003, fileName: 'c.png', mimeType: 'image/png', size: 100 });
    const jobId = start.data!.startDirectUpload!.job.id;
    const other = { token: stack.sandbox.tokens.other, expectErrors: true };
    expect(errorCodes((await stack.query(FinishDirect, { jobId }, other)).errors)).toEqual(['NOT_FOUND']);
    expect(errorCodes((await stack.query(RenewDirect, { jobId }, other)).errors)).toEqual(['NOT_FOUND']);
  });
});
