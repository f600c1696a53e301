import { BrokenCircuitError, bulkhead, circuitBreaker, CircuitState, ConsecutiveBreaker, handleWhen, type BulkheadPolicy, type CircuitBreakerPolicy } from 'cockatiel';
import { ErrorCode, UpstreamError, type UpstreamName } from '../errors.js';
import { silentLogger, type Logger } from '../logger.js';
import { ExchangeTimeoutError, toError, type Cancellable, type Exchanged, type InflightGroup } from './exchange.js';
import { isServerError, isUpstreamFailure } from './failures.js';

/**
 * Resilience policies (cockatiel) around every call to an upstream, one set per route group:
 * a circuit breaker that stops calling a group that keeps failing and probes it back, and a
 * bulkhead that bounds the group's calls in flight and waiting, so one hung route cannot take
 * every pooled connection from the others (docs/architecture.md#a-budget-for-every-request). Both refuse with UPSTREAM_UNAVAILABLE
 * (`reason: 'breaker' | 'bulkhead'`) without calling.
 *
 * Groups: one per REST route template (`GET /v3/region`), one for the GraphQL upstream. The
 * spec's REST endpoints are separate resources: a failing one says little about the others,
 * and a family grouping would let a hung read shed the writes beside it. There are about 45,
 * so an upstream that is down as a whole still opens each breaker after a bounded number of calls.
 *
 * The REST client's GET retries (rest/retry.ts) wrap this: each attempt passes the breaker and
 * the bulkhead, so the failures of retries count too, and an open breaker ends the retries.
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
    for (const guard of this.#byGroup.values()) if (guard.breaker.state !== CircuitState.Closed) open.push({ upstream: this.upstream, group: guard.group });
    return open;
  }

  /** Every group used so far: breaker, calls in flight and queued (for metrics). */
  states(): GroupState[] {
    return [...this.#byGroup.values()].map((guard) => guard.state());
  }
}

/** What a breaker counts as a failure: an exchange that failed for the upstream's sake, or a 5xx answer. */
const FAILURES = handleWhen(isUpstreamFailure).orWhenResult((res) => isServerError(res as Exchanged));

/** Given to the bulkhead by a queued attempt whose wait was given up: it frees its turn at once, calls nothing and counts for nothing. */
const GIVEN_UP = new Error('The wait for a turn was given up.');

export class UpstreamGuard {
  readonly breaker: CircuitBreakerPolicy;
  readonly bulkhead: BulkheadPolicy;
  readonly #maxConcurrent: number;
  readonly #maxQueued: number;
  readonly #onShed: ((group: string) => void) | undefined;
  #shed = 0;

  constructor(
    readonly upstream: UpstreamName,
    readonly group: string,
    options: ResilienceOptions,
  ) {
    const failures = options.breakerFailures ?? 5;
    const resetMs = options.breakerResetMs ?? 10_000;
    this.breaker = circuitBreaker(FAILURES, { halfOpenAfter: resetMs, breaker: new ConsecutiveBreaker(failures) });
    this.bulkhead = bulkhead(options.maxConcurrent, options.maxQueued);
    this.#maxConcurrent = options.maxConcurrent;
    this.#maxQueued = options.maxQueued;
    this.#onShed = options.onShed;
    const logger = options.logger ?? silentLogger;
    this.breaker.onBreak(() => logger.warn('circuit open', { upstream, group, failures, resetMs }));
    this.breaker.onHalfOpen(() => logger.info('circuit half-open: one probe call', { upstream, group }));
    this.breaker.onReset(() => logger.info('circuit closed', { upstream, group }));
  }

  /**
   * Runs one attempt under the group's breaker and bulkhead. Refused at once, never calling,
   * while the breaker is open or its probe is in flight, and when the group's calls in flight
   * and queued are at their bounds. A queued attempt gives up its wait when the caller is
   * cancelled or its deadline passes (the caller's group timer, or `timeoutMs` for a caller
   * without one), like an exchange waiting for a pooled connection.
   */
  run(attempt: () => Promise<Exchanged>, caller: InflightGroup, timeoutMs?: number): Promise<Exchanged> {
    const bulkhead = this.bulkhead;
    const free = bulkhead.executionSlots > 0;
    const state = this.breaker.state;
    if (state !== CircuitState.Closed) {
      // Half-open: cockatiel would make this call wait for the probe, a wait no deadline bounds.
      // Open: once the reset wait has passed this call becomes the probe, but only if it can
      // start at once: cockatiel takes a probe that ends in an error it does not count (a
      // wait given up in the queue) as a success, and would close the breaker.
      if (state !== CircuitState.Open || !free) return Promise.reject(this.refusal('breaker'));
      return this.breaker.execute(() => bulkhead.execute(attempt)).catch(this.#openToRefusal);
    }
    if (free) return this.breaker.execute(() => bulkhead.execute(attempt));
    if (bulkhead.queueSlots <= 0) {
      this.#shed++;
      this.#onShed?.(this.group);
      return Promise.reject(this.refusal('bulkhead'));
    }
    return new Promise((resolve, reject) => {
      const turn = new Turn(attempt, caller, resolve, reject);
      if (!caller.follow(turn)) return reject(toError(caller.source!.reason));
      if (timeoutMs !== undefined) turn.timeAfter(timeoutMs);
      this.breaker.execute(() => bulkhead.execute(turn.start)).then(turn.done, turn.failed);
    });
  }

  state(): GroupState {
    const breaker = this.breaker.state;
    return {
      upstream: this.upstream,
      group: this.group,
      breaker: breaker === CircuitState.Closed ? 'closed' : breaker === CircuitState.HalfOpen ? 'half-open' : 'open',
      inFlight: this.#maxConcurrent - this.bulkhead.executionSlots,
      queued: this.#maxQueued - this.bulkhead.queueSlots,
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

  /** cockatiel's own refusal while open (the reset wait has not passed) as ours. */
  readonly #openToRefusal = (error: unknown): never => {
    throw error instanceof BrokenCircuitError ? this.refusal('breaker') : error;
  };
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
