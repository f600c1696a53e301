/**
 * What one client request may spend upstream (docs/architecture.md#a-budget-for-every-request): a number of calls and one deadline for
 * all of them, and the reads it has already made, so identical reads are made once.
 *
 * Made with the request's context (context.ts) and read by the two upstream clients when they
 * call: the REST client (rest/client.ts) and the upstream GraphQL executor (stitching/executor.ts).
 * Plain fields, no timer, signal or closure: the clients arm what they need while calls are in
 * flight (http/exchange.ts), so a request that makes no upstream call pays for one object.
 *
 * What it covers: the calls a request's resolvers make to the REST and GraphQL upstreams
 * through `ctx.rest` and the stitching executor, an upload mutation's own lookups and writes
 * included (the account's user ID, publish's create and final update). Not covered: the upload
 * pipeline itself once the file flows (signed URL, storage PUTs, completion, processing polls).
 * A file transfer may rightly take minutes and the polls run until the host has processed the
 * file (spec 4.26); those calls have their own bounds (each call `UPSTREAM_TIMEOUT_MS`,
 * `UPLOAD_IDLE_TIMEOUT_MS`, `UPLOAD_POLL_TIMEOUT_MS`, one re-issued URL) and a fixed number of
 * steps, not a number set by what the query asks for. The time a mutation waits for its
 * pipeline (`outside`) does not run down its deadline.
 *
 * One budget belongs to one request, and so to one caller's token: remembered reads are keyed
 * without it.
 */
export class RequestBudget {
  /** Most upstream calls the request may start (`UPSTREAM_MAX_CALLS_PER_REQUEST`). */
  readonly maxCalls: number;
  /** The request's upstream deadline, on the `performance.now()` clock (moved on only by `outside`). */
  deadline: number;
  /** The length of the whole bound, for messages (`UPSTREAM_TIMEOUT_MS`). */
  readonly timeoutMs: number;
  #calls = 0;
  #outside = 0;
  #outsideSince = 0;
  // Made on the first remembered read: many requests make one call or none.
  #reads: Map<string, Promise<unknown>> | null = null;

  /** The deadline starts now: when the request's context is made. */
  constructor(maxCalls: number, timeoutMs: number, now: number = performance.now()) {
    this.maxCalls = maxCalls;
    this.timeoutMs = timeoutMs;
    this.deadline = now + timeoutMs;
  }

  /** Upstream calls started so far. */
  get calls(): number {
    return this.#calls;
  }

  /**
   * Counts one upstream call about to start; false (nothing counted) when the budget is spent.
   * A logical call is counted once: the retries of an idempotent GET are not new calls (they
   * are bounded by `UPSTREAM_RETRIES` and by the deadline).
   */
  take(): boolean {
    if (this.#calls >= this.maxCalls) return false;
    this.#calls++;
    return true;
  }

  /** Milliseconds left before the deadline (zero or less once it has passed). */
  left(now: number = performance.now()): number {
    return this.deadline - now;
  }

  /** The pending or settled answer of an identical read made earlier in this request. */
  recall<T>(key: string): Promise<T> | undefined {
    return this.#reads?.get(key) as Promise<T> | undefined;
  }

  /** Remembers a read until the next write (`forget`). */
  remember(key: string, answer: Promise<unknown>): void {
    (this.#reads ??= new Map()).set(key, answer);
  }

  /** A write went (or is going) upstream: what was read may have changed, so read it again. */
  forget(): void {
    this.#reads = null;
  }

  /**
   * Waits for `work` that runs on its own bounds (an upload pipeline) without running down the
   * deadline: it moves on by the time waited, so what the request does before and after still
   * shares one bound. Overlapping waits count once.
   */
  async outside<T>(work: Promise<T>): Promise<T> {
    if (this.#outside++ === 0) this.#outsideSince = performance.now();
    try {
      return await work;
    } finally {
      if (--this.#outside === 0) this.deadline += performance.now() - this.#outsideSince;
    }
  }
}
