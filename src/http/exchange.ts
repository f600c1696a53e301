import { errors as undiciErrors, type Dispatcher } from 'undici';
import { abortSourceOf, type AbortSource } from '../cancellation.js';

const { RequestAbortedError } = undiciErrors;

/**
 * One upstream HTTP exchange as a lean undici dispatch handler, shared by the REST client and
 * the upstream GraphQL executor. The body is collected as it arrives (optionally bounded) and
 * decoded once at the end. No response stream, async resource, AbortSignal or per-call abort
 * listener: that is most of undici's `request()` cost on a fan-out of small JSON answers, and
 * an AbortSignal per call outlives the call in the old generation (see cancellation.ts).
 * Fails with undici's own errors (timeouts, connection) or the cancellation's reason.
 */

/** Something in flight that stops when its request is cancelled. */
export interface Cancellable {
  cancel(reason: unknown): void;
}

/**
 * Work in flight for one cancellation: one listener on it for all of them, added when the first
 * starts and removed when the last ends (a long-lived source, such as the uploads' lifetime
 * signal, keeps nothing behind). With a `timeline`, one timer likewise bounds all of them: armed
 * when the first starts, cleared when the last ends, it cancels what is still in flight at the
 * deadline with ExchangeTimeoutError. That covers every stage of an exchange, waiting for a
 * pooled connection included (undici's own timeouts start once the request is written), with
 * one timer per burst of calls rather than one per call.
 */
export class InflightGroup {
  readonly source: AbortSource | undefined;
  /** Holds when all work of the group must have ended (`performance.now()` clock), read when a burst starts; none when undefined. */
  timeline: { readonly deadline: number } | undefined = undefined;
  private inflight: Set<Cancellable> | null = null;
  private stopListening: (() => void) | null = null;
  private timer: NodeJS.Timeout | null = null;

  constructor(signal: AbortSignal | AbortSource | undefined) {
    this.source = abortSourceOf(signal);
  }

  /** Starts following the cancellation for `work`; false when it has already happened. */
  follow(work: Cancellable): boolean {
    const source = this.source;
    if (source?.aborted) return false;
    const timeline = this.timeline;
    if (!source && !timeline) return true;
    (this.inflight ??= new Set()).add(work);
    if (source && !this.stopListening) this.stopListening = source.onAbort(() => this.cancelAll(source.reason));
    // The extra argument instead of a closure: nothing allocated per group for the timer.
    if (timeline && !this.timer) this.timer = setTimeout(expire, Math.max(1, Math.ceil(timeline.deadline - performance.now())), this);
    return true;
  }

  unfollow(work: Cancellable): void {
    if (!this.inflight?.delete(work)) return;
    if (this.inflight.size === 0) this.idle();
  }

  /** Cancels everything in flight (the deadline passed, or the cancellation happened). */
  cancelAll(reason: unknown): void {
    const pending = this.inflight;
    this.inflight = null;
    this.idle();
    if (pending) for (const work of pending) work.cancel(reason);
  }

  private idle(): void {
    if (this.stopListening) {
      this.stopListening();
      this.stopListening = null;
    }
    if (this.timer) {
      clearTimeout(this.timer);
      this.timer = null;
    }
  }
}

function expire(group: InflightGroup): void {
  group.cancelAll(new ExchangeTimeoutError());
}

export interface Exchanged {
  status: number;
  text: string;
}

/** A bound on the response body: larger ones fail with `tooLarge(status)` instead of being read. */
export interface BodyLimit {
  maxBytes: number;
  tooLarge(status: number): Error;
}

/** The whole exchange took longer than its `timeoutMs`. */
export class ExchangeTimeoutError extends Error {
  override readonly name = 'TimeoutError';
  constructor() {
    super('The upstream did not answer in time.');
  }
}

/**
 * Sends one request and resolves with its status and body text. `timeoutMs` bounds the whole
 * exchange (headers and body) with one timer; without it, undici's own timeouts apply.
 */
