import type { Socket } from 'node:net';
import type { IncomingMessage } from 'node:http';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startStack, type Stack } from '../helpers/stack.js';
import { sendMultipartUpload } from './upload-client.js';

/**
 * Backpressure from storage to the client's socket (issue 29): with a storage that reads only
 * what the test allows, the gateway takes the client's bytes no faster than storage accepts
 * them. Measured in bytes, never in time: bytes the gateway read from the client's socket
 * (`socket.bytesRead`), bytes the client handed to its socket, and bytes storage read (the
 * sandbox's throttle counter), each once the flow has settled.
 */

const MiB = 1024 * 1024;
/** Larger than every buffer on the way together (kernel socket buffers included), so a gateway that read ahead would show it. */
const FILE_BYTES = 96 * MiB;
/**
 * Most bytes the gateway may hold between its client and storage: the memory bound of one
 * upload (docs/limits.md). It covers the parser's and the PUT's stream buffers (about 1 MiB)
 * and the kernel's send buffer towards storage (net.ipv4.tcp_wmem, 4 MiB at most by default);
 * a gateway that buffered the file would exceed it six times over.
 */
const HELD_BOUND = 16 * MiB;

const UPLOAD_VIDEO = `mutation UploadVideo($episodeId: Int!, $stationId: Int!, $file: Upload!, $size: Float) {
  uploadEpisodeVideo(episodeId: $episodeId, stationId: $stationId, file: $file, size: $size, waitForProcessing: false) { id status bytesSent totalBytes failureReason }
}`;

let stack: Stack;

beforeAll(async () => {
  stack = await startStack({ behaviour: { mediaProcessingMs: 50 } });
});
afterAll(() => stack?.close());
beforeEach(() => stack.sandbox.hooks.reset());

/** Reads `counters` until they stop moving (six equal readings in a row), then returns the last reading. */
async function settled(counters: () => number[]): Promise<number[]> {
  let last = counters();
  let same = 0;
  for (let i = 0; i < 600 && same < 6; i++) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    const now = counters();
    same = now.every((v, k) => v === last[k]) ? same + 1 : 0;
    last = now;
  }
  return last;
}

describe('an upload to a storage slower than its client', () => {
  it('reads the client no faster than storage accepts, holding a bounded amount', async () => {
    const throttle = stack.sandbox.hooks.throttleStorage(2 * MiB);
    let uploadSocket: Socket | null = null;
    const watch = (req: IncomingMessage) => {
      if ((req.headers['content-type'] ?? '').startsWith('multipart/form-data')) uploadSocket = req.socket;
    };
    stack.httpServer.on('request', watch);
    let clientSent = 0;
    const response = sendMultipartUpload({
      url: `${stack.gatewayUrl}/graphql`,
      document: UPLOAD_VIDEO,
      variables: { episodeId: 700003, stationId: 5001, size: FILE_BYTES },
      fileName: 'slow-storage.mp4',
      mimeType: 'video/mp4',
      bytes: FILE_BYTES,
      // An ISO base media `ftyp` box: the file is the MP4 it claims to be.
      leadingBytes: Buffer.concat([Buffer.from([0, 0, 0, 24]), Buffer.from('ftypisom'), Buffer.from([0, 0, 2, 0]), Buffer.from('isommp42')]),
      token: stack.sandbox.token,
      onFileBytes: (sent) => (clientSent = sent),
    });
    try {
      const readings = () => [uploadSocket?.bytesRead ?? 0, throttle.received, clientSent];

      // Storage has read its first 2 MiB and stopped.
      const [gatewayRead1, storageRead1, clientSent1] = await settled(readings);
      expect(storageRead1).toBeGreaterThanOrEqual(2 * MiB);
      expect(gatewayRead1 - storageRead1).toBeLessThanOrEqual(HELD_BOUND);
      // The client could not write the file: backpressure reached its socket.
      expect(clientSent1).toBeLessThan(FILE_BYTES);

      // Storage takes 24 MiB more: the gateway moves on by about as much, and holds no more than before.
      throttle.allow(24 * MiB);
      const [gatewayRead2, storageRead2, clientSent2] = await settled(readings);
      expect(storageRead2).toBeGreaterThanOrEqual(26 * MiB);
      expect(gatewayRead2).toBeGreaterThan(gatewayRead1);
      expect(gatewayRead2 - storageRead2).toBeLessThanOrEqual(HELD_BOUND);
      expect(clientSent2).toBeLessThan(FILE_BYTES);
    } finally {
      stack.httpServer.off('request', watch);
      throttle.release();
    }

    // Released, the whole file arrives in storage and the job goes on.
    const res = await response;
    expect(res.errors).toBeUndefined();
    const job = (res.data as { uploadEpisodeVideo: { status: string; totalBytes: number } }).uploadEpisodeVideo;
    expect(job).toMatchObject({ status: 'PROCESSING', totalBytes: FILE_BYTES });
    expect(throttle.received).toBe(FILE_BYTES);
    const stored = [...stack.sandbox.store.objects.values()].filter((o) => o.size === FILE_BYTES);
    expect(stored).toHaveLength(1);
  }, 120_000);
});
