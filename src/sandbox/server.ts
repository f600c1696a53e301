import type { IncomingHttpHeaders, IncomingMessage, Server, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import type { Account, Store } from './data/model.js';
import type { Fault, HooksControl, LoggedCall, Upstream } from './hooks.js';
import type { SandboxRequest, SandboxResponse } from './http.js';

/** Node http plumbing shared by the three simulated upstreams (no framework, on purpose). */

/** Largest JSON body the REST and GraphQL simulators read. */
const JSON_BODY_LIMIT = 10 * 1024 * 1024;

/** Keeps every open socket so `close()` can end keep-alive and hanging connections at once. */
export function trackSockets(server: Server): () => void {
  const sockets = new Set<Socket>();
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
  });
  return () => {
    for (const socket of sockets) socket.destroy();
  };
}

export function listen(server: Server, host: string, port: number): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      const address = server.address();
      resolve(typeof address === 'object' && address ? address.port : port);
    });
  });
}

/** Cancellable sleeps: a closed sandbox must not keep the process alive with pending latency. */
export function createTimers(): { sleep(ms: number): Promise<void>; clear(): void } {
  const pending = new Set<NodeJS.Timeout>();
  return {
    sleep(ms) {
      return new Promise((resolve) => {
        const timer = setTimeout(() => {
          pending.delete(timer);
          resolve();
        }, ms);
        pending.add(timer);
      });
    },
    clear() {
      for (const timer of pending) clearTimeout(timer);
      pending.clear();
    },
  };
}

export type Timers = ReturnType<typeof createTimers>;

export function headerRecord(headers: IncomingHttpHeaders): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers)) {
    if (value !== undefined) out[name] = Array.isArray(value) ? value.join(', ') : value;
  }
  return out;
}

export function queryRecord(query: URLSearchParams): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {};
  for (const key of new Set(query.keys())) {
    const values = query.getAll(key);
    out[key] = values.length === 1 ? values[0] : values;
  }
  return out;
}

/** Resolves `Authorization: Bearer <token>` to an account, noting connector-issued tokens. */
export function resolveAccount(store: Store, authorization: string | undefined): { account: Account | null; viaConnector: boolean } {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(authorization ?? '');
  if (!match) return { account: null, viaConnector: false };
  for (const account of store.accounts.values()) {
    if (account.token === match[1]) return { account, viaConnector: false };
    if (account.connectorToken === match[1]) return { account, viaConnector: true };
  }
  return { account: null, viaConnector: false };
}

export function readBody(req: IncomingMessage, limit = JSON_BODY_LIMIT): Promise<Buffer | null> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) {
        resolve(null);
        req.destroy();
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

export function sendJson(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  if (res.headersSent || res.destroyed) return;
  // 204 and 304 carry no body, and so no Content-Length (RFC 9110 8.6); strict clients reject one.
  const noBody = status === 204 || status === 304;
  const payload = body === undefined || noBody ? '' : JSON.stringify(body);
  res.writeHead(status, {
    ...(payload ? { 'content-type': 'application/json; charset=utf-8' } : {}),
    ...(noBody ? {} : { 'content-length': String(Buffer.byteLength(payload)) }),
    ...headers,
  });
  res.end(payload);
}

/** A non-JSON answer (a variant's error page), with its own content type. */
export function sendRaw(res: ServerResponse, status: number, raw: { contentType: string; text: string }, headers: Record<string, string> = {}): void {
  if (res.headersSent || res.destroyed) return;
  res.writeHead(status, { 'content-type': raw.contentType, 'content-length': String(Buffer.byteLength(raw.text)), ...headers });
  res.end(raw.text);
}

/**
 * Applies an armed fault. Returns the status answered (0 for reset/hang) when the fault took
 * the call over, or null when the endpoint should run (no fault, or latency only).
 */
export async function applyFault(fault: Fault | null, res: ServerResponse, timers: Timers): Promise<number | null> {
  if (!fault) return null;
  if (typeof fault.hold === 'function') await fault.hold().catch(() => undefined);
  if (fault.latencyMs) await timers.sleep(fault.latencyMs);
  if (fault.reset) {
    res.socket?.destroy();
    return 0;
  }
  if (fault.hang) return 0;
  if (fault.status !== undefined) {
    sendJson(res, fault.status, fault.body ?? { error: 'injected fault', status: fault.status });
    return fault.status;
  }
  return null;
}

/** One matched JSON endpoint: its route template and the code that answers it. */
export interface JsonEndpoint {
  route: string;
  run(req: SandboxRequest, problems: string[]): Promise<SandboxResponse> | SandboxResponse;
}

export interface JsonListenerOptions {
  upstream: Upstream;
  hooks: HooksControl;
  store: () => Store;
  timers: Timers;
  resolve(method: string, path: string): JsonEndpoint | null;
  /** Answers paths outside the API (the `/__sandbox/` hooks); true when it answered. */
  intercept?(req: IncomingMessage, res: ServerResponse, url: URL): Promise<boolean>;
}

/** A request listener for a JSON API: route, read body, fault, run, log, answer. */
export function createJsonListener(options: JsonListenerOptions) {
  return async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    const receivedAt = performance.now();
    const url = new URL(req.url ?? '/', 'http://sandbox.invalid');
    const method = (req.method ?? 'GET').toUpperCase();
    try {
      if (options.intercept && (await options.intercept(req, res, url))) return;
      const endpoint = options.resolve(method, url.pathname);
      const route = endpoint?.route ?? `${method} <unmatched>`;
      const problems: string[] = [];
      const raw = await readBody(req);
      const call: LoggedCall = {
        upstream: options.upstream,
        method,
        route,
        path: url.pathname,
        query: queryRecord(url.searchParams),
        headers: headerRecord(req.headers),
        status: 0,
        problems,
        receivedAt,
      };
      const finish = (status: number, body: unknown, headers?: Record<string, string>) => {
        call.status = status;
        options.hooks.record(call);
        sendJson(res, status, body, headers);
      };
      if (raw === null) return finish(413, { error: 'payload_too_large', message: 'Request body too large' });
      let body: unknown;
      if (raw.length > 0) {
        try {
          body = JSON.parse(raw.toString('utf8'));
        } catch {
          problems.push('invalid-json');
          return finish(400, { error: 'bad_request', message: 'Request body is not valid JSON' });
        }
      }
      call.body = body;

      const faulted = await applyFault(options.hooks.takeFault(route), res, options.timers);
      if (faulted !== null) {
        call.status = faulted;
        options.hooks.record(call);
        return;
      }
      if (!endpoint) return finish(404, { error: 'not_found', message: 'No such endpoint' });

      const { account, viaConnector } = resolveAccount(options.store(), req.headers.authorization);
      const request: SandboxRequest = { method, path: url.pathname, query: url.searchParams, headers: req.headers, body, account, viaConnector, problems };
      const response = await endpoint.run(request, problems);
      if (response.raw) {
        call.status = response.status;
        options.hooks.record(call);
        return sendRaw(res, response.status, response.raw, response.headers);
      }
      finish(response.status, response.body, response.headers);
    } catch (err) {
      // A sandbox bug must show up as a 500 in the test that hit it, not as a hung request.
      console.error('[sandbox] handler error', err);
      sendJson(res, 500, { error: 'internal', message: 'Sandbox internal error' });
    }
  };
}
