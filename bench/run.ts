/**
 * `npm run bench`: docs/architecture.md#performance-we-design-for, measured in one run.
 *
 * Three processes, each on its own: the sandbox upstream (`node dist/sandbox/main.js`), our
 * gateway (`node dist/main.js`, pointed at the sandbox's URLs, i.e. not in sandbox mode) and a
 * hand-written graphql-yoga baseline (`bench/baseline/server.ts`, compiled). For each scenario
 * and server: a correctness check, an exact count of upstream calls per request (sandbox request
 * log), a warm-up, then rounds of fixed-concurrency closed-loop load for a fixed time, alternating
 * the servers (the best round counts). CPU per request and peak RSS are read from /proc for the
 * server's pid. Then the latency scenarios: every upstream call held 20 ms by the sandbox's
 * latency fault, wall time reported in upstream round trips beside the baseline (issue 9).
 * Prints tables, writes bench/results.json. Bounded: killed after 6 minutes.
 *
 * Options: --duration <s> (seconds per measured round, default 4), --rounds <n> (default 2; the
 * best round counts), --warmup <s> (default 3), --concurrency <n> (default 16),
 * --latency-duration <s> (default 3), --latency-rounds <n> (default 2, pooled),
 * --latency-warmup <s> (default 1), --no-latency, --only <scenario,...>, --skip-build,
 * --no-upload (skip bench/upload.ts), --strict (exit 1 when a target is missed).
 * The upload scenario (bench/upload.ts, owned by the uploads work) runs by default when that
 * file exists; see docs/bench.md for its contract.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { SANDBOX_TOKENS } from '../src/sandbox/data/seed.js';
import { printLatencyReport, summariseLatency } from './lib/latency-report.js';
import { printResponseCacheReport, runResponseCacheBench } from './response-cache.js';
import { measureRound, poolRounds, prepare, type BenchServer, type Measured, type MeasureSettings, type Prepared } from './lib/measure.js';
import { fixed, formatTable } from './lib/report.js';
import { createSandboxLog, type SandboxLog } from './lib/sandbox-log.js';
import { buildScenarios, UPSTREAM_LATENCY_MS, type Scenario } from './lib/scenarios.js';
import { freePort, startProcess, stopAllProcesses, waitForHttp } from './lib/spawn.js';
import { startBenchGateway, startBenchSandbox } from './lib/stack.js';
import type { BenchEnv, UploadBenchModule } from './lib/types.js';
import { armUpstreamLatency, clearUpstreamFaults, measureUpstreamRoundTrip } from './lib/upstream-latency.js';

const RUN_BOUND_MS = 360_000;
/** Peak RSS of our gateway under load, at most: an absolute stand-in for docs/architecture.md#performance-we-design-for, which compares it with the Node floor's. */
const PEAK_RSS_TARGET_MB = 150;

