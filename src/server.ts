import { createServer, type RequestListener, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ServerOptions {
  port: number;
  /** Interface to bind. @default all interfaces */
  host?: string;
}

export interface RunningServer {
  server: Server;
  port: number;
  /** Base URL for local clients, e.g. `http://127.0.0.1:4000`. */
  url: string;
  /**
   * Graceful stop: refuse new connections, let in-flight requests finish, close keep-alive
   * connections as they go idle, and cut whatever is still open after `graceMs`.
   */
  close(graceMs: number): Promise<void>;
}

/** Serves `handler` (the yoga instance) over node:http. */
export async function startServer(handler: RequestListener, options: ServerOptions): Promise<RunningServer> {
  const server = createServer(handler);
  // Node cuts a request whose body is still arriving after 300 s by default; a 4 GiB upload over
  // a modest link takes longer. A stalled upload is bounded by the upload pipeline's own idle
  // timeout instead (src/uploads/body.ts); headers keep Node's headersTimeout.
  server.requestTimeout = 0;
  let closing = false;
  // While closing, every response asks its client to drop the connection.
  server.on('request', (_req, res) => {
    if (closing) res.setHeader('connection', 'close');
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const { port } = server.address() as AddressInfo;
  const host = !options.host || options.host === '0.0.0.0' || options.host === '::' ? '127.0.0.1' : options.host;

  return {
    server,
    port,
    url: `http://${host.includes(':') ? `[${host}]` : host}:${port}`,
    close(graceMs) {
      closing = true;
      return new Promise<void>((resolve) => {
        const sweep = setInterval(() => server.closeIdleConnections(), 50);
        const deadline = setTimeout(() => server.closeAllConnections(), graceMs);
        server.close(() => {
          clearInterval(sweep);
          clearTimeout(deadline);
          resolve();
        });
        server.closeIdleConnections();
      });
    },
  };
}

/** Runs `stop` once on the first SIGTERM or SIGINT; a second signal exits at once. */
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
  process.on('SIGTERM', handle);
  process.on('SIGINT', handle);
}
