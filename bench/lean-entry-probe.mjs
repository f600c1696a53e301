// A measurement probe, not the gateway: how much of a request's CPU is yoga's HTTP layer
// (its request parsing, onRequest/onRequestParse/onResultProcess/onResponse hooks, result
// processing and the server adapter). It serves POST /graphql with a JSON body through the
// built gateway's yoga (`npm run build` first), skipping only that layer: the body is parsed
// here, yoga.getResultForParams runs the onParams hooks (caller, persisted documents, rate
// limit, variables limit, request log, tracing), envelop (parse, validate, context, the plan,
// the limits, the response cache) and the onExecutionResult hooks, and yoga's own
// processRegularResult and whatwg-node's writer answer. It is what an entry that owns the
// HTTP layer would leave; docs/performance.md, "What yoga's HTTP layer costs", has the figures.
// Run: PORT=4010 UPSTREAM_REST_URL=... UPSTREAM_GRAPH_URL=... node bench/lean-entry-probe.mjs
// PROBE_HEADERS=light hands the plugins an object with node's headers behind a `get` instead of
// a fetch Request: what reading headers from whatwg-node's `Headers` costs.
import { processRegularResult } from 'graphql-yoga';
import { sendNodeResponse } from '@whatwg-node/server';
import { loadConfig } from '../dist/config.js';
import { createGateway } from '../dist/gateway.js';
import { RequestCancellation } from '../dist/cancellation.js';
import { attachConnection, connectionOf } from '../dist/connection.js';
import { LightHeaders, serveJsonPosts } from './lib/probe-server.mjs';

process.env.NODE_ENV ??= 'production';
const gateway = await createGateway(loadConfig(process.env));
const yoga = gateway.yoga;

// A real fetch Request, as the HTTP entry makes one: its connection attached (the node request,
// its own cancellation), so the request's context follows that cancellation and no AbortSignal is
// made. Until 2026-11-29 the probe made one on first read, which the context read on every
// request: about 20 µs of q1, which the light variant (no signal at all) did not pay
// (docs/performance.md, "The lean probe's saving, placed").
class ProbeRequest extends yoga.fetchAPI.Request {
  constructor(url, init, connection) {
    super(url, init);
    attachConnection(this, connection);
  }
  get signal() {
    return connectionOf(this).cancellation.signal;
  }
}

const light = process.env.PROBE_HEADERS === 'light';

serveJsonPosts((params, req, res) => {
  const url = `http://${req.headers.host}${req.url}`;
  const request = light ? { url, method: 'POST', headers: new LightHeaders(req.headers) } : new ProbeRequest(url, { method: 'POST', headers: req.headers }, { req, cancellation: new RequestCancellation() });
  Promise.resolve(yoga.getResultForParams({ params, request }, { req })).then(
    (result) => sendNodeResponse(processRegularResult(result, yoga.fetchAPI, 'application/json'), res, req, true),
    (error) => {
      res.writeHead(500);
      res.end(String(error));
    },
  );
});
