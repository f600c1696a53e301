import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { startStack, type Stack } from '../helpers/stack.js';

/**
 * The client package as a frontend gets it: built with its own tsconfig (ESM and declarations;
 * into a scratch folder, so the shared client/dist the dashboard build uses is not touched), the
 * built module imported, and its runner driven against the sandbox stack: a query, a coded
 * error, a partial update read back, an upload with progress followed by the job's subscription
 * to its end, analytics over a window (raw and from the convenience fields, with the glossary),
 * and the review queue's approve.
 */

type ClientModule = typeof import('../../client/src/index.js');

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
mkdirSync(join(ROOT, 'node_modules/.cache'), { recursive: true });
const OUT = mkdtempSync(join(ROOT, 'node_modules/.cache/client-build-'));

let client: ReturnType<ClientModule['createClient']>;
let pkg: ClientModule;
let stack: Stack;

beforeAll(async () => {
  execFileSync(process.execPath, [join(ROOT, 'node_modules/typescript/bin/tsc'), '-p', 'client/tsconfig.json', '--outDir', OUT], { cwd: ROOT, stdio: 'pipe' });
  pkg = (await import(pathToFileURL(join(OUT, 'index.js')).href)) as ClientModule;
  stack = await startStack({
    behaviour: { audioPoll404Ms: 50, mediaProcessingMs: 100 },
    config: { uploadPollInitialMs: 20, uploadPollMaxMs: 50 },
  });
  client = pkg.createClient({ url: `${stack.gatewayUrl}/graphql`, token: stack.sandbox.token });
}, 120_000);
afterAll(async () => {
  await stack?.close();
  rmSync(OUT, { recursive: true, force: true });
});
beforeEach(() => stack.sandbox.hooks.reset());

describe('the built package', () => {
  it('is ESM with declarations for every module, and exports the contract', () => {
    for (const file of ['index.js', 'index.d.ts', 'client.d.ts', 'documents.d.ts', 'errors.d.ts', 'generated/graphql.d.ts']) expect(existsSync(join(OUT, file)), file).toBe(true);
    expect(typeof pkg.createClient).toBe('function');
    expect(typeof pkg.isCodedError).toBe('function');
    expect(Object.keys(pkg.documents)).toEqual(expect.arrayContaining(['ShowsAndEpisodes', 'Episode', 'UpdateEpisode', 'ScheduleEpisode', 'PublishEpisode', 'DeleteEpisode', 'UploadEpisodeAudio', 'UploadShowCoverArt', 'UploadJob', 'UploadJobProgress', 'CommentsForReview', 'PublishComment', 'ReplyToComment', 'SavePoll', 'EpisodeAnalytics', 'ShowAnalytics', 'EpisodePlaysAndDownloads', 'ShowPlaysAndDownloads', 'AnalyticsGlossary']));
    // Fragments are not operations.
    expect(Object.keys(pkg.documents).some((name) => name.endsWith('Fragment') || name === 'EpisodeFields')).toBe(false);
  });

  it('refuses programmer errors by throwing (no url, a document without text)', async () => {
    expect(() => pkg.createClient({ url: '' })).toThrow(TypeError);
    const foreign = { kind: 'Document', definitions: [] } as never;
    await expect(client.request(foreign, {} as never)).rejects.toThrow(/carries no text/);
    expect(() => client.subscribe(foreign, {} as never, { next: () => {} })).toThrow(/carries no text/);
    await expect(client.upload(pkg.documents.UploadEpisodeAudio, { episodeId: 1, stationId: 1, file: null as never })).rejects.toThrow(/needs a Blob/);
  });
});

