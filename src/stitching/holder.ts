import { findBreakingChanges, findDangerousChanges, printSchema, type GraphQLSchema } from 'graphql';
import type { Executor, IResolvers } from '@graphql-tools/utils';
import type { DocumentNode } from 'graphql';
import { buildGateway } from './build.js';
import { withoutUnstatedTypeNames } from './degraded.js';
import type { MergedKeys } from './merged.js';
import { introspectUpstream, loadSnapshot, loadUpstreamSchema, SNAPSHOT_PATH, type IntrospectionFailure } from './load.js';
import type { UpstreamRuntime } from '../graph/runtime.js';

type Log = (level: 'info' | 'warn' | 'error', msg: string, data?: Record<string, unknown>) => void;

export interface SchemaHolderOptions {
  executor: Executor;
  /** Token for introspection only; never a caller's. */
  introspectionToken: string | null;
  localTypeDefs: ReadonlyArray<string | DocumentNode>;
  localResolvers: ReadonlyArray<IResolvers>;
  /** How the modules find a REST-made Show's or Episode's upstream key (see `buildGatewaySchema`). */
  mergedKeys?: MergedKeys;
  /** Reload the upstream schema this often; null: only while serving from the snapshot. */
  refreshIntervalMs: number | null;
  /** Retry interval while serving from the snapshot and no refresh interval is set. @default 30_000 */
  recoveryIntervalMs?: number;
  /** Bound of one introspection attempt. @default 5_000 */
  attemptTimeoutMs?: number;
  /** Attempts at start before falling back to the snapshot. @default 3 */
  attempts?: number;
  snapshotPath?: URL | string;
  log?: Log;
}

export interface SchemaChange {
  kind: 'breaking' | 'dangerous';
  type: string;
  description: string;
}

export interface RefreshOutcome {
  /** `swapped`: a new schema serves new requests; `unchanged`: same upstream SDL; `failed`: kept the current one. */
  result: 'swapped' | 'unchanged' | 'failed';
  changes: SchemaChange[];
  reason?: string;
}

export interface SchemaHolder {
  /** The gateway schema new requests run on; requests in flight keep the one they started with. */
  current(): GraphQLSchema;
  /**
   * The upstream runtime matching `current()`: the upstream schema it was built on and the
   * executor its subschema delegates through. Request contexts take it when they are made.
   */
  runtime(): UpstreamRuntime;
  /** `snapshot` while the upstream could not be introspected since start (readiness: degraded). */
  source(): 'live' | 'snapshot';
  /** Why the schema comes from the snapshot, when it does. */
  reason(): string | undefined;
  /** Introspects now and swaps when the upstream changed; logs every breaking change first. */
  refresh(): Promise<RefreshOutcome>;
  stop(): void;
}

/**
 * Loads the upstream schema (introspection, or the committed snapshot when the upstream cannot
 * be reached), builds the gateway schema, and keeps it current: with a refresh interval it
 * re-introspects and swaps without restart; while degraded it retries until the upstream
 * answers. A swap only changes what the next request gets (yoga asks `current()` per request).
 */
