// A measurement probe, not the gateway: how many promises one request makes in the built gateway
// (`npm run build` first), counted with async_hooks' `init` (type PROMISE) over 1,000 requests
// of QUERY through the gateway's HTTP layer, after 500 of warm-up, one at a time. A count, not a
// time: it does not move with the machine's noise, and each promise is an allocation and,
// awaited, a microtask (docs/performance.md, "Promises on the hot path"). The probe's own
// `.then` and `await` add two per request. WHERE=1 prints, for one request, the three innermost
// frames that made each promise. Run:
//   (cd ../shared/peers && UPSTREAM_PORT=19750 node upstream.mjs &)
//   UP=http://127.0.0.1:19750 QUERY="$(cat ../shared/peers/peers/project/queries/q1.graphql)" \
//     node bench/promise-count-probe.mjs
import { createHook } from 'node:async_hooks';
import { inProcessGateway } from './lib/in-process.mjs';

const upstream = process.env.UP;
if (!upstream) throw new Error('UP: the peer bench upstream, see the header');
const { gateway, body, url, headers, EntryRequest } = await inProcessGateway(upstream, process.env.QUERY ?? '{ __typename }', '*/*');
const one = () => gateway.fetch(new EntryRequest(url, { method: 'POST', headers, body, duplex: 'half' })).then((response) => response.text());
for (let i = 0; i < 500; i++) await one();

if (process.env.WHERE === '1') {
  const sites = [];
  Error.stackTraceLimit = 12;
  const hook = createHook({
    init(_id, type) {
      if (type !== 'PROMISE') return;
      const trace = {};
      Error.captureStackTrace(trace);
      const frames = trace.stack.split('\n').slice(2).map((line) => line.trim()).filter((line) => !line.includes('node:internal/async_hooks'));
      sites.push(frames.slice(0, 3).map((line) => line.replace(/.*\/(node_modules\/)?/, '').replace(/\)$/, '')).join(' < '));
    },
  });
  hook.enable();
  await one();
  hook.disable();
  for (const site of sites) console.log(site);
} else {
  const N = 1_000;
  let made = 0;
  const hook = createHook({
    init(_id, type) {
      if (type === 'PROMISE') made++;
    },
  });
  hook.enable();
  for (let i = 0; i < N; i++) await one();
  hook.disable();
  console.log(`promises per request: ${made / N}`);
}
process.exit(0);
