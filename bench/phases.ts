import { parseArgs } from 'node:util';
import { Pool } from 'undici';
import { SANDBOX_TOKENS } from '../src/sandbox/data/seed.js';
import type { LoggedCall } from '../src/sandbox/hooks.js';
import { percentiles } from './lib/load.js';
import { fixed, formatTable } from './lib/report.js';
import { buildScenarios, UPSTREAM_LATENCY_MS } from './lib/scenarios.js';
import { startBenchGateway, startBenchSandbox } from './lib/stack.js';
import { armUpstreamLatency, measureUpstreamRoundTrip } from './lib/upstream-latency.js';

/**
 * `npm run bench:phases`: where the wall time of one latency scenario goes (default
 * `20ms-show-30`), one client, every upstream call held 20 ms. Each request's upstream calls are
 * read from the sandbox log (`receivedAt`, `answeredAt`) and placed on the client's clock by a
 * call the bench makes to the sandbox just before the request (its `receivedAt` against the
 * moment it was sent). The calls fall in two waves: those that arrive before any call is
 * answered, and those sent after (the 30 overviews, which need the list's answer). Medians of
 * `--requests` requests after `--warmup`; needs `npm run build`.
 */

const { values: opts } = parseArgs({
  options: {
    scenario: { type: 'string', default: '20ms-show-30' },
    requests: { type: 'string', default: '100' },
    warmup: { type: 'string', default: '20' },
  },
});
const scenario = buildScenarios().find((s) => s.name === opts.scenario);
if (!scenario) throw new Error(`no scenario ${opts.scenario}`);
const requests = Number(opts.requests);
const warmup = Number(opts.warmup);
const token = SANDBOX_TOKENS.creator;

interface Phases {
  total: number;
  beforeFirstCall: number;
  firstWave: number;
  betweenWaves: number;
  secondWaveSpread: number;
  secondWave: number;
  afterLastAnswer: number;
  calls: number;
}

const sandbox = await startBenchSandbox({ hooks: true });
const gateway = await startBenchGateway(sandbox).catch(async (error: unknown) => {
  await sandbox.proc.stop();
  throw error;
});
const client = new Pool(gateway.origin, { connections: 1 });
const direct = new Pool(sandbox.restUrl, { connections: 1 });
try {
  await armUpstreamLatency(sandbox.restUrl, UPSTREAM_LATENCY_MS);
  const roundTrip = await measureUpstreamRoundTrip(sandbox.restUrl, token);
  const body = JSON.stringify({ query: scenario.query });
  const headers = { 'content-type': 'application/json', accept: 'application/json', authorization: `Bearer ${token}` };
  const samples: Phases[] = [];
  for (let i = 0; i < warmup + requests; i++) {
    await (await direct.request({ method: 'POST', path: '/__sandbox/clear-log' })).body.dump();
    // The clocks' offset: the sandbox logs this call's arrival; the bench knows when it sent it.
    const markerSent = performance.now();
    await (await direct.request({ method: 'GET', path: '/v3/region?isMumsCompatible=true', headers: { authorization: headers.authorization } })).body.dump();
    const sent = performance.now();
    const res = await client.request({ method: 'POST', path: '/graphql', headers, body });
    const problem = scenario.check((JSON.parse(await res.body.text()) as { data?: unknown }).data);
    const received = performance.now();
    if (problem) throw new Error(`${scenario.name}: ${problem}`);
    const { calls } = (await (await direct.request({ method: 'GET', path: '/__sandbox/log' })).body.json()) as { calls: LoggedCall[] };
    if (i < warmup) continue;
    const marker = calls.find((c) => c.route === 'GET /v3/region');
    const upstream = calls.filter((c) => c !== marker && c.receivedAt !== undefined && c.answeredAt !== undefined);
    if (!marker?.receivedAt || upstream.length === 0) throw new Error('the sandbox log has no timestamps');
    const offset = marker.receivedAt - markerSent;
    samples.push(phasesOf(upstream, sent + offset, received + offset));
  }
  report(samples, roundTrip.p50);
} finally {
  await Promise.all([client.close(), direct.close()]);
  await Promise.all([gateway.proc.stop(), sandbox.proc.stop()]);
}

/** Times in ms on the sandbox's clock; `sentAt` and `receivedAt` already moved onto it. */
function phasesOf(calls: LoggedCall[], sentAt: number, receivedAt: number): Phases {
  const firstAnswer = Math.min(...calls.map((c) => c.answeredAt!));
  const first = calls.filter((c) => c.receivedAt! < firstAnswer);
  const second = calls.filter((c) => c.receivedAt! >= firstAnswer);
  const max = (xs: number[]) => Math.max(...xs);
  const min = (xs: number[]) => Math.min(...xs);
  const firstArrival = min(first.map((c) => c.receivedAt!));
  const firstWaveEnd = max(first.map((c) => c.answeredAt!));
  const lastAnswer = max(calls.map((c) => c.answeredAt!));
  const secondStart = second.length ? min(second.map((c) => c.receivedAt!)) : firstWaveEnd;
  const secondLastArrival = second.length ? max(second.map((c) => c.receivedAt!)) : firstWaveEnd;
  return {
    total: receivedAt - sentAt,
    beforeFirstCall: firstArrival - sentAt,
    firstWave: firstWaveEnd - firstArrival,
    betweenWaves: secondStart - firstWaveEnd,
    secondWaveSpread: secondLastArrival - secondStart,
    secondWave: lastAnswer - secondLastArrival,
    afterLastAnswer: receivedAt - lastAnswer,
    calls: calls.length,
  };
}

function report(samples: Phases[], roundTripMs: number): void {
  const rows: Array<[keyof Phases, string]> = [
    ['beforeFirstCall', 'client sent the query → first upstream call arrives'],
    ['firstWave', 'first wave: first arrival → its last answer'],
    ['betweenWaves', 'first wave answered → second wave starts arriving'],
    ['secondWaveSpread', 'second wave: first → last arrival'],
    ['secondWave', 'second wave: last arrival → last answer'],
    ['afterLastAnswer', 'last answer → the client has the answer'],
    ['total', 'whole request'],
  ];
  const stat = (key: keyof Phases) => percentiles(samples.map((s) => s[key]));
  console.log(`${scenario!.name}, one client, ${samples.length} requests after ${warmup}, every upstream call held ${UPSTREAM_LATENCY_MS} ms`);
  console.log(`one upstream round trip measured directly: ${fixed(roundTripMs, 1)} ms at p50; upstream calls per request: ${samples[0].calls}\n`);
  console.log(formatTable(['phase', 'p50 ms', 'p95 ms'], rows.map(([key, label]) => [label, fixed(stat(key).p50, 1), fixed(stat(key).p95, 1)])));
}
