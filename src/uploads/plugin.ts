import type { Plugin } from 'graphql-yoga';
import { sameConnection } from '../connection.js';
import type { GatewayConfig } from '../config.js';
import type { Logger } from '../logger.js';
import type { GatewayMetrics } from '../metrics/registry.js';
import type { RestClient } from '../rest/client.js';
import { isMultipartRequest, parseMultipartRequest, type MultipartState } from './multipart.js';
import { createUploadService, type UploadOptions, type UploadService, type UploadServiceDeps } from './service.js';

/**
 * Uploads over HTTP: multipart requests are streamed (multipart.ts) instead of yoga's buffering
 * parser, the upload service is in the context as `ctx.uploads` (src/gateway.ts puts it there), a
 * request whose file was refused or abandoned does not keep its connection (the rest of the file
 * is not read), and the service closes when yoga is disposed. The plugin does what runs inside yoga; the HTTP layer
 * (gateway/graphql-http.ts) calls `standIn` before yoga reads a request and `answered` after.
 */
export interface UploadsHttp {
  plugin: Plugin;
  /** What yoga reads in place of a multipart request: the same request without its body (the parser reads the original); any other request as it is. */
  standIn(request: Request, fetchAPI: { Headers: typeof Headers; Request: typeof Request }): Request;
  /** After the answer: a body not read to its end closes the connection, and its uploads are discarded. */
  answered(request: Request, response: Response): void;
}

export function uploadsHttp(service: UploadService): UploadsHttp {
  const originals = new WeakMap<Request, Request>();
  const states = new WeakMap<Request, MultipartState>();
  return {
    standIn(request, fetchAPI) {
      if (!isMultipartRequest(request)) return request;
      // yoga 5.24 caps every request body at `maxRequestBodySize` (25 MB by default) by its
      // Content-Length and by re-piping the body through a counting stream before any parser
      // sees it. An upload is bounded by its own limits (500 MiB audio, 4 GiB video) instead,
      // and must reach the parser as the socket's own stream. So yoga gets a body-less stand-in
      // of the request and the parser below reads the original.
      const headers = new fetchAPI.Headers(request.headers);
      headers.delete('content-length');
      // It keeps the original's connection (the client's address, the cancellation).
      const standIn = sameConnection(request, new fetchAPI.Request(request.url, { method: request.method, headers }));
      // whatwg-node's Request ignores `signal` in its init; the stand-in must abort with the
      // client's connection, as the original does (ctx.cancellation follows it).
      Object.defineProperty(standIn, 'signal', { get: () => request.signal });
      originals.set(standIn, request);
      return standIn;
    },
    answered(request, response) {
      const state = states.get(request);
      if (!state || state.complete()) return;
      // Bytes the client is still sending will not be read: close the connection after this
      // response instead of reading (and discarding) what could be gigabytes.
      response.headers.set('connection', 'close');
      for (const upload of state.uploads) upload.discard();
    },
    plugin: {
      onRequestParse({ request, setRequestParser }) {
        const original = originals.get(request);
        if (!original) return;
        setRequestParser(() => {
          const { params, state } = parseMultipartRequest(original, {}, service.reclaimer.read);
          states.set(request, state);
          states.set(original, state);
          return params as ReturnType<Parameters<typeof setRequestParser>[0]>;
        });
      },
      onDispose: () => service.close(),
    },
  };
}

export function createUploadServiceFor(
  config: Readonly<GatewayConfig>,
  rest: RestClient,
  logger: Logger,
  overrides: Partial<UploadOptions> = {},
  metrics?: Pick<GatewayMetrics, 'uploadJob'>,
  beforeJobEnd?: UploadServiceDeps['beforeJobEnd'],
  kv?: UploadServiceDeps['kv'],
): UploadService {
  return createUploadService({
    rest,
    kv,
    onJob: metrics ? (kind, event) => metrics.uploadJob(kind, event) : undefined,
    beforeJobEnd,
    logger: logger.child({ area: 'uploads' }),
    options: {
      redisUrl: config.redisUrl,
      keyPrefix: config.redisKeyPrefix ?? 'gw:',
      spoolDir: config.uploadSpoolDir ?? null,
      // The pipeline's own pause bound (it names the upload in the job's failure); the server
      // applies the same bound to the whole multipart body (body-timeouts.ts).
      idleMs: config.uploadIdleTimeoutMs ?? 60_000,
      poll: {
        initialMs: config.uploadPollInitialMs ?? 500,
        maxMs: config.uploadPollMaxMs ?? 5_000,
        timeoutMs: config.uploadPollTimeoutMs ?? 300_000,
        factor: 1.5,
        maxTransientFailures: 5,
      },
      ...overrides,
    },
  });
}
