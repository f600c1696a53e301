/**
 * Keys for normalised caches (Apollo Client's `InMemoryCache`, urql's Graphcache): which fields
 * identify each type of the gateway's graph, so that a mutation's answer updates every cached
 * query that shows the same object (docs/clients.md, "Normalised caches").
 *
 * - `Episode` by `id`, the numeric ID: what `episode(id:)`, every episode mutation and
 *   `deleteEpisode`'s answer (`deletedEpisodeId`) carry; a URI-only read also selects it.
 * - `Show` by `stationId`, the numeric station ID, for the same reason: `show(stationId:)`, the
 *   show mutations and their answers carry it. (`uri` would work as well; one kind of identity for
 *   both types keeps an app's code to one.)
 * - `Comment` by `uri`, its only identity (non-null on every comment).
 * - `UploadJob` and `AnalyticsInsightJob` by `id`.
 * - Every other type (analytics values, pages, payloads, a poll, which belongs to its episode as
 *   `Episode.poll`) has no identity of its own: it is kept inside the object that holds it.
 *
 * Every operation in `client/operations` selects its types' key fields
 * (`test/unit/cache-keys.test.ts`), as Apollo requires once `keyFields` are set.
 */

/** The key fields of each type that has an identity. */
export const CACHE_KEYS = {
  Episode: ['id'],
  Show: ['stationId'],
  Comment: ['uri'],
  UploadJob: ['id'],
  AnalyticsInsightJob: ['id'],
} as const satisfies Record<string, readonly string[]>;

/** Types without an identity: kept inside their parent (Apollo `keyFields: false`, Graphcache `null`). */
export const EMBEDDED_TYPES = [
  'Analytics', 'AnalyticsInsight', 'AnalyticsInsightFeedbackResult', 'AnalyticsPoint',
  'AnalyticsSeries', 'AnalyticsStarts', 'AnalyticsTerm', 'AnalyticsTotal', 'AnalyticsValueResult',
  'AudienceTier', 'AudienceTiers', 'AudienceValue', 'AverageConsumptionTimeValue',
  'BenchmarkPoint', 'BenchmarkTimeSeriesValue', 'CommentConnection', 'CommentEdge',
  'CommentListener', 'CommentMutationPayload', 'CommentSettingsPayload', 'CommentShowAuthor',
  'CompletionRate', 'ConsumptionValue', 'CoreFanInsight', 'CoreFanInsightResponse',
  'CoreFanMetricSummaryResponse', 'CoreFanPoint', 'CoreFanSummary', 'CoreFanTimeSeriesResponse',
  'CountValueLong', 'CoverArtColors', 'CreateEpisodePayload', 'DeleteEpisodePayload',
  'DeletePollPayload', 'DirectUploadTarget', 'DiscoveryFunnelStep', 'DiscoveryFunnelValue',
  'EpisodeFormData', 'EpisodeLifecyclePayload', 'EpisodeListPage', 'EpisodePoll',
  'EpisodePollOption', 'ExternalShowUrl', 'MediaValidation', 'MonetizationLifecycle', 'Onboarding',
  'PageInfo', 'PartnerProgramState', 'PercentageValueFloat', 'PercentileValue', 'PeriodChange',
  'PodcastCategory', 'PollProblem', 'PollSaved', 'PollValidationError', 'ProtoTimestamp',
  'PublishEpisodeFailure', 'PublishEpisodeWithMediaPayload', 'RatioValueFloat',
  'SegmentedAudienceValue', 'SetSponsoredContentPayload', 'ShowCategory', 'ShowDistribution',
  'ShowFlags', 'ShowMonetization', 'ShowSlugUpdated', 'SingleValueLong', 'SlugTaken',
  'TermsAndContactability', 'TimeSeriesPoint', 'TimeSeriesValue', 'UniqueListeners',
  'UpdateEpisodePayload', 'UpdateShowMetadataPayload', 'UserShowList',
] as const;

type EntityType = keyof typeof CACHE_KEYS;

/** Apollo Client: `new InMemoryCache({ typePolicies })`. */
export const typePolicies: Record<string, { keyFields: string[] | false }> = Object.fromEntries([
  ...Object.entries(CACHE_KEYS).map(([type, fields]) => [type, { keyFields: [...fields] }] as const),
  ...EMBEDDED_TYPES.map((type) => [type, { keyFields: false as const }] as const),
]);

/** urql Graphcache: `cacheExchange({ keys: graphcacheKeys })`. A key field that is null gives no key. */
export const graphcacheKeys: Record<string, (data: Record<string, unknown>) => string | null> = Object.fromEntries([
  ...(Object.keys(CACHE_KEYS) as EntityType[]).map((type) => [type, (data: Record<string, unknown>) => keyOf(data, CACHE_KEYS[type])] as const),
  ...EMBEDDED_TYPES.map((type) => [type, () => null] as const),
]);

function keyOf(data: Record<string, unknown>, fields: readonly string[]): string | null {
  const values = fields.map((field) => data[field]);
  if (values.some((value) => value === null || value === undefined)) return null;
  return values.map(String).join(':');
}
