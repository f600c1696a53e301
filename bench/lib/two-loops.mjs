// Runs a server module as N processes sharing one port (node:cluster; N from LOOPS, default 2),
// for bench/loops-at-latency.sh: what a second event loop serving requests would give. A
// measurement only: each process of the gateway keeps its own in-process stores, so two of them
// would answer differently (docs/performance.md, "Throughput at 20 ms").
//   node bench/lib/two-loops.mjs <module>
import cluster from 'node:cluster';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

const target = process.argv[2];
if (!target) throw new Error('usage: node bench/lib/two-loops.mjs <module>');
if (cluster.isPrimary) {
  const loops = Number(process.env.LOOPS ?? 2);
  for (let i = 0; i < loops; i++) cluster.fork();
  // One signal ends every process.
  const stop = () => {
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGKILL');
    process.exit(0);
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
} else {
  await import(pathToFileURL(resolve(target)).href);
}
