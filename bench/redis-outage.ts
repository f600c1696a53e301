/**
 * Redis outage bench (issue 26): two gateway replicas (`src/main.ts`, production mode) over the
 * sandbox, on a Redis this script starts itself, under steady traffic (queries and mutations,
 * both replicas); the same traffic again with that Redis killed (SIGKILL). Prints p50/p99 per
 * phase, for queries and mutations, and the answers that carried errors.
 *
 * `npm run bench:redis-outage` (`-- --seconds 20 --concurrency 4`). Bounded: each phase lasts
 * `--seconds` and sends at most 5,000 requests. Latencies on a machine shared with other work
 * move with its load: compare runs made side by side.
 */
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { startSandbox } from '../src/sandbox/index.js';
import { startOwnRedis } from '../test/helpers/redis-server.js';
import { startReplicas, uniqueRedisPrefix, type Replica } from '../test/helpers/replicas.js';

const { values } = parseArgs({
  options: {
    seconds: { type: 'string', default: '20' },
    concurrency: { type: 'string', default: '4' },
  },
});
const SECONDS = Number(values.seconds);
const CONCURRENCY = Number(values.concurrency);
const MAX_REQUESTS = 5_000;
/** The request deadline the replicas run with (UPSTREAM_TIMEOUT_MS). */
const DEADLINE_MS = 5_000;

const QUERY = `query BenchEpisode($id: Int!) { episode(id: $id) { id title } }`;
const MUTATION = `mutation BenchRename($id: Int!, $title: String!) { updateEpisode(id: $id, input: { title: $title }) { episode { title } } }`;

interface Sample {
  kind: 'query' | 'mutation';
  ms: number;
  errors: number;
}

const redis = await startOwnRedis();
const sandbox = await startSandbox();
const replicas = await startReplicas(2, sandbox, uniqueRedisPrefix('bench-outage'), {
  REDIS_URL: redis.url,
  UPSTREAM_TIMEOUT_MS: String(DEADLINE_MS),
  UPSTREAM_INTROSPECTION_TOKEN: sandbox.token,
  RESPONSE_CACHE_TTL_MS: '60000',
  RATE_LIMIT_PER_MINUTE: '1000000',
}, 180_000);
const episodes = [...sandbox.store.episodes.values()].filter((e) => e.stationId === 5001 || e.stationId === 5002).map((e) => e.episodeId);

async function send(replica: Replica, n: number): Promise<Sample> {
  // One request in five is a mutation (a rename), as an editor's traffic mixes them.
  const kind = n % 5 === 4 ? 'mutation' : 'query';
  const id = episodes[n % episodes.length];
  const body = kind === 'query' ? { query: QUERY, variables: { id } } : { query: MUTATION, variables: { id, title: `Bench ${n}` } };
  const started = performance.now();
  const res = await fetch(`${replica.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${sandbox.token}` },
    body: JSON.stringify(body),
  });
  const answer = (await res.json()) as { errors?: unknown[] };
  return { kind, ms: performance.now() - started, errors: answer.errors?.length ?? 0 };
}

async function phase(name: string): Promise<void> {
  const samples: Sample[] = [];
  const end = performance.now() + SECONDS * 1_000;
  let n = 0;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (performance.now() < end && n < MAX_REQUESTS) {
        const i = n++;
        samples.push(await send(replicas[i % replicas.length], i));
      }
    }),
  );
  const line = (kind: Sample['kind'] | 'all') => {
    const of = samples.filter((s) => kind === 'all' || s.kind === kind);
    const ms = of.map((s) => s.ms).sort((x, y) => x - y);
    const at = (q: number) => (ms.length ? ms[Math.min(ms.length - 1, Math.floor(q * ms.length))].toFixed(1) : '-');
    const failed = of.filter((s) => s.errors > 0).length;
    return `${name.padEnd(12)} ${kind.padEnd(9)} n=${String(of.length).padStart(5)}  p50=${at(0.5).padStart(8)} ms  p99=${at(0.99).padStart(8)} ms  max=${(ms.at(-1) ?? 0).toFixed(1).padStart(8)} ms  with errors=${failed}`;
  };
  for (const kind of ['all', 'query', 'mutation'] as const) console.log(line(kind));
}

try {
  console.log(`two replicas, ${CONCURRENCY} clients, ${SECONDS} s per phase, request deadline ${DEADLINE_MS} ms`);
  await phase('redis up');
  await redis.kill();
  await phase('redis down');
} finally {
  for (const replica of replicas) replica.process.kill('SIGKILL');
  await redis.stop();
  await sandbox.close();
}
