/**
 * `npm run soak`: does the gateway's memory stay flat under a steady load? (issue 11)
 *
 * Starts the sandbox (`node dist/sandbox/main.js`) and the built gateway (`node dist/main.js`,
 * pointed at the sandbox like the bench's, response cache on, in-process store) as their own
 * processes on loopback, then drives a steady creator-app mix at a bounded rate for
 * `SOAK_MINUTES` (default 30): dashboards and episode pages (cached after their first answer),
 * reads the cache never keeps (upload-job progress), episode edits (which invalidate), and small
 * thumbnail uploads (multipart). Every 10 s it samples the gateway's RSS (/proc) and V8 heap
 * (its /metrics). The report compares RSS just after the warm-up with RSS at the end (the
 * median of the first and of the last minute of samples), fits a slope per minute over the
 * samples after the warm-up, counts requests and errors per kind, and gives a verdict: flat when
 * RSS grew by at most max(10 MiB, 10%) after the warm-up and its slope is under 0.5 MiB a minute.
 * Writes bench/soak-results.json.
 *
 * Options: --minutes <n> (or SOAK_MINUTES; fractions allowed), --warmup-minutes <n> (default:
 * a sixth of the run, at most 5), --rate <requests/s> (default 25), --clients <n> (default 8),
 * --skip-build, --dist <dir> (the build to run, default dist: a copy keeps a long run off later
 * builds), --strict (exit 1 when not flat). Bounded: stops itself at the run's length plus
 * 3 minutes; Ctrl-C ends the run early and still reports.
 */
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { runMixedLoad, type MixedLoadResult } from './lib/mixed-load.js';
import { rssMb } from './lib/proc.js';
import { fixed, formatTable } from './lib/report.js';
import type { BenchProcess } from './lib/spawn.js';
import { startBenchGateway, startBenchSandbox } from './lib/stack.js';
import { createTrafficMix } from './lib/traffic-mix.js';

const SAMPLE_EVERY_MS = 10_000;
/** The verdict's bounds: growth after warm-up, and the fitted slope. */
const FLAT_GROWTH_MB = 10;
const FLAT_GROWTH_SHARE = 0.1;
const FLAT_SLOPE_MB_PER_MIN = 0.5;

const { values: opts } = parseArgs({
  options: {
    minutes: { type: 'string' },
    'warmup-minutes': { type: 'string' },
    rate: { type: 'string', default: '25' },
    clients: { type: 'string', default: '8' },
    'skip-build': { type: 'boolean', default: false },
    dist: { type: 'string', default: 'dist' },
    strict: { type: 'boolean', default: false },
  },
});
const minutes = Number(opts.minutes ?? process.env.SOAK_MINUTES ?? 30);
const warmupMinutes = Number(opts['warmup-minutes'] ?? Math.min(5, minutes / 6));
const rate = Number(opts.rate);
const clients = Number(opts.clients);
if (!(minutes > 0) || !(warmupMinutes >= 0) || warmupMinutes >= minutes || !(rate > 0) || !(clients >= 1)) {
  console.error('soak: --minutes > --warmup-minutes >= 0, --rate > 0 and --clients >= 1 please');
  process.exit(2);
}

interface Sample {
  /** Minutes since the load started. */
  minute: number;
  rssMb: number;
  heapUsedMb: number | null;
  heapTotalMb: number | null;
}

const processes: BenchProcess[] = [];
const stopAll = () => Promise.all(processes.map((p) => p.stop(5_000)));
const bound = setTimeout(
  () => {
    console.error(`soak: exceeded ${minutes + 3} minutes, stopping`);
    void stopAll().finally(() => process.exit(1));
  },
  (minutes + 3) * 60_000,
);
bound.unref();
const early = new AbortController();
/** Set once the run is ending on purpose: the gateway's exit is then no death (Ctrl-C reaches it too). */
let interrupted = false;
const interrupt = () => {
  interrupted = true;
  early.abort();
};
process.once('SIGINT', interrupt);
process.once('SIGTERM', interrupt);

function step(message: string): void {
  console.log(`[soak ${new Date().toISOString().slice(11, 19)}] ${message}`);
}

