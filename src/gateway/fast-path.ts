import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import type { ExecutionResult } from 'graphql';
import { processRegularResult, type GraphQLParams, type YogaServerInstance } from 'graphql-yoga';
import { RequestCancellation } from '../cancellation.js';
import { requestIdOf } from './request-id.js';

/**
 * The node:http transport for the commonest request: a plain `POST /graphql` with a JSON body,
 * asking for JSON, from a server-side client (no `Origin`). It skips only yoga's HTTP layer
 * (fetch-API Request and Response objects, the body parser chain), which costs more than the rest
 * of a one-field query (docs/performance.md), and hands the parameters to yoga's own
 * `getResultForParams`: every plugin's `onParams`, parse, validate, context, execute and
 * `onExecutionResult` hooks run exactly as for any other request (DESIGN 9: one pipeline).
 *
 * The HTTP-level hooks (`onRequest`, `onRequestParse`, `onResultProcess`, `onResponse`) do not
 * run here, so this path takes only requests those hooks would pass through unchanged, and
 * anything else goes to yoga whole: a browser (`Origin`: CORS), a content type that needs CSRF
 * prevention, multipart uploads, GET (GraphiQL), a body over the size limit or without a length,
 * unparseable JSON or a batch, subscriptions (event streams). An HTTP-level plugin added to the
 * gateway must keep that true or have its step here (the request id is echoed here, as
 * `useRequestId` does); test/integration/hostile-input.test.ts sends the same requests through
 * both entry paths and expects the same answers.
 */

export interface FastPathOptions {
  /** The GraphQL endpoint. @default '/graphql' */
  endpoint?: string;
  /** Largest body this path reads; larger ones go to yoga, which refuses them. */
  maxBodyBytes: number;
  /**
   * Take documents sent by hash alone (`documentId`, APQ's `extensions.persistedQuery`): only when
   * PERSISTED_DOCUMENTS is on, whose onParams hook then puts the text in place or answers. Off,
   * they go to yoga, which refuses them as it always has. @default false
   */
  persistedDocuments?: boolean;
}

interface Params {
  /** Absent when the document comes by hash (`documentId` or APQ's `extensions.persistedQuery`): PERSISTED_DOCUMENTS puts its text in place. */
  query?: string;
  documentId?: string;
  variables?: Record<string, unknown> | null;
  operationName?: string | null;
  extensions?: Record<string, unknown> | null;
}

/** What the fast path gives yoga as its server context: yoga's own node fields, and the request's cancellation. */
export interface FastPathServerContext {
  req: IncomingMessage;
  res: ServerResponse;
  cancellation: RequestCancellation;
}

type Yoga = YogaServerInstance<Record<string, unknown>, any>;

export function withFastPath(yoga: Yoga, options: FastPathOptions): RequestListener {
  const endpoint = options.endpoint ?? '/graphql';
  const toYoga = yoga as unknown as RequestListener;
  // Read once: the server adapter is a Proxy that wraps yoga's method in a new closure per read.
  const getResultForParams = yoga.getResultForParams;
  const byHash = options.persistedDocuments === true;

  return (req, res) => {
    if (!eligible(req, endpoint, options.maxBodyBytes)) return void toYoga(req, res);
    readBody(req).then(
      (text) => {
        let parsed: unknown;
        try {
          parsed = JSON.parse(text);
        } catch {
          // Yoga answers malformed JSON in its own words: one place for that answer.
          return void handToYoga(toYoga, req, res, text);
        }
        if (!isParams(parsed, byHash) || (parsed.query !== undefined && streamed(parsed.query, req.headers.accept))) return void handToYoga(toYoga, req, res, text);
        run(yoga, getResultForParams, req, res, parsed).catch(() => {
          // getResultForParams turns every failure into a result; this is a bug in the transport.
          if (!res.headersSent) respond(res, 500, JSON_TYPE, '{"errors":[{"message":"Unexpected error.","extensions":{"code":"INTERNAL_SERVER_ERROR"}}]}', null);
          else res.destroy();
        });
      },
      () => res.destroy(),
    );
  };
}

