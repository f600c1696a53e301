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
import { episodeState, episodeUri, publishedOnSeconds, type GraphContext } from './context.js';

/**
 * The sandbox's GraphQL schema as a variant upstream exposes it (see GraphVariant). Built from
 * the executable schema, so the sandbox's resolvers keep answering the fields that remain.
 */
export function variantGraphSchema(base: GraphQLSchema, variant: GraphVariant): GraphQLSchema {
  let schema = base;
  // First: the nested fields take their arguments and resolvers from the root fields.
  if (variant.nestedEpisodeData) schema = nestEpisodeData(schema);
  if (variant.reduced) schema = reduce(schema);
  if (variant.withoutEpisodeComments) {
    schema = pruneSchema(mapSchema(schema, { [MapperKind.QUERY_ROOT_FIELD]: (config, fieldName) => (fieldName === 'getCommentsForEpisode' ? null : config) }));
  }
  const drop = variant.dropFields;
  if (drop) schema = pruneSchema(mapSchema(schema, { [MapperKind.COMPOSITE_FIELD]: (config, fieldName, typeName) => (drop[typeName]?.includes(fieldName) ? null : config) }));
  const dropInputs = variant.dropInputFields;
  if (dropInputs) schema = mapSchema(schema, { [MapperKind.INPUT_OBJECT_FIELD]: (config, fieldName, typeName) => (dropInputs[typeName]?.includes(fieldName) ? null : config) });
  const addValues = variant.addEnumValues;
  if (addValues) {
    schema = mapSchema(schema, {
      [MapperKind.ENUM_TYPE]: (type) => {
        const extra = addValues[type.name];
        if (!extra) return type;
        const config = type.toConfig();
        return new GraphQLEnumType({ ...config, values: { ...config.values, ...Object.fromEntries(extra.map((v) => [v, { value: v }])) } });
      },
    });
  }
  const dropValues = variant.dropEnumValues;
  if (dropValues) {
    schema = mapSchema(schema, { [MapperKind.ENUM_VALUE]: (config, typeName, _schema, externalValue) => (dropValues[typeName]?.includes(externalValue) ? null : config) });
  }
  if (variant.renamedFields) schema = renameFields(schema, variant.renamedFields);
  if (variant.funnelStepValue) schema = funnelStepValue(schema);
  if (variant.strictInputs) schema = strictInputs(schema);
  if (variant.insightFeedbackAsArguments) schema = insightFeedbackAsArguments(schema);
  if (variant.refuseWithFalse) schema = refuseWithFalse(schema);
  if (variant.booleanMutations) schema = booleanMutations(schema);
  if (variant.longAsString) schema = longAsString(schema);
  if (variant.collidingNames) schema = collidingNames(schema);
  if (variant.renamed) schema = rename(schema, variant.renamed === true ? RENAMED_TYPES : variant.renamed);
  return schema;
}

