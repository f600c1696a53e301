import type { Measured } from './measure.js';
import { fixed, formatTable } from './report.js';
import { UPSTREAM_LATENCY_MS, type LatencyMeasure, type Scenario } from './scenarios.js';

/**
 * Latency scenarios, judged by issue 9's "Done when": wall time in upstream round trips
 * (latency ÷ UPSTREAM_LATENCY_MS), ours beside the baseline. A round trip takes a little more
 * than the injected latency (the sandbox's own answer time, loopback): the targets are judged
 * against the round trip the bench measured directly (`measureUpstreamRoundTrip`), and also
 * shown against the bare UPSTREAM_LATENCY_MS.
 */

export interface LatencyComparison {
  scenario: string;
  clients: number;
  minRoundTrips: number;
  ours: { p50RoundTrips: number | null; p95RoundTrips: number | null; requestsPerSecond: number | null };
  baseline: { p50RoundTrips: number | null; p95RoundTrips: number | null; requestsPerSecond: number | null };
  /** p50 wall time beyond `minRoundTrips` measured round trips, ms. */
  oursOverFloorMs: number | null;
  baselineOverFloorMs: number | null;
  target: string;
  /** Judged with the measured round trip; null: nothing to judge (reported only). */
  meets: boolean | null;
  /** The p50 target read with round trips of exactly UPSTREAM_LATENCY_MS; null: no p50 target. */
  meetsAtInjectedLatency: boolean | null;
}

const roundTrips = (ms: number | undefined) => (ms === undefined ? null : ms / UPSTREAM_LATENCY_MS);

export function summariseLatency(
  scenarios: Scenario[],
  results: Measured[],
  roundTripMs: number,
): { roundTripMs: number; comparisons: LatencyComparison[]; misses: string[] } {
  const find = (server: string, scenario: string) => results.find((r) => r.server === server && r.scenario === scenario);
  const misses: string[] = [];
  const comparisons = scenarios.flatMap((s): LatencyComparison[] => {
    if (s.measure.kind !== 'latency') return [];
    const m: LatencyMeasure = s.measure;
    const ours = find('gateway', s.name);
    const base = find('baseline', s.name);
    if (!ours?.ok) misses.push(`${s.name}: gateway answer wrong (${ours?.problem})`);
    if (!base?.ok) misses.push(`${s.name}: baseline answer wrong (${base?.problem})`);
    // Fewer calls than the query needs (something answered from memory) would make the wall time
    // say nothing about calls overlapping; more would be calls nobody needed.
    const calls = ours?.upstreamCallsPerRequest;
    if (calls !== undefined && calls !== s.minUpstreamCalls) misses.push(`${s.name}: gateway ${fixed(calls, 2)} upstream calls/request, the query needs ${s.minUpstreamCalls}`);
    const targets: string[] = [];
    let meets: boolean | null = null;
    let meetsAtInjectedLatency: boolean | null = null;
    const p50 = ours?.load?.latencyMs.p50;
    if (m.p50Target) {
      const limitMs = m.p50Target.roundTrips * roundTripMs + m.p50Target.slackMs;
      targets.push(`p50 <= ${m.p50Target.roundTrips} RT + ${m.p50Target.slackMs} ms`);
      const ok = ours?.ok === true && p50 !== undefined && p50 <= limitMs;
      if (!ok) {
        misses.push(
          `${s.name}: gateway p50 ${fixed(p50, 1)} ms > ${fixed(limitMs, 1)} ms (${m.p50Target.roundTrips} measured round trips of ${fixed(roundTripMs, 1)} ms + ${m.p50Target.slackMs} ms)`,
        );
      }
      meets = ok;
      meetsAtInjectedLatency = ours?.ok === true && p50 !== undefined && p50 <= m.p50Target.roundTrips * UPSTREAM_LATENCY_MS + m.p50Target.slackMs;
    }
    if (m.throughputAtLeastBaseline) {
      targets.push('req/s >= baseline');
      const a = ours?.load?.requestsPerSecond;
      const b = base?.load?.requestsPerSecond;
      const ok = ours?.ok === true && a !== undefined && b !== undefined && a >= b;
      if (!ok) misses.push(`${s.name}: gateway ${fixed(a)} req/s < baseline ${fixed(b)} req/s`);
      meets = (meets ?? true) && ok;
    }
    return [
      {
        scenario: s.name,
        clients: m.concurrency,
        minRoundTrips: m.minRoundTrips,
        ours: { p50RoundTrips: roundTrips(ours?.load?.latencyMs.p50), p95RoundTrips: roundTrips(ours?.load?.latencyMs.p95), requestsPerSecond: ours?.load?.requestsPerSecond ?? null },
        baseline: { p50RoundTrips: roundTrips(base?.load?.latencyMs.p50), p95RoundTrips: roundTrips(base?.load?.latencyMs.p95), requestsPerSecond: base?.load?.requestsPerSecond ?? null },
        oursOverFloorMs: p50 === undefined ? null : p50 - m.minRoundTrips * roundTripMs,
        baselineOverFloorMs: base?.load ? base.load.latencyMs.p50 - m.minRoundTrips * roundTripMs : null,
        target: targets.join(', ') || '-',
        meets,
        meetsAtInjectedLatency,
      },
    ];
  });
  return { roundTripMs, comparisons, misses };
}

