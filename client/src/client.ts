import type { DocumentTypeDecoration, ResultOf, VariablesOf } from '@graphql-typed-document-node/core';
import { wireOf, type AnyDocument, type DocumentWire } from './document-text.js';
import { clientError, fromWire, type ClientError } from './errors.js';
import { sendMultipart, type UploadProgress } from './multipart.js';
import { readEventStream } from './sse.js';
import { createWebSocketTransport, type WebSocketTransport } from './websocket.js';
import { isIncremental, readIncremental, type Merged } from './incremental.js';

/**
 * How documents travel:
 * - `off`: the document's text (what any GraphQL server takes);
 * - `hash`: its sha256 (Apollo's automatic persisted queries, version 1), and the text only when
 *   the gateway answers PERSISTED_QUERY_NOT_FOUND (it then registers it, `PERSISTED_DOCUMENTS=allow`);
 * - `hash-only`: `documentId` alone (`sha256:<hex>`, GraphQL over HTTP's persisted documents), for
 *   a gateway that serves the manifest (`PERSISTED_DOCUMENTS=only`).
 */
export type PersistedMode = 'off' | 'hash' | 'hash-only';

export interface ClientOptions {
  /** The gateway's GraphQL endpoint, e.g. `http://127.0.0.1:4000/graphql` (or `/graphql` in a browser). */
  url: string;
  /** Bearer token sent as `Authorization: Bearer <token>`; a function is asked before every request. */
  token?: string | null | (() => string | null | undefined | Promise<string | null | undefined>);
  /** @default globalThis.fetch */
  fetch?: typeof fetch;
  /** @default 'off' */
  persisted?: PersistedMode;
  /** Extra headers on every request. */
  headers?: Record<string, string>;
  /**
   * The header that proves a request is not a browser's simple cross-site request (the gateway's
   * CSRF prevention; JSON POSTs pass anyway). Uploads send `apollo-require-preflight`, as the
   * multipart convention's clients do. @default 'x-graphql-csrf'
   */
  csrfHeader?: string;
  /**
   * How `subscribe` travels by default: `sse` (an event stream per subscription, a plain POST)
   * or `websocket` (graphql-ws over one socket for all of them). @default 'sse'
   */
  subscriptions?: SubscriptionTransport;
  /** The WebSocket class for `websocket` subscriptions (Node before 22: the `ws` package's). @default globalThis.WebSocket */
  webSocketImpl?: unknown;
}

export type SubscriptionTransport = 'sse' | 'websocket';

export interface Result<TData> {
  /** Null when the request was refused whole (no field ran) or failed before an answer came. */
  data: TData | null;
  /** Every error, coded; empty on success. With `data`, they are partial-data errors at their `path`. */
  errors: ClientError[];
  /** HTTP status of the answer (0 when none came). */
  status: number;
  /** The response's `extensions`, when the gateway sent any. */
  extensions?: Record<string, unknown>;
}

export interface RequestOptions {
  signal?: AbortSignal;
  /** Extra headers for this request. */
  headers?: Record<string, string>;
}

export interface QueryOptions<TData = unknown> extends RequestOptions {
  /**
   * For a document with `@defer` or `@stream`: called with the result merged so far as each part
   * arrives (the first with what was not deferred); `request` resolves with the last.
   */
  onPart?(result: Result<TData>): void;
  /** How a document with `@defer` or `@stream` asks for its parts. @default 'multipart' */
  incremental?: 'multipart' | 'sse';
}

export interface SubscribeOptions extends RequestOptions {
  /** This subscription's transport. @default the client's `subscriptions` */
  transport?: SubscriptionTransport;
}

export interface UploadOptions extends RequestOptions {
  /** Called as the request body goes out: bytes sent and bytes to send. */
  onProgress?: (progress: UploadProgress) => void;
}

export interface Sink<TData> {
  /** Every event: the job's state (`data`), or errors the stream reported. */
  next(result: Result<TData>): void;
  /** The subscription ended without a stream: the request was refused (coded) or the connection failed. */
  error?(error: ClientError): void;
  /** The gateway ended the stream (the job is COMPLETED or FAILED). */
  complete?(): void;
}

