import { GraphQLError, type DocumentNode, type ExecutionResult, type GraphQLResolveInfo, type GraphQLSchema } from 'graphql';
import type { SubschemaConfig } from '@graphql-tools/delegate';
import { getBatchingExecutor } from '@graphql-tools/batch-execute';
import type { Executor } from '@graphql-tools/utils';
import { ErrorCode } from '../errors.js';

/**
 * What resolvers need to reach the upstream GraphQL interface directly (comments, polls, ID
 * conversions): its schema (to check what it offers) and the subschema config stitching uses,
 * whose executor is shared so direct calls join the same per-request batch as delegations.
 * Kept per gateway schema, so a schema refresh swaps it with the schema.
 */
export interface UpstreamRuntime {
  schema: GraphQLSchema;
  subschema: SubschemaConfig;
  executor: Executor;
}

const runtimes = new WeakMap<GraphQLSchema, UpstreamRuntime>();
const runtimeByContext = new WeakMap<object, UpstreamRuntime>();

export function registerRuntime(gatewaySchema: GraphQLSchema, runtime: UpstreamRuntime): void {
  runtimes.set(gatewaySchema, runtime);
}

/** The upstream runtime of the schema executing this resolver. */
export function upstreamOf(info: GraphQLResolveInfo, ctx?: object): UpstreamRuntime {
  const runtime = runtimes.get(info.schema);
  if (!runtime) throw new GraphQLError('Upstream GraphQL interface not configured.', { extensions: { code: ErrorCode.INTERNAL_SERVER_ERROR } });
  // Loaders run without `info`; they find the runtime of their request through the context.
  if (ctx && !runtimeByContext.has(ctx)) runtimeByContext.set(ctx, runtime);
  return runtime;
}

/** The runtime a resolver of this request already used (see `upstreamOf`). */
export function upstreamOfContext(ctx: object): UpstreamRuntime {
  const runtime = runtimeByContext.get(ctx);
  if (!runtime) throw new GraphQLError('Upstream GraphQL interface not configured for this request.', { extensions: { code: ErrorCode.INTERNAL_SERVER_ERROR } });
  return runtime;
}

/** Binds a request context to a runtime ahead of loaders (tests, scripts). */
export function bindRuntime(ctx: object, runtime: UpstreamRuntime): void {
  runtimeByContext.set(ctx, runtime);
}

/**
 * Sends a gateway-authored operation to the upstream through the per-request batching
 * executor: operations started in the same tick travel in one HTTP request, and only within
 * this context (so within one caller's token).
 */
export async function queryUpstream<TData = Record<string, unknown>>(
  ctx: object,
  runtime: UpstreamRuntime,
  document: DocumentNode,
  variables: Record<string, unknown> = {},
  operationType: 'query' | 'mutation' = 'query',
): Promise<ExecutionResult<TData>> {
  const executor = getBatchingExecutor(ctx as Record<string, unknown>, runtime.executor);
  return (await executor({ document, variables, context: ctx, operationType: operationType as never })) as ExecutionResult<TData>;
}

/**
 * The value at `data[key]`, or the upstream's error for that key (message and code kept) when
 * there is none. Errors without a path (transport failures) apply to every key.
 */
export function valueOrError<T>(result: ExecutionResult, key: string): T | null {
  const errors = (result.errors ?? []).filter((e) => !e.path || e.path[0] === key);
  const value = (result.data as Record<string, unknown> | null | undefined)?.[key];
  if ((value === null || value === undefined) && errors.length) throw asGatewayError(errors[0]);
  return (value ?? null) as T | null;
}

/** An upstream GraphQL error as a client-facing one: message kept, code from our closed set. */
export function asGatewayError(error: GraphQLError | { message: string; extensions?: Record<string, unknown> }): GraphQLError {
  const ext = (error.extensions ?? {}) as Record<string, unknown>;
  const code = typeof ext.code === 'string' && (Object.values(ErrorCode) as string[]).includes(ext.code) ? ext.code : ErrorCode.UPSTREAM_ERROR;
  return new GraphQLError(error.message, { extensions: { ...ext, code } });
}
