/**
 * Upload bench (issue 29): what a creator feels when a file goes through the gateway's one-call
 * mutation, against a PUT of the same bytes straight to the sandbox's storage (the wire).
 *
 * Scenarios (each: rounds of a direct leg, then a gateway leg, back to back; medians count):
 * - `video-1g`: one 1 GB video, size declared (the streaming path);
 * - `audio-500m`: one 500 MB audio file (the audio limit, spec 8);
 * - `video-1g-unsized`: one 1 GB video without `size`: the gateway spools it to disk to learn
 *   the Content-Length storage needs; reports the spool's peak disk use and its time;
 * - `video-1g-x4`: four 1 GB videos at once; their total against four direct PUTs at once;
 * - with `--large`: `video-2g` and `video-4g`, one round, gateway only (the RSS trend to 4 GB).
 *
 * Figures per scenario: median seconds of each leg; throughput ratio (direct median over
 * gateway median); CPU seconds per GB moved of the gateway (/proc, all its threads), of the
 * sandbox (storage) and of this process (the client): three processes touch every byte on a
 * machine of two cores, and when they saturate it the gateway's CPU per GB is what sets the
 * ratio; the gateway's peak RSS during its legs over its idle RSS just before the scenario
 * (sampled every 20 ms). Verdict against the targets: ratio ≥ 0.9 for one upload and for four
 * at once, RSS growth ≤ 16 MB for one upload, ≤ 48 MB for four.
 *
 * `npm run bench:upload` builds, starts the sandbox and the gateway as their own processes and
 * runs every scenario. Options: `--skip-build`, `--rounds <n>` (default 3), `--only a,b`,
 * `--large`, `--bytes <n>` (every file scaled to n bytes, a quick look), `--cpu-prof <dir>`
 * (profile the gateway), `--dist <dir>` (another build of the gateway, e.g. an older commit's,
 * against this sandbox), `--max-minutes <n>` (the run's bound). Called by `npm run bench`
 * (bench/run.ts calls `runUploadBench(env)`) it runs `video-1g` for two rounds, to stay within
 * that run's minute.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { SANDBOX_TOKENS } from '../src/sandbox/data/seed.js';
import { cpuMicros, rssMb } from './lib/proc.js';
import { createSandboxLog } from './lib/sandbox-log.js';
import type { BenchProcess } from './lib/spawn.js';
import { startBenchGateway, startBenchSandbox } from './lib/stack.js';
import type { BenchEnv } from './lib/types.js';
import { putDirect, signedUrlFor, uploadThroughGateway, type UploadKind } from './lib/upload-client.js';

const GB = 1e9;
const RATIO_TARGET = 0.9;

interface Scenario {
  name: string;
  kind: UploadKind;
  bytes: number;
  parallel: number;
  declareSize: boolean;
  /** Run the direct leg too (off for the large runs, which only follow RSS). */
  compare: boolean;
  /** Throughput target (direct over gateway), when one applies. */
  ratioTarget: number | null;
  rssGrowthTargetMb: number;
}

const SCENARIOS: Scenario[] = [
  { name: 'video-1g', kind: 'video', bytes: 1e9, parallel: 1, declareSize: true, compare: true, ratioTarget: RATIO_TARGET, rssGrowthTargetMb: 16 },
  { name: 'audio-500m', kind: 'audio', bytes: 5e8, parallel: 1, declareSize: true, compare: true, ratioTarget: RATIO_TARGET, rssGrowthTargetMb: 16 },
  { name: 'video-1g-unsized', kind: 'video', bytes: 1e9, parallel: 1, declareSize: false, compare: true, ratioTarget: null, rssGrowthTargetMb: 16 },
  { name: 'video-1g-x4', kind: 'video', bytes: 1e9, parallel: 4, declareSize: true, compare: true, ratioTarget: RATIO_TARGET, rssGrowthTargetMb: 48 },
];
const LARGE: Scenario[] = [
  { name: 'video-2g', kind: 'video', bytes: 2e9, parallel: 1, declareSize: true, compare: false, ratioTarget: null, rssGrowthTargetMb: 16 },
  { name: 'video-4g', kind: 'video', bytes: 4e9, parallel: 1, declareSize: true, compare: false, ratioTarget: null, rssGrowthTargetMb: 16 },
];

