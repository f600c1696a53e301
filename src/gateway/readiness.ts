import { connect } from 'node:net';
import type { Route } from './routes.js';
import type { UpstreamConfig } from '../config.js';
import type { UpstreamName } from '../errors.js';

/** A route group whose circuit breaker is open or probing, named by its route template, never a URL. */
export interface OpenBreaker {
  upstream: UpstreamName;
  group: string;
}

export interface Readiness {
  /**
   * `degraded`: serving, but from the committed upstream schema snapshot (upstream was down at
   * start), without the GraphQL upstream, or with some route groups' circuit breakers open
   * (their fields fail fast with UPSTREAM_UNAVAILABLE; every other field is served).
   */
  status: 'ready' | 'degraded' | 'not-ready';
  checks: {
    schema: { ok: boolean; source: 'live' | 'snapshot' };
    rest: { ok: boolean };
    graph: { ok: boolean };
    breakers: { ok: boolean; open: OpenBreaker[] };
    /** The shared store: `memory` is always ok; `redis` is not while it is down (`downSince`, epoch ms). */
    store: StoreState;
  };
  /** Why the gateway is not fully ready, in words. */
  reason?: string;
}

export interface StoreState {
  ok: boolean;
  kind: 'memory' | 'redis';
  downSince: number | null;
  /** Writes kept for when it returns (docs/operations.md, "When Redis fails"). */
  kept: number;
}

/** What the TCP probes found (cached); the breakers and the store are added on every check. */
type Probed = Omit<Readiness, 'checks'> & { checks: Omit<Readiness['checks'], 'breakers' | 'store'> };

export interface ReadinessOptions {
  upstream: UpstreamConfig;
  schemaSource: () => 'live' | 'snapshot';
  connectTimeoutMs: number;
  /** The route groups whose breaker is open or probing now (read on every check, not cached). @default none */
  openBreakers?: () => OpenBreaker[];
  /** How long one probe result is reused, so probes cannot load the upstreams. @default 1_000 */
  cacheMs?: number;
  /** The shared store's state (read on every check: it costs nothing). @default an in-process store */
  store?: () => StoreState;
  /** `READINESS_REQUIRES_STORE`: a store that is down makes the gateway `not-ready` (503), not `degraded`. @default false */
  requireStore?: boolean;
}

/**
 * Readiness: the schema is loaded and both upstreams accept TCP connections. A TCP probe, not
 * an HTTP call, so probes never show up as upstream requests (or need a token). An open circuit
 * breaker makes a ready gateway `degraded`, never `not-ready`: the upstream route is failing for
 * every replica alike, so taking this one out of the load balancer would help nobody.
 */
export function createReadiness(options: ReadinessOptions): { check(): Promise<Readiness>; drain(): void } {
  const cacheMs = options.cacheMs ?? 1_000;
  let cached: { at: number; value: Promise<Probed> } | null = null;
  let draining = false;
  const probeAll = async (): Promise<Probed> => {
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
    async check() {
      const open = options.openBreakers?.() ?? [];
      const breakers = { ok: open.length === 0, open };
      const store = options.store?.() ?? { ok: true, kind: 'memory', downSince: null, kept: 0 };
      if (draining) {
        const source = options.schemaSource();
        return { status: 'not-ready', checks: { schema: { ok: true, source }, rest: { ok: true }, graph: { ok: true }, breakers, store }, reason: 'shutting down' };
      }
      const now = Date.now();
      if (!cached || now - cached.at > cacheMs) cached = { at: now, value: probeAll() };
      const probed = await cached.value;
      let state: Readiness = { ...probed, checks: { ...probed.checks, breakers, store } };
      if (!store.ok && state.status !== 'not-ready') {
        // Without it each use falls back (docs/operations.md); the operator chooses whether that is ready.
        const why = 'shared store (Redis) unavailable: served on fallbacks until it answers';
        state = { ...state, status: options.requireStore ? 'not-ready' : 'degraded', reason: state.reason ? `${state.reason}; ${why}` : why };
      }
      if (open.length === 0 || state.status === 'not-ready') return state;
      const named = open.map((b) => `${b.upstream === 'rest' ? 'REST' : 'GraphQL'} ${b.group}`).join(', ');
      const why = `circuit open: ${named} (failing fast with UPSTREAM_UNAVAILABLE until a probe call succeeds)`;
      return { ...state, status: 'degraded', reason: state.reason ? `${state.reason}; ${why}` : why };
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

/**
 * `/readyz`: the readiness state, 200 while ready or degraded, 503 when not ready.
 */
export function readinessRoute(readiness: Pick<ReturnType<typeof createReadiness>, 'check'>): Route {
  return (_request, _url, { Response }) =>
    readiness.check().then(
      (state) =>
        new Response(JSON.stringify(state), {
          status: state.status === 'not-ready' ? 503 : 200,
          headers: { 'content-type': 'application/json' },
        }),
    );
}