export function printLatencyReport(scenarios: Scenario[], results: Measured[], summary: ReturnType<typeof summariseLatency>): void {
  const latencyNames = new Set(scenarios.filter((s) => s.measure.kind === 'latency').map((s) => s.name));
  const rows = results.filter((r) => latencyNames.has(r.scenario));
  if (rows.length === 0) return;
  const clientsOf = (name: string) => {
    const m = scenarios.find((s) => s.name === name)?.measure;
    return m?.kind === 'latency' ? m.concurrency : 0;
  };
  console.log(
    `\nevery upstream call held ${UPSTREAM_LATENCY_MS} ms; RT columns are latency / ${UPSTREAM_LATENCY_MS} ms; one round trip measured directly: ${fixed(summary.roundTripMs, 1)} ms at p50; all rounds pooled\n`,
  );
  console.log(
    formatTable(
      ['scenario', 'server', 'clients', 'req/s', 'p50 ms', 'p95 ms', 'p50 RT', 'p95 RT', 'first ms', 'CPU µs/req', 'upstream calls/req', 'peak RSS MB', 'bad answers'],
      rows.map((r) => [
        r.scenario,
        r.server,
        String(clientsOf(r.scenario)),
        fixed(r.load?.requestsPerSecond),
        fixed(r.load?.latencyMs.p50, 1),
        fixed(r.load?.latencyMs.p95, 1),
        fixed(roundTrips(r.load?.latencyMs.p50), 2),
        fixed(roundTrips(r.load?.latencyMs.p95), 2),
        fixed(r.firstRequestMs, 1),
        // At one client, CPU per request is mostly work that does not scale with requests.
        clientsOf(r.scenario) > 1 ? fixed(r.cpuMicrosPerRequest) : '-',
        fixed(r.upstreamCallsPerRequest, 2),
        fixed(r.peakRssMb),
        r.load ? String(r.load.errors) : r.problem ? 'wrong' : '-',
      ]),
    ),
  );
  const peak = (server: string) => Math.max(0, ...rows.filter((r) => r.server === server).map((r) => r.peakRssMb));
  console.log(`\npeak RSS by the end of the latency scenarios: gateway ${fixed(peak('gateway'))} MB, baseline ${fixed(peak('baseline'))} MB`);
  console.log('\nwall time in round trips, ours beside the baseline (issue 9 targets)\n');
  console.log(
    formatTable(
      ['scenario', 'fewest RT', 'ours p50/p95 RT', 'baseline p50/p95 RT', 'p50 over fewest ms ours/baseline', 'ours/baseline req/s', 'target', 'verdict', `at ${UPSTREAM_LATENCY_MS} ms/RT`],
      summary.comparisons.map((c) => [
        c.scenario,
        String(c.minRoundTrips),
        `${fixed(c.ours.p50RoundTrips, 2)} / ${fixed(c.ours.p95RoundTrips, 2)}`,
        `${fixed(c.baseline.p50RoundTrips, 2)} / ${fixed(c.baseline.p95RoundTrips, 2)}`,
        `${fixed(c.oursOverFloorMs, 1)} / ${fixed(c.baselineOverFloorMs, 1)}`,
        `${fixed(c.ours.requestsPerSecond)} / ${fixed(c.baseline.requestsPerSecond)}`,
        c.target,
        c.meets === null ? '-' : c.meets ? 'meets' : 'MISSES',
        c.meetsAtInjectedLatency === null ? '-' : c.meetsAtInjectedLatency ? 'meets' : 'misses',
      ]),
    ),
  );
}