export interface UploadBenchOptions {
  /** Scenario names. @default ['video-1g'] (the short run inside `npm run bench`) */
  only?: string[];
  /** Add the 2 GB and 4 GB runs. @default false */
  large?: boolean;
  /** @default 2 */
  rounds?: number;
  /** Scale every file to this many bytes (a quick look; the targets are for the real sizes). */
  bytes?: number;
  /** The gateway's spool directory (UPLOAD_SPOOL_DIR), to follow its disk use. */
  spoolDir?: string;
  /** Sandbox pid, to report storage's CPU too. */
  sandboxPid?: number;
}

export interface ScenarioResult {
  scenario: string;
  bytes: number;
  parallel: number;
  declareSize: boolean;
  rounds: number;
  directSeconds: number[];
  gatewaySeconds: number[];
  directMedianSeconds: number | null;
  gatewayMedianSeconds: number;
  /** All files' bytes over the median seconds, MB/s. */
  directMBps: number | null;
  gatewayMBps: number;
  /** Direct median over gateway median: 1 is the wire's speed. */
  throughputRatio: number | null;
  gatewayCpuSecondsPerGb: number;
  sandboxCpuSecondsPerGb: number | null;
  /** This process (the client sending the file, and the RSS sampler) during the gateway legs. */
  clientCpuSecondsPerGb: number;
  rssIdleMb: number;
  rssPeakMb: number;
  rssGrowthMb: number;
  /** Peak over the RSS measured after the warm-up, before the first scenario. */
  rssGrowthOverStartMb: number;
  /** Most bytes in the spool directory at once (the unsized path's disk cost). */
  spoolPeakBytes: number | null;
  verdict: { throughput: boolean | null; rss: boolean };
}

export interface UploadBenchResult {
  rssAtStartMb: number;
  upstreamCallsPerUpload: Record<string, number>;
  scenarios: ScenarioResult[];
  /** Every verdict of every scenario held. */
  pass: boolean;
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const mid = s.length >> 1;
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
};
const round1 = (n: number) => Math.round(n * 10) / 10;
const round3 = (n: number) => Math.round(n * 1000) / 1000;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

function dirBytes(dir: string): number {
  let total = 0;
  try {
    for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
      if (entry.isFile()) total += statSync(join(entry.parentPath ?? entry.path, entry.name), { throwIfNoEntry: false })?.size ?? 0;
    }
  } catch {
    // a spool directory removed while listed
  }
  return total;
}

