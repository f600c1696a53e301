// Self time of a V8 CPU profile per request, by where the code lives (the gateway's own files
// under dist/, each package, Node's own modules, the collector) and by function.
//   node bench/lib/profile-summary.mjs <profile.cpuprofile> <requests> [functions to list]
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const [file, requests, listed = '40'] = process.argv.slice(2);
const profile = JSON.parse(readFileSync(file, 'utf8'));
const dist = new URL('../../dist/', import.meta.url).href;
const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
// The profiler's own work (the inspector session that started it, under `node:inspector`) is
// left out of the gateway's figures.
const parents = new Map();
for (const node of profile.nodes) for (const child of node.children ?? []) parents.set(child, node.id);
const profilers = new Set();
for (const node of profile.nodes) {
  for (let id = node.id; id !== undefined; id = parents.get(id)) {
    if (nodes.get(id).callFrame.url === 'node:inspector') {
      profilers.add(node.id);
      break;
    }
  }
}
const self = new Map();
profile.samples.forEach((id, i) => self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0)));

/** Where a function's code lives: `gateway:` a file of dist/, `pkg:` a package, `node:` Node's own, or V8's own entries. */
function placeOf(url, name) {
  if (!url) return name.startsWith('(') ? name : '(native)';
  if (url.startsWith(dist)) return `gateway:${url.slice(dist.length)}`;
  const pkg = /node_modules\/((@[^/]+\/)?[^/]+)/.exec(url);
  if (pkg) return `pkg:${pkg[1]}`;
  if (url.startsWith('node:')) return url;
  return url.startsWith('file:') ? fileURLToPath(url) : url;
}

const byPlace = new Map();
const byFunction = new Map();
let busy = 0;
let idle = 0;
let profiling = 0;
for (const [id, time] of self) {
  if (profilers.has(id)) {
    profiling += time;
    continue;
  }
  const { functionName, url, lineNumber } = nodes.get(id).callFrame;
  const name = functionName || '(anonymous)';
  if (name === '(idle)') {
    idle += time;
    continue;
  }
  busy += time;
  const place = placeOf(url, name);
  byPlace.set(place, (byPlace.get(place) ?? 0) + time);
  const key = `${name} ${place}${url ? `:${lineNumber + 1}` : ''}`;
  byFunction.set(key, (byFunction.get(key) ?? 0) + time);
}
const n = Number(requests);
const print = (table, count) =>
  [...table].sort((a, b) => b[1] - a[1]).slice(0, count).forEach(([key, time]) => console.log(`${(time / n).toFixed(2).padStart(9)} µs ${((100 * time) / busy).toFixed(1).padStart(5)} %  ${key}`));
console.log(`${n} requests: busy ${(busy / n).toFixed(1)} µs a request, idle ${(idle / 1e6).toFixed(2)} s (the profiler's own ${(profiling / 1e3).toFixed(0)} ms left out)`);
console.log('--- by place');
print(byPlace, 40);
console.log('--- by function');
print(byFunction, Number(listed));
