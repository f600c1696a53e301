import { Readable } from 'node:stream';
import { GraphQLError } from 'graphql';
import * as Multipart from 'multipasta';
import { StreamingUpload } from './upload-file.js';

/**
 * A streaming parser for the GraphQL multipart request spec. graphql-yoga 5.24's own parser
 * calls `request.formData()`, which holds every file whole in memory before a resolver runs
 * (yoga issue 4409; a `useStream` option exists only in later yoga sources, not in the release
 * we run). This one resolves the GraphQL parameters as soon as `operations` and `map` have
 * arrived and the first file part begins; the resolver then reads the file part while it is
 * still arriving, and backpressure reaches the client's socket, so memory stays bounded
 * whatever the file size.
 *
 * The parts are split by multipasta, which finds the boundary with the native
 * `Buffer.prototype.indexOf`; busboy's JavaScript search was the largest cost of an upload in
 * the gateway after the collector's (docs/bench.md, uploads). Only the flow between the
 * request, the parser and each file part's Readable is ours.
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

/**
 * Bytes a file part may hold before the request is paused: a few socket reads (64 KiB each),
 * so the socket is not paused and resumed on every read; backpressure still holds at a fixed
 * bound per upload.
 */
const FILE_BUFFER_BYTES = 256 * 1024;
/** The spec's parts are `operations`, `map` and the files; a few more are tolerated. */
const MAX_PARTS = 24;

type Params = Record<string, unknown> | Record<string, unknown>[];

const badRequest = (message: string) =>
  new GraphQLError(message, { extensions: { code: 'BAD_USER_INPUT', http: { status: 400 } } });

const FIELDS = new Set(['operations', 'map']);

/** What each parser failure means to the client. */
function describe(error: Multipart.MultipartError, fieldBytes: number): string {
  switch (error._tag) {
    case 'InvalidBoundary':
      return 'The multipart request has a malformed Content-Type.';
    case 'ReachedLimit':
      if (error.limit === 'MaxFieldSize') return `A multipart field is larger than ${fieldBytes} bytes.`;
      return 'The multipart request has too many parts.';
    case 'BadHeaders':
      return 'The multipart request is malformed: a part has invalid headers.';
    case 'InvalidDisposition':
      return 'The multipart request is malformed: a part has no name.';
    case 'EndNotReached':
      return 'The multipart request is malformed: the body ended before its closing boundary.';
  }
}

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
  const fieldBytes = limits.fieldBytes ?? 1_000_000;
  const maxFiles = limits.files ?? 4;
  let complete = false;
  let stop: (error: Error) => void = () => {};
  const state: MultipartState = {
    get uploads() {
      return [...uploads.values()];
    },
    complete: () => complete,
    abort: (reason) => stop(reason),
  };

  const params = new Promise<Params>((resolve, reject) => {
    const body = request.body as (ReadableStream<Uint8Array> & { readable?: unknown }) | null;
    if (!body) return reject(badRequest('The multipart request has no body.'));
    let operations: Params | null = null;
    let resolved = false;
    const settle = (error?: Error) => {
      if (resolved) return;
      resolved = true;
      if (error || !operations) reject(error ?? badRequest('The multipart request has no "operations" field.'));
      else resolve(operations);
    };

    const source = nodeReadableOf(body);
    let failed: Error | null = null;
    let done = false;
    let files = 0;
    /** The file part being written, and the one whose full buffer paused the request. */
    let part: Readable | null = null;
    let holding: Readable | null = null;
    const release = () => {
      holding = null;
      if (!failed) source.resume();
    };

    const fail = (error: Error) => {
      if (failed || complete) return;
      failed = error;
      settle(error);
      part?.destroy(badRequest('The request ended before its file arrived.'));
      part = null;
      for (const upload of uploads.values()) upload.fail(badRequest('The request ended before its file arrived.'));
      source.pause();
    };
    stop = fail;

    const onField = (name: string, value: string) => {
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
    };

    const onFile = (info: Multipart.PartInfo): ((chunk: Uint8Array | null) => void) => {
      // The spec orders parts: operations, map, then files. Execution can start now.
      settle();
      if (++files > maxFiles) {
        fail(badRequest('Too many files in one request.'));
        return () => {};
      }
      const upload = uploads.get(info.name);
      if (!upload) return () => {};
      const stream = new Readable({
        highWaterMark: FILE_BUFFER_BYTES,
        read() {
          if (holding === stream) release();
        },
      });
      part = stream;
      upload.attach(stream, info.filename ?? '', info.contentType || 'application/octet-stream');
      return (chunk) => {
        if (chunk === null) {
          stream.push(null);
          if (part === stream) part = null;
          // An ended stream asks for no more bytes, so it would never resume the request: its
          // buffer is bounded as it is, and the next part pauses the request by its own.
          if (holding === stream) release();
          return;
        }
        if (!stream.push(chunk)) {
          holding = stream;
          source.pause();
        }
      };
    };

    const parser = Multipart.make({
      headers: { 'content-type': request.headers.get('content-type') ?? '' },
      // Every part but the two the spec names is a file, with or without a filename.
      isFile: (info) => !FIELDS.has(info.name),
      maxParts: MAX_PARTS,
      maxFieldSize: fieldBytes,
      onField: (info, value) => onField(info.name, Multipart.decodeField(info, value)),
      onFile,
      onError: (error) => fail(badRequest(describe(error, fieldBytes))),
      onDone: () => {
        done = true;
      },
    });

    source.on('data', (chunk: Buffer) => {
      if (failed) return;
      onBytes?.(chunk.length);
      parser.write(chunk);
    });
    source.once('end', () => {
      if (failed) return;
      parser.end();
      if (!done) return fail(badRequest(describe({ _tag: 'EndNotReached' }, fieldBytes)));
      complete = true;
      settle();
      for (const upload of uploads.values()) upload.fail(badRequest(`The file part "${upload.fieldName}" is missing.`));
    });
    source.on('error', () => fail(badRequest('The request ended before its file arrived.')));
    source.on('close', () => {
      // A socket closed before the body ended: the client went away mid-upload.
      if (!source.readableEnded) fail(badRequest('The client disconnected.'));
    });
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
