import { describe, expect, it } from 'vitest';
import { createMetrics } from '../../src/metrics/registry.js';

describe('the metrics registry', () => {
  it('reads state registered with onScrape at each scrape (breakers, bulkheads), past a collector that throws', async () => {
    const metrics = createMetrics();
    let state: 'closed' | 'open' = 'open';
    metrics.onScrape(() => {
      throw new Error('a broken collector');
    });
    metrics.onScrape(() => {
      metrics.breakerState('rest', 'GET /v3/region', state);
      metrics.bulkhead('rest', 'GET /v3/region', 3, 7);
    });
    const first = await metrics.scrape();
    expect(first.body).toContain('gateway_upstream_breaker_state{upstream="rest",group="GET /v3/region"} 2');
    expect(first.body).toContain('gateway_upstream_bulkhead_queued{upstream="rest",group="GET /v3/region"} 7');
    expect(first.body).toContain('gateway_upstream_bulkhead_active{upstream="rest",group="GET /v3/region"} 3');
    state = 'closed';
    expect((await metrics.scrape()).body).toContain('gateway_upstream_breaker_state{upstream="rest",group="GET /v3/region"} 0');
  });

  it('counts what it is told, one series per closed label value', async () => {
    const metrics = createMetrics();
    metrics.request('query', 'ok', 0.003);
    metrics.request('query', 'ok', 0.2);
    metrics.request('unknown', 'refused', null);
    metrics.upstreamCall('rest', 'GET /v3/region', 'ok', 0.004);
    metrics.upstreamCall('rest', 'GET /v3/region', 'UPSTREAM_BUDGET_EXCEEDED', null);
    metrics.cache('hit');
    metrics.idDirectory('episode_uri', 2, 0);
    const { body } = await metrics.scrape();
    expect(body).toContain('gateway_requests_total{operation_type="query",outcome="ok"} 2');
    expect(body).toContain('gateway_request_duration_seconds_bucket{le="0.005",operation_type="query"} 1');
    expect(body).toContain('gateway_request_duration_seconds_count{operation_type="query"} 2');
    // A refusal has no operation to time: counted, not observed.
    expect(body).not.toContain('operation_type="unknown"}');
    expect(body).toContain('gateway_upstream_request_duration_seconds_count{upstream="rest",route="GET /v3/region"} 1');
    expect(body).toContain('gateway_upstream_requests_total{upstream="rest",route="GET /v3/region",outcome="UPSTREAM_BUDGET_EXCEEDED"} 1');
    expect(body).toContain('gateway_response_cache_requests_total{result="hit"} 1');
    expect(body).toContain('gateway_id_directory_lookups_total{kind="episode_uri",result="hit"} 2');
    expect(body).not.toContain('result="miss"');
  });

  it('adds what was counted since the last read at each read, once', async () => {
    const metrics = createMetrics();
    metrics.request('query', 'ok', 0.003);
    metrics.error('UPSTREAM_TIMEOUT');
    metrics.execution('planned');
    metrics.idDirectory('episode_id', 1, 3);
    expect((await metrics.scrape()).body).toContain('gateway_requests_total{operation_type="query",outcome="ok"} 1');
    // Read again with nothing new: the same totals, not twice them.
    const again = (await metrics.scrape()).body;
    expect(again).toContain('gateway_requests_total{operation_type="query",outcome="ok"} 1');
    expect(again).toContain('gateway_errors_total{code="UPSTREAM_TIMEOUT"} 1');
    expect(again).toContain('gateway_executions_total{path="planned"} 1');
    expect(again).toContain('gateway_id_directory_lookups_total{kind="episode_id",result="miss"} 3');
    metrics.request('query', 'ok', 0.003);
    metrics.request('mutation', 'partial', 0.003);
    const third = (await metrics.scrape()).body;
    expect(third).toContain('gateway_requests_total{operation_type="query",outcome="ok"} 2');
    expect(third).toContain('gateway_requests_total{operation_type="mutation",outcome="partial"} 1');
  });
});
