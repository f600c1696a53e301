/**
 * Process entry: the configuration, parsed once here, then the gateway (src/serve.ts): on this
 * thread by default, or with `HEAP_YOUNG_GENERATION_MB` above 0 on a worker thread whose young
 * generation V8 sizes from it. V8 sizes a heap when it makes it, so a start command without
 * flags (`node dist/main.js`, the Docker image) can size only a new thread's: a worker's
 * `resourceLimits`.
 * The process ends as the gateway's thread does, with its exit code; SIGTERM and SIGINT reach
 * that thread's shutdown (src/server.ts, `onShutdownSignal`).
 */
import { setFlagsFromString } from 'node:v8';
import { Worker } from 'node:worker_threads';
import { ConfigError, loadConfig, type GatewayConfig } from './config.js';

// Memory (docs/performance.md, "Memory"): by default V8 lets the old generation grow to about
// four times what survived the last full collection before it collects again. A gateway keeps
// little for long, so a full collection is cheap (a few ms): growing by a quarter instead took
// the peak under the peer bench's load from 165 to about 152 MB beside growing by half, for
// about 6 % more CPU on a fan-out. V8's flags are the process's, so a worker thread gets it
// too; a `--heap-growing-percent` on the command line wins.
if (!process.execArgv.some((arg) => arg.startsWith('--heap-growing-percent'))) setFlagsFromString('--heap-growing-percent=25');

let config: Readonly<GatewayConfig>;
try {
  config = loadConfig(process.env);
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  for (const problem of error.problems) console.error(`config: ${problem.variable} ${problem.message}`);
  process.exit(1);
}

// Under tsx (`npm start`, the gateways the tests start) this file is TypeScript, and Node 20 gives
// a worker none of tsx's loader hooks: the gateway then runs on this thread.
const built = import.meta.url.endsWith('.js');

if (config.heapYoungGenerationMb === 0 || !built) {
  await (await import('./serve.js')).serve(config);
} else {
  const thread = new Worker(new URL('./gateway-thread.js', import.meta.url), { workerData: { config }, resourceLimits: { maxYoungGenerationSizeMb: config.heapYoungGenerationMb } });
  // The thread stops gracefully on the first signal; a second one ends the process at once, even
  // if the thread no longer answers.
  let signals = 0;
  const forward = (signal: NodeJS.Signals) => (++signals > 1 ? process.exit(1) : thread.postMessage({ signal }));
  process.on('SIGTERM', forward);
  process.on('SIGINT', forward);
  // An error the thread did not handle ends it with code 1; its trace is printed here, as Node
  // prints an uncaught one.
  thread.on('error', (error) => console.error(error));
  thread.on('exit', (code) => process.exit(code));
}
