/**
 * Response-cache bench (issue 11.5): the same creator-app traffic (bench/lib/traffic-mix.ts:
 * dashboards each caller reloads, episode pages over a long tail, 2% edits that invalidate) from
 * 10 clients over the sandbox's three callers, every upstream call held 20 ms, sent to two
 * gateway processes of their own: one without the cache, one with `RESPONSE_CACHE_TTL_MS`
 * (in-process store). Reports per gateway: requests per second, latency p50/p99 (all requests
 * and per kind), upstream calls per request (sandbox log) and the cache's hit ratio (its own
 * /metrics counters), over a measured window after a short warm-up.
 *
 * Run by `npm run bench` (bench/run.ts calls `runResponseCacheBench`); alone with
 * `npm run bench -- --only response-cache --no-upload` (add `--skip-build` after a build).
 */
import { cpus, loadavg } from 'node:os';
import { runMixedLoad, type KindResult } from './lib/mixed-load.js';
import { fixed, formatTable } from './lib/report.js';
import { UPSTREAM_LATENCY_MS } from './lib/scenarios.js';
import type { BenchProcess } from './lib/spawn.js';
import { startBenchGateway } from './lib/stack.js';
import { createTrafficMix } from './lib/traffic-mix.js';
import type { BenchEnv } from './lib/types.js';
import { armUpstreamLatency, clearUpstreamFaults } from './lib/upstream-latency.js';

const CLIENTS = 10;
const CACHE_TTL_MS = 60_000;
const WARMUP_MS = 3_000;
const MIN_MEASURE_MS = 15_000;

export interface CacheModeResult {
  mode: 'off' | 'on';
  requests: number;
  errors: number;
  firstError: string | null;
  requestsPerSecond: number;
  latencyMs: KindResult['latencyMs'];
  byKind: Record<string, KindResult>;
  upstreamCallsPerRequest: number;
  /** Hits over lookups in the measured window; null with the cache off. */
  hitRatio: number | null;
  lookups: number;
}

export interface ResponseCacheBenchResult {
  upstreamLatencyMs: number;
  clients: number;
  ttlMs: number;
  warmupMs: number;
  measureMs: number;
  off: CacheModeResult;
  on: CacheModeResult;
  /** The machine's 1-minute load average before and after (2 cores: above 2, other work competed). */
  loadAverage: { before: number; after: number };
  /** p50 and p99 with the cache over without it (all requests). */
  p50Ratio: number;
  p99Ratio: number;
}

export async function runResponseCacheBench(env: BenchEnv): Promise<ResponseCacheBenchResult> {
  const measureMs = Math.max(env.durationMs, MIN_MEASURE_MS);
  const loadBefore = loadavg()[0];
  const processes: BenchProcess[] = [];
  try {
    const start = (mode: 'off' | 'on') =>
      startBenchGateway(env.sandbox, { name: `gateway-cache-${mode}`, env: { RESPONSE_CACHE_TTL_MS: mode === 'on' ? String(CACHE_TTL_MS) : '' } });
    // Both settled before going on: one that failed must not leave the other running.
    const started = await Promise.allSettled([start('off'), start('on')]);
    for (const s of started) if (s.status === 'fulfilled') processes.push(s.value.proc);
    for (const s of started) if (s.status === 'rejected') throw s.reason;
    const [offOrigin, onOrigin] = started.map((s) => (s as PromiseFulfilledResult<{ origin: string }>).value.origin);
    await armUpstreamLatency(env.sandbox.restUrl, UPSTREAM_LATENCY_MS);

    const run = async (mode: 'off' | 'on', origin: string): Promise<CacheModeResult> => {
      const mix = createTrafficMix();
      await runMixedLoad({ origin, clients: CLIENTS, durationMs: WARMUP_MS, next: (client) => mix.next(client) });
      await env.log.clear();
      const before = await cacheCounters(origin);
      const load = await runMixedLoad({ origin, clients: CLIENTS, durationMs: measureMs, next: (client) => mix.next(client) });
      const calls = await env.log.count();
      const after = await cacheCounters(origin);
      const hits = after.hit - before.hit;
      const lookups = hits + after.miss - before.miss;
      return {
        mode,
        requests: load.requests,
        errors: load.errors,
        firstError: load.firstError,
        requestsPerSecond: load.requestsPerSecond,
        latencyMs: load.latencyMs,
        byKind: load.byKind,
        upstreamCallsPerRequest: calls / Math.max(1, load.requests),
        hitRatio: mode === 'on' ? hits / Math.max(1, lookups) : null,
        lookups,
      };
    };
    const off = await run('off', offOrigin);
    const on = await run('on', onOrigin);
    return {
      upstreamLatencyMs: UPSTREAM_LATENCY_MS,
      clients: CLIENTS,
      ttlMs: CACHE_TTL_MS,
      warmupMs: WARMUP_MS,
      measureMs,
      loadAverage: { before: loadBefore, after: loadavg()[0] },
      off,
      on,
      p50Ratio: on.latencyMs.p50 / off.latencyMs.p50,
      p99Ratio: on.latencyMs.p99 / off.latencyMs.p99,
    };
  } finally {
    await Promise.all(processes.map((p) => p.stop(3_000)));
    // Latency off and the store reseeded (the edits above changed it) for whatever runs next.
    await clearUpstreamFaults(env.sandbox.restUrl).catch(() => {});
  }
}

export function printResponseCacheReport(result: ResponseCacheBenchResult): void {
  console.log(
    `\nresponse cache: ${result.clients} clients over 3 callers, every upstream call held ${result.upstreamLatencyMs} ms, ` +
      `${result.warmupMs / 1000} s warm-up then ${result.measureMs / 1000} s measured per gateway (TTL ${result.ttlMs / 1000} s, in-process)\n`,
  );
  const kinds = ['dashboard', 'episode', 'mutation'];
  console.log(
    formatTable(
      ['cache', 'requests', 'req/s', 'p50 ms', 'p99 ms', ...kinds.map((k) => `${k} p50/p99 ms`), 'hit ratio', 'upstream calls/req', 'errors'],
      [result.off, result.on].map((r) => [
        r.mode,
        String(r.requests),
        fixed(r.requestsPerSecond),
        fixed(r.latencyMs.p50, 1),
        fixed(r.latencyMs.p99, 1),
        ...kinds.map((k) => (r.byKind[k] ? `${fixed(r.byKind[k].latencyMs.p50, 1)} / ${fixed(r.byKind[k].latencyMs.p99, 1)}` : '-')),
        r.hitRatio === null ? '-' : `${fixed(r.hitRatio * 100, 1)}%`,
        fixed(r.upstreamCallsPerRequest, 2),
        r.errors ? `${r.errors} (${r.firstError?.slice(0, 80)})` : '0',
      ]),
    ),
  );
  console.log(`\nwith the cache / without: p50 ${fixed(result.p50Ratio, 2)}, p99 ${fixed(result.p99Ratio, 2)}`);
  console.log(`load average (1 min) ${fixed(result.loadAverage.before, 2)} before, ${fixed(result.loadAverage.after, 2)} after, on ${cpus().length} cores`);
}

async function cacheCounters(origin: string): Promise<{ hit: number; miss: number }> {
  const text = await (await fetch(`${origin}/metrics`)).text();
  const read = (result: string) => Number(new RegExp(`^gateway_response_cache_requests_total\\{result="${result}"\\} (\\d+)`, 'm').exec(text)?.[1] ?? 0);
  return { hit: read('hit'), miss: read('miss') };
}
