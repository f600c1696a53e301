import {
  GraphQLBoolean,
  GraphQLEnumType,
  GraphQLID,
  GraphQLInt,
  GraphQLNonNull,
  GraphQLObjectType,
  GraphQLScalarType,
  GraphQLString,
  GraphQLUnionType,
  Kind,
  isUnionType,
  getNamedType,
  isNonNullType,
  type GraphQLFieldConfig,
  type GraphQLSchema,
} from 'graphql';
import { MapperKind, mapSchema, pruneSchema, renameType } from '@graphql-tools/utils';
import type { EpisodeRecord, ShowRecord } from '../data/model.js';
import { RENAMED_TYPES, type GraphVariant } from '../variant.js';
import { episodeState, publishedOnSeconds, type GraphContext } from './context.js';

/**
 * The sandbox's GraphQL schema as a variant upstream exposes it (see GraphVariant). Built from
 * the executable schema, so the sandbox's resolvers keep answering the fields that remain.
 */
export function variantGraphSchema(base: GraphQLSchema, variant: GraphVariant): GraphQLSchema {
  let schema = base;
  if (variant.reduced) schema = reduce(schema);
  if (variant.withoutEpisodeComments) {
    schema = pruneSchema(mapSchema(schema, { [MapperKind.QUERY_ROOT_FIELD]: (config, fieldName) => (fieldName === 'getCommentsForEpisode' ? null : config) }));
  }
  const drop = variant.dropFields;
  if (drop) schema = pruneSchema(mapSchema(schema, { [MapperKind.COMPOSITE_FIELD]: (config, fieldName, typeName) => (drop[typeName]?.includes(fieldName) ? null : config) }));
  if (variant.strictInputs) schema = strictInputs(schema);
  if (variant.refuseWithFalse) schema = refuseWithFalse(schema);
  if (variant.booleanMutations) schema = booleanMutations(schema);
  if (variant.longAsString) schema = longAsString(schema);
  if (variant.collidingNames) schema = collidingNames(schema);
  if (variant.renamed) schema = rename(schema);
  return schema;
}

/** Fields, arguments and values the sandbox has but document 2 does not state. */
const UNSTATED_FIELDS: Record<string, readonly string[]> = {
  Query: ['getPollForEpisode'],
  Episode: ['isDraft', 'description', 'episodeType', 'isExplicit', 'showUri'],
  ShowsForUserResponse: ['pagination'],
  ListEpisodesV2Response: ['totalCount', 'nextPageToken'],
  ListCommentsResponse: ['nextPageToken'],
  ListShowCommentsResponse: ['nextPageToken'],
  DecoratedComment: ['parentCommentUri'],
};

function reduce(schema: GraphQLSchema): GraphQLSchema {
  return pruneSchema(
    mapSchema(schema, {
      [MapperKind.COMPOSITE_FIELD]: (config, fieldName, typeName) => {
        if (UNSTATED_FIELDS[typeName]?.includes(fieldName)) return null;
        // 4.4 lists the arguments of getCommentsForEpisode: no page token among them.
        if (typeName === 'Query' && fieldName === 'getCommentsForEpisode' && config.args) {
          const { pageToken: _dropped, ...args } = config.args;
          return { ...config, args };
        }
        return config;
      },
      [MapperKind.INPUT_OBJECT_FIELD]: (config, fieldName, typeName) => (typeName === 'EpisodePagination' && fieldName === 'pageToken' ? null : config),
      [MapperKind.ENUM_VALUE]: (config, typeName, _schema, externalValue) => (typeName === 'EpisodeListFilter' && externalValue === 'ALL_EPISODES' ? null : config),
    }),
  );
}

function strictInputs(schema: GraphQLSchema): GraphQLSchema {
  return mapSchema(schema, {
    [MapperKind.INPUT_OBJECT_FIELD]: (config, _fieldName, typeName) =>
      typeName === 'ListEpisodesV2Request' && !isNonNullType(config.type) ? { ...config, type: new GraphQLNonNull(config.type) } : config,
  });
}

function refuseWithFalse(schema: GraphQLSchema): GraphQLSchema {
  return mapSchema(schema, {
    [MapperKind.MUTATION_ROOT_FIELD]: (config) => {
      if (getNamedType(config.type).name !== 'MutationResult') return config;
      const resolve = config.resolve!;
      return {
        ...config,
        resolve: async (...args: Parameters<typeof resolve>) => {
          try {
            return await resolve(...args);
          } catch (error) {
            // Only refusals of the request: a missing or foreign target stays an error.
            const code = (error as { extensions?: { code?: unknown } }).extensions?.code;
            if (code === 'CONFLICT' || code === 'BAD_USER_INPUT') return { success: false };
            throw error;
          }
        },
      };
    },
  });
}

function booleanMutations(schema: GraphQLSchema): GraphQLSchema {
  return pruneSchema(
    mapSchema(schema, {
      [MapperKind.MUTATION_ROOT_FIELD]: (config) => {
        if (getNamedType(config.type).name !== 'MutationResult') return config;
        const resolve = config.resolve!;
        return {
          ...config,
          type: isNonNullType(config.type) ? new GraphQLNonNull(GraphQLBoolean) : GraphQLBoolean,
          resolve: async (...args: Parameters<typeof resolve>) => ((await resolve(...args)) as { success?: boolean } | null)?.success ?? null,
        };
      },
    }),
  );
}

