import { GraphQLError, type ExecutionResult } from 'graphql';
import { handleMaybePromise, isPromise, type MaybePromise } from '@whatwg-node/promise-helpers';
import { getSSEProcessor, isAsyncIterable, processRegularResult, shouldRenderGraphiQL, type YogaServerInstance } from 'graphql-yoga';
import type { FetchApi } from './routes.js';
import { requestIdOf, withRequestIdOf } from './request-id.js';
import { withClosedCodes } from './error-codes.js';
import { batchRefusalOf } from './batch-refusal.js';
import { isSubscription, notAcceptable, streamKindOf, SUBSCRIPTION_TYPES } from '../transport/http-subscriptions.js';
import type { RequestParams } from './request-params.js';
import { MULTIPART_HEARTBEAT_MS, multipartSubscriptionResponse } from '../transport/multipart-subscription.js';

/**
 * The GraphQL endpoint over HTTP, as the HTTP layer runs it (gateway/http-entry.ts): the
 * parameters of a JSON POST or a GET read by the layer (gateway/request-params.ts), those of
 * every other request by yoga's request parsers (`yoga.parseRequest`, every `onRequestParse`
 * hook: CSRF, the body limit, the uploads' parser, the batch limit), then each operation through
 * `yoga.getResultForParams` (every `onParams` hook and the whole envelop chain), then one writer
 * chosen by the Accept header. What yoga's `handle` and its HTTP hooks did around those calls is
 * done here in one pass: the Accept check before anything runs, GraphiQL, the uploads' stand-in
 * request, closed codes on refusals made while reading the request, a batch refused whole, the
 * request log's refusals and the writers (docs/performance.md, "The HTTP layer owned by the
 * gateway").
 */

type Yoga = YogaServerInstance<Record<string, unknown>, any>;

/** The parts of a result stream, or one result, or a batch's. */
type Result = ExecutionResult | ExecutionResult[] | AsyncIterable<ExecutionResult>;

export interface GraphqlHttpOptions {
  /** GraphiQL's page for a browser's GET asking for HTML; null when GRAPHIQL is off. */
  graphiql: (() => Promise<string>) | null;
  /** The parameters of a JSON POST or a GET, read by the layer; null: yoga's parsers read them (gateway/request-params.ts). */
  readParams(request: Request): RequestParams | Promise<RequestParams> | null;
  /** A refusal of the request's Accept header before anything runs (gateway/request-guards.ts), or null. */
  acceptRefusal(request: Request, fetchAPI: FetchApi): Response | null;
  /** A multipart upload's stand-in for yoga, and its end once answered (uploads/plugin.ts). */
  uploads: { standIn(request: Request): Request; answered(request: Request, response: Response): void };
  /** The request log's record of a request refused before any operation ran: its result, then its answer (gateway/request-log.ts). */
  refusals: { result(request: Request, serverContext: object, result: ExecutionResult): void; response(request: Request, serverContext: object, response: Response): void };
  /** Yoga's masking of an error thrown while reading a request (gateway/errors.ts). */
  maskError(error: unknown): Error;
  /** Apollo's multipart subscriptions: the heartbeat. @default MULTIPART_HEARTBEAT_MS */
  multipartHeartbeatMs?: number;
}

