// A measurement script, not the gateway: which of the gateway's own files run between the socket
// and the upstream call of one request (issue 27's "path" target: `{ episode(id) { title } }`
// reaches its REST call through at most 15 gateway files). Built gateway first (`npm run build`).
// In one process: the sandbox, a pass-through proxy in front of it (both upstreams), the
// gateway's server and a client. V8's precise coverage counts function calls; after a warm-up
// the counters are reset, one request is sent, and the proxy takes the counts when the first
// upstream request arrives: every file of dist/ (the sandbox aside) with a function called in
// between is on the path. Each line: the file and the functions called in it.
//   node bench/path-files.mjs                                  the README's query
//   QUERY='{ episode(id: 700003) { title analyticsStarts { startsCount } } }' node bench/path-files.mjs
import { Session } from 'node:inspector/promises';
import http from 'node:http';
import { fileURLToPath } from 'node:url';
import { request } from 'undici';

process.env.NODE_ENV ??= 'production';
const { loadConfig, withOverrides } = await import('../dist/config.js');
const { createGateway } = await import('../dist/gateway.js');
const { startServer } = await import('../dist/server.js');
const { startSandbox } = await import('../dist/sandbox/index.js');
const { createLogger } = await import('../dist/logger.js');

const query = process.env.QUERY ?? '{ episode(id: 700003) { title } }';
const dist = new URL('../dist/', import.meta.url).href;
const session = new Session();
session.connect();
await session.post('Profiler.enable');
await session.post('Profiler.startPreciseCoverage', { callCount: true, detailed: false });

const sandbox = await startSandbox({});
let armed = null;
const proxy = http.createServer((req, res) => {
  // Dispatched at once on this thread: the counts are those of the moment the call arrived.
  if (armed) {
    const taken = armed;
    armed = null;
    taken(session.post('Profiler.takePreciseCoverage'));
  }
  const target = new URL(req.url, req.url.startsWith('/v2/graph') ? sandbox.graphUrl : sandbox.restUrl);
  const upstream = http.request(target, { method: req.method, headers: req.headers }, (answer) => {
    res.writeHead(answer.statusCode, answer.headers);
    answer.pipe(res);
  });
  req.pipe(upstream);
});
await new Promise((resolve) => proxy.listen(0, '127.0.0.1', resolve));
const proxyUrl = `http://127.0.0.1:${proxy.address().port}`;

const config = withOverrides(loadConfig({}), { upstream: { restUrl: proxyUrl, graphUrl: proxyUrl }, sandboxToken: sandbox.token });
const gateway = await createGateway(config, { logger: createLogger({ level: 'silent' }) });
const server = await startServer(gateway.handler, { port: 0, host: '127.0.0.1' });

const ask = async () => {
  const { body } = await request(`${server.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${sandbox.token}` },
    body: JSON.stringify({ query }),
  });
  return body.json();
};
for (let i = 0; i < 50; i++) await ask();
await session.post('Profiler.takePreciseCoverage'); // resets the counters
const taken = new Promise((resolve) => (armed = resolve));
const answer = await ask();
const { result } = await taken;

const files = [];
for (const script of result) {
  if (!script.url.startsWith(dist) || script.url.startsWith(`${dist}sandbox/`)) continue;
  const called = script.functions.filter((fn) => fn.ranges[0].count > 0).map((fn) => fn.functionName || '(anonymous)');
  if (called.length) files.push({ file: `src/${fileURLToPath(script.url).slice(fileURLToPath(dist).length).replace(/\.js$/, '.ts')}`, called });
}
files.sort((a, b) => a.file.localeCompare(b.file));
console.log(`query: ${query}`);
console.log(`answer: ${JSON.stringify(answer)}`);
console.log(`${files.length} gateway files ran from the socket to the first upstream call:`);
for (const { file, called } of files) console.log(`  ${file}: ${[...new Set(called)].join(', ')}`);
await server.close(0);
await gateway.close();
await sandbox.close();
proxy.close();
session.disconnect();