/** Fields, arguments and values the sandbox has but document 2 does not state. */
const UNSTATED_FIELDS: Record<string, readonly string[]> = {
  Query: ['getPollForEpisode'],
  // 4.1 names it (thumbs up or down); its arguments and return shape are not shown (4.5).
  Mutation: ['submitAnalyticsInsightFeedback'],
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
        // 4.4 lists the arguments of getCommentsForEpisode: no page token among them (at the
        // root or, with nestedEpisodeData, under the episode).
        const episodeComments = (typeName === 'Query' && fieldName === 'getCommentsForEpisode') || (typeName === 'Episode' && fieldName === NESTED_COMMENTS);
        if (episodeComments && config.args) {
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

/** Names of the nested fields of `nestedEpisodeData`. */
const NESTED_POLL = 'poll';
const NESTED_COMMENTS = 'comments';

/**
 * `Episode.poll` and `Episode.comments(...)` in place of the root fields `getPollForEpisode`
 * and `getCommentsForEpisode`. The spec names neither field: these are the names an
 * implementer reading only document 2 would give them (the operation names without `get` and
 * `ForEpisode`, as `showComments` sits under Show), with the arguments 4.4 lists for
 * `getCommentsForEpisode` less `episodeUri`, which the parent episode gives. The return types
 * are the root fields' own, and so are the resolvers (called with the parent's URI).
 */
function nestEpisodeData(schema: GraphQLSchema): GraphQLSchema {
  const root = schema.getQueryType()!.toConfig().fields;
  const poll = root.getPollForEpisode;
  const comments = root.getCommentsForEpisode;
  if (!poll?.resolve || !comments?.resolve) throw new Error('nestedEpisodeData needs the root fields getPollForEpisode and getCommentsForEpisode');
  const pollResolve = poll.resolve;
  const commentsResolve = comments.resolve;
  const { episodeUri: _given, ...commentArgs } = comments.args ?? {};
  const nested: Record<string, GraphQLFieldConfig<EpisodeRecord, GraphContext>> = {
    [NESTED_POLL]: {
      type: poll.type,
      description: "This episode's poll, or null (document 2, 4.1 and 4.3).",
      resolve: (episode, _args, ctx, info) => pollResolve(undefined, { episodeUri: episodeUri(episode) }, ctx, info),
    },
    [NESTED_COMMENTS]: {
      type: comments.type,
      args: commentArgs,
      description: "This episode's comments, with the arguments and filters of document 2, 4.4.",
      resolve: (episode, args, ctx, info) => commentsResolve(undefined, { ...args, episodeUri: episodeUri(episode) }, ctx, info),
    },
  };
  return pruneSchema(
    mapSchema(schema, {
      [MapperKind.QUERY_ROOT_FIELD]: (config, fieldName) => (fieldName === 'getPollForEpisode' || fieldName === 'getCommentsForEpisode' ? null : config),
      [MapperKind.OBJECT_TYPE]: (type) => {
        if (type.name !== 'Episode') return type;
        const config = type.toConfig();
        return new GraphQLObjectType({ ...config, fields: { ...config.fields, ...(nested as typeof config.fields) } });
      },
    }),
  );
}

/**
 * Discovery funnel steps with a union `stepValue` instead of `value` (document 2, 2.7: which of
 * the two holds is not shown): the count of impressions and plays, the completion rate as a
 * ratio.
 */
function funnelStepValue(schema: GraphQLSchema): GraphQLSchema {
  const count = schema.getType('CountValueLong') as GraphQLObjectType;
  const ratio = schema.getType('RatioValueFloat') as GraphQLObjectType;
  const StepValue = new GraphQLUnionType({ name: 'StepValue', types: [count, ratio], resolveType: (value: { __typename: string }) => value.__typename });
  type Step = { stepName: string; value: number | null; conversionRateToNext: number | null };
  return mapSchema(schema, {
    [MapperKind.OBJECT_TYPE]: (type) => {
      if (type.name !== 'DiscoveryFunnelStep') return type;
      const { value: _value, ...fields } = type.toConfig().fields;
      return new GraphQLObjectType({
        ...type.toConfig(),
        fields: {
          ...fields,
          stepValue: {
            type: StepValue,
            // The completion step has no count; its rate is the sandbox's conversionRateToNext.
            resolve: (step: Step) =>
              step.value === null ? (step.conversionRateToNext === null ? null : { __typename: 'RatioValueFloat', value: step.conversionRateToNext }) : { __typename: 'CountValueLong', value: step.value },
          },
        },
      });
    },
  });
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

/**
 * `submitAnalyticsInsightFeedback(showUri, insightId, isPositive: Boolean!)`: the feedback as
 * plain arguments and a yes/no instead of an input object with a thumbs enum.
 */
function insightFeedbackAsArguments(schema: GraphQLSchema): GraphQLSchema {
  return pruneSchema(
    mapSchema(schema, {
      [MapperKind.MUTATION_ROOT_FIELD]: (config, fieldName) => {
        if (fieldName !== 'submitAnalyticsInsightFeedback' || !config.resolve) return config;
        const resolve = config.resolve;
        return {
          ...config,
          args: {
            showUri: { type: new GraphQLNonNull(GraphQLString) },
            insightId: { type: new GraphQLNonNull(GraphQLString) },
            isPositive: { type: new GraphQLNonNull(GraphQLBoolean) },
          },
          resolve: (root, args: { showUri: string; insightId: string; isPositive: boolean }, ctx, info) =>
            resolve(root, { submitInsightFeedbackRequest: { showUri: args.showUri, insightId: args.insightId, feedback: args.isPositive ? 'THUMBS_UP' : 'THUMBS_DOWN' } }, ctx, info),
        };
      },
    }),
  );
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
      // A field the upstream already has under that name (nestedEpisodeData's poll and comments) stays.
      const added = Object.fromEntries(Object.entries(extras).filter(([name]) => !(name in config.fields)));
      const fields = { ...config.fields, ...(added as typeof config.fields) };
      // The episode kind, where the upstream has it, as an enum clashing with the gateway's.
      if (fields.episodeType) fields.episodeType = { ...fields.episodeType, type: UpstreamEpisodeType };
      return new GraphQLObjectType({ ...config, fields });
    },
  });
}

/** Fields under other names; each still reads the sandbox record's value under its old name. */
function renameFields(schema: GraphQLSchema, names: Readonly<Record<string, Readonly<Record<string, string>>>>): GraphQLSchema {
  return mapSchema(schema, {
    [MapperKind.COMPOSITE_FIELD]: (config, fieldName, typeName) => {
      const name = names[typeName]?.[fieldName];
      if (!name) return config;
      const resolve = config.resolve;
      return [name, { ...config, resolve: resolve ?? ((source: Record<string, unknown>) => source[fieldName]) }];
    },
  });
}

function rename(schema: GraphQLSchema, names: Readonly<Record<string, string>>): GraphQLSchema {
  return mapSchema(schema, {
    [MapperKind.TYPE]: (type) => {
      // Unions resolve members by their old names (the sandbox's resolvers): map them too.
      const named = isUnionType(type) && type.resolveType ? withRenamedMembers(type, names) : type;
      return names[named.name] ? renameType(named, names[named.name]) : named;
    },
  });
}

function withRenamedMembers(type: GraphQLUnionType, names: Readonly<Record<string, string>>): GraphQLUnionType {
  const config = type.toConfig();
  const resolveType = config.resolveType!;
  return new GraphQLUnionType({
    ...config,
    resolveType: async (...args: Parameters<typeof resolveType>) => {
      const name = await resolveType(...args);
      return typeof name === 'string' ? (names[name] ?? name) : name;
    },
  });
}