export function graphqlHttp(yoga: Yoga, options: GraphqlHttpOptions): (request: Request) => MaybePromise<Response> {
  const { fetchAPI } = yoga;
  const sse = getSSEProcessor();
  const heartbeatMs = options.multipartHeartbeatMs ?? MULTIPART_HEARTBEAT_MS;
  const writerFor = writerChooser();
  const errorsOf = (error: unknown): GraphQLError[] => {
    if (error instanceof AggregateError) return error.errors.flatMap(errorsOf);
    // The client went away: nothing to tell it.
    if (error instanceof Error && error.name === 'AbortError') return [];
    const masked = options.maskError(error);
    return [masked instanceof GraphQLError ? masked : new GraphQLError(masked.message, { originalError: masked })];
  };
  // What whatwg-node gives a request without a server context: somewhere to hand work that
  // outlives the answer (nothing in the gateway does).
  const waitUntil = (promise: void | Promise<void>) => void promise?.catch(() => {});

  const write = (request: Request, result: Result, serverContext: object): Response | Promise<Response> => {
    const accept = request.headers.get('accept');
    if (isAsyncIterable<ExecutionResult>(result)) {
      if (isSubscription(serverContext)) {
        const kind = streamKindOf(accept);
        if (kind === 'multipart') return multipartSubscriptionResponse(result, fetchAPI, heartbeatMs);
        if (kind === 'sse') return sse(result, fetchAPI, 'text/event-stream');
        return refuseStream(result);
      }
      const writer = writerFor(accept, false, true);
      if (writer === null) return refuseStream(result);
      return writer.kind === 'multipart' ? multipartMixed(result, fetchAPI) : sse(result, fetchAPI, 'text/event-stream');
    }
    // Refusals made while reading the request (yoga's parsers) get closed codes; an operation's
    // own errors have theirs from its `onExecutionResult` already.
    const answer = Array.isArray(result) ? (result.some(hasErrors) ? result.map(withClosedCodes) : result) : withClosedCodes(result);
    if (!Array.isArray(answer)) options.refusals.result(request, serverContext, answer);
    const writer = writerFor(accept, isSubscription(serverContext), false);
    if (writer === null) return refuseStream(answer);
    if (writer.kind === 'sse') return sse(answer, fetchAPI, 'text/event-stream');
    if (writer.kind === 'multipart') return multipartMixed(answer, fetchAPI);
    const response = writeJson(answer, requestIdOf(request), writer.mediaType);
    // A batch refused whole (the rate limit): its operations' status and headers, as one such
    // operation sent alone gets (gateway/batch-refusal.ts).
    const refusal = Array.isArray(answer) && response.status === 200 ? batchRefusalOf(answer) : null;
    if (!refusal) return response;
    const headers = new fetchAPI.Headers(response.headers);
    for (const [name, value] of Object.entries(refusal.headers)) headers.set(name, value);
    return response.text().then((text) => new fetchAPI.Response(text, { status: refusal.status, headers }));
  };

  const writeJson = jsonWriter(fetchAPI);

  const refuseStream = (result: Result): Response => {
    // A stream nobody will read: ended here, so its subscription and upstream work stop.
    if (isAsyncIterable<ExecutionResult>(result)) void result[Symbol.asyncIterator]().return?.();
    const body = JSON.stringify({ errors: [notAcceptable(`The Accept header names no type this answer can be sent in: ask for ${SUBSCRIPTION_TYPES}, application/graphql-response+json or application/json.`).toJSON()] });
    return new fetchAPI.Response(body, { status: 406, headers: { 'content-type': 'application/json; charset=utf-8', accept: `${SUBSCRIPTION_TYPES}, application/graphql-response+json, application/json` } });
  };

  type ServerContext = { waitUntil: typeof waitUntil };

  const graphiqlPage = async (page: () => Promise<string>): Promise<Response> => new fetchAPI.Response(await page(), { status: 200, headers: { 'content-type': 'text/html' } });

  /** The parameters yoga's parsers read (every form but a JSON POST's and a GET's), or their refusal as a Response. */
  const parsedParams = (asked: Request, serverContext: ServerContext): MaybePromise<RequestParams | Response> =>
    handleMaybePromise(
      () => yoga.parseRequest(asked, serverContext),
      (parsed): RequestParams | Response => parsed.response ?? parsed.requestParserResult,
    );

  /**
   * What yoga reads in place of a request its parsers read: a multipart upload's stand-in
   * (uploads/plugin.ts), which answers with the request's own id; any other request as it is.
   */
  const standInFor = (request: Request): Request => {
    const standIn = options.uploads.standIn(request);
    return standIn === request ? request : withRequestIdOf(request, standIn);
  };

  const resultOf = (params: RequestParams, asked: Request, serverContext: ServerContext): MaybePromise<Result | null | undefined | void> => {
    if (!Array.isArray(params)) return yoga.getResultForParams({ params, request: asked }, serverContext);
    return Promise.all(
      // Each operation of a batch has a server context of its own, on the request's.
      params.map((one) =>
        Promise.resolve()
          .then(() => yoga.getResultForParams({ params: one, request: asked }, Object.create(serverContext) as ServerContext))
          .then(
            (result) => (result ?? { errors: [] }) as ExecutionResult,
            (error: unknown) => ({ errors: errorsOf(error) }),
          ),
      ),
    );
  };

  /**
   * Written without `async`: a JSON POST's parameters are read synchronously, so the operation's
   * promise is the only one the endpoint waits on, once (docs/performance.md, "Promises on the
   * hot path"). Any failure from reading the parameters to writing the answer becomes the answer
   * of its errors.
   */
  const answer = (request: Request, serverContext: ServerContext): MaybePromise<Response> => {
    if (options.graphiql !== null && request.method === 'GET' && shouldRenderGraphiQL(request)) return graphiqlPage(options.graphiql);
    const refused = options.acceptRefusal(request, fetchAPI);
    if (refused) return refused;
    // The request the operation runs with: the uploads' stand-in only where yoga's parsers read it.
    let asked = request;
    const fail = (error: unknown): MaybePromise<Response> => write(request, { errors: errorsOf(error) }, serverContext);
    const written = (result: Result | null | undefined | void): MaybePromise<Response> => {
      try {
        const response = write(request, result ?? { errors: [] }, serverContext);
        return isPromise(response) ? response.then(undefined, fail) : response;
      } catch (error) {
        return fail(error);
      }
    };
    const run = (params: RequestParams | Response): MaybePromise<Response> => {
      if (params instanceof fetchAPI.Response) return params;
      try {
        const result = resultOf(params, asked, serverContext);
        return isPromise(result) ? result.then(written, fail) : written(result);
      } catch (error) {
        return fail(error);
      }
    };
    try {
      const params = options.readParams(request) ?? parsedParams((asked = standInFor(request)), serverContext);
      return isPromise(params) ? params.then(run, fail) : run(params);
    } catch (error) {
      return fail(error);
    }
  };

  return (request) => {
    const serverContext = { waitUntil };
    return handleMaybePromise(
      () => answer(request, serverContext),
      (response) => {
        // Every answer, early refusals included: a refusal is logged and counted once.
        options.refusals.response(request, serverContext, response);
        options.uploads.answered(request, response);
        return response;
      },
    );
  };
}

