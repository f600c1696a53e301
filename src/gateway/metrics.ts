import type { Plugin } from 'graphql-yoga';
import type { GatewayMetrics } from '../metrics/registry.js';

/**
 * Serves `GET /metrics` in Prometheus' text format: the gateway's metrics (metrics/registry.ts)
 * and the process's. Unauthenticated, as Prometheus scrapes are: it holds no caller's data (no
 * token, no operation name, no address), but publish it to the monitoring network only.
 */
export function useMetricsEndpoint(metrics: GatewayMetrics, path = '/metrics'): Plugin {
  return {
    onRequest({ url, request, endResponse, fetchAPI }) {
      if (url.pathname !== path) return;
      if (request.method !== 'GET' && request.method !== 'HEAD') {
        return endResponse(new fetchAPI.Response(null, { status: 405, headers: { allow: 'GET, HEAD' } }));
      }
      return metrics.scrape().then(({ contentType, body }) =>
        endResponse(new fetchAPI.Response(request.method === 'HEAD' ? null : body, { status: 200, headers: { 'content-type': contentType, 'cache-control': 'no-store' } })),
      );
    },
  };
}
