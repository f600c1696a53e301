import { createReadStream, createWriteStream } from 'node:fs';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { UploadSizeError, UploadSourceError, type UploadBody } from './body.js';

/**
 * The fallback when a client does not declare the file's size: the storage PUT needs a
 * Content-Length (the store refuses chunked uploads, as real object stores do), so the bytes
 * go to a temporary file first, then from the file to storage. Memory stays bounded; the price
 * is disk space and a transfer in two legs instead of one, which is why the mutations ask for
 * `size` and use this only without it. The file is removed on release, whatever happened.
 */
export async function spoolToFile(
  source: Readable,
  options: {
    limitBytes: number;
    dir?: string | null;
    signal: AbortSignal;
    onProgress?: (bytes: number) => void;
    idleMs?: number;
    /** Told of every chunk read back from the file (the upload service's buffer reclaimer). */
    onRead?: (bytes: number) => void;
  },
): Promise<UploadBody> {
  const dir = await mkdtemp(join(options.dir ?? tmpdir(), 'gw-upload-'));
  const path = join(dir, 'file');
  const remove = () => rm(dir, { recursive: true, force: true });
  let received = 0;
  const idleMs = options.idleMs ?? 60_000;
  // A client that goes silent is abandoned after `idleMs`, as in the streaming path.
  const idle = setTimeout(stall, idleMs);
  function stall() {
    limiter.destroy(new UploadSourceError(`The client sent no bytes for ${Math.round(idleMs / 1000)} s; the upload was abandoned.`));
  }
  const limiter = new Transform({
    transform(chunk: Buffer, _enc, done) {
      idle.refresh();
      received += chunk.length;
      if (received > options.limitBytes) return done(new UploadSizeError(`The file is larger than the limit of ${options.limitBytes} bytes.`));
      done(null, chunk);
    },
  });
  try {
    await pipeline(source, limiter, createWriteStream(path), { signal: options.signal });
  } catch (error) {
    await remove();
    if (error instanceof UploadSizeError || error instanceof UploadSourceError) throw error;
    throw new UploadSourceError('The client stopped sending the file before it was complete.', { cause: error });
  } finally {
    clearTimeout(idle);
  }
  const { size } = await stat(path);
  if (size === 0) {
    await remove();
    throw new UploadSizeError('The file is empty.');
  }
  let highest = 0;
  let released = false;
  return {
    size,
    open() {
      let sent = 0;
      const counter = new Transform({
        transform(chunk: Buffer, _enc, done) {
          options.onRead?.(chunk.length);
          sent += chunk.length;
          if (sent > highest) {
            highest = sent;
            options.onProgress?.(highest);
          }
          done(null, chunk);
        },
      });
      // 1 MiB reads: a sixteenth of the reads and socket writes of the 64 KiB default.
      const file = createReadStream(path, { highWaterMark: 1024 * 1024 });
      file.on('error', (error) => counter.destroy(error));
      counter.on('close', () => file.destroy());
      return file.pipe(counter);
    },
    canRetry: async () => !released,
    async release() {
      released = true;
      await remove();
    },
  };
}
