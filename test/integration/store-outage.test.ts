import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox, type Sandbox } from '../../src/sandbox/index.js';
import { startOwnRedis, type OwnRedis } from '../helpers/redis-server.js';
import { startReplicas, uniqueRedisPrefix, type Replica } from '../helpers/replicas.js';
import { sendMultipartUpload } from './upload-client.js';

/**
 * Issue 26: two replicas (`src/main.ts`, production mode) on a Redis this file starts itself,
 * then pauses (SIGSTOP), kills (SIGKILL) and starts again, under traffic; then a replica is
 * stopped (SIGTERM) while an upload job runs. Events are ordered, nothing is timed: an answer
 * arrived while Redis was still paused, a log line per outage, metrics and `/readyz` as the
 * outage begins and ends, the job's end as the other replica reads it.
 */

const PREFIX = uniqueRedisPrefix('outage');
/** The request deadline (UPSTREAM_TIMEOUT_MS): Redis stays paused longer than this. */
const DEADLINE_MS = 3_000;

const EPISODE = `query OutageEpisode($id: Int!) { episode(id: $id) { id title } }`;
const CACHED = `query OutageCached($id: Int!) { episode(id: $id) { title } }`;
const RENAME = `mutation OutageRename($id: Int!, $title: String!) { updateEpisode(id: $id, input: { title: $title }) { episode { title } } }`;
const JOB = `query OutageJob($id: ID!) { uploadJob(id: $id) { id status failureCode } }`;
const UPLOAD = `mutation OutageUpload($episodeId: Int!, $stationId: Int!, $file: Upload!, $size: Float, $jobId: ID) {
  uploadEpisodeAudio(episodeId: $episodeId, stationId: $stationId, file: $file, size: $size, jobId: $jobId, waitForProcessing: false) { id status }
}`;

interface Answer {
  status: number;
  data?: Record<string, unknown> | null;
  errors?: Array<{ message: string; extensions?: { code?: string } }>;
}

let redis: OwnRedis;
let sandbox: Sandbox;
let replicas: Replica[] = [];
/** Each replica's log lines (JSON), as they come. */
const logs = new Map<Replica, Array<Record<string, unknown>>>();