async function main(): Promise<number> {
  if (!opts['skip-build']) {
    step('building: npm run build');
    execFileSync('npm', ['run', '--silent', 'build'], { stdio: ['ignore', 'ignore', 'inherit'] });
  }
  step('starting the sandbox and the gateway, each in its own process');
  // No sandbox hooks: their request log would grow for the whole run.
  const upstream = await startBenchSandbox({ hooks: false, dist: opts.dist });
  const sandbox = upstream.proc;
  processes.push(sandbox);
  const { proc: gateway, origin } = await startBenchGateway(upstream, { dist: opts.dist, env: { RESPONSE_CACHE_TTL_MS: '30000' } });
  processes.push(gateway);
  step(`gateway pid ${gateway.pid}, sandbox pid ${sandbox.pid}`);

  const samples: Sample[] = [];
  const started = performance.now();
  // A gateway that dies ends the run early, and the report says when and how.
  let died: string | null = null;
  let stopping = false;
  gateway.child.once('exit', (code, signal) => {
    if (stopping || interrupted) return;
    died = `gateway exited at ${fixed((performance.now() - started) / 60_000, 1)} min with ${signal ?? `code ${code}`}; its last lines:\n${gateway.output().split('\n').slice(-20).join('\n')}`;
    early.abort();
  });
  const sample = async () => {
    if (died) return;
    const minute = (performance.now() - started) / 60_000;
    let rss: number;
    try {
      rss = rssMb(gateway.pid);
    } catch {
      return; // gone between two samples: the exit handler reports it
    }
    const heap = await heapOf(origin).catch(() => ({ used: null, total: null }));
    samples.push({ minute, rssMb: rss, heapUsedMb: heap.used, heapTotalMb: heap.total });
  };
  await sample();
  const timer = setInterval(() => void sample(), SAMPLE_EVERY_MS);
  const progress = setInterval(() => {
    const last = samples[samples.length - 1];
    if (last) step(`${fixed(last.minute, 1)} min: RSS ${fixed(last.rssMb, 1)} MiB, heap ${fixed(last.heapUsedMb, 1)} MiB`);
  }, 60_000);

  step(`driving ${rate} requests/s at most from ${clients} clients for ${minutes} min (warm-up ${fixed(warmupMinutes, 1)} min)`);
  const mix = createTrafficMix({ mutationShare: 0.02, uploadShare: 0.01, uncachedShare: 0.05, episodeShare: 0.3 });
  const load = await runMixedLoad({ origin, clients, durationMs: minutes * 60_000, ratePerSecond: rate, next: (client) => mix.next(client), signal: early.signal });
  clearInterval(timer);
  clearInterval(progress);
  await sample();

  stopping = true;
  const gatewayExit = died ? null : await gateway.stop();
  await stopAll();
  const report = { ...summarise(samples, load, gatewayExit), died };
  if (died) report.flat = false;
  print(report, load);
  if (died) console.log(`\n${died}`);
  writeFileSync('bench/soak-results.json', `${JSON.stringify({ date: new Date().toISOString(), node: process.version, minutes, warmupMinutes, rate, clients, report, load, samples }, null, 2)}\n`);
  step('wrote bench/soak-results.json');
  return !report.flat && opts.strict ? 1 : 0;
}

/** The gateway's V8 heap from its own /metrics (prom-client's default process metrics), MiB. */
async function heapOf(origin: string): Promise<{ used: number | null; total: number | null }> {
  const text = await (await fetch(`${origin}/metrics`, { signal: AbortSignal.timeout(5_000) })).text();
  const read = (name: string) => {
    const match = new RegExp(`^${name}(?:\\{[^}]*\\})? ([0-9.e+]+)`, 'm').exec(text);
    return match ? Number(match[1]) / (1024 * 1024) : null;
  };
  return { used: read('nodejs_heap_size_used_bytes'), total: read('nodejs_heap_size_total_bytes') };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length ? sorted[Math.floor(sorted.length / 2)] : NaN;
}

/** Least-squares slope of value over minute. */
function slope(points: Array<[minute: number, value: number]>): number {
  const n = points.length;
  if (n < 2) return NaN;
  const mx = points.reduce((s, [x]) => s + x, 0) / n;
  const my = points.reduce((s, [, y]) => s + y, 0) / n;
  const sxy = points.reduce((s, [x, y]) => s + (x - mx) * (y - my), 0);
  const sxx = points.reduce((s, [x]) => s + (x - mx) ** 2, 0);
  return sxx === 0 ? NaN : sxy / sxx;
}

