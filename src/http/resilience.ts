import { ErrorCode, UpstreamError, type UpstreamName } from '../errors.js';
import { silentLogger, type Logger } from '../logger.js';
import { ExchangeTimeoutError, toError, type Cancellable, type Exchanged, type InflightGroup } from './exchange.js';
import { isServerError, isUpstreamFailure } from './failures.js';

/**
 * Resilience policies around every call to an upstream, one set per route group: a circuit
 * breaker that stops calling a group that keeps failing and probes it back, and a bulkhead that
 * bounds the group's calls in flight and waiting, so one hung route cannot take every pooled
 * connection from the others (docs/architecture.md#a-budget-for-every-request). Both refuse with
 * UPSTREAM_UNAVAILABLE (`reason: 'breaker' | 'bulkhead'`) without calling.
 *
 * Groups: one per REST route template (`GET /v3/region`), one for the GraphQL upstream. The
 * spec's REST endpoints are separate resources: a failing one says little about the others,
 * and a family grouping would let a hung read shed the writes beside it. There are about 45,
 * so an upstream that is down as a whole still opens each breaker after a bounded number of calls.
 *
 * The REST client's GET retries (rest/retry.ts) wrap this: each attempt passes the breaker and
 * the bulkhead, so the failures of retries count too, and an open breaker ends the retries.
 *
 * Both policies are the gateway's own, two counters and a queue, rather than cockatiel's: on a
 * fan-out every upstream call passes them, and cockatiel's (an async layer each, a result
 * wrapper, event emitters) allocated about 2 KB per call, a tenth of a call's allocation
 * (docs/performance.md, "Upstream calls"). The common call (breaker closed, a slot
 * free) costs one `then` here. The semantics are cockatiel's consecutive breaker and bulkhead.
 */

export interface ResilienceOptions {
  /** Consecutive failures (5xx, connection errors, timeouts; a 4xx answer resets the count) that open a group's breaker. @default 5 */
  breakerFailures?: number;
  /** How long an open breaker refuses calls before one probe may go; its success closes it, its failure opens it again. @default 10_000 */
  breakerResetMs?: number;
  /** Calls of one group in flight at once. */
  maxConcurrent: number;
  /** Calls of one group waiting for a turn beyond those; more are refused at once. */
  maxQueued: number;
  logger?: Logger;
  /** Called for each call a full bulkhead refused (metrics), with the group's name. */
  onShed?: (group: string) => void;
}

/**
 * Bulkhead bounds for the route groups sharing one pool of `connections`: a group may use half
 * of them (a hung one leaves the other half to every other route) and queue as many calls as
 * the pool has connections; past that its calls are shed. The default pool (2,048) lets one
 * route have 1,024 calls in flight: 50 clients asking 20 episodes each (1,000 overviews at
 * once, the bench's fan-out) neither wait for a turn nor are refused.
 */
export function routeGroupBounds(connections: number): { maxConcurrent: number; maxQueued: number } {
  return { maxConcurrent: Math.max(1, Math.ceil(connections / 2)), maxQueued: connections };
}

export type BreakerState = 'closed' | 'open' | 'half-open';

export interface GroupState {
  upstream: UpstreamName;
  /** The route template (or `POST /v2/graph-pq`), never a URL. */
  group: string;
  breaker: BreakerState;
  inFlight: number;
  queued: number;
  /** Calls refused by the bulkhead since start. */
  shed: number;
}

/** The guards of one upstream, one per route group, made on first use (the groups are the client's route templates: a fixed, small set). */
export class UpstreamGuards {
  readonly #byGroup = new Map<string, UpstreamGuard>();

  constructor(
    readonly upstream: UpstreamName,
    private readonly options: ResilienceOptions,
  ) {}

  for(group: string): UpstreamGuard {
    let guard = this.#byGroup.get(group);
    if (!guard) this.#byGroup.set(group, (guard = new UpstreamGuard(this.upstream, group, this.options)));
    return guard;
  }

