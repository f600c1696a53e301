import { getNamedType, Kind, parse, type DocumentNode, type GraphQLOutputType, type GraphQLSchema, type ObjectTypeDefinitionNode } from 'graphql';
import { stitchSchemas, ValidationLevel, type ValidationSettings } from '@graphql-tools/stitch';
import { delegateToSchema, type SubschemaConfig } from '@graphql-tools/delegate';
import { conditionsApplied } from '../selection.js';
import type { Executor, IResolvers } from '@graphql-tools/utils';
import { localFieldTypes } from './local-fields.js';
import { isMergedType, mergeConfig, MERGED_TYPES, upstreamOnlyFields, withMergedKey, type MergedKeys, type MergedTypeName, type Resolve, type UpstreamOnlyFields } from './merged.js';
import type { UpstreamRuntime } from '../graph/runtime.js';
import { gatewayError, ErrorCode } from '../errors.js';
import { publicUpstreamSchema } from './hidden.js';
import { describeAnalytics } from './describe-analytics.js';
import { answerHeldFields } from './held-fields.js';
import { RenameTypes } from '@graphql-tools/wrap';
import { collidingTypeRenames, localDeclarations, shadowedUpstreamFields } from './collisions.js';

export interface BuildGatewaySchemaOptions {
  /** The upstream GraphQL schema (introspected, or the committed snapshot). */
  upstreamSchema: GraphQLSchema;
  /** The one upstream executor (`createUpstreamExecutor`). */
  executor: Executor;
  /** Local (REST-backed) SDL; `extend type` where the upstream defines the type. */
  localTypeDefs: ReadonlyArray<string | DocumentNode>;
  localResolvers: ReadonlyArray<IResolvers>;
  /**
   * How the modules find the upstream key (`uri`) of a Show or Episode a gateway field made
   * from REST, for stitching to complete it with upstream fields. @default none: such fields
   * answer with an error (printing the schema needs no keys)
   */
  mergedKeys?: MergedKeys;
}

type FieldConfig = { resolve?: Resolve; selectionSet?: string; [key: string]: unknown };

/**
 * The one stitchSchemas call. The upstream GraphQL interface is one batched subschema whose
 * Show and Episode are merged types keyed by `uri` (merged.ts); the REST-backed SDL and
 * resolvers are gateway-level, so REST fields run once, directly, with no second execution.
 * Only Show and Episode are merged (`mergeTypes: false`): stitching wraps gateway fields that
 * return them, to complete their values, and leaves every other field's resolver as written.
 * Two adjustments make each of the two one type:
 * - every gateway resolver on Show/Episode asks the upstream for `uri` with its `selectionSet`,
 *   so on objects that came from the upstream it finds its REST key;
 * - every gateway field returning Show/Episode gives its values their upstream key when the
 *   client selected upstream fields (`withMergedKey`), for stitching to complete them.
 */
export function buildGatewaySchema(options: BuildGatewaySchemaOptions): GraphQLSchema {
  return buildGateway(options).schema;
}

