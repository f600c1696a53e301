import type { SandboxLog } from './sandbox-log.js';

/**
 * What `bench/run.ts` hands to an extra scenario module (e.g. `bench/upload.ts`, owned by the
 * uploads work). The gateway runs in its own process, pointed at the standalone sandbox.
 */
export interface BenchEnv {
  /** Gateway origin, e.g. `http://127.0.0.1:40123` (GraphQL at `/graphql`). */
  gatewayUrl: string;
  /** Gateway pid: read CPU and memory with `./proc.js` (`cpuMicros`, `peakRssMb`, `rssMb`). */
  gatewayPid: number;
  sandbox: { restUrl: string; graphUrl: string; storageUrl: string };
  /** A bearer token the sandbox accepts. */
  token: string;
  /** Measured seconds per scenario the user asked for (`--duration`), in ms. */
  durationMs: number;
  /** The sandbox's request log (hooks are on): clear it, count upstream calls. */
  log: SandboxLog;
}

/**
 * Contract of `bench/upload.ts`: export `runUploadBench(env)`; whatever it returns (JSON-able)
 * is printed and stored under `upload` in bench/results.json. It must finish within about
 * 60 seconds (the whole bench is bounded at 3 minutes).
 */
export interface UploadBenchModule {
  runUploadBench(env: BenchEnv): Promise<unknown>;
}