function eligible(req: IncomingMessage, endpoint: string, maxBodyBytes: number): boolean {
  if (req.method !== 'POST' || req.headers.origin !== undefined) return false;
  const url = req.url ?? '';
  if (url !== endpoint && !url.startsWith(`${endpoint}?`)) return false;
  const type = req.headers['content-type'];
  if (!type || !/^application\/json\s*(;|$)/i.test(type)) return false;
  // Event streams and multipart responses have their own framing: yoga applies them.
  if (responseType(req.headers.accept) === null) return false;
  const length = req.headers['content-length'];
  return length !== undefined && /^\d+$/.test(length) && Number(length) > 0 && Number(length) <= maxBodyBytes;
}

const GRAPHQL_RESPONSE = 'application/graphql-response+json';
const JSON_TYPE = 'application/json';

/** The response media type yoga would pick (first acceptable in the client's order), or null for any other. */
function responseType(accept: string | undefined): string | null {
  if (!accept) return JSON_TYPE;
  for (const part of accept.split(',')) {
    const type = part.split(';')[0].trim().toLowerCase();
    if (type === GRAPHQL_RESPONSE) return GRAPHQL_RESPONSE;
    if (type === JSON_TYPE || type === '*/*') return JSON_TYPE;
    if (type !== '') return null;
  }
  return JSON_TYPE;
}

/**
 * Whether the answer may be a stream, which yoga frames: a subscription, or `@defer`/`@stream` for
 * a client that also accepts a stream type (urql lists JSON first, then SSE and multipart).
 */
function streamed(query: string, accept: string | undefined): boolean {
  if (/\bsubscription\b/.test(query)) return true;
  return /@(defer|stream)\b/.test(query) && accept !== undefined && /(^|,)\s*(multipart\/mixed|multipart\/\*|text\/event-stream)\b/i.test(accept);
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.once('end', () => resolve(chunks.length === 1 ? chunks[0].toString('utf8') : Buffer.concat(chunks).toString('utf8')));
    req.once('error', reject);
  });
}

function isParams(value: unknown, byHashAllowed: boolean): value is Params {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return false;
  const p = value as Record<string, unknown>;
  for (const key of Object.keys(p)) {
    if (key !== 'query' && key !== 'variables' && key !== 'operationName' && key !== 'extensions' && !(key === 'documentId' && byHashAllowed)) return false;
  }
  // A persisted document may come by hash alone: the trusted-documents plugin (onParams) puts its
  // text in place or answers, as on yoga's path.
  const byHash =
    byHashAllowed &&
    p.query === undefined &&
    (typeof p.documentId === 'string' || (isRecord(p.extensions) && isRecord((p.extensions as Record<string, unknown>).persistedQuery)));
  return (
    (typeof p.query === 'string' || byHash) &&
    (p.documentId === undefined || typeof p.documentId === 'string') &&
    (p.variables == null || (typeof p.variables === 'object' && !Array.isArray(p.variables))) &&
    (p.operationName == null || typeof p.operationName === 'string') &&
    (p.extensions == null || (typeof p.extensions === 'object' && !Array.isArray(p.extensions)))
  );
}

