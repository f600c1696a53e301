// A measurement probe, not the gateway: what one request keeps alive while it waits for its
// upstream, in the built gateway (`npm run build` first). Under load every young-generation
// collection copies what the requests in flight keep alive, so a scavenge costs more the more
// requests are waiting (docs/performance.md, "What a waiting request keeps alive").
// It warms up with 2,000 requests of QUERY through the gateway's HTTP layer (`Gateway.fetch` with
// a Request of the HTTP entry's kind; LAYER=yoga: yoga's own `handleRequest`, the gateway's path
// until 2026-11-29), takes a heap snapshot, starts N requests (200), takes another once they all
// wait on the upstream, and prints the difference divided by N: bytes and objects by kind, and
// the closures by where their function is written. UP must answer slowly enough for all N to
// wait (the peer bench's upstream with UPSTREAM_DELAY_MS=200). Run:
//   (cd ../shared/peers && UPSTREAM_PORT=19751 UPSTREAM_DELAY_MS=200 node upstream.mjs &)
//   UP=http://127.0.0.1:19751 QUERY="$(cat ../shared/peers/peers/project/queries/q1.graphql)" \
//     node --expose-gc bench/inflight-heap-probe.mjs
// The two snapshots are written to SNAPSHOTS (a directory, the system's temporary one).
import { readFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import v8 from 'node:v8';
import { inProcessGateway } from './lib/in-process.mjs';

const upstream = process.env.UP;
if (!upstream) throw new Error('UP: a slow upstream, see the header');
const N = Number(process.env.N ?? 200);
const dir = process.env.SNAPSHOTS ?? tmpdir();
const { gateway, yoga, body, url, headers, EntryRequest } = await inProcessGateway(upstream, process.env.QUERY ?? '{ __typename }', 'application/json');
const handle = process.env.LAYER === 'yoga' ? (request) => Promise.resolve(yoga.handleRequest(request)) : (request) => gateway.fetch(request);
const one = () => handle(new EntryRequest(url, { method: 'POST', headers, body, duplex: 'half' })).then((response) => response.text());

for (let i = 0; i < 2000; i += 50) await Promise.all(Array.from({ length: 50 }, one));
// Script ids, as heap snapshots name a closure's place: the debugger lists every script parsed.
const session = new Session();
session.connect();
const scripts = new Map();
session.on('Debugger.scriptParsed', ({ params }) => scripts.set(Number(params.scriptId), params.url));
await session.post('Debugger.enable');
await new Promise((resolve) => setTimeout(resolve, 50));
await session.post('Debugger.disable');
globalThis.gc?.();
const idle = v8.writeHeapSnapshot(join(dir, 'inflight-idle.heapsnapshot'));
const waiting = Array.from({ length: N }, one);
await new Promise((resolve) => setTimeout(resolve, 20));
const busy = v8.writeHeapSnapshot(join(dir, 'inflight-busy.heapsnapshot'));
const answers = await Promise.all(waiting);
if (!answers.every((text) => text.startsWith('{"data"'))) throw new Error(`an answer without data: ${answers.find((text) => !text.startsWith('{"data"'))}`);

/** Count and bytes by node kind and name, and closures by their place. */
function tally(file) {
  const snapshot = JSON.parse(readFileSync(file, 'utf8'));
  const { node_fields: fields, node_types: [types], location_fields: locationFields } = snapshot.snapshot.meta;
  const [type, name, size] = ['type', 'name', 'self_size'].map((field) => fields.indexOf(field));
  const kinds = new Map();
  for (let i = 0; i < snapshot.nodes.length; i += fields.length) {
    const key = `${types[snapshot.nodes[i + type]]} ${String(snapshot.strings[snapshot.nodes[i + name]]).slice(0, 50)}`;
    const entry = kinds.get(key) ?? { count: 0, bytes: 0 };
    entry.count++;
    entry.bytes += snapshot.nodes[i + size];
    kinds.set(key, entry);
  }
  const places = new Map();
  for (let i = 0; i < snapshot.locations.length; i += locationFields.length) {
    const node = snapshot.locations[i];
    if (types[snapshot.nodes[node + type]] !== 'closure') continue;
    const script = (scripts.get(snapshot.locations[i + 1]) ?? '?').replace(/^.*node_modules\//, '').replace(/^.*\/dist\//, 'dist/');
    const key = `${script}:${snapshot.locations[i + 2] + 1} ${snapshot.strings[snapshot.nodes[node + name]]}`.trim();
    places.set(key, (places.get(key) ?? 0) + 1);
  }
  return { kinds, places };
}

const before = tally(idle);
const after = tally(busy);
let bytes = 0;
let objects = 0;
const kinds = [];
for (const [key, { count, bytes: size }] of after.kinds) {
  const was = before.kinds.get(key) ?? { count: 0, bytes: 0 };
  bytes += size - was.bytes;
  objects += count - was.count;
  kinds.push([key, (count - was.count) / N, (size - was.bytes) / N]);
}
kinds.sort((a, b) => b[2] - a[2]);
console.log(`a waiting request keeps ${(bytes / N / 1024).toFixed(1)} KB alive, ${(objects / N).toFixed(0)} objects (${N} waiting)`);
for (const [key, count, size] of kinds.slice(0, 20)) console.log(`${size.toFixed(0).padStart(7)} B ${count.toFixed(1).padStart(6)} ×  ${key}`);
const places = [...after.places].map(([key, count]) => [key, (count - (before.places.get(key) ?? 0)) / N]).filter(([, count]) => count >= 0.5);
places.sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1));
console.log(`closures, by where they are written (${places.reduce((sum, [, count]) => sum + count, 0).toFixed(1)} a request):`);
for (const [key, count] of places) console.log(`${count.toFixed(1).padStart(5)}  ${key}`);
process.exit(0);
