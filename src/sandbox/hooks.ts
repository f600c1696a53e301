/**
 * Test hooks of the sandbox: a request log (with the problems each call showed), per-route
 * fault injection and a reset. Off unless the sandbox is started with `hooks: true`: disabled
 * hooks log nothing, and arming a fault throws so that a misconfigured test fails loudly.
 */

export type Upstream = 'rest' | 'graph' | 'storage';

export interface LoggedCall {
  upstream: Upstream;
  method: string;
  /** Route template, e.g. `GET /v3/episodes/{episodeId}/overview`, `PUT /storage/{bucket}/{key}`. */
  route: string;
  path: string;
  query: Record<string, string | string[]>;
  /** Headers exactly as received (the bearer token included: tests assert it was forwarded). */
  headers: Record<string, string>;
  /** Parsed JSON body; for graph `{operationName, query, variables}`; omitted for storage. */
  body?: unknown;
  /** Status answered; 0 when the connection was reset or left hanging by a fault. */
  status: number;
  /** Spec violations seen in the call, e.g. `token-sent-to-storage`, `iso-publishOn`. */
  problems: string[];
  /** When the request arrived and when it was answered (`performance.now()`, ms): tests check calls overlap. */
  receivedAt?: number;
  answeredAt?: number;
}

export interface Fault {
  /** Answer with this status instead of running the endpoint. */
  status?: number;
  /** Body of the faulted answer (JSON). @default {error: 'injected fault'} */
  body?: unknown;
  /** Delay before answering (or before running the endpoint when no status is set). */
  latencyMs?: number;
  /** Destroy the socket without answering. */
  reset?: boolean;
  /** Never answer; the socket is destroyed when the sandbox closes. */
  hang?: boolean;
  /**
   * Called as the call takes the fault; the call waits until what it returns settles, then goes
   * on (the endpoint, or the rest of the fault). A test sees the call arrive and releases its
   * answer when it chooses, ordering events without timing them. In-process only (not over
   * `/__sandbox/fault`).
   */
  hold?: () => Promise<unknown>;
  /**
   * Storage only: read this many bytes of the PUT body before the fault applies (a store that
   * refuses an upload midway, after the sender has already handed it that much).
   */
  afterBodyBytes?: number;
  /** How many calls the fault applies to. @default Infinity */
  times?: number;
}

/**
 * A storage slower than its client: PUT bodies are read only as far as the test allows, then
 * the socket is left unread (TCP pushes back on the sender) until more is allowed.
 */
export interface StorageThrottle {
  /** Body bytes storage has read from its sockets since the throttle was armed. */
  readonly received: number;
  /** Lets storage read `bytes` more. */
  allow(bytes: number): void;
  /** Lets storage read everything from now on. */
  release(): void;
}

/** What the storage listener needs of a request body to throttle it. */
export interface PausableBody {
  on(event: 'data', listener: (chunk: Buffer) => void): unknown;
  pause(): unknown;
  resume(): unknown;
}

export interface CallFilter {
  upstream?: Upstream;
  route?: string;
}

export interface SandboxHooks {
  readonly enabled: boolean;
  calls(filter?: CallFilter): LoggedCall[];
  count(route: string): number;
  /** Clears the log and the faults and reseeds the store. */
  reset(): void;
  clearLog(): void;
  fault(route: string, fault: Fault): void;
  /** Storage reads at most `allowBytes` of PUT bodies until the throttle allows more; `reset()` lifts it. */
  throttleStorage(allowBytes: number): StorageThrottle;
}

/** The side the servers use: record a call, take the fault armed for a route. */
export interface HooksControl extends SandboxHooks {
  record(call: LoggedCall): void;
  /** Returns the fault for this route and consumes one of its `times`, or null. */
  takeFault(route: string): Fault | null;
  /** Puts a storage PUT's body under the armed throttle, if any. */
  throttle(body: PausableBody): void;
}

export function createHooks(options: { enabled: boolean; reseed: () => void }): HooksControl {
  const log: LoggedCall[] = [];
  const faults = new Map<string, { fault: Fault; remaining: number }>();
  let throttle: (StorageThrottle & { watch(body: PausableBody): void }) | null = null;

  return {
    enabled: options.enabled,
    calls(filter = {}) {
      return log.filter(
        (c) => (!filter.upstream || c.upstream === filter.upstream) && (!filter.route || c.route === filter.route),
      );
    },
    count(route) {
      return log.reduce((n, c) => (c.route === route ? n + 1 : n), 0);
    },
    reset() {
      log.length = 0;
      faults.clear();
      throttle?.release();
      throttle = null;
      options.reseed();
    },
    clearLog() {
      log.length = 0;
    },
    fault(route, fault) {
      if (!options.enabled) throw new Error('sandbox hooks are disabled: start the sandbox with hooks: true');
      faults.set(route, { fault, remaining: fault.times ?? Number.POSITIVE_INFINITY });
    },
    record(call) {
      call.answeredAt ??= performance.now();
      if (options.enabled) log.push(call);
    },
    throttleStorage(allowBytes) {
      if (!options.enabled) throw new Error('sandbox hooks are disabled: start the sandbox with hooks: true');
      throttle?.release();
      throttle = createThrottle(allowBytes);
      return throttle;
    },
    throttle(body) {
      throttle?.watch(body);
    },
    takeFault(route) {
      if (!options.enabled) return null;
      const armed = faults.get(route);
      if (!armed) return null;
      armed.remaining -= 1;
      if (armed.remaining <= 0) faults.delete(route);
      return armed.fault;
    },
  };
}

function createThrottle(allowBytes: number): StorageThrottle & { watch(body: PausableBody): void } {
  let received = 0;
  let limit = allowBytes;
  const held = new Set<PausableBody>();
  const wake = () => {
    if (received >= limit) return;
    for (const body of held) body.resume();
    held.clear();
  };
  return {
    get received() {
      return received;
    },
    allow(bytes) {
      limit += bytes;
      wake();
    },
    release() {
      limit = Number.POSITIVE_INFINITY;
      wake();
    },
    watch(body) {
      body.on('data', (chunk) => {
        received += chunk.length;
        if (received < limit) return;
        body.pause();
        held.add(body);
      });
    },
  };
}
