import type { GatewayMetrics } from '../metrics/registry.js';
import type { Route } from './routes.js';

/**
 * Serves `GET /metrics` in Prometheus' text format: the gateway's metrics (metrics/registry.ts)
 * and the process's. Unauthenticated, as Prometheus scrapes are: it holds no caller's data (no
 * token, no operation name, no address), but publish it to the monitoring network only.
 */
export function metricsRoute(metrics: GatewayMetrics): Route {
  return (request, _url, { Response }) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return new Response(null, { status: 405, headers: { allow: 'GET, HEAD' } });
    return metrics
      .scrape()
      .then(({ contentType, body }) => new Response(request.method === 'HEAD' ? null : body, { status: 200, headers: { 'content-type': contentType, 'cache-control': 'no-store' } }));
  };
}
