/**
 * `npm run bench`: DESIGN's "Performance we design for", measured in one run.
 *
 * Three processes, each on its own: the sandbox upstream (`node dist/sandbox/main.js`), our
 * gateway (`node dist/main.js`, pointed at the sandbox's URLs, i.e. not in sandbox mode) and a
 * hand-written graphql-yoga baseline (`bench/baseline/server.ts`, compiled). For each scenario
 * and server: a correctness check, an exact count of upstream calls per request (sandbox request
 * log), a warm-up, then rounds of fixed-concurrency closed-loop load for a fixed time, alternating
 * the servers (the best round counts). CPU per request and peak RSS are read from /proc for the
 * server's pid. Prints a table, writes bench/results.json. Bounded: killed after 3 minutes.
 *
 * Options: --duration <s> (seconds per measured round, default 4), --rounds <n> (default 2; the
 * best round counts), --warmup <s> (default 3), --concurrency <n> (default 16),
 * --only <scenario,...>, --skip-build,
 * --no-upload (skip bench/upload.ts), --strict (exit 1 when a target is missed).
 * The upload scenario (bench/upload.ts, owned by the uploads work) runs by default when that
 * file exists; see docs/bench.md for its contract.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { SANDBOX_TOKENS } from '../src/sandbox/data/seed.js';
import { runLoad, sendOnce, type LoadResult } from './lib/load.js';
import { cpuMicros, peakRssMb } from './lib/proc.js';
import { fixed, formatTable } from './lib/report.js';
import { createSandboxLog } from './lib/sandbox-log.js';
import { buildScenarios, type Scenario } from './lib/scenarios.js';
import { freePort, startProcess, waitForHttp, type BenchProcess } from './lib/spawn.js';
import type { BenchEnv, UploadBenchModule } from './lib/types.js';

const RUN_BOUND_MS = 180_000;
const CALIBRATION_REQUESTS = 5;
/** DESIGN: peak RSS of our gateway under load, at most. */
const PEAK_RSS_TARGET_MB = 150;

const { values: opts } = parseArgs({
  options: {
    duration: { type: 'string', default: '4' },
    rounds: { type: 'string', default: '2' },
    warmup: { type: 'string', default: '3' },
    concurrency: { type: 'string', default: '16' },
    only: { type: 'string' },
    'skip-build': { type: 'boolean', default: false },
    'no-upload': { type: 'boolean', default: false },
    strict: { type: 'boolean', default: false },
  },
});
const durationMs = Number(opts.duration) * 1000;
const warmupMs = Number(opts.warmup) * 1000;
const concurrency = Number(opts.concurrency);
const rounds = Math.max(1, Number(opts.rounds));

interface Measured {
  server: string;
  scenario: string;
  ok: boolean;
  problem: string | null;
  upstreamCallsPerRequest: number | null;
  /** Upstream calls per request by route template (which calls, when above the minimum). */
  upstreamCallsByRoute: Record<string, number> | null;
  load: LoadResult | null;
  /** The best (lowest) of the rounds: interference from other work only ever adds CPU. */
  cpuMicrosPerRequest: number | null;
  /** CPU µs per request of every round, in order. */
  cpuMicrosPerRequestRounds: number[];
  peakRssMb: number;
}

const processes: BenchProcess[] = [];
const stopAll = () => Promise.all(processes.map((p) => p.stop(3_000)));
const bound = setTimeout(() => {
  console.error(`bench: exceeded ${RUN_BOUND_MS / 1000} s, stopping`);
  void stopAll().finally(() => process.exit(1));
}, RUN_BOUND_MS);
bound.unref();

function step(message: string): void {
  console.log(`[bench] ${message}`);
}

function build(): void {
  step('building: npm run build, baseline (tsc -p bench/tsconfig.json)');
  execFileSync('npm', ['run', '--silent', 'build'], { stdio: ['ignore', 'ignore', 'inherit'] });
  execFileSync('npx', ['tsc', '-p', 'bench/tsconfig.json'], { stdio: ['ignore', 'ignore', 'inherit'] });
}

