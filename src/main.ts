/**
 * Process entry: configuration, the sandbox when no upstream is configured, the gateway, the
 * HTTP server, and graceful shutdown. Wiring only; each step lives in its own module.
 */
import { ConfigError, loadConfig, withOverrides, type GatewayConfig } from './config.js';
import { createGateway } from './gateway.js';
import { createLogger } from './logger.js';
import { onShutdownSignal, startServer } from './server.js';

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
  await server.close(grace);
  await gateway.close();
  await sandbox?.close();
  logger.info('stopped');
});
