import { createHash } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startStack, type Stack } from '../helpers/stack.js';
import { fileBytes, sendMultipartUpload } from './upload-client.js';

/**
 * The leading-bytes check of src/uploads/sniff.ts: a file that is clearly not audio fails its
 * job at once with UNSUPPORTED_MEDIA, before the host is asked for a signed URL; any other file
 * reaches storage whole, the bytes looked at included.
 */
interface Answer {
  uploadEpisodeAudio: { id: string; status: string; step: string; failureCode: string | null; failureReason: string | null } | null;
}
const UploadAudio = `
  mutation SniffedUpload($episodeId: Int!, $stationId: Int!, $file: Upload!, $size: Float) {
    uploadEpisodeAudio(episodeId: $episodeId, stationId: $stationId, file: $file, size: $size) {
      id
      status
      step
      failureCode
      failureReason
    }
  }
`;

const SIGNED = 'GET /v3/episodes/{episodeId}/upload/signedUrl';
const PUT = 'PUT /storage/{bucket}/{key}';

let stack: Stack;
beforeAll(async () => {
  stack = await startStack({
    behaviour: { audioPoll404Ms: 50, mediaProcessingMs: 50 },
    config: { uploadPollInitialMs: 20, uploadPollMaxMs: 50, uploadPollTimeoutMs: 20_000 },
  });
});
afterAll(() => stack?.close());
beforeEach(() => stack.sandbox.hooks.reset());

const published = () => [...stack.sandbox.store.episodes.values()].find((e) => e.stationId === 5001 && e.isPublished)!;

async function upload(fileName: string, leading: Buffer, bytes: number) {
  const episode = published();
  return sendMultipartUpload<Answer, { episodeId: number; stationId: number; size: number; file: null }>({
    url: `${stack.gatewayUrl}/graphql`,
    document: UploadAudio,
    variables: { episodeId: episode.episodeId, stationId: 5001, size: bytes },
    fileName,
    mimeType: 'audio/mpeg',
    bytes,
    leadingBytes: leading.subarray(0, bytes),
    token: stack.sandbox.token,
  });
}

describe('the leading-bytes check', () => {
  it('fails a text file named .mp3 at once with UNSUPPORTED_MEDIA, asking the host for nothing', async () => {
    const text = Buffer.from('Show notes for episode 12.\nThanks to our guests!\n'.repeat(40));
    const res = await upload('notes.mp3', text, text.length);
    expect(res.errors).toBeUndefined();
    expect(res.data?.uploadEpisodeAudio).toMatchObject({ status: 'FAILED', failureCode: 'UNSUPPORTED_MEDIA' });
    expect(res.data?.uploadEpisodeAudio?.failureReason).toMatch(/plain text, not audio.*current audio is unchanged/);
    expect(stack.sandbox.hooks.count(SIGNED)).toBe(0);
    expect(stack.sandbox.hooks.count(PUT)).toBe(0);
  });

  it('fails an image declared as audio, and HTML or JSON as well', async () => {
    for (const [name, leading] of [
      ['cover.mp3', Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13])],
      ['page.mp3', Buffer.from('<!doctype html><html><head><title>Login</title></head><body></body></html>')],
      ['reply.mp3', Buffer.from('{"error":"not found"}')],
    ] as const) {
      const res = await upload(name, leading, name === 'cover.mp3' ? 4096 : leading.length);
      expect(res.data?.uploadEpisodeAudio, name).toMatchObject({ status: 'FAILED', failureCode: 'UNSUPPORTED_MEDIA' });
    }
    expect(stack.sandbox.hooks.count(SIGNED)).toBe(0);
  });

  it('sends unknown but plausible bytes upstream whole, the bytes it looked at first', async () => {
    // No signature the check knows: the host decides.
    const leading = Buffer.from([0x00, 0x00, 0x01, 0x9c, 0x88, 0x10, 0x00, 0x7f, 0xfe]);
    const size = 200_000;
    const res = await upload('odd-format.mp3', leading, size);
    expect(res.data?.uploadEpisodeAudio?.failureCode ?? null).not.toBe('UNSUPPORTED_MEDIA');
    expect(stack.sandbox.hooks.count(SIGNED)).toBe(1);
    const [put] = stack.sandbox.hooks.calls({ route: PUT });
    expect(put.status).toBe(200);
    // Storage got every byte in order: the ETag is the MD5 of the whole file.
    const md5 = createHash('md5').update(leading);
    for await (const chunk of fileBytes(size - leading.length)) md5.update(chunk);
    const notify = stack.sandbox.hooks.calls({ route: 'POST /v3/upload/{uploadId}/process_upload' })[0];
    expect(JSON.stringify(notify.body)).toContain(md5.digest('hex'));
  });
});