async function main(): Promise<number> {
  if (!opts['skip-build']) build();
  const [restPort, graphPort, storagePort, gatewayPort, baselinePort] = await Promise.all([freePort(), freePort(), freePort(), freePort(), freePort()]);
  const restUrl = `http://127.0.0.1:${restPort}`;
  const graphUrl = `http://127.0.0.1:${graphPort}`;

  step('starting sandbox, gateway and baseline, each in its own process');
  const sandbox = startProcess('sandbox', process.execPath, ['dist/sandbox/main.js'], {
    SANDBOX_HOST: '127.0.0.1',
    SANDBOX_REST_PORT: String(restPort),
    SANDBOX_GRAPH_PORT: String(graphPort),
    SANDBOX_STORAGE_PORT: String(storagePort),
    SANDBOX_HOOKS: '1',
  });
  processes.push(sandbox);
  await waitForHttp(sandbox, `${restUrl}/v3/region?isMumsCompatible=true`, (s) => s > 0);
  await waitForHttp(sandbox, `${graphUrl}/v2/graph-pq`, (s) => s > 0);

  const gateway = startProcess('gateway', process.execPath, ['dist/main.js'], {
    PORT: String(gatewayPort),
    UPSTREAM_REST_URL: restUrl,
    UPSTREAM_GRAPH_URL: graphUrl,
    UPSTREAM_INTROSPECTION_TOKEN: SANDBOX_TOKENS.creator,
    LOG_LEVEL: 'warn',
    NODE_ENV: 'production',
  });
  const baseline = startProcess('baseline', process.execPath, ['node_modules/.cache/bench/baseline/server.js'], {
    PORT: String(baselinePort),
    UPSTREAM_REST_URL: restUrl,
    NODE_ENV: 'production',
  });
  processes.push(gateway, baseline);
  await Promise.all([
    waitForHttp(gateway, `http://127.0.0.1:${gatewayPort}/readyz`, (s) => s === 200),
    waitForHttp(baseline, `http://127.0.0.1:${baselinePort}/graphql?query=%7B__typename%7D`, (s) => s === 200),
  ]);

  const readiness = (await (await fetch(`http://127.0.0.1:${gatewayPort}/readyz`)).json()) as { status?: string };
  if (readiness.status !== 'ready') console.error(`[bench] gateway readiness is ${JSON.stringify(readiness)}, not 'ready'`);

  const log = createSandboxLog(restUrl);
  const servers = [
    { name: 'gateway', proc: gateway, origin: `http://127.0.0.1:${gatewayPort}` },
    { name: 'baseline', proc: baseline, origin: `http://127.0.0.1:${baselinePort}` },
  ];
  const headers = { 'content-type': 'application/json', accept: 'application/json', authorization: `Bearer ${SANDBOX_TOKENS.creator}` };
  const only = opts.only ? new Set(opts.only.split(',')) : null;
  const scenarios = buildScenarios().filter((s) => !only || only.has(s.name));
  const results: Measured[] = [];

  for (const scenario of scenarios) {
    const body = JSON.stringify({ query: scenario.query });
    const prepared: Prepared[] = [];
    for (const server of servers) {
      step(`${scenario.name} on ${server.name}: check, count upstream calls, warm up`);
      prepared.push(await prepare(scenario, server, body, headers, log));
    }
    // Rounds alternate the order of the servers, so drift in the machine's load hits both alike.
    for (let round = 0; round < rounds; round++) {
      const order = round % 2 === 0 ? prepared : [...prepared].reverse();
      for (const entry of order) {
        if (!entry.result.ok) continue;
        step(`${scenario.name} on ${entry.server.name}: round ${round + 1}/${rounds}`);
        await measureRound(entry, body, headers, log);
      }
    }
    results.push(...prepared.map((p) => p.result));
  }

  const env: BenchEnv = {
    gatewayUrl: servers[0].origin,
    gatewayPid: gateway.pid,
    sandbox: { restUrl, graphUrl, storageUrl: `http://127.0.0.1:${storagePort}` },
    token: SANDBOX_TOKENS.creator,
    durationMs,
    log,
  };
  let upload: unknown = null;
  const uploadModule = new URL('./upload.ts', import.meta.url);
  if (!opts['no-upload'] && existsSync(uploadModule)) {
    step('upload scenario (bench/upload.ts)');
    // Loaded by URL: the file is optional (owned by the uploads work), so no static import.
    const mod = (await import(uploadModule.href)) as UploadBenchModule;
    upload = await mod.runUploadBench(env);
  }

  const gatewayExit = await gateway.stop();
  await stopAll();

  const summary = summarise(scenarios, results);
  printReport(results, summary, upload);
  if (gatewayExit !== 0) summary.misses.push(`gateway exited with ${gatewayExit} on SIGTERM`);
  writeFileSync(
    'bench/results.json',
    `${JSON.stringify({ date: new Date().toISOString(), node: process.version, cpus: (await import('node:os')).cpus().length, concurrency, durationMs, warmupMs, rounds, results, summary, upload }, null, 2)}\n`,
  );
  step('wrote bench/results.json');
  return summary.misses.length > 0 && opts.strict ? 1 : 0;
}

