export { buildGatewaySchema, type BuildGatewaySchemaOptions } from './build.js';
export { createUpstreamExecutor, type UpstreamExecutorOptions, type UpstreamCallerContext } from './executor.js';
export { loadUpstreamSchema, loadSnapshot, introspectUpstream, SNAPSHOT_PATH, type LoadedUpstreamSchema } from './load.js';
export { createSchemaHolder, diff as diffUpstreamSchemas, type SchemaHolder, type RefreshOutcome, type SchemaChange } from './holder.js';
