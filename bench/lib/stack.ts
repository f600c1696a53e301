import { SANDBOX_TOKENS } from '../../src/sandbox/data/seed.js';
import { freePort, startProcess, waitForHttp, type BenchProcess } from './spawn.js';

/**
 * The two servers every bench script starts, each in its own process on free loopback ports:
 * the sandbox (`dist/sandbox/main.js`) and the gateway's production start (`dist/main.js`) at
 * it. A server that does not come up is stopped before the error reaches the caller; every
 * process stays in spawn.ts's list, so a run's time bound stops it too.
 */

export interface BenchSandbox {
  proc: BenchProcess;
  restUrl: string;
  graphUrl: string;
  storageUrl: string;
}

export interface SandboxStart {
  /** The request log and fault injection (`SANDBOX_HOOKS`); off for long runs, where the log would only grow. */
  hooks: boolean;
  /** The build to run. @default 'dist' */
  dist?: string;
}

/** The sandbox, once both its REST and GraphQL ports answer. */
export async function startBenchSandbox(options: SandboxStart): Promise<BenchSandbox> {
  const [restPort, graphPort, storagePort] = await Promise.all([freePort(), freePort(), freePort()]);
  const proc = startProcess('sandbox', process.execPath, [`${options.dist ?? 'dist'}/sandbox/main.js`], {
    SANDBOX_HOST: '127.0.0.1',
    SANDBOX_REST_PORT: String(restPort),
    SANDBOX_GRAPH_PORT: String(graphPort),
    SANDBOX_STORAGE_PORT: String(storagePort),
    ...(options.hooks ? { SANDBOX_HOOKS: '1' } : {}),
  });
  const sandbox: BenchSandbox = {
    proc,
    restUrl: `http://127.0.0.1:${restPort}`,
    graphUrl: `http://127.0.0.1:${graphPort}`,
    storageUrl: `http://127.0.0.1:${storagePort}`,
  };
  await readyOrStopped(proc, async () => {
    await waitForHttp(proc, `${sandbox.restUrl}/v3/region?isMumsCompatible=true`, (s) => s > 0);
    await waitForHttp(proc, `${sandbox.graphUrl}/v2/graph-pq`, (s) => s > 0);
  });
  return sandbox;
}

export interface BenchGateway {
  proc: BenchProcess;
  origin: string;
}

export interface GatewayStart {
  /** The process's name in reports. @default 'gateway' */
  name?: string;
  /** Variables over the bench's defaults (production, warnings only, no Redis). */
  env?: Record<string, string>;
  /** The build to run. @default 'dist' */
  dist?: string;
  /** Node flags before the script, e.g. `--cpu-prof` (not allowed in NODE_OPTIONS). */
  nodeArgs?: string[];
}

/** The gateway at the sandbox, once `/readyz` answers 200 (its upstream schema is loaded). */
export async function startBenchGateway(sandbox: Pick<BenchSandbox, 'restUrl' | 'graphUrl'>, options: GatewayStart = {}): Promise<BenchGateway> {
  const port = await freePort();
  const proc = startProcess(options.name ?? 'gateway', process.execPath, [...(options.nodeArgs ?? []), `${options.dist ?? 'dist'}/main.js`], {
    PORT: String(port),
    UPSTREAM_REST_URL: sandbox.restUrl,
    UPSTREAM_GRAPH_URL: sandbox.graphUrl,
    UPSTREAM_INTROSPECTION_TOKEN: SANDBOX_TOKENS.creator,
    LOG_LEVEL: 'warn',
    NODE_ENV: 'production',
    // The bench's own sandbox and state: no other process's Redis or prefix.
    REDIS_URL: '',
    ...options.env,
  });
  const origin = `http://127.0.0.1:${port}`;
  await readyOrStopped(proc, () => waitForHttp(proc, `${origin}/readyz`, (s) => s === 200));
  return { proc, origin };
}

async function readyOrStopped(proc: BenchProcess, ready: () => Promise<void>): Promise<void> {
  try {
    await ready();
  } catch (error) {
    await proc.stop(2_000);
    throw error;
  }
}
