import http from 'node:http';

/**
 * What the measurement probes (bench/*-probe.mjs) share: a server on PORT that answers /healthz
 * and hands every other request's JSON body to the probe, and node's header object behind the two
 * methods the gateway's plugins and context call on a request's headers (`get`, `has`), in place
 * of whatwg-node's `Headers` (docs/performance.md, "What yoga's HTTP layer costs").
 */
export class LightHeaders {
  constructor(headers) {
    this.headers = headers;
  }
  get(name) {
    const value = this.headers[name.toLowerCase()];
    return value === undefined ? null : Array.isArray(value) ? value.join(', ') : value;
  }
  has(name) {
    return this.headers[name.toLowerCase()] !== undefined;
  }
}

/** Serves POSTed JSON bodies on 127.0.0.1:PORT: `answer(params, req, res)` writes the response. */
export function serveJsonPosts(answer) {
  return http
    .createServer((req, res) => {
      if (req.url === '/healthz') return res.end('ok');
      const chunks = [];
      req.on('data', (chunk) => chunks.push(chunk));
      req.on('end', () => answer(JSON.parse(chunks.length === 1 ? chunks[0] : Buffer.concat(chunks)), req, res));
    })
    .listen(Number(process.env.PORT), '127.0.0.1');
}