interface Writer {
  kind: 'sse' | 'multipart' | 'regular';
  mediaType: string;
}

const SSE: Writer[] = [{ kind: 'sse', mediaType: 'text/event-stream' }];
const MULTIPART: Writer[] = [{ kind: 'multipart', mediaType: 'multipart/mixed' }];
const REGULAR: Writer[] = [
  { kind: 'regular', mediaType: 'application/graphql-response+json' },
  { kind: 'regular', mediaType: 'application/json' },
];

/** Writers by yoga's precedence: the last one the Accept header allows wins (JSON over the streams, multipart over SSE). */
const ALL = [SSE, MULTIPART, REGULAR];
/** A subscription's single answer (a refusal) is never multipart/mixed. */
const FOR_SUBSCRIPTIONS = [SSE, REGULAR];

/**
 * The writer yoga's result processors would pick for an Accept header; null: none can write the
 * answer. Remembered per header, subscription and streaming (clients send a handful of distinct
 * headers; at most 256 are kept).
 */
function writerChooser(): (accept: string | null, subscription: boolean, stream: boolean) => Writer | null {
  const chosen = new Map<string, Writer | null>();
  return (accept, subscription, stream) => {
    const key = `${subscription ? 's' : ''}${stream ? 'i' : ''}|${accept ?? ''}`;
    const known = chosen.get(key);
    if (known !== undefined) return known;
    const asked = mediaTypesOf(accept);
    let writer: Writer | null = null;
    for (const writers of subscription ? FOR_SUBSCRIPTIONS : ALL) {
      if (stream && writers === REGULAR) continue;
      for (const type of asked) for (const candidate of writers) if (matches(candidate.mediaType, type)) writer = candidate;
    }
    if (chosen.size >= 256) chosen.clear();
    chosen.set(key, writer);
    return writer;
  };
}

/** The Accept header's media types, last preferred first, as yoga reads them (utf-8 only). */
function mediaTypesOf(accept: string | null): string[] {
  const types: string[] = [];
  for (const entry of (accept || '*/*').replace(/\s/g, '').toLowerCase().split(',')) {
    const [type, ...params] = entry.split(';');
    const charset = params.find((param) => param.includes('charset=')) ?? 'charset=utf-8';
    if (charset === 'charset=utf-8') types.push(type);
  }
  return types.reverse();
}

function matches(offered: string, asked: string): boolean {
  const [type, subtype] = offered.split('/');
  const [askedType, askedSubtype] = asked.split('/');
  return (askedType === '*' || askedType === type) && (askedSubtype === '*' || askedSubtype === subtype);
}

