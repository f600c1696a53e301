import {
  getNamedType,
  GraphQLError,
  isListType,
  isNonNullType,
  isObjectType,
  parse,
  type DocumentNode,
  type ExecutionResult,
  type GraphQLArgument,
  type GraphQLField,
  type GraphQLObjectType,
  type GraphQLOutputType,
  type GraphQLSchema,
} from 'graphql';
import { ErrorCode, gatewayError } from '../errors.js';
import { upstreamField } from './capabilities.js';
import { asGatewayError } from './runtime.js';
import { URI_ROOTS } from './roots.js';

/**
 * Where the upstream keeps data of one episode that document 2 names by operation but not by
 * place. 4.1 lists `getPollForEpisode` and `getCommentsForEpisode` as client operation names,
 * says the top-level Query fields are `showsForUser`, `showByShowUri` and `episodeByUri`, and
 * 2.3 says operation names are persisted-query aliases: an implementation may serve the data
 * under `episodeByUri` (the path the spec states) or as a root field named after the operation.
 * So the field is found by its shape, its arguments and its return type, in this order:
 * 1. a field of the episode `episodeByUri` returns, under the name an implementer would give it;
 * 2. any other field of that episode type of that shape, when exactly one has it;
 * 3. a root field named after the operation, taking `episodeUri`;
 * 4. any other root field of that shape taking `episodeUri`, when exactly one has it.
 * An ambiguous shape is not guessed at: the field that needs it fails, as when nothing fits.
 */

export interface EpisodeDataWanted {
  /** Names an implementer would give the field under Episode (`poll`). */
  nestedNames: readonly string[];
  /** The spec's operation names, for a root field (`getPollForEpisode`). */
  rootNames: readonly string[];
  /** Whether a field returning this type carries the data. */
  returns(type: GraphQLOutputType): boolean;
  /** Arguments the field must declare (besides `episodeUri` at the root). */
  requiredArgs: readonly string[];
  /** Arguments the gateway can give; a field requiring any other one does not fit. */
  knownArgs: readonly string[];
}

export interface EpisodeDataPlace {
  /** Where it was found: `Episode.poll`, `Query.getPollForEpisode`. */
  readonly path: string;
  readonly nested: boolean;
  /** The field carrying the data. */
  readonly field: GraphQLField<unknown, unknown>;
  /** Whether the field declares an argument. */
  hasArg(name: string): boolean;
  /**
   * A query reading the field with the given arguments (as variables of the same names) and
   * selection; its variables come from `variables`.
   */
  document(operationName: string, args: readonly string[], selection: string): DocumentNode;
  variables(episodeUri: string, args: Record<string, unknown>): Record<string, unknown>;
  /**
   * The field's value from a result, or the upstream's error for it. An episode the upstream
   * does not show to this caller (nested: `episodeByUri` is null) is NOT_FOUND.
   */
  read<T>(result: ExecutionResult): T | null;
}

const VALUE = 'value';
const EPISODE_URI_ARG = 'episodeUri';

const places = new WeakMap<GraphQLSchema, Map<string, EpisodeDataPlace | null>>();

/** The place of `wanted` in this upstream schema, or null when none fits (cached per schema). */
export function findEpisodeData(schema: GraphQLSchema, key: string, wanted: EpisodeDataWanted): EpisodeDataPlace | null {
  let bySchema = places.get(schema);
  if (!bySchema) places.set(schema, (bySchema = new Map()));
  if (!bySchema.has(key)) bySchema.set(key, locate(schema, wanted));
  return bySchema.get(key)!;
}

function locate(schema: GraphQLSchema, wanted: EpisodeDataWanted): EpisodeDataPlace | null {
  const root = upstreamField(schema, 'Query', URI_ROOTS.Episode.rootField);
  const rootArg = root?.args.find((a) => a.name === 'getEpisodeRequest');
  const episodeType = root ? getNamedType(root.type) : undefined;
  if (root && rootArg && isObjectType(episodeType)) {
    const field = pick(Object.values(episodeType.getFields()), wanted.nestedNames, (f) => fits(f, wanted, []));
    if (field) return nestedPlace(episodeType, rootArg, field);
  }
  const query = schema.getQueryType();
  const rootFields = query ? Object.values(query.getFields()) : [];
  const atRoot = pick(rootFields, wanted.rootNames, (f) => fits(f, wanted, [EPISODE_URI_ARG]));
  return atRoot ? rootPlace(atRoot) : null;
}

