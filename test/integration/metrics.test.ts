import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
// Documents of errors.test.ts, partial-data.test.ts and id-directory.test.ts, already typed:
// this file is about what /metrics says of them.
import { EpisodeTitleDocument, IdDirEpisodeByUriDocument, PartialUpstreamRootNextToRestDocument, UploadCoverArtDocument } from '../../src/generated/client/graphql.js';
import { errorCodes, startStack, type Stack } from '../helpers/stack.js';
import { sendMultipartUpload } from './upload-client.js';

/**
 * Issue 11.2: `/metrics` in Prometheus' text format, scraped before and after real queries
 * (one failing with a 503 injected into its REST route, one into the GraphQL upstream); the
 * series move by what those requests did, and nothing a client sends becomes a label.
 */

const OVERVIEW = 'GET /v3/episodes/{episodeId}/overview';
const GRAPH = 'POST /v2/graph-pq';

let stack: Stack;
beforeAll(async () => {
  stack = await startStack({
    behaviour: { imageProcessingMs: 20 },
    config: { uploadPollInitialMs: 20, uploadPollMaxMs: 100, uploadPollTimeoutMs: 20_000 },
  });
});
afterAll(() => stack?.close());
beforeEach(() => stack.sandbox.hooks.reset());

const published = () => [...stack.sandbox.store.episodes.values()].find((e) => e.stationId === 5001 && e.isPublished)!;

type Samples = Map<string, number>;

/** One scrape, as `name{label="value",...}` (labels sorted) -> value. */
async function scrape(): Promise<{ samples: Samples; text: string; type: string | null }> {
  const res = await fetch(`${stack.gatewayUrl}/metrics`);
  expect(res.status).toBe(200);
  const text = await res.text();
  const samples: Samples = new Map();
  for (const line of text.split('\n')) {
    const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})?\s+(\S+)$/.exec(line);
    if (!match) continue;
    const labels = [...(match[2] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)].map(([, k, v]) => `${k}="${v}"`).sort();
    samples.set(`${match[1]}{${labels.join(',')}}`, Number(match[3]));
  }
  return { samples, text, type: res.headers.get('content-type') };
}

function key(name: string, labels: Record<string, string>): string {
  return `${name}{${Object.entries(labels).map(([k, v]) => `${k}="${v}"`).sort().join(',')}}`;
}

/** How much a series grew between two scrapes (absent counts as 0). */
function delta(before: Samples, after: Samples, name: string, labels: Record<string, string>): number {
  const k = key(name, labels);
  return (after.get(k) ?? 0) - (before.get(k) ?? 0);
}

