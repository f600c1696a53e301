import { GraphQLError, type ExecutionResult } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { ErrorCode } from '../errors.js';
import { bearerToken, clientAddress, tokenHash } from '../identity.js';

/**
 * A cap on subscriptions running at once over HTTP (SSE and multipart) per bearer token, or per
 * client address for a request without one (`HTTP_SUBSCRIPTIONS_MAX_PER_TOKEN`): each holds a
 * connection and a place on the job bus for as long as the client keeps it, so one caller could
 * otherwise hold any number. One more is refused before it starts: 429 `RATE_LIMITED` with
 * `limit: "httpSubscriptionsPerToken"`. A subscription frees its place when it ends: it
 * completed, failed, or the client went away. The count is per gateway process, as the
 * WebSocket caps are.
 *
 * Operations relayed from a WebSocket (their server context holds the upgrade request) are the
 * WebSocket's caps' to count (transport/websocket.ts).
 */
export interface HttpSubscriptionCapOptions {
  maxPerToken: number;
  /** `TRUST_PROXY_HOPS`: a request without a token counts against its client address. */
  trustProxyHops: number;
}

export function useHttpSubscriptionCaps(options: HttpSubscriptionCapOptions): Plugin {
  const running = new Map<string, number>();
  const release = (key: string) => {
    const left = (running.get(key) ?? 1) - 1;
    if (left <= 0) running.delete(key);
    else running.set(key, left);
  };
  return {
    onSubscribe({ args, subscribeFn, setSubscribeFn, setResultAndStopExecution }) {
      const context = args.contextValue as { request?: Request; req?: { headers?: Record<string, unknown> } };
      if (!context.request || isWebSocketRelay(context)) return;
      const token = bearerToken(context.request.headers.get('authorization'));
      const key = token === null ? `address:${clientAddress(context.request, context, options.trustProxyHops)}` : `token:${tokenHash(token)}`;
      const count = running.get(key) ?? 0;
      if (count >= options.maxPerToken) return setResultAndStopExecution({ errors: [tooMany(options.maxPerToken)] });
      running.set(key, count + 1);
      let held = true;
      const free = () => {
        if (!held) return;
        held = false;
        release(key);
      };
      setSubscribeFn(async (subscribeArgs) => {
        try {
          const result = await subscribeFn(subscribeArgs);
          if (!isAsyncIterable(result)) {
            free();
            return result;
          }
          return freedAtEnd(result, free);
        } catch (error) {
          free();
          throw error;
        }
      });
    },
  };
}

/** The stream, calling `free` once when it ends however it ends (done, thrown, or returned by the client going away). */
function freedAtEnd<T>(source: AsyncIterable<T>, free: () => void): AsyncIterableIterator<T> {
  const iterator = source[Symbol.asyncIterator]();
  return {
    [Symbol.asyncIterator]() {
      return this;
    },
    async next() {
      try {
        const next = await iterator.next();
        if (next.done) free();
        return next;
      } catch (error) {
        free();
        throw error;
      }
    },
    async return(value?: unknown) {
      free();
      return (await iterator.return?.(value)) ?? { done: true, value: undefined as T };
    },
    async throw(error?: unknown) {
      free();
      if (iterator.throw) return iterator.throw(error);
      throw error;
    },
  };
}

function isWebSocketRelay(context: { req?: { headers?: Record<string, unknown> } }): boolean {
  const upgrade = context.req?.headers?.upgrade;
  return typeof upgrade === 'string' && upgrade.toLowerCase() === 'websocket';
}

function isAsyncIterable(value: unknown): value is AsyncIterable<ExecutionResult> {
  return typeof value === 'object' && value !== null && Symbol.asyncIterator in value;
}

function tooMany(max: number): GraphQLError {
  return new GraphQLError(`Too many subscriptions at once over HTTP for this token (HTTP_SUBSCRIPTIONS_MAX_PER_TOKEN=${max}); end one, or use the WebSocket.`, {
    extensions: { code: ErrorCode.RATE_LIMITED, limit: 'httpSubscriptionsPerToken', max, http: { status: 429 } },
  });
}
