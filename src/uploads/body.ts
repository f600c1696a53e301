import { Readable } from 'node:stream';

/**
 * The bytes of one upload as the storage PUT consumes them. The file is read once, as a stream,
 * and never held whole in memory; each PUT attempt gets its own Readable, so undici destroying
 * a failed attempt's body never destroys the client's stream. The first `replayBytes` are kept
 * so that one PUT refused early (an expired signed URL answers 403 before it reads much) can be
 * retried against a re-issued URL without asking the client for the bytes again.
 */
export interface UploadBody {
  /** Exact byte count, sent as Content-Length. */
  readonly size: number;
  /** A fresh Readable for one PUT attempt; at most one attempt reads at a time. */
  open(): Readable;
  /** Whether another attempt can still replay every byte read so far. */
  canRetry(): Promise<boolean>;
  /** Stops reading and frees what is held (the client's stream, buffers, temp files). */
  release(): Promise<void>;
}

/** The file broke its promise: more or fewer bytes than declared, or more than the limit. */
export class UploadSizeError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'UploadSizeError';
  }
}

/** The client's stream ended or failed before the declared size arrived. */
export class UploadSourceError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'UploadSourceError';
  }
}

export interface StreamBodyOptions {
  /** Declared size: the storage PUT's Content-Length, and the most bytes accepted. */
  size: number;
  /** Bytes kept for one retry. @default 8 MiB */
  replayBytes?: number;
  /** Called with the highest byte count handed to storage so far. */
  onProgress?: (bytes: number) => void;
  /** Longest wait for the client's next bytes before the upload is abandoned. @default 60_000 */
  idleMs?: number;
}

/** The next item of `iterator`, or an UploadSourceError when the client sends nothing for `idleMs`. */
export function nextWithin<T>(iterator: AsyncIterator<T>, idleMs: number): Promise<IteratorResult<T>> {
  let timer: NodeJS.Timeout | undefined;
  const idle = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new UploadSourceError(`The client sent no bytes for ${Math.round(idleMs / 1000)} s; the upload was abandoned.`)), idleMs);
  });
  return Promise.race([iterator.next(), idle]).finally(() => clearTimeout(timer));
}

/** An UploadBody over a stream whose size the client declared up front. */
export function createStreamBody(source: Readable, options: StreamBodyOptions): UploadBody {
  const { size } = options;
  const replayLimit = options.replayBytes ?? 8 * 1024 * 1024;
  const idleMs = options.idleMs ?? 60_000;
  const iterator = source[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
  const kept: Buffer[] = [];
  let replayable = true;
  let received = 0;
  let highest = 0;
  let inflight: Promise<unknown> = Promise.resolve();
  let released = false;

  let ended = false;
  const fromSource = async (): Promise<Buffer | null> => {
    if (ended) return null;
    let step: IteratorResult<Buffer>;
    try {
      step = await nextWithin(iterator, idleMs);
    } catch (error) {
      if (error instanceof UploadSourceError) throw error;
      throw new UploadSourceError('The client stopped sending the file before it was complete.', { cause: error });
    }
    if (step.done) {
      if (received !== size) {
        throw new UploadSizeError(`The file has ${received} bytes but its declared size is ${size} bytes.`);
      }
      return null;
    }
    const chunk = Buffer.isBuffer(step.value) ? step.value : Buffer.from(step.value);
    received += chunk.length;
    if (received > size) throw new UploadSizeError(`The file is larger than its declared size of ${size} bytes.`);
    if (received === size) {
      // Hold the last bytes until the stream proves it ends here: storage must never complete
      // an object from a file that turns out longer than declared.
      let after: IteratorResult<Buffer>;
      try {
        after = await nextWithin(iterator, idleMs);
      } catch (error) {
        if (error instanceof UploadSourceError) throw error;
        throw new UploadSourceError('The client stopped sending the file before it was complete.', { cause: error });
      }
      if (!after.done) throw new UploadSizeError(`The file is larger than its declared size of ${size} bytes.`);
      ended = true;
    }
    if (replayable) {
      if (received <= replayLimit) kept.push(chunk);
      else {
        replayable = false;
        kept.length = 0;
      }
    }
    return chunk;
  };

  return {
    size,
    open() {
      let position = 0; // index into `kept` for this attempt
      let sent = 0;
      const attempt = new Readable({
        highWaterMark: 64 * 1024,
        read() {
          const next = inflight.then(async (): Promise<Buffer | null> => {
            if (replayable && position < kept.length) return kept[position++]!;
            const chunk = await fromSource();
            if (chunk && replayable) position++;
            return chunk;
          });
          inflight = next.catch(() => {});
          next.then(
            (chunk) => {
              if (chunk) {
                sent += chunk.length;
                if (sent > highest) {
                  highest = sent;
                  options.onProgress?.(highest);
                }
              }
              attempt.push(chunk);
            },
            (error) => attempt.destroy(error as Error),
          );
        },
      });
      return attempt;
    },
    async canRetry() {
      await inflight;
      return replayable && !released;
    },
    async release() {
      if (released) return;
      released = true;
      kept.length = 0;
      // Ends our read of the client's stream; the multipart layer discards what is left.
      // Destroyed first: a read still pending (a silent client) would otherwise hold `return()`.
      if (!source.destroyed) source.destroy();
      await iterator.return?.().catch(() => {});
    },
  };
}
