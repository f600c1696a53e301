import http from 'node:http';
import { Agent, Pool, request, type Dispatcher } from 'undici';
import { RequestBudget } from '../src/http/request-budget.js';
import { createRestClient } from '../src/rest/client.js';
import { SANDBOX_TOKENS, seedStore } from '../src/sandbox/data/seed.js';
import { BENCH_STATION_ID } from './lib/scenarios.js';
import { startBenchSandbox } from './lib/stack.js';

/**
 * `npm run bench:call-cost`: client-side CPU per REST call, the gateway's REST client (budget,
 * breaker, bulkhead, retry policy, undici dispatch, JSON) beside `undici.request` on an Agent
 * with `body.json()`, the hand-written baseline's way. The sandbox runs in its own process, so
 * only the caller's CPU is counted (`process.cpuUsage`). Each loop sends the 20 overview calls of
 * the fan-out-20 scenario at once; 8 loops run together; the best of `--rounds` rounds counts
 * (other work only ever adds CPU). It isolates the share of a fan-out field both servers pay
 * for the call itself (docs/bench.md, "Why fan-out-20 stays above 0.67"). Needs `npm run build`.
 *
 * Three more ways to make the same call set the floor: undici's `Pool.dispatch` with a handler
 * that only gathers the body, the same with HTTP/1.1 pipelining (4 requests per connection), and
 * `node:http` with a keep-alive agent.
 */

const args = process.argv.slice(2);
const option = (name: string, fallback: number) => {
  const at = args.indexOf(`--${name}`);
  return at >= 0 ? Number(args[at + 1]) : fallback;
};
const rounds = option('rounds', 4);
const seconds = option('seconds', 3);
const LOOPS = 8;

const token = SANDBOX_TOKENS.creator;
const ids = [...seedStore().episodes.values()]
  .filter((e) => e.stationId === BENCH_STATION_ID && e.isPublished)
  .slice(0, 20)
  .map((e) => e.episodeId);

const sandbox = await startBenchSandbox({ hooks: false });
const origin = sandbox.restUrl;
const restPort = Number(new URL(origin).port);
try {
  // The gateway's default UPSTREAM_MAX_CONNECTIONS: each route's bulkhead then holds 1,024
  // calls, more than the 160 in flight here. With 256 connections its bulkhead (128) queued a
  // share of them, which cost the client about 15 µs more per call than the gateway pays.
  const client = createRestClient({ baseUrl: origin, appOrigin: 'http://127.0.0.1', connections: 2048 });
  const agent = new Agent({ connections: 256 });
  const pool = new Pool(origin, { connections: 2048 });
  const pipelined = new Pool(origin, { connections: 64, pipelining: 4 });
  const keepAlive = new http.Agent({ keepAlive: true, maxSockets: 256 });
  const query = 'isMumsCompatible=true&returnWebIds=true';
  const headers = { authorization: `Bearer ${token}`, accept: 'application/json' };
  const pathOf = (id: number) => `/v3/episodes/${id}/overview?${query}`;

  const contenders: Record<string, () => Promise<unknown>> = {
    gateway: () => {
      const caller = client.bind(token, undefined, new RequestBudget(100, 10_000));
      return Promise.all(ids.map((episodeId) => caller.request({ method: 'GET', route: '/v3/episodes/{episodeId}/overview', params: { episodeId }, query: { isMumsCompatible: true, returnWebIds: true } })));
    },
    'undici.request': () =>
      Promise.all(
        ids.map(async (id) => {
          const res = await request(`${origin}${pathOf(id)}`, { dispatcher: agent, headers });
          return res.body.json();
        }),
      ),
    'Pool.dispatch': () => Promise.all(ids.map((id) => bareDispatch(pool, origin, pathOf(id), headers))),
    'pipelining 4': () => Promise.all(ids.map((id) => bareDispatch(pipelined, origin, pathOf(id), headers))),
    'node:http': () =>
      Promise.all(
        ids.map(
          (id) =>
            new Promise((resolve, reject) => {
              http
                .get({ host: '127.0.0.1', port: restPort, path: pathOf(id), agent: keepAlive, headers }, (res) => {
                  const chunks: Buffer[] = [];
                  res.on('data', (chunk: Buffer) => chunks.push(chunk));
                  res.on('end', () => resolve(JSON.parse(Buffer.concat(chunks).toString())));
                })
                .on('error', reject);
            }),
        ),
      ),
  };

  /** CPU µs per call over `ms` of closed loops. */
  const measure = async (send: () => Promise<unknown>, ms: number): Promise<number> => {
    const end = performance.now() + ms;
    let loops = 0;
    const before = process.cpuUsage();
    await Promise.all(
      Array.from({ length: LOOPS }, async () => {
        while (performance.now() < end) {
          await send();
          loops++;
        }
      }),
    );
    const used = process.cpuUsage(before);
    return (used.user + used.system) / (loops * ids.length);
  };

  for (const send of Object.values(contenders)) await measure(send, 1_000);
  const results = new Map(Object.keys(contenders).map((name) => [name, [] as number[]]));
  for (let round = 0; round < rounds; round++) {
    const order = Object.entries(contenders);
    if (round % 2) order.reverse();
    for (const [name, send] of order) results.get(name)!.push(await measure(send, seconds * 1_000));
  }
  console.log(`client-side CPU per REST call, ${LOOPS} loops of ${ids.length} calls at a time, ${rounds} rounds of ${seconds} s`);
  for (const [name, values] of results) {
    console.log(`${name.padEnd(15)} ${Math.min(...values).toFixed(1).padStart(6)} µs (rounds: ${values.map((v) => v.toFixed(1)).join(' / ')})`);
  }
  await client.close();
  await Promise.all([agent.close(), pool.close(), pipelined.close()]);
  keepAlive.destroy();
} finally {
  await sandbox.proc.stop();
}

/** One GET on a pool with the least a handler can do: gather the body, parse it at the end. */
function bareDispatch(pool: Pool, origin: string, path: string, headers: Record<string, string>): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const handler: Dispatcher.DispatchHandler = {
      onConnect() {},
      onHeaders: () => true,
      onData(chunk: Buffer) {
        chunks.push(chunk);
        return true;
      },
      onComplete: () => resolve(JSON.parse(Buffer.concat(chunks).toString())),
      onError: reject,
    };
    pool.dispatch({ origin, method: 'GET', path, headers }, handler);
  });
}