export async function runUploadBench(env: BenchEnv, options: UploadBenchOptions = {}): Promise<UploadBenchResult> {
  const rounds = options.rounds ?? 2;
  const wanted = options.only ?? ['video-1g'];
  const chosen = [...SCENARIOS, ...(options.large ? LARGE : [])].filter((s) => wanted.includes(s.name) || (options.large && LARGE.includes(s)));
  const pid = env.gatewayPid;
  // Warm-up: the upload path's code is loaded and compiled once, not in the first measured round.
  await uploadThroughGateway({ gatewayUrl: env.gatewayUrl, token: env.token, kind: 'video', bytes: 16e6, declareSize: true });
  await uploadThroughGateway({ gatewayUrl: env.gatewayUrl, token: env.token, kind: 'video', bytes: 16e6, declareSize: false });
  await sleep(500);
  const rssAtStartMb = rssMb(pid);

  let sampling = false;
  let peak = 0;
  let spoolPeak = 0;
  const sampler = setInterval(() => {
    if (!sampling) return;
    try {
      peak = Math.max(peak, rssMb(pid));
      if (options.spoolDir) spoolPeak = Math.max(spoolPeak, dirBytes(options.spoolDir));
    } catch {
      // the process is gone; the upload will say why
    }
  }, 20);

  const scenarios: ScenarioResult[] = [];
  let calls: Record<string, number> = {};
  try {
    for (const s of chosen) {
      const bytes = options.bytes ?? s.bytes;
      const n = s.compare ? rounds : 1;
      await sleep(500);
      const idle = rssMb(pid);
      peak = idle;
      spoolPeak = 0;
      const direct: number[] = [];
      const gateway: number[] = [];
      let gatewayCpu = 0;
      let sandboxCpu = 0;
      let clientCpu = 0;
      console.log(`[bench:upload] ${s.name}: ${n} round(s) of ${s.parallel} × ${bytes / 1e6} MB`);
      for (let round = 0; round < n; round++) {
        if (s.compare) {
          const urls = await Promise.all(Array.from({ length: s.parallel }, () => signedUrlFor(env.sandbox.restUrl, env.token, s.kind)));
          const started = performance.now();
          await Promise.all(urls.map((url) => putDirect(url, s.kind, bytes)));
          direct.push((performance.now() - started) / 1000);
        }
        await env.log.clear();
        const cpu0 = cpuMicros(pid);
        const client0 = process.cpuUsage();
        const sandboxCpu0 = options.sandboxPid ? cpuMicros(options.sandboxPid) : 0;
        sampling = true;
        const started = performance.now();
        try {
          await Promise.all(
            Array.from({ length: s.parallel }, () =>
              uploadThroughGateway({ gatewayUrl: env.gatewayUrl, token: env.token, kind: s.kind, bytes, declareSize: s.declareSize }),
            ),
          );
        } finally {
          sampling = false;
        }
        gateway.push((performance.now() - started) / 1000);
        gatewayCpu += cpuMicros(pid) - cpu0;
        const client = process.cpuUsage(client0);
        clientCpu += client.user + client.system;
        if (options.sandboxPid) sandboxCpu += cpuMicros(options.sandboxPid) - sandboxCpu0;
        if (s.parallel === 1 && Object.keys(calls).length === 0) calls = await env.log.byRoute();
        console.log(`[bench:upload]   round ${round + 1}: direct ${direct.at(-1)?.toFixed(2) ?? '-'} s, gateway ${gateway.at(-1)!.toFixed(2)} s`);
      }
      const moved = (n * s.parallel * bytes) / GB;
      const directMedian = s.compare ? median(direct) : null;
      const gatewayMedian = median(gateway);
      const ratio = directMedian !== null ? directMedian / gatewayMedian : null;
      const growth = peak - idle;
      scenarios.push({
        scenario: s.name,
        bytes,
        parallel: s.parallel,
        declareSize: s.declareSize,
        rounds: n,
        directSeconds: direct.map(round3),
        gatewaySeconds: gateway.map(round3),
        directMedianSeconds: directMedian !== null ? round3(directMedian) : null,
        gatewayMedianSeconds: round3(gatewayMedian),
        directMBps: directMedian !== null ? round1((s.parallel * bytes) / 1e6 / directMedian) : null,
        gatewayMBps: round1((s.parallel * bytes) / 1e6 / gatewayMedian),
        throughputRatio: ratio !== null ? round3(ratio) : null,
        gatewayCpuSecondsPerGb: round3(gatewayCpu / 1e6 / moved),
        sandboxCpuSecondsPerGb: options.sandboxPid ? round3(sandboxCpu / 1e6 / moved) : null,
        clientCpuSecondsPerGb: round3(clientCpu / 1e6 / moved),
        rssIdleMb: round1(idle),
        rssPeakMb: round1(peak),
        rssGrowthMb: round1(growth),
        rssGrowthOverStartMb: round1(peak - rssAtStartMb),
        spoolPeakBytes: options.spoolDir ? spoolPeak : null,
        verdict: { throughput: s.ratioTarget !== null && ratio !== null ? ratio >= s.ratioTarget : null, rss: growth <= s.rssGrowthTargetMb },
      });
      // Each scenario as soon as it is measured: a run cut by its time bound keeps what it measured.
      const r = scenarios.at(-1)!;
      console.log(
        `[bench:upload]   ${s.name}: ratio ${r.throughputRatio ?? '-'}, gateway CPU ${r.gatewayCpuSecondsPerGb} s/GB, ` +
          `RSS growth ${r.rssGrowthMb} MB over ${r.rssIdleMb} MB idle`,
      );
    }
  } finally {
    clearInterval(sampler);
  }
  const pass = scenarios.every((r) => r.verdict.rss && r.verdict.throughput !== false);
  return { rssAtStartMb: round1(rssAtStartMb), upstreamCallsPerUpload: calls, scenarios, pass };
}