async function post(replica: Replica, query: string, variables: Record<string, unknown>, token = sandbox.token): Promise<Answer> {
  const res = await fetch(`${replica.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ query, variables }),
  });
  return { status: res.status, ...((await res.json()) as Omit<Answer, 'status'>) };
}

async function readyz(replica: Replica) {
  const res = await fetch(`${replica.url}/readyz`);
  return { status: res.status, body: (await res.json()) as { status: string; reason?: string; checks: { store: { ok: boolean; kind: string; kept: number } } } };
}

/** Waits for `/readyz` to report the store's state: the event is the replica's own finding, not a time. */
async function storeReads(replica: Replica, ok: boolean): Promise<void> {
  for (;;) {
    const { body } = await readyz(replica);
    if (body.checks.store.ok === ok && (!ok || body.checks.store.kept === 0)) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

async function fallbacks(replica: Replica): Promise<number> {
  const text = await (await fetch(`${replica.url}/metrics`)).text();
  return text
    .split('\n')
    .filter((line) => line.startsWith('gateway_store_fallbacks_total{'))
    .reduce((sum, line) => sum + Number(line.split(' ').at(-1)), 0);
}

const linesOf = (replica: Replica, msg: string) => logs.get(replica)!.filter((line) => line.msg === msg);
const episodeOf = (stationId: number) => [...sandbox.store.episodes.values()].find((e) => e.stationId === stationId && e.isPublished)!;

beforeAll(async () => {
  redis = await startOwnRedis();
  // Processing lasts a while, so a job is still running when its replica is told to stop.
  sandbox = await startSandbox({ hooks: true, behaviour: { audioPoll404Ms: 100, mediaProcessingMs: 1_500 } });
  replicas = await startReplicas(2, sandbox, PREFIX, {
    REDIS_URL: redis.url,
    LOG_LEVEL: 'info',
    UPSTREAM_TIMEOUT_MS: String(DEADLINE_MS),
    UPSTREAM_INTROSPECTION_TOKEN: sandbox.token,
    RESPONSE_CACHE_TTL_MS: '60000',
    RATE_LIMIT_PER_MINUTE: '10000',
    UPLOAD_POLL_INITIAL_MS: '50',
    UPLOAD_POLL_MAX_MS: '100',
    SHUTDOWN_GRACE_MS: '30000',
  });
  for (const replica of replicas) {
    const lines: Array<Record<string, unknown>> = [];
    logs.set(replica, lines);
    let rest = '';
    replica.process.stdout!.on('data', (chunk: Buffer) => {
      const text = rest + chunk.toString();
      const parts = text.split('\n');
      rest = parts.pop()!;
      for (const part of parts) if (part.startsWith('{')) lines.push(JSON.parse(part) as Record<string, unknown>);
    });
  }
}, 180_000);

afterAll(async () => {
  for (const replica of replicas) if (replica.process.exitCode === null && replica.process.signalCode === null) replica.process.kill('SIGKILL');
  await redis?.stop();
  await sandbox?.close();
});

describe('two replicas on a Redis that fails', () => {
  it('Redis paused past the request deadline: every request answers with data before Redis resumes; a mutation made meanwhile invalidates once it is back', async () => {
    const [a, b] = replicas;
    const episode = episodeOf(5001);
    // Cached through A (its second read is a hit: no upstream call).
    const before = await post(a, CACHED, { id: episode.episodeId });
    expect(before.errors).toBeUndefined();
    sandbox.hooks.clearLog();
    expect((await post(a, CACHED, { id: episode.episodeId })).data).toEqual(before.data);
    expect(sandbox.hooks.calls()).toEqual([]);

    redis.pause();
    const events: string[] = [];
    let resumed = false;
    const requests = [
      ...replicas.flatMap((r) => [post(r, EPISODE, { id: episode.episodeId }), post(r, EPISODE, { id: episodeOf(5002).episodeId })]),
      post(b, RENAME, { id: episode.episodeId, title: 'Renamed while Redis slept' }),
    ].map((p, i) =>
      p.then((answer) => {
        events.push(`answer ${i}${resumed ? ' after resume' : ''}`);
        return answer;
      }),
    );
    // Resumed when every request has answered, or once paused for three deadlines: an answer
    // that needed Redis back arrives after the resume and fails the test.
    let backstop: NodeJS.Timeout | undefined;
    await Promise.race([Promise.allSettled(requests), new Promise((resolve) => (backstop = setTimeout(resolve, 3 * DEADLINE_MS)))]);
    clearTimeout(backstop);
    // Paused until each replica has found the outage (its probe confirmed it, and said so once):
    // the answers above may all have come before that.
    for (const r of replicas) {
      while (linesOf(r, 'shared store unavailable: its operations fall back until it answers again').length === 0) await new Promise((resolve) => setTimeout(resolve, 50));
    }
    resumed = true;
    events.push('resumed');
    redis.resume();
    const answers = await Promise.all(requests);
    expect(events.at(-1)).toBe('resumed');
    for (const answer of answers) {
      expect(answer.status).toBe(200);
      expect(answer.errors).toBeUndefined();
    }
    expect(answers.at(-1)!.data).toEqual({ updateEpisode: { episode: { title: 'Renamed while Redis slept' } } });

    // Back without a restart; B wrote the invalidation it kept, so A's cached answer is not served.
    await Promise.all(replicas.map((r) => storeReads(r, true)));
    const after = await post(a, CACHED, { id: episode.episodeId });
    expect(after.data).toEqual({ episode: { title: 'Renamed while Redis slept' } });
  }, 60_000);

  it('Redis killed: answers with data, fallbacks counted, /readyz degraded with its store check, STORE_UNAVAILABLE for a job no replica has', async () => {
    const [a, b] = replicas;
    await redis.kill();
    await Promise.all(replicas.map((r) => storeReads(r, false)));
    const ready = await readyz(a);
    expect(ready.status).toBe(200);
    expect(ready.body).toMatchObject({ status: 'degraded', checks: { store: { ok: false, kind: 'redis' } } });
    expect(ready.body.reason).toMatch(/store/);

    const counted = await Promise.all(replicas.map(fallbacks));
    for (const r of replicas) {
      const answer = await post(r, EPISODE, { id: episodeOf(5002).episodeId });
      expect(answer.errors).toBeUndefined();
      expect(answer.data).toMatchObject({ episode: { id: episodeOf(5002).episodeId } });
    }
    const renamed = await post(a, RENAME, { id: episodeOf(5002).episodeId, title: 'Renamed with Redis down' });
    expect(renamed.errors).toBeUndefined();
    expect((await Promise.all(replicas.map(fallbacks))).every((n, i) => n > counted[i])).toBe(true);

    const job = await post(b, JOB, { id: randomUUID() });
    expect(job.errors?.map((e) => e.extensions?.code)).toEqual(['STORE_UNAVAILABLE']);
  }, 60_000);

  it('Redis started again: both replicas use it without a restart; one log line when each outage began and one when it ended', async () => {
    await redis.restart();
    await Promise.all(replicas.map((r) => storeReads(r, true)));
    expect((await readyz(replicas[0])).body.status).toBe('ready');
    for (const r of replicas) {
      // Two outages (paused, killed): each said once as it began, once as it ended, with its length.
      expect(linesOf(r, 'shared store unavailable: its operations fall back until it answers again')).toHaveLength(2);
      const ended = linesOf(r, 'shared store available again');
      expect(ended).toHaveLength(2);
      for (const line of ended) expect(line.downMs).toEqual(expect.any(Number));
      // Coded errors only: nothing unexpected was logged.
      expect(logs.get(r)!.filter((line) => line.msg === 'upload failed unexpectedly' || line.level === 'error')).toEqual([]);
    }
  }, 60_000);

  it('SIGTERM while an upload job runs: the job finishes within the grace, and the other replica reads its end', async () => {
    const [a, b] = replicas;
    const episode = episodeOf(5001);
    const jobId = randomUUID();
    const started = await sendMultipartUpload({
      url: `${a.url}/graphql`,
      document: UPLOAD,
      variables: { episodeId: episode.episodeId, stationId: 5001, size: 64 * 1024, jobId },
      fileName: 'late.mp3',
      mimeType: 'audio/mpeg',
      bytes: 64 * 1024,
      token: sandbox.token,
    });
    expect(started.errors).toBeUndefined();
    // Answered once uploaded: processing runs on in the background.
    expect(started.data).toEqual({ uploadEpisodeAudio: { id: jobId, status: 'PROCESSING' } });

    const exited = new Promise<number | null>((resolve) => a.process.once('exit', (code) => resolve(code)));
    a.process.kill('SIGTERM');
    expect(await exited).toBe(0);

    const end = await post(b, JOB, { id: jobId });
    expect(end.errors).toBeUndefined();
    const job = end.data!.uploadJob as { status: string; failureCode: string | null };
    // Finished within the grace, or stopped past it with a code: never left running, never INTERNAL_SERVER_ERROR.
    expect(job.status === 'COMPLETED' || job.failureCode === 'SHUTTING_DOWN').toBe(true);
    expect(job.status).toBe('COMPLETED');
  }, 60_000);
});