function isRecord(value: unknown): boolean {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

/** Yoga reads an already-read body from `req.body` (as behind a body-parsing framework), as text: it parses it itself. */
function handToYoga(toYoga: RequestListener, req: IncomingMessage, res: ServerResponse, body: string): void {
  (req as IncomingMessage & { body?: unknown }).body = body;
  toYoga(req, res);
}

async function run(yoga: Yoga, getResultForParams: Yoga['getResultForParams'], req: IncomingMessage, res: ServerResponse, params: Params): Promise<void> {
  const cancellation = new RequestCancellation();
  // The client went away before the answer was sent: upstream work stops with it.
  res.once('close', () => {
    if (!res.writableFinished) cancellation.abort(new DOMException('This operation was aborted', 'AbortError'));
  });
  const request = lightRequest(req, cancellation);
  const serverContext: FastPathServerContext = { req, res, cancellation };
  const result = (await getResultForParams({ params: params as GraphQLParams, request }, serverContext as unknown as Record<string, unknown>)) as ExecutionResult | AsyncIterable<ExecutionResult> | undefined;
  const type = responseType(req.headers.accept)!;
  const requestId = requestIdOf(request);
  if (result && Symbol.asyncIterator in result) {
    // A stream this path did not foresee (a document sent by hash): a client that asked for JSON
    // cannot take it (transport/http-subscriptions.ts refuses such subscriptions before they start).
    void result[Symbol.asyncIterator]().return?.();
    const body = JSON.stringify({ errors: [{ message: 'This answer is a stream: ask for text/event-stream or multipart/mixed in the Accept header.', extensions: { code: 'BAD_REQUEST' } }] });
    return respond(res, 406, 'application/json', body, requestId);
  }
  if (result && !(Symbol.asyncIterator in result) && !result.errors && !result.extensions) {
    return respond(res, 200, type, JSON.stringify(result), requestId);
  }
  // Errors (or anything unusual): yoga's own result processing decides the status and strips
  // internal extensions, as on its HTTP path.
  const response = processRegularResult((result ?? { errors: [] }), yoga.fetchAPI, type);
  respond(res, response.status, type, await response.text(), requestId);
}

function respond(res: ServerResponse, status: number, type: string, text: string, requestId: string | null): void {
  const headers: Record<string, string | number> = {
    'content-type': `${type}; charset=utf-8`,
    'content-length': Buffer.byteLength(text),
  };
  if (requestId) headers['x-request-id'] = requestId;
  res.writeHead(status, headers);
  res.end(text);
}

/**
 * The slice of a fetch `Request` the gateway's context and plugins read: headers by name and
 * an abort signal that fires when the client goes away before the answer is sent. Classes, not
 * object literals with getters (V8 gives each such literal its own accessor objects, which
 * outlive the request in the old generation).
 */
function lightRequest(req: IncomingMessage, cancellation: RequestCancellation): Request {
  return new LightRequest(req, cancellation) as unknown as Request;
}

class LightHeaders {
  constructor(private readonly req: IncomingMessage) {}

  get(name: string): string | null {
    const value = this.req.headers[name.toLowerCase()];
    return value === undefined ? null : Array.isArray(value) ? value.join(', ') : value;
  }

  has(name: string): boolean {
    return this.req.headers[name.toLowerCase()] !== undefined;
  }
}

class LightRequest {
  readonly method = 'POST';
  readonly headers: LightHeaders;

  constructor(
    private readonly req: IncomingMessage,
    private readonly cancellation: RequestCancellation,
  ) {
    this.headers = new LightHeaders(req);
  }

  get url(): string {
    return `http://${this.req.headers.host ?? 'localhost'}${this.req.url ?? '/'}`;
  }

  get signal(): AbortSignal {
    return this.cancellation.signal;
  }
}

const HTTP_HOOKS = ['onRequest', 'onRequestParse', 'onResultProcess', 'onResponse'] as const;
const neutral = new WeakSet<object>();

/**
 * Marks a plugin whose HTTP-level hooks change nothing for the requests the fast path takes
 * (say why where it is used). `assertOnePipeline` refuses any other plugin with such hooks, so a
 * guard added later cannot silently skip the fast path's requests.
 */
export function fastPathNeutral<P extends object>(plugin: P): P {
  neutral.add(plugin);
  return plugin;
}

/** Throws at start when a plugin has an HTTP-level hook that the fast path would skip. */
export function assertOnePipeline(plugins: ReadonlyArray<object>): void {
  for (const plugin of plugins) {
    const hook = HTTP_HOOKS.find((name) => name in plugin);
    if (hook && !neutral.has(plugin)) {
      throw new Error(`A gateway plugin has an ${hook} hook, which the fast path does not run: move its check to onParams/onValidate/onExecute, or mark it fastPathNeutral() with the reason.`);
    }
  }
}
