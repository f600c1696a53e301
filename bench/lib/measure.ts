import { percentiles, runLoad, sendOnce, type LoadResult } from './load.js';
import { cpuMicros, peakRssMb } from './proc.js';
import type { SandboxLog } from './sandbox-log.js';
import type { Scenario } from './scenarios.js';
import type { BenchProcess } from './spawn.js';

/**
 * One scenario on one server: a correctness check, an exact count of upstream calls per
 * request, a warm-up, then measured rounds of closed-loop load. What the servers do is read
 * from outside (sandbox log, /proc): no measuring code runs inside them.
 */

export interface BenchServer {
  name: string;
  proc: BenchProcess;
  origin: string;
}

export interface Measured {
  server: string;
  scenario: string;
  ok: boolean;
  problem: string | null;
  /** Wall time of the first request of the scenario (the check), caches as earlier scenarios left them. */
  firstRequestMs: number | null;
  upstreamCallsPerRequest: number | null;
  /** Upstream calls per request by route template (which calls, when above the minimum). */
  upstreamCallsByRoute: Record<string, number> | null;
  /**
   * CPU scenarios: the best (lowest-CPU) round, as interference from other work only ever adds
   * CPU. Latency scenarios: every round pooled (percentiles over all samples, total rate).
   */
  load: LoadResult | null;
  /** CPU µs per request of the round(s) in `load`. */
  cpuMicrosPerRequest: number | null;
  /** CPU µs per request of every round, in order. */
  cpuMicrosPerRequestRounds: number[];
  peakRssMb: number;
}

export interface Prepared {
  server: BenchServer;
  result: Measured;
  /** Latency scenarios: every measured request's latency, all rounds. */
  samples: number[];
  rounds: { load: LoadResult; cpuMicros: number }[];
}

export interface MeasureSettings {
  body: string;
  headers: Record<string, string>;
  log: SandboxLog;
  concurrency: number;
  warmupMs: number;
  durationMs: number;
}

const CALIBRATION_REQUESTS = 5;

/** Checks the answer, counts upstream calls exactly, and warms the server up. */
export async function prepare(scenario: Scenario, server: BenchServer, settings: MeasureSettings): Promise<Prepared> {
  const { body, headers, log } = settings;
  const result: Measured = {
    server: server.name,
    scenario: scenario.name,
    ok: false,
    problem: null,
    firstRequestMs: null,
    upstreamCallsPerRequest: null,
    upstreamCallsByRoute: null,
    load: null,
    cpuMicrosPerRequest: null,
    cpuMicrosPerRequestRounds: [],
    peakRssMb: peakRssMb(server.proc.pid),
  };
  const prepared: Prepared = { server, result, samples: [], rounds: [] };
  const first = await sendOnce(server.origin, '/graphql', body, headers);
  result.firstRequestMs = first.ms;
  let problem: string | null = first.status === 200 ? null : `HTTP ${first.status}: ${first.text.slice(0, 300)}`;
  if (!problem) {
    const parsed = JSON.parse(first.text) as { data?: unknown; errors?: unknown };
    problem = parsed.errors ? `errors: ${JSON.stringify(parsed.errors).slice(0, 300)}` : scenario.check(parsed.data);
  }
  if (problem) {
    console.error(`[bench] ${server.name} answered ${scenario.name} wrongly: ${problem}`);
    result.problem = problem;
    return prepared;
  }

  // Exact upstream cost: a few sequential requests against a freshly cleared log.
  await log.clear();
  for (let i = 0; i < CALIBRATION_REQUESTS; i++) await sendOnce(server.origin, '/graphql', body, headers);
  const byRoute = await log.byRoute();
  result.upstreamCallsByRoute = Object.fromEntries(Object.entries(byRoute).map(([route, n]) => [route, n / CALIBRATION_REQUESTS]));
  result.upstreamCallsPerRequest = Object.values(byRoute).reduce((a, b) => a + b, 0) / CALIBRATION_REQUESTS;

  await runLoad({ ...loadOptions(server.origin, settings), durationMs: settings.warmupMs });
  await log.clear(); // keep the sandbox's log small during the measured windows
  result.ok = true;
  return prepared;
}

function loadOptions(origin: string, settings: MeasureSettings) {
  const check = (status: number, text: string) => (status !== 200 ? `HTTP ${status}` : text.includes('"errors"') ? text.slice(0, 300) : null);
  return { origin, path: '/graphql', body: settings.body, headers: settings.headers, concurrency: settings.concurrency, check };
}

/** One measured window: CPU of the server's process over a fixed-time closed-loop load. */
export async function measureRound(entry: Prepared, settings: MeasureSettings, keepSamples: boolean): Promise<void> {
  const { server, result } = entry;
  const cpuBefore = cpuMicros(server.proc.pid);
  const load = await runLoad({ ...loadOptions(server.origin, settings), durationMs: settings.durationMs, samples: keepSamples ? entry.samples : undefined });
  const cpuAfter = cpuMicros(server.proc.pid);
  await settings.log.clear();
  result.peakRssMb = peakRssMb(server.proc.pid);
  if (load.errors > 0) {
    console.error(`[bench] ${server.name} ${result.scenario}: ${load.errors} bad answers under load, first: ${load.firstError}`);
    result.ok = false;
    result.problem ??= load.firstError;
  }
  const cpu = load.requests > 0 ? (cpuAfter - cpuBefore) / load.requests : Number.POSITIVE_INFINITY;
  entry.rounds.push({ load, cpuMicros: cpuAfter - cpuBefore });
  result.cpuMicrosPerRequestRounds.push(Math.round(cpu));
  if (result.cpuMicrosPerRequest === null || cpu < result.cpuMicrosPerRequest) {
    result.cpuMicrosPerRequest = cpu;
    result.load = load;
  }
}

/** Latency scenarios: every round pooled into one result (percentiles of all samples, overall rate and CPU). */
export function poolRounds(entry: Prepared): void {
  const { rounds, result } = entry;
  if (rounds.length === 0) return;
  const requests = rounds.reduce((n, r) => n + r.load.requests, 0);
  const elapsedMs = rounds.reduce((n, r) => n + r.load.elapsedMs, 0);
  const errors = rounds.reduce((n, r) => n + r.load.errors, 0);
  result.load = {
    requests,
    errors,
    firstError: rounds.find((r) => r.load.firstError)?.load.firstError ?? null,
    elapsedMs,
    requestsPerSecond: (requests * 1000) / elapsedMs,
    latencyMs: percentiles(entry.samples),
  };
  result.cpuMicrosPerRequest = requests > 0 ? rounds.reduce((n, r) => n + r.cpuMicros, 0) / requests : null;
}
