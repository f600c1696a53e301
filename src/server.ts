import { createServer, type RequestListener, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { parentPort } from 'node:worker_threads';
import { guardBodyTimeouts, isMultipartTo } from './body-timeouts.js';
import { StartError } from './start-error.js';
import type { UpgradeHandler } from './transport/websocket.js';

export interface ServerOptions {
  port: number;
  /** Interface to bind. @default all interfaces */
  host?: string;
  /** Time a client has to send a request's headers (node's `headersTimeout`). @default 10_000 */
  headersTimeoutMs?: number;
  /** Time a client has to send the whole body of an ordinary (non-upload) request; then 408. @default 30_000 */
  bodyTimeoutMs?: number;
  /** Longest pause in an upload's body (multipart POST to `uploadEndpoint`) before it is cut. @default 60_000 */
  uploadIdleTimeoutMs?: number;
  /** Connections open at once; more are closed as they arrive. @default 1024 */
  maxConnections?: number;
  /** Where multipart uploads are posted. @default '/graphql' */
  uploadEndpoint?: string;
  /** Takes WebSocket upgrades (the gateway's, when WEBSOCKET is on); none: upgrades are refused. */
  upgrade?: UpgradeHandler | null;
}

export interface RunningServer {
  server: Server;
  port: number;
  /** Base URL for local clients, e.g. `http://127.0.0.1:4000`. */
  url: string;
  /**
   * Graceful stop: refuse new connections at once; let in-flight requests and `work` (background
   * jobs) finish, while connections already open stay, so a load balancer's `/readyz` on one
   * reads 503 (every answer now asks its client to close); then close idle connections, and
   * cut whatever is still open after `graceMs`.
   */
  close(graceMs: number, work?: Promise<unknown>): Promise<void>;
}

/** Serves `handler` (the yoga instance) over node:http. */
export async function startServer(handler: RequestListener, options: ServerOptions): Promise<RunningServer> {
  const headersTimeout = options.headersTimeoutMs ?? 10_000;
  const server = createServer(
    {
      headersTimeout,
      // Node checks the headers bound only every `connectionsCheckingInterval` (30 s by default),
      // which would let a slow client keep its socket for up to 30 s past the bound.
      connectionsCheckingInterval: Math.min(1_000, Math.max(50, Math.floor(headersTimeout / 4))),
      // Node's whole-request bound would cut a 4 GiB upload over a modest link: bodies have their
      // own bounds instead (body-timeouts.ts), one for ordinary requests and one for uploads.
      requestTimeout: 0,
    },
    handler,
  );
  server.maxConnections = options.maxConnections ?? 1_024;
  guardBodyTimeouts(server, {
    bodyTimeoutMs: options.bodyTimeoutMs ?? 30_000,
    uploadIdleTimeoutMs: options.uploadIdleTimeoutMs ?? 60_000,
    isUpload: isMultipartTo(options.uploadEndpoint ?? '/graphql'),
  });
  let closing = false;
  const upgrade = options.upgrade ?? null;
  if (upgrade) {
    server.on('upgrade', (req, socket, head) => {
      if (closing) return void socket.destroy();
      upgrade.handle(req, socket, head);
    });
  }
  // While closing, every response asks its client to drop the connection.
  let inFlight = 0;
  let idle: (() => void) | null = null;
  server.on('request', (_req, res) => {
    if (closing) res.setHeader('connection', 'close');
    inFlight++;
    res.once('close', () => {
      if (--inFlight === 0) idle?.();
    });
  });
  await new Promise<void>((resolve, reject) => {
    const fail = (error: NodeJS.ErrnoException) => reject(listenFailure(error, options));
    server.once('error', fail);
    server.listen(options.port, options.host, () => {
      server.off('error', fail);
      resolve();
    });
  });
  const { port } = server.address() as AddressInfo;
  const host = !options.host || options.host === '0.0.0.0' || options.host === '::' ? '127.0.0.1' : options.host;

  return {
    server,
    port,
    url: `http://${host.includes(':') ? `[${host}]` : host}:${port}`,
    async close(graceMs, work) {
      closing = true;
      let cut: NodeJS.Timeout | undefined;
      const graceOver = new Promise<void>((resolve) => (cut = setTimeout(resolve, graceMs)));
      // No new connection from now on; the callback comes once every open one has closed.
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      // Upgraded sockets are no longer node:http's: server.close would wait for them forever.
      await upgrade?.close();
      const requestsDone = new Promise<void>((resolve) => {
        idle = resolve;
        if (inFlight === 0) resolve();
      });
      await Promise.race([Promise.all([requestsDone, work]), graceOver]);
      // Idle keep-alive connections go now, busy ones as their answers end, the rest at the grace's end.
      const sweep = setInterval(() => server.closeIdleConnections(), 50);
      server.closeIdleConnections();
      void graceOver.then(() => server.closeAllConnections());
      await closed;
      clearInterval(sweep);
      clearTimeout(cut);
    },
  };
}

/** What the operator can fix (port taken, or not allowed) as a StartError; anything else as it is. */
function listenFailure(error: NodeJS.ErrnoException, options: ServerOptions): Error {
  const where = options.host ? `${options.host}:${options.port}` : `port ${options.port}`;
  if (error.code === 'EADDRINUSE') return new StartError(`cannot listen on ${where}: it is already in use (EADDRINUSE); set PORT to a free port`, { cause: error });
  if (error.code === 'EACCES') return new StartError(`cannot listen on ${where}: permission denied (EACCES); ports below 1024 need privileges, set PORT to a higher one`, { cause: error });
  if (error.code === 'EADDRNOTAVAIL') return new StartError(`cannot listen on ${where}: no such local address (EADDRNOTAVAIL)`, { cause: error });
  return error;
}

/**
 * Runs `stop` once on the first SIGTERM or SIGINT; a second signal exits at once. On the
 * gateway's own thread (src/main.ts) the signals come from the main thread, as messages: a
 * worker's `process` gets none.
 */
export function onShutdownSignal(stop: (signal: NodeJS.Signals) => Promise<void>): void {
  let stopping = false;
  const handle = (signal: NodeJS.Signals) => {
    if (stopping) process.exit(1);
    stopping = true;
    stop(signal).then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  if (parentPort) {
    parentPort.on('message', (message: { signal?: NodeJS.Signals } | null) => {
      if (message?.signal === 'SIGTERM' || message?.signal === 'SIGINT') handle(message.signal);
    });
    return;
  }
  process.on('SIGTERM', handle);
  process.on('SIGINT', handle);
}
