/**
 * What the gateway knows about a request's operation before its first upstream call, on the
 * request's context (`ctx.plan`): the guards read it (the cost limit; the rate limit and the
 * budget may read the bound).
 */
export interface RequestPlan {
  /** Whether the planned executor runs the operation; when not, `reason` says what it does not cover. */
  readonly planned: boolean;
  readonly reason: string | null;
  /** Most upstream calls the plan makes when every call succeeds (an outcome it does not project goes to the reference execution, under the request's budget); null when not planned. */
  readonly bound: number | null;
  /** Rounds of upstream calls on the critical path, on a cold ID directory; null when not planned. */
  readonly rounds: number | null;
  /** The operation's cost (gateway/cost.ts), worked out once per plan; undefined when it depends on the request's variables. */
  readonly cost: number | undefined;
  /** The entities the operation reads (`Episode`, `Show`), for the response cache. */
  readonly targets: readonly string[];
}
