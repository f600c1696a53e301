import { randomUUID } from 'node:crypto';
import { request } from 'undici';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphql } from '../../src/generated/client/index.js';
import { startSandbox, type Sandbox } from '../../src/sandbox/index.js';
import { startReplicas, stopReplicas, uniqueRedisPrefix, type Replica } from '../helpers/replicas.js';
import { collectSse, sendMultipartUpload } from './upload-client.js';

/**
 * Two gateway processes (replicas) sharing one real Redis: an upload runs on one, a client
 * follows it on the other. Keys and channels carry a prefix unique to this run.
 */

const PREFIX = uniqueRedisPrefix('uploads');

const Progress = graphql(`
  subscription UploadProgressOnReplica($jobId: ID!) {
    uploadProgress(jobId: $jobId) {
      id
      status
      bytesSent
    }
  }
`);

const UploadAudio = graphql(`
  mutation UploadAudioOnReplica($episodeId: Int!, $stationId: Int!, $file: Upload!, $size: Float, $jobId: ID) {
    uploadEpisodeAudio(episodeId: $episodeId, stationId: $stationId, file: $file, size: $size, jobId: $jobId) {
      id
      status
    }
  }
`);

const JobOnReplica = graphql(`
  query UploadJobOnReplica($id: ID!) {
    uploadJob(id: $id) {
      id
      status
      bytesSent
      validation {
        mediaType
      }
    }
  }
`);

const StartDirect = graphql(`
  mutation StartDirectOnReplica($episodeId: Int!, $size: Float!) {
    startDirectUpload(kind: EPISODE_THUMBNAIL, episodeId: $episodeId, fileName: "t.png", mimeType: "image/png", size: $size) {
      uploadUrl
      headers
      job {
        id
      }
    }
  }
`);

const FinishDirect = graphql(`
  mutation FinishDirectOnReplica($jobId: ID!) {
    finishDirectUpload(jobId: $jobId) {
      status
    }
  }
`);

let sandbox: Sandbox;
let replicas: Replica[] = [];

beforeAll(async () => {
  sandbox = await startSandbox({ hooks: true, behaviour: { audioPoll404Ms: 200, mediaProcessingMs: 100, imageProcessingMs: 100 } });
  const env = { UPLOAD_POLL_INITIAL_MS: '20', UPLOAD_POLL_MAX_MS: '50', UPLOAD_POLL_TIMEOUT_MS: '20000' };
  replicas = await startReplicas(2, sandbox, PREFIX, env);
}, 180_000);

afterAll(async () => {
  await stopReplicas(replicas, PREFIX);
  await sandbox?.close();
});

describe('two replicas sharing Redis', () => {
  it('follows an upload running on replica A through a subscription on replica B', async () => {
    const [a, b] = replicas;
    const jobId = randomUUID();
    const episode = [...sandbox.store.episodes.values()].find((e) => e.stationId === 5001 && e.isPublished)!;
    const followed = collectSse(`${b.url}/graphql`, Progress, { jobId }, { token: sandbox.token, timeoutMs: 30_000 });
    const res = await sendMultipartUpload({
      url: `${a.url}/graphql`,
      document: UploadAudio,
      variables: { episodeId: episode.episodeId, stationId: 5001, size: 1024 * 1024, jobId },
      fileName: 'shared.mp3',
      mimeType: 'audio/mpeg',
      bytes: 1024 * 1024,
      token: sandbox.token,
    });
    expect(res.data?.uploadEpisodeAudio).toEqual({ id: jobId, status: 'COMPLETED' });
    const events = await followed;
    expect(events.filter((e) => e.errors)).toEqual([]);
    expect(events.at(-1)!.data!.uploadProgress).toEqual({ id: jobId, status: 'COMPLETED', bytesSent: 1024 * 1024 });

    // The job's state is shared too: replica B answers the query, for the owner only.
    const job = await postJson(b.url, JobOnReplica, { id: jobId }, sandbox.token);
    expect(job.data.uploadJob).toEqual({ id: jobId, status: 'COMPLETED', bytesSent: 1024 * 1024, validation: { mediaType: 'AUDIO' } });
    const foreign = await postJson(b.url, JobOnReplica, { id: jobId }, sandbox.tokens.other);
    expect(foreign.data.uploadJob).toBeNull();
  }, 60_000);

  it('starts a direct upload on A, finishes it on B, and A streams every state', async () => {
    const [a, b] = replicas;
    const episode = [...sandbox.store.episodes.values()].find((e) => e.stationId === 5002)!;
    const start = await postJson(a.url, StartDirect, { episodeId: episode.episodeId, size: 300 }, sandbox.token);
    const target = start.data.startDirectUpload as { uploadUrl: string; headers: Record<string, string>; job: { id: string } };
    const statuses: string[] = [];
    let live!: () => void;
    const first = new Promise<void>((r) => (live = r));
    const followed = collectSse(`${a.url}/graphql`, Progress, { jobId: target.job.id }, {
      token: sandbox.token,
      timeoutMs: 30_000,
      onEvent: (e) => {
        statuses.push(e.data?.uploadProgress.status ?? 'error');
        live();
      },
    });
    await first;
    const put = await request(target.uploadUrl, { method: 'PUT', headers: { ...target.headers, 'content-length': '300' }, body: Buffer.alloc(300) });
    await put.body.dump();
    const finish = await postJson(b.url, FinishDirect, { jobId: target.job.id }, sandbox.token);
    expect(finish.data.finishDirectUpload.status).toBe('COMPLETED');
    await followed;
    expect(statuses[0]).toBe('UPLOADING');
    expect(statuses).toContain('PROCESSING');
    expect(statuses.at(-1)).toBe('COMPLETED');
  }, 60_000);
});

// eslint-disable-next-line @typescript-eslint/no-explicit-any
async function postJson(base: string, doc: unknown, variables: Record<string, unknown>, token: string): Promise<any> {
  const { print } = await import('graphql');
  const res = await request(`${base}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ query: print(doc as never), variables }),
  });
  return res.body.json();
}
