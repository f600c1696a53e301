import {
  getNamedType,
  isAbstractType,
  isObjectType,
  isUnionType,
  parse,
  type DocumentNode,
  type GraphQLNamedType,
  type GraphQLOutputType,
  type GraphQLSchema,
} from 'graphql';
import { buildSelection, missingUpstream, upstreamField, type SelectionSpec } from '../../graph/capabilities.js';
import { findEpisodeData, isList, objectOf, type EpisodeDataPlace } from '../../graph/episode-data.js';
import { episodeListPlan, type EpisodeListPlan } from '../../graph/episode-list.js';

/**
 * The upstream operations behind comment lists, built from what the introspected upstream
 * offers (spec 4.4 names arguments, not every response field): missing pieces become a clear
 * error on the field that needs them, before any call.
 */

const AUTHOR: SelectionSpec = [
  {
    '... on UserAuthorDisplayMetadata': ['username', 'userFullName', 'userCoverImageUrl'],
    '... on ShowAuthorDisplayMetadata': ['showUri', 'showFullName', 'showCoverImageUrl'],
  },
];

const COMMENT: SelectionSpec = [
  'commentUri',
  'parentCommentUri',
  'entityUri',
  'createDate',
  'commentStr',
  'language',
  'initialModerationState',
  'approvalDate',
  'numberOfReplies',
  'hasParentEntityReacted',
  'hasParentEntityReplied',
  'isAnySensitivityPolicyInitiallyViolated',
  'hasParentEntityPinned',
  'containsBlockedWords',
  { oneOfAuthorDisplayMetadata: AUTHOR },
];

export interface CommentDocuments {
  /** `showByShowUri { showComments }`: variables `show`, `req`. */
  showComments: DocumentNode | Error;
  /** One episode's comments, wherever this upstream serves them. */
  episodeComments: EpisodeCommentsPlan | Error;
  /** `showByShowUri { episodesV2 }`: variables `show`, `req`; for the per-episode path. */
  showEpisodes: DocumentNode | Error;
  /** How to ask episodesV2 (filter, pages) on this upstream; null when it cannot be asked. */
  episodeList: EpisodeListPlan | null;
}

/**
 * The episode comment list of 4.4 (`getCommentsForEpisode`, whose place the spec does not
 * give): the field at the root or under `episodeByUri` that takes 4.4's filters and returns
 * comment records, directly or in a wrapper (graph/episode-data.ts finds it).
 */
export interface EpisodeCommentsPlan {
  place: EpisodeDataPlace;
  document: DocumentNode;
  /** The arguments of 4.4 the field declares, sent as variables of the same names. */
  args: ReadonlySet<string>;
  /** The wrapper's field holding the comments; null when the field returns the list itself. */
  listField: string | null;
  /** Whether pages can be followed: a `pageToken` in, a `nextPageToken` out (the spec shows neither). */
  paging: boolean;
}

/** 4.4's arguments of `getCommentsForEpisode` besides `episodeUri`, and the page token some upstreams add. */
const EPISODE_LIST_ARGS = ['primaryFilters', 'commentTypesFilters', 'secondaryFilters', 'repliesFilter', 'pageSize', 'pageToken'] as const;

const cache = new WeakMap<GraphQLSchema, CommentDocuments>();

export function commentDocuments(schema: GraphQLSchema): CommentDocuments {
  let docs = cache.get(schema);
  if (!docs) {
    docs = build(schema);
    cache.set(schema, docs);
  }
  return docs;
}

function build(schema: GraphQLSchema): CommentDocuments {
  const showArg = upstreamField(schema, 'Query', 'showByShowUri')?.args.find((a) => a.name === 'getShowByShowUriRequest');

  let showComments: DocumentNode | Error;
  const showCommentsField = upstreamField(schema, 'Show', 'showComments');
  const reqArg = showCommentsField?.args.find((a) => a.name === 'listShowCommentsRequest');
  const listType = showCommentsField ? getNamedType(showCommentsField.type) : undefined;
  const listFields = isObjectType(listType) ? listType.getFields() : {};
  const item = 'decoratedCommentOrReply' in listFields ? showCommentItem(schema, getNamedType(listFields.decoratedCommentOrReply.type).name) : '';
  if (!showArg || !showCommentsField || !reqArg || !item) {
    showComments = missingUpstream('Show.showComments with decoratedCommentOrReply (document 2, 4.4)');
  } else {
    showComments = parse(
      `query GatewayShowComments($show: ${showArg.type}, $req: ${reqArg.type}) { showByShowUri(getShowByShowUriRequest: $show) { showComments(listShowCommentsRequest: $req) { decoratedCommentOrReply { ${item} } ${'nextPageToken' in listFields ? 'nextPageToken' : ''} } } }`,
    );
  }

  const episodeComments = episodeCommentsPlan(schema);

  let showEpisodes: DocumentNode | Error;
  const list = episodeListPlan(schema);
  if (!showArg || list instanceof Error) {
    showEpisodes = missingUpstream('Show.episodesV2 (needed to gather comments that need review, episode by episode)');
  } else {
    showEpisodes = parse(
      `query GatewayShowEpisodeUris($show: ${showArg.type}, $req: ${list.requestType}) { showByShowUri(getShowByShowUriRequest: $show) { episodesV2(listEpisodesV2Request: $req) { items { uri } ${list.canPage ? 'nextPageToken' : ''} } } }`,
    );
  }
  return { showComments, episodeComments, showEpisodes, episodeList: list instanceof Error ? null : list };
}

