import type { Readable } from 'node:stream';
import { Agent, type Dispatcher } from 'undici';
import { CANCELLED, codeForStatus, ErrorCode, UpstreamError } from '../errors.js';
import type { UpstreamTrace } from '../http/upstream-trace.js';
import { isTimeoutError } from '../rest/retry.js';

/**
 * The storage PUT (spec 4.22 step 2, 4.24). Its own undici Agent, separate from the REST pool,
 * so nothing configured for the APIs (bearer token, Origin, default headers) can ever ride
 * along: a signed URL carries its own authorisation and storage gets no service credentials
 * (spec 4.0). Errors name the route `PUT {signedUrl}`, never the URL, which is a secret.
 */
export interface StorageClient {
  put(url: string, body: Readable, options: StoragePutOptions): Promise<StoragePutResult>;
  close(): Promise<void>;
}

export interface StoragePutOptions {
  contentType: string;
  contentLength: number;
  /** Extra headers the signed-URL endpoint asked for (video `headers`, empty in practice). */
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** The request's trace when tracing is on: the PUT is a span under it and sends its `traceparent` (no secret in it). */
  trace?: UpstreamTrace;
}

export interface StoragePutResult {
  /** The ETag with its surrounding double quotes removed (spec 4.24), or null if none came. */
  etag: string | null;
}

export interface StorageClientOptions {
  /** @default 10_000 */
  connectTimeoutMs?: number;
  /** How long storage may take to answer after the last byte. @default 120_000 */
  headersTimeoutMs?: number;
  /** Longest pause while sending or receiving. @default 60_000 */
  idleTimeoutMs?: number;
}

export const STORAGE_ROUTE = 'PUT {signedUrl}';

/** Headers a signed-URL response may never make us send to storage. */
const FORBIDDEN_HEADERS = /^(authorization|proxy-authorization|cookie|origin|referer|host|content-length|content-type|transfer-encoding|connection|expect)$/i;

export function createStorageClient(options: StorageClientOptions = {}): StorageClient {
  const agent = new Agent({
    connect: { timeout: options.connectTimeoutMs ?? 10_000 },
    headersTimeout: options.headersTimeoutMs ?? 120_000,
    bodyTimeout: options.idleTimeoutMs ?? 60_000,
    keepAliveTimeout: 10_000,
  });

  return {
    async put(url, body, put) {
      const headers: Record<string, string> = {};
      for (const [name, value] of Object.entries(put.headers ?? {})) {
        if (!FORBIDDEN_HEADERS.test(name) && typeof value === 'string') headers[name.toLowerCase()] = value;
      }
      headers['content-type'] = put.contentType;
      headers['content-length'] = String(put.contentLength);
      const span = put.trace?.startCall('storage', STORAGE_ROUTE);
      if (span) Object.assign(headers, span.headers);
      let res: Dispatcher.ResponseData;
      try {
        res = await agent.request({ origin: new URL(url).origin, path: pathOf(url), method: 'PUT', headers, body, signal: put.signal });
      } catch (error) {
        // A body that failed on our side (the client's stream broke, or broke its size) is
        // reported as itself, not as a storage failure.
        const failure = body.errored ?? storageFailure(error, put.signal);
        span?.end({ code: failure instanceof UpstreamError ? failure.code : ErrorCode.BAD_USER_INPUT });
        throw failure;
      }
      // undici's rule: always consume the body. Storage error bodies are small.
      await res.body.dump().catch(() => {});
      if (res.statusCode < 200 || res.statusCode >= 300) {
        const failure = new UpstreamError({ code: codeForStatus(res.statusCode), upstream: 'storage', route: STORAGE_ROUTE, status: res.statusCode });
        span?.end({ status: res.statusCode, code: failure.code });
        throw failure;
      }
      span?.end({ status: res.statusCode });
      return { etag: unquoteEtag(headerValue(res.headers.etag)) };
    },
    close: () => agent.close(),
  };
}

/** `"abc"` → `abc`; also drops a weak-validator prefix. Spec 4.24: quotes removed before `parts`. */
export function unquoteEtag(raw: string | null): string | null {
  if (raw === null) return null;
  const text = raw.trim().replace(/^W\//, '');
  return text.replace(/^"(.*)"$/, '$1');
}

function headerValue(value: string | string[] | undefined): string | null {
  if (Array.isArray(value)) return value[0] ?? null;
  return value ?? null;
}

function pathOf(url: string): string {
  const parsed = new URL(url);
  return `${parsed.pathname}${parsed.search}`;
}

function storageFailure(error: unknown, signal: AbortSignal | undefined): UpstreamError {
  if (error instanceof UpstreamError) return error;
  const failure = isTimeoutError(error)
    ? new UpstreamError({ code: ErrorCode.UPSTREAM_TIMEOUT, upstream: 'storage', route: STORAGE_ROUTE })
    : signal?.aborted
      ? new UpstreamError({ code: ErrorCode.UPSTREAM_ERROR, upstream: 'storage', route: STORAGE_ROUTE, message: 'The transfer to storage was cancelled.', reason: CANCELLED })
      : new UpstreamError({ code: ErrorCode.UPSTREAM_ERROR, upstream: 'storage', route: STORAGE_ROUTE });
  // undici messages can hold the URL; keep the cause for debugging only, out of enumerable fields.
  Object.defineProperty(failure, 'cause', { value: error, enumerable: false });
  return failure;
}
