import type { RequestListener, ServerResponse } from 'node:http';
import compression from 'compression';

/**
 * Response compression for everything node:http serves (COMPRESSION, COMPRESSION_MIN_BYTES):
 * yoga's answers (GraphiQL and the dashboard's files under /app included). One wrapper around the
 * HTTP entry's request listener (gateway/http-entry.ts).
 * The `compression` package (Express's, for plain node:http too) negotiates gzip or br from
 * `accept-encoding`, adds `Vary: Accept-Encoding`, honours `cache-control: no-transform` and
 * skips answers below the threshold, HEAD and anything not compressible by its media type.
 *
 * Event streams (`text/event-stream`, subscriptions and incremental delivery over SSE) and
 * `multipart/mixed` (incremental delivery) are never compressed: a compressor holds bytes back
 * until its window fills, and a subscription's event or a deferred payload must reach the client
 * when it is written.
 */
export interface CompressionOptions {
  /** Answers smaller than this go uncompressed (framing costs more than it saves). */
  minBytes: number;
}

/** The encodings compression can pick (`*` included); anything else never leads to compression. */
const ENCODINGS = /\b(gzip|br|deflate)\b|\*/i;

/** Media types whose answers are written event by event. */
const STREAMED = /^\s*(text\/event-stream|multipart\/mixed)\b/i;

export function withCompression(handler: RequestListener, options: CompressionOptions): RequestListener {
  const compress = compression({
    threshold: options.minBytes,
    filter: (req, res) => !isStreamed(res) && compression.filter(req, res),
  });
  return (req, res) => {
    // Most server-side clients accept no compression: they skip the wrapper's per-response work.
    const accepted = req.headers['accept-encoding'];
    if (accepted === undefined || !ENCODINGS.test(accepted)) return handler(req, res);
    // The middleware is typed for express's request and response, which extend these very objects.
    compress(req as Parameters<typeof compress>[0], res as Parameters<typeof compress>[1], () => handler(req, res));
  };
}

function isStreamed(res: ServerResponse): boolean {
  const type = res.getHeader('content-type');
  return typeof type === 'string' && STREAMED.test(type);
}

/** The handler compressed as COMPRESSION and COMPRESSION_MIN_BYTES say (off: the handler as it is). */
export function withCompressionWhen(config: { compression: boolean; compressionMinBytes: number }, handler: RequestListener): RequestListener {
  return config.compression ? withCompression(handler, { minBytes: config.compressionMinBytes }) : handler;
}
