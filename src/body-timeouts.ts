import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
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
    if (options.isUpload(req)) return watchIdleBody(req, res, options.uploadIdleTimeoutMs);
    const deadline = bodyDeadline(req, res, options.bodyTimeoutMs);
    // Not uploads: a refused upload's pipeline learns of it by its connection closing.
    const restore = discardBeforeClose(req, Math.min(options.bodyTimeoutMs, DISCARD_MAX_MS));
    // One listener for both: 'close' comes once the body has been read whole, or when the
    // connection goes (listeners added per request showed in q1's profile).
    req.once('close', () => {
      clearTimeout(deadline);
      restore();
    });
  });
}

/** Bytes of a refused body read and thrown away after the answer, so its client reads the answer; then the connection is cut. */
export const DISCARD_MAX_BYTES = 32 * 1024 * 1024;
/** The same, in time. */
const DISCARD_MAX_MS = 10_000;

/**
 * An answer that ends the connection before the body has arrived (a 413 refused by its
 * Content-Length, a 408, a refused upload) must still reach its client. Node closes the socket
 * as soon as the answer is written; a client still sending then meets a reset (EPIPE) and never
 * reads the answer, whether or not it asked for `Connection: close`. So the socket is only
 * half-closed (the answer and a FIN go out), what the client still sends is read and thrown
 * away up to DISCARD_MAX_BYTES and `maxMs`, and only then is the socket closed: a client that
 * sends more, or slower, loses the connection as before, having had its answer.
 */
function discardBeforeClose(req: IncomingMessage, maxMs: number): () => void {
  const socket = req.socket as Socket & { destroySoon?: () => void };
  const destroySoon = socket.destroySoon;
  if (typeof destroySoon !== 'function') return noop;
  const restore = () => {
    if (socket.destroySoon === discarding) socket.destroySoon = destroySoon;
  };
  function discarding() {
    restore();
    if (req.complete || socket.destroyed) return destroySoon.call(socket);
    const start = socket.bytesRead;
    const stop = () => {
      clearTimeout(timer);
      req.off('data', count);
      socket.destroy();
    };
    const count = () => {
      if (socket.bytesRead - start > DISCARD_MAX_BYTES) stop();
    };
    const timer = setTimeout(stop, maxMs);
    timer.unref();
    socket.once('end', stop);
    req.once('end', stop);
    socket.once('close', () => clearTimeout(timer));
    socket.end();
    // Whatever was reading the body (a parser waiting for a stream nobody reads) lets go of it.
    req.unpipe();
    req.removeAllListeners('data');
    req.on('data', count);
    req.resume();
    socket.resume();
    // node:http hands the socket's reads to its native parser, and stopped them when the body was
    // not read (backpressure): resume() alone does not restart them (node 20).
    const handle = (socket as unknown as { _handle?: { reading?: boolean; readStart?: () => number } })._handle;
    if (handle && !handle.reading && typeof handle.readStart === 'function') {
      handle.reading = true;
      handle.readStart();
    }
  }
  socket.destroySoon = discarding;
  // Undone when the request closes (the caller's listener). A body read whole needs none of
  // this, and `discarding` then hands straight to node's own: the next request on the socket
  // installs its own.
  return restore;
}

function noop(): void {}

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
 * sweep's period: short-lived requests kept that long would survive into V8's old generation),
 * cleared by the caller when the request closes.
 */
function bodyDeadline(req: IncomingMessage, res: ServerResponse, timeoutMs: number): NodeJS.Timeout {
  return setTimeout(() => {
    if (!req.complete && !req.destroyed) refuse(req, res, `The request body did not arrive within ${seconds(timeoutMs)}.`);
  }, timeoutMs);
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
