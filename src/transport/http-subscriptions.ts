import { GraphQLError, type ExecutionResult } from 'graphql';
import { getSSEProcessor, type Plugin } from 'graphql-yoga';
import { ErrorCode } from '../errors.js';
import { MULTIPART_HEARTBEAT_MS, multipartSubscriptionResponse } from './multipart-subscription.js';

/**
 * How a subscription travels over HTTP, decided by the client's `Accept`, in the order it lists
 * the types: `multipart/mixed` is Apollo's multipart subscription protocol
 * (multipart-subscription.ts), `text/event-stream` (or any type, or no `Accept` at all) is
 * SSE, yoga's own. A subscription whose `Accept` names neither (JSON only) is refused before it
 * starts, 406 with a coded JSON body (`BAD_REQUEST`): yoga would subscribe first and then answer
 * 406 with an empty body. The same coded 406 replaces yoga's empty one for any other answer no
 * processor takes.
 */
export interface HttpSubscriptionOptions {
  /** Heartbeat period of multipart subscriptions. @default 5_000, as Apollo Router */
  multipartHeartbeatMs?: number;
}

const SUBSCRIPTION = Symbol('gateway.http-subscription');

type Marked = { [SUBSCRIPTION]?: true };

type StreamKind = 'multipart' | 'sse' | null;

/** Types a subscription can be answered in, as listed in `Accept`. */
const SERVED_TYPES = 'text/event-stream, multipart/mixed;subscriptionSpec=1.0';

export function useHttpSubscriptions(options: HttpSubscriptionOptions = {}): Plugin {
  const heartbeatMs = options.multipartHeartbeatMs ?? MULTIPART_HEARTBEAT_MS;
  const sse = getSSEProcessor();
  return {
    onSubscribe({ args, setResultAndStopExecution }) {
      const context = args.contextValue as Marked & { request?: Request };
      context[SUBSCRIPTION] = true;
      if (!context.request || streamKindOf(context.request.headers.get('accept')) !== null) return;
      setResultAndStopExecution({ errors: [notAcceptable()] });
    },
    onResultProcess({ request, result, serverContext, resultProcessor, setResultProcessor }) {
      const isStream = !Array.isArray(result) && Symbol.asyncIterator in result;
      const kind = isStream && isSubscription(serverContext) ? streamKindOf(request.headers.get('accept')) : null;
      if (kind === 'multipart') return setResultProcessor((stream, fetchAPI) => multipartSubscriptionResponse(stream as AsyncIterable<ExecutionResult>, fetchAPI, heartbeatMs), 'multipart/mixed');
      if (kind === 'sse') return setResultProcessor(sse, 'text/event-stream');
      if (resultProcessor) return;
      setResultProcessor((answer, fetchAPI) => {
        // A stream nobody will read: ended here, so its subscription and upstream work stop.
        if (!Array.isArray(answer) && Symbol.asyncIterator in answer) void (answer as AsyncIterable<unknown>)[Symbol.asyncIterator]().return?.();
        const body = JSON.stringify({ errors: [notAcceptable(`The Accept header names no type this answer can be sent in: ask for ${SERVED_TYPES}, application/graphql-response+json or application/json.`).toJSON()] });
        return new fetchAPI.Response(body, { status: 406, headers: { 'content-type': 'application/json; charset=utf-8', accept: `${SERVED_TYPES}, application/graphql-response+json, application/json` } });
      }, 'application/json');
    },
  };
}

/** Whether this request's operation is a subscription (marked when it subscribes). */
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

function notAcceptable(message = `A subscription is answered as a stream: ask for one of ${SERVED_TYPES} in the Accept header.`): GraphQLError {
  return new GraphQLError(message, {
    extensions: { code: ErrorCode.BAD_REQUEST, http: { status: 406 } },
  });
}