// Variables are optional when the operation has no required ones.
type VariablesArgs<V, O> = {} extends V ? [variables?: V, options?: O] : [variables: V, options?: O];

export interface Client {
  /** A query or mutation; with `@defer` or `@stream`, its parts arrive through `onPart` (multipart/mixed or SSE). */
  request<D extends AnyDocument>(document: D, ...args: VariablesArgs<VariablesOf<D>, QueryOptions<ResultOf<D>>>): Promise<Result<ResultOf<D>>>;
  /** A mutation with files (any `Blob`/`File` in the variables), by the GraphQL multipart request spec. */
  upload<D extends AnyDocument>(document: D, variables: VariablesOf<D>, options?: UploadOptions): Promise<Result<ResultOf<D>>>;
  /** A subscription over SSE (yoga's distinct-connections mode) or WebSocket (graphql-ws). Returns the function that ends it. */
  subscribe<D extends AnyDocument>(document: D, variables: VariablesOf<D>, sink: Sink<ResultOf<D>>, options?: SubscribeOptions): () => void;
}

const ACCEPT_JSON = 'application/graphql-response+json, application/json';

export function createClient(options: ClientOptions): Client {
  if (!options || typeof options.url !== 'string' || options.url === '') throw new TypeError('createClient needs { url }');
  const doFetch: typeof fetch = options.fetch ?? ((...args: Parameters<typeof fetch>) => globalThis.fetch(...args));
  const mode: PersistedMode = options.persisted ?? 'off';
  if (!['off', 'hash', 'hash-only'].includes(mode)) throw new TypeError(`persisted must be 'off', 'hash' or 'hash-only' (got ${String(mode)})`);
  const csrfHeader = options.csrfHeader ?? 'x-graphql-csrf';
  const defaultTransport: SubscriptionTransport = options.subscriptions ?? 'sse';
  if (defaultTransport !== 'sse' && defaultTransport !== 'websocket') throw new TypeError(`subscriptions must be 'sse' or 'websocket' (got ${String(defaultTransport)})`);
  let socket: WebSocketTransport | null = null;
  const token = async () => (typeof options.token === 'function' ? await options.token() : options.token);

  async function headers(extra: Record<string, string> | undefined, accept: string): Promise<Record<string, string>> {
    const token = typeof options.token === 'function' ? await options.token() : options.token;
    return {
      accept,
      [csrfHeader]: '1',
      ...options.headers,
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...extra,
    };
  }

  /** Sends one JSON POST; on PERSISTED_QUERY_NOT_FOUND in `hash` mode, once more with the text (APQ). */
  async function post(wire: DocumentWire, variables: unknown, opts: RequestOptions | undefined, accept: string): Promise<Response | Result<never>> {
    const send = async (withText: boolean) =>
      doFetch(options.url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(await headers(opts?.headers, accept)) },
        body: JSON.stringify(params(wire, variables, mode, withText)),
        signal: opts?.signal,
      });
    try {
      const first = await send(false);
      if (mode !== 'hash' || !wire.hash || first.ok) return first;
      // The refusal is a small JSON body: read it, and retry with the text when the hash was unknown.
      const result = await toResult<never>(first);
      if (!result.errors.some((e) => e.code === 'PERSISTED_QUERY_NOT_FOUND')) return result;
      return await send(true);
    } catch (error) {
      return failure(error, opts?.signal);
    }
  }

  return {
    async request(document, ...args) {
      const [variables, opts] = args as [unknown, QueryOptions<ResultOf<typeof document>> | undefined];
      const wire = wireOf(document);
      // Parts for a document that asks for them; one JSON answer otherwise (the gateway also
      // answers a JSON-only client with the whole result at once).
      const parts = /@(defer|stream)\b/.test(wire.text);
      const accept = !parts ? ACCEPT_JSON : opts?.incremental === 'sse' ? 'text/event-stream' : `multipart/mixed, ${ACCEPT_JSON}`;
      const response = await post(wire, variables ?? {}, opts, accept);
      if (!(response instanceof Response)) return response;
      if (!parts || !response.ok || !isIncremental(response)) return toResult(response);
      const status = response.status;
      const asResult = (merged: Merged): Result<ResultOf<typeof document>> => ({
        data: (merged.data ?? null) as ResultOf<typeof document> | null,
        errors: merged.errors.map((e) => fromWire((e ?? {}) as object, status, null)),
        status,
        ...(merged.extensions ? { extensions: merged.extensions } : {}),
      });
      try {
        return asResult(await readIncremental(response, (merged) => opts?.onPart?.(asResult(merged))));
      } catch (error) {
        return failure(error, opts?.signal);
      }
    },

    async upload(document, variables, opts) {
      const wire = wireOf(document);
      const vars = { ...(variables as Record<string, unknown>) };
      const files: Array<{ path: string; file: Blob }> = [];
      collectFiles(vars, 'variables', files);
      if (files.length === 0) throw new TypeError('upload() needs a Blob or File in the variables; use request() otherwise.');
      // Declaring the size lets the gateway stream the file straight to storage (no spooling).
      if (wire.variableNames.has('size') && vars.size == null && files.length === 1) vars.size = files[0].file.size;
      try {
        const { status, text, retryAfter } = await sendMultipart({
          url: options.url,
          fetch: options.fetch,
          headers: { ...(await headers(opts?.headers, ACCEPT_JSON)), 'apollo-require-preflight': 'true' },
          // One request, no retry: with `hash` the text goes along (an APQ registration).
          operations: params(wire, vars, mode, true),
          files,
          signal: opts?.signal,
          onProgress: opts?.onProgress,
        });
        return parseResult(text, status, retryAfter);
      } catch (error) {
        return failure(error, opts?.signal);
      }
    },

    subscribe(document, variables, sink, opts) {
      const wire = wireOf(document);
      if ((opts?.transport ?? defaultTransport) === 'websocket') {
        socket ??= createWebSocketTransport({ url: options.url, token, webSocketImpl: options.webSocketImpl });
        return subscribeOverSocket(socket, wire, variables ?? {}, mode, sink, opts?.signal);
      }
      const controller = new AbortController();
      const outer = opts?.signal;
      if (outer) outer.aborted ? controller.abort(outer.reason) : outer.addEventListener('abort', () => controller.abort(outer.reason), { once: true });
      let done = false;
      const end = (fn: () => void) => {
        if (done || controller.signal.aborted) return;
        done = true;
        fn();
      };
      (async () => {
        const response = await post(wire, variables ?? {}, { ...opts, signal: controller.signal }, 'text/event-stream');
        if (!(response instanceof Response)) return end(() => sink.error?.(response.errors[0]));
        const type = response.headers.get('content-type') ?? '';
        if (!/^text\/event-stream/i.test(type) || !response.body) {
          // A refusal before any stream (CSRF, limits, a persisted document not found...): coded JSON.
          const result = await toResult<ResultOf<typeof document>>(response);
          return end(() => (result.errors.length > 0 ? sink.error?.(result.errors[0]) : sink.complete?.()));
        }
        await readEventStream(response.body, (event, data) => {
          if (done || controller.signal.aborted) return;
          if (event === 'complete') return end(() => sink.complete?.());
          if (event !== 'next' && event !== 'message') return;
          sink.next(parseResult(data, response.status, null));
        });
        end(() => sink.complete?.());
      })().catch((error: unknown) => end(() => sink.error?.(failure(error, controller.signal).errors[0])));
      return () => {
        done = true;
        controller.abort();
      };
    },
  };
}

