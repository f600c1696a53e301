import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import { execute, getOperationAST, parse, validate, type DocumentNode, type ExecutionResult, type GraphQLSchema } from 'graphql';
import type { YogaServerInstance } from 'graphql-yoga';
import { RequestCancellation } from '../cancellation.js';
import { requestIdOf } from './request-id.js';

/**
 * The hot path: a plain `POST /graphql` with a JSON body, asking for JSON, from a server-side
 * client (no `Origin`, so no CORS). Such a request skips yoga's HTTP layer (fetch-API Request
 * and Response objects, request parsing, result processing) and its envelop pipeline, and does
 * what that pipeline does for a query or mutation, directly (DESIGN "Performance we design for":
 * the plugin machinery cost more than the rest of a one-field query):
 * - the schema current when the request starts (`schema()`, as the current-schema plugin);
 * - parse and validate once per document and schema (graphql-js defaults, as yoga's engine and
 *   its parse/validation cache), kept in a bounded cache;
 * - the context yoga would build for the resolvers (`context(request)`);
 * - graphql-js `execute`; a departed client stops upstream work through `ctx.signal` (every
 *   upstream call checks it), as yoga's execution cancellation does through the executor;
 * - every error of the result through `maskError` (yoga's masked errors).
 *
 * Everything else, and anything unusual on the way (bad JSON params, parse, validation or
 * variable errors, subscriptions, a browser's CORS request, GraphiQL, uploads, health), goes to
 * yoga itself, so its behaviour stays the reference and this path only answers executed results.
 * A plugin added to yoga that must see every operation needs its step here too.
 */

/** Bodies up to this size take the fast path; larger ones go to yoga. */
const MAX_FAST_BODY = 256 * 1024;

export interface FastPathOptions {
  /** The GraphQL endpoint. @default '/graphql' */
  endpoint?: string;
  /** The client-safe form of an error (yoga's `maskError`): result errors and context failures. */
  maskError: (error: unknown) => Error;
  /** The schema a request starting now runs on. */
  schema: () => GraphQLSchema;
  /** The context yoga would give resolvers for this request, cancelled when its client goes away. */
  context: (request: Request, cancellation: RequestCancellation) => unknown;
}

/** Documents kept per schema; the least recently used goes first. */
const MAX_DOCUMENTS = 1_000;
/**
 * Query text kept per schema, all documents together: a parsed document (with locations) takes
 * about ten times its text, so a client sending many large distinct queries cannot grow the
 * cache past a few tens of MB. Longer documents are parsed and validated per request.
 */
const MAX_CACHED_CHARS = 2 * 1024 * 1024;
const MAX_CACHED_QUERY = 32 * 1024;

interface Params {
  query: string;
  variables?: Record<string, unknown> | null;
  operationName?: string | null;
}

export function withFastPath(yoga: YogaServerInstance<Record<string, unknown>, any>, options: FastPathOptions): RequestListener {
  const endpoint = options.endpoint ?? '/graphql';
  const toYoga = yoga as unknown as RequestListener;

  return (req, res) => {
    if (!eligible(req, endpoint)) return void toYoga(req, res);
    readBody(req).then(
      (text) => {
        let parsed: unknown;
        try {
          parsed = JSON.parse(text);
        } catch {
          return void respond(res, 400, JSON_TYPE, { errors: [{ message: 'POST body sent invalid JSON.' }] }, null);
        }
        if (!isParams(parsed)) return void handToYoga(toYoga, req, res, parsed);
        run(yoga, req, res, parsed, options).catch((error: unknown) => {
          if (!res.headersSent) respond(res, 500, JSON_TYPE, { errors: [options.maskError(error)] }, null);
          else res.destroy();
        });
      },
      () => res.destroy(),
    );
  };
}

function eligible(req: IncomingMessage, endpoint: string): boolean {
  if (req.method !== 'POST' || req.headers.origin !== undefined) return false;
  const url = req.url ?? '';
  if (url !== endpoint && !url.startsWith(`${endpoint}?`)) return false;
  const type = req.headers['content-type'];
  if (!type || !/^application\/json\s*(;|$)/i.test(type)) return false;
  // Event streams and multipart responses have their own framing: yoga applies them.
  if (responseType(req.headers.accept) === null) return false;
  const length = Number(req.headers['content-length']);
  return Number.isInteger(length) && length > 0 && length <= MAX_FAST_BODY;
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

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.once('end', () => resolve(chunks.length === 1 ? chunks[0].toString('utf8') : Buffer.concat(chunks).toString('utf8')));
    req.once('error', reject);
  });
}

