/**
 * The abort signal of one upstream call: aborted by the caller's signal (the client went
 * away) or by the call's own deadline, whichever comes first. Disposed when the call ends, so
 * no timer outlives it: `AbortSignal.timeout` + `AbortSignal.any` would leave one pending
 * timer and one signal graph per call, firing long after the answer (measurable CPU under load).
 */
export interface CallDeadline {
  readonly signal: AbortSignal;
  /** True once the deadline (not the caller) aborted the call. */
  readonly timedOut: boolean;
  dispose(): void;
}

export function createDeadline(timeoutMs: number, caller?: AbortSignal): CallDeadline {
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort(new DOMException('The upstream call timed out.', 'TimeoutError'));
  }, timeoutMs);
  const onAbort = () => controller.abort(caller!.reason);
  if (caller?.aborted) controller.abort(caller.reason);
  else caller?.addEventListener('abort', onAbort, { once: true });
  return {
    signal: controller.signal,
    get timedOut() {
      return timedOut;
    },
    dispose() {
      clearTimeout(timer);
      caller?.removeEventListener('abort', onAbort);
    },
  };
}
