import { GRAPH_ROUTE } from '../../src/sandbox/index.js';
import { REST_ROUTES } from '../../src/sandbox/rest/routes.js';

/**
 * Holds every REST and GraphQL upstream call `ms` before the sandbox answers it (the sandbox's
 * latency fault, armed per route over `/__sandbox/fault`; hooks on). Every route, not only the
 * ones a query is expected to call: a call nobody expected must cost a round trip too.
 */
export async function armUpstreamLatency(restUrl: string, ms: number): Promise<void> {
  const routes = [...REST_ROUTES.map((r) => `${r.method} ${r.path}`), GRAPH_ROUTE];
  for (const route of routes) {
    const res = await fetch(`${restUrl}/__sandbox/fault`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ route, latencyMs: ms }),
    });
    await res.arrayBuffer();
    if (!res.ok) throw new Error(`sandbox fault ${route}: HTTP ${res.status} (are hooks enabled?)`);
  }
}

/** Clears every fault (and the request log; the sandbox reseeds its data, which is deterministic). */
export async function clearUpstreamFaults(restUrl: string): Promise<void> {
  const res = await fetch(`${restUrl}/__sandbox/reset`, { method: 'POST' });
  await res.arrayBuffer();
  if (!res.ok) throw new Error(`sandbox reset: HTTP ${res.status} (are hooks enabled?)`);
}
