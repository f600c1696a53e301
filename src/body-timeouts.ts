import type { IncomingMessage, Server, ServerResponse } from 'node:http';
// Type only: errors.ts loads graphql, which main loads only after setting NODE_ENV.
import type { ErrorCode } from './errors.js';

/**
 * Bounds on how long a client may take to send a request body (issue 8: twenty sockets sending
 * one byte a second held their connections for good). Node's own `requestTimeout` cannot do
 * this job: it bounds every request alike, and an upload of several GiB over a modest link
 * legitimately takes longer than any bound that is useful for a JSON body. So:
 * - an ordinary request's whole body must arrive within `bodyTimeoutMs` of its headers;
 * - an upload's body may take as long as it needs while it flows, but may not pause for more
 *   than `uploadIdleTimeoutMs` while the gateway waits for its next bytes.
 * Past either bound the client gets a 408 (a JSON body with a GraphQL-style error) and the
 * connection closes; if an answer has already started, the connection is cut. What happens after
 * the body has arrived (a slow upstream, an event stream) is not these bounds' business.
 *
 * Neither bound reads the body or adds a 'data' listener: the handler's way of consuming the
 * stream (yoga, the upload parser, their backpressure) stays exactly as it is.
 */
export interface BodyTimeoutOptions {
  /** Time from the headers to the last byte of an ordinary request's body. */
  bodyTimeoutMs: number;
  /** Longest pause in an upload's body while the gateway waits for bytes. */
  uploadIdleTimeoutMs: number;
  /** Which requests are uploads (idle bound instead of the body bound). */
  isUpload: (req: IncomingMessage) => boolean;
}

/** Installs both bounds on every request `server` receives. */
export function guardBodyTimeouts(server: Server, options: BodyTimeoutOptions): void {
  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    if (!hasBody(req)) return;
    if (options.isUpload(req)) watchIdleBody(req, res, options.uploadIdleTimeoutMs);
    else bodyDeadline(req, res, options.bodyTimeoutMs);
  });
}

/** A multipart POST to `endpoint` (the GraphQL multipart request convention). */
export function isMultipartTo(endpoint: string): (req: IncomingMessage) => boolean {
  return (req) => {
    if (req.method !== 'POST') return false;
    const url = req.url ?? '';
    if (url !== endpoint && !url.startsWith(`${endpoint}?`)) return false;
    return (req.headers['content-type'] ?? '').trimStart().toLowerCase().startsWith('multipart/form-data');
  };
}

/** HTTP/1.1 (RFC 9112 6.3): a request without Content-Length or Transfer-Encoding has no body. */
function hasBody(req: IncomingMessage): boolean {
  const length = req.headers['content-length'];
  return req.headers['transfer-encoding'] !== undefined || (length !== undefined && length !== '0');
}

/**
 * One timer per request with a body (cheaper than a sweep holding every request for up to a
 * sweep's period: short-lived requests kept that long would survive into V8's old generation).
 * 'close' comes once the body has been read whole, or when the connection goes.
 */
function bodyDeadline(req: IncomingMessage, res: ServerResponse, timeoutMs: number): void {
  const timer = setTimeout(() => {
    if (!req.complete && !req.destroyed) refuse(req, res, `The request body did not arrive within ${seconds(timeoutMs)}.`);
  }, timeoutMs);
  req.once('close', () => clearTimeout(timer));
}

/**
 * An upload is cut when no byte has come from its client for `idleMs` while the gateway was
 * ready for more. Bytes read from the socket (`socket.bytesRead`) are progress; so is data the
 * gateway has not consumed yet (`readableLength`): then the pause is the consumer's (the
 * storage PUT applying backpressure), not the client's. The check runs a few times per bound,
 * at most every second; uploads are few, so a timer each costs nothing measurable.
 */
function watchIdleBody(req: IncomingMessage, res: ServerResponse, idleMs: number): void {
  const socket = req.socket;
  let lastBytes = socket.bytesRead;
  let lastProgress = performance.now();
  const check = setInterval(
    () => {
      if (req.complete || req.destroyed) return clearInterval(check);
      const now = performance.now();
      if (socket.bytesRead !== lastBytes || req.readableLength > 0) {
        lastBytes = socket.bytesRead;
        lastProgress = now;
      } else if (now - lastProgress >= idleMs) {
        clearInterval(check);
        refuse(req, res, `The upload sent no bytes for ${seconds(idleMs)}; it was abandoned.`);
      }
    },
    Math.min(1_000, Math.max(25, Math.floor(idleMs / 4))),
  );
  req.once('close', () => clearInterval(check));
}

/**
 * 408 with a GraphQL-style error, and the connection closes after it: the rest of the body is
 * never read. `BAD_REQUEST` is the closed set's code for a request that failed as an HTTP request
 * (errors.ts); the status says which way. The handler still waiting for the body sees the
 * connection close (its request aborts) and finds the response already ended.
 */
function refuse(req: IncomingMessage, res: ServerResponse, message: string): void {
  if (res.headersSent) {
    req.socket.destroy();
    return;
  }
  const body = JSON.stringify({ errors: [{ message, extensions: { code: 'BAD_REQUEST' satisfies ErrorCode } }] });
  res.writeHead(408, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(body),
    connection: 'close',
  });
  res.end(body);
  // Node ends the connection once the answer is written; a client that keeps it open anyway
  // (never reading, so the write never finishes) loses it a moment later.
  setTimeout(() => req.socket.destroy(), 1_000).unref();
}

function seconds(ms: number): string {
  return ms % 1_000 === 0 ? `${ms / 1_000} s` : `${(ms / 1_000).toFixed(1)} s`;
}
