import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { print, type GraphQLFormattedError } from 'graphql';
import { request } from 'undici';

/**
 * A client of the GraphQL multipart request spec, as a frontend's upload link would send it:
 * `operations`, then `map`, then the file part, streamed (never built in memory), with a
 * Content-Length. It can stop mid-file to play a client that disconnects.
 */
export interface MultipartUploadOptions<T, V> {
  url: string;
  document: TypedDocumentNode<T, V> | string;
  /** Variables; the file goes to `variables.file`. */
  variables: Omit<V, 'file'>;
  fileName: string;
  mimeType: string;
  /** Bytes of the file (generated, never held whole). */
  bytes: number;
  /** The file's first bytes, instead of generated ones (the rest is generated up to `bytes`). */
  leading?: Buffer;
  token?: string | null;
  /** Stop sending (and drop the connection) after this many file bytes. */
  abortAfterBytes?: number;
  /** Called when `abortAfterBytes` is reached, before the connection drops. */
  onAbort?: () => void;
}

export interface UploadResponse<T> {
  status: number;
  data: T | null | undefined;
  errors: GraphQLFormattedError[] | undefined;
  /** Set when the request failed on the client side (e.g. it was aborted). */
  clientError?: Error;
}

const CHUNK = randomBytes(64 * 1024);

/** The file's bytes: a repeated random chunk, produced as they are sent. */
export async function* fileBytes(total: number, stopAfter = Infinity, onStop?: () => void): AsyncGenerator<Buffer> {
  let sent = 0;
  while (sent < total) {
    const n = Math.min(CHUNK.length, total - sent, stopAfter - sent);
    if (n <= 0) {
      onStop?.();
      // Never resolves: the request is aborted from outside while this part is pending.
      await new Promise(() => {});
    }
    yield n === CHUNK.length ? CHUNK : CHUNK.subarray(0, n);
    sent += n;
  }
}

export async function sendMultipartUpload<T, V>(options: MultipartUploadOptions<T, V>): Promise<UploadResponse<T>> {
  const boundary = `----gw-test-${randomBytes(8).toString('hex')}`;
  const query = typeof options.document === 'string' ? options.document : print(options.document);
  const operations = JSON.stringify({ query, variables: { ...options.variables, file: null } });
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="operations"\r\n\r\n${operations}\r\n` +
      `--${boundary}\r\nContent-Disposition: form-data; name="map"\r\n\r\n${JSON.stringify({ 0: ['variables.file'] })}\r\n` +
      `--${boundary}\r\nContent-Disposition: form-data; name="0"; filename="${options.fileName}"\r\nContent-Type: ${options.mimeType}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  const controller = new AbortController();
  async function* body() {
    yield head;
    const leading = options.leading?.subarray(0, options.bytes) ?? Buffer.alloc(0);
    if (leading.length) yield leading;
    yield* fileBytes(options.bytes - leading.length, options.abortAfterBytes, () => {
      options.onAbort?.();
      // Let the bytes already written reach the gateway before the connection drops.
      setTimeout(() => controller.abort(new Error('client gave up')), 50);
    });
    yield tail;
  }
  try {
    const res = await request(options.url, {
      method: 'POST',
      headers: {
        'content-type': `multipart/form-data; boundary=${boundary}`,
        'content-length': String(head.length + options.bytes + tail.length),
        // CSRF prevention: a multipart POST needs a header a browser sends only after a preflight.
        'apollo-require-preflight': 'true',
        accept: 'application/graphql-response+json, application/json',
        ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      },
      body: Readable.from(body()),
      signal: controller.signal,
      headersTimeout: 120_000,
      bodyTimeout: 120_000,
    });
    const text = await res.body.text();
    const parsed = JSON.parse(text) as { data?: T; errors?: GraphQLFormattedError[] };
    return { status: res.statusCode, data: parsed.data, errors: parsed.errors };
  } catch (error) {
    return { status: 0, data: undefined, errors: undefined, clientError: error as Error };
  }
}

export interface SseEvent<T> {
  data?: T | null;
  errors?: GraphQLFormattedError[];
}

/**
 * A GraphQL subscription over SSE (graphql-sse "distinct connections" mode, as yoga serves it):
 * collects every `next` event until `complete`, the connection ends, or `timeoutMs` passes.
 * `onOpen` runs once the gateway has answered the subscription's headers.
 */
export async function collectSse<T>(
  url: string,
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  document: TypedDocumentNode<T, any> | string,
  variables: Record<string, unknown>,
  options: { token?: string | null; timeoutMs?: number; onOpen?: () => void; onEvent?: (event: SseEvent<T>) => void } = {},
): Promise<SseEvent<T>[]> {
  const query = typeof document === 'string' ? document : print(document);
  const signal = AbortSignal.timeout(options.timeoutMs ?? 20_000);
  const res = await request(url, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      accept: 'text/event-stream',
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
    },
    body: JSON.stringify({ query, variables }),
    signal,
  });
  options.onOpen?.();
  const events: SseEvent<T>[] = [];
  let buffer = '';
  try {
    for await (const chunk of res.body) {
      buffer += chunk.toString('utf8');
      let end: number;
      while ((end = buffer.indexOf('\n\n')) >= 0) {
        const raw = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const lines = raw.split('\n');
        const type = lines.find((l) => l.startsWith('event:'))?.slice(6).trim();
        const data = lines.filter((l) => l.startsWith('data:')).map((l) => l.slice(5).trim()).join('\n');
        if (type === 'complete') return events;
        if (data) {
          const event = JSON.parse(data) as SseEvent<T>;
          events.push(event);
          options.onEvent?.(event);
        }
      }
    }
  } catch (error) {
    if (!signal.aborted) throw error;
  }
  return events;
}
