// A measurement probe, not the gateway: a request's CPU and allocation inside the built gateway
// (`npm run build` first), with no HTTP server in front, so that the kernel's share (a socket
// write costs 30-50 µs on the 2-core machines) and the server's noise do not hide a few µs. Each
// variant answers one JSON POST of QUERY, AT_ONCE at a time (16):
//   gateway `Gateway.fetch` with a Request of the HTTP entry's kind (its connection attached, the
//           body a Buffer): the gateway's own HTTP layer (gateway/http-entry.ts, `httpLayer`),
//           the request's path since 2026-11-29, the node:http entry aside
//   layer   yoga's `handleRequest` with the same Request: yoga's HTTP layer and everything after
//           it (the gateway's path until 2026-11-29)
//   direct  `yoga.getResultForParams` and yoga's JSON writer with the same Request: no HTTP layer
//   light   the same with node's headers behind a `get` in place of whatwg-node's Request
//   bare    one undici request for the overview and JSON, as the Node floor makes it (with UP)
// Rounds print CPU µs per request (process.cpuUsage); the median leaves out the first round.
//   node bench/in-process-probe.mjs                                   { __typename }, no upstream
//   UP=http://127.0.0.1:19750 QUERY="$(cat ../shared/peers/peers/project/queries/q1.graphql)" \
//     node bench/in-process-probe.mjs                                 q1 on the peer upstream
//   ALLOC=out.json ONLY=layer node bench/in-process-probe.mjs         bytes allocated per request
// ONLY=a,b picks variants; N requests a round (20,000), ROUNDS (7), AT_ONCE in flight (16).
// ALLOC writes the sampling heap profile (collected objects included) of 4,000 requests after
// 2,000 of warm-up and prints the bytes per request. docs/performance.md, "Allocation on the hot
// path", has its figures.
import { Session } from 'node:inspector/promises';
import { writeFileSync } from 'node:fs';
import { processRegularResult } from 'graphql-yoga';
import { Pool } from 'undici';
import { inProcessGateway } from './lib/in-process.mjs';
import { LightHeaders } from './lib/probe-server.mjs';

const upstream = process.env.UP ?? 'http://127.0.0.1:1';
const { gateway, yoga, body, url, headers, EntryRequest } = await inProcessGateway(upstream, process.env.QUERY ?? '{ __typename }', '*/*');

const answer = (result) => processRegularResult(result, yoga.fetchAPI, 'application/json').text();
const pool = new Pool(upstream, { connections: 64 });
const all = {
  gateway: () => gateway.fetch(new EntryRequest(url, { method: 'POST', headers, body, duplex: 'half' })).then((response) => response.text()),
  layer: () => Promise.resolve(yoga.handleRequest(new EntryRequest(url, { method: 'POST', headers, body, duplex: 'half' }))).then((response) => response.text()),
  direct: () => Promise.resolve(yoga.getResultForParams({ params: JSON.parse(body), request: new EntryRequest(url, { method: 'POST', headers }) }, {})).then(answer),
  light: () => Promise.resolve(yoga.getResultForParams({ params: JSON.parse(body), request: { url, method: 'POST', headers: new LightHeaders(headers) } }, {})).then(answer),
  bare: async () => {
    const { body: overview } = await pool.request({ method: 'GET', path: '/v3/episodes/700003/overview?isMumsCompatible=true', headers: { authorization: 'Bearer bench-token', accept: 'application/json' } });
    const { title, isPublished } = await overview.json();
    JSON.parse(body);
    return JSON.stringify({ data: { episode: { title, isPublished: isPublished === true } } });
  },
};
const atOnce = Number(process.env.AT_ONCE ?? 16);
// `bare` needs an upstream.
const only = process.env.ONLY?.split(',') ?? Object.keys(all).filter((name) => name !== 'bare' || process.env.UP);
const variants = Object.entries(all).filter(([name]) => only.includes(name));
const run = async (fn, n) => {
  for (let i = 0; i < n; i += atOnce) await Promise.all(Array.from({ length: atOnce }, fn));
};

console.log(await variants[0][1]());
if (process.env.ALLOC) {
  const [name, fn] = variants[0];
  await run(fn, 2000);
  const session = new Session();
  session.connect();
  await session.post('HeapProfiler.startSampling', { samplingInterval: 256, includeObjectsCollectedByMajorGC: true, includeObjectsCollectedByMinorGC: true });
  await run(fn, 4000);
  const { profile } = await session.post('HeapProfiler.stopSampling');
  writeFileSync(process.env.ALLOC, JSON.stringify(profile));
  const bytes = profile.samples.reduce((sum, sample) => sum + sample.size, 0);
  console.log(`${name}: ${(bytes / 4000 / 1024).toFixed(1)} KB allocated per request (${process.env.ALLOC})`);
  process.exit(0);
}

const N = Number(process.env.N ?? 20000);
const perRequest = Object.fromEntries(variants.map(([name]) => [name, []]));
for (let round = 0; round < Number(process.env.ROUNDS ?? 7); round++) {
  const line = [];
  for (const [name, fn] of variants) {
    const start = process.cpuUsage();
    await run(fn, N);
    const used = process.cpuUsage(start);
    const us = (used.user + used.system) / N;
    if (round > 0) perRequest[name].push(us);
    line.push(`${name}=${us.toFixed(1)}`);
  }
  console.log(`round ${round}: ${line.join(' ')} µs`);
}
const median = (values) => values.sort((a, b) => a - b)[values.length >> 1];
console.log(`median: ${variants.map(([name]) => `${name}=${median(perRequest[name]).toFixed(1)}`).join(' ')} µs`);
process.exit(0);