describe('/metrics', () => {
  it('is Prometheus text with the gateway series and the process ones', async () => {
    const { text, type } = await scrape();
    expect(type).toMatch(/^text\/plain; version=0\.0\.4/);
    for (const name of ['gateway_requests_total', 'gateway_request_duration_seconds', 'gateway_upstream_request_duration_seconds', 'gateway_upstream_breaker_state', 'gateway_upstream_bulkhead_queued', 'gateway_response_cache_requests_total', 'gateway_upload_jobs_total', 'gateway_id_directory_lookups_total']) {
      expect(text).toContain(`# TYPE ${name} `);
    }
    expect(text).toMatch(/^process_resident_memory_bytes \d+/m);
  });

  it('counts requests, errors by code, and each upstream route, as the queries ran', async () => {
    const before = (await scrape()).samples;

    const ok = await stack.query(EpisodeTitleDocument, { id: published().episodeId });
    expect(ok.errors).toBeUndefined();

    stack.sandbox.hooks.fault(OVERVIEW, { status: 503 });
    const failed = await stack.query(EpisodeTitleDocument, { id: published().episodeId }, { expectErrors: true });
    expect(errorCodes(failed.errors)).toEqual(['UPSTREAM_ERROR']);

    stack.sandbox.hooks.fault(GRAPH, { status: 503 });
    const partial = await stack.query(PartialUpstreamRootNextToRestDocument, {}, { expectErrors: true });
    expect(partial.data).toEqual({ showsForUser: null, region: 'US' });

    const refused = await fetch(`${stack.gatewayUrl}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"query":' });
    expect(refused.status).toBe(400);

    const after = (await scrape()).samples;
    const requests = (labels: Record<string, string>) => delta(before, after, 'gateway_requests_total', labels);
    expect(requests({ operation_type: 'query', outcome: 'ok' })).toBe(1);
    expect(requests({ operation_type: 'query', outcome: 'error' })).toBe(1);
    expect(requests({ operation_type: 'query', outcome: 'partial' })).toBe(1);
    expect(requests({ operation_type: 'unknown', outcome: 'refused' })).toBe(1);
    // The latency histogram saw each operation once; a refusal has no operation to time.
    expect(delta(before, after, 'gateway_request_duration_seconds_count', { operation_type: 'query' })).toBe(3);
    expect(delta(before, after, 'gateway_request_duration_seconds_bucket', { operation_type: 'query', le: '+Inf' })).toBe(3);

    expect(delta(before, after, 'gateway_errors_total', { code: 'UPSTREAM_ERROR' })).toBe(2);
    expect(delta(before, after, 'gateway_errors_total', { code: 'BAD_REQUEST' })).toBe(1);

    // Upstream calls by route template, as the sandbox saw them.
    const calls = (upstream: string, route: string, outcome: string) => delta(before, after, 'gateway_upstream_requests_total', { upstream, route, outcome });
    expect(calls('rest', OVERVIEW, 'ok')).toBe(1);
    expect(calls('rest', OVERVIEW, 'UPSTREAM_ERROR')).toBe(1);
    expect(calls('graph', GRAPH, 'UPSTREAM_ERROR')).toBe(1);
    expect(calls('rest', 'GET /v3/region', 'ok')).toBe(stack.sandbox.hooks.count('GET /v3/region'));
    expect(delta(before, after, 'gateway_upstream_request_duration_seconds_count', { upstream: 'rest', route: OVERVIEW })).toBe(2);
    expect(delta(before, after, 'gateway_upstream_request_duration_seconds_count', { upstream: 'graph', route: GRAPH })).toBe(1);
    expect(stack.sandbox.hooks.count(OVERVIEW)).toBe(2);
  });

  it('counts ID-directory misses, then hits once the pair is learned', async () => {
    const uri = `platform:episode:${published().platformEpisodeId}`;
    const before = (await scrape()).samples;
    expect((await stack.query(IdDirEpisodeByUriDocument, { uri })).data?.episode?.id).toBe(published().episodeId);
    const learned = (await scrape()).samples;
    expect(delta(before, learned, 'gateway_id_directory_lookups_total', { kind: 'episode_id', result: 'miss' })).toBe(1);
    expect((await stack.query(IdDirEpisodeByUriDocument, { uri })).errors).toBeUndefined();
    const after = (await scrape()).samples;
    expect(delta(learned, after, 'gateway_id_directory_lookups_total', { kind: 'episode_id', result: 'hit' })).toBe(1);
    expect(delta(learned, after, 'gateway_id_directory_lookups_total', { kind: 'episode_id', result: 'miss' })).toBe(0);
  });

  it('counts an upload job started and completed, and its mutation', async () => {
    const before = (await scrape()).samples;
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
    const after = (await scrape()).samples;
    expect(delta(before, after, 'gateway_upload_jobs_total', { kind: 'SHOW_COVER_ART', event: 'started' })).toBe(1);
    expect(delta(before, after, 'gateway_upload_jobs_total', { kind: 'SHOW_COVER_ART', event: 'completed' })).toBe(1);
    expect(delta(before, after, 'gateway_upload_jobs_total', { kind: 'SHOW_COVER_ART', event: 'failed' })).toBe(0);
    expect(delta(before, after, 'gateway_requests_total', { operation_type: 'mutation', outcome: 'ok' })).toBe(1);
  });

  it('puts no client-chosen name in a label', async () => {
    const name = `Client${Date.now()}Chosen`;
    const res = await fetch(`${stack.gatewayUrl}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${stack.sandbox.token}` },
      body: JSON.stringify({ query: `query ${name} { region }`, operationName: name }),
    });
    expect(res.status).toBe(200);
    const { text } = await scrape();
    expect(text).not.toContain(name);
  });

  it('answers only GET and HEAD', async () => {
    const res = await fetch(`${stack.gatewayUrl}/metrics`, { method: 'POST' });
    expect(res.status).toBe(405);
  });
});