describe('the runner against the sandbox', () => {
  it('lists shows and episodes with their state', async () => {
    const r = await client.request(pkg.documents.ShowsAndEpisodes, { pageSize: 5 });
    expect(r.errors).toEqual([]);
    expect(r.status).toBe(200);
    const shows = r.data!.showsForUser!.shows;
    expect(shows.length).toBeGreaterThan(0);
    for (const episode of shows.flatMap((s) => s.episodesV2?.items ?? [])) expect(['DRAFT', 'SCHEDULED', 'PUBLISHED']).toContain(episode.state);
  });

  it('turns a coded error into a typed result, and never throws for it', async () => {
    const missing = await client.request(pkg.documents.Episode, { id: 999_999_999 });
    expect(missing.data).toEqual({ episode: null });
    expect(missing.errors).toHaveLength(1);
    expect(pkg.isCodedError(missing.errors[0], 'NOT_FOUND')).toBe(true);
    expect(missing.errors[0].path).toEqual(['episode']);

    const unauthenticated = await pkg.createClient({ url: `${stack.gatewayUrl}/graphql`, token: null }).request(pkg.documents.Episode, { id: 700003 });
    expect(unauthenticated.errors.map((e) => e.code)).toContain('UNAUTHENTICATED');

    // Refused whole (variables that do not fit the operation): no data, the status, the code.
    const refused = await client.request(pkg.documents.Episode, { id: 'one' as never });
    expect(refused.data).toBeNull();
    expect(refused.status).toBe(400);
    expect(refused.errors[0].code).toBe('BAD_USER_INPUT');

    // A field's error beside the rest of the answer (partial data).
    const empty = await client.request(pkg.documents.UpdateEpisode, { id: 700003, input: { title: '' } });
    expect(empty.data).toEqual({ updateEpisode: null });
    expect(empty.errors[0]).toMatchObject({ code: 'BAD_USER_INPUT', path: ['updateEpisode'] });

    const unreachable = await pkg.createClient({ url: 'http://127.0.0.1:9/graphql' }).request(pkg.documents.Episode, { id: 1 });
    expect(unreachable).toMatchObject({ data: null, status: 0, errors: [{ code: 'NETWORK_ERROR' }] });
  });

  it('updates part of an episode and reads the change back', async () => {
    const title = `Edited ${randomUUID().slice(0, 8)}`;
    const updated = await client.request(pkg.documents.UpdateEpisode, { id: 700003, input: { title } });
    expect(updated.errors).toEqual([]);
    expect(updated.data!.updateEpisode!.episode).toMatchObject({ id: 700003, title });
    const read = await client.request(pkg.documents.Episode, { id: 700003 });
    expect(read.data!.episode!.title).toBe(title);
    expect(stack.sandbox.store.episodes.get(700003)!.title).toBe(title);
  });

  it('uploads audio as multipart with progress, and follows the job over SSE until it is done', async () => {
    const jobId = randomUUID();
    const events: Array<{ status: string; step: string }> = [];
    let completed = false;
    const followed = new Promise<void>((resolve, reject) => {
      client.subscribe(pkg.documents.UploadJobProgress, { jobId }, {
        next: (r) => {
          expect(r.errors).toEqual([]);
          events.push({ status: r.data!.uploadProgress.status, step: r.data!.uploadProgress.step });
        },
        error: reject,
        complete: () => {
          completed = true;
          resolve();
        },
      });
    });
    const size = 512 * 1024;
    const file = new File([new Uint8Array(size).fill(7)], 'episode.mp3', { type: 'audio/mpeg' });
    const progress: Array<{ loaded: number; total: number }> = [];
    const job = await client.upload(pkg.documents.UploadEpisodeAudio, { episodeId: 700003, stationId: 5001, file, jobId, waitForProcessing: false }, { onProgress: (p) => progress.push(p) });
    expect(job.errors).toEqual([]);
    expect(job.data!.uploadEpisodeAudio).toMatchObject({ id: jobId, kind: 'EPISODE_AUDIO', totalBytes: size, fileName: 'episode.mp3' });
    // Progress rises to the whole body, which holds the file.
    expect(progress.length).toBeGreaterThan(1);
    expect(progress.at(-1)!.loaded).toBe(progress.at(-1)!.total);
    expect(progress.at(-1)!.total).toBeGreaterThan(size);
    for (let i = 1; i < progress.length; i++) expect(progress[i].loaded).toBeGreaterThan(progress[i - 1].loaded);

    await followed;
    expect(completed).toBe(true);
    expect(events.at(-1)).toEqual({ status: 'COMPLETED', step: 'DONE' });
    expect(events.map((e) => e.status)).toContain('PROCESSING');
    const read = await client.request(pkg.documents.UploadJob, { id: jobId });
    expect(read.data!.uploadJob).toMatchObject({ status: 'COMPLETED', bytesSent: size, validation: { mediaType: 'AUDIO' } });
  });

  it('stops a subscription when asked, with no further event', async () => {
    const jobId = randomUUID();
    const seen: unknown[] = [];
    let ended = false;
    const stop = client.subscribe(pkg.documents.UploadJobProgress, { jobId }, { next: (r) => seen.push(r), complete: () => (ended = true), error: () => (ended = true) });
    stop();
    const file = new File([new Uint8Array(1024)], 'a.mp3', { type: 'audio/mpeg' });
    await client.upload(pkg.documents.UploadEpisodeAudio, { episodeId: 700003, stationId: 5001, file, jobId });
    expect(seen).toEqual([]);
    expect(ended).toBe(false);
  });

  it("follows a job over the gateway's WebSocket (subscriptions: 'websocket'), and a refused one ends in a coded error", async () => {
    const ws = pkg.createClient({ url: `${stack.gatewayUrl}/graphql`, token: stack.sandbox.token, subscriptions: 'websocket', webSocketImpl: WebSocket });
    const jobId = randomUUID();
    const states: string[] = [];
    const followed = new Promise<void>((resolve, reject) => {
      ws.subscribe(pkg.documents.UploadJobProgress, { jobId }, { next: (r) => states.push(r.data?.uploadProgress.status ?? 'error'), error: reject, complete: resolve });
    });
    const file = new File([new Uint8Array(64 * 1024)], 'ws.mp3', { type: 'audio/mpeg' });
    const job = await client.upload(pkg.documents.UploadEpisodeAudio, { episodeId: 700003, stationId: 5001, file, jobId, waitForProcessing: false });
    expect(job.errors).toEqual([]);
    await followed;
    expect(states.at(-1)).toBe('COMPLETED');

    // Another account's job: NOT_FOUND, as over SSE.
    const other = pkg.createClient({ url: `${stack.gatewayUrl}/graphql`, token: stack.sandbox.tokens.other, subscriptions: 'websocket', webSocketImpl: WebSocket });
    const refused = await new Promise<{ next: unknown[]; error?: unknown }>((resolve) => {
      const next: unknown[] = [];
      other.subscribe(pkg.documents.UploadJobProgress, { jobId }, { next: (r) => next.push(...r.errors.map((e) => e.code)), error: (error) => resolve({ next, error }), complete: () => resolve({ next }) });
    });
    expect([...refused.next, ...(refused.error ? [(refused.error as { code: string }).code] : [])]).toEqual(['NOT_FOUND']);
  });

  it.each(['multipart', 'sse'] as const)('reads a @defer answer part by part (%s): the title first, the deferred analytics merged in after it', async (incremental) => {
    // The GraphQL upstream (analytics) answers only once the client has the first part (the
    // title, from REST): an answer sent in one piece at the end would never come.
    let titleArrived = () => {};
    const arrived = new Promise<void>((resolve) => (titleArrived = resolve));
    stack.sandbox.hooks.fault('POST /v2/graph-pq', { hold: () => arrived });
    const text = 'query DeferredPlays { episode(id: 700003) { title ... @defer(label: "plays") { playsAndDownloads { value } } } }';
    const document = new String(text) as unknown as Parameters<typeof client.request>[0];
    const parts: Array<{ data: any }> = [];
    const result = await client.request(document, {}, {
      incremental,
      onPart: (r) => {
        parts.push({ data: r.data });
        titleArrived();
      },
    });
    expect(result.errors).toEqual([]);
    expect(result.data).toEqual({ episode: { title: 'The Night Shift #1: Field Notes', playsAndDownloads: { value: expect.any(Number) } } });
    expect(parts.length).toBeGreaterThanOrEqual(2);
    expect(parts[0].data).toEqual({ episode: { title: 'The Night Shift #1: Field Notes' } });
    const withPlays = parts.findIndex((p) => p.data?.episode?.playsAndDownloads);
    expect(withPlays).toBeGreaterThan(0);
  });

  it('reads plays and downloads per day over a window, for an episode and its show', async () => {
    const episode = await client.request(pkg.documents.EpisodeAnalytics, { id: 700003, window: 'WINDOW_LAST_SEVEN_DAYS' });
    expect(episode.errors).toEqual([]);
    for (const series of [episode.data!.episode!.plays, episode.data!.episode!.downloads]) {
      const value = series!.analyticsValue!.analyticsValue!;
      expect(value.__typename).toBe('TimeSeriesValue');
      if (value.__typename === 'TimeSeriesValue') expect(value.points).toHaveLength(7);
    }
    const show = await client.request(pkg.documents.ShowAnalytics, { stationId: 5001, window: 'WINDOW_LAST_SEVEN_DAYS', aggregation: 'AGGREGATION_TYPE_TOTAL' });
    expect(show.errors).toEqual([]);
    expect(show.data!.show!.plays!.analyticsValue!.analyticsValue).toMatchObject({ __typename: 'SingleValueLong', value: expect.any(Number) });
  });

  it("reads the headline plays plus downloads of a period with its series, and the glossary's labels for them", async () => {
    const episode = await client.request(pkg.documents.EpisodePlaysAndDownloads, { id: 700003, period: 'LAST_SEVEN_DAYS' });
    expect(episode.errors).toEqual([]);
    const total = episode.data!.episode!.playsAndDownloads!;
    const points = episode.data!.episode!.playsAndDownloadsSeries!.points;
    expect(points).toHaveLength(7);
    expect(points.reduce((sum, p) => sum + (p.value ?? 0), 0)).toBe(total.value);
    const show = await client.request(pkg.documents.ShowPlaysAndDownloads, { stationId: 5001, period: 'LAST_THIRTY_DAYS', interval: 'MONTH' });
    expect(show.errors).toEqual([]);
    const months = show.data!.show!.playsAndDownloadsSeries!.points;
    expect(months.length).toBeGreaterThanOrEqual(1);
    expect(months.length).toBeLessThanOrEqual(2);
    expect(months.reduce((sum, p) => sum + (p.value ?? 0), 0)).toBe(show.data!.show!.playsAndDownloads!.value);
    expect(show.data!.show!.playsAndDownloads!.change).toEqual({ fraction: expect.any(Number), percent: expect.any(Number) });
    const glossary = await client.request(pkg.documents.AnalyticsGlossary, {});
    expect(glossary.errors).toEqual([]);
    const terms = new Map(glossary.data!.analyticsGlossary.map((t) => [t.term, t]));
    for (const term of ['Episode.playsAndDownloads', 'Episode.playsAndDownloadsSeries', 'Show.playsAndDownloads', 'Show.playsAndDownloadsSeries', 'PeriodChange.percent']) {
      expect(terms.get(term), term).toMatchObject({ kind: 'GATEWAY_FIELD', label: expect.any(String), description: expect.any(String) });
    }
  });

  it('approves a held comment from the review queue', async () => {
    const queue = await client.request(pkg.documents.CommentsForReview, { stationId: 5001 });
    expect(queue.errors).toEqual([]);
    const held = queue.data!.show!.comments!.edges[0]?.node;
    expect(held).toMatchObject({ status: 'NEEDS_REVIEW' });
    const approved = await client.request(pkg.documents.PublishComment, { commentUri: held!.uri });
    expect(approved.data!.publishComment).toEqual({ commentUri: held!.uri, success: true });
    const after = await client.request(pkg.documents.CommentsForReview, { stationId: 5001 });
    expect(after.data!.show!.comments!.edges.map((e) => e.node.uri)).not.toContain(held!.uri);
  });
});
