// A measurement probe, not the gateway: yoga's HTTP layer added back one step at a time, to see
// which step costs what through a server (docs/performance.md, "The HTTP layer, step by step").
// It serves POST /graphql with a JSON body through the built gateway's yoga (`npm run build`
// first); every step hands yoga a whatwg-node Request of the HTTP entry's kind (its connection
// attached, so no AbortSignal is made) and answers through whatwg-node's writer. STEP is:
//   1  the body parsed here, `yoga.getResultForParams`, yoga's JSON writer (the lean entry,
//      with a real Request)
//   2  + `yoga.parseRequest`: yoga's request parsers and every `onRequestParse` hook
//   3  + yoga's result processing with every `onResultProcess` hook
//   4  + the HTTP entry's own body reader (`bodyOf`: four listeners and a promise) and its
//      response `close` listener
//   5  `yoga.handleRequest` in place of 2-3: whatwg-node's adapter with every `onRequest` and
//      `onResponse` hook, then yoga's `handle`: the gateway's HTTP entry on a plain server
//      (until 2026-11-29)
//   6  2 and 4 without 3: yoga's request parsers and the entry's body reading, yoga's JSON writer
//      without its result processing (the bound of the HTTP layer the gateway has owned since)
// Step 3 reads yoga's own list of result hooks and its `processResult` (a file its package does
// not export) to run them as `handle` does: a probe may; the gateway does not.
// Run: PORT=… STEP=… UPSTREAM_REST_URL=… UPSTREAM_GRAPH_URL=… node bench/layer-ladder-probe.mjs,
// or all steps side by side under bench/probes-ab.sh (AB_BUILDS: a directory per step holding a
// two-line main.js that sets STEP and imports this file).
import http from 'node:http';
import { processRegularResult } from 'graphql-yoga';
import { sendNodeResponse } from '@whatwg-node/server';
import { processResult } from '../node_modules/graphql-yoga/esm/process-request.js';
import { RequestCancellation } from '../dist/cancellation.js';
import { loadConfig } from '../dist/config.js';
import { attachConnection } from '../dist/connection.js';
import { createGateway } from '../dist/gateway.js';
import { bodyOf } from '../dist/gateway/http-entry.js';

const STEP = Number(process.env.STEP ?? 1);
process.env.NODE_ENV ??= 'production';
const gateway = await createGateway(loadConfig(process.env));
const yoga = gateway.yoga;

class EntryRequest extends yoga.fetchAPI.Request {
  get signal() {
    throw new Error('the probe makes no signal: the request carries its cancellation');
  }
}

function bodyPlain(req) {
  return new Promise((resolve) => {
    const chunks = [];
    req.on('data', (chunk) => chunks.push(chunk));
    req.on('end', () => resolve(chunks.length === 1 ? chunks[0] : Buffer.concat(chunks)));
  });
}

async function answer(req, res) {
  const cancellation = new RequestCancellation();
  if (STEP >= 4) {
    res.once('close', () => {
      if (!res.writableFinished) cancellation.abort(new DOMException('This operation was aborted', 'AbortError'));
    });
  }
  const body = STEP >= 4 ? await bodyOf(req, Infinity) : await bodyPlain(req);
  const request = attachConnection(new EntryRequest(`http://${req.headers.host}${req.url}`, { method: 'POST', headers: req.headers, body, duplex: 'half' }), { req, cancellation });
  if (STEP === 5) return yoga.handleRequest(request);
  const serverContext = { waitUntil: () => undefined };
  const params = STEP >= 2 ? (await yoga.parseRequest(request, serverContext)).requestParserResult : JSON.parse(body);
  const result = await yoga.getResultForParams({ params, request }, serverContext);
  if (STEP >= 3 && STEP !== 6) return processResult({ request, result, fetchAPI: yoga.fetchAPI, onResultProcessHooks: yoga.onResultProcessHooks, serverContext });
  return processRegularResult(result, yoga.fetchAPI, 'application/json');
}

http
  .createServer((req, res) => {
    if (req.url === '/healthz') return res.end('ok');
    answer(req, res).then(
      (response) => sendNodeResponse(response, res, req, true),
      (error) => {
        res.writeHead(500);
        res.end(String(error));
      },
    );
  })
  .listen(Number(process.env.PORT), '127.0.0.1');
