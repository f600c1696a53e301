import { createHash } from 'node:crypto';
import { connect } from 'node:net';
import { Readable } from 'node:stream';
import { request } from 'undici';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startSandbox, type Sandbox } from '../../src/sandbox/index.js';
import { foreignEpisode, rest, seeded } from './rest-helpers.js';

// A controllable clock: the 404 window, processing and URL expiry are driven without waiting.
let clock = Date.now();
let sandbox: Sandbox;
beforeAll(async () => {
  sandbox = await startSandbox({
    hooks: true,
    now: () => clock,
    behaviour: { audioPoll404Ms: 30_000, mediaProcessingMs: 3_000, imageProcessingMs: 1_500, signedUrlTtlMs: 60_000 },
  });
});
afterAll(() => sandbox.close());
beforeEach(() => {
  clock = Date.now();
  sandbox.hooks.reset();
});

const STORAGE = 'PUT /storage/{bucket}/{key}';
const md5 = (data: Buffer) => createHash('md5').update(data).digest('hex');

async function put(url: string, body: Buffer | Readable, headers: Record<string, string> = {}) {
  const res = await request(url, { method: 'PUT', headers, body });
  const text = await res.body.text();
  return { status: res.statusCode, etag: res.headers.etag as string | undefined, body: text ? JSON.parse(text) : undefined };
}

async function audioSignedUrl(filename = 'episode.mp3', type = 'audio/mpeg') {
  const episode = seeded(sandbox).drafts[0];
  const res = await rest(sandbox, 'GET', `/v3/episodes/${episode.episodeId}/upload/signedUrl`, { query: { filename, type } });
  expect(res.status).toBe(200);
  return { episode, ...(res.body as { requestUuid: string; fileKey: string; signedUrl: string }) };
}

function processBody(o: { uploadId: string; episodeId: number; etag: string; video?: boolean; caption?: string }) {
  return {
    userId: 1001,
    uploadType: o.video ? 'video' : 'default',
    origin: 'episode-media:upload',
    caption: o.caption ?? 'episode.mp3',
    isExtractedFromVideo: o.video === true,
    isMultipartUpload: true,
    parts: [{ partNumber: 1, etag: o.etag }],
    uploadId: o.uploadId,
    episodeId: o.episodeId,
    stationId: 5001,
  };
}

/** Signed URL, PUT, notify: the audio pipeline up to the poll. */
async function uploadAudio(filename = 'episode.mp3', bytes = Buffer.alloc(160_000, 7)) {
  const { episode, requestUuid, signedUrl } = await audioSignedUrl(filename);
  const stored = await put(signedUrl, bytes, { 'content-type': 'audio/mpeg' });
  const etag = stored.etag!.replaceAll('"', '');
  const res = await rest(sandbox, 'POST', `/v3/upload/${requestUuid}/process_upload`, {
    body: processBody({ uploadId: requestUuid, episodeId: episode.episodeId, etag, caption: filename }),
  });
  expect(res.status).toBe(200);
  return { episode, requestUuid, bytes };
}

const poll = (id: string) => rest(sandbox, 'GET', `/v3/upload/media/${id}`, { query: { includeMediaValidation: 'true' } });

describe('4.23 media signed URL', () => {
  it('routes audio to one store with requestUuid, fileKey, signedUrl', async () => {
    const { requestUuid, fileKey, signedUrl } = await audioSignedUrl();
    expect(requestUuid).toBeTypeOf('string');
    expect(signedUrl.startsWith(`${sandbox.storageUrl}/storage/audio-uploads/`)).toBe(true);
    expect(signedUrl).toContain(fileKey);
    expect(new URL(signedUrl).searchParams.get('X-Sbx-Signature')).toMatch(/^[0-9a-f]{64}$/);
  });

  it('routes video (by type or by file name) to another store with uploadId, url, headers', async () => {
    const episode = seeded(sandbox).drafts[0];
    for (const query of [{ filename: 'clip.mov', type: 'video/quicktime' }, { filename: 'clip.mp4', type: 'audio/mp4' }]) {
      const res = await rest(sandbox, 'GET', `/v3/episodes/${episode.episodeId}/upload/signedUrl`, { query });
      expect(res.body).toEqual({ uploadId: expect.any(String), url: expect.stringContaining('/storage/video-uploads/'), headers: {} });
    }
  });

  it('refuses unsupported types and episodes of another account', async () => {
    const episode = seeded(sandbox).drafts[0];
    const path = `/v3/episodes/${episode.episodeId}/upload/signedUrl`;
    expect((await rest(sandbox, 'GET', path, { query: { filename: 'notes.txt', type: 'text/plain' } })).status).toBe(400);
    expect((await rest(sandbox, 'GET', path, { query: { filename: 'a.mp3', type: 'application/octet-stream' } })).status).toBe(400);
    expect((await rest(sandbox, 'GET', path, { query: { filename: 'a.mp3' } })).status).toBe(400);
    const foreign = foreignEpisode(sandbox);
    expect((await rest(sandbox, 'GET', `/v3/episodes/${foreign.episodeId}/upload/signedUrl`, { query: { filename: 'a.mp3', type: 'audio/mpeg' } })).status).toBe(403);
  });
});

