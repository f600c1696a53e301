import { Pool } from 'undici';
import { percentiles, type LoadResult } from './load.js';

/**
 * A closed-loop load of mixed requests: `clients` connections, each sending the request `next`
 * gives it when its previous answer is read, until `durationMs` passes. With `ratePerSecond`,
 * each client also waits for its turn, so the whole load stays at or under that rate (the soak's
 * bound). Results are kept per kind of request and for all of them.
 */
export interface MixedRequest {
  /** What the request is, for the per-kind figures (`dashboard`, `episode`, `mutation`...). */
  kind: string;
  body: string | Buffer;
  headers: Record<string, string>;
}

export interface MixedLoadOptions {
  origin: string;
  path?: string;
  clients: number;
  durationMs: number;
  next(client: number, sequence: number): MixedRequest;
  /** Requests per second across all clients, at most. @default unbounded */
  ratePerSecond?: number;
  /** Stops early (the soak's Ctrl-C). */
  signal?: AbortSignal;
}

export interface KindResult {
  requests: number;
  errors: number;
  firstError: string | null;
  latencyMs: LoadResult['latencyMs'];
}

export interface MixedLoadResult extends KindResult {
  elapsedMs: number;
  requestsPerSecond: number;
  byKind: Record<string, KindResult>;
}

export async function runMixedLoad(options: MixedLoadOptions): Promise<MixedLoadResult> {
  const pool = new Pool(options.origin, { connections: options.clients, pipelining: 1 });
  const all: number[] = [];
  const kinds = new Map<string, { latencies: number[]; requests: number; errors: number; firstError: string | null }>();
  let sequence = 0;
  let errors = 0;
  let firstError: string | null = null;
  const start = performance.now();
  const deadline = start + options.durationMs;
  const periodMs = options.ratePerSecond ? (options.clients * 1_000) / options.ratePerSecond : 0;

  const client = async (id: number) => {
    let turn = start + (periodMs * id) / options.clients;
    while (performance.now() < deadline && !options.signal?.aborted) {
      if (periodMs) {
        const wait = turn - performance.now();
        if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
        turn = Math.max(turn + periodMs, performance.now());
        if (performance.now() >= deadline || options.signal?.aborted) break;
      }
      const request = options.next(id, sequence++);
      const t0 = performance.now();
      let problem: string | null;
      try {
        const res = await pool.request({ method: 'POST', path: options.path ?? '/graphql', headers: request.headers, body: request.body });
        problem = answerProblem(res.statusCode, await res.body.text());
      } catch (error) {
        problem = (error as Error).message;
      }
      const latency = performance.now() - t0;
      all.push(latency);
      let kind = kinds.get(request.kind);
      if (!kind) kinds.set(request.kind, (kind = { latencies: [], requests: 0, errors: 0, firstError: null }));
      kind.latencies.push(latency);
      kind.requests++;
      if (problem) {
        errors++;
        kind.errors++;
        firstError ??= `${request.kind}: ${problem}`;
        kind.firstError ??= problem;
      }
    }
  };
  await Promise.all(Array.from({ length: options.clients }, (_, id) => client(id)));
  const elapsedMs = performance.now() - start;
  await pool.close();
  const byKind: Record<string, KindResult> = {};
  for (const [name, k] of kinds) byKind[name] = { requests: k.requests, errors: k.errors, firstError: k.firstError, latencyMs: percentiles(k.latencies) };
  return { requests: all.length, errors, firstError, latencyMs: percentiles(all), elapsedMs, requestsPerSecond: (all.length * 1_000) / elapsedMs, byKind };
}

/** An HTTP 200 whose JSON has no `errors` is good; anything else is described. */
function answerProblem(status: number, text: string): string | null {
  let body: { errors?: Array<{ message?: string; extensions?: { code?: string } }> };
  try {
    body = JSON.parse(text);
  } catch {
    return `HTTP ${status}, not JSON: ${text.slice(0, 120)}`;
  }
  if (status !== 200 || body.errors?.length) {
    const first = body.errors?.[0];
    return `HTTP ${status} ${first?.extensions?.code ?? ''} ${first?.message?.slice(0, 160) ?? ''}`.trim();
  }
  return null;
}
