import { RequestCancellation } from '../../dist/cancellation.js';
import { loadConfig } from '../../dist/config.js';
import { attachConnection } from '../../dist/connection.js';
import { createGateway } from '../../dist/gateway.js';

/**
 * What the in-process probes (bench/in-process-probe.mjs, bench/inflight-heap-probe.mjs) share:
 * the built gateway on `upstream` (`npm run build` first), one JSON POST of `query`, and the
 * Request class the HTTP entry would make for it: its connection attached (a node request from
 * 127.0.0.1, its own cancellation), its signal never made (a read fails loudly).
 */
export async function inProcessGateway(upstream, query, accept) {
  process.env.NODE_ENV ??= 'production';
  const gateway = await createGateway(loadConfig({ ...process.env, UPSTREAM_REST_URL: upstream, UPSTREAM_GRAPH_URL: upstream, LOG_LEVEL: 'error' }));
  const yoga = gateway.yoga;
  const body = Buffer.from(JSON.stringify({ query }));
  const url = 'http://127.0.0.1:4000/graphql';
  const headers = { host: '127.0.0.1:4000', 'content-type': 'application/json', 'content-length': String(body.length), authorization: 'Bearer bench-token', accept };
  const nodeRequest = { socket: { remoteAddress: '127.0.0.1' }, headers };
  class EntryRequest extends yoga.fetchAPI.Request {
    constructor(input, init) {
      super(input, init);
      attachConnection(this, { req: nodeRequest, cancellation: new RequestCancellation() });
    }
  }
  Object.defineProperty(EntryRequest.prototype, 'signal', {
    get() {
      throw new Error('the probe made no signal: something read request.signal');
    },
  });
  return { gateway, yoga, body, url, headers, EntryRequest };
}