/** One line per scenario, then the verdict. */
export function formatUploadBench(result: UploadBenchResult): string {
  const head = 'scenario            files  MB each  direct s  gateway s  ratio  gw MB/s  gw CPU s/GB  storage CPU s/GB  client CPU s/GB  RSS idle  RSS growth MB  spool peak MB';
  const rows = result.scenarios.map((r) =>
    [
      r.scenario.padEnd(18),
      String(r.parallel).padStart(6),
      String(r.bytes / 1e6).padStart(8),
      (r.directMedianSeconds?.toFixed(2) ?? '-').padStart(9),
      r.gatewayMedianSeconds.toFixed(2).padStart(10),
      (r.throughputRatio?.toFixed(2) ?? '-').padStart(6),
      r.gatewayMBps.toFixed(0).padStart(8),
      r.gatewayCpuSecondsPerGb.toFixed(2).padStart(12),
      (r.sandboxCpuSecondsPerGb?.toFixed(2) ?? '-').padStart(17),
      r.clientCpuSecondsPerGb.toFixed(2).padStart(16),
      r.rssIdleMb.toFixed(0).padStart(9),
      r.rssGrowthMb.toFixed(1).padStart(14),
      (r.spoolPeakBytes === null ? '-' : (r.spoolPeakBytes / 1e6).toFixed(0)).padStart(14),
    ].join(' '),
  );
  const verdicts = result.scenarios.map((r) => {
    const t = r.verdict.throughput === null ? 'throughput: no target' : `throughput ${r.throughputRatio} ${r.verdict.throughput ? '>=' : '<'} ${RATIO_TARGET}`;
    const limit = r.parallel > 1 ? 48 : 16;
    return `  ${r.scenario}: ${t}; RSS growth ${r.rssGrowthMb} MB ${r.verdict.rss ? '<=' : '>'} ${limit} MB`;
  });
  return [head, ...rows, '', `verdict: ${result.pass ? 'PASS' : 'MISS'} (medians of ${result.scenarios[0]?.rounds ?? 0} rounds)`, ...verdicts].join('\n');
}

/** `npm run bench:upload`: the sandbox and the gateway in their own processes, then every scenario. */
async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      'skip-build': { type: 'boolean', default: false },
      bytes: { type: 'string' },
      rounds: { type: 'string', default: '3' },
      only: { type: 'string' },
      large: { type: 'boolean', default: false },
      'cpu-prof': { type: 'string' },
      'max-minutes': { type: 'string' },
      dist: { type: 'string' },
    },
  });
  if (!values['skip-build']) {
    console.log('[bench:upload] building (npm run build)');
    execFileSync('npm', ['run', '--silent', 'build'], { stdio: ['ignore', 'ignore', 'inherit'] });
  }
  const processes: BenchProcess[] = [];
  const minutes = Number(values['max-minutes'] ?? (values.large ? 40 : 15));
  const bound = setTimeout(() => {
    console.error(`[bench:upload] exceeded ${minutes} minutes, stopping`);
    void Promise.all(processes.map((p) => p.stop(2_000))).finally(() => process.exit(1));
  }, minutes * 60_000);
  bound.unref();
  const spoolDir = mkdtempSync(join(tmpdir(), 'bench-upload-spool-'));
  try {
    const sandbox = await startBenchSandbox({ hooks: true });
    processes.push(sandbox.proc);
    const { restUrl, graphUrl, storageUrl } = sandbox;
    const { proc: gateway, origin } = await startBenchGateway(sandbox, {
      env: { UPLOAD_SPOOL_DIR: spoolDir },
      dist: values.dist,
      nodeArgs: values['cpu-prof'] ? ['--cpu-prof', `--cpu-prof-dir=${values['cpu-prof']}`] : [],
    });
    processes.push(gateway);
    console.log(`[bench:upload] gateway and sandbox up (load average ${readFileSync('/proc/loadavg', 'utf8').trim()})`);
    const result = await runUploadBench(
      {
        gatewayUrl: origin,
        gatewayPid: gateway.pid,
        sandbox: { restUrl, graphUrl, storageUrl },
        token: SANDBOX_TOKENS.creator,
        durationMs: 0,
        log: createSandboxLog(restUrl),
      },
      {
        only: values.only ? values.only.split(',') : SCENARIOS.map((s) => s.name),
        large: values.large,
        rounds: Number(values.rounds),
        bytes: values.bytes ? Number(values.bytes) : undefined,
        spoolDir,
        sandboxPid: sandbox.proc.pid,
      },
    );
    console.log(JSON.stringify(result, null, 2));
    console.log(`\n${formatUploadBench(result)}`);
    console.log(`load average after: ${readFileSync('/proc/loadavg', 'utf8').trim()}`);
  } finally {
    await Promise.all(processes.map((p) => p.stop(3_000)));
    rmSync(spoolDir, { recursive: true, force: true });
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().then(
    () => process.exit(0),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
