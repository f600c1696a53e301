import { Pool } from 'undici';

/**
 * A bounded-time, self-stopping closed-loop load generator: `concurrency` connections, each
 * sending the next request as soon as the previous answer is read, until `durationMs` passes.
 * Written on undici (already a dependency) so the bench adds no tool of its own.
 */
export interface LoadOptions {
  origin: string;
  path: string;
  body: string;
  headers: Record<string, string>;
  concurrency: number;
  durationMs: number;
  /** Returns an error description for a bad answer, or null when it is good. */
  check?: (status: number, body: string) => string | null;
  /** Every request's latency (ms) is also pushed here, to pool several rounds' percentiles. */
  samples?: number[];
}

export interface LoadResult {
  requests: number;
  errors: number;
  firstError: string | null;
  elapsedMs: number;
  requestsPerSecond: number;
  latencyMs: { p50: number; p95: number; p99: number; max: number };
}

export async function runLoad(options: LoadOptions): Promise<LoadResult> {
  const pool = new Pool(options.origin, { connections: options.concurrency, pipelining: 1 });
  const latencies: number[] = [];
  let requests = 0;
  let errors = 0;
  let firstError: string | null = null;
  const start = performance.now();
  const deadline = start + options.durationMs;

  const worker = async () => {
    while (performance.now() < deadline) {
      const t0 = performance.now();
      let problem: string | null;
      try {
        const res = await pool.request({ method: 'POST', path: options.path, headers: options.headers, body: options.body });
        const text = await res.body.text();
        problem = options.check ? options.check(res.statusCode, text) : res.statusCode === 200 ? null : `HTTP ${res.statusCode}`;
      } catch (err) {
        problem = (err as Error).message;
      }
      const latency = performance.now() - t0;
      latencies.push(latency);
      options.samples?.push(latency);
      requests++;
      if (problem) {
        errors++;
        firstError ??= problem;
      }
    }
  };
  await Promise.all(Array.from({ length: options.concurrency }, worker));
  const elapsedMs = performance.now() - start;
  await pool.close();

  return { requests, errors, firstError, elapsedMs, requestsPerSecond: (requests * 1000) / elapsedMs, latencyMs: percentiles(latencies) };
}

/** p50/p95/p99/max of latency samples (ms); sorts them in place. */
export function percentiles(samples: number[]): LoadResult['latencyMs'] {
  samples.sort((a, b) => a - b);
  const at = (q: number) => samples[Math.min(samples.length - 1, Math.floor(q * samples.length))] ?? 0;
  return { p50: at(0.5), p95: at(0.95), p99: at(0.99), max: samples[samples.length - 1] ?? 0 };
}

/** Sends one request and returns status, body and wall time (for checks and call counting). */
export async function sendOnce(origin: string, path: string, body: string, headers: Record<string, string>): Promise<{ status: number; text: string; ms: number }> {
  const t0 = performance.now();
  const res = await fetch(origin + path, { method: 'POST', headers, body });
  const text = await res.text();
  return { status: res.status, text, ms: performance.now() - t0 };
}
