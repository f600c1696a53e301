/**
 * Process entry: configuration, the sandbox when no upstream is configured, the gateway, the
 * HTTP server, and graceful shutdown. Wiring only; each step lives in its own module.
 */
import { setFlagsFromString } from 'node:v8';
import { ConfigError, loadConfig, withOverrides, type GatewayConfig } from './config.js';
import { createLogger } from './logger.js';
import { onShutdownSignal, startServer } from './server.js';
import { StartError } from './start-error.js';
import { pingRedis } from './store/redis.js';

/** A Redis that has not answered a PING by then is taken as away. */
const REDIS_PING_MS = 3_000;

// Memory (docs/architecture.md#performance-we-design-for: peak RSS at most 1.05x the Node floor's). By default V8 lets the old generation grow to about
// four times what survived the last full collection before it collects again (here ~25 MB live,
// so ~100 MB of mostly dead objects under load). A gateway keeps little for long, so a full
// collection is cheap (a few ms): growing by half instead cuts the peak by ~45 MB at no CPU
// cost measured by `npm run bench`. Set here so every way of starting the server applies it;
// a `--heap-growing-percent` on the command line wins.
if (!process.execArgv.some((arg) => arg.startsWith('--heap-growing-percent'))) setFlagsFromString('--heap-growing-percent=50');

// This entry is the server: graphql-js skips its development-only checks (a per-object realm
// check on every type test) in production. Set before graphql loads, hence the gateway's dynamic
// import in start() (nothing imported above loads graphql).
process.env.NODE_ENV ??= 'production';

let config: Readonly<GatewayConfig>;
try {
  config = loadConfig(process.env);
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  for (const problem of error.problems) console.error(`config: ${problem.variable} ${problem.message}`);
  process.exit(1);
}

const logger = createLogger({ level: config.logLevel, redactPaths: config.logRedact });
// A start step the operator must fix (StartError) ends the process with one line, like a bad
// variable above; anything else is a bug and keeps its stack trace.
const { gateway, server, sandbox } = await start(config).catch((error: unknown) => {
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
});

/** The start steps in order: Redis (when required), the sandbox (when no upstream), the gateway, the listening server. */
async function start(base: Readonly<GatewayConfig>) {
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
