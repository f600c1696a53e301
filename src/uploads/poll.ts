import { ErrorCode, UpstreamError } from '../errors.js';

/**
 * Polling with backoff (spec 4.22 step 4, 4.26): the first poll waits `initialMs`, each next
 * wait grows by `factor` up to `maxMs`, and the whole poll gives up after `timeoutMs` (about
 * 300 s, as the spec says). A 404 is tolerated where the spec says the upstream answers it
 * while it has not registered the upload yet (audio: 30-60 s), and a few transient failures in
 * a row are tolerated too: a five-minute poll should not die of one dropped connection.
 */
export interface PollOptions {
  /** @default 500 */
  initialMs: number;
  /** @default 5_000 */
  maxMs: number;
  /** @default 1.5 */
  factor: number;
  /** Give up after this long. @default 300_000 */
  timeoutMs: number;
  /** Transient failures (5xx, timeouts, connection errors) in a row before failing. @default 5 */
  maxTransientFailures: number;
}

export const DEFAULT_POLL: PollOptions = { initialMs: 500, maxMs: 5_000, factor: 1.5, timeoutMs: 300_000, maxTransientFailures: 5 };

export type PollVerdict<R> = { done: R } | { failed: string } | 'continue';

export class PollTimeoutError extends Error {
  constructor(readonly waitedMs: number) {
    super(`The upstream did not finish processing within ${Math.round(waitedMs / 1000)} s.`);
    this.name = 'PollTimeoutError';
  }
}

/** The upstream said the upload failed (status `failed`). */
export class ProcessingFailedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ProcessingFailedError';
  }
}

export async function pollUntil<T, R>(
  fetchOnce: () => Promise<T>,
  decide: (value: T) => PollVerdict<R>,
  options: { poll: PollOptions; tolerate404: boolean; signal: AbortSignal; onAttempt?: (attempt: number) => void },
): Promise<R> {
  const { poll, signal } = options;
  const started = Date.now();
  let delay = poll.initialMs;
  let transient = 0;
  for (let attempt = 1; ; attempt++) {
    await sleep(Math.min(delay, Math.max(0, started + poll.timeoutMs - Date.now())), signal);
    delay = Math.min(poll.maxMs, delay * poll.factor);
    options.onAttempt?.(attempt);
    try {
      const verdict = decide(await fetchOnce());
      transient = 0;
      if (verdict !== 'continue') {
        if ('failed' in verdict) throw new ProcessingFailedError(verdict.failed);
        return verdict.done;
      }
    } catch (error) {
      if (!(error instanceof UpstreamError) || signal.aborted) throw error;
      if (error.code === ErrorCode.NOT_FOUND && options.tolerate404) {
        // expected while the upstream has not registered the upload yet (4.26)
      } else if (isTransient(error) && ++transient < poll.maxTransientFailures) {
        // try again at the next tick
      } else {
        throw error;
      }
    }
    if (Date.now() - started >= poll.timeoutMs) throw new PollTimeoutError(Date.now() - started);
  }
}

const isTransient = (error: UpstreamError) =>
  error.code === ErrorCode.UPSTREAM_ERROR || error.code === ErrorCode.UPSTREAM_TIMEOUT || error.code === ErrorCode.RATE_LIMITED;

function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) return reject(signal.reason);
    const timer = setTimeout(done, ms);
    function done() {
      signal.removeEventListener('abort', onAbort);
      resolve();
    }
    function onAbort() {
      clearTimeout(timer);
      reject(signal.reason);
    }
    signal.addEventListener('abort', onAbort, { once: true });
  });
}