const LongAsString = new GraphQLScalarType({
  name: 'Long',
  description: '64-bit integer, serialised as a JSON string.',
  serialize: (value) => String(value),
  parseValue: (value) => {
    const n = typeof value === 'string' && /^-?\d+$/.test(value) ? Number(value) : value;
    if (typeof n !== 'number' || !Number.isSafeInteger(n)) throw new TypeError('Long must be an integer');
    return n;
  },
  parseLiteral: (ast) => {
    if (ast.kind !== Kind.INT && ast.kind !== Kind.STRING) throw new TypeError('Long must be an integer');
    return Number(ast.value);
  },
});

function longAsString(schema: GraphQLSchema): GraphQLSchema {
  return mapSchema(schema, { [MapperKind.SCALAR_TYPE]: (type) => (type.name === 'Long' ? LongAsString : type) });
}

// Upstream types named like the gateway's own types, with other shapes.
const UpstreamComment = new GraphQLObjectType<{ commentStr: string; commentId: string }>({
  name: 'Comment',
  fields: { uri: { type: GraphQLString, resolve: (c) => `platform:comment:${c.commentId}` }, text: { type: GraphQLString, resolve: (c) => c.commentStr } },
});
const UpstreamPageInfo = new GraphQLObjectType<{ total: number }>({ name: 'PageInfo', fields: { total: { type: GraphQLInt } } });
const UpstreamEpisodeState = new GraphQLEnumType({ name: 'EpisodeState', values: { UNPUBLISHED: {}, LIVE: {}, PLANNED: {} } });
/** The spec's `full`/`trailer`/`bonus` as an enum named like the gateway's own EpisodeType. */
const UpstreamEpisodeType = new GraphQLEnumType({ name: 'EpisodeType', values: { full: {}, trailer: {}, bonus: {} } });

const SHOW_EXTRAS: Record<string, GraphQLFieldConfig<ShowRecord, GraphContext>> = {
  description: { type: GraphQLString, resolve: (show) => `upstream: ${show.podcastDescription}` },
  language: { type: GraphQLString, resolve: (show) => show.podcastLanguage.toUpperCase() },
  category: { type: GraphQLString, resolve: (show) => show.podcastCategory },
  imageUrl: { type: GraphQLString, resolve: (show) => show.podcastImage },
  latestComment: {
    type: UpstreamComment,
    resolve: (show, _args, ctx) => {
      const episodes = new Set([...ctx.store.episodes.values()].filter((e) => e.stationId === show.stationId).map((e) => e.episodeId));
      return [...ctx.store.comments.values()].filter((c) => episodes.has(c.episodeId)).sort((a, b) => b.createDate - a.createDate)[0] ?? null;
    },
  },
  commentPageInfo: { type: UpstreamPageInfo, resolve: () => ({ total: 0 }) },
};

const EPISODE_EXTRAS: Record<string, GraphQLFieldConfig<EpisodeRecord, GraphContext>> = {
  id: { type: new GraphQLNonNull(GraphQLID), resolve: (e) => e.platformEpisodeId },
  state: {
    type: UpstreamEpisodeState,
    resolve: (e, _args, ctx) => ({ draft: 'UNPUBLISHED', scheduled: 'PLANNED', published: 'LIVE' })[episodeState(e, ctx.now())],
  },
  poll: { type: GraphQLBoolean, resolve: (e, _args, ctx) => ctx.store.polls.has(e.episodeId) },
  comments: { type: GraphQLInt, resolve: (e, _args, ctx) => [...ctx.store.comments.values()].filter((c) => c.episodeId === e.episodeId).length },
  publishOn: { type: GraphQLString, resolve: (e, _args, ctx) => String(publishedOnSeconds(e, ctx.now()) ?? '') },
};

function collidingNames(schema: GraphQLSchema): GraphQLSchema {
  return mapSchema(schema, {
    [MapperKind.OBJECT_TYPE]: (type) => {
      const extras = type.name === 'Show' ? SHOW_EXTRAS : type.name === 'Episode' ? EPISODE_EXTRAS : null;
      if (!extras) return type;
      const config = type.toConfig();
      const fields = { ...config.fields, ...(extras as typeof config.fields) };
      // The episode kind, where the upstream has it, as an enum clashing with the gateway's.
      if (fields.episodeType) fields.episodeType = { ...fields.episodeType, type: UpstreamEpisodeType };
      return new GraphQLObjectType({ ...config, fields });
    },
  });
}

function rename(schema: GraphQLSchema): GraphQLSchema {
  return mapSchema(schema, {
    [MapperKind.TYPE]: (type) => {
      // Unions resolve members by their old names (the sandbox's resolvers): map them too.
      const named = isUnionType(type) && type.resolveType ? withRenamedMembers(type) : type;
      return RENAMED_TYPES[named.name] ? renameType(named, RENAMED_TYPES[named.name]) : named;
    },
  });
}

function withRenamedMembers(type: GraphQLUnionType): GraphQLUnionType {
  const config = type.toConfig();
  const resolveType = config.resolveType!;
  return new GraphQLUnionType({
    ...config,
    resolveType: async (...args: Parameters<typeof resolveType>) => {
      const name = await resolveType(...args);
      return typeof name === 'string' ? (RENAMED_TYPES[name] ?? name) : name;
    },
  });
}
