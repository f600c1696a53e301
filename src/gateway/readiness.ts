import { connect } from 'node:net';
import type { UpstreamConfig } from '../config.js';

export interface Readiness {
  /** `degraded`: serving, but from the committed upstream schema snapshot (upstream was down at start). */
  status: 'ready' | 'degraded' | 'not-ready';
  checks: {
    schema: { ok: boolean; source: 'live' | 'snapshot' };
    rest: { ok: boolean };
    graph: { ok: boolean };
  };
  /** Why the gateway is not fully ready, in words. */
  reason?: string;
}

export interface ReadinessOptions {
  upstream: UpstreamConfig;
  schemaSource: () => 'live' | 'snapshot';
  connectTimeoutMs: number;
  /** How long one probe result is reused, so probes cannot load the upstreams. @default 1_000 */
  cacheMs?: number;
}

/**
 * Readiness: the schema is loaded and both upstreams accept TCP connections. A TCP probe, not
 * an HTTP call, so probes never show up as upstream requests (or need a token).
 */
export function createReadiness(options: ReadinessOptions): { check(): Promise<Readiness>; drain(): void } {
  const cacheMs = options.cacheMs ?? 1_000;
  let cached: { at: number; value: Promise<Readiness> } | null = null;
  let draining = false;
  const probeAll = async (): Promise<Readiness> => {
    const timeout = Math.min(options.connectTimeoutMs, 2_000);
    const [rest, graph] = await Promise.all([reachable(options.upstream.restUrl, timeout), reachable(options.upstream.graphUrl, timeout)]);
    const source = options.schemaSource();
    const down = [!rest && 'REST API', !graph && 'GraphQL API'].filter(Boolean);
    const checks = { schema: { ok: true, source }, rest: { ok: rest }, graph: { ok: graph } };
    if (!rest) return { status: 'not-ready', checks, reason: `unreachable: ${down.join(', ')}` };
    // Without the GraphQL upstream the gateway still serves every REST-backed field (its
    // schema comes from the snapshot if need be); only upstream GraphQL fields fail.
    if (!graph) return { status: 'degraded', checks, reason: 'unreachable: GraphQL API (its fields fail; REST-backed fields are served)' };
    if (source === 'snapshot') return { status: 'degraded', checks, reason: 'serving the upstream schema from the committed snapshot' };
    return { status: 'ready', checks };
  };
  return {
    check() {
      if (draining) {
        const source = options.schemaSource();
        return Promise.resolve({ status: 'not-ready', checks: { schema: { ok: true, source }, rest: { ok: true }, graph: { ok: true } }, reason: 'shutting down' });
      }
      const now = Date.now();
      if (!cached || now - cached.at > cacheMs) cached = { at: now, value: probeAll() };
      return cached.value;
    },
    /** From now on not ready: a load balancer stops sending new requests while in-flight ones finish. */
    drain() {
      draining = true;
    },
  };
}

function reachable(url: string, timeoutMs: number): Promise<boolean> {
  const { hostname, port, protocol } = new URL(url);
  return new Promise((resolve) => {
    const socket = connect({ host: hostname.replace(/^\[|\]$/g, ''), port: Number(port) || (protocol === 'https:' ? 443 : 80) });
    const done = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(timeoutMs, () => done(false));
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
  });
}
