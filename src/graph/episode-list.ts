import {
  getNamedType,
  isEnumType,
  isInputObjectType,
  isNonNullType,
  isObjectType,
  type GraphQLInputObjectType,
  type GraphQLInputType,
  type GraphQLSchema,
} from 'graphql';
import { missingUpstream, upstreamField } from './capabilities.js';

/**
 * How the gateway lists a show's episodes on the upstream (`Show.episodesV2`, document 2, 2.7),
 * fitted to what the introspected upstream declares. The spec shows the request as `sort
 * {sortBy: PUBLISHED_ON, sortOrder: DESC}`, `filter: PUBLISHED_EPISODES`, `pagination
 * {pageSize}`, `episodeMetadataFieldMask {paths}`, and the items' `uri` and `title`; drafts
 * (`ALL_EPISODES`) and page tokens are extras an upstream may or may not have.
 */
export interface EpisodeListPlan {
  /** The request argument's type as the upstream writes it, for variable definitions. */
  requestType: string;
  /** `ALL_EPISODES` when the upstream has it (drafts listed too), else `PUBLISHED_EPISODES`, else none. */
  filter: string | null;
  /** Whether pages can be followed: a page token in, `nextPageToken` out. */
  canPage: boolean;
  /** Fields of the list items (`uri` always among them). */
  itemFields: Set<string>;
  request(pageSize: number, pageToken: string | null): Record<string, unknown>;
}

const plans = new WeakMap<GraphQLSchema, EpisodeListPlan | Error>();

export function episodeListPlan(schema: GraphQLSchema): EpisodeListPlan | Error {
  let plan = plans.get(schema);
  if (!plan) plans.set(schema, (plan = build(schema)));
  return plan;
}

function build(schema: GraphQLSchema): EpisodeListPlan | Error {
  const field = upstreamField(schema, 'Show', 'episodesV2');
  const arg = field?.args.find((a) => a.name === 'listEpisodesV2Request');
  const reqType = arg ? getNamedType(arg.type) : undefined;
  const listType = field ? getNamedType(field.type) : undefined;
  const itemsField = isObjectType(listType) ? listType.getFields().items : undefined;
  const itemType = itemsField ? getNamedType(itemsField.type) : undefined;
  const itemFields = new Set(isObjectType(itemType) ? Object.keys(itemType.getFields()) : []);
  if (!field || !arg || !isInputObjectType(reqType) || !itemFields.has('uri')) {
    return missingUpstream('Show.episodesV2(listEpisodesV2Request:) with episode URIs');
  }
  const fields = reqType.getFields();
  const filterType = fields.filter ? getNamedType(fields.filter.type) : undefined;
  const filter = isEnumType(filterType) ? (['ALL_EPISODES', 'PUBLISHED_EPISODES'].find((v) => filterType.getValue(v)) ?? null) : null;
  const paginationType = fields.pagination ? getNamedType(fields.pagination.type) : undefined;
  const pagination = isInputObjectType(paginationType) ? paginationType.getFields() : {};
  const canPage = 'pageToken' in pagination && isObjectType(listType) && 'nextPageToken' in listType.getFields();
  const sort = sortValue(fields.sort?.type);
  const fieldMask = fields.episodeMetadataFieldMask && isNonNullType(fields.episodeMetadataFieldMask.type) ? { paths: ['uri', 'title'] } : undefined;
  return {
    requestType: arg.type.toString(),
    filter,
    canPage,
    itemFields,
    request: (pageSize, pageToken) => ({
      // The spec's own request, field by field, as far as the upstream declares each part.
      ...(sort ? { sort } : {}),
      ...(filter ? { filter } : {}),
      ...('pageSize' in pagination ? { pagination: { pageSize, ...(canPage && pageToken ? { pageToken } : {}) } } : {}),
      ...(fieldMask ? { episodeMetadataFieldMask: fieldMask } : {}),
    }),
  };
}

/** `{sortBy: PUBLISHED_ON, sortOrder: DESC}` when the sort input has those fields and values. */
function sortValue(type: GraphQLInputType | undefined): Record<string, string> | undefined {
  const sortType = type ? getNamedType(type) : undefined;
  if (!isInputObjectType(sortType)) return undefined;
  const by = enumValue(sortType, 'sortBy', 'PUBLISHED_ON');
  const order = enumValue(sortType, 'sortOrder', 'DESC');
  return by && order ? { sortBy: by, sortOrder: order } : undefined;
}

function enumValue(type: GraphQLInputObjectType, fieldName: string, value: string): string | undefined {
  const field = type.getFields()[fieldName];
  const named = field ? getNamedType(field.type) : undefined;
  if (isEnumType(named)) return named.getValue(value) ? value : undefined;
  return named ? value : undefined;
}
