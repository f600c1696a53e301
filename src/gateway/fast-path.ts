import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import { getOperationAST, type DocumentNode, type ExecutionResult } from 'graphql';
import type { YogaServerInstance } from 'graphql-yoga';
import { requestIdOf } from './request-id.js';

/**
 * The hot path: a plain `POST /graphql` with a JSON body, asking for JSON, from a server-side
 * client (no `Origin`, so no CORS). Such a request skips yoga's HTTP layer (fetch-API Request
 * and Response objects, request parsing, result processing) and runs straight through yoga's
 * envelop pipeline (`getEnveloped`): the same plugins (parse/validate cache, context, error
 * masking, cancellation), the same schema and context, without the per-request HTTP overhead
 * that dominates a one-field query (DESIGN "Performance we design for").
 *
 * Everything else, and anything unusual on the way (bad JSON params, parse, validation or
 * variable errors, subscriptions, a browser's CORS request, GraphiQL, uploads, health), goes to
 * yoga itself, so its behaviour stays the reference and this path only answers executed results.
 */

/** Bodies up to this size take the fast path; larger ones go to yoga. */
const MAX_FAST_BODY = 256 * 1024;

export interface FastPathOptions {
  /** The GraphQL endpoint. @default '/graphql' */
  endpoint?: string;
  /** Turns an error thrown outside execution (context building) into a client-safe one. */
  maskError: (error: unknown) => Error;
}

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
  const request = lightRequest(req, res);
  const { parse, validate, contextFactory, execute, schema } = yoga.getEnveloped({ request, params, req, res });
  let document: DocumentNode;
  try {
    document = parse(params.query);
  } catch {
    return handToYoga(yoga as unknown as RequestListener, req, res, params);
  }
  const operation = getOperationAST(document, params.operationName);
  if (!operation || operation.operation === 'subscription' || validate(schema, document).length > 0) {
    return handToYoga(yoga as unknown as RequestListener, req, res, params);
  }
  const contextValue = await contextFactory();
  const result = (await execute({
    schema,
    document,
    variableValues: params.variables ?? undefined,
    operationName: params.operationName ?? undefined,
    contextValue,
  })) as ExecutionResult;
  // No data means a request error found before any resolver ran (variables that do not
  // coerce): nothing happened, so yoga can answer it again with its own status rules.
  if (!('data' in result)) return handToYoga(yoga as unknown as RequestListener, req, res, params);
  respond(res, 200, responseType(req.headers.accept)!, result, requestIdOf(request));
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
 * an abort signal that fires when the client goes away before the answer is sent.
 */
function lightRequest(req: IncomingMessage, res: ServerResponse): Request {
  let controller: AbortController | undefined;
  const headers = {
    get(name: string): string | null {
      const value = req.headers[name.toLowerCase()];
      return value === undefined ? null : Array.isArray(value) ? value.join(', ') : value;
    },
    has(name: string): boolean {
      return req.headers[name.toLowerCase()] !== undefined;
    },
  };
  return {
    method: 'POST',
    url: `http://${req.headers.host ?? 'localhost'}${req.url ?? '/'}`,
    headers,
    get signal() {
      if (!controller) {
        controller = new AbortController();
        const ctl = controller;
        const onClose = () => {
          if (!res.writableFinished) ctl.abort();
        };
        res.once('close', onClose);
      }
      return controller.signal;
    },
  } as unknown as Request;
}
