/**
 * Upload bench: 1 GB through the one-call mutation (`uploadEpisodeVideo`, GraphQL multipart
 * request spec) against the sandbox, compared with a direct PUT of the same bytes to the
 * sandbox's storage from this process. Reports the gateway's throughput (time until the bytes
 * are stored and the host notified), the direct PUT's, their ratio, and the gateway process's
 * resident memory sampled from /proc during the upload. Targets: peak RSS under 256 MB,
 * throughput at least half of the direct PUT's.
 *
 * Run inside `npm run bench` (bench/run.ts calls `runUploadBench`), or on its own with
 * `npm run bench:upload` (builds, starts the sandbox and the gateway as their own processes;
 * `--skip-build`, `--bytes <n>`, `--rounds <n>`).
 */
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { request } from 'undici';
import { SANDBOX_TOKENS } from '../src/sandbox/data/seed.js';
import { peakRssMb, rssMb } from './lib/proc.js';
import { createSandboxLog } from './lib/sandbox-log.js';
import type { BenchProcess } from './lib/spawn.js';
import { startBenchGateway, startBenchSandbox } from './lib/stack.js';
import type { BenchEnv } from './lib/types.js';

/** A published episode of the seeded sandbox account and its show. */
const EPISODE_ID = 700003;
const STATION_ID = 5001;
const PEAK_RSS_TARGET_MB = 256;
const THROUGHPUT_TARGET_RATIO = 0.5;

export interface UploadBenchOptions {
  /** @default 1_000_000_000 */
  bytes?: number;
  /** Rounds of (direct PUT, gateway upload); the best of each counts. @default 2 */
  rounds?: number;
}

export interface UploadBenchResult {
  bytes: number;
  rounds: number;
  direct: { bestSeconds: number; bestMBps: number; seconds: number[] };
  gateway: { bestSeconds: number; bestMBps: number; seconds: number[]; jobStatus: string };
  /** Gateway throughput over direct-PUT throughput (best rounds). */
  throughputRatio: number;
  /** Gateway RSS just before the first upload, MB. */
  gatewayRssBeforeMb: number;
  /** Highest gateway RSS sampled (every 20 ms) while uploads ran, MB. */
  gatewayPeakRssDuringUploadMb: number;
  /** The kernel's high-water mark of the gateway's RSS over its whole life (includes any earlier scenarios), MB. */
  gatewayLifetimePeakRssMb: number;
  /** Upstream calls of one gateway upload, by route (sandbox log). */
  upstreamCallsPerUpload: Record<string, number>;
  targets: { peakRssUnder256Mb: boolean; throughputAtLeastHalfOfDirect: boolean };
}

const CHUNK = randomBytes(256 * 1024);

async function* bytesOf(total: number): AsyncGenerator<Buffer> {
  for (let sent = 0; sent < total; sent += CHUNK.length) {
    const n = Math.min(CHUNK.length, total - sent);
    yield n === CHUNK.length ? CHUNK : CHUNK.subarray(0, n);
  }
}

const MUTATION = `mutation BenchUpload($episodeId: Int!, $stationId: Int!, $file: Upload!, $size: Float!) {
  uploadEpisodeVideo(episodeId: $episodeId, stationId: $stationId, file: $file, size: $size, waitForProcessing: false) { id status failureReason }
}`;

/** One upload through the gateway; resolves with seconds and the job's status. */
async function throughGateway(env: BenchEnv, bytes: number): Promise<{ seconds: number; status: string }> {
  const boundary = `----bench-${randomBytes(8).toString('hex')}`;
  const operations = JSON.stringify({ query: MUTATION, variables: { episodeId: EPISODE_ID, stationId: STATION_ID, size: bytes, file: null } });
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="operations"\r\n\r\n${operations}\r\n` +
      `--${boundary}\r\nContent-Disposition: form-data; name="map"\r\n\r\n{"0":["variables.file"]}\r\n` +
      `--${boundary}\r\nContent-Disposition: form-data; name="0"; filename="bench.mp4"\r\nContent-Type: video/mp4\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  async function* body() {
    yield head;
    yield* bytesOf(bytes);
    yield tail;
  }
  const started = performance.now();
  const res = await request(`${env.gatewayUrl}/graphql`, {
    method: 'POST',
    headers: {
      'content-type': `multipart/form-data; boundary=${boundary}`,
      'content-length': String(head.length + bytes + tail.length),
      authorization: `Bearer ${env.token}`,
      // A multipart POST needs a preflight-forcing header (CSRF prevention), as any client sends.
      'graphql-preflight': '1',
    },
    body: Readable.from(body()),
    headersTimeout: 120_000,
    bodyTimeout: 120_000,
  });
  const json = (await res.body.json()) as { data?: { uploadEpisodeVideo?: { status: string; failureReason: string | null } }; errors?: unknown };
  const seconds = (performance.now() - started) / 1000;
  const job = json.data?.uploadEpisodeVideo;
  if (!job) throw new Error(`gateway upload failed: ${JSON.stringify(json).slice(0, 500)}`);
  if (job.status === 'FAILED') throw new Error(`gateway upload job failed: ${job.failureReason}`);
  return { seconds, status: job.status };
}

