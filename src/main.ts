/**
 * Process entry: configuration, the sandbox when no upstream is configured, the gateway, the
 * HTTP server, and graceful shutdown. Wiring only; each step lives in its own module.
 */
import { ConfigError, loadConfig, withOverrides, type GatewayConfig } from './config.js';
import { createLogger } from './logger.js';
import { onShutdownSignal, startServer } from './server.js';

// This entry is the server: graphql-js skips its development-only checks (a per-object realm
// check on every type test) in production. Set before graphql loads, hence the dynamic import.
process.env.NODE_ENV ??= 'production';
const { createGateway } = await import('./gateway.js');

let config: Readonly<GatewayConfig>;
try {
  config = loadConfig(process.env);
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  for (const problem of error.problems) console.error(`config: ${problem.variable} ${problem.message}`);
  process.exit(1);
}

const logger = createLogger({ level: config.logLevel });
const sandbox = config.upstream ? null : await (await import('./sandbox/index.js')).startSandbox();
if (sandbox) {
  config = withOverrides(config, { upstream: { restUrl: sandbox.restUrl, graphUrl: sandbox.graphUrl }, sandboxToken: sandbox.token });
}
const gateway = await createGateway(config, { logger });
const server = await startServer(gateway.handler, { port: config.port });

logger.info('gateway listening', { port: server.port, mode: sandbox ? 'sandbox' : 'upstream' });
console.log(`\nGraphiQL: ${server.url}/graphql`);
if (sandbox) console.log(`Sandbox mode: send 'Authorization: Bearer ${sandbox.token}' (GraphiQL has it prefilled)\n`);

const grace = config.shutdownGraceMs;
onShutdownSignal(async (signal) => {
  logger.info('shutting down', { signal, graceMs: grace });
  gateway.drain();
  await server.close(grace);
  await gateway.close();
  await sandbox?.close();
  logger.info('stopped');
});
