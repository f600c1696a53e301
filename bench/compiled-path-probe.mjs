// A measurement probe, not the gateway: what a request of a planned document would cost if
// everything that depends only on the document were worked out once and a request ran only its
// per-request steps (issue 27's next design step after the lean entry, docs/performance.md
// "What a compiled path would cost"). It serves POST /graphql with a JSON body through the
// built gateway's own parts (`npm run build` first): per query text, once, it parses, validates
// and plans the document (plan/build.js, against the gateway's schema); per request it makes the
// request's context by the gateway's own factory (yoga's envelop context: the ledger with the
// caller's token hash and address, the budget, the loaders), runs the plan (plan/execute.js: the
// REST client, the ID directory, the projection) and writes the JSON. What it leaves out is what
// such a design would have to add back as cheap per-request steps: the request id, the accept
// and CSRF checks, the rate limit, the cost and limits verdicts (per document), the request log
// and the metrics. A document it cannot plan (or with a null variable) is answered 501.
// Run: PORT=4011 UPSTREAM_REST_URL=... UPSTREAM_GRAPH_URL=... node bench/compiled-path-probe.mjs
import { execute, getOperationAST, getVariableValues, parse, specifiedRules, validate, Kind } from 'graphql';
import { loadConfig } from '../dist/config.js';
import { createGateway } from '../dist/gateway.js';
import { LightHeaders, serveJsonPosts } from './lib/probe-server.mjs';
import { resolvedTypesOf } from '../dist/gateway/plans.js';
import { buildPlan } from '../dist/plan/build.js';
import { runPlan } from '../dist/plan/execute.js';
import { gatewayResolvers } from '../dist/resolvers.js';

process.env.NODE_ENV ??= 'production';
const gateway = await createGateway(loadConfig(process.env));
const yoga = gateway.yoga;
const resolvedTypes = resolvedTypesOf(gatewayResolvers);

/** Per query text: the document, its operation and its plan (or null when not planned). */
const compiled = new Map();

function compile(query, upstreamSchema) {
  const schema = gateway.schema;
  const document = parse(query);
  if (validate(schema, document, specifiedRules).length > 0) return null;
  const operation = getOperationAST(document);
  if (!operation) return null;
  const fragments = {};
  for (const d of document.definitions) if (d.kind === Kind.FRAGMENT_DEFINITION) fragments[d.name.value] = d;
  const plan = buildPlan({ schema, operation, fragments, nullVariables: new Set(), upstreamSchema, resolvedTypes });
  return plan.planned ? { schema, document, operation, plan } : null;
}

const noop = () => undefined;

serveJsonPosts((params, req, res) => {
  const request = { url: `http://${req.headers.host}${req.url}`, method: 'POST', headers: new LightHeaders(req.headers) };
  Promise.resolve(yoga.getEnveloped({ request, req, params }).contextFactory())
    .then((ctx) => {
      let entry = compiled.get(params.query);
      if (entry === undefined) compiled.set(params.query, (entry = compile(params.query, ctx.upstream.subschema.schema)));
      if (entry === null) return null;
      // The probe plans with no null variable: its documents give every key.
      const coerced = entry.operation.variableDefinitions?.length ? getVariableValues(entry.schema, entry.operation.variableDefinitions, params.variables ?? {}) : { coerced: {} };
      if (coerced.errors) return null;
      const args = { schema: entry.schema, document: entry.document, contextValue: ctx, variableValues: coerced.coerced, rootValue: undefined };
      return runPlan(entry.plan, args, coerced.coerced, execute, noop);
    })
    .then(
      (result) => {
        if (result === null) {
          res.writeHead(501);
          return res.end('not planned');
        }
        const body = JSON.stringify(result);
        res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(body) });
        res.end(body);
      },
      (error) => {
        res.writeHead(500);
        res.end(String(error));
      },
    );
});
