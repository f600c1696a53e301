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
