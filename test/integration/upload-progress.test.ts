import { randomUUID } from 'node:crypto';
import { request } from 'undici';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { graphql } from '../../src/generated/client/index.js';
import type { EpisodeRecord } from '../../src/sandbox/data/model.js';
import { startStack, type Stack } from '../helpers/stack.js';
import { collectSse, sendMultipartUpload } from './upload-client.js';

const Progress = graphql(`
  subscription UploadProgress($jobId: ID!) {
    uploadProgress(jobId: $jobId) {
      id
      status
      step
      bytesSent
      totalBytes
    }
  }
`);

const UploadAudio = graphql(`
  mutation UploadAudioFollowed($episodeId: Int!, $stationId: Int!, $file: Upload!, $size: Float, $jobId: ID) {
    uploadEpisodeAudio(episodeId: $episodeId, stationId: $stationId, file: $file, size: $size, jobId: $jobId) {
      id
      status
    }
  }
`);

const StartCover = graphql(`
  mutation StartDirectCover($stationId: Int!, $size: Float!) {
    startDirectUpload(kind: SHOW_COVER_ART, stationId: $stationId, fileName: "cover.png", mimeType: "image/png", size: $size) {
      uploadUrl
      headers
      job {
        id
      }
    }
  }
`);

const FinishCover = graphql(`
  mutation FinishDirectCover($jobId: ID!) {
    finishDirectUpload(jobId: $jobId, waitForProcessing: false) {
      id
      status
    }
  }
`);

let stack: Stack;

beforeAll(async () => {
  stack = await startStack({
    behaviour: { audioPoll404Ms: 100, mediaProcessingMs: 100, imageProcessingMs: 150 },
    config: { uploadPollInitialMs: 20, uploadPollMaxMs: 50, uploadPollTimeoutMs: 20_000 },
  });
});
afterAll(() => stack?.close());
beforeEach(() => stack.sandbox.hooks.reset());

const url = () => `${stack.gatewayUrl}/graphql`;

function publishedEpisode(stationId: number): EpisodeRecord {
  for (const e of stack.sandbox.store.episodes.values()) if (e.stationId === stationId && e.isPublished) return e;
  throw new Error('no published episode');
}

describe('uploadProgress over SSE', () => {
  it('streams every state of a job, from its current one to COMPLETED, then ends', async () => {
    const start = await stack.query(StartCover, { stationId: 5001, size: 1000 });
    const target = start.data!.startDirectUpload!;
    const seen: string[] = [];
    let resolveFirst!: () => void;
    const first = new Promise<void>((r) => (resolveFirst = r));
    const events = collectSse(url(), Progress, { jobId: target.job.id }, {
      token: stack.sandbox.token,
      onEvent: (e) => {
        seen.push(e.data?.uploadProgress.status ?? 'error');
        resolveFirst();
      },
    });
    await first; // the subscription is live: it sent the job's current state
    const put = await request(target.uploadUrl, { method: 'PUT', headers: { ...(target.headers as Record<string, string>), 'content-length': '1000' }, body: Buffer.alloc(1000) });
    await put.body.dump();
    const finished = await stack.query(FinishCover, { jobId: target.job.id });
    expect(finished.data!.finishDirectUpload!.status).toBe('PROCESSING');

    const all = await events;
    expect(all.every((e) => e.errors === undefined)).toBe(true);
    expect(seen[0]).toBe('UPLOADING');
    expect(seen).toContain('PROCESSING');
    expect(seen.at(-1)).toBe('COMPLETED');
    // States only move forward.
    const order = ['UPLOADING', 'PROCESSING', 'COMPLETED'];
    expect(seen.map((s) => order.indexOf(s))).toEqual([...seen.map((s) => order.indexOf(s))].sort((a, b) => a - b));
  });

  it('can be subscribed before the upload starts, with a client-chosen job ID', async () => {
    const jobId = randomUUID();
    const episode = publishedEpisode(5001);
    const events = collectSse(url(), Progress, { jobId }, { token: stack.sandbox.token });
    const res = await sendMultipartUpload({
      url: url(),
      document: UploadAudio,
      variables: { episodeId: episode.episodeId, stationId: 5001, size: 2 * 1024 * 1024, jobId },
      fileName: 'followed.ogg',
      mimeType: 'audio/ogg',
      bytes: 2 * 1024 * 1024,
      token: stack.sandbox.token,
    });
    expect(res.data!.uploadEpisodeAudio).toMatchObject({ id: jobId, status: 'COMPLETED' });
    const all = await events;
    const last = all.at(-1)!.data!.uploadProgress;
    expect(last).toMatchObject({ id: jobId, status: 'COMPLETED', step: 'DONE', bytesSent: 2 * 1024 * 1024, totalBytes: 2 * 1024 * 1024 });
  });

  it("does not show a job to another account's subscription", async () => {
    const start = await stack.query(StartCover, { stationId: 5001, size: 1000 });
    const events = await collectSse(url(), Progress, { jobId: start.data!.startDirectUpload!.job.id }, { token: stack.sandbox.tokens.other });
    expect(events).toHaveLength(1);
    expect(events[0].errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });
});