function isParams(value: unknown): value is Params {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return false;
  const p = value as Record<string, unknown>;
  for (const key of Object.keys(p)) if (key !== 'query' && key !== 'variables' && key !== 'operationName') return false;
  return (
    typeof p.query === 'string' &&
    (p.variables == null || (typeof p.variables === 'object' && !Array.isArray(p.variables))) &&
    (p.operationName == null || typeof p.operationName === 'string')
  );
}

/** Yoga reads an already-parsed body from `req.body` (as behind a body-parsing framework). */
function handToYoga(toYoga: RequestListener, req: IncomingMessage, res: ServerResponse, body: unknown): void {
  (req as IncomingMessage & { body?: unknown }).body = body;
  toYoga(req, res);
}

async function run(
  yoga: YogaServerInstance<Record<string, unknown>, any>,
  req: IncomingMessage,
  res: ServerResponse,
  params: Params,
  options: FastPathOptions,
): Promise<void> {
  const schema = options.schema();
  const document = validDocument(schema, params.query);
  const operation = document && getOperationAST(document, params.operationName);
  if (!operation || operation.operation === 'subscription') return handToYoga(yoga as unknown as RequestListener, req, res, params);
  const cancellation = new RequestCancellation();
  // The client went away before the answer was sent: upstream work stops with it.
  res.once('close', () => {
    if (!res.writableFinished) cancellation.abort(new DOMException('This operation was aborted', 'AbortError'));
  });
  const request = lightRequest(req, cancellation);
  const contextValue = options.context(request, cancellation);
  const result = (await execute({
    schema,
    document: document!,
    variableValues: params.variables ?? undefined,
    operationName: params.operationName ?? undefined,
    contextValue,
  })) as ExecutionResult;
  // No data means a request error found before any resolver ran (variables that do not
  // coerce): nothing happened, so yoga can answer it again with its own status rules.
  if (!('data' in result)) return handToYoga(yoga as unknown as RequestListener, req, res, params);
  if (result.errors) (result as { errors: unknown[] }).errors = result.errors.map((error) => options.maskError(error));
  respond(res, 200, responseType(req.headers.accept)!, result, requestIdOf(request));
}

/** Valid documents by query text, least recently used first, within a text budget. */
class DocumentCache {
  private readonly byQuery = new Map<string, DocumentNode>();
  private chars = 0;

  get(query: string): DocumentNode | undefined {
    const document = this.byQuery.get(query);
    if (document) {
      // Most recently used last: re-insert.
      this.byQuery.delete(query);
      this.byQuery.set(query, document);
    }
    return document;
  }

  add(query: string, document: DocumentNode): void {
    if (query.length > MAX_CACHED_QUERY) return;
    this.byQuery.set(query, document);
    this.chars += query.length;
    while (this.byQuery.size > MAX_DOCUMENTS || this.chars > MAX_CACHED_CHARS) {
      const oldest = this.byQuery.keys().next().value!;
      this.byQuery.delete(oldest);
      this.chars -= oldest.length;
    }
  }
}

const documents = new WeakMap<GraphQLSchema, DocumentCache>();

/** The parsed document when it is valid against `schema`, else null (yoga reports why). */
function validDocument(schema: GraphQLSchema, query: string): DocumentNode | null {
  let cache = documents.get(schema);
  if (!cache) documents.set(schema, (cache = new DocumentCache()));
  const cached = cache.get(query);
  if (cached) return cached;
  let document: DocumentNode;
  try {
    document = parse(query);
  } catch {
    return null;
  }
  if (validate(schema, document).length > 0) return null;
  cache.add(query, document);
  return document;
}

function respond(res: ServerResponse, status: number, type: string, body: unknown, requestId: string | null): void {
  const text = JSON.stringify(body);
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