const { values: opts } = parseArgs({
  options: {
    duration: { type: 'string', default: '4' },
    rounds: { type: 'string', default: '2' },
    warmup: { type: 'string', default: '3' },
    concurrency: { type: 'string', default: '16' },
    'latency-duration': { type: 'string', default: '3' },
    'latency-rounds': { type: 'string', default: '2' },
    'latency-warmup': { type: 'string', default: '1' },
    'no-latency': { type: 'boolean', default: false },
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
const latencyDurationMs = Number(opts['latency-duration']) * 1000;
const latencyWarmupMs = Number(opts['latency-warmup']) * 1000;
const latencyRounds = Math.max(1, Number(opts['latency-rounds']));

// Every process the run started, the response-cache scenario's gateways included (bench/lib/spawn.ts).
const stopAll = () => stopAllProcesses(3_000);
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
  step('starting sandbox, gateway and baseline, each in its own process');
  const sandbox = await startBenchSandbox({ hooks: true });
  const { restUrl, graphUrl } = sandbox;
  const baselinePort = await freePort();
  const baseline = startProcess('baseline', process.execPath, ['node_modules/.cache/bench/baseline/server.js'], {
    PORT: String(baselinePort),
    UPSTREAM_REST_URL: restUrl,
    UPSTREAM_GRAPH_URL: graphUrl,
    NODE_ENV: 'production',
  });
  const { proc: gateway, origin: gatewayOrigin } = await startBenchGateway(sandbox);
  await waitForHttp(baseline, `http://127.0.0.1:${baselinePort}/graphql?query=%7B__typename%7D`, (s) => s === 200);

  const readiness = (await (await fetch(`${gatewayOrigin}/readyz`)).json()) as { status?: string };
  if (readiness.status !== 'ready') console.error(`[bench] gateway readiness is ${JSON.stringify(readiness)}, not 'ready'`);

  const log = createSandboxLog(restUrl);
  const servers: BenchServer[] = [
    { name: 'gateway', proc: gateway, origin: gatewayOrigin },
    { name: 'baseline', proc: baseline, origin: `http://127.0.0.1:${baselinePort}` },
  ];
  const only = opts.only ? new Set(opts.only.split(',')) : null;
  const scenarios = buildScenarios().filter((s) => (!only || only.has(s.name)) && !(opts['no-latency'] && s.measure.kind === 'latency'));
  const cpuScenarios = scenarios.filter((s) => s.measure.kind === 'cpu');
  const latencyScenarios = scenarios.filter((s) => s.measure.kind === 'latency');
  const results: Measured[] = [];
  let roundTrip = { p50: UPSTREAM_LATENCY_MS, p95: UPSTREAM_LATENCY_MS };

  for (const scenario of cpuScenarios) results.push(...(await runScenario(scenario, servers, log)));
  if (latencyScenarios.length > 0) {
    step(`holding every upstream call ${UPSTREAM_LATENCY_MS} ms (sandbox latency fault)`);
    await armUpstreamLatency(restUrl, UPSTREAM_LATENCY_MS);
    roundTrip = await measureUpstreamRoundTrip(restUrl, SANDBOX_TOKENS.creator);
    step(`one upstream round trip: ${fixed(roundTrip.p50, 1)} ms at p50, ${fixed(roundTrip.p95, 1)} ms at p95`);
    for (const scenario of latencyScenarios) results.push(...(await runScenario(scenario, servers, log)));
    await clearUpstreamFaults(restUrl);
  }

  const env: BenchEnv = {
    gatewayUrl: servers[0].origin,
    gatewayPid: gateway.pid,
    sandbox: { restUrl, graphUrl, storageUrl: sandbox.storageUrl },
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
    // A failed upload scenario is a missed target, not a lost run: the query figures still print.
    upload = await mod.runUploadBench(env).catch((err: unknown) => {
      console.error(`[bench] upload scenario failed: ${(err as Error).message}`);
      return { failed: (err as Error).message };
    });
  }
  // The response-cache scenario (bench/response-cache.ts): its own gateways, cache off and on.
  let responseCache: Awaited<ReturnType<typeof runResponseCacheBench>> | { failed: string } | null = null;
  if (!only || only.has('response-cache')) {
    step('response-cache scenario (bench/response-cache.ts)');
    responseCache = await runResponseCacheBench(env).catch((err: unknown) => ({ failed: (err as Error).message }));
  }

  const gatewayExit = await gateway.stop();
  await stopAll();

  const summary = summarise(cpuScenarios, results);
  const latency = summariseLatency(latencyScenarios, results, roundTrip.p50);
  summary.misses.push(...latency.misses);
  if (upload && typeof upload === 'object' && 'failed' in upload) summary.misses.push(`upload scenario failed: ${String(upload.failed).slice(0, 300)}`);
  printReport(results.filter((r) => cpuScenarios.some((s) => s.name === r.scenario)), summary);
  printLatencyReport(latencyScenarios, results, latency);
  if (upload) console.log(`\nupload scenario:\n${JSON.stringify(upload, null, 2)}`);
  if (responseCache && 'failed' in responseCache) summary.misses.push(`response-cache scenario failed: ${responseCache.failed.slice(0, 300)}`);
  else if (responseCache) printResponseCacheReport(responseCache);
  if (gatewayExit !== 0) summary.misses.push(`gateway exited with ${gatewayExit} on SIGTERM`);
  console.log(summary.misses.length ? `\ntargets missed:\n- ${summary.misses.join('\n- ')}` : '\nall targets met');
  writeFileSync(
    'bench/results.json',
    `${JSON.stringify(
      {
        date: new Date().toISOString(),
        node: process.version,
        cpus: (await import('node:os')).cpus().length,
        loadAverage: (await import('node:os')).loadavg(),
        concurrency,
        durationMs,
        warmupMs,
        rounds,
        latency: { upstreamLatencyMs: UPSTREAM_LATENCY_MS, measuredRoundTripMs: roundTrip, durationMs: latencyDurationMs, warmupMs: latencyWarmupMs, rounds: latencyRounds },
        results,
        summary: { ...summary, latency: latency.comparisons },
        upload,
        responseCache,
      },
      null,
      2,
    )}\n`,
  );
  step('wrote bench/results.json');
  return summary.misses.length > 0 && opts.strict ? 1 : 0;
}

/**
 * One scenario on both servers: check, count and warm up each, then measured rounds that
 * alternate the order of the servers, so drift in the machine's load hits both alike.
 */
async function runScenario(scenario: Scenario, servers: BenchServer[], log: SandboxLog): Promise<Measured[]> {
  const latencyMode = scenario.measure.kind === 'latency';
  const settings: MeasureSettings = {
    body: JSON.stringify({ query: scenario.query }),
    headers: { 'content-type': 'application/json', accept: 'application/json', authorization: `Bearer ${SANDBOX_TOKENS.creator}` },
    log,
    concurrency: scenario.measure.kind === 'latency' ? scenario.measure.concurrency : concurrency,
    warmupMs: latencyMode ? latencyWarmupMs : warmupMs,
    durationMs: latencyMode ? latencyDurationMs : durationMs,
  };
  const roundCount = latencyMode ? latencyRounds : rounds;
  const prepared: Prepared[] = [];
  for (const server of servers) {
    step(`${scenario.name} on ${server.name}: check, count upstream calls, warm up`);
    prepared.push(await prepare(scenario, server, settings));
  }
  for (let round = 0; round < roundCount; round++) {
    const order = round % 2 === 0 ? prepared : [...prepared].reverse();
    for (const entry of order) {
      if (!entry.result.ok) continue;
      step(`${scenario.name} on ${entry.server.name}: round ${round + 1}/${roundCount}`);
      await measureRound(entry, settings, latencyMode);
    }
  }
  if (latencyMode) prepared.forEach(poolRounds);
  return prepared.map((p) => p.result);
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
    const cpuRatioTarget = s.measure.kind === 'cpu' ? s.measure.cpuRatioTarget : Number.POSITIVE_INFINITY;
    const cpuRatio = ours?.cpuMicrosPerRequest && base?.cpuMicrosPerRequest ? ours.cpuMicrosPerRequest / base.cpuMicrosPerRequest : null;
    const throughputRatio = ours?.load && base?.load ? ours.load.requestsPerSecond / base.load.requestsPerSecond : null;
    const upstreamCalls = ours?.upstreamCallsPerRequest ?? null;
    if (!ours?.ok) misses.push(`${s.name}: gateway answer wrong (${ours?.problem})`);
    if (!base?.ok) misses.push(`${s.name}: baseline answer wrong (${base?.problem})`);
    if (cpuRatio === null || cpuRatio > cpuRatioTarget) misses.push(`${s.name}: CPU/request ratio ${fixed(cpuRatio, 2)} > target ${fixed(cpuRatioTarget, 2)}`);
    // Fewer would mean something answered from memory, and the CPU would not be a call's.
    if (upstreamCalls === null || upstreamCalls !== s.minUpstreamCalls) {
      misses.push(`${s.name}: ${fixed(upstreamCalls, 2)} upstream calls/request, the query needs ${s.minUpstreamCalls} ${JSON.stringify(ours?.upstreamCallsByRoute ?? {})}`);
    }
    return { scenario: s.name, cpuRatio, cpuRatioTarget, throughputRatio, upstreamCalls, minUpstreamCalls: s.minUpstreamCalls };
  });
  // The high-water mark read after the CPU scenarios (run first): the target of docs/architecture.md#performance-we-design-for under that load.
  const cpuResults = results.filter((r) => scenarios.some((s) => s.name === r.scenario));
  const gatewayPeakRssMb = Math.max(0, ...cpuResults.filter((r) => r.server === 'gateway').map((r) => r.peakRssMb));
  const baselinePeakRssMb = Math.max(0, ...cpuResults.filter((r) => r.server === 'baseline').map((r) => r.peakRssMb));
  if (gatewayPeakRssMb > PEAK_RSS_TARGET_MB) misses.push(`gateway peak RSS ${fixed(gatewayPeakRssMb)} MB > ${PEAK_RSS_TARGET_MB} MB`);
  return { comparisons, gatewayPeakRssMb, baselinePeakRssMb, peakRssTargetMb: PEAK_RSS_TARGET_MB, misses };
}

function printReport(results: Measured[], summary: ReturnType<typeof summarise>): void {
  if (results.length === 0) {
    console.log(`\npeak RSS: gateway ${fixed(summary.gatewayPeakRssMb)} MB (target <= ${summary.peakRssTargetMb} MB), baseline ${fixed(summary.baselinePeakRssMb)} MB`);
    return;
  }
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
  console.log('\nours / baseline (targets: docs/architecture.md#performance-we-design-for)\n');
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