/** A subscription over the client's socket; the same sink calls as over SSE. */
function subscribeOverSocket<T>(socket: WebSocketTransport, wire: DocumentWire, variables: unknown, mode: PersistedMode, sink: Sink<T>, signal: AbortSignal | undefined): () => void {
  // graphql-ws wants a `query` string: a document sent by its hash alone comes with an empty one.
  // `hash` sends the text with the hash (no second round trip to register it on a socket).
  const sent = params(wire, variables, mode, true);
  const payload = { ...sent, query: typeof sent.query === 'string' ? sent.query : '' };
  let done = false;
  const stop = socket.subscribe(payload, {
    next: (result) => {
      if (done) return;
      const errors = Array.isArray(result.errors) ? result.errors.map((e) => fromWire((e ?? {}) as object, 200, null)) : [];
      const extensions = result.extensions && typeof result.extensions === 'object' ? { extensions: result.extensions as Record<string, unknown> } : {};
      sink.next({ data: (result.data ?? null) as T | null, errors, status: 200, ...extensions });
    },
    error: (error) => {
      if (done) return;
      done = true;
      sink.error?.(error);
    },
    complete: () => {
      if (done) return;
      done = true;
      sink.complete?.();
    },
  });
  const end = () => {
    done = true;
    stop();
  };
  if (signal) signal.aborted ? end() : signal.addEventListener('abort', end, { once: true });
  return end;
}