/** The same bytes PUT straight to the sandbox's storage, with a signed URL from its REST API. */
async function directPut(env: BenchEnv, bytes: number): Promise<number> {
  const signed = await request(
    `${env.sandbox.restUrl}/v3/episodes/${EPISODE_ID}/upload/signedUrl?filename=direct.mp4&type=video%2Fmp4&isMumsCompatible=true`,
    { headers: { authorization: `Bearer ${env.token}`, accept: 'application/json' } },
  );
  const { url } = (await signed.body.json()) as { url: string };
  const started = performance.now();
  const res = await request(url, {
    method: 'PUT',
    headers: { 'content-type': 'video/mp4', 'content-length': String(bytes) },
    body: Readable.from(bytesOf(bytes)),
    headersTimeout: 120_000,
    bodyTimeout: 120_000,
  });
  await res.body.dump();
  if (res.statusCode !== 200) throw new Error(`direct PUT answered ${res.statusCode}`);
  return (performance.now() - started) / 1000;
}

export async function runUploadBench(env: BenchEnv, options: UploadBenchOptions = {}): Promise<UploadBenchResult> {
  const bytes = options.bytes ?? 1_000_000_000;
  const rounds = options.rounds ?? 2;
  const rssBefore = rssMb(env.gatewayPid);
  let peak = rssBefore;
  const sampler = setInterval(() => {
    try {
      peak = Math.max(peak, rssMb(env.gatewayPid));
    } catch {
      // the process is gone; the upload will say why
    }
  }, 20);
  const direct: number[] = [];
  const gateway: number[] = [];
  let jobStatus = '';
  let calls: Record<string, number> = {};
  try {
    for (let round = 0; round < rounds; round++) {
      direct.push(await directPut(env, bytes));
      await env.log.clear();
      const result = await throughGateway(env, bytes);
      calls = await env.log.byRoute();
      gateway.push(result.seconds);
      jobStatus = result.status;
    }
  } finally {
    clearInterval(sampler);
  }
  const bestDirect = Math.min(...direct);
  const bestGateway = Math.min(...gateway);
  const mbps = (s: number) => round1(bytes / 1e6 / s);
  const ratio = bestDirect / bestGateway;
  return {
    bytes,
    rounds,
    direct: { bestSeconds: round3(bestDirect), bestMBps: mbps(bestDirect), seconds: direct.map(round3) },
    gateway: { bestSeconds: round3(bestGateway), bestMBps: mbps(bestGateway), seconds: gateway.map(round3), jobStatus },
    throughputRatio: round3(ratio),
    gatewayRssBeforeMb: round1(rssBefore),
    gatewayPeakRssDuringUploadMb: round1(peak),
    gatewayLifetimePeakRssMb: round1(peakRssMb(env.gatewayPid)),
    upstreamCallsPerUpload: calls,
    targets: { peakRssUnder256Mb: peak < PEAK_RSS_TARGET_MB, throughputAtLeastHalfOfDirect: ratio >= THROUGHPUT_TARGET_RATIO },
  };
}

const round1 = (n: number) => Math.round(n * 10) / 10;
const round3 = (n: number) => Math.round(n * 1000) / 1000;

/** `npm run bench:upload`: the sandbox and the gateway in their own processes, then the bench. */
async function main(): Promise<void> {
  const { values } = parseArgs({
    options: { 'skip-build': { type: 'boolean', default: false }, bytes: { type: 'string' }, rounds: { type: 'string' } },
  });
  if (!values['skip-build']) {
    console.log('[bench:upload] building (npm run build)');
    execFileSync('npm', ['run', '--silent', 'build'], { stdio: ['ignore', 'ignore', 'inherit'] });
  }
  const processes: BenchProcess[] = [];
  const bound = setTimeout(() => {
    console.error('[bench:upload] exceeded 3 minutes, stopping');
    void Promise.all(processes.map((p) => p.stop(2_000))).finally(() => process.exit(1));
  }, 180_000);
  bound.unref();
  try {
    const sandbox = await startBenchSandbox({ hooks: true });
    processes.push(sandbox.proc);
    const { restUrl, graphUrl, storageUrl } = sandbox;
    const { proc: gateway, origin } = await startBenchGateway(sandbox);
    processes.push(gateway);
    console.log('[bench:upload] gateway and sandbox up; uploading');
    const result = await runUploadBench(
      {
        gatewayUrl: origin,
        gatewayPid: gateway.pid,
        sandbox: { restUrl, graphUrl, storageUrl },
        token: SANDBOX_TOKENS.creator,
        durationMs: 0,
        log: createSandboxLog(restUrl),
      },
      { bytes: values.bytes ? Number(values.bytes) : undefined, rounds: values.rounds ? Number(values.rounds) : undefined },
    );
    console.log(JSON.stringify(result, null, 2));
    const { gateway: g, direct: d } = result;
    console.log(
      `\n[bench:upload] ${result.bytes / 1e9} GB: gateway ${g.bestMBps} MB/s, direct PUT ${d.bestMBps} MB/s ` +
        `(ratio ${result.throughputRatio}, target >= ${THROUGHPUT_TARGET_RATIO}); ` +
        `gateway peak RSS during upload ${result.gatewayPeakRssDuringUploadMb} MB (target < ${PEAK_RSS_TARGET_MB})`,
    );
  } finally {
    await Promise.all(processes.map((p) => p.stop(3_000)));
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
