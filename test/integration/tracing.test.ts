import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { propagation, SpanKind, SpanStatusCode, trace } from '@opentelemetry/api';
import { W3CTraceContextPropagator } from '@opentelemetry/core';
import { BasicTracerProvider, InMemorySpanExporter, SimpleSpanProcessor, type ReadableSpan } from '@opentelemetry/sdk-trace-base';
import { print } from 'graphql';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { EpisodeTitleDocument, PartialUpstreamRootNextToRestDocument, UploadCoverArtDocument } from '../../src/generated/client/graphql.js';
import { errorCodes, startStack, type Stack } from '../helpers/stack.js';
import { sendMultipartUpload } from './upload-client.js';

/**
 * Issue 11.3: a span per GraphQL operation and one per upstream call, checked through an
 * in-memory exporter; the client's W3C trace context is the operation's parent and every
 * upstream call sends a traceparent naming its own span; spans hold no token or upstream
 * address; without tracing configured nothing is traced; with OTEL_EXPORTER_OTLP_ENDPOINT the
 * spans reach an OTLP/HTTP receiver.
 */

const REGION = 'GET /v3/region';
const GRAPH = 'POST /v2/graph-pq';
const TRACE_ID = '4bf92f3577b34da6a3ce929d0e0e4736';
const CLIENT_SPAN_ID = '00f067aa0ba902b7';
const TRACEPARENT = `00-${TRACE_ID}-${CLIENT_SPAN_ID}-01`;

const exporter = new InMemorySpanExporter();
const provider = new BasicTracerProvider({ spanProcessors: [new SimpleSpanProcessor(exporter)] });

let stack: Stack;
beforeAll(async () => {
  stack = await startStack({
    tracerProvider: provider,
    behaviour: { imageProcessingMs: 20 },
    config: { uploadPollInitialMs: 20, uploadPollMaxMs: 100, uploadPollTimeoutMs: 20_000 },
  });
});
afterAll(async () => {
  await stack?.close();
  await provider.shutdown();
});
beforeEach(() => {
  stack.sandbox.hooks.reset();
  exporter.reset();
});

const published = () => [...stack.sandbox.store.episodes.values()].find((e) => e.stationId === 5001 && e.isPublished)!;

/** The one operation span and its children, by name. */
function operationTrace(): { operation: ReadableSpan; calls: ReadableSpan[] } {
  const spans = exporter.getFinishedSpans();
  const operations = spans.filter((s) => s.kind === SpanKind.SERVER);
  expect(operations).toHaveLength(1);
  const [operation] = operations;
  const calls = spans.filter((s) => s !== operation);
  for (const call of calls) {
    expect(call.kind).toBe(SpanKind.CLIENT);
    expect(call.parentSpanContext?.spanId).toBe(operation.spanContext().spanId);
    expect(call.spanContext().traceId).toBe(operation.spanContext().traceId);
  }
  return { operation, calls: calls.sort((a, b) => a.name.localeCompare(b.name)) };
}

/** Everything a span exports that could hold a secret: names, attributes, events, status messages. */
function exported(spans: ReadableSpan[]): string {
  return JSON.stringify(spans.map((s) => ({ name: s.name, attributes: s.attributes, events: s.events, status: s.status, links: s.links })));
}