export async function createSchemaHolder(options: SchemaHolderOptions): Promise<SchemaHolder> {
  const log: Log = options.log ?? (() => undefined);
  const attemptTimeoutMs = options.attemptTimeoutMs ?? 5_000;
  const loaded = await loadUpstreamSchema({
    executor: options.executor,
    token: options.introspectionToken,
    attemptTimeoutMs,
    attempts: options.attempts,
    snapshotPath: options.snapshotPath ?? SNAPSHOT_PATH,
    log: (level, msg, data) => log(level, msg, data),
  });
  /**
   * Whether a caller's token may get an introspection through: the upstream refused the token
   * (or its absence), or answered with an error of its own while the gateway sent none (how an
   * upstream answers a missing token is not shown, document 2, 7).
   */
  const tokenMayHelp = (f: IntrospectionFailure | undefined) =>
    !!f && (f.code === 'UNAUTHENTICATED' || f.code === 'FORBIDDEN' || (f.answered && !options.introspectionToken));
  /**
   * The upstream may refuse introspection without a token (the spec has every call carry one)
   * while none is configured. Serving the committed snapshot then would send every request
   * fields the real upstream may not have, for good. So while the snapshot serves for that
   * reason, a caller's token is borrowed for one introspection (at most once per recovery
   * interval); it is used for nothing else and the schema it brings is the same for everyone.
   */
  const borrowEveryMs = options.recoveryIntervalMs ?? 30_000;
  let borrowAfter = 0;
  /**
   * The executor of a gateway schema built on `upstreamSchema`. Built on the snapshot, its
   * requests name no type the spec does not state (degraded.ts), whenever they run.
   */
  const executorFor = (upstreamSchema: GraphQLSchema, fromSnapshot: boolean): Executor => (request) => {
    const token = (request.context as { token?: unknown } | undefined)?.token;
    if (source === 'snapshot' && tokenMayHelp(failure) && typeof token === 'string' && token && !running && Date.now() >= borrowAfter) {
      borrowAfter = Date.now() + borrowEveryMs;
      void refresh(token);
    }
    return options.executor(fromSnapshot ? withoutUnstatedTypeNames(request, upstreamSchema) : request);
  };
  const build = (upstreamSchema: GraphQLSchema, fromSnapshot = false) =>
    buildGateway({
      upstreamSchema,
      executor: executorFor(upstreamSchema, fromSnapshot),
      localTypeDefs: options.localTypeDefs,
      localResolvers: options.localResolvers,
      mergedKeys: options.mergedKeys,
    });

  let upstream = loaded.schema;
  let source = loaded.source;
  let reason = loaded.reason;
  let failure = loaded.failure;
  // Swapped together, so a context made after a swap gets the runtime of the new schema.
  let gateway: GraphQLSchema;
  let runtime: UpstreamRuntime;
  try {
    ({ schema: gateway, runtime } = build(upstream, source === 'snapshot'));
  } catch (err) {
    // A live schema the gateway cannot be built on must not keep it from starting: serve the
    // committed snapshot (degraded) and keep trying the live one.
    if (source === 'snapshot') throw err;
    log('error', 'the live upstream schema does not fit the gateway; serving the committed snapshot', { reason: (err as Error).message });
    upstream = await loadSnapshot(options.snapshotPath ?? SNAPSHOT_PATH);
    ({ schema: gateway, runtime } = build(upstream, true));
    source = 'snapshot';
    reason = 'the live upstream schema does not fit the gateway';
    failure = undefined;
  }
  let upstreamSdl = printSchema(upstream);
  let running: Promise<RefreshOutcome> | null = null;
  let timer: NodeJS.Timeout | null = null;
  let stopped = false;

  async function refreshOnce(token: string | null): Promise<RefreshOutcome> {
    let next: GraphQLSchema;
    try {
      next = await introspectUpstream(options.executor, token, attemptTimeoutMs);
    } catch (err) {
      const why = (err as Error).message;
      if (source === 'snapshot') failure = { code: (err as { code?: string }).code, answered: (err as { answered?: boolean }).answered === true };
      log('warn', 'upstream schema refresh failed; keeping the current schema', { reason: why, source, ...(token !== options.introspectionToken ? { with: "a caller's token" } : {}) });
      return { result: 'failed', changes: [], reason: why };
    }
    const sdl = printSchema(next);
    const changes = diff(upstream, next);
    for (const change of changes) {
      log(change.kind === 'breaking' ? 'warn' : 'info', `upstream schema change (${change.kind})`, { type: change.type, description: change.description });
    }
    const wasSnapshot = source === 'snapshot';
    const goLive = () => {
      source = 'live';
      reason = undefined;
      failure = undefined;
    };
    if (sdl === upstreamSdl) {
      goLive();
      if (wasSnapshot) log('info', 'upstream reachable again; live schema equals the snapshot');
      return { result: 'unchanged', changes };
    }
    let built: ReturnType<typeof build>;
    try {
      built = build(next);
    } catch (err) {
      // The new upstream no longer fits the local SDL (e.g. a type it extends was removed).
      // The schema served stays what it was, and so does its source.
      if (wasSnapshot) failure = undefined;
      log('error', 'upstream schema changed incompatibly with the gateway; keeping the current schema', { reason: (err as Error).message });
      return { result: 'failed', changes, reason: (err as Error).message };
    }
    goLive();
    upstream = next;
    upstreamSdl = sdl;
    ({ schema: gateway, runtime } = built);
    log('info', 'upstream schema swapped', { breaking: changes.filter((c) => c.kind === 'breaking').length });
    return { result: 'swapped', changes };
  }

  function refresh(token: string | null = options.introspectionToken): Promise<RefreshOutcome> {
    running ??= refreshOnce(token).finally(() => (running = null));
    return running;
  }

  function schedule(): void {
    if (stopped) return;
    const interval = options.refreshIntervalMs ?? (source === 'snapshot' ? (options.recoveryIntervalMs ?? 30_000) : null);
    if (interval === null) return;
    timer = setTimeout(() => void refresh().finally(schedule), interval);
    // A pending refresh never keeps the process alive (graceful shutdown).
    timer.unref();
  }
  schedule();

  return {
    current: () => gateway,
    runtime: () => runtime,
    source: () => source,
    reason: () => reason,
    refresh: () => refresh(),
    stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
    },
  };
}

/** Breaking (removed fields, changed types...) and dangerous changes, old -> new. */
export function diff(previous: GraphQLSchema, next: GraphQLSchema): SchemaChange[] {
  return [
    ...findBreakingChanges(previous, next).map((c) => ({ kind: 'breaking' as const, type: c.type, description: c.description })),
    ...findDangerousChanges(previous, next).map((c) => ({ kind: 'dangerous' as const, type: c.type, description: c.description })),
  ];
}
