import { GraphQLError } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { ErrorCode } from '../errors.js';

/**
 * How a subscription travels over HTTP, decided by the client's `Accept`, in the order it lists
 * the types: `multipart/mixed` is Apollo's multipart subscription protocol
 * (multipart-subscription.ts), `text/event-stream` (or any type, or no `Accept` at all) is
 * SSE, yoga's own. A subscription whose `Accept` names neither (JSON only) is refused before it
 * starts, 406 with a coded JSON body (`BAD_REQUEST`): yoga would subscribe first and then answer
 * 406 with an empty body. The same coded 406 answers anything else no writer takes. This plugin
 * marks a subscription's context and refuses it before it starts; the HTTP layer's writer
 * (gateway/graphql-http.ts) picks the stream.
 */

const SUBSCRIPTION = Symbol('gateway.http-subscription');

type Marked = { [SUBSCRIPTION]?: true };

type StreamKind = 'multipart' | 'sse' | null;

/** Types a subscription can be answered in, as listed in `Accept`. */
export const SUBSCRIPTION_TYPES = 'text/event-stream, multipart/mixed;subscriptionSpec=1.0';

export function useHttpSubscriptions(): Plugin {
  return {
    onSubscribe({ args, setResultAndStopExecution }) {
      const context = args.contextValue as Marked & { request?: Request };
      context[SUBSCRIPTION] = true;
      if (!context.request || streamKindOf(context.request.headers.get('accept')) !== null) return;
      setResultAndStopExecution({ errors: [notAcceptable()] });
    },
  };
}

export function isSubscription(serverContext: unknown): boolean {
  return (serverContext as Marked | null | undefined)?.[SUBSCRIPTION] === true;
}

/** The stream type a subscription gets for this `Accept`: the first one the client lists that the gateway serves. */
export function streamKindOf(accept: string | null): StreamKind {
  if (!accept) return 'sse';
  for (const entry of accept.split(',')) {
    const type = entry.split(';')[0].trim().toLowerCase();
    if (type === 'multipart/mixed' || type === 'multipart/*') return 'multipart';
    if (type === 'text/event-stream' || type === '*/*') return 'sse';
  }
  return null;
}

export function notAcceptable(message = `A subscription is answered as a stream: ask for one of ${SUBSCRIPTION_TYPES} in the Accept header.`): GraphQLError {
  return new GraphQLError(message, {
    extensions: { code: ErrorCode.BAD_REQUEST, http: { status: 406 } },
  });
}
