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

/** Bytes of progress between two reports; the job's own events are throttled by time as well. */
const PROGRESS_STEP = 1024 * 1024;

interface Attempt {
  readonly stream: Readable;
  /** Chunks of `kept` this attempt has pushed (its replay position). */
  position: number;
  sent: number;
}

/**
 * An UploadBody over a stream whose size the client declared up front.
 *
 * The client's stream flows straight into the current attempt: each chunk is pushed as it
 * arrives, and when storage stops taking bytes (undici pauses the attempt, its buffer passes
 * `highWaterMark`) the client's stream is paused, which pauses the parser and the socket, so
 * backpressure reaches the client and nothing piles up here. No promise, timer or copy per
 * chunk: at the wire's speed a 1 GB file is some 16,000 chunks, and each allocation is garbage
 * the collector must chase while the RSS bound holds.
 */
export function createStreamBody(source: Readable, options: StreamBodyOptions): UploadBody {
  const { size } = options;
  const replayLimit = options.replayBytes ?? 8 * 1024 * 1024;
  const idleMs = options.idleMs ?? 60_000;
  let kept: Buffer[] = [];
  let replayable = true;
  let received = 0;
  let highest = 0;
  let reported = 0;
  /** The chunk that completed the declared size, held until the stream proves it ends there. */
  let held: Buffer | null = null;
  let ended = false;
  let failure: Error | null = null;
  let released = false;
  let current: Attempt | null = null;
  let idle: NodeJS.Timeout | null = null;

  // A pause longer than `idleMs` while we wait for the client's bytes (not while storage
  // holds us back) abandons the upload.
  const stall = () => {
    idle = null;
    fail(new UploadSourceError(`The client sent no bytes for ${Math.round(idleMs / 1000)} s; the upload was abandoned.`));
  };
  const waitForClient = () => {
    if (ended || failure || released) return;
    if (idle) idle.refresh();
    else idle = setTimeout(stall, idleMs);
    source.resume();
  };
  const holdClient = () => {
    source.pause();
    if (idle) clearTimeout(idle);
    idle = null;
  };

  const fail = (error: Error) => {
    if (failure) return;
    failure = error;
    holdClient();
    current?.stream.destroy(error);
  };

  /** Hands `chunk` to the current attempt (and to the replay buffer while it can hold it). */
  const deliver = (chunk: Buffer) => {
    const attempt = current;
    if (replayable) {
      kept.push(chunk);
      // No attempt reads now (a refused PUT, before its retry opens), or one is still replaying:
      // the chunk waits in `kept` for its turn.
      if (!attempt || attempt.position !== kept.length - 1) return holdClient();
      attempt.position = kept.length;
    } else if (!attempt) {
      return holdClient();
    }
    if (!push(attempt, chunk)) holdClient();
  };

  const push = (attempt: Attempt, chunk: Buffer): boolean => {
    attempt.sent += chunk.length;
    if (attempt.sent > highest) {
      highest = attempt.sent;
      if (highest - reported >= PROGRESS_STEP || highest === size) {
        reported = highest;
        options.onProgress?.(highest);
      }
    }
    return attempt.stream.push(chunk);
  };

  const onData = (chunk: Buffer) => {
    if (failure || released || chunk.length === 0) return;
    idle?.refresh();
    received += chunk.length;
    if (received > size) return fail(new UploadSizeError(`The file is larger than its declared size of ${size} bytes.`));
    if (replayable && received > replayLimit) {
      replayable = false;
      kept = [];
    }
    // Storage must never complete an object from a file that turns out longer than declared.
    if (received === size) held = chunk;
    else deliver(chunk);
  };
  const onEnd = () => {
    if (failure || released) return;
    if (received !== size) return fail(new UploadSizeError(`The file has ${received} bytes but its declared size is ${size} bytes.`));
    ended = true;
    holdClient();
    if (held) deliver(held);
    held = null;
    const attempt = current;
    if (attempt && (!replayable || attempt.position === kept.length)) attempt.stream.push(null);
  };
  const onError = (error: Error) => {
    fail(error instanceof UploadSourceError ? error : new UploadSourceError('The client stopped sending the file before it was complete.', { cause: error }));
  };
  const onClose = () => {
    if (!ended) onError(new Error('The client stream closed early.'));
  };
  source.pause();
  source.on('data', onData);
  source.once('end', onEnd);
  source.on('error', onError);
  source.once('close', onClose);

  /** The attempt asks for bytes: replay what it has not seen, then let the client's stream flow. */
  const want = (attempt: Attempt) => {
    if (attempt !== current) return;
    if (failure) return void attempt.stream.destroy(failure);
    if (replayable) {
      while (attempt.position < kept.length) {
        if (!push(attempt, kept[attempt.position++]!)) return;
      }
    }
    if (ended) attempt.stream.push(null);
    else waitForClient();
  };

  return {
    size,
    open() {
      const attempt: Attempt = {
        position: 0,
        sent: 0,
        stream: new Readable({
          highWaterMark: 256 * 1024,
          read: () => want(attempt),
          destroy: (error, callback) => {
            // undici destroys a refused attempt's body: the client's stream stays ours, paused.
            if (current === attempt) {
              current = null;
              holdClient();
            }
            callback(error);
          },
        }),
      };
      current = attempt;
      return attempt.stream;
    },
    async canRetry() {
      return replayable && !released && failure === null;
    },
    async release() {
      if (released) return;
      released = true;
      kept = [];
      held = null;
      holdClient();
      source.off('data', onData);
      source.off('end', onEnd);
      source.off('close', onClose);
      // Keeps a late error of the destroyed stream from going unhandled.
      source.on('error', () => {});
      // Ends our read of the client's stream; the multipart layer discards what is left.
      if (!source.destroyed) source.destroy();
    },
  };
}