/** The gateway schema and the upstream runtime that goes with it (request contexts carry the runtime). */
export function buildGateway(options: BuildGatewaySchemaOptions): { schema: GraphQLSchema; runtime: UpstreamRuntime } {
  // Names the upstream shares with the gateway's own SDL by accident (collisions.ts).
  const local = localDeclarations(options.localTypeDefs);
  const renames = collidingTypeRenames(options.upstreamSchema, local);
  // Document 2's explanations of the analytics vocabulary, as descriptions (describe-analytics.ts).
  const publicSchema = describeAnalytics(publicUpstreamSchema(options.upstreamSchema, shadowedUpstreamFields(options.upstreamSchema, local)));
  const upstreamOnly = upstreamOnlyFields(publicSchema, overriddenFields(options.localResolvers));
  const subschema: SubschemaConfig = {
    schema: publicSchema,
    executor: options.executor,
    batch: true,
    // Stitching's own delegation of the upstream roots, with the client's conditions applied
    // first: its delegation merges a field with a twin without reading `@skip`/`@include`, so a
    // skipped twin would hide the one selected (selection.ts, `conditionsApplied`).
    createProxyingResolver: ({ subschemaConfig, operation }) =>
      function proxyingResolver(rootValue, args, context, info) {
        return delegateToSchema({ schema: subschemaConfig, operation, rootValue, args, context, info, fieldNodes: conditionsApplied(info.fieldNodes, info) });
      },
    merge: mergeConfig(publicSchema, upstreamOnly),
    ...(renames.size ? { transforms: [new RenameTypes((name) => renames.get(name) ?? name)] } : {}),
  };
  const opts: BuildGatewaySchemaOptions = { ...options, localTypeDefs: withRootTypes(options.localTypeDefs, publicSchema) };
  const resolvers = adjustResolvers({ ...opts, upstreamSchema: publicSchema }, upstreamOnly);
  const schema = stitchSchemas({
    subschemas: [subschema],
    typeDefs: [...opts.localTypeDefs],
    resolvers,
    // Show and Episode merge through the subschema's `merge` config; no other type is merged.
    mergeTypes: false,
    // The gateway redeclares some upstream fields on purpose (e.g. `Episode.episodeType` as an
    // enum, REST-canonical): its definition wins and its resolver answers, so no warning.
    typeMergingOptions: { validationScopes: redeclaredFields({ ...opts, upstreamSchema: publicSchema }) },
  });
  // Deferred upstream fields and failing ones are held as functions (held-fields.ts).
  answerHeldFields(schema, upstreamOnly);
  return { schema, runtime: { schema: opts.upstreamSchema, executor: opts.executor, subschema } };
}

/**
 * The local SDL extends the upstream's root types (`extend type Mutation`) and `Show`. An
 * upstream without mutations has no Mutation type to extend (nor a Show type, without any root
 * reaching it): then the first extension becomes the definition, so the gateway's own fields
 * still exist.
 */
function withRootTypes(typeDefs: ReadonlyArray<string | DocumentNode>, upstream: GraphQLSchema): Array<string | DocumentNode> {
  const missing = new Set(['Query', 'Mutation', 'Subscription', ...Object.keys(MERGED_TYPES)].filter((name) => !upstream.getType(name)));
  if (!missing.size) return [...typeDefs];
  return typeDefs.map((source) => {
    const doc = typeof source === 'string' ? parse(source) : source;
    let changed = false;
    const definitions = doc.definitions.map((def) => {
      if (def.kind !== Kind.OBJECT_TYPE_EXTENSION || !missing.has(def.name.value)) return def;
      missing.delete(def.name.value);
      changed = true;
      return { ...def, kind: Kind.OBJECT_TYPE_DEFINITION } as ObjectTypeDefinitionNode;
    });
    return changed ? { ...doc, definitions } : source;
  });
}

/** Fields of merged types that a local resolver answers (they need no upstream delegation). */
function overriddenFields(resolvers: ReadonlyArray<IResolvers>): Map<string, Set<string>> {
  const out = new Map<string, Set<string>>();
  for (const map of resolvers) {
    for (const typeName of Object.keys(MERGED_TYPES)) {
      const fields = (map as Record<string, Record<string, unknown> | undefined>)[typeName];
      if (!fields) continue;
      const set = out.get(typeName) ?? new Set<string>();
      for (const name of Object.keys(fields)) set.add(name);
      out.set(typeName, set);
    }
  }
  return out;
}

