import { PassThrough, Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { createStreamBody, UploadSizeError, UploadSourceError } from '../../src/uploads/body.js';

const chunks = (n: number, size: number) => Array.from({ length: n }, (_, i) => Buffer.alloc(size, i));

async function drain(stream: Readable): Promise<Buffer> {
  const parts: Buffer[] = [];
  for await (const part of stream) parts.push(part as Buffer);
  return Buffer.concat(parts);
}

/** Reads `bytes` from an attempt, then destroys it (a PUT that storage refused early). */
async function readThenAbandon(stream: Readable, bytes: number): Promise<void> {
  let seen = 0;
  for await (const part of stream) {
    seen += (part as Buffer).length;
    if (seen >= bytes) break; // break destroys the attempt, as undici does with a refused body
  }
}

describe('createStreamBody', () => {
  it('passes the exact declared bytes through and reports progress', async () => {
    const source = Readable.from(chunks(4, 1000));
    const progress: number[] = [];
    const body = createStreamBody(source, { size: 4000, onProgress: (b) => progress.push(b) });
    const out = await drain(body.open());
    expect(out).toEqual(Buffer.concat(chunks(4, 1000)));
    expect(progress.at(-1)).toBe(4000);
  });

  it('fails before handing over the last bytes when the stream is longer than declared', async () => {
    const body = createStreamBody(Readable.from(chunks(5, 1000)), { size: 4000 });
    const attempt = body.open();
    let delivered = 0;
    await expect(
      (async () => {
        for await (const part of attempt) delivered += (part as Buffer).length;
      })(),
    ).rejects.toBeInstanceOf(UploadSizeError);
    // The 4000th byte was held back: storage never saw a complete object.
    expect(delivered).toBeLessThan(4000);
  });

  it('fails when the stream ends short of the declared size', async () => {
    const body = createStreamBody(Readable.from(chunks(2, 1000)), { size: 4000 });
    await expect(drain(body.open())).rejects.toBeInstanceOf(UploadSizeError);
  });

  it('reports a broken client stream as a source error', async () => {
    const source = new PassThrough();
    source.write(Buffer.alloc(100));
    setImmediate(() => source.destroy(new Error('socket hang up')));
    const body = createStreamBody(source, { size: 4000 });
    await expect(drain(body.open())).rejects.toBeInstanceOf(UploadSourceError);
  });

  it('replays the bytes already read to a second attempt, once the first was abandoned', async () => {
    const data = chunks(8, 1000);
    const body = createStreamBody(Readable.from(data), { size: 8000, replayBytes: 16_000 });
    await readThenAbandon(body.open(), 3000);
    expect(await body.canRetry()).toBe(true);
    expect(await drain(body.open())).toEqual(Buffer.concat(data));
  });

  it('keeps a chunk that arrives while a retry is still replaying behind the bytes not yet replayed', async () => {
    // The refused attempt is left open and unread (not destroyed), so the client's stream is
    // still flowing when the retry opens: the next chunk arrives before the retry has replayed
    // anything and must wait for its turn.
    const data = chunks(8, 64 * 1024);
    const source = new PassThrough();
    const body = createStreamBody(source, { size: data.length * 64 * 1024 });
    const first = body.open();
    const seen: Buffer[] = [];
    first.on('data', (part: Buffer) => seen.push(part));
    for (const chunk of data.slice(0, 3)) source.write(chunk);
    await new Promise<void>((resolve) => {
      const check = () => (seen.length >= 3 ? resolve() : setImmediate(check));
      check();
    });
    first.pause();
    source.write(data[3]);
    source.write(data[4]);
    await new Promise((resolve) => setImmediate(resolve));
    const retry = body.open();
    // Arrives while the retry has replayed nothing yet.
    for (const chunk of data.slice(5)) source.write(chunk);
    source.end();
    const out = await drain(retry);
    expect(out.length).toBe(data.length * 64 * 1024);
    // Chunk i is filled with the byte i: the first byte of each 64 KiB says which chunk came there.
    expect(Array.from({ length: data.length }, (_, i) => out[i * 64 * 1024])).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
    expect(out.equals(Buffer.concat(data))).toBe(true);
  });

  it('cannot replay once more than the replay buffer was read', async () => {
    const body = createStreamBody(Readable.from(chunks(8, 1000)), { size: 8000, replayBytes: 2500 });
    await readThenAbandon(body.open(), 5000);
    expect(await body.canRetry()).toBe(false);
  });

  it('releases the client stream', async () => {
    const source = Readable.from(chunks(8, 1000));
    const body = createStreamBody(source, { size: 8000 });
    await readThenAbandon(body.open(), 1000);
    await body.release();
    expect(source.destroyed).toBe(true);
    expect(await body.canRetry()).toBe(false);
  });
});

describe('a client that goes silent', () => {
  it('is abandoned after the idle time, as a source error', async () => {
    const source = new PassThrough();
    source.write(Buffer.alloc(100));
    const body = createStreamBody(source, { size: 4000, idleMs: 50 });
    await expect(drain(body.open())).rejects.toMatchObject({ name: 'UploadSourceError', message: expect.stringMatching(/sent no bytes/) });
    await body.release();
  });
});