  /** The groups whose breaker is open or probing. */
  open(): Array<{ upstream: UpstreamName; group: string }> {
    const open: Array<{ upstream: UpstreamName; group: string }> = [];
    for (const guard of this.#byGroup.values()) if (guard.breaker !== 'closed') open.push({ upstream: this.upstream, group: guard.group });
    return open;
  }

  /** Every group used so far: breaker, calls in flight and queued (for metrics). */
  states(): GroupState[] {
    return [...this.#byGroup.values()].map((guard) => guard.state());
  }
}

/** Given to the bulkhead by a queued attempt whose wait was given up: it frees its turn at once, calls nothing and counts for nothing. */
const GIVEN_UP = new Error('The wait for a turn was given up.');

/** How a call ended, for the breaker: an upstream failure (a failed exchange or a 5xx), a success, or neither (a cancellation, a wait given up). */
type Outcome = 'failure' | 'success' | 'neither';

const outcomeOfAnswer = (res: Exchanged): Outcome => (isServerError(res) ? 'failure' : 'success');
const outcomeOfError = (error: unknown): Outcome => (isUpstreamFailure(error) ? 'failure' : 'neither');

export class UpstreamGuard {
  #breaker: BreakerState = 'closed';
  /** Consecutive failures while closed. */
  #failures = 0;
  #openedAt = 0;
  #active = 0;
  readonly #queue: Turn[] = [];
  readonly #threshold: number;
  readonly #resetMs: number;
  readonly #maxConcurrent: number;
  readonly #maxQueued: number;
  readonly #onShed: ((group: string) => void) | undefined;
  readonly #logger: Logger;
  #shed = 0;

  constructor(
    readonly upstream: UpstreamName,
    readonly group: string,
    options: ResilienceOptions,
  ) {
    this.#threshold = options.breakerFailures ?? 5;
    this.#resetMs = options.breakerResetMs ?? 10_000;
    this.#maxConcurrent = options.maxConcurrent;
    this.#maxQueued = options.maxQueued;
    this.#onShed = options.onShed;
    this.#logger = options.logger ?? silentLogger;
  }

  get breaker(): BreakerState {
    return this.#breaker;
  }

  /**
   * Runs one attempt under the group's breaker and bulkhead. Refused at once, never calling,
   * while the breaker is open or its probe is in flight, and when the group's calls in flight
   * and queued are at their bounds. A queued attempt gives up its wait when the caller is
   * cancelled or its deadline passes (the caller's group timer, or `timeoutMs` for a caller
   * without one), like an exchange waiting for a pooled connection.
   */
  run(attempt: () => Promise<Exchanged>, caller: InflightGroup, timeoutMs?: number): Promise<Exchanged> {
    const free = this.#active < this.#maxConcurrent;
    if (this.#breaker !== 'closed') {
      // Half-open: one probe is in flight, and no other call waits for it (a wait no deadline
      // bounds). Open: once the reset wait has passed, this call becomes the probe, but only if
      // it can start at once: a probe never waits in the queue.
      if (this.#breaker === 'half-open' || !free || performance.now() - this.#openedAt < this.#resetMs) return Promise.reject(this.refusal('breaker'));
      this.#breaker = 'half-open';
      this.#logger.info('circuit half-open: one probe call', { upstream: this.upstream, group: this.group });
      return this.#start(attempt).then(
        (res) => {
          this.#settle(outcomeOfAnswer(res), true);
          return res;
        },
        (error: unknown) => {
          this.#settle(outcomeOfError(error), true);
          throw error;
        },
      );
    }
    if (free) return this.#start(attempt).then(this.#answered, this.#failed);
    if (this.#queue.length >= this.#maxQueued) {
      this.#shed++;
      this.#onShed?.(this.group);
      return Promise.reject(this.refusal('bulkhead'));
    }
    return new Promise((resolve, reject) => {
      const turn = new Turn(attempt, caller, resolve, reject);
      if (!caller.follow(turn)) return reject(toError(caller.source!.reason));
      if (timeoutMs !== undefined) turn.timeAfter(timeoutMs);
      this.#queue.push(turn);
    });
  }

  state(): GroupState {
    return {
      upstream: this.upstream,
      group: this.group,
      breaker: this.#breaker,
      inFlight: this.#active,
      queued: this.#queue.length,
      shed: this.#shed,
    };
  }

  refusal(reason: 'breaker' | 'bulkhead'): UpstreamError {
    const which = this.upstream === 'rest' ? 'the REST API' : 'the GraphQL API';
    return new UpstreamError({
      code: ErrorCode.UPSTREAM_UNAVAILABLE,
      upstream: this.upstream,
      route: this.group,
      reason,
      message:
        reason === 'breaker'
          ? `Calls to ${which} on this route failed several times in a row, so the gateway is not calling it for a few seconds; retry later.`
          : `Too many calls to ${which} on this route are in flight or waiting, so this one was not made; retry later.`,
    });
  }

  /** Takes a slot and calls; the slot is given back by `#settle`. */
  #start(attempt: () => Promise<Exchanged>): Promise<Exchanged> {
    this.#active++;
    try {
      return attempt();
    } catch (error) {
      return Promise.reject(error);
    }
  }

  // The common call's handlers, made once per guard rather than once per call.
  readonly #answered = (res: Exchanged): Exchanged => {
    this.#settle(outcomeOfAnswer(res), false);
    return res;
  };