function summarise(samples: Sample[], load: MixedLoadResult, gatewayExit: number | null) {
  const ran = samples[samples.length - 1]?.minute ?? 0;
  const after = samples.filter((s) => s.minute >= warmupMinutes);
  const firstMinute = after.filter((s) => s.minute < warmupMinutes + 1);
  const lastMinute = after.filter((s) => s.minute >= ran - 1);
  const rssAfterWarmup = median(firstMinute.map((s) => s.rssMb));
  const rssAtEnd = median(lastMinute.map((s) => s.rssMb));
  const heaps = (list: Sample[]) => list.map((s) => s.heapUsedMb).filter((v): v is number => v !== null);
  const growth = rssAtEnd - rssAfterWarmup;
  const allowedGrowth = Math.max(FLAT_GROWTH_MB, FLAT_GROWTH_SHARE * rssAfterWarmup);
  const rssSlope = slope(after.map((s) => [s.minute, s.rssMb]));
  const heapSlope = slope(after.filter((s) => s.heapUsedMb !== null).map((s) => [s.minute, s.heapUsedMb!]));
  const flat = Number.isFinite(growth) && growth <= allowedGrowth && Number.isFinite(rssSlope) && rssSlope < FLAT_SLOPE_MB_PER_MIN;
  return {
    ranMinutes: ran,
    samples: samples.length,
    rssStartMb: samples[0]?.rssMb ?? NaN,
    rssPeakMb: Math.max(...samples.map((s) => s.rssMb)),
    rssAfterWarmupMb: rssAfterWarmup,
    rssAtEndMb: rssAtEnd,
    rssGrowthAfterWarmupMb: growth,
    rssSlopeMbPerMinute: rssSlope,
    heapAfterWarmupMb: median(heaps(firstMinute)),
    heapAtEndMb: median(heaps(lastMinute)),
    heapSlopeMbPerMinute: heapSlope,
    requests: load.requests,
    errors: load.errors,
    requestsPerSecond: load.requestsPerSecond,
    gatewayExit,
    threshold: `growth after warm-up <= ${fixed(allowedGrowth, 1)} MiB (max of ${FLAT_GROWTH_MB} MiB and ${FLAT_GROWTH_SHARE * 100}%) and slope < ${FLAT_SLOPE_MB_PER_MIN} MiB/min`,
    flat,
  };
}

function print(report: ReturnType<typeof summarise>, load: MixedLoadResult): void {
  console.log(`\nsoak: ${fixed(report.ranMinutes, 1)} min, ${report.requests} requests (${fixed(report.requestsPerSecond, 1)}/s), ${report.samples} samples every ${SAMPLE_EVERY_MS / 1000} s\n`);
  console.log(
    formatTable(
      ['', 'start', 'after warm-up', 'end', 'growth after warm-up', 'slope /min', 'peak'],
      [
        ['RSS MiB', fixed(report.rssStartMb, 1), fixed(report.rssAfterWarmupMb, 1), fixed(report.rssAtEndMb, 1), fixed(report.rssGrowthAfterWarmupMb, 1), fixed(report.rssSlopeMbPerMinute, 3), fixed(report.rssPeakMb, 1)],
        ['heap used MiB', '-', fixed(report.heapAfterWarmupMb, 1), fixed(report.heapAtEndMb, 1), fixed(report.heapAtEndMb - report.heapAfterWarmupMb, 1), fixed(report.heapSlopeMbPerMinute, 3), '-'],
      ],
    ),
  );
  console.log('');
  console.log(
    formatTable(
      ['kind', 'requests', 'errors', 'p50 ms', 'p99 ms', 'first error'],
      Object.entries(load.byKind).map(([kind, k]) => [kind, String(k.requests), String(k.errors), fixed(k.latencyMs.p50, 1), fixed(k.latencyMs.p99, 1), k.firstError?.slice(0, 100) ?? '-']),
    ),
  );
  console.log(`\nverdict: ${report.flat ? 'FLAT' : 'NOT FLAT'} (${report.threshold}); gateway exit on SIGTERM: ${report.gatewayExit}`);
}

main()
  .then((code) => {
    clearTimeout(bound);
    process.exit(code);
  })
  .catch(async (error) => {
    console.error(error);
    await stopAll();
    process.exit(1);
  });