function adjustResolvers(opts: BuildGatewaySchemaOptions, upstreamOnly: UpstreamOnlyFields): IResolvers[] {
  const fieldTypes = localFieldTypes(opts.localTypeDefs);
  const upstreamTypes = opts.upstreamSchema.getTypeMap();
  // Gateway fields on merged types read the key, and nothing else: a draft's fields are read
  // when REST refuses the episode (graph/drafts.ts), not asked with every episode.
  const keySelection: Record<string, string> = { Show: isUpstreamField(upstreamTypes, 'Show', 'uri') ? 'uri' : '', Episode: isUpstreamField(upstreamTypes, 'Episode', 'uri') ? 'uri' : '' };
  const keyOf = (typeName: keyof typeof MERGED_TYPES) =>
    opts.mergedKeys?.[typeName] ?? (() => Promise.reject(gatewayError(ErrorCode.INTERNAL_SERVER_ERROR, `No way to find the upstream key of a ${typeName}.`)));
  const adjusted: IResolvers[] = opts.localResolvers.map((map) => {
    const copy: Record<string, unknown> = { ...map };
    for (const [typeName, fields] of Object.entries(map)) {
      if (!fields || typeof fields !== 'object' || typeName.startsWith('__') || !fieldTypes.has(typeName) && !(typeName in MERGED_TYPES)) continue;
      const copyFields: Record<string, unknown> = { ...(fields as Record<string, unknown>) };
      for (const [fieldName, value] of Object.entries(copyFields)) {
        if (!fieldTypes.get(typeName)?.has(fieldName) && !isUpstreamField(upstreamTypes, typeName, fieldName)) {
          // A resolver for an upstream field this upstream does not have (e.g. `Episode.uri`
          // when no public root reaches its Episode type): nothing to resolve, not a failed start.
          delete copyFields[fieldName];
          continue;
        }
        const onMergedType = typeName in MERGED_TYPES;
        const returns = fieldTypes.get(typeName)?.get(fieldName);
        // A gateway field returning a merged type: its values get their key (withMergedKey).
        const keyed: MergedTypeName | null = returns && isMergedType(returns) && !isUpstreamField(upstreamTypes, typeName, fieldName) ? returns : null;
        // Every other resolver stays as the module wrote it.
        if (!onMergedType && !keyed) continue;
        let config: FieldConfig = typeof value === 'function' ? { resolve: value as FieldConfig['resolve'] } : { ...(value as FieldConfig) };
        if (onMergedType) config = withKeySelection(config, keySelection[typeName]);
        if (keyed && config.resolve) config = { ...config, resolve: withMergedKey(config.resolve, keyed, upstreamOnly, keyOf(keyed)) };
        copyFields[fieldName] = config;
      }
      copy[typeName] = copyFields;
    }
    return copy as IResolvers;
  });
  // Local fields returning Show/Episode with no resolver of their own (a payload's `episode`,
  // read from the parent) still need their key.
  const extra: Record<string, Record<string, unknown>> = {};
  for (const [typeName, fields] of fieldTypes) {
    for (const [fieldName, returns] of fields) {
      if (!isMergedType(returns) || isUpstreamField(upstreamTypes, typeName, fieldName)) continue;
      if (opts.localResolvers.some((m) => (m as Record<string, Record<string, unknown> | undefined>)[typeName]?.[fieldName])) continue;
      (extra[typeName] ??= {})[fieldName] = { resolve: withMergedKey(undefined, returns, upstreamOnly, keyOf(returns)) };
    }
  }
  return Object.keys(extra).length ? [...adjusted, extra as IResolvers] : adjusted;
}

function isUpstreamField(types: ReturnType<GraphQLSchema['getTypeMap']>, typeName: string, fieldName: string): boolean {
  const type = types[typeName];
  return !!type && 'getFields' in type && fieldName in (type.getFields() as Record<string, unknown>);
}

function withKeySelection(config: FieldConfig, keys: string): FieldConfig {
  if (!config.resolve || !keys) return config;
  const inner = typeof config.selectionSet === 'string' ? config.selectionSet.trim().replace(/^\{|\}$/g, '') : '';
  return { ...config, selectionSet: `{ ${keys} ${inner} }` };
}

/** Local field declarations of merged types that differ in type from the upstream's. */
function redeclaredFields(opts: BuildGatewaySchemaOptions): Record<string, ValidationSettings> {
  const out: Record<string, ValidationSettings> = {};
  const local = localFieldTypes(opts.localTypeDefs);
  for (const typeName of Object.keys(MERGED_TYPES)) {
    const upstreamType = opts.upstreamSchema.getType(typeName);
    const upstreamFields = upstreamType && 'getFields' in upstreamType ? upstreamType.getFields() : {};
    for (const [fieldName, named] of local.get(typeName) ?? []) {
      const theirs = (upstreamFields as Record<string, { type: GraphQLOutputType }>)[fieldName];
      if (theirs && getNamedType(theirs.type).name !== named) out[`${typeName}.${fieldName}`] = { validationLevel: ValidationLevel.Off };
    }
  }
  return out;
}