describe('traces of one operation', () => {
  it('give the operation a span with one child per upstream call: route template, status, upstream', async () => {
    const res = await stack.query(PartialUpstreamRootNextToRestDocument, {});
    expect(res.errors).toBeUndefined();

    const { operation, calls } = operationTrace();
    expect(operation.name).toBe('query PartialUpstreamRootNextToRest');
    expect(operation.attributes).toMatchObject({
      'graphql.operation.type': 'query',
      'graphql.operation.name': 'PartialUpstreamRootNextToRest',
      'gateway.outcome': 'ok',
      'gateway.request_id': res.headers.get('x-request-id'),
    });
    expect(operation.status.code).toBe(SpanStatusCode.UNSET);
    // Without a client trace context the operation starts a trace of its own.
    expect(operation.parentSpanContext).toBeUndefined();

    // One span per call the sandbox received, no more.
    expect(calls.map((c) => c.name)).toEqual([REGION, GRAPH].sort());
    expect(stack.sandbox.hooks.calls().map((c) => c.route).sort()).toEqual([REGION, GRAPH].sort());
    const byName = new Map(calls.map((c) => [c.name, c]));
    expect(byName.get(REGION)!.attributes).toMatchObject({
      'gateway.upstream': 'rest',
      'gateway.route': REGION,
      'http.request.method': 'GET',
      'url.template': '/v3/region',
      'http.response.status_code': 200,
      'gateway.attempts': 1,
    });
    expect(byName.get(GRAPH)!.attributes).toMatchObject({ 'gateway.upstream': 'graph', 'url.template': '/v2/graph-pq', 'http.response.status_code': 200 });
    for (const call of calls) {
      expect(call.status.code).toBe(SpanStatusCode.UNSET);
      expect(call.attributes['gateway.error_code']).toBeUndefined();
    }
  });

  it("takes the client's traceparent as the parent, and each upstream call sends one naming its own span", async () => {
    const res = await stack.query(PartialUpstreamRootNextToRestDocument, {}, { headers: { traceparent: TRACEPARENT, tracestate: 'vendor=opaque' } });
    expect(res.errors).toBeUndefined();

    const { operation, calls } = operationTrace();
    expect(operation.spanContext().traceId).toBe(TRACE_ID);
    expect(operation.parentSpanContext).toMatchObject({ traceId: TRACE_ID, spanId: CLIENT_SPAN_ID, isRemote: true });
    const received = stack.sandbox.hooks.calls();
    expect(received).toHaveLength(2);
    for (const call of received) {
      const span = calls.find((s) => s.name === call.route)!;
      expect(call.headers.traceparent).toBe(`00-${TRACE_ID}-${span.spanContext().spanId}-01`);
      expect(call.headers.tracestate).toBe('vendor=opaque');
    }
  });

  it('works the same for a browser-style request (an Origin)', async () => {
    const res = await fetch(`${stack.gatewayUrl}/graphql`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer ${stack.sandbox.token}`,
        origin: 'http://browser.example',
        traceparent: TRACEPARENT,
      },
      body: JSON.stringify({ query: print(PartialUpstreamRootNextToRestDocument) }),
    });
    expect(res.status).toBe(200);
    expect(((await res.json()) as { errors?: unknown }).errors).toBeUndefined();

    const { operation, calls } = operationTrace();
    expect(operation.name).toBe('query PartialUpstreamRootNextToRest');
    expect(operation.parentSpanContext?.spanId).toBe(CLIENT_SPAN_ID);
    expect(calls.map((c) => c.name)).toEqual([REGION, GRAPH].sort());
    for (const call of stack.sandbox.hooks.calls()) {
      expect(call.headers.traceparent).toBe(`00-${TRACE_ID}-${calls.find((s) => s.name === call.route)!.spanContext().spanId}-01`);
    }
  });

  it('marks a failed upstream call with its status and closed-set code, and the operation with its outcome', async () => {
    stack.sandbox.hooks.fault(GRAPH, { status: 503 });
    const res = await stack.query(PartialUpstreamRootNextToRestDocument, {}, { expectErrors: true });
    expect(res.data).toEqual({ showsForUser: null, region: 'US' });

    const { operation, calls } = operationTrace();
    expect(operation.attributes).toMatchObject({ 'gateway.outcome': 'partial', 'gateway.error_codes': ['UPSTREAM_ERROR'], 'error.type': 'UPSTREAM_ERROR' });
    expect(operation.status.code).toBe(SpanStatusCode.ERROR);
    const graph = calls.find((c) => c.name === GRAPH)!;
    expect(graph.attributes).toMatchObject({ 'http.response.status_code': 503, 'gateway.error_code': 'UPSTREAM_ERROR' });
    expect(graph.status.code).toBe(SpanStatusCode.ERROR);
    expect(calls.find((c) => c.name === REGION)!.status.code).toBe(SpanStatusCode.UNSET);
  });

  it('leaves a client error unmarked: NOT_FOUND is the answer, not a failure of the gateway', async () => {
    const res = await stack.query(EpisodeTitleDocument, { id: 123 }, { expectErrors: true });
    expect(errorCodes(res.errors)).toEqual(['NOT_FOUND']);
    const { operation, calls } = operationTrace();
    expect(operation.attributes).toMatchObject({ 'gateway.outcome': 'error', 'gateway.error_codes': ['NOT_FOUND'] });
    expect(operation.status.code).toBe(SpanStatusCode.UNSET);
    // The upstream's 404 is still the call's status.
    expect(calls.map((c) => [c.name, c.attributes['http.response.status_code'], c.attributes['gateway.error_code']])).toEqual([
      ['GET /v3/episodes/{episodeId}/overview', 404, 'NOT_FOUND'],
    ]);
  });

  it('holds no token, no upstream address and no query string', async () => {
    await stack.query(EpisodeTitleDocument, { id: published().episodeId }, { headers: { traceparent: TRACEPARENT } });
    stack.sandbox.hooks.fault(REGION, { reset: true });
    await stack.query(PartialUpstreamRootNextToRestDocument, {}, { expectErrors: true });
    const spans = exporter.getFinishedSpans();
    expect(spans.length).toBeGreaterThanOrEqual(4);
    const text = exported(spans);
    expect(text).not.toContain(stack.sandbox.token);
    for (const url of [stack.sandbox.restUrl, stack.sandbox.graphUrl]) {
      const { host, hostname } = new URL(url);
      expect(text).not.toContain(host);
      expect(text).not.toContain(hostname);
    }
    // The overview call's query string (spec 4.0's flags) stays out too.
    expect(stack.sandbox.hooks.calls({ route: 'GET /v3/episodes/{episodeId}/overview' })[0].query).toMatchObject({ isMumsCompatible: 'true' });
    expect(text).not.toContain('isMumsCompatible');
    // The reset connection is a coded failure without a status.
    const region = spans.find((s) => s.name === REGION)!;
    expect(region.attributes['gateway.error_code']).toBe('UPSTREAM_ERROR');
    expect(region.attributes['http.response.status_code']).toBeUndefined();
  });
});

describe('traces of an upload', () => {
  it('give the storage PUT a span of its own, which storage hears of, with no part of the signed URL', async () => {
    const res = await sendMultipartUpload({
      url: `${stack.gatewayUrl}/graphql`,
      document: UploadCoverArtDocument,
      variables: { stationId: 5002, size: 20_000 },
      fileName: 'cover.png',
      mimeType: 'image/png',
      bytes: 20_000,
      token: stack.sandbox.token,
    });
    expect(res.data?.uploadShowCoverArt).toMatchObject({ status: 'COMPLETED' });

    const spans = exporter.getFinishedSpans();
    const operation = spans.find((s) => s.kind === SpanKind.SERVER)!;
    expect(operation.name).toBe('mutation UploadCoverArt');
    const storage = spans.filter((s) => s.attributes['gateway.upstream'] === 'storage');
    expect(storage).toHaveLength(1);
    expect(storage[0].name).toBe('PUT {signedUrl}');
    expect(storage[0].attributes).toMatchObject({ 'http.request.method': 'PUT', 'url.template': '{signedUrl}', 'http.response.status_code': 200 });
    expect(storage[0].parentSpanContext?.spanId).toBe(operation.spanContext().spanId);
    // Every call of the pipeline (signed URL, the PUT, processing, polls) is in the operation's trace.
    const received = stack.sandbox.hooks.calls();
    expect(received.map((c) => c.upstream)).toContain('storage');
    for (const call of received) {
      const [, traceId, spanId] = call.headers.traceparent.split('-');
      expect(traceId).toBe(operation.spanContext().traceId);
      const span = spans.find((s) => s.spanContext().spanId === spanId)!;
      expect(span.attributes['gateway.upstream']).toBe(call.upstream);
    }
    const put = received.find((c) => c.upstream === 'storage')!;
    const text = exported(spans);
    expect(text).not.toContain(put.path);
    for (const value of Object.values(put.query).flat()) expect(text).not.toContain(value);
  });
});

describe('traces with automatic persisted queries (PERSISTED_DOCUMENTS=allow)', () => {
  let apq: Stack;
  beforeAll(async () => {
    apq = await startStack({ tracerProvider: provider, config: { persistedDocuments: 'allow' } });
  });
  afterAll(() => apq?.close());

  it('leaves the routine miss of an APQ client unmarked: PERSISTED_QUERY_NOT_FOUND asks it for the text', async () => {
    exporter.reset();
    const res = await fetch(`${apq.gatewayUrl}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json', authorization: `Bearer ${apq.sandbox.token}` },
      body: JSON.stringify({ extensions: { persistedQuery: { version: 1, sha256Hash: 'ab'.repeat(32) } } }),
    });
    expect(res.status).toBe(404);
    const { operation, calls } = operationTrace();
    expect(operation.attributes).toMatchObject({ 'gateway.error_codes': ['PERSISTED_QUERY_NOT_FOUND'] });
    expect(operation.attributes['error.type']).toBeUndefined();
    expect(operation.status.code).toBe(SpanStatusCode.UNSET);
    expect(calls).toEqual([]);
  });
});