describe('4.24 storage PUT', () => {
  it('stores the streamed body and answers the MD5 ETag in double quotes', async () => {
    const { signedUrl, fileKey } = await audioSignedUrl();
    const data = Buffer.alloc(5 * 1024 * 1024, 3);
    data.write('unique', 1000);
    const res = await put(signedUrl, data, { 'content-type': 'audio/mpeg' });
    expect(res.status).toBe(200);
    expect(res.etag).toBe(`"${md5(data)}"`);
    expect(sandbox.store.objects.get(fileKey)).toEqual({ size: data.length, etag: md5(data), contentType: 'audio/mpeg' });
    expect(sandbox.hooks.calls({ route: STORAGE })[0]).toMatchObject({ upstream: 'storage', status: 200, problems: [] });
  });

  it('refuses a chunked body without Content-Length with 411', async () => {
    const { signedUrl } = await audioSignedUrl();
    const res = await put(signedUrl, Readable.from([Buffer.alloc(1000)]), { 'content-type': 'audio/mpeg' });
    expect(res.status).toBe(411);
    expect(sandbox.hooks.calls({ route: STORAGE })[0].problems).toContain('missing-content-length');
  });

  it('refuses and records a bearer token sent to storage', async () => {
    const { signedUrl, fileKey } = await audioSignedUrl();
    const res = await put(signedUrl, Buffer.alloc(10), { 'content-type': 'audio/mpeg', authorization: `Bearer ${sandbox.token}` });
    expect(res.status).toBe(400);
    expect(sandbox.hooks.calls({ route: STORAGE })[0].problems).toContain('token-sent-to-storage');
    expect(sandbox.store.objects.has(fileKey)).toBe(false);
  });

  it('refuses an expired or tampered signature and a Content-Type other than the signed one', async () => {
    const { signedUrl } = await audioSignedUrl();
    const tampered = signedUrl.replace(/X-Sbx-Signature=([0-9a-f])/, (_m, c) => `X-Sbx-Signature=${c === '0' ? '1' : '0'}`);
    expect((await put(tampered, Buffer.alloc(10), { 'content-type': 'audio/mpeg' })).status).toBe(403);
    expect((await put(signedUrl, Buffer.alloc(10), { 'content-type': 'audio/wav' })).status).toBe(403);
    clock += 61_000;
    expect((await put(signedUrl, Buffer.alloc(10), { 'content-type': 'audio/mpeg' })).status).toBe(403);
    expect(sandbox.hooks.calls({ route: STORAGE }).map((c) => c.problems[0])).toEqual(['bad-signature', 'content-type-mismatch', 'expired']);
  });

  it('refuses an audio file over 500 MB from its Content-Length with 413', async () => {
    const { signedUrl } = await audioSignedUrl();
    const url = new URL(signedUrl);
    const status = await new Promise<string>((resolve, reject) => {
      const socket = connect(Number(url.port), url.hostname, () => {
        socket.write(`PUT ${url.pathname}${url.search} HTTP/1.1\r\nHost: ${url.host}\r\nContent-Type: audio/mpeg\r\nContent-Length: ${501 * 1024 * 1024}\r\n\r\n`);
      });
      socket.once('data', (chunk) => {
        resolve(chunk.toString('latin1').split('\r\n')[0]);
        socket.destroy();
      });
      socket.once('error', reject);
    });
    expect(status).toBe('HTTP/1.1 413 Payload Too Large');
  });
});

