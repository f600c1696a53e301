import type { GraphVariant } from '../variant.js';

/**
 * A few persisted queries of the official web client (spec 2.1, 4.1): sent with an empty
 * `query` and only `operationName` + `variables`. Any other name with an empty query is
 * answered PersistedQueryNotFound, as upstream does for hashes it does not know.
 */
export const PERSISTED_QUERIES: Record<string, string> = {
  getShowSegmentedAudienceTotal: /* GraphQL */ `
    query getShowSegmentedAudienceTotal($showUri: ShowUri!, $window: AnalyticsWindow!) {
      showByShowUri(getShowByShowUriRequest: { showUri: $showUri }) {
        analytics(getShowAnalyticsRequest: {
          showAnalyticsMetricType: SHOW_SEGMENTED_AUDIENCE, aggregationType: AGGREGATION_TYPE_TOTAL, window: $window
        }) {
          type startDate endDate
          analyticsValue { analyticsValue { __typename ... on SegmentedAudienceValue { totalAudience newAudience returningAudience } } }
        }
      }
    }`,
  getEpisodePlaysTotal: /* GraphQL */ `
    query getEpisodePlaysTotal($episodeUri: EpisodeUri!, $window: AnalyticsWindow!) {
      episodeByUri(getEpisodeRequest: { episodeUri: $episodeUri }) {
        analytics(getEpisodePlayCountRequest: {
          episodeAnalyticsMetricType: EPISODE_PLAYS_AND_DOWNLOADS, aggregationType: AGGREGATION_TYPE_TOTAL, window: $window
        }) {
          type startDate endDate
          analyticsValue { analyticsValue { __typename ... on SingleValueLong { value } } }
        }
      }
    }`,
  getPollForEpisode: /* GraphQL */ `
    query getPollForEpisode($episodeUri: String!) {
      getPollForEpisode(episodeUri: $episodeUri) { episodeUri question type openingDate closingDate options { description voteCount } }
    }`,
  getCommentsForEpisode: /* GraphQL */ `
    query getCommentsForEpisode(
      $episodeUri: String!, $primaryFilters: [String!]!, $commentTypesFilters: [String!]!,
      $secondaryFilters: [String!]!, $repliesFilter: [String!]!, $pageSize: Int!, $pageToken: String
    ) {
      getCommentsForEpisode(
        episodeUri: $episodeUri, primaryFilters: $primaryFilters, commentTypesFilters: $commentTypesFilters,
        secondaryFilters: $secondaryFilters, repliesFilter: $repliesFilter, pageSize: $pageSize, pageToken: $pageToken
      ) {
        nextPageToken
        comments { commentUri createDate commentStr numberOfReplies hasParentEntityReplied hasParentEntityPinned }
      }
    }`,
};

/**
 * The same operation names where polls and comments are nested under `episodeByUri`
 * (nestedEpisodeData): an alias names a stored document, not a field (document 2, 2.3), so the
 * client's operation names keep working. Only fields the spec states are selected, so the
 * documents also hold in the spec-only preset (no page token, no vote counts).
 */
const NESTED_PERSISTED_QUERIES: Record<string, string> = {
  getPollForEpisode: /* GraphQL */ `
    query getPollForEpisode($episodeUri: EpisodeUri!) {
      episodeByUri(getEpisodeRequest: { episodeUri: $episodeUri }) {
        poll { episodeUri question type openingDate closingDate options { description } }
      }
    }`,
  getCommentsForEpisode: /* GraphQL */ `
    query getCommentsForEpisode(
      $episodeUri: EpisodeUri!, $primaryFilters: [String!]!, $commentTypesFilters: [String!]!,
      $secondaryFilters: [String!]!, $repliesFilter: [String!]!, $pageSize: Int!
    ) {
      episodeByUri(getEpisodeRequest: { episodeUri: $episodeUri }) {
        comments(
          primaryFilters: $primaryFilters, commentTypesFilters: $commentTypesFilters,
          secondaryFilters: $secondaryFilters, repliesFilter: $repliesFilter, pageSize: $pageSize
        ) {
          comments { commentUri createDate commentStr numberOfReplies hasParentEntityReplied hasParentEntityPinned }
        }
      }
    }`,
};

/** The persisted queries a variant's schema answers. */
export function persistedQueries(variant: GraphVariant | undefined): Record<string, string> {
  const queries = variant?.nestedEpisodeData ? { ...PERSISTED_QUERIES, ...NESTED_PERSISTED_QUERIES } : PERSISTED_QUERIES;
  const votes = variant?.renamedFields?.PollOptionResult?.voteCount;
  // The stored documents select fields by the names this upstream gives them.
  return votes ? { ...queries, getPollForEpisode: queries.getPollForEpisode.replace(/\bvoteCount\b/g, votes) } : queries;
}
