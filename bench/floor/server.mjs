// The Node floor for the peer bench (docs/bench.md): node:http, one JSON parse of the request,
// undici's pooled `request` per upstream call, one JSON answer. No GraphQL engine, no plugin, no
// guard: what any Node gateway pays at least for the peers' four queries. The query is not
// parsed, only matched by the shapes ../shared/peers/project/queries/ send (q1, q2v, q3, q4), so
// this server answers those and nothing else.
//
//   PORT=18409 UPSTREAM_URL=http://127.0.0.1:18400 node bench/floor/server.mjs
import { createServer } from 'node:http';
import { Pool } from 'undici';

const PORT = Number(process.env.PORT || 18409);
const HOST = process.env.HOST || '127.0.0.1';
const pool = new Pool(process.env.UPSTREAM_URL || 'http://127.0.0.1:18400', { connections: 2048 });
const Q = '?isMumsCompatible=true';

async function get(path, authorization) {
  const { statusCode, body } = await pool.request({ method: 'GET', path: path + Q, headers: { authorization, accept: 'application/json' } });
  if (statusCode !== 200) {
    await body.dump();
    throw new Error(`upstream ${statusCode}`);
  }
  return body.json();
}

const episode = async (id, auth) => {
  const o = await get(`/v3/episodes/${id}/overview`, auth);
  return { title: o.title, isPublished: o.isPublished === true };
};

async function answer(query, variables, auth) {
  let m;
  if ((m = /episode\(uri:\s*"platform:episode:([^"]+)"\)/.exec(query))) {
    const { episodeId } = await get(`/v3/episodes/platform:episode:${m[1]}/episodeId`, auth);
    return { episode: await episode(episodeId, auth) };
  }
  if (/show\(stationId:/.test(query)) {
    const id = variables?.stationId;
    const [meta, dist] = await Promise.all([get(`/v3/stations/${id}/metadata`, auth), get(`/v3/stations/${id}/distribution`, auth)]);
    return { show: { name: meta.podcastName, distribution: { vanitySlug: dist.vanitySlug } } };
  }
  const aliased = [...query.matchAll(/(\w+):\s*episode\(id:\s*(\d+)\)/g)];
  if (aliased.length) {
    const values = await Promise.all(aliased.map((a) => episode(a[2], auth)));
    return Object.fromEntries(aliased.map((a, i) => [a[1], values[i]]));
  }
  if ((m = /episode\(id:\s*(\d+)\)/.exec(query))) return { episode: await episode(m[1], auth) };
  throw new Error('not a bench query');
}

createServer((req, res) => {
  const chunks = [];
  req.on('data', (c) => chunks.push(c));
  req.on('end', () => {
    let body;
    try {
      body = JSON.parse(Buffer.concat(chunks).toString('utf8'));
    } catch {
      body = {};
    }
    answer(String(body.query ?? ''), body.variables, req.headers.authorization).then(
      (data) => send(res, 200, { data }),
      (error) => send(res, 200, { errors: [{ message: error.message }] }),
    );
  });
}).listen(PORT, HOST);

function send(res, status, value) {
  const text = JSON.stringify(value);
  res.writeHead(status, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(text) });
  res.end(text);
}
