import type { Plugin } from 'graphql-yoga';
import type { AcceptedTokens } from './accepted-tokens.js';
import { openLedger } from './ledger.js';

/**
 * Who is asking, decided once per operation in `onParams` and kept on that operation's own
 * server context (yoga gives each operation of a batch its own): the request's ledger
 * (gateway/ledger.ts) parses the token and finds the address, and this plugin adds whether the
 * upstream had accepted that token before (accepted-tokens.ts). The rate limit and persisted
 * documents read it. What the upstream says about the token during the operation is the
 * ledger's (written by the upstream clients, whichever part of the answer a call belongs to):
 * this plugin records each verdict as it comes, never reading the GraphQL result. First in the
 * chain, so every plugin after it finds it.
 */
export interface Caller {
  /** The bearer token's hash; null without a token. */
  tokenHash: string | null;
  /** Whether the upstream accepted the token lately (before this operation). */
  accepted: boolean;
  /** The client's address (`TRUST_PROXY_HOPS`), an IPv6 one as its /64; `unknown` in-process. */
  address: string;
}

const CALLER = Symbol('caller');

type WithCaller = { [CALLER]?: () => Promise<Caller> };

export interface CallerIdentityOptions {
  tokens: AcceptedTokens;
  /** `TRUST_PROXY_HOPS`. */
  trustProxyHops: number;
}

/** The caller of the operation whose server context this is (set by useCallerIdentity). */
export function callerOf(serverContext: unknown): Promise<Caller> | undefined {
  return (serverContext as WithCaller | null | undefined)?.[CALLER]?.();
}

export function useCallerIdentity(options: CallerIdentityOptions): Plugin {
  return {
    onParams({ request, context, paramsHandler, setParamsHandler }) {
      const ledger = openLedger(context, request, options.trustProxyHops);
      const { tokenHash: hash, address } = ledger.caller;
      // Asked for on first use: by the rate limit or persisted documents before the operation, else
      // when the first verdict is recorded (a gateway with neither asks the store after the answer).
      let known: Promise<Caller> | undefined;
      const caller = (): Promise<Caller> =>
        (known ??=
          hash === null
            ? Promise.resolve({ tokenHash: null, accepted: false, address })
            : options.tokens.isAccepted(hash).then((accepted) => ({ tokenHash: hash, accepted, address })));
      // A value, not a getter: a getter made per request gives every server context its own
      // hidden class, which slows every later read of that context (docs/performance.md). An
      // assignment, as the ledger's (gateway/ledger.ts): the server context is never listed.
      (context as WithCaller)[CALLER] = caller;
      ledger.acceptedBefore = () => caller().then((c) => c.accepted);
      if (hash === null) return;
      // Each verdict the ledger gets (an upstream answer accepted or refused the token) is
      // recorded as it comes, for a streamed answer's later parts too.
      let recording: Promise<void> | undefined;
      ledger.follow({
        onVerdict: (verdict) => {
          // Most answers accept a token accepted before: nothing to record, no promise made.
          if (verdict === 'accepted' && recording === undefined && options.tokens.seenAccepted(hash)) return;
          recording = (recording ?? Promise.resolve()).then(() => caller().then(({ accepted }) => options.tokens.record(hash, verdict, accepted))).catch(() => undefined);
        },
      });
      const handler = paramsHandler;
      // The answer waits for the verdicts recorded so far: the caller's next request finds them.
      // No promise of its own when the handler answered synchronously and nothing is recorded.
      setParamsHandler((payload) => {
        const answer = handler(payload);
        const settled = <T>(result: T): T | Promise<T> => (recording ? recording.then(() => result) : result);
        return isThenable(answer) ? answer.then(settled) : settled(answer);
      });
    },
  };
}

function isThenable<T>(value: T | PromiseLike<T>): value is PromiseLike<T> {
  return typeof (value as { then?: unknown } | null)?.then === 'function';
}
