import { GraphQLError } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { ErrorCode } from '../errors.js';

/**
 * `LIMIT_BODY_BYTES` on every request body yoga parses (multipart uploads have their own limits,
 * src/uploads/plugin.ts). It replaces yoga's `maxRequestBodySize`, which re-pipes every body
 * through a counting stream before any parser reads it, a cost per request larger than the rest
 * of a one-field query (docs/performance.md). Here only a body without a Content-Length (chunked)
 * is counted as it is read; one with a Content-Length is that long: node:http reads exactly that
 * many bytes (gateway/http-entry.ts reads it into a Buffer), and a request made in process
 * (`Gateway.fetch`, the WebSocket transport) holds its body already.
 *
 * After every plugin that picks a request parser, so that it wraps the one picked.
 */
export function useBodyLimit(maxBytes: number): Plugin {
  return {
    onRequestParse({ request, requestParser, setRequestParser, fetchAPI }) {
      const length = request.headers.get('content-length');
      if (length !== null) {
        const refusal = lengthRefusal(length, maxBytes);
        if (refusal) throw refusal;
        return;
      }
      if (!requestParser || request.body == null) return;
      setRequestParser((req) => requestParser(counted(req, maxBytes, fetchAPI)));
    },
  };
}

/**
 * The body limit's verdict on a Content-Length: null when the body may be read, else the coded
 * refusal. The plugin above and the HTTP layer's own reading of a request
 * (gateway/request-params.ts) ask this one definition.
 */
export function lengthRefusal(length: string, maxBytes: number): GraphQLError | null {
  if (!DIGITS.test(length)) return new GraphQLError('The Content-Length header is not a byte count.', { extensions: { code: ErrorCode.BAD_REQUEST, http: { status: 400 } } });
  return Number(length) > maxBytes ? tooLarge(maxBytes) : null;
}

const DIGITS = /^\d+$/;

function tooLarge(maxBytes: number): GraphQLError {
  return new GraphQLError(`The request body is larger than the limit of ${maxBytes} bytes.`, {
    extensions: { code: ErrorCode.REQUEST_TOO_LARGE, limit: 'bodyBytes', max: maxBytes, http: { status: 413 } },
  });
}

/** The request with a body that fails with the 413 once more than `maxBytes` have been read, unread past that. */
function counted(request: Request, maxBytes: number, fetchAPI: { Request: typeof Request; TransformStream: typeof TransformStream }): Request {
  let read = 0;
  // A native stream (a request made with the platform's own Request) takes only a native transform.
  const Transform = request.body instanceof ReadableStream ? globalThis.TransformStream : fetchAPI.TransformStream;
  const body = request.body!.pipeThrough(
    new Transform<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        read += chunk.byteLength;
        if (read > maxBytes) return controller.error(tooLarge(maxBytes));
        controller.enqueue(chunk);
      },
    }),
  );
  return new fetchAPI.Request(request.url, { method: request.method, headers: request.headers, signal: request.signal, body, duplex: 'half' } as RequestInit);
}