interface Prepared {
  server: { name: string; proc: BenchProcess; origin: string };
  result: Measured;
}

/** Checks the answer, counts upstream calls exactly, and warms the server up. */
async function prepare(
  scenario: Scenario,
  server: { name: string; proc: BenchProcess; origin: string },
  body: string,
  headers: Record<string, string>,
  log: ReturnType<typeof createSandboxLog>,
): Promise<Prepared> {
  const result: Measured = {
    server: server.name,
    scenario: scenario.name,
    ok: false,
    problem: null,
    upstreamCallsPerRequest: null,
    upstreamCallsByRoute: null,
    load: null,
    cpuMicrosPerRequest: null,
    cpuMicrosPerRequestRounds: [],
    peakRssMb: peakRssMb(server.proc.pid),
  };
  const first = await sendOnce(server.origin, '/graphql', body, headers);
  let problem: string | null = first.status === 200 ? null : `HTTP ${first.status}: ${first.text.slice(0, 300)}`;
  if (!problem) {
    const parsed = JSON.parse(first.text) as { data?: unknown; errors?: unknown };
    problem = parsed.errors ? `errors: ${JSON.stringify(parsed.errors).slice(0, 300)}` : scenario.check(parsed.data);
  }
  if (problem) {
    console.error(`[bench] ${server.name} answered ${scenario.name} wrongly: ${problem}`);
    return { server, result: { ...result, problem } };
  }

  // Exact upstream cost: a few sequential requests against a freshly cleared log.
  await log.clear();
  for (let i = 0; i < CALIBRATION_REQUESTS; i++) await sendOnce(server.origin, '/graphql', body, headers);
  const byRoute = await log.byRoute();
  result.upstreamCallsByRoute = Object.fromEntries(Object.entries(byRoute).map(([route, n]) => [route, n / CALIBRATION_REQUESTS]));
  result.upstreamCallsPerRequest = Object.values(byRoute).reduce((a, b) => a + b, 0) / CALIBRATION_REQUESTS;

  await runLoad({ ...loadOptions(server.origin, body, headers), durationMs: warmupMs });
  await log.clear(); // keep the sandbox's log small during the measured windows
  result.ok = true;
  return { server, result };
}

function loadOptions(origin: string, body: string, headers: Record<string, string>) {
  const check = (status: number, text: string) => (status !== 200 ? `HTTP ${status}` : text.includes('"errors"') ? text.slice(0, 300) : null);
  return { origin, path: '/graphql', body, headers, concurrency, check };
}

/** One measured window: CPU of the server's process over a fixed-time closed-loop load. */
async function measureRound(entry: Prepared, body: string, headers: Record<string, string>, log: ReturnType<typeof createSandboxLog>): Promise<void> {
  const { server, result } = entry;
  const cpuBefore = cpuMicros(server.proc.pid);
  const load = await runLoad({ ...loadOptions(server.origin, body, headers), durationMs });
  const cpuAfter = cpuMicros(server.proc.pid);
  await log.clear();
  result.peakRssMb = peakRssMb(server.proc.pid);
  if (load.errors > 0) {
    console.error(`[bench] ${server.name} ${result.scenario}: ${load.errors} bad answers under load, first: ${load.firstError}`);
    result.ok = false;
    result.problem ??= load.firstError;
  }
  const cpu = load.requests > 0 ? (cpuAfter - cpuBefore) / load.requests : Number.POSITIVE_INFINITY;
  result.cpuMicrosPerRequestRounds.push(Math.round(cpu));
  if (result.cpuMicrosPerRequest === null || cpu < result.cpuMicrosPerRequest) {
    result.cpuMicrosPerRequest = cpu;
    result.load = load;
  }
}

interface Comparison {
  scenario: string;
  cpuRatio: number | null;
  cpuRatioTarget: number;
  throughputRatio: number | null;
  upstreamCalls: number | null;
  minUpstreamCalls: number;
}