  readonly #failed = (error: unknown): never => {
    this.#settle(outcomeOfError(error), false);
    throw error;
  };

  /** A call ended: its slot goes to the next turn waiting, and the breaker counts its outcome. */
  #settle(outcome: Outcome, probe: boolean): void {
    this.#active--;
    if (probe) {
      // A probe that ended in neither (cancelled by its caller) says nothing against the upstream.
      if (outcome === 'failure') this.#open();
      else this.#close();
    } else if (this.#breaker === 'closed') {
      // Calls that started before the breaker opened end without moving it.
      if (outcome === 'success') this.#failures = 0;
      else if (outcome === 'failure' && ++this.#failures >= this.#threshold) this.#open();
    }
    this.#next();
  }

  #open(): void {
    this.#breaker = 'open';
    this.#openedAt = performance.now();
    this.#failures = 0;
    this.#logger.warn('circuit open', { upstream: this.upstream, group: this.group, failures: this.#threshold, resetMs: this.#resetMs });
  }

  #close(): void {
    this.#breaker = 'closed';
    this.#failures = 0;
    this.#logger.info('circuit closed', { upstream: this.upstream, group: this.group });
  }

  /** Starts waiting turns while slots are free; a turn given up frees its slot at once. */
  #next(): void {
    while (this.#queue.length > 0 && this.#active < this.#maxConcurrent) {
      const turn = this.#queue.shift()!;
      this.#start(turn.start).then(this.#answered, this.#failed).then(turn.done, turn.failed);
    }
  }
}

/**
 * An attempt waiting in a bulkhead's queue. It follows its caller like an exchange does (one
 * listener and one timer per caller, not per call): given up, it settles the caller at once,
 * and its turn, when it comes, frees the slot without calling.
 */
class Turn implements Cancellable {
  #settled = false;
  #timer: NodeJS.Timeout | null = null;

  constructor(
    private readonly attempt: () => Promise<Exchanged>,
    private readonly caller: InflightGroup,
    private readonly resolve: (value: Exchanged) => void,
    private readonly reject: (error: unknown) => void,
  ) {}

  timeAfter(ms: number): void {
    this.#timer = setTimeout(() => this.cancel(new ExchangeTimeoutError()), ms);
  }

  readonly start = (): Promise<Exchanged> => {
    if (this.#settled) return Promise.reject(GIVEN_UP);
    // From here the exchange follows the caller itself.
    this.caller.unfollow(this);
    if (this.#timer) clearTimeout(this.#timer);
    return this.attempt();
  };

  cancel(reason: unknown): void {
    if (this.#settled) return;
    this.#settled = true;
    if (this.#timer) clearTimeout(this.#timer);
    this.caller.unfollow(this);
    this.reject(toError(reason));
  }

  readonly done = (value: Exchanged): void => {
    if (this.#settled) return;
    this.#settled = true;
    this.resolve(value);
  };

  readonly failed = (error: unknown): void => {
    if (this.#settled) return;
    this.#settled = true;
    this.reject(error);
  };
}