function episodeCommentsPlan(schema: GraphQLSchema): EpisodeCommentsPlan | Error {
  const place = findEpisodeData(schema, 'comments', {
    nestedNames: ['comments'],
    rootNames: ['getCommentsForEpisode'],
    returns: (type) => commentList(type) !== null,
    requiredArgs: ['primaryFilters'],
    knownArgs: EPISODE_LIST_ARGS,
  });
  const list = place ? commentList(place.field.type) : null;
  const selection = list ? commentSelection(schema, list.item) : '';
  if (!place || !list || !selection) {
    return missingUpstream("an episode's comments (operation getCommentsForEpisode): neither a field of Episode nor a root field taking episodeUri takes 4.4's filters and returns comment records (document 2, 4.4)");
  }
  const paging = place.hasArg('pageToken') && list.nextPageToken;
  const args = EPISODE_LIST_ARGS.filter((name) => place.hasArg(name) && (name !== 'pageToken' || paging));
  const inner = list.listField ? `${list.listField} { ${selection} }${paging ? ' nextPageToken' : ''}` : selection;
  return { place, document: place.document('GatewayEpisodeComments', args, inner), args: new Set(args), listField: list.listField, paging };
}

/**
 * Comment records in a type: a list of them, or an object with a list of them (`comments`
 * preferred) and perhaps a `nextPageToken`. A comment record has `commentUri` and
 * `commentStr` (2.8); a union counts when one of its members is one.
 */
function commentList(type: GraphQLOutputType): { listField: string | null; item: GraphQLNamedType; nextPageToken: boolean } | null {
  const named = getNamedType(type);
  if (isList(type)) return isCommentRecord(named) ? { listField: null, item: named, nextPageToken: false } : null;
  const wrapper = objectOf(type);
  if (!wrapper) return null;
  const fields = Object.values(wrapper.getFields()).filter((f) => isList(f.type) && isCommentRecord(getNamedType(f.type)));
  const field = fields.find((f) => f.name === 'comments') ?? fields[0];
  return field ? { listField: field.name, item: getNamedType(field.type), nextPageToken: 'nextPageToken' in wrapper.getFields() } : null;
}

function isCommentRecord(type: GraphQLNamedType): boolean {
  if (isUnionType(type)) return type.getTypes().some(isCommentRecord);
  if (!isObjectType(type)) return false;
  const fields = type.getFields();
  return 'commentUri' in fields && 'commentStr' in fields;
}

/** The comment fields of 2.8 an item type has; on a union, on each member that is a comment record. */
function commentSelection(schema: GraphQLSchema, item: GraphQLNamedType): string {
  if (isUnionType(item)) return buildSelection(schema, item.name, item.getTypes().filter(isCommentRecord).map((m) => ({ [`... on ${m.name}`]: COMMENT })));
  return buildSelection(schema, item.name, COMMENT);
}

/**
 * One entry of the show-wide list: its episode URI and the comment or reply in it. The spec
 * names `oneOfCommentOrReply` with a DecoratedComment fragment; whatever other members its
 * union has (replies, under any name) are read with the same comment fields they have.
 */
function showCommentItem(schema: GraphQLSchema, itemTypeName: string): string {
  const inner = upstreamField(schema, itemTypeName, 'oneOfCommentOrReply');
  const innerType = inner ? getNamedType(inner.type) : undefined;
  const members = isAbstractType(innerType) ? schema.getPossibleTypes(innerType) : isObjectType(innerType) ? [innerType] : [];
  const selection = buildSelection(schema, itemTypeName, ['episodeUri', { oneOfCommentOrReply: members.map((m) => ({ [`... on ${m.name}`]: COMMENT })) }]);
  return selection.includes('commentUri') ? selection : '';
}

export function orThrow<T>(value: T | Error): T {
  if (value instanceof Error) throw value;
  return value;
}