describe('client disconnect', () => {
  it('leaves no object behind when the client goes away mid-stream', async () => {
    const { signedUrl, fileKey } = await audioSignedUrl();
    const url = new URL(signedUrl);
    const socket = connect(Number(url.port), url.hostname);
    await new Promise((resolve) => socket.once('connect', resolve));
    socket.write(`PUT ${url.pathname}${url.search} HTTP/1.1\r\nHost: ${url.host}\r\nContent-Type: audio/mpeg\r\nContent-Length: 1000000\r\n\r\n`);
    socket.write(Buffer.alloc(100_000));
    socket.destroy();
    for (let i = 0; i < 200 && sandbox.hooks.count(STORAGE) === 0; i++) await new Promise((r) => setTimeout(r, 5));
    expect(sandbox.hooks.calls({ route: STORAGE })[0].problems).toContain('client-aborted');
    expect(sandbox.store.objects.has(fileKey)).toBe(false);
  });
});

describe('4.25 notify and 4.26 poll (audio)', () => {
  it('answers 404 during the window after notification, then processing, then completed', async () => {
    const { requestUuid, episode, bytes } = await uploadAudio();
    expect((await poll(requestUuid)).status).toBe(404);
    clock += 29_000;
    expect((await poll(requestUuid)).status).toBe(404);
    clock += 2_000;
    expect((await poll(requestUuid)).body).toMatchObject({ status: 'processing', mediaType: 'audio' });
    clock += 3_000;
    const done = await poll(requestUuid);
    expect(done.body).toMatchObject({ status: 'completed', mediaType: 'audio', durationInMilliseconds: bytes.length / 16, validationStatus: 'valid' });
    expect(sandbox.store.episodes.get(episode.episodeId)!.media).toEqual({ uploadId: requestUuid, mediaType: 'audio', durationInMilliseconds: 10_000 });
  });

  it('ends failed for a file whose name contains "corrupt"', async () => {
    const { requestUuid } = await uploadAudio('corrupt-take.mp3');
    clock += 40_000;
    expect((await poll(requestUuid)).body).toMatchObject({ status: 'failed', validationStatus: 'invalid' });
  });

  it('validates the completion body field by field', async () => {
    const { episode, requestUuid, signedUrl } = await audioSignedUrl();
    const path = `/v3/upload/${requestUuid}/process_upload`;
    const body = (over: Record<string, unknown>, etag = 'x') => ({ ...processBody({ uploadId: requestUuid, episodeId: episode.episodeId, etag }), ...over });
    // Before the bytes are stored there is nothing to process.
    expect((await rest(sandbox, 'POST', path, { body: body({}) })).status).toBe(400);
    const { etag: quoted } = await put(signedUrl, Buffer.alloc(32, 1), { 'content-type': 'audio/mpeg' });
    const etag = quoted!.replaceAll('"', '');
    const wrong = [
      { uploadType: 'audio' },
      { userId: 5001 },
      { isMultipartUpload: false },
      { isExtractedFromVideo: true },
      { origin: 'upload' },
      { stationId: 5002 },
      { episodeId: episode.episodeId + 1 },
      { uploadId: 'other' },
      { parts: [{ partNumber: 1, etag: quoted }] },
      { parts: [{ partNumber: 1, etag: 'f'.repeat(32) }] },
      { parts: [] },
    ];
    for (const over of wrong) expect([over, (await rest(sandbox, 'POST', path, { body: body(over, etag) })).status]).toEqual([over, 400]);
    const problems = sandbox.hooks.calls({ route: 'POST /v3/upload/{uploadId}/process_upload' }).flatMap((c) => c.problems);
    expect(problems).toEqual(expect.arrayContaining(['upload-type-audio', 'station-id-as-user-id', 'quoted-etag']));
    expect((await rest(sandbox, 'POST', path, { body: body({}, etag) })).body).toMatchObject({ status: 'processing' });
    expect((await rest(sandbox, 'POST', path, { body: body({}, etag), token: sandbox.tokens.other })).status).toBe(403);
  });
});