/** The field named as expected when it fits, else the only field that fits. */
function pick(fields: ReadonlyArray<GraphQLField<unknown, unknown>>, names: readonly string[], ok: (f: GraphQLField<unknown, unknown>) => boolean) {
  for (const name of names) {
    const named = fields.find((f) => f.name === name);
    if (named && ok(named)) return named;
  }
  const fitting = fields.filter(ok);
  return fitting.length === 1 ? fitting[0] : null;
}

function fits(field: GraphQLField<unknown, unknown>, wanted: EpisodeDataWanted, extra: readonly string[]): boolean {
  if (!wanted.returns(field.type)) return false;
  const declared = new Set(field.args.map((a) => a.name));
  if (![...extra, ...wanted.requiredArgs].every((name) => declared.has(name))) return false;
  const givable = new Set([...extra, ...wanted.knownArgs]);
  return field.args.every((a) => givable.has(a.name) || !isNonNullType(a.type) || a.defaultValue !== undefined);
}

function argDefinitions(field: GraphQLField<unknown, unknown>, args: readonly string[]): Array<{ name: string; arg: GraphQLArgument }> {
  return args.map((name) => {
    const arg = field.args.find((a) => a.name === name);
    if (!arg) throw new Error(`${field.name} has no argument ${name}`);
    return { name, arg };
  });
}

function nestedPlace(episodeType: GraphQLObjectType, rootArg: GraphQLArgument, field: GraphQLField<unknown, unknown>): EpisodeDataPlace {
  const rootField = URI_ROOTS.Episode.rootField;
  return {
    path: `${episodeType.name}.${field.name}`,
    nested: true,
    field,
    hasArg: (name) => field.args.some((a) => a.name === name),
    document(operationName, args, selection) {
      const defs = argDefinitions(field, args);
      const variables = [`$episode: ${rootArg.type}`, ...defs.map((d) => `$${d.name}: ${d.arg.type}`)].join(', ');
      const passed = defs.length ? `(${defs.map((d) => `${d.name}: $${d.name}`).join(', ')})` : '';
      return parse(
        `query ${operationName}(${variables}) { ${rootField}(getEpisodeRequest: $episode) { ${VALUE}: ${field.name}${passed}${selection ? ` { ${selection} }` : ''} } }`,
      );
    },
    variables: (episodeUri, args) => ({ episode: URI_ROOTS.Episode.args(episodeUri).getEpisodeRequest, ...args }),
    read<T>(result: ExecutionResult): T | null {
      const episode = (result.data as Record<string, Record<string, unknown> | null> | null | undefined)?.[rootField];
      const errors = (result.errors ?? []).filter((e) => !e.path || e.path[0] === rootField);
      const value = episode?.[VALUE];
      if (value !== null && value !== undefined) return value as T;
      if (errors.length) throw asGatewayError(errors[0]);
      if (!episode) throw notShown();
      return null;
    },
  };
}

function rootPlace(field: GraphQLField<unknown, unknown>): EpisodeDataPlace {
  return {
    path: `Query.${field.name}`,
    nested: false,
    field,
    hasArg: (name) => field.args.some((a) => a.name === name),
    document(operationName, args, selection) {
      const defs = argDefinitions(field, [EPISODE_URI_ARG, ...args.filter((a) => a !== EPISODE_URI_ARG)]);
      const variables = defs.map((d) => `$${d.name}: ${d.arg.type}`).join(', ');
      const passed = defs.map((d) => `${d.name}: $${d.name}`).join(', ');
      return parse(`query ${operationName}(${variables}) { ${VALUE}: ${field.name}(${passed})${selection ? ` { ${selection} }` : ''} }`);
    },
    variables: (episodeUri, args) => ({ ...args, [EPISODE_URI_ARG]: episodeUri }),
    read<T>(result: ExecutionResult): T | null {
      const value = (result.data as Record<string, unknown> | null | undefined)?.[VALUE];
      const errors = (result.errors ?? []).filter((e) => !e.path || e.path[0] === VALUE);
      if ((value === null || value === undefined) && errors.length) throw asGatewayError(errors[0]);
      return (value ?? null) as T | null;
    },
  };
}

function notShown(): GraphQLError {
  return gatewayError(ErrorCode.NOT_FOUND, 'The upstream GraphQL interface does not show this episode to this caller.');
}

/** The object type a field returns, lists and non-null unwrapped; undefined for other types. */
export function objectOf(type: GraphQLOutputType): GraphQLObjectType | undefined {
  const named = getNamedType(type);
  return isObjectType(named) ? named : undefined;
}

/** Whether a type is a list (under any non-null). */
export function isList(type: GraphQLOutputType): boolean {
  return isListType(isNonNullType(type) ? type.ofType : type);
}
