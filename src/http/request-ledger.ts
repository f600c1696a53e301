/**
 * One account of a request (docs/security.md "The request ledger"): who called, each upstream
 * call as it goes out, what each answer said about the caller's token, and each upstream write
 * with whether it may have changed something. Made with the request (gateway/ledger.ts) and
 * written only by the two upstream clients, which see every answer: the REST client
 * (rest/client.ts) and the upstream GraphQL executor (stitching/executor.ts). A resolver may turn
 * a refusal into data (a `null`, a FAILED job); the ledger still says "refused".
 *
 * Its readers: the rate limit charges its calls and refuses a call past the caller's allowance
 * before it goes out, whichever part of an incremental answer it belongs to; accepted tokens
 * and persisted-document registration read its verdict on the token; the response cache reads
 * its writes to decide whether a mutation may have changed anything. None of them reads the
 * GraphQL result for these.
 *
 * It lives beside the request budget (request-budget.ts) because the clients that write it are
 * below the gateway's plugins: it takes the caller as plain data and imports nothing above it.
 */

/** Who called, parsed once per request (gateway/ledger.ts). */
export interface LedgerCaller {
  /** The bearer token of `Authorization`, by the one parser (src/identity.ts `bearerToken`); null without one. */
  readonly token: string | null;
  /** The token's hash (what counters and stores keep); null without a token. */
  readonly tokenHash: string | null;
  /** The client's address by the `TRUST_PROXY_HOPS` rule (src/identity.ts). */
  readonly address: string;
}

/** What the upstream said about the token: accepted (an answer it gave only after authenticating), refused (401), or nothing yet. */
export type TokenVerdict = 'accepted' | 'refused' | 'unknown';

/** What one upstream write did: `changed` (2xx), `refused` (a 4xx: nothing changed), `unknown` (no answer, a 5xx: it may have). */
export type WriteOutcome = 'changed' | 'refused' | 'unknown';

export interface LedgerWrite {
  upstream: 'rest' | 'graph';
  /** `METHOD /route/{template}` (REST) or the GraphQL route: never a URL. */
  route: string;
  outcome: WriteOutcome;
}

/** What an upstream answer showed, as the client that received it classifies it. */
export interface LedgerAnswer {
  upstream: 'rest' | 'graph';
  route: string;
  /** Whether the call may change something upstream (a REST POST/PUT/DELETE, a GraphQL mutation). */
  write: boolean;
  token: TokenVerdict;
  /** For a write: what it did. */
  outcome?: WriteOutcome;
}

export interface LedgerListener {
  /** A charged call went out beyond the first (the first is the point the rate limit took before the operation). */
  onExtraCall?(): void;
  /** The token's verdict changed (at most twice: to accepted, then possibly to refused). */
  onVerdict?(verdict: Exclude<TokenVerdict, 'unknown'>): void;
}

export class RequestLedger {
  readonly caller: LedgerCaller;
  /** Whether the upstream had accepted the token before this request (accepted-tokens.ts); the caller identity plugin answers it, else none had. */
  acceptedBefore: () => Promise<boolean> = () => Promise.resolve(false);
  #calls = 0;
  #allowance = Number.POSITIVE_INFINITY;
  #refillSeconds = 1;
  #verdict: TokenVerdict = 'unknown';
  #writes: LedgerWrite[] | null = null;
  #listeners: LedgerListener[] | null = null;

  constructor(caller: LedgerCaller) {
    this.caller = caller;
  }

  /** Charged upstream calls that went out (or were let go) so far, in every part of the answer. */
  get calls(): number {
    return this.#calls;
  }

  /** The token's verdict so far: refused once any answer refused it, else accepted once one accepted it. */
  get verdict(): TokenVerdict {
    return this.#verdict;
  }

  /** The writes that went upstream, in the order their answers came. */
  get writes(): readonly LedgerWrite[] {
    return this.#writes ?? [];
  }

  /** Whether some write may have changed something upstream (changed, or no telling). */
  get mayHaveChanged(): boolean {
    return this.writes.some((w) => w.outcome !== 'refused');
  }

  /**
   * The calls this request may make at most (the rate limit's allowance: what its caller has
   * left this window), and in how many seconds that window ends.
   */
  allow(calls: number, refillSeconds = 1): void {
    this.#allowance = Math.min(this.#allowance, calls);
    this.#refillSeconds = Math.max(this.#refillSeconds, refillSeconds);
  }

  /** Calls this request may still make under its allowance; unbounded without a rate limit. */
  get callsLeft(): number {
    return this.#allowance - this.#calls;
  }

  /** When the allowance fills again (seconds): what a refusal tells the client to wait. */
  get refillSeconds(): number {
    return this.#refillSeconds;
  }

  follow(listener: LedgerListener): void {
    (this.#listeners ??= []).push(listener);
  }

  /**
   * A charged call (one of the request's budget) is about to go out: counted, or false (not
   * counted, not to be sent) when the rate limit's allowance is spent.
   */
  begin(): boolean {
    if (this.#calls >= this.#allowance) return false;
    this.#calls++;
    if (this.#calls > 1 && this.#listeners) for (const l of this.#listeners) l.onExtraCall?.();
    return true;
  }

  /** An upstream answer (or its absence) came back: what it said about the token, and what a write did. */
  answered(answer: LedgerAnswer): void {
    if (answer.write) (this.#writes ??= []).push({ upstream: answer.upstream, route: answer.route, outcome: answer.outcome ?? 'unknown' });
    const before = this.#verdict;
    if (answer.token === 'refused') this.#verdict = 'refused';
    else if (answer.token === 'accepted' && before === 'unknown') this.#verdict = 'accepted';
    const after = this.#verdict;
    if (after !== before && after !== 'unknown' && this.#listeners) for (const l of this.#listeners) l.onVerdict?.(after);
  }
}

/** What an HTTP status says about the token: 401 refused it; a 2xx or 403 came after the upstream knew who asked. */
export function verdictOfStatus(status: number | undefined): TokenVerdict {
  if (status === undefined) return 'unknown';
  if (status === 401) return 'refused';
  if ((status >= 200 && status < 300) || status === 403) return 'accepted';
  // A 400 or 404 may come before the upstream looks at the token; a 5xx says nothing.
  return 'unknown';
}

/** What an HTTP status says a write did. */
export function outcomeOfStatus(status: number | undefined): WriteOutcome {
  if (status === undefined) return 'unknown';
  if (status >= 200 && status < 300) return 'changed';
  if (status >= 400 && status < 500 && status !== 408) return 'refused';
  return 'unknown';
}
