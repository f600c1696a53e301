import { Pool, type Dispatcher } from 'undici';
import { codeForStatus, ErrorCode, UpstreamError } from '../errors.js';
import { silentLogger, type Logger } from '../logger.js';
import { backoffDelay, isConnectionError, isTimeoutError, RETRYABLE_STATUSES, wait } from './retry.js';
import type { RestCaller, RestRequest } from './types.js';
import { buildQuery, fillRoute, RouteParamError } from './url.js';

export interface RestClientOptions {
  /** `{base_url}` of the REST interface; a path prefix is kept. */
  baseUrl: string;
  /** `{app_origin}`, sent as `Origin` and `Referer` on POST/PUT (spec 4.0). */
  appOrigin: string;
  /** Overall bound of one call, retries and backoff included. @default 10_000 */
  timeoutMs?: number;
  /** Bound of establishing one connection. @default 3_000 */
  connectTimeoutMs?: number;
  /** Extra attempts for an idempotent GET. POST and PUT are never retried. @default 2 */
  retries?: number;
  /** Most sockets kept to the upstream. @default 64 */
  connections?: number;
  /** Largest response body read; a bigger one is an UPSTREAM_ERROR, not an out-of-memory. @default 16 MiB */
  maxBodyBytes?: number;
  logger?: Logger;
  /** Called once per logical call (after its last attempt), for metrics. */
  onCall?: (info: RestCallInfo) => void;
}

export interface RestCallInfo {
  /** `METHOD /route/{template}`. */
  route: string;
  /** Final HTTP status; absent when no response arrived. */
  status?: number;
  /** Error code when the call failed. */
  code?: ErrorCode;
  attempts: number;
  durationMs: number;
}

export interface RestClient {
  /** A caller bound to one GraphQL request: its caller's token (null: none sent) and abort signal. */
  bind(token: string | null, signal?: AbortSignal): RestCaller;
  /** Lets in-flight calls finish, then closes the pooled connections. */
  close(): Promise<void>;
}

/**
 * The one REST client. It applies the common rules of spec 4.0 to every call, keeps
 * connections alive in one pool, bounds each call with a deadline and the caller's signal (a
 * departed client cancels upstream work), retries only idempotent GETs, always
 * consumes the response body, and throws nothing but UpstreamError, which names the route
 * template and status, never the URL or the token.
 */
export function createRestClient(options: RestClientOptions): RestClient {
  const base = new URL(options.baseUrl);
  const basePath = base.pathname.replace(/\/+$/, '');
  const timeoutMs = options.timeoutMs ?? 10_000;
  const retries = options.retries ?? 2;
  const logger = options.logger ?? silentLogger;
  const maxBodyBytes = options.maxBodyBytes ?? 16 * 1024 * 1024;
  const pool = new Pool(base.origin, {
    connections: options.connections ?? 64,
    // undici's default idle keep-alive (4 s), shortened further by a server's Keep-Alive hint:
    // reusing a socket the server has just closed would fail a POST that must not be retried.
    connect: { timeout: options.connectTimeoutMs ?? 3_000 },
    // Defaults only: each call sets both to what is left of its deadline.
    headersTimeout: timeoutMs,
    bodyTimeout: timeoutMs,
  });

  async function call<T>(token: string | null, signal: AbortSignal | undefined, req: RestRequest): Promise<T> {
    const route = `${req.method} ${req.route}`;
    if (!token) {
      throw new UpstreamError({
        code: ErrorCode.UNAUTHENTICATED,
        upstream: 'rest',
        route,
        message: "This field needs the caller's token: send an 'Authorization: Bearer <token>' header.",
      });
    }
    const path = `${basePath}${filled(req, route)}?${buildQuery(req.query)}`;
    const hasBody = req.method !== 'GET';
    const headers: Record<string, string> = {
      ...req.headers,
      authorization: `Bearer ${token}`,
      accept: 'application/json',
      ...(hasBody
        ? { 'content-type': 'application/json', origin: options.appOrigin, referer: `${options.appOrigin}/` }
        : {}),
    };
    const body = hasBody ? JSON.stringify(req.body ?? {}) : undefined;
    // Only a GET is safe to repeat: a retried POST could create or change something twice.
    const maxAttempts = req.method === 'GET' ? retries + 1 : 1;
    const started = performance.now();
    // The call's budget, retries and backoff included. Each attempt gets what is left as its
    // headers and body timeouts (undici's own timers): no AbortController or timer per call,
    // which costs more CPU than the rest of the client on a fan-out.
    const deadline = started + timeoutMs;
    let attempts = 0;
    let status: number | undefined;
    const report = (code?: ErrorCode) =>
      options.onCall?.({ route, status, code, attempts, durationMs: performance.now() - started });
    try {
      for (;;) {
        attempts++;
        const left = Math.max(1, Math.ceil(deadline - performance.now()));
        let res: Dispatcher.ResponseData;
        try {
          res = await pool.request({ method: req.method, path, headers, body, signal, headersTimeout: left, bodyTimeout: left });
        } catch (error) {
          const pause = backoffDelay(attempts - 1);
          if (attempts < maxAttempts && isConnectionError(error) && !signal?.aborted && performance.now() + pause < deadline) {
            logger.debug('rest retry', { route, attempt: attempts, reason: (error as { code?: string }).code });
            await wait(pause, signal);
            continue;
          }
          throw error;
        }
        status = res.statusCode;
        const pause = backoffDelay(attempts - 1);
        if (attempts < maxAttempts && RETRYABLE_STATUSES.has(res.statusCode) && performance.now() + pause < deadline) {
          await res.body.dump();
          logger.debug('rest retry', { route, attempt: attempts, status });
          await wait(pause, signal);
          continue;
        }
        const result = (await readBody(res, route, maxBodyBytes)) as T;
        report();
        return result;
      }
    } catch (error) {
      const failure = toUpstreamError(error, route, status, signal);
      report(failure.code);
      throw failure;
    }
  }

  return {
    bind: (token, signal) => ({ request: (req) => call(token, signal, req) }),
    close: () => pool.close(),
  };
}

