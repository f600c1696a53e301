import { GraphQLError, OperationTypeNode, type DocumentNode, type ExecutionResult, type GraphQLSchema } from 'graphql';
import { getBatchingExecutor } from '@graphql-tools/batch-execute';
import type { SubschemaConfig } from '@graphql-tools/delegate';
import type { Executor } from '@graphql-tools/utils';
import { ErrorCode } from '../errors.js';

/**
 * What the gateway needs to reach the upstream GraphQL interface with operations of its own
 * (drafts, episode lists, comments, polls, ID lookups): the introspected upstream schema, to
 * build only operations it accepts, and the executor stitching delegates through, so these
 * operations join the same per-request batch as delegations. The schema holder makes one per
 * upstream schema; the request context carries the one current when the context is made.
 */
export interface UpstreamRuntime {
  /** The upstream schema as introspected (real type names, hidden fields included). */
  readonly schema: GraphQLSchema;
  /** The executor of the upstream subschema (the same function instance, so batches are shared). */
  readonly executor: Executor;
  /** The upstream subschema of the gateway schema built on `schema`, for roots that delegate themselves (graph/roots.ts). */
  readonly subschema: SubschemaConfig;
}

/** The part of the request context the upstream GraphQL client reads. */
export interface GraphCaller {
  /** The upstream runtime, set when the context is made. */
  readonly upstream: UpstreamRuntime;
}

/**
 * Sends a gateway-authored operation to the upstream through the per-request batching
 * executor: operations started in the same tick travel in one HTTP request together with
 * stitching's own delegations, and only within this context (so within one caller's token).
 */
export async function queryUpstream<TData = Record<string, unknown>>(
  ctx: GraphCaller,
  document: DocumentNode,
  variables: Record<string, unknown> = {},
  operationType: 'query' | 'mutation' = 'query',
): Promise<ExecutionResult<TData>> {
  // batch-execute's public API, keyed by (context, executor) as stitching's `batch: true` is.
  const executor = getBatchingExecutor(ctx as unknown as Record<string, unknown>, ctx.upstream.executor);
  return (await executor({ document, variables, context: ctx, operationType: operationType === 'mutation' ? OperationTypeNode.MUTATION : OperationTypeNode.QUERY })) as ExecutionResult<TData>;
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