export function exchange(
  dispatcher: Dispatcher,
  opts: Dispatcher.DispatchOptions,
  group: InflightGroup,
  limit?: BodyLimit,
  timeoutMs?: number,
): Promise<Exchanged> {
  return new Promise((resolve, reject) => {
    const handler = new Exchange(group, limit, resolve, reject);
    if (!group.follow(handler)) return reject(toError(group.source!.reason));
    if (timeoutMs !== undefined) handler.timeAfter(timeoutMs);
    dispatcher.dispatch(opts, handler);
  });
}

/** The dispatch handler of one exchange; `cancel(reason)` stops it at any point. */
export class Exchange implements Dispatcher.DispatchHandler, Cancellable {
  private abort: ((error?: Error) => void) | null = null;
  private reason: Error | null = null;
  private done = false;
  private status = 0;
  private chunks: Buffer[] = [];
  private size = 0;
  private timer: NodeJS.Timeout | null = null;

  constructor(
    private readonly group: InflightGroup,
    private readonly limit: BodyLimit | undefined,
    private readonly resolve: (value: Exchanged) => void,
    private readonly reject: (error: unknown) => void,
  ) {}

  /** Fails the exchange with ExchangeTimeoutError unless it ends within `ms`. */
  timeAfter(ms: number): void {
    this.timer = setTimeout(() => this.cancel(new ExchangeTimeoutError()), ms);
  }

  /** Stop now (before or during the exchange). */
  cancel(reason: unknown): void {
    if (this.done) return;
    const error = toError(reason);
    if (this.abort) return this.abort(error);
    // Still queued for a pooled connection: undici calls onConnect only when one is free, which
    // may be never (a hung upstream holds them all). Settle now; onConnect drops the request
    // unsent when its turn comes.
    this.reason = error;
    this.onError(error);
  }

  onConnect(abort: (error?: Error) => void): void {
    if (this.reason) return abort(this.reason);
    this.abort = abort;
  }

  onHeaders(statusCode: number, rawHeaders: Buffer[] | string[] | null): boolean {
    if (statusCode < 200) return true; // informational: the real answer follows
    this.status = statusCode;
    if (this.limit && declaredLength(rawHeaders) > this.limit.maxBytes) this.abort!(this.limit.tooLarge(statusCode));
    return true;
  }

  onData(chunk: Buffer): boolean {
    this.size += chunk.length;
    if (this.limit && this.size > this.limit.maxBytes) {
      this.abort!(this.limit.tooLarge(this.status));
      return false;
    }
    this.chunks.push(chunk);
    return true;
  }

  onComplete(): void {
    if (this.done) return;
    this.done = true;
    if (this.timer) clearTimeout(this.timer);
    this.group.unfollow(this);
    this.resolve({ status: this.status, text: decodeUtf8(this.chunks, this.size) });
  }

  onError(error: Error): void {
    if (this.done) return;
    this.done = true;
    if (this.timer) clearTimeout(this.timer);
    this.group.unfollow(this);
    this.chunks = [];
    this.reject(error);
  }
}

/** The Content-Length of raw response headers, or -1 when none is declared. */
function declaredLength(raw: Buffer[] | string[] | null): number {
  if (!raw) return -1;
  for (let i = 0; i < raw.length; i += 2) {
    const name = raw[i];
    if (name.length === 14 && name.toString().toLowerCase() === 'content-length') {
      const value = Number(raw[i + 1].toString());
      return Number.isFinite(value) ? value : -1;
    }
  }
  return -1;
}

/** UTF-8 text of the body (a leading byte order mark dropped, as undici's `text()` does). */
function decodeUtf8(chunks: Buffer[], size: number): string {
  if (size === 0) return '';
  const buffer = chunks.length === 1 ? chunks[0] : Buffer.concat(chunks, size);
  const start = buffer.length > 2 && buffer[0] === 0xef && buffer[1] === 0xbb && buffer[2] === 0xbf ? 3 : 0;
  return buffer.toString('utf8', start);
}

/** An abort reason as an Error (undici aborts with one). */
export function toError(reason: unknown): Error {
  return reason instanceof Error ? reason : new RequestAbortedError();
}
