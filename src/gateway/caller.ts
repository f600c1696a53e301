import type { IncomingMessage } from 'node:http';
import { isIP } from 'node:net';
import type { Plugin } from 'graphql-yoga';
import { bearerToken } from '../context.js';
import type { RequestBudget } from '../http/request-budget.js';
import { authOutcome, tokenHash, type AcceptedTokens } from './accepted-tokens.js';
import { connectionOf } from './http-entry.js';

/**
 * Who is asking, decided once per operation in `onParams` and kept on that operation's own
 * server context (yoga gives each operation of a batch its own): the bearer token's hash,
 * whether the upstream has accepted that token (accepted-tokens.ts), and the client's address.
 * The rate limit and persisted documents read it; after the operation, this plugin records what
 * the upstream said about the token. First in the chain, so every plugin after it finds it.
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

type WithCaller = { [CALLER]?: Promise<Caller> };

export interface CallerIdentityOptions {
  tokens: AcceptedTokens;
  /** `TRUST_PROXY_HOPS`. */
  trustProxyHops: number;
}

/** The caller of the operation whose server context this is (set by useCallerIdentity). */
export function callerOf(serverContext: unknown): Promise<Caller> | undefined {
  return (serverContext as WithCaller | null | undefined)?.[CALLER];
}

export function useCallerIdentity(options: CallerIdentityOptions): Plugin {
  return {
    onParams({ request, context, paramsHandler, setParamsHandler }) {
      const token = bearerToken(request.headers.get('authorization'));
      const hash = token === null ? null : tokenHash(token);
      const address = clientAddress(request, context, options.trustProxyHops);
      const caller: Promise<Caller> = hash === null ? Promise.resolve({ tokenHash: null, accepted: false, address }) : options.tokens.isAccepted(hash).then((accepted) => ({ tokenHash: hash, accepted, address }));
      (context as WithCaller)[CALLER] = caller;
      if (hash === null) return;
      const handler = paramsHandler;
      // Runs only when no onParams hook answered: the operation ran, and its answer says what the upstream made of the token.
      setParamsHandler(async (payload) => {
        const result = await handler(payload);
        const { accepted } = await caller;
        const calls = (payload.context as { budget?: RequestBudget }).budget?.calls ?? 0;
        await options.tokens.record(hash, authOutcome(result, calls), accepted);
        return result;
      });
    },
  };
}

/**
 * The client's address: the socket's, or with `hops` trusted proxies in front, the entry of
 * `X-Forwarded-For` that many hops from the socket (each proxy appends what it saw; entries to
 * the left of that one are the client's to write, so never read). An IPv6 address counts as its
 * /64, which one subscriber usually holds whole.
 */
export function clientAddress(request: Pick<Request, 'headers'>, serverContext: unknown, hops: number): string {
  // The HTTP entry's requests carry their node request; the WebSocket transport's come with theirs.
  const socket = ((serverContext as { req?: IncomingMessage } | null | undefined)?.req ?? connectionOf(request)?.req)?.socket?.remoteAddress;
  if (!socket) return 'unknown';
  const chain = [socket];
  if (hops > 0) {
    const forwarded = (request.headers.get('x-forwarded-for') ?? '').split(',').map((s) => s.trim()).filter(Boolean);
    chain.push(...forwarded.reverse());
  }
  return normalize(chain[Math.min(hops, chain.length - 1)]);
}

function normalize(address: string): string {
  const plain = address.startsWith('::ffff:') && isIP(address.slice(7)) === 4 ? address.slice(7) : address;
  const version = isIP(plain);
  // Not an address (a proxy that forwarded something else): one shared budget, never a key the client chose.
  if (version === 0) return 'unparsed';
  if (version === 4) return plain;
  return `${expand(plain).slice(0, 4).join(':')}::/64`;
}

/** An IPv6 address's eight groups (zone dropped). */
function expand(address: string): string[] {
  const [head, tail = ''] = address.split('%')[0].split('::');
  const left = head ? head.split(':') : [];
  const right = address.includes('::') && tail ? tail.split(':') : [];
  const groups = address.includes('::') ? [...left, ...Array(8 - left.length - right.length).fill('0'), ...right] : left;
  return groups.map((g) => (g.includes('.') ? g : g.toLowerCase().replace(/^0+(?=.)/, '')));
}
