import fc from 'fast-check';
import { Histogram, Registry, type Metric } from 'prom-client';
import { describe, expect, it } from 'vitest';
import { RecordedHistogram } from '../../src/metrics/histogram.js';

const BOUNDS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/** Label values as routes and operation types come (with the characters the exposition escapes). */
const labelValue = fc.oneof(fc.constantFrom('rest', 'graph', 'query', 'GET /v3/episodes/{episodeId}/overview', 'POST /v2/graph-pq'), fc.string({ maxLength: 12 }));
/** Seconds on and around the bounds, and far past the last. */
const seconds = fc.oneof(fc.constantFrom(0, ...BOUNDS, 10.000001, 120), fc.double({ min: 0, max: 30, noNaN: true }));

describe('the recorded histogram', () => {
  it("exposes what prom-client's own histogram exposes for the same observations, as text and as JSON", async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(fc.tuple(labelValue, labelValue, seconds), { maxLength: 40 }), async (observations) => {
        const theirs = new Registry();
        const reference = new Histogram({ name: 'h_seconds', help: 'A histogram.', labelNames: ['upstream', 'route'] as const, buckets: BOUNDS, registers: [theirs] });
        const ours = new Registry();
        const recorded = new RecordedHistogram('h_seconds', 'A histogram.', ['upstream', 'route'], BOUNDS);
        ours.registerMetric(recorded as unknown as Metric);
        for (const [upstream, route, value] of observations) {
          reference.observe({ upstream, route }, value);
          recorded.observe(upstream, route, value);
        }
        expect(await ours.metrics()).toBe(await theirs.metrics());
        expect(await ours.getMetricsAsJSON()).toEqual(await theirs.getMetricsAsJSON());
      }),
      { numRuns: 200 },
    );
  });

  it('with one label, and empty again after a reset', async () => {
    const theirs = new Registry();
    const reference = new Histogram({ name: 'd_seconds', help: 'Durations.', labelNames: ['operation_type'] as const, buckets: BOUNDS, registers: [theirs] });
    const ours = new Registry();
    const recorded = new RecordedHistogram('d_seconds', 'Durations.', ['operation_type'], BOUNDS);
    ours.registerMetric(recorded as unknown as Metric);
    for (const value of [0.003, 0.2, 0.2, 11]) {
      reference.observe({ operation_type: 'query' }, value);
      recorded.observe('query', undefined, value);
    }
    expect(await ours.metrics()).toBe(await theirs.metrics());
    expect(await ours.metrics()).toContain('d_seconds_bucket{le="0.25",operation_type="query"} 3');
    ours.resetMetrics();
    theirs.resetMetrics();
    expect(await ours.metrics()).toBe(await theirs.metrics());
  });
});
