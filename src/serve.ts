/**
 * The gateway's start and shutdown, on whichever thread runs it (src/main.ts chooses): the
 * sandbox when no upstream is configured, the gateway, the HTTP server, and graceful shutdown.
 * Wiring only; each step lives in its own module.
 */
import { withOverrides, type GatewayConfig } from './config.js';
import { processLogger, type Logger } from './logger.js';
import { onShutdownSignal, startServer } from './server.js';
import { StartError } from './start-error.js';
import { pingRedis } from './store/redis.js';

/** A Redis that has not answered a PING by then is taken as away. */
const REDIS_PING_MS = 3_000;

/** Starts the gateway with the configuration main parsed; a start step the operator must fix ends the process with one line. */
export async function serve(config: Readonly<GatewayConfig>): Promise<void> {
  // This entry is the server: graphql-js skips its development-only checks (a per-object realm
  // check on every type test) in production. Set before graphql loads, hence the gateway's
  // dynamic import in start() (nothing imported above loads graphql).
  process.env.NODE_ENV ??= 'production';
  const { logger, end: endLogs } = processLogger({ level: config.logLevel, redactPaths: config.logRedact });
  // A start step the operator must fix (StartError) ends the process with one line, like a bad
  // variable does; anything else is a bug and keeps its stack trace.
  const { gateway, server, sandbox } = await start(config, logger).catch((error: unknown) => {
    if (!(error instanceof StartError)) throw error;
    console.error(`start: ${error.message}`);
    process.exit(1);
  });

  logger.info('gateway listening', { port: server.port, mode: sandbox ? 'sandbox' : 'upstream' });
  console.log(`\nGraphiQL: ${server.url}/graphql`);
  if (config.dashboard) console.log(`Dashboard: ${server.url}/app/`);
  if (sandbox) console.log(`Sandbox mode: send 'Authorization: Bearer ${sandbox.token}' (GraphiQL has it prefilled)\n`);

  const grace = config.shutdownGraceMs;
  // Shutdown in order (docs/operations.md, "Shutdown"): /readyz 503 and no new connection;
  // in-flight requests and background jobs finish within the grace; what remains ends
  // SHUTTING_DOWN with its end published; the store closes last.
  onShutdownSignal(async (signal) => {
    logger.info('shutting down', { signal, graceMs: grace });
    const deadline = Date.now() + grace;
    gateway.drain();
    await server.close(grace, gateway.settle(deadline));
    await gateway.close();
    await sandbox?.close();
    logger.info('stopped');
    // Every line written, in order, before the process exits (logger.ts, `processLogger`).
    await endLogs();
  });
}

/** The start steps in order: Redis (when required), the sandbox (when no upstream), the gateway, the listening server. */
async function start(base: Readonly<GatewayConfig>, logger: Logger) {
  let config = base;
  // With REDIS_URL set, idempotency keys and upload jobs live there: without it the gateway would
  // start and then fail its first mutation, so it does not start. Checked first: it is quick.
  if (config.redisUrl) {
    const url = config.redisUrl;
    await pingRedis(url, REDIS_PING_MS).catch((error: unknown) => {
      throw new StartError(`Redis at ${redisAddress(url)} (REDIS_URL) is unreachable: ${(error as Error).message}`, { cause: error });
    });
  }
  const { createGateway } = await import('./gateway.js');
  // Sandbox mode decodes audio as the host would: undecodable bytes fail (src/sandbox/media/duration.ts).
  const sandbox = config.upstream ? null : await (await import('./sandbox/index.js')).startSandbox({ behaviour: { audioDecoding: 'header' } });
  if (sandbox) {
    config = withOverrides(config, { upstream: { restUrl: sandbox.restUrl, graphUrl: sandbox.graphUrl }, sandboxToken: sandbox.token });
  }
  const gateway = await createGateway(config, { logger });
  const server = await startServer(gateway.handler, {
    port: config.port,
    headersTimeoutMs: config.requestHeadersTimeoutMs,
    bodyTimeoutMs: config.requestBodyTimeoutMs,
    uploadIdleTimeoutMs: config.uploadIdleTimeoutMs,
    maxConnections: config.maxConnections,
    upgrade: gateway.upgrade,
  });
  return { gateway, server, sandbox };
}

/** Host and port only: a REDIS_URL may carry a password. */
function redisAddress(url: string): string {
  const { hostname, port } = new URL(url);
  return `${hostname}:${port || 6379}`;
}
