import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
// Documents of errors.test.ts and resilience.test.ts, already typed: this file is about what
// /metrics says of the breakers and bulkheads they exercise.
import { EpisodeTitleDocument, ResilienceRegionDocument, ResilienceShowsDocument } from '../../src/generated/client/graphql.js';
import { errorCodes, startStack, type Stack } from '../helpers/stack.js';

/**
 * Issue 11.2: the breaker and bulkhead series of `/metrics`, read from the guards when scraped
 * (gateway.ts), against the sandbox's fault injection: a route's breaker gauge goes from closed
 * (0) to open (2) while the others stay closed, and a hung route's bulkhead shows its call in
 * flight, its queue, and the calls it turned away.
 */

const OVERVIEW = 'GET /v3/episodes/{episodeId}/overview';
const REGION = 'GET /v3/region';
const GRAPH = 'POST /v2/graph-pq';

type Samples = Map<string, number>;

/** One scrape, as `name{label="value",...}` (labels sorted) -> value. */
async function scrape(stack: Stack): Promise<Samples> {
  const res = await fetch(`${stack.gatewayUrl}/metrics`);
  expect(res.status).toBe(200);
  const samples: Samples = new Map();
  for (const line of (await res.text()).split('\n')) {
    const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})?\s+(\S+)$/.exec(line);
    if (!match) continue;
    const labels = [...(match[2] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)].map(([, k, v]) => `${k}="${v}"`).sort();
    samples.set(`${match[1]}{${labels.join(',')}}`, Number(match[3]));
  }
  return samples;
}

function sample(samples: Samples, name: string, upstream: string, group: string): number | undefined {
  return samples.get(`${name}{group="${group}",upstream="${upstream}"}`);
}

const published = (stack: Stack) => [...stack.sandbox.store.episodes.values()].find((e) => e.stationId === 5001 && e.isPublished)!;

describe('breaker state on /metrics', () => {
  let stack: Stack;
  beforeAll(async () => {
    stack = await startStack({ config: { breakerFailures: 2, breakerResetMs: 60_000 } });
  });
  afterAll(() => stack?.close());
  beforeEach(() => stack.sandbox.hooks.reset());

  it('shows each route group closed, then the failing one open while the others stay closed', async () => {
    expect((await stack.query(EpisodeTitleDocument, { id: published(stack).episodeId })).errors).toBeUndefined();
    expect((await stack.query(ResilienceRegionDocument, {})).errors).toBeUndefined();
    expect((await stack.query(ResilienceShowsDocument, {})).errors).toBeUndefined();
    const before = await scrape(stack);
    for (const [upstream, group] of [['rest', OVERVIEW], ['rest', REGION], ['graph', GRAPH]]) {
      expect(sample(before, 'gateway_upstream_breaker_state', upstream, group)).toBe(0);
      expect(sample(before, 'gateway_upstream_bulkhead_active', upstream, group)).toBe(0);
      expect(sample(before, 'gateway_upstream_bulkhead_queued', upstream, group)).toBe(0);
    }

    stack.sandbox.hooks.clearLog();
    stack.sandbox.hooks.fault(OVERVIEW, { status: 503 });
    for (let i = 0; i < 2; i++) {
      const failed = await stack.query(EpisodeTitleDocument, { id: published(stack).episodeId }, { expectErrors: true });
      expect(errorCodes(failed.errors)).toEqual(['UPSTREAM_ERROR']);
    }
    // Open: the next one fails fast, without a call.
    const refused = await stack.query(EpisodeTitleDocument, { id: published(stack).episodeId }, { expectErrors: true });
    expect(errorCodes(refused.errors)).toEqual(['UPSTREAM_UNAVAILABLE']);
    expect(stack.sandbox.hooks.count(OVERVIEW)).toBe(2);

    const after = await scrape(stack);
    expect(sample(after, 'gateway_upstream_breaker_state', 'rest', OVERVIEW)).toBe(2);
    expect(sample(after, 'gateway_upstream_breaker_state', 'rest', REGION)).toBe(0);
    expect(sample(after, 'gateway_upstream_breaker_state', 'graph', GRAPH)).toBe(0);
    // A breaker's refusal is not a bulkhead's.
    expect(sample(after, 'gateway_upstream_bulkhead_rejected_total', 'rest', OVERVIEW) ?? 0).toBe(0);
  });
});

describe('bulkhead on /metrics', () => {
  let stack: Stack;
  beforeAll(async () => {
    // Two connections: one REST route may have one call in flight and two waiting (routeGroupBounds).
    stack = await startStack({ config: { upstreamMaxConnections: 2, upstreamTimeoutMs: 1_500 } });
  });
  afterAll(() => stack?.close());
  beforeEach(() => stack.sandbox.hooks.reset());

  it("shows a hung route's call in flight, its queue and the calls it turned away, then the bulkhead empty again", async () => {
    const before = await scrape(stack);
    stack.sandbox.hooks.fault(OVERVIEW, { hang: true });
    const queries = Array.from({ length: 4 }, () => stack.query(EpisodeTitleDocument, { id: published(stack).episodeId }, { expectErrors: true }));

    // The fourth call finds one in flight and two queued: refused at once. Read while they hang
    // (bounded: the hung ones end at the 1.5 s deadline).
    let during = await scrape(stack);
    for (let i = 0; i < 50 && sample(during, 'gateway_upstream_bulkhead_queued', 'rest', OVERVIEW) !== 2; i++) {
      await new Promise((r) => setTimeout(r, 20));
      during = await scrape(stack);
    }
    expect(sample(during, 'gateway_upstream_bulkhead_active', 'rest', OVERVIEW)).toBe(1);
    expect(sample(during, 'gateway_upstream_bulkhead_queued', 'rest', OVERVIEW)).toBe(2);

    const answers = await Promise.all(queries);
    const codes = answers.map((a) => errorCodes(a.errors)[0]).sort();
    expect(codes).toEqual(['UPSTREAM_TIMEOUT', 'UPSTREAM_TIMEOUT', 'UPSTREAM_TIMEOUT', 'UPSTREAM_UNAVAILABLE']);
    expect(answers.find((a) => errorCodes(a.errors)[0] === 'UPSTREAM_UNAVAILABLE')!.errors![0].extensions).toMatchObject({ reason: 'bulkhead' });
    // The refused call never reached the sandbox. A queued call may still get the slot when the
    // hung one ends at its deadline, a few ms before its own (the requests' deadlines are as far
    // apart as their arrivals: on a slow machine, far enough to make that call), so 1 to 3 calls.
    const calls = stack.sandbox.hooks.count(OVERVIEW);
    expect(calls).toBeGreaterThanOrEqual(1);
    expect(calls).toBeLessThanOrEqual(3);

    const after = await scrape(stack);
    const rejected = (s: Samples) => sample(s, 'gateway_upstream_bulkhead_rejected_total', 'rest', OVERVIEW) ?? 0;
    expect(rejected(after) - rejected(before)).toBe(1);
    expect(sample(after, 'gateway_upstream_bulkhead_active', 'rest', OVERVIEW)).toBe(0);
    expect(sample(after, 'gateway_upstream_bulkhead_queued', 'rest', OVERVIEW)).toBe(0);
  });
});