/**
 * yoga's JSON writer (`processRegularResult`: status, headers and body as yoga makes them), with
 * the request id among the headers it makes. The id goes into the writer's own header object as
 * the answer is made: set afterwards (the layer's `finish`), it would turn whatwg-node's headers
 * into a map, and its node writer would then validate and copy each header again instead of
 * handing node that object in one `writeHead` (docs/performance.md, "Where the lean probe's
 * saving is"). The writer is handed one fetch API made once, whose `Response` reads the id of the
 * answer being written: a function made per answer cost about 12 µs of q1's CPU, V8 giving each
 * function called with `new` a map and a prototype of its own (docs/performance.md, "The request
 * id without a function per answer"). The id is set only for the writer's synchronous call. The
 * writer reads only `fetchAPI.Response` (graphql-yoga 5); one that read more would fail every JSON
 * answer, which the HTTP layer's tests would show at once.
 */
function jsonWriter(fetchAPI: Yoga['fetchAPI']): (result: ExecutionResult | ExecutionResult[], requestId: string, mediaType: string) => Response {
  let writing: string | null = null;
  let contentType: string | undefined;
  const withRequestId = {
    Response: function (body?: BodyInit | null, init?: ResponseInit) {
      // The writer's own header object, made for this answer (yoga adds errors' headers to it too).
      const headers = init?.headers as Record<string, string> | undefined;
      if (headers && writing !== null) {
        headers['x-request-id'] = writing;
        // The same value as one flat string: the writer joins it per answer, and node's check of
        // each header value must first flatten a joined string (docs/performance.md, "The
        // request id as a flat string").
        if (contentType !== undefined && headers['Content-Type'] !== undefined) headers['Content-Type'] = contentType;
      }
      return new fetchAPI.Response(body, init);
    },
  } as unknown as Yoga['fetchAPI'];
  return (result, requestId, mediaType) => {
    writing = requestId;
    contentType = CONTENT_TYPES[mediaType];
    try {
      return processRegularResult(result, withRequestId, mediaType);
    } finally {
      writing = null;
    }
  };
}

/** The Content-Type yoga's JSON writer gives each media type it writes, as constants. */
const CONTENT_TYPES: Readonly<Record<string, string>> = {
  'application/json': 'application/json; charset=utf-8',
  'application/graphql-response+json': 'application/graphql-response+json; charset=utf-8',
};

/**
 * `multipart/mixed` (incremental delivery, `@defer` and `@stream`): each result a part with its
 * length, as yoga writes them; one result alone takes the status its errors give.
 */
function multipartMixed(result: ExecutionResult | ExecutionResult[] | AsyncIterable<ExecutionResult>, fetchAPI: Yoga['fetchAPI']): Response {
  const encoder = new fetchAPI.TextEncoder();
  // One result: its JSON and status as the JSON writer makes them (errors' internals left out).
  const single = isAsyncIterable<ExecutionResult>(result) ? null : processRegularResult(result, fetchAPI, 'application/graphql-response+json');
  const headers: Record<string, string> = { connection: 'keep-alive', 'content-type': 'multipart/mixed; boundary="-"', 'transfer-encoding': 'chunked' };
  single?.headers.forEach((value, name) => {
    // whatwg-node's headers keep the case they were given in.
    const lower = name.toLowerCase();
    if (lower !== 'content-type' && lower !== 'content-length') headers[lower] = value;
  });
  let iterator: AsyncIterator<unknown> | null = null;
  let done = false;
  const body = new fetchAPI.ReadableStream<Uint8Array>({
    start(controller) {
      if (isAsyncIterable<ExecutionResult>(result)) iterator = result[Symbol.asyncIterator]();
      controller.enqueue(encoder.encode('\r\n---'));
    },
    async pull(controller) {
      try {
        let json: string | null;
        if (iterator) {
          const step = await iterator.next();
          done = step.done === true;
          json = step.value == null ? null : await processRegularResult(step.value as ExecutionResult, fetchAPI, 'application/json').text();
        } else {
          json = done ? null : await single!.text();
          done = true;
        }
        if (json !== null) {
          const part = encoder.encode(json);
          controller.enqueue(encoder.encode(`\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${part.byteLength}\r\n\r\n`));
          controller.enqueue(part);
          controller.enqueue(encoder.encode('\r\n---'));
        }
        if (done) {
          controller.enqueue(encoder.encode('--\r\n'));
          controller.close();
        }
      } catch (error) {
        controller.error(error);
      }
    },
    cancel(reason) {
      return iterator?.return?.(reason).then(() => undefined);
    },
  });
  return new fetchAPI.Response(body, { status: single?.status ?? 200, headers });
}

function hasErrors(result: ExecutionResult): boolean {
  return result.errors !== undefined && result.errors.length > 0;
}