/** The request's parameters as the convention of `mode` puts them. */
function params(wire: DocumentWire, variables: unknown, mode: PersistedMode, withText: boolean): Record<string, unknown> {
  const base = { operationName: wire.operationName, variables: variables ?? {} };
  if (mode === 'off' || !wire.hash) return { query: wire.text, ...base };
  if (mode === 'hash-only') return { documentId: wire.hash, ...base };
  const extensions = { persistedQuery: { version: 1, sha256Hash: wire.hash.replace(/^sha256:/, '') } };
  return withText ? { query: wire.text, ...base, extensions } : { ...base, extensions };
}

async function toResult<T>(response: Response): Promise<Result<T>> {
  let text: string;
  try {
    text = await response.text();
  } catch (error) {
    return failure(error, undefined);
  }
  return parseResult(text, response.status, response.headers.get('retry-after'));
}

function parseResult<T>(text: string, status: number, retryAfter: string | null): Result<T> {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return { data: null, errors: [clientError('BAD_RESPONSE', `The gateway answered HTTP ${status} with a body that is not JSON.`, status)], status };
  }
  if (!body || typeof body !== 'object' || (!('data' in body) && !('errors' in body))) {
    return { data: null, errors: [clientError('BAD_RESPONSE', `The gateway answered HTTP ${status} without data or errors.`, status)], status };
  }
  const { data, errors, extensions } = body as { data?: T | null; errors?: unknown; extensions?: Record<string, unknown> };
  const list = Array.isArray(errors) ? errors.map((e) => fromWire(e ?? {}, status, retryAfter)) : [];
  if (list.length === 0 && status >= 400) list.push(clientError('BAD_RESPONSE', `The gateway answered HTTP ${status}.`, status));
  return { data: data ?? null, errors: list, status, ...(extensions ? { extensions } : {}) };
}

function failure(error: unknown, signal: AbortSignal | undefined): Result<never> {
  const aborted = signal?.aborted || (error instanceof Error && error.name === 'AbortError');
  const message = aborted ? 'The request was aborted.' : `The gateway could not be reached: ${error instanceof Error ? error.message : String(error)}`;
  return { data: null, errors: [clientError(aborted ? 'ABORTED' : 'NETWORK_ERROR', message)], status: 0 };
}

/** Replaces every Blob in the variables by null and records where it was (the multipart `map`). */
function collectFiles(value: Record<string, unknown> | unknown[], path: string, out: Array<{ path: string; file: Blob }>): void {
  const entries: Array<[string | number, unknown]> = Array.isArray(value) ? value.map((v, i) => [i, v]) : Object.entries(value);
  for (const [key, item] of entries) {
    const here = `${path}.${key}`;
    if (typeof Blob !== 'undefined' && item instanceof Blob) {
      out.push({ path: here, file: item });
      (value as Record<string | number, unknown>)[key] = null;
    } else if (item && typeof item === 'object') {
      const copy = Array.isArray(item) ? [...item] : { ...(item as Record<string, unknown>) };
      (value as Record<string | number, unknown>)[key] = copy;
      collectFiles(copy, here, out);
    }
  }
}

export type { DocumentTypeDecoration, ResultOf, VariablesOf };
