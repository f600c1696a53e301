import type { GraphQLSchema } from 'graphql';
import { stitchSchemas } from '@graphql-tools/stitch';
import type { Executor, IResolvers } from '@graphql-tools/utils';

export { createUpstreamExecutor, type UpstreamExecutorOptions, type UpstreamCallerContext } from './executor.js';
export { loadUpstreamSchema, loadSnapshot, introspectUpstream, SNAPSHOT_PATH, type LoadedUpstreamSchema } from './load.js';

export interface BuildGatewaySchemaOptions {
  /** The upstream GraphQL schema (introspected or from the snapshot). */
  upstreamSchema: GraphQLSchema;
  /** The one upstream executor (createUpstreamExecutor). */
  executor: Executor;
  /** Local (REST-backed) SDL, `extend type ...` where the upstream defines the type. */
  localTypeDefs: string[];
  localResolvers: IResolvers[];
}

/** The one stitchSchemas call: upstream GraphQL subschema + local REST-backed SDL and resolvers. */
export function buildGatewaySchema(opts: BuildGatewaySchemaOptions): GraphQLSchema {
  return stitchSchemas({
    subschemas: [{ schema: opts.upstreamSchema, executor: opts.executor, batch: true }],
    typeDefs: opts.localTypeDefs,
    resolvers: opts.localResolvers,
  });
}
