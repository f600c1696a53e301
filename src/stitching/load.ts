import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { buildClientSchema, buildSchema, getIntrospectionQuery, parse, type DocumentNode, type GraphQLSchema, type IntrospectionQuery } from 'graphql';
import type { Executor } from '@graphql-tools/utils';
import { StartError } from '../start-error.js';

/** Where the committed introspection snapshot lives (refreshed by `npm run schema:pull`). */
export const SNAPSHOT_PATH = new URL('../../schema/upstream.graphql', import.meta.url);

export interface LoadUpstreamSchemaOptions {
  executor: Executor;
  /** Token for introspection (the upstream may require one); null sends none. */
  token?: string | null;
  /** Bound per attempt in ms. @default 5_000 */
  attemptTimeoutMs?: number;
  /** Attempts before falling back to the snapshot. @default 3 */
  attempts?: number;
  /** Pause between attempts in ms (doubled each time). @default 200 */
  backoffMs?: number;
  /** Snapshot SDL file; null disables the fallback. @default SNAPSHOT_PATH */
  snapshotPath?: URL | string | null;
  log?: (level: 'info' | 'warn', msg: string, data?: Record<string, unknown>) => void;
}

export interface LoadedUpstreamSchema {
  schema: GraphQLSchema;
  /** `live` when introspection answered; `snapshot` when the upstream was unreachable. */
  source: 'live' | 'snapshot';
  /** Why the live schema could not be loaded (client-safe text), when source is snapshot. */
  reason?: string;
  /** That failure's code (e.g. UNAUTHENTICATED) and whether the upstream answered at all. */
  failure?: IntrospectionFailure;
}

export interface IntrospectionFailure {
  code?: string;
  answered: boolean;
}

const INTROSPECTION = parse(getIntrospectionQuery({ descriptions: true, inputValueDeprecation: true }));
/** Without deprecated arguments and input fields, which servers older than the 2021 GraphQL spec refuse. */
const BASIC_INTROSPECTION = parse(getIntrospectionQuery({ descriptions: true }));

/**
 * Introspects the upstream once; throws a plain Error with a safe message on failure. When the
 * upstream answers the full query with errors of its own (not a refused token), the query
 * without deprecated input values is tried once more.
 */
export async function introspectUpstream(executor: Executor, token: string | null, timeoutMs: number): Promise<GraphQLSchema> {
  const signal = AbortSignal.timeout(timeoutMs);
  try {
    return await introspectWith(INTROSPECTION, executor, token, signal);
  } catch (error) {
    const { code, answered } = error as { code?: string; answered?: boolean };
    if (!answered || code === 'UNAUTHENTICATED' || code === 'FORBIDDEN') throw error;
    return introspectWith(BASIC_INTROSPECTION, executor, token, signal);
  }
}

async function introspectWith(document: DocumentNode, executor: Executor, token: string | null, signal: AbortSignal): Promise<GraphQLSchema> {
  const result = (await executor({
    document,
    operationName: 'IntrospectionQuery',
    context: { token, signal },
    signal,
  })) as { data?: IntrospectionQuery | null; errors?: ReadonlyArray<{ message: string }> };
  if (!result.data?.__schema) {
    const first = result.errors?.[0] as { message: string; extensions?: { code?: unknown; route?: unknown } } | undefined;
    // What failed tells the holder what may help: a code such as UNAUTHENTICATED (the upstream
    // wants a token), and whether the upstream answered at all (transport failures name a route).
    throw Object.assign(new Error(first?.message ?? 'Introspection returned no schema.'), {
      code: typeof first?.extensions?.code === 'string' ? first.extensions.code : undefined,
      answered: first?.extensions?.route === undefined,
    });
  }
  return buildClientSchema(result.data);
}

/**
 * Loads the upstream schema by introspection with bounded time and retries; when every
 * attempt fails, serves from the committed snapshot so the gateway still starts (degraded).
 */
export async function loadUpstreamSchema(options: LoadUpstreamSchemaOptions): Promise<LoadedUpstreamSchema> {
  const attempts = options.attempts ?? 3;
  const timeoutMs = options.attemptTimeoutMs ?? 5_000;
  let backoff = options.backoffMs ?? 200;
  let reason = 'unknown';
  let failure: IntrospectionFailure | undefined;
  for (let attempt = 1; attempt <= attempts; attempt++) {
    try {
      const schema = await introspectUpstream(options.executor, options.token ?? null, timeoutMs);
      options.log?.('info', 'upstream schema loaded by introspection', { attempt });
      return { schema, source: 'live' };
    } catch (err) {
      reason = (err as Error).message;
      failure = { code: (err as { code?: string }).code, answered: (err as { answered?: boolean }).answered === true };
      options.log?.('warn', 'upstream introspection failed', { attempt, reason });
      if (attempt < attempts) await new Promise((r) => setTimeout(r, backoff));
      backoff *= 2;
    }
  }
  const snapshotPath = options.snapshotPath === undefined ? SNAPSHOT_PATH : options.snapshotPath;
  if (snapshotPath === null) throw new Error(`Upstream GraphQL schema unavailable: ${reason}`);
  let schema: GraphQLSchema;
  try {
    schema = await loadSnapshot(snapshotPath);
  } catch (error) {
    // Neither schema is there: the gateway cannot start, and the operator must fix one of them.
    throw new StartError(`upstream GraphQL schema unavailable: introspection failed (${oneLine(reason)}) and the snapshot ${shownPath(snapshotPath)} ${snapshotProblem(error)}`, { cause: error });
  }
  options.log?.('warn', 'serving the upstream schema from the committed snapshot (degraded)', { reason });
  return { schema, source: 'snapshot', reason, failure };
}

/** Reads the committed SDL snapshot. */
export async function loadSnapshot(path: URL | string = SNAPSHOT_PATH): Promise<GraphQLSchema> {
  return buildSchema(await readFile(path, 'utf8'));
}

/** Why the snapshot could not serve, in a few words (a missing file, or SDL that does not build). */
function snapshotProblem(error: unknown): string {
  const code = (error as NodeJS.ErrnoException).code;
  if (code === 'ENOENT') return 'does not exist (ENOENT)';
  if (code === 'EACCES' || code === 'EPERM') return `is not readable (${code})`;
  if (code === 'EISDIR') return 'is a directory (EISDIR)';
  if (code) return `could not be read (${code})`;
  return `is not valid SDL (${oneLine((error as Error).message)})`;
}

function shownPath(path: URL | string): string {
  return path instanceof URL ? fileURLToPath(path) : path;
}

function oneLine(text: string): string {
  const first = text.split('\n', 1)[0]!.trim();
  return first.length > 200 ? `${first.slice(0, 200)}...` : first;
}
