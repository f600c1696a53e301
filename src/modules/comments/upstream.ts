import { getNamedType, isAbstractType, isObjectType, parse, type DocumentNode, type GraphQLSchema } from 'graphql';
import { buildSelection, missingUpstream, upstreamField, type SelectionSpec } from '../../graph/capabilities.js';
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
  /** `getCommentsForEpisode`: variables named after its arguments. */
  episodeComments: DocumentNode | Error;
  /** Field of the `getCommentsForEpisode` result holding the comments. */
  episodeListField: string | null;
  /** Whether `getCommentsForEpisode` takes a `pageToken` (the spec lists none). */
  episodePaging: boolean;
  /** `showByShowUri { episodesV2 }`: variables `show`, `req`; for the per-episode path. */
  showEpisodes: DocumentNode | Error;
  /** How to ask episodesV2 (filter, pages) on this upstream; null when it cannot be asked. */
  episodeList: EpisodeListPlan | null;
}

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
  const comment = buildSelection(schema, 'DecoratedComment', COMMENT);

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

  let episodeComments: DocumentNode | Error;
  let episodeListField: string | null = null;
  const perEpisode = upstreamField(schema, 'Query', 'getCommentsForEpisode');
  const perEpisodeType = perEpisode ? getNamedType(perEpisode.type) : undefined;
  const perEpisodeFields = isObjectType(perEpisodeType) ? perEpisodeType.getFields() : {};
  episodeListField = Object.values(perEpisodeFields).find((f) => getNamedType(f.type).name === 'DecoratedComment')?.name ?? null;
  const required = ['episodeUri', 'primaryFilters', 'commentTypesFilters', 'secondaryFilters', 'repliesFilter', 'pageSize'];
  const episodePaging = !!perEpisode?.args.some((a) => a.name === 'pageToken') && 'nextPageToken' in perEpisodeFields;
  if (!perEpisode || !episodeListField || !comment || !required.every((r) => perEpisode.args.some((a) => a.name === r))) {
    episodeComments = missingUpstream('Query.getCommentsForEpisode with a list of DecoratedComment (document 2, 4.4)');
  } else {
    const args = perEpisode.args.filter((a) => required.includes(a.name) || (episodePaging && a.name === 'pageToken'));
    episodeComments = parse(
      `query GatewayEpisodeComments(${args.map((a) => `$${a.name}: ${a.type}`).join(', ')}) { getCommentsForEpisode(${args.map((a) => `${a.name}: $${a.name}`).join(', ')}) { ${episodeListField} { ${comment} } ${episodePaging ? 'nextPageToken' : ''} } }`,
    );
  }

  let showEpisodes: DocumentNode | Error;
  const list = episodeListPlan(schema);
  if (!showArg || list instanceof Error) {
    showEpisodes = missingUpstream('Show.episodesV2 (needed to gather comments that need review, episode by episode)');
  } else {
    showEpisodes = parse(
      `query GatewayShowEpisodeUris($show: ${showArg.type}, $req: ${list.requestType}) { showByShowUri(getShowByShowUriRequest: $show) { episodesV2(listEpisodesV2Request: $req) { items { uri } ${list.canPage ? 'nextPageToken' : ''} } } }`,
    );
  }
  return { showComments, episodeComments, episodeListField, episodePaging, showEpisodes, episodeList: list instanceof Error ? null : list };
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
