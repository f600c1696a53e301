import type { ExecutionResult, GraphQLError, GraphQLFormattedError } from 'graphql';
import { ErrorCode } from '../errors.js';

/**
 * Apollo's multipart HTTP protocol for subscriptions (`accept: multipart/mixed;
 * subscriptionSpec=1.0`, what Apollo Client's `HttpLink` asks for and Apollo Router serves).
 * One HTTP answer, `multipart/mixed;boundary="graphql";subscriptionSpec="1.0"`, whose parts are
 * JSON:
 *
 * - `{}`: a heartbeat, the first part at once (so the client sees the answer start, as SSE's first
 *   comment does), then every `heartbeatMs`, so that proxies and the client keep the connection;
 * - `{"payload": <result>}`: each event, a GraphQL result (`data`, `errors`);
 * - `{"payload": null, "errors": [...]}`: the stream broke in the gateway (a transport error);
 *   the answer ends after it.
 *
 * The closing delimiter `--graphql--` ends the answer when the subscription ends. A client that
 * goes away cancels the stream, which ends the subscription and its upstream work.
 */
export const MULTIPART_SUBSCRIPTION_TYPE = 'multipart/mixed;boundary="graphql";subscriptionSpec="1.0"';

/** Apollo Router's heartbeat period. */
export const MULTIPART_HEARTBEAT_MS = 5_000;

const DELIMITER = '\r\n--graphql';
const PART_HEAD = '\r\nContent-Type: application/json; charset=utf-8\r\n\r\n';

export function multipartSubscriptionResponse(result: AsyncIterable<ExecutionResult>, fetchAPI: { Response: typeof Response; ReadableStream: typeof ReadableStream }, heartbeatMs = MULTIPART_HEARTBEAT_MS): Response {
  const encoder = new TextEncoder();
  let iterator: AsyncIterator<ExecutionResult> | undefined;
  let heartbeat: ReturnType<typeof setInterval> | undefined;
  const part = (json: string) => encoder.encode(`${PART_HEAD}${json}${DELIMITER}`);
  const stop = () => clearInterval(heartbeat);
  const body = new fetchAPI.ReadableStream<Uint8Array>({
    start(controller) {
      iterator = result[Symbol.asyncIterator]();
      controller.enqueue(encoder.encode(DELIMITER));
      controller.enqueue(part('{}'));
      heartbeat = setInterval(() => {
        // Closed or errored: nothing more to write.
        if (controller.desiredSize === null) return stop();
        controller.enqueue(part('{}'));
      }, heartbeatMs);
      heartbeat.unref?.();
    },
    async pull(controller) {
      let next: IteratorResult<ExecutionResult>;
      try {
        next = await iterator!.next();
      } catch {
        stop();
        const error: GraphQLFormattedError = { message: 'The subscription ended with an unexpected error.', extensions: { code: ErrorCode.INTERNAL_SERVER_ERROR } };
        controller.enqueue(part(JSON.stringify({ payload: null, errors: [error] })));
        controller.enqueue(encoder.encode('--\r\n'));
        controller.close();
        return;
      }
      if (next.value != null) {
        controller.enqueue(part(JSON.stringify({ payload: withoutInternals(next.value) })));
      }
      if (next.done) {
        stop();
        controller.enqueue(encoder.encode('--\r\n'));
        controller.close();
      }
    },
    async cancel() {
      stop();
      await iterator?.return?.();
    },
  });
  return new fetchAPI.Response(body, {
    status: 200,
    headers: {
      'content-type': MULTIPART_SUBSCRIPTION_TYPE,
      'cache-control': 'no-cache',
      connection: 'keep-alive',
    },
  });
}

/** A result as clients see it: errors formatted, without the HTTP hints yoga keeps in `extensions.http`. */
function withoutInternals(result: ExecutionResult): ExecutionResult | Record<string, unknown> {
  if (!result.errors?.length && !result.extensions?.http) return result;
  const { http: _http, ...extensions } = (result.extensions ?? {}) as Record<string, unknown>;
  return {
    ...result,
    ...(result.errors ? { errors: result.errors.map(formatted) } : {}),
    extensions: Object.keys(extensions).length ? extensions : undefined,
  };
}

function formatted(error: GraphQLError): GraphQLFormattedError {
  const json = typeof error.toJSON === 'function' ? error.toJSON() : (error as GraphQLFormattedError);
  if (!json.extensions) return json;
  const { http: _http, unexpected: _unexpected, ...extensions } = json.extensions as Record<string, unknown>;
  return { ...json, extensions: Object.keys(extensions).length ? extensions : undefined };
}
