import { Pool } from 'undici';
import { GRAPH_ROUTE } from '../../src/sandbox/index.js';
import { REST_ROUTES } from '../../src/sandbox/rest/routes.js';
import { percentiles } from './load.js';

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

/**
 * One upstream round trip as the servers see it, latency armed: the p50 of sequential calls
 * from the bench to the sandbox on one kept-alive connection (the injected latency plus the
 * sandbox's own answer time and loopback). A query that needs n round trips cannot beat n of
 * these, whatever the server does.
 */
export async function measureUpstreamRoundTrip(restUrl: string, token: string, calls = 40): Promise<{ p50: number; p95: number }> {
  const pool = new Pool(restUrl, { connections: 1 });
  const samples: number[] = [];
  try {
    for (let i = 0; i < calls; i++) {
      const t0 = performance.now();
      const res = await pool.request({ method: 'GET', path: '/v3/region?isMumsCompatible=true', headers: { authorization: `Bearer ${token}`, accept: 'application/json' } });
      await res.body.text();
      if (res.statusCode !== 200) throw new Error(`sandbox GET /v3/region: HTTP ${res.statusCode}`);
      // The first call opens the connection; the servers' pools are warm when measured.
      if (i > 0) samples.push(performance.now() - t0);
    }
  } finally {
    await pool.close();
  }
  const { p50, p95 } = percentiles(samples);
  return { p50, p95 };
}
