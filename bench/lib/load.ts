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
}

export interface LoadResult {
  requests: number;
  errors: number;
  firstError: string | null;
  elapsedMs: number;
  requestsPerSecond: number;
  latencyMs: { p50: number; p99: number; max: number };
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
      latencies.push(performance.now() - t0);
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

  latencies.sort((a, b) => a - b);
  const at = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0;
  return {
    requests,
    errors,
    firstError,
    elapsedMs,
    requestsPerSecond: (requests * 1000) / elapsedMs,
    latencyMs: { p50: at(0.5), p99: at(0.99), max: latencies[latencies.length - 1] ?? 0 },
  };
}

/** Sends one request and returns status and body (for checks and call counting). */
export async function sendOnce(origin: string, path: string, body: string, headers: Record<string, string>): Promise<{ status: number; text: string }> {
  const res = await fetch(origin + path, { method: 'POST', headers, body });
  return { status: res.status, text: await res.text() };
}