function summarise(scenarios: Scenario[], results: Measured[]) {
  const find = (server: string, scenario: string) => results.find((r) => r.server === server && r.scenario === scenario);
  const misses: string[] = [];
  const comparisons: Comparison[] = scenarios.map((s) => {
    const ours = find('gateway', s.name);
    const base = find('baseline', s.name);
    const cpuRatio = ours?.cpuMicrosPerRequest && base?.cpuMicrosPerRequest ? ours.cpuMicrosPerRequest / base.cpuMicrosPerRequest : null;
    const throughputRatio = ours?.load && base?.load ? ours.load.requestsPerSecond / base.load.requestsPerSecond : null;
    const upstreamCalls = ours?.upstreamCallsPerRequest ?? null;
    if (!ours?.ok) misses.push(`${s.name}: gateway answer wrong (${ours?.problem})`);
    if (!base?.ok) misses.push(`${s.name}: baseline answer wrong (${base?.problem})`);
    if (cpuRatio === null || cpuRatio > s.cpuRatioTarget) misses.push(`${s.name}: CPU/request ratio ${fixed(cpuRatio, 2)} > target ${fixed(s.cpuRatioTarget, 2)}`);
    if (upstreamCalls === null || upstreamCalls > s.minUpstreamCalls) {
      misses.push(`${s.name}: ${fixed(upstreamCalls, 2)} upstream calls/request > minimum ${s.minUpstreamCalls} ${JSON.stringify(ours?.upstreamCallsByRoute ?? {})}`);
    }
    return { scenario: s.name, cpuRatio, cpuRatioTarget: s.cpuRatioTarget, throughputRatio, upstreamCalls, minUpstreamCalls: s.minUpstreamCalls };
  });
  const gatewayPeakRssMb = Math.max(0, ...results.filter((r) => r.server === 'gateway').map((r) => r.peakRssMb));
  const baselinePeakRssMb = Math.max(0, ...results.filter((r) => r.server === 'baseline').map((r) => r.peakRssMb));
  if (gatewayPeakRssMb > PEAK_RSS_TARGET_MB) misses.push(`gateway peak RSS ${fixed(gatewayPeakRssMb)} MB > ${PEAK_RSS_TARGET_MB} MB`);
  return { comparisons, gatewayPeakRssMb, baselinePeakRssMb, peakRssTargetMb: PEAK_RSS_TARGET_MB, misses };
}

function printReport(results: Measured[], summary: ReturnType<typeof summarise>, upload: unknown): void {
  console.log(
    `\nconcurrency ${concurrency}; ${warmupMs / 1000} s warm-up, then ${rounds} rounds of ${durationMs / 1000} s per row (best round shown); node ${process.version}\n`,
  );
  console.log(
    formatTable(
      ['scenario', 'server', 'req/s', 'CPU µs/req', 'rounds', 'p50 ms', 'p99 ms', 'upstream calls/req', 'peak RSS MB', 'bad answers'],
      results.map((r) => [
        r.scenario,
        r.server,
        fixed(r.load?.requestsPerSecond),
        fixed(r.cpuMicrosPerRequest),
        r.cpuMicrosPerRequestRounds.join('/') || '-',
        fixed(r.load?.latencyMs.p50, 1),
        fixed(r.load?.latencyMs.p99, 1),
        fixed(r.upstreamCallsPerRequest, 2),
        fixed(r.peakRssMb),
        r.load ? String(r.load.errors) : r.problem ? 'wrong' : '-',
      ]),
    ),
  );
  console.log('\nours / baseline (DESIGN targets)\n');
  console.log(
    formatTable(
      ['scenario', 'CPU/req ratio', 'target', 'throughput ratio', 'calls/req', 'minimum', 'verdict'],
      summary.comparisons.map((c) => [
        c.scenario,
        fixed(c.cpuRatio, 2),
        `<= ${fixed(c.cpuRatioTarget, 2)}`,
        fixed(c.throughputRatio, 2),
        fixed(c.upstreamCalls, 2),
        String(c.minUpstreamCalls),
        c.cpuRatio !== null && c.cpuRatio <= c.cpuRatioTarget && c.upstreamCalls === c.minUpstreamCalls ? 'meets' : 'MISSES',
      ]),
    ),
  );
  console.log(
    `\npeak RSS: gateway ${fixed(summary.gatewayPeakRssMb)} MB (target <= ${summary.peakRssTargetMb} MB), baseline ${fixed(summary.baselinePeakRssMb)} MB`,
  );
  if (upload) console.log(`\nupload scenario:\n${JSON.stringify(upload, null, 2)}`);
  console.log(summary.misses.length ? `\ntargets missed:\n- ${summary.misses.join('\n- ')}` : '\nall targets met');
}

main()
  .then((code) => {
    clearTimeout(bound);
    process.exit(code);
  })
  .catch(async (err) => {
    console.error(err);
    await stopAll();
    process.exit(1);
  });
