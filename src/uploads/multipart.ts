import { Readable } from 'node:stream';
import busboy from 'busboy';
import { GraphQLError } from 'graphql';
import { StreamingUpload } from './upload-file.js';

/**
 * A streaming parser for the GraphQL multipart request spec. graphql-yoga 5.24's own parser
 * calls `request.formData()`, which holds every file whole in memory before a resolver runs
 * (yoga issue 4409; a `useStream` option exists only in later yoga sources, not in the release
 * we run). This one resolves the GraphQL parameters as soon as `operations` and `map` have
 * arrived and the first file part begins; the resolver then reads the file part while it is
 * still arriving, and backpressure reaches the client's socket, so memory stays bounded
 * whatever the file size.
 */

export interface MultipartLimits {
  /** Largest `operations` / `map` field in bytes. @default 1_000_000 */
  fieldBytes?: number;
  /** Most file parts in one request. @default 4 */
  files?: number;
}

/** What the parser leaves for the end of the request: the uploads, to discard unread bytes. */
export interface MultipartState {
  uploads: StreamingUpload[];
  /** True once the whole request body has been read. */
  complete(): boolean;
  /** Stops reading the request (a refused or abandoned upload). */
  abort(reason: Error): void;
}

/** Bytes the parser may buffer on each side (request in, file part out). */
const PARSER_BUFFER_BYTES = 256 * 1024;

type Params = Record<string, unknown> | Record<string, unknown>[];

const badRequest = (message: string) =>
  new GraphQLError(message, { extensions: { code: 'BAD_USER_INPUT', http: { status: 400 } } });

export function isMultipartRequest(request: Request): boolean {
  return request.method === 'POST' && (request.headers.get('content-type') ?? '').toLowerCase().startsWith('multipart/form-data');
}

/**
 * `onBytes` is told the size of every chunk read from the request body (the upload service's
 * buffer reclaimer).
 */
export function parseMultipartRequest(
  request: Request,
  limits: MultipartLimits = {},
  onBytes?: (bytes: number) => void,
): { params: Promise<Params>; state: MultipartState } {
  const uploads = new Map<string, StreamingUpload>();
  let complete = false;
  let bb: busboy.Busboy;
  const state: MultipartState = {
    get uploads() {
      return [...uploads.values()];
    },
    complete: () => complete,
    abort: (reason) => bb?.destroy(reason),
  };

  const params = new Promise<Params>((resolve, reject) => {
    const body = request.body as (ReadableStream<Uint8Array> & { readable?: unknown }) | null;
    if (!body) return reject(badRequest('The multipart request has no body.'));
    try {
      bb = busboy({
        headers: { 'content-type': request.headers.get('content-type') ?? '' },
        // Node's 16 KiB default is a quarter of one socket read: every read would pause the
        // socket and resume it again (two epoll calls per 64 KiB). A few reads' worth keeps the
        // bytes moving; backpressure still holds at a fixed bound per upload.
        highWaterMark: PARSER_BUFFER_BYTES,
        fileHwm: PARSER_BUFFER_BYTES,
        limits: { fieldSize: limits.fieldBytes ?? 1_000_000, fields: 16, files: limits.files ?? 4, parts: 24 },
      });
    } catch {
      return reject(badRequest('The multipart request has a malformed Content-Type.'));
    }
    let operations: Params | null = null;
    let resolved = false;
    const settle = (error?: Error) => {
      if (resolved) return;
      resolved = true;
      if (error || !operations) reject(error ?? badRequest('The multipart request has no "operations" field.'));
      else resolve(operations);
    };

    bb.on('field', (name, value, info) => {
      if (info.valueTruncated) return settle(badRequest(`The multipart field "${name}" is too large.`));
      if (name === 'operations') {
        try {
          operations = JSON.parse(value) as Params;
        } catch {
          settle(badRequest('The multipart field "operations" is not valid JSON.'));
        }
      } else if (name === 'map') {
        if (!operations) return settle(badRequest('The multipart field "operations" must come before "map".'));
        let map: Record<string, unknown>;
        try {
          map = JSON.parse(value) as Record<string, unknown>;
        } catch {
          return settle(badRequest('The multipart field "map" is not valid JSON.'));
        }
        for (const [field, paths] of Object.entries(map)) {
          if (!Array.isArray(paths)) return settle(badRequest('Each entry of "map" must be an array of paths.'));
          const upload = new StreamingUpload(field);
          uploads.set(field, upload);
          for (const path of paths) if (typeof path === 'string') setPath(operations, path, upload);
        }
      }
    });

    bb.on('file', (name, stream, info) => {
      // The spec orders parts: operations, map, then files. Execution can start now.
      settle();
      const upload = uploads.get(name);
      if (!upload) return void stream.resume();
      upload.attach(stream, info.filename ?? '', info.mimeType ?? 'application/octet-stream');
    });

    bb.on('close', () => {
      complete = true;
      settle();
      for (const upload of uploads.values()) upload.fail(badRequest(`The file part "${upload.fieldName}" is missing.`));
    });
    bb.on('error', (error: Error) => {
      settle(badRequest(`The multipart request is malformed: ${error.message}`));
      for (const upload of uploads.values()) upload.fail(badRequest('The request ended before its file arrived.'));
    });
    bb.on('filesLimit', () => settle(badRequest('Too many files in one request.')));

    const source = nodeReadableOf(body);
    source.on('error', (error) => bb.destroy(error));
    source.on('close', () => {
      // A socket closed before the body ended: the client went away mid-upload.
      if (!source.readableEnded) bb.destroy(new Error('The client disconnected.'));
    });
    // Beside the pipe's own 'data' listener: it only counts, and leaves the flow to the pipe.
    if (onBytes) source.on('data', (chunk: Buffer) => onBytes(chunk.length));
    source.pipe(bb);
  });
  return { params, state };
}

/** The Node stream under a whatwg-node request body (no copy), or an adapter for a web stream. */
function nodeReadableOf(body: ReadableStream<Uint8Array> & { readable?: unknown }): Readable {
  if (body.readable instanceof Readable) return body.readable;
  return Readable.fromWeb(body as import('node:stream/web').ReadableStream<Uint8Array>);
}

function setPath(target: unknown, path: string, value: unknown): void {
  const keys = path.split('.');
  let current = target as Record<string, unknown>;
  for (let i = 0; i < keys.length; i++) {
    const key = keys[i]!;
    if (key === '__proto__' || key === 'constructor' || key === 'prototype') return;
    if (i === keys.length - 1) {
      current[key] = value;
      return;
    }
    const next = current[key];
    if (typeof next !== 'object' || next === null) return; // the spec maps onto existing null placeholders
    current = next as Record<string, unknown>;
  }
}
