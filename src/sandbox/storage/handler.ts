import { createHash } from 'node:crypto';
import { HEAD_BYTES } from '../media/duration.js';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Store } from '../data/model.js';
import type { HooksControl, LoggedCall } from '../hooks.js';
import { applyFault, headerRecord, queryRecord, sendJson, type Timers } from '../server.js';
import type { Signer } from './signing.js';
import { findUploadByObject, IMAGE_TYPES, SIZE_LIMITS } from './uploads.js';

/**
 * The object store behind the signed URLs. Behaves like real object stores where it matters to
 * a client: no credentials accepted (the signature is in the URL), `Content-Length` required
 * (chunked transfer refused with 411), size limits (413), ETag answered in double quotes.
 * The body is streamed: bytes are counted and hashed as they arrive, never held.
 */

export const STORAGE_ROUTE = 'PUT /storage/{bucket}/{key}';
const ROUTE_PATTERN = /^\/storage\/([^/]+)\/([^/]+)$/;
/** Refused uploads are drained (keeps the connection usable) up to this much, then cut. */
const DRAIN_LIMIT = 64 * 1024 * 1024;

export interface StorageOptions {
  store: () => Store;
  signer: Signer;
  hooks: HooksControl;
  timers: Timers;
  now(): number;
}

export function createStorageListener(options: StorageOptions) {
  return async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    const url = new URL(req.url ?? '/', 'http://storage.invalid');
    const method = (req.method ?? 'GET').toUpperCase();
    const match = method === 'PUT' ? ROUTE_PATTERN.exec(url.pathname) : null;
    const problems: string[] = [];
    const call: LoggedCall = {
      upstream: 'storage',
      method,
      route: match ? STORAGE_ROUTE : `${method} <unmatched>`,
      path: url.pathname,
      query: queryRecord(url.searchParams),
      headers: headerRecord(req.headers),
      status: 0,
      problems,
    };
    const refuse = (status: number, code: string, message: string, problem?: string) => {
      if (problem) problems.push(problem);
      call.status = status;
      options.hooks.record(call);
      drain(req);
      sendJson(res, status, { error: code, message }, { connection: 'close' });
    };

    const fault = options.hooks.takeFault(call.route);
    if (fault?.afterBodyBytes) await readAtLeast(req, fault.afterBodyBytes);
    const faulted = await applyFault(fault, res, options.timers);
    if (faulted !== null) {
      call.status = faulted;
      options.hooks.record(call);
      if (faulted !== 0) drain(req);
      return;
    }
    if (!match) return refuse(404, 'NoSuchKey', 'Not found');
    // Object stores refuse a request that carries both a signature and another credential.
    if (req.headers.authorization !== undefined) {
      return refuse(400, 'InvalidArgument', 'Only one auth mechanism allowed', 'token-sent-to-storage');
    }
    const [bucket, key] = [decodeURIComponent(match[1]), decodeURIComponent(match[2])];
    const verdict = options.signer.verify(bucket, key, url.searchParams, options.now());
    if (!verdict.ok) {
      const message = verdict.reason === 'expired' ? 'Request has expired' : 'The request signature does not match';
      return refuse(403, verdict.reason === 'expired' ? 'AccessDenied' : 'SignatureDoesNotMatch', message, `${verdict.reason}`);
    }
    const store = options.store();
    const upload = findUploadByObject(store, bucket, key);
    if (!upload) return refuse(404, 'NoSuchUpload', 'Unknown upload');
    const declared = req.headers['content-length'];
    if (declared === undefined) return refuse(411, 'MissingContentLength', 'You must provide the Content-Length HTTP header', 'missing-content-length');
    const length = Number(declared);
    if (length > SIZE_LIMITS[upload.kind]) return refuse(413, 'EntityTooLarge', 'Your proposed upload exceeds the maximum allowed size', 'too-large');
    const contentType = String(req.headers['content-type'] ?? '').split(';')[0].trim().toLowerCase();
    const allowed = upload.mimeType ? [upload.mimeType] : IMAGE_TYPES;
    if (!allowed.includes(contentType)) {
      return refuse(403, 'SignatureDoesNotMatch', 'Content-Type does not match the signed request', 'content-type-mismatch');
    }

    options.hooks.throttle(req);
    const hash = createHash('md5');
    let size = 0;
    const head: Buffer[] = [];
    let kept = 0;
    req.on('data', (chunk: Buffer) => {
      hash.update(chunk);
      size += chunk.length;
      // Media validation reads the file's header (sandbox/media/duration.ts).
      if (kept < HEAD_BYTES) {
        const part = chunk.subarray(0, HEAD_BYTES - kept);
        head.push(Buffer.from(part));
        kept += part.length;
      }
    });
    req.once('end', () => {
      const etag = hash.digest('hex');
      store.objects.set(upload.objectKey, { size, etag, contentType });
      store.objectHeads.set(upload.objectKey, Buffer.concat(head));
      upload.size = size;
      upload.etag = etag;
      if (upload.status === 'awaiting-bytes') upload.status = 'stored';
      call.status = 200;
      options.hooks.record(call);
      res.writeHead(200, { etag: `"${etag}"`, 'content-length': '0' });
      res.end();
    });
    req.once('close', () => {
      if (req.complete) return;
      // A client that goes away mid-stream leaves no object behind.
      problems.push('client-aborted');
      options.hooks.record(call);
    });
  };
}

/** Reads the body until `bytes` have arrived (or it ended), then leaves the rest unread. */
function readAtLeast(req: IncomingMessage, bytes: number): Promise<void> {
  return new Promise((resolve) => {
    let read = 0;
    const done = () => {
      req.off('data', onData);
      req.off('end', done);
      req.off('close', done);
      req.pause();
      resolve();
    };
    const onData = (chunk: Buffer) => {
      read += chunk.length;
      if (read >= bytes) done();
    };
    req.on('data', onData);
    req.once('end', done);
    req.once('close', done);
  });
}

function drain(req: IncomingMessage): void {
  let drained = 0;
  req.on('data', (chunk: Buffer) => {
    drained += chunk.length;
    if (drained > DRAIN_LIMIT) req.destroy();
  });
  req.resume();
}
