import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createMemoryJobBus } from '../../src/jobs/bus.js';
import { createJobService, JobNotFoundError, ownerHashOf, type UploadJob } from '../../src/jobs/index.js';
import { createJobStore } from '../../src/jobs/store.js';
import { createJobHandle } from '../../src/jobs/tracker.js';
import { watchJob } from '../../src/jobs/watch.js';
import { createMemoryStore } from '../../src/store/index.js';

const newJob = (id = randomUUID()) => ({
  id,
  kind: 'EPISODE_AUDIO' as const,
  token: 'tok-a',
  direct: false,
  fileName: 'a.mp3',
  mimeType: 'audio/mpeg',
  totalBytes: 100,
  episodeId: 1,
  stationId: 2,
});

const allow = { authorize: async () => true };

/** A job record as the service would create it. */
async function created(): Promise<UploadJob> {
  const jobs = createJobService();
  const job = (await jobs.create(newJob()))!.current;
  await jobs.close();
  return job;
}

async function collect(it: AsyncGenerator<UploadJob>): Promise<UploadJob[]> {
  const out: UploadJob[] = [];
  for await (const job of it) out.push(job);
  return out;
}

describe('jobs (in-process)', () => {
  it('stores the owner as a hash of the token, never the token', async () => {
    const jobs = createJobService();
    const handle = (await jobs.create(newJob()))!;
    const stored = await jobs.get(handle.current.id);
    expect(stored!.ownerHash).toBe(ownerHashOf('tok-a'));
    expect(JSON.stringify(stored)).not.toContain('tok-a');
    await jobs.close();
  });

  it('refuses a second job with the same client-chosen ID', async () => {
    const jobs = createJobService();
    const id = randomUUID();
    expect(await jobs.create(newJob(id))).not.toBeNull();
    expect(await jobs.create(newJob(id))).toBeNull();
    await jobs.close();
  });

  it('never changes a finished job again', async () => {
    const jobs = createJobService();
    const handle = (await jobs.create(newJob()))!;
    await handle.fail('STORAGE_PUT', 'BAD_USER_INPUT', 'gone');
    await handle.update({ status: 'COMPLETED' });
    handle.progress(50);
    await handle.flushed();
    expect(await jobs.get(handle.current.id)).toMatchObject({ status: 'FAILED', failureReason: 'gone', bytesSent: 0 });
    await jobs.close();
  });

  it('coalesces byte progress into few writes, and the last value is kept', async () => {
    const jobs = createJobService({ progressIntervalMs: 10_000 });
    const handle = (await jobs.create(newJob()))!;
    const versionBefore = handle.current.version;
    for (let b = 1; b <= 100; b++) handle.progress(b);
    await handle.flushed();
    // One immediate write; the rest waits for the interval or the next status write.
    expect(handle.current.version - versionBefore).toBe(1);
    await handle.update({ status: 'PROCESSING' });
    expect(await jobs.get(handle.current.id)).toMatchObject({ status: 'PROCESSING', bytesSent: 100 });
    await jobs.close();
  });

  it('watch yields the current state, then each newer one, and ends at a terminal state', async () => {
    const jobs = createJobService();
    const handle = (await jobs.create(newJob()))!;
    const watching = collect(jobs.watch(handle.current.id, allow));
    await new Promise((r) => setTimeout(r, 10));
    await handle.update({ step: 'SIGNED_URL' });
    await handle.update({ status: 'PROCESSING', step: 'POLL' });
    await handle.update({ status: 'COMPLETED', step: 'DONE' });
    const seen = await watching;
    expect(seen.map((j) => j.step)).toEqual(['VALIDATE', 'SIGNED_URL', 'POLL', 'DONE']);
    expect(seen.map((j) => j.version)).toEqual([...seen.map((j) => j.version)].sort((a, b) => a - b));
    await jobs.close();
  });

  it('watch waits for a job that does not exist yet, and gives up after a while', async () => {
    const jobs = createJobService();
    const id = randomUUID();
    const watching = collect(jobs.watch(id, allow));
    await new Promise((r) => setTimeout(r, 10));
    const handle = (await jobs.create(newJob(id)))!;
    await handle.update({ status: 'COMPLETED', step: 'DONE' });
    expect((await watching).at(-1)).toMatchObject({ id, status: 'COMPLETED' });

    const never = collect(jobs.watch(randomUUID(), { ...allow, waitForCreateMs: 30, resyncMs: 10 }));
    await expect(never).rejects.toBeInstanceOf(JobNotFoundError);
    await jobs.close();
  });

  it('watch hides a job from a caller the owner check refuses', async () => {
    const jobs = createJobService();
    const handle = (await jobs.create(newJob()))!;
    await expect(collect(jobs.watch(handle.current.id, { authorize: async () => false }))).rejects.toBeInstanceOf(JobNotFoundError);
    await jobs.close();
  });

  it('watch catches up from the store when events are missed (pub/sub is at-most-once)', async () => {
    const store = createJobStore(createMemoryStore());
    const heard = createMemoryJobBus();
    const lost = createMemoryJobBus(); // the writer publishes where the watcher does not listen
    const job: UploadJob = { ...(await created()), version: 1 };
    await store.create(job);
    const watching = collect(watchJob(store, heard, job.id, { ...allow, resyncMs: 20 }));
    await new Promise((r) => setTimeout(r, 10));
    await createJobHandle(job, store, lost).update({ status: 'COMPLETED', step: 'DONE' });
    const seen = await watching;
    expect(seen.map((j) => j.status)).toEqual(['UPLOADING', 'COMPLETED']);
  });

  it('claims a one-time action for exactly one caller', async () => {
    const jobs = createJobService();
    const job = { id: randomUUID() } as Parameters<typeof jobs.claim>[0];
    const claims = await Promise.all([jobs.claim(job, 'finish'), jobs.claim(job, 'finish'), jobs.claim(job, 'finish')]);
    expect(claims.filter(Boolean)).toHaveLength(1);
    await jobs.close();
  });
});