describe('without tracing configured', () => {
  let plain: Stack;
  const global = new InMemorySpanExporter();
  beforeAll(async () => {
    plain = await startStack();
    // Even a provider and a propagator registered globally (as an auto-instrumentation would)
    // get nothing from the gateway: it uses none of OpenTelemetry's globals.
    trace.setGlobalTracerProvider(new BasicTracerProvider({ spanProcessors: [new SimpleSpanProcessor(global)] }));
    propagation.setGlobalPropagator(new W3CTraceContextPropagator());
  });
  afterAll(async () => {
    trace.disable();
    propagation.disable();
    await plain?.close();
  });

  it('records no span and sends no trace header upstream, whatever the client sent', async () => {
    const res = await plain.query(PartialUpstreamRootNextToRestDocument, {}, { headers: { traceparent: TRACEPARENT } });
    expect(res.errors).toBeUndefined();
    const calls = plain.sandbox.hooks.calls();
    expect(calls).toHaveLength(2);
    for (const call of calls) {
      expect(call.headers.traceparent).toBeUndefined();
      expect(call.headers.tracestate).toBeUndefined();
    }
    expect(global.getFinishedSpans()).toEqual([]);
    expect(exporter.getFinishedSpans()).toEqual([]);
  });
});

describe('OTLP export (OTEL_EXPORTER_OTLP_ENDPOINT)', () => {
  let receiver: Server;
  let received: Array<{ path: string; headers: IncomingHttpHeaders; body: Buffer }>;
  let endpoint: string;
  beforeAll(async () => {
    received = [];
    receiver = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        received.push({ path: req.url ?? '', headers: req.headers, body: Buffer.concat(chunks) });
        res.writeHead(200, { 'content-type': req.headers['content-type'] ?? 'application/json' });
        res.end(req.headers['content-type']?.includes('json') ? '{}' : '');
      });
    });
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
    endpoint = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => receiver.close(() => resolve())));
  afterEach(() => void (received.length = 0));

  async function exportOneOperation(protocol: 'http/json' | 'http/protobuf'): Promise<void> {
    const exporting = await startStack({ config: { tracing: { tracesUrl: `${endpoint}/v1/traces`, protocol, serviceName: 'gateway-under-test' } } });
    try {
      const res = await exporting.query(PartialUpstreamRootNextToRestDocument, {});
      expect(res.errors).toBeUndefined();
    } finally {
      // Closing the gateway shuts its provider down, which exports what the batch still holds.
      await exporting.close();
    }
  }

  it('posts the spans as OTLP/HTTP JSON, with the service name', async () => {
    await exportOneOperation('http/json');
    expect(received.length).toBeGreaterThanOrEqual(1);
    expect(received[0].path).toBe('/v1/traces');
    expect(received[0].headers['content-type']).toMatch(/^application\/json/);
    const spans: Array<{ name: string }> = [];
    let service: unknown;
    for (const post of received) {
      const body = JSON.parse(post.body.toString('utf8')) as {
        resourceSpans: Array<{ resource: { attributes: Array<{ key: string; value: { stringValue?: string } }> }; scopeSpans: Array<{ spans: Array<{ name: string }> }> }>;
      };
      for (const rs of body.resourceSpans) {
        service = rs.resource.attributes.find((a) => a.key === 'service.name')?.value.stringValue;
        for (const ss of rs.scopeSpans) spans.push(...ss.spans);
      }
    }
    expect(service).toBe('gateway-under-test');
    expect(spans.map((s) => s.name).sort()).toEqual([GRAPH, REGION, 'query PartialUpstreamRootNextToRest'].sort());
  });

  it('posts protobuf by default (http/protobuf, the OTLP default)', async () => {
    await exportOneOperation('http/protobuf');
    expect(received.length).toBeGreaterThanOrEqual(1);
    expect(received[0].path).toBe('/v1/traces');
    expect(received[0].headers['content-type']).toBe('application/x-protobuf');
    // The span names are strings in the message.
    expect(Buffer.concat(received.map((r) => r.body)).toString('latin1')).toContain('query PartialUpstreamRootNextToRest');
  });
});