function filled(req: RestRequest, route: string): string {
  try {
    return fillRoute(req.route, req.params);
  } catch (error) {
    if (error instanceof RouteParamError) {
      throw new UpstreamError({ code: ErrorCode.BAD_USER_INPUT, upstream: 'rest', route, message: error.message });
    }
    throw error;
  }
}

/** Reads the whole body (undici's rule: always consume it) and turns it into a result or an error. */
async function readBody(res: Dispatcher.ResponseData, route: string, maxBytes: number): Promise<unknown> {
  const text = await readText(res, route, maxBytes);
  if (res.statusCode < 200 || res.statusCode >= 300) {
    // Error bodies have no documented shape (spec 7): only the status decides the code.
    throw new UpstreamError({ code: codeForStatus(res.statusCode), upstream: 'rest', route, status: res.statusCode });
  }
  if (text.trim() === '') return null;
  try {
    return JSON.parse(text);
  } catch {
    throw new UpstreamError({
      code: ErrorCode.UPSTREAM_ERROR,
      upstream: 'rest',
      route,
      status: res.statusCode,
      message: 'The REST API answered with a body that is not JSON.',
    });
  }
}

async function readText(res: Dispatcher.ResponseData, route: string, maxBytes: number): Promise<string> {
  const declared = Number(res.headers['content-length']);
  if (declared > maxBytes) {
    res.body.destroy();
    throw tooLarge(route, res.statusCode);
  }
  // A declared length within the limit (the usual case) is read in one go; otherwise count as it streams.
  if (res.headers['content-length'] !== undefined && Number.isInteger(declared)) return res.body.text();
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of res.body) {
    size += (chunk as Buffer).length;
    if (size > maxBytes) {
      res.body.destroy();
      throw tooLarge(route, res.statusCode);
    }
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks, size).toString('utf8');
}

function tooLarge(route: string, status: number): UpstreamError {
  return new UpstreamError({ code: ErrorCode.UPSTREAM_ERROR, upstream: 'rest', route, status, message: 'The REST API answered with a body too large to read.' });
}

function toUpstreamError(
  error: unknown,
  route: string,
  status: number | undefined,
  signal: AbortSignal | undefined,
): UpstreamError {
  if (error instanceof UpstreamError) return error;
  let failure: UpstreamError;
  if (isTimeoutError(error)) {
    failure = new UpstreamError({ code: ErrorCode.UPSTREAM_TIMEOUT, upstream: 'rest', route, status });
  } else if (signal?.aborted) {
    failure = new UpstreamError({
      code: ErrorCode.UPSTREAM_ERROR,
      upstream: 'rest',
      route,
      message: 'The request was cancelled before the REST API answered.',
    });
  } else {
    failure = new UpstreamError({ code: ErrorCode.UPSTREAM_ERROR, upstream: 'rest', route, status });
  }
  // Kept for the log (which redacts it), never shown to clients.
  Object.defineProperty(failure, 'cause', { value: error, enumerable: false });
  return failure;
}