describe('video pipeline', () => {
  it('takes uploadType video, has no 404 window and completes as video', async () => {
    const episode = seeded(sandbox).drafts[1];
    const signed = await rest(sandbox, 'GET', `/v3/episodes/${episode.episodeId}/upload/signedUrl`, { query: { filename: 'talk.mp4', type: 'video/mp4' } });
    const { uploadId, url } = signed.body;
    const stored = await put(url, Buffer.alloc(500_000, 9), { 'content-type': 'video/mp4' });
    const body = { ...processBody({ uploadId, episodeId: episode.episodeId, etag: stored.etag!.replaceAll('"', ''), video: true }), caption: 'talk.mp4' };
    expect((await rest(sandbox, 'POST', `/v3/upload/${uploadId}/process_upload`, { body: { ...body, uploadType: 'default' } })).status).toBe(400);
    expect((await rest(sandbox, 'POST', `/v3/upload/${uploadId}/process_upload`, { body })).status).toBe(200);
    expect((await poll(uploadId)).body).toMatchObject({ status: 'processing', mediaType: 'video' });
    clock += 3_000;
    expect((await poll(uploadId)).body).toMatchObject({ status: 'completed', mediaType: 'video', durationInMilliseconds: 2_000 });
  });
});

describe('4.22 image pipeline', () => {
  it('uploads show cover art: signed URL, PUT png, process {}, poll until completed', async () => {
    const signed = await rest(sandbox, 'GET', '/v3/stations/5001/images/upload/signed_url');
    expect(signed.body).toEqual({ url: expect.stringContaining('/storage/image-uploads/'), uploadId: expect.any(String) });
    const { url, uploadId } = signed.body;
    expect((await put(url, Buffer.alloc(100), { 'content-type': 'image/gif' })).status).toBe(403);
    expect((await put(url, Buffer.alloc(100), { 'content-type': 'image/png' })).status).toBe(200);
    const base = `/v3/stations/5001/images/upload/${uploadId}`;
    expect((await rest(sandbox, 'POST', `${base}/process_upload`, { body: { uploadType: 'x' } })).status).toBe(400);
    expect((await rest(sandbox, 'POST', `${base}/process_upload`, { body: {} })).status).toBe(200);
    expect((await rest(sandbox, 'GET', `${base}/`)).body.status).toBe('processing');
    clock += 1_500;
    const done = await rest(sandbox, 'GET', `${base}/`);
    expect(done.body).toMatchObject({ status: 'completed' });
    expect(sandbox.store.shows.get(5001)!.podcastImage).toBe(done.body.imageUrl);
  });

  it('uploads an episode thumbnail with {episodeId, uploadType: episode_image}', async () => {
    const episode = seeded(sandbox).published[0];
    const base = `/v3/episodes/${episode.episodeId}/images/upload`;
    const { url, uploadId } = (await rest(sandbox, 'GET', `${base}/signed_url`)).body;
    expect((await put(url, Buffer.alloc(100), { 'content-type': 'image/jpeg' })).status).toBe(200);
    expect((await rest(sandbox, 'POST', `${base}/${uploadId}/process_upload`, { body: {} })).status).toBe(400);
    expect((await rest(sandbox, 'POST', `${base}/${uploadId}/process_upload`, { body: { episodeId: episode.episodeId, uploadType: 'episode_image' } })).status).toBe(200);
    clock += 2_000;
    expect((await rest(sandbox, 'GET', `${base}/${uploadId}`)).body.status).toBe('completed');
    expect(sandbox.store.episodes.get(episode.episodeId)!.thumbnailUrl).toMatch(/\.jpg$/);
    expect(sandbox.hooks.count('GET /v3/episodes/{episodeId}/images/upload/{uploadId}/')).toBe(1);
  });
});

describe('storage faults', () => {
  it('applies a fault to the storage route', async () => {
    const { signedUrl } = await audioSignedUrl();
    sandbox.hooks.fault(STORAGE, { status: 503, times: 1 });
    expect((await put(signedUrl, Buffer.alloc(10), { 'content-type': 'audio/mpeg' })).status).toBe(503);
    expect((await put(signedUrl, Buffer.alloc(10), { 'content-type': 'audio/mpeg' })).status).toBe(200);
    expect(sandbox.hooks.count(STORAGE)).toBe(2);
  });
});
