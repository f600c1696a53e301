import type { GraphQLResolveInfo, GraphQLScalarType, GraphQLScalarTypeConfig } from 'graphql';
import type { EpisodeParent } from '../modules/episodes/mappers.js';
import type { ShowParent } from '../modules/shows/mappers.js';
import type { GatewayContext } from '../context.js';
export type Maybe<T> = T | null;
export type InputMaybe<T> = Maybe<T>;
export type Omit<T, K extends keyof T> = Pick<T, Exclude<keyof T, K>>;
export type RequireFields<T, K extends keyof T> = Omit<T, K> & { [P in K]-?: NonNullable<T[P]> };
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
  /** An instant as ISO 8601 with a time zone, e.g. `2026-05-01T09:00:00Z` or `2026-05-01T11:00:00+02:00`. Returned in UTC with milliseconds. */
  DateTime: { input: Date; output: Date | string; }
  /** Episode URI, `platform:episode:<id>`. */
  EpisodeUri: { input: string; output: string; }
  /** Any JSON value. Used only where the upstream does not document a shape; do not rely on its keys. */
  JSON: { input: unknown; output: unknown; }
  /** 64-bit integer, serialised as a JSON number. */
  Long: { input: number; output: number; }
  /** Show URI, `platform:show:<id>`. */
  ShowUri: { input: string; output: string; }
};

export type AggregationType =
  | 'AGGREGATION_TYPE_DAILY'
  | 'AGGREGATION_TYPE_MONTHLY'
  | 'AGGREGATION_TYPE_TOTAL'
  | 'AGGREGATION_TYPE_WEEKLY';

export type Analytics = {
  __typename?: 'Analytics';
  analyticsValue?: Maybe<AnalyticsValueResult>;
  endDate?: Maybe<Scalars['String']['output']>;
  followerCount?: Maybe<Scalars['Long']['output']>;
  startDate?: Maybe<Scalars['String']['output']>;
  type?: Maybe<Scalars['String']['output']>;
};

export type AnalyticsInsight = {
  __typename?: 'AnalyticsInsight';
  generatedAt?: Maybe<Scalars['String']['output']>;
  insightId: Scalars['String']['output'];
  /** JSON text; structure not specified upstream. */
  payload?: Maybe<Scalars['String']['output']>;
  state?: Maybe<Scalars['String']['output']>;
};

export type AnalyticsStarts = {
  __typename?: 'AnalyticsStarts';
  startsCount?: Maybe<Scalars['Long']['output']>;
};

export type AnalyticsValue = AudienceValue | AverageConsumptionTimeValue | BenchmarkTimeSeriesValue | ConsumptionValue | CountValueLong | DiscoveryFunnelValue | PercentageValueFloat | RatioValueFloat | SegmentedAudienceValue | SingleValueLong | TimeSeriesValue;

export type AnalyticsValueResult = {
  __typename?: 'AnalyticsValueResult';
  analyticsValue?: Maybe<AnalyticsValue>;
  periodOverPeriodPercentageDiff?: Maybe<Scalars['Float']['output']>;
};

export type AnalyticsWindow =
  | 'WINDOW_ALL_TIME'
  | 'WINDOW_CUSTOM'
  | 'WINDOW_FIRST_SEVEN_DAYS'
  | 'WINDOW_FIRST_SIXTY_DAYS'
  | 'WINDOW_FIRST_THIRTY_DAYS'
  | 'WINDOW_LAST_NINETY_DAYS'
  | 'WINDOW_LAST_SEVEN_DAYS'
  | 'WINDOW_LAST_SIXTY_DAYS'
  | 'WINDOW_LAST_THIRTY_DAYS'
  | 'WINDOW_SINCE_PUBLISHED'
  | 'WINDOW_UNSPECIFIED'
  | 'WINDOW_YEAR_TO_DATE';

export type AudienceValue = {
  __typename?: 'AudienceValue';
  foregroundAudiencePercent?: Maybe<Scalars['Float']['output']>;
  foregroundAudienceSize?: Maybe<Scalars['Long']['output']>;
  totalAudienceSize?: Maybe<Scalars['Long']['output']>;
};

export type AuthorDisplayMetadata = ShowAuthorDisplayMetadata | UserAuthorDisplayMetadata;

export type AuthorId = ParentEntityUriString | UserIdString;

export type AuthorMetadata = {
  __typename?: 'AuthorMetadata';
  oneOfAuthorMetadata?: Maybe<AuthorId>;
};

export type AverageConsumptionTimeValue = {
  __typename?: 'AverageConsumptionTimeValue';
  averageConsumptionSeconds?: Maybe<Scalars['Float']['output']>;
};

export type BatchGetEpisodeAnalyticsItem = {
  aggregationType: AggregationType;
  customDateRange?: InputMaybe<CustomDateRange>;
  episodeAnalyticsMetricType: EpisodeAnalyticsMetricType;
  window: AnalyticsWindow;
};

export type BenchmarkEpisodePool =
  | 'ALL_EPISODES'
  | 'LAST_10_EPISODES';

export type BenchmarkMetricType =
  | 'BENCHMARK_ALL_PLATFORM_AUDIENCE'
  | 'BENCHMARK_AVG_CONSUMPTION_TIME'
  | 'BENCHMARK_COMMENTS'
  | 'BENCHMARK_CONSUMPTION_TIME'
  | 'BENCHMARK_EPISODE_COMPLETION_PERCENT'
  | 'BENCHMARK_IMPRESSIONS'
  | 'BENCHMARK_OFF_PLATFORM_AUDIENCE'
  | 'BENCHMARK_OFF_PLATFORM_DOWNLOADS'
  | 'BENCHMARK_PLATFORM_AUDIENCE'
  | 'BENCHMARK_PLAYS'
  | 'BENCHMARK_PLAYS_AND_DOWNLOADS'
  | 'BENCHMARK_RETENTION'
  | 'BENCHMARK_WATCH_TIME_PERCENT';

export type BenchmarkParams = {
  episodePool: BenchmarkEpisodePool;
  metricType: BenchmarkMetricType;
  percentiles: Array<Scalars['Int']['input']>;
};

export type BenchmarkPoint = {
  __typename?: 'BenchmarkPoint';
  label: Scalars['String']['output'];
  percentiles: Array<PercentileValue>;
};

export type BenchmarkTimeSeriesValue = {
  __typename?: 'BenchmarkTimeSeriesValue';
  points: Array<BenchmarkPoint>;
};

export type CommentEpisode = {
  __typename?: 'CommentEpisode';
  publishedOn?: Maybe<Timestamp>;
  title?: Maybe<Scalars['String']['output']>;
};

export type CommentFilters = {
  primaryFilters?: InputMaybe<Array<Scalars['String']['input']>>;
  secondaryFilters?: InputMaybe<Array<Scalars['String']['input']>>;
  typeFilters?: InputMaybe<Array<Scalars['String']['input']>>;
};

export type CommentOrReply = DecoratedComment | DecoratedReply;

export type ConsumptionValue = {
  __typename?: 'ConsumptionValue';
  foregroundConsumptionPercent?: Maybe<Scalars['Float']['output']>;
  totalConsumptionHours?: Maybe<Scalars['Float']['output']>;
};

export type CoreFanInsight = {
  __typename?: 'CoreFanInsight';
  averageConsumptionHoursCoreFans?: Maybe<Scalars['Float']['output']>;
  averageConsumptionHoursDiffPercent?: Maybe<Scalars['Float']['output']>;
  averageConsumptionHoursTotalAudience?: Maybe<Scalars['Float']['output']>;
  averageEpisodeRetentionCoreFansPercent?: Maybe<Scalars['Float']['output']>;
  averageEpisodeRetentionDiffPercent?: Maybe<Scalars['Float']['output']>;
  averageEpisodeRetentionTotalAudiencePercent?: Maybe<Scalars['Float']['output']>;
};

export type CoreFanInsightResponse = {
  __typename?: 'CoreFanInsightResponse';
  insight?: Maybe<CoreFanInsight>;
};

export type CoreFanMetricSummaryResponse = {
  __typename?: 'CoreFanMetricSummaryResponse';
  summary?: Maybe<CoreFanSummary>;
};

export type CoreFanPoint = {
  __typename?: 'CoreFanPoint';
  coreFans?: Maybe<Scalars['Long']['output']>;
  coreFansPercent?: Maybe<Scalars['Float']['output']>;
  date: Scalars['String']['output'];
  developingAudience?: Maybe<Scalars['Long']['output']>;
  developingAudiencePercent?: Maybe<Scalars['Float']['output']>;
  newAudience?: Maybe<Scalars['Long']['output']>;
  newAudiencePercent?: Maybe<Scalars['Float']['output']>;
  totalAudience?: Maybe<Scalars['Long']['output']>;
  totalAudiencePercent?: Maybe<Scalars['Float']['output']>;
};

export type CoreFanSummary = {
  __typename?: 'CoreFanSummary';
  coreFans?: Maybe<Scalars['Long']['output']>;
  coreFansPercent?: Maybe<Scalars['Float']['output']>;
  developingAudience?: Maybe<Scalars['Long']['output']>;
  developingAudiencePercent?: Maybe<Scalars['Float']['output']>;
  endDate?: Maybe<Scalars['String']['output']>;
  gainedCoreFans?: Maybe<Scalars['Long']['output']>;
  lookbackEndDate?: Maybe<Scalars['String']['output']>;
  lookbackStartDate?: Maybe<Scalars['String']['output']>;
  newAudience?: Maybe<Scalars['Long']['output']>;
  newAudiencePercent?: Maybe<Scalars['Float']['output']>;
  startDate?: Maybe<Scalars['String']['output']>;
  totalAudience?: Maybe<Scalars['Long']['output']>;
  totalAudiencePercent?: Maybe<Scalars['Float']['output']>;
};

export type CoreFanTimeSeriesResponse = {
  __typename?: 'CoreFanTimeSeriesResponse';
  timeSeries: Array<CoreFanPoint>;
};

export type CountValueLong = {
  __typename?: 'CountValueLong';
  value?: Maybe<Scalars['Long']['output']>;
};

export type CustomDateRange = {
  /** YYYY-MM-DD */
  endDate: Scalars['String']['input'];
  /** YYYY-MM-DD */
  startDate: Scalars['String']['input'];
};

export type DecoratedComment = {
  __typename?: 'DecoratedComment';
  /** Unix milliseconds; null while the comment needs review. */
  approvalDate?: Maybe<Scalars['Long']['output']>;
  authorMetadata?: Maybe<AuthorMetadata>;
  commentStr?: Maybe<Scalars['String']['output']>;
  commentUri: Scalars['String']['output'];
  containsBlockedWords?: Maybe<Scalars['Boolean']['output']>;
  /** Unix milliseconds. */
  createDate?: Maybe<Scalars['Long']['output']>;
  entityUri?: Maybe<Scalars['String']['output']>;
  hasParentEntityPinned?: Maybe<Scalars['Boolean']['output']>;
  hasParentEntityReacted?: Maybe<Scalars['Boolean']['output']>;
  hasParentEntityReplied?: Maybe<Scalars['Boolean']['output']>;
  initialModerationState?: Maybe<Scalars['String']['output']>;
  isAnySensitivityPolicyInitiallyViolated?: Maybe<Scalars['Boolean']['output']>;
  language?: Maybe<Scalars['String']['output']>;
  numberOfReplies?: Maybe<Scalars['Int']['output']>;
  oneOfAuthorDisplayMetadata?: Maybe<AuthorDisplayMetadata>;
  parentEntityUri?: Maybe<Scalars['String']['output']>;
  surfaceType?: Maybe<Scalars['String']['output']>;
};

export type DecoratedCommentOrReply = {
  __typename?: 'DecoratedCommentOrReply';
  episode?: Maybe<CommentEpisode>;
  episodeUri?: Maybe<Scalars['EpisodeUri']['output']>;
  oneOfCommentOrReply?: Maybe<CommentOrReply>;
};

export type DecoratedReply = {
  __typename?: 'DecoratedReply';
  commentStr?: Maybe<Scalars['String']['output']>;
  commentUri: Scalars['String']['output'];
  createDate?: Maybe<Scalars['Long']['output']>;
  entityUri?: Maybe<Scalars['String']['output']>;
  oneOfAuthorDisplayMetadata?: Maybe<AuthorDisplayMetadata>;
  parentCommentUri?: Maybe<Scalars['String']['output']>;
};

export type DiscoveryFunnelStep = {
  __typename?: 'DiscoveryFunnelStep';
  conversionRateToNext?: Maybe<Scalars['Float']['output']>;
  displayName?: Maybe<Scalars['String']['output']>;
  periodOverPeriodPercentageDiff?: Maybe<Scalars['Float']['output']>;
  stepName: Scalars['String']['output'];
  value?: Maybe<Scalars['Long']['output']>;
};

export type DiscoveryFunnelValue = {
  __typename?: 'DiscoveryFunnelValue';
  steps: Array<DiscoveryFunnelStep>;
};

/** One episode of a show. */
export type Episode = {
  __typename?: 'Episode';
  analytics?: Maybe<Analytics>;
  analyticsBatch?: Maybe<Array<Maybe<Analytics>>>;
  analyticsStarts?: Maybe<AnalyticsStarts>;
  /**
   * The description as stored, in HTML. The host rewrites some markup when it stores it
   * (`<br>` becomes `<br />`, links gain `rel` and `target`), so it may differ from what was posted.
   */
  description?: Maybe<Scalars['String']['output']>;
  /** Full episode, trailer or bonus; null when the host reports a kind this graph does not know. */
  episodeType?: Maybe<EpisodeType>;
  /** The episode's numeric ID, used by the REST interface and by `episode(id:)`. */
  id?: Maybe<Scalars['Int']['output']>;
  isDraft?: Maybe<Scalars['Boolean']['output']>;
  /** Whether the episode is marked as explicit content. */
  isExplicit?: Maybe<Scalars['Boolean']['output']>;
  /** Whether the episode is public. A scheduled episode is not yet public. */
  isPublished?: Maybe<Scalars['Boolean']['output']>;
  /** When a scheduled episode goes (or a published one went) public; null for a draft. */
  publishOn?: Maybe<Scalars['DateTime']['output']>;
  publishedOn?: Maybe<Timestamp>;
  showUri?: Maybe<Scalars['ShowUri']['output']>;
  /** Draft, scheduled or published, derived from `isPublished` and `publishOn` (spec table 3.1). */
  state?: Maybe<EpisodeState>;
  /** The episode's title. */
  title?: Maybe<Scalars['String']['output']>;
  uri: Scalars['EpisodeUri']['output'];
};


/** One episode of a show. */
export type EpisodeAnalyticsArgs = {
  getEpisodePlayCountRequest: GetEpisodePlayCountRequest;
};


/** One episode of a show. */
export type EpisodeAnalyticsBatchArgs = {
  batchGetEpisodeAnalyticsItem: Array<BatchGetEpisodeAnalyticsItem>;
};

export type EpisodeAnalyticsMetricType =
  | 'EPISODE_ALL_PLATFORMS_LISTENERS'
  | 'EPISODE_AUDIENCE_SIZE'
  | 'EPISODE_AVERAGE_COMPLETION_RATE'
  | 'EPISODE_AVERAGE_CONSUMPTION_TIME'
  | 'EPISODE_CONSUMPTION'
  | 'EPISODE_DISCOVERY_FUNNEL'
  | 'EPISODE_DOWNLOAD_LISTENERS'
  | 'EPISODE_IMPRESSIONS'
  | 'EPISODE_IMPRESSIONS_FACETED'
  | 'EPISODE_IMPRESSIONS_FUNNEL'
  | 'EPISODE_IMPRESSIONS_TO_PLAYS_RATE'
  | 'EPISODE_LISTENERS'
  | 'EPISODE_OFF_PLATFORM_DOWNLOADS'
  | 'EPISODE_PERFORMANCE'
  | 'EPISODE_PLATFORM_PLAYS_BY_COUNTRY'
  | 'EPISODE_PLAYS'
  | 'EPISODE_PLAYS_AND_DOWNLOADS'
  | 'EPISODE_PLAYS_FACETED'
  | 'EPISODE_RETENTION'
  | 'EPISODE_STREAMS'
  | 'EPISODE_STREAMS_AND_DOWNLOADS'
  | 'EPISODE_STREAMS_FACETED';

export type EpisodeListFilter =
  | 'ALL_EPISODES'
  | 'PUBLISHED_EPISODES';

export type EpisodePagination = {
  pageSize?: InputMaybe<Scalars['Int']['input']>;
  pageToken?: InputMaybe<Scalars['String']['input']>;
};

export type EpisodeSort = {
  sortBy: EpisodeSortBy;
  sortOrder: SortOrder;
};

export type EpisodeSortBy =
  | 'PUBLISHED_ON';

/** Where an episode stands in its publishing life (spec table 3.1). */
export type EpisodeState =
  /** Neither published nor scheduled; visible only to its creator. */
  | 'DRAFT'
  /** Public. Its `publishOn` is locked from now on. */
  | 'PUBLISHED'
  /** Not yet public, with a publish time (`publishOn`) at which it goes live. */
  | 'SCHEDULED';

/** The kind of episode, as podcast apps show it. */
export type EpisodeType =
  /** Extra material outside the regular run. */
  | 'BONUS'
  /** A regular episode. */
  | 'FULL'
  /** A short preview of the show. */
  | 'TRAILER';

export type FieldMask = {
  paths?: InputMaybe<Array<Scalars['String']['input']>>;
};

export type GenerateInsightRequest = {
  insightType?: InputMaybe<Scalars['String']['input']>;
  showUri: Scalars['String']['input'];
};

export type GetCoreFanInsightRequest = {
  endDate: Scalars['String']['input'];
  startDate: Scalars['String']['input'];
};

export type GetCoreFanMetricSummaryRequest = {
  endDate?: InputMaybe<Scalars['String']['input']>;
  isAllTime?: InputMaybe<Scalars['Boolean']['input']>;
  startDate?: InputMaybe<Scalars['String']['input']>;
};

export type GetCoreFanTimeSeriesRequest = {
  endDate: Scalars['String']['input'];
  startDate: Scalars['String']['input'];
};

export type GetEpisodePlayCountRequest = {
  aggregationType: AggregationType;
  customDateRange?: InputMaybe<CustomDateRange>;
  episodeAnalyticsMetricType: EpisodeAnalyticsMetricType;
  window: AnalyticsWindow;
};

export type GetEpisodeRequest = {
  episodeUri: Scalars['EpisodeUri']['input'];
};

export type GetInsightRequest = {
  insightId: Scalars['String']['input'];
};

export type GetShowAnalyticsRequest = {
  aggregationType: AggregationType;
  benchmarkParams?: InputMaybe<BenchmarkParams>;
  customDateRange?: InputMaybe<CustomDateRange>;
  includePeriodComparison?: InputMaybe<Scalars['Boolean']['input']>;
  showAnalyticsMetricType: ShowAnalyticsMetricType;
  window: AnalyticsWindow;
};

export type GetShowByShowUriRequest = {
  showUri: Scalars['ShowUri']['input'];
};

export type ListCommentsResponse = {
  __typename?: 'ListCommentsResponse';
  comments: Array<DecoratedComment>;
  nextPageToken?: Maybe<Scalars['String']['output']>;
};

export type ListEpisodesV2Request = {
  episodeMetadataFieldMask?: InputMaybe<FieldMask>;
  filter?: InputMaybe<EpisodeListFilter>;
  pagination?: InputMaybe<EpisodePagination>;
  sort?: InputMaybe<EpisodeSort>;
};

export type ListEpisodesV2Response = {
  __typename?: 'ListEpisodesV2Response';
  items: Array<Episode>;
  nextPageToken?: Maybe<Scalars['String']['output']>;
  totalCount?: Maybe<Scalars['Int']['output']>;
};

export type ListShowCommentsRequest = {
  commentFilters?: InputMaybe<CommentFilters>;
  pagingInfo?: InputMaybe<PagingInfo>;
  sortOrder?: InputMaybe<Scalars['String']['input']>;
};

export type ListShowCommentsResponse = {
  __typename?: 'ListShowCommentsResponse';
  decoratedCommentOrReply: Array<DecoratedCommentOrReply>;
  nextPageToken?: Maybe<Scalars['String']['output']>;
};

export type Mutation = {
  __typename?: 'Mutation';
  blockUserForShow?: Maybe<MutationResult>;
  createCommentReplyByCommentUri?: Maybe<MutationResult>;
  createPollForEpisode?: Maybe<Poll>;
  deleteCommentByCommentUri?: Maybe<MutationResult>;
  deletePollForEpisode?: Maybe<MutationResult>;
  generateAnalyticsInsight?: Maybe<AnalyticsInsight>;
  markCommentAsRead?: Maybe<MutationResult>;
  pinComment?: Maybe<MutationResult>;
  publishCommentByCommentUri?: Maybe<MutationResult>;
  unPinComment?: Maybe<MutationResult>;
  /**
   * Changes some fields of an episode and keeps all others. Errors (no partial result):
   * BAD_USER_INPUT for an empty title, a null value or a new publish time on a published episode
   * (checked before any upstream write); NOT_FOUND, FORBIDDEN (drafts, for now) and
   * UNAUTHENTICATED as for `episode`.
   */
  updateEpisode?: Maybe<UpdateEpisodePayload>;
  updateIsCommentsEnabledForShowByShowUri?: Maybe<MutationResult>;
  updateModerationPolicy?: Maybe<MutationResult>;
};


export type MutationBlockUserForShowArgs = {
  showUri: Scalars['String']['input'];
  username: Scalars['String']['input'];
};


export type MutationCreateCommentReplyByCommentUriArgs = {
  parentCommentUri: Scalars['String']['input'];
  replyStr: Scalars['String']['input'];
};


export type MutationCreatePollForEpisodeArgs = {
  closingDate: Scalars['Int']['input'];
  episodeUri: Scalars['String']['input'];
  openingDate: Scalars['Int']['input'];
  options: Array<PollOption>;
  question: Scalars['String']['input'];
  type: Scalars['String']['input'];
};


export type MutationDeleteCommentByCommentUriArgs = {
  commentUri: Scalars['String']['input'];
  filter: Scalars['String']['input'];
};


export type MutationDeletePollForEpisodeArgs = {
  episodeUri: Scalars['String']['input'];
};


export type MutationGenerateAnalyticsInsightArgs = {
  generateInsightRequest: GenerateInsightRequest;
};


export type MutationMarkCommentAsReadArgs = {
  commentUri: Scalars['String']['input'];
};


export type MutationPinCommentArgs = {
  commentUri: Scalars['String']['input'];
};


export type MutationPublishCommentByCommentUriArgs = {
  commentUri: Scalars['String']['input'];
};


export type MutationUnPinCommentArgs = {
  commentUri: Scalars['String']['input'];
};


export type MutationUpdateEpisodeArgs = {
  id: Scalars['Int']['input'];
  input: UpdateEpisodeInput;
};


export type MutationUpdateIsCommentsEnabledForShowByShowUriArgs = {
  isEnabled: Scalars['Boolean']['input'];
  showUri: Scalars['String']['input'];
};


export type MutationUpdateModerationPolicyArgs = {
  moderationPolicy: Scalars['String']['input'];
  moderationSignal: Scalars['String']['input'];
  showUri: Scalars['String']['input'];
};

export type MutationResult = {
  __typename?: 'MutationResult';
  success: Scalars['Boolean']['output'];
};

export type PagingInfo = {
  pageSize?: InputMaybe<Scalars['Int']['input']>;
  pageToken?: InputMaybe<Scalars['String']['input']>;
};

export type ParentEntityUriString = {
  __typename?: 'ParentEntityUriString';
  parentEntityUri: Scalars['String']['output'];
};

export type PercentageValueFloat = {
  __typename?: 'PercentageValueFloat';
  value?: Maybe<Scalars['Float']['output']>;
};

export type PercentileValue = {
  __typename?: 'PercentileValue';
  percentile: Scalars['Int']['output'];
  value?: Maybe<Scalars['Float']['output']>;
};

export type PointValue = AverageConsumptionTimeValue | ConsumptionValue | CountValueLong | RatioValueFloat | SegmentedAudienceValue;

export type Poll = {
  __typename?: 'Poll';
  /** Unix seconds. */
  closingDate: Scalars['Int']['output'];
  episodeUri: Scalars['String']['output'];
  /** Unix seconds. */
  openingDate: Scalars['Int']['output'];
  options: Array<PollOptionResult>;
  question: Scalars['String']['output'];
  type: Scalars['String']['output'];
};

export type PollOption = {
  description: Scalars['String']['input'];
};

export type PollOptionResult = {
  __typename?: 'PollOptionResult';
  description: Scalars['String']['output'];
  voteCount?: Maybe<Scalars['Int']['output']>;
};

export type Query = {
  __typename?: 'Query';
  /**
   * One episode, by numeric `id` or by `uri` (`platform:episode:<id>`); give exactly one.
   * Errors: NOT_FOUND when no such episode exists, FORBIDDEN when the REST interface refuses it
   * (a draft or another account's episode), UNAUTHENTICATED without a bearer token.
   */
  episode?: Maybe<Episode>;
  episodeByUri?: Maybe<Episode>;
  /** Comments of one episode (operation `getCommentsForEpisode`, 4.4). */
  getCommentsForEpisode?: Maybe<ListCommentsResponse>;
  /** The poll of one episode, or null. */
  getPollForEpisode?: Maybe<Poll>;
  /**
   * One show, by numeric `stationId` or by `uri` (`platform:show:<id>`); give exactly one.
   * Errors: NOT_FOUND, FORBIDDEN (another account's show), UNAUTHENTICATED without a bearer token.
   */
  show?: Maybe<Show>;
  showByShowUri?: Maybe<Show>;
  /** Every show of the authenticated user, in one response. */
  showsForUser: ShowsForUserResponse;
};


export type QueryEpisodeArgs = {
  id?: InputMaybe<Scalars['Int']['input']>;
  uri?: InputMaybe<Scalars['String']['input']>;
};


export type QueryEpisodeByUriArgs = {
  getEpisodeRequest: GetEpisodeRequest;
};


export type QueryGetCommentsForEpisodeArgs = {
  commentTypesFilters: Array<Scalars['String']['input']>;
  episodeUri: Scalars['String']['input'];
  pageSize: Scalars['Int']['input'];
  pageToken?: InputMaybe<Scalars['String']['input']>;
  primaryFilters: Array<Scalars['String']['input']>;
  repliesFilter: Array<Scalars['String']['input']>;
  secondaryFilters: Array<Scalars['String']['input']>;
};


export type QueryGetPollForEpisodeArgs = {
  episodeUri: Scalars['String']['input'];
};


export type QueryShowArgs = {
  stationId?: InputMaybe<Scalars['Int']['input']>;
  uri?: InputMaybe<Scalars['String']['input']>;
};


export type QueryShowByShowUriArgs = {
  getShowByShowUriRequest: GetShowByShowUriRequest;
};

export type RatioValueFloat = {
  __typename?: 'RatioValueFloat';
  value?: Maybe<Scalars['Float']['output']>;
};

export type SegmentedAudienceValue = {
  __typename?: 'SegmentedAudienceValue';
  newAudience?: Maybe<Scalars['Long']['output']>;
  returningAudience?: Maybe<Scalars['Long']['output']>;
  totalAudience?: Maybe<Scalars['Long']['output']>;
};

export type Show = {
  __typename?: 'Show';
  analytics?: Maybe<Analytics>;
  analyticsInsight?: Maybe<AnalyticsInsight>;
  /** The author's e-mail address, as published in the RSS feed. */
  authorEmail?: Maybe<Scalars['String']['output']>;
  /** The author name shown in podcast apps. */
  authorName?: Maybe<Scalars['String']['output']>;
  /** The show's category pair. */
  category?: Maybe<ShowCategory>;
  coreFanInsight?: Maybe<CoreFanInsightResponse>;
  coreFanMetricSummary?: Maybe<CoreFanMetricSummaryResponse>;
  coreFanTimeSeries?: Maybe<CoreFanTimeSeriesResponse>;
  /** The show's description. */
  description?: Maybe<Scalars['String']['output']>;
  episodesV2?: Maybe<ListEpisodesV2Response>;
  /** Account and distribution flags. */
  flags?: Maybe<ShowFlags>;
  /** Cover art URL, 400 pixels. */
  image400Url?: Maybe<Scalars['String']['output']>;
  /** Cover art URL, original size. */
  imageUrl?: Maybe<Scalars['String']['output']>;
  isCommentsEnabled?: Maybe<Scalars['Boolean']['output']>;
  /** Whether the show is explicit; null when the host does not report it. */
  isExplicit?: Maybe<Scalars['Boolean']['output']>;
  /** Language code of the show, e.g. `en`. */
  language?: Maybe<Scalars['String']['output']>;
  moderationPolicy?: Maybe<Scalars['String']['output']>;
  name: Scalars['String']['output'];
  /** URL of the show's RSS feed. */
  rssFeedUrl?: Maybe<Scalars['String']['output']>;
  showComments?: Maybe<ListShowCommentsResponse>;
  /** The show's numeric station ID, used by the REST interface and by `show(stationId:)`. */
  stationId?: Maybe<Scalars['Int']['output']>;
  uri: Scalars['ShowUri']['output'];
};


export type ShowAnalyticsArgs = {
  getShowAnalyticsRequest: GetShowAnalyticsRequest;
};


export type ShowAnalyticsInsightArgs = {
  getInsightRequest: GetInsightRequest;
};


export type ShowCoreFanInsightArgs = {
  getCoreFanInsightRequest: GetCoreFanInsightRequest;
};


export type ShowCoreFanMetricSummaryArgs = {
  getCoreFanMetricSummaryRequest: GetCoreFanMetricSummaryRequest;
};


export type ShowCoreFanTimeSeriesArgs = {
  getCoreFanTimeSeriesRequest: GetCoreFanTimeSeriesRequest;
};


export type ShowEpisodesV2Args = {
  listEpisodesV2Request: ListEpisodesV2Request;
};


export type ShowShowCommentsArgs = {
  listShowCommentsRequest: ListShowCommentsRequest;
};

export type ShowAnalyticsMetricType =
  | 'AUDIENCE_SIZE'
  | 'SHOW_ALL_PLATFORMS_LISTENERS'
  | 'SHOW_AVERAGE_CONSUMPTION_TIME'
  | 'SHOW_BENCHMARK_EPISODE'
  | 'SHOW_CONSUMPTION'
  | 'SHOW_DISCOVERY_FUNNEL'
  | 'SHOW_DOWNLOAD_LISTENERS'
  | 'SHOW_FOLLOWERS'
  | 'SHOW_FOLLOWER_GROWTH'
  | 'SHOW_IMPRESSIONS_FACETED'
  | 'SHOW_LISTENERS'
  | 'SHOW_OFF_PLATFORM_DOWNLOADS'
  | 'SHOW_PLAYS'
  | 'SHOW_PLAYS_AND_DOWNLOADS'
  | 'SHOW_RETENTION'
  | 'SHOW_SEGMENTED_AUDIENCE'
  | 'SHOW_STREAMS'
  | 'SHOW_STREAMS_AND_DOWNLOADS'
  | 'SHOW_STREAMS_AND_DOWNLOADS_AVERAGE'
  | 'SHOW_STREAMS_AND_DOWNLOADS_BY_APP'
  | 'SHOW_STREAMS_AND_DOWNLOADS_BY_DEVICE'
  | 'SHOW_STREAMS_AND_DOWNLOADS_BY_GEO_ALL_PLATFORMS'
  | 'SHOW_STREAMS_FACETED'
  | 'SHOW_WINDOWED_AVERAGE_COMPLETION_RATE'
  | 'TOP_EPISODES_BY_IMPRESSIONS_FACETED';

export type ShowAuthorDisplayMetadata = {
  __typename?: 'ShowAuthorDisplayMetadata';
  showCoverImageUrl?: Maybe<Scalars['String']['output']>;
  showFullName?: Maybe<Scalars['String']['output']>;
  showUri: Scalars['String']['output'];
};

/** A show's category: two names from the host's category list (spec 4.20). */
export type ShowCategory = {
  __typename?: 'ShowCategory';
  /** The main category, e.g. `Technology`. */
  primary: Scalars['String']['output'];
  /** The subcategory, e.g. `Software`; null when the host stores only one name. */
  secondary?: Maybe<Scalars['String']['output']>;
};

/** Account and distribution flags of a show, as the host reports them (spec 2.4). */
export type ShowFlags = {
  __typename?: 'ShowFlags';
  /** Paywall eligibility as the host words it, for instance `eligible`. */
  distributionEligibilityForPaywalls?: Maybe<Scalars['String']['output']>;
  /** Whether the hosting service's branding is removed. */
  hasHostBrandingRemoved?: Maybe<Scalars['Boolean']['output']>;
  /** Whether at least one episode is published. */
  hasPublishedEpisode?: Maybe<Scalars['Boolean']['output']>;
  /** Whether ad category exclusions are enabled. */
  isAdCategoryExclusionsEnabled?: Maybe<Scalars['Boolean']['output']>;
  /** Whether the show is distributed on the parent platform. */
  isDistributedOnPlatform?: Maybe<Scalars['Boolean']['output']>;
  /** Whether external syndication is configured. */
  isExternalSyndicationSetup?: Maybe<Scalars['Boolean']['output']>;
  /** Whether the call-in feature is hidden on the web. */
  isPublicCallinHiddenFromWeb?: Maybe<Scalars['Boolean']['output']>;
  /** Whether the call-in feature is included in the RSS feed. */
  isPublicCallinShownInRSS?: Maybe<Scalars['Boolean']['output']>;
  /** Whether the show's RSS feed is disabled. */
  isRssFeedDisabled?: Maybe<Scalars['Boolean']['output']>;
  /** Whether server-side and dynamic ad insertion are both active. */
  isSaiAndDaiFullyActivated?: Maybe<Scalars['Boolean']['output']>;
  /** Whether the show is flagged as spam. */
  isStationMarkedAsSpam?: Maybe<Scalars['Boolean']['output']>;
  /** Whether the show is older than 30 days. */
  isStationOver30DaysOld?: Maybe<Scalars['Boolean']['output']>;
};

export type ShowsForUserResponse = {
  __typename?: 'ShowsForUserResponse';
  pagination?: Maybe<ShowsPagination>;
  shows: Array<Show>;
};

export type ShowsPagination = {
  __typename?: 'ShowsPagination';
  totalCount?: Maybe<Scalars['Int']['output']>;
};

export type SingleValueLong = {
  __typename?: 'SingleValueLong';
  value?: Maybe<Scalars['Long']['output']>;
};

export type SortOrder =
  | 'ASC'
  | 'DESC';

export type TimeSeriesPoint = {
  __typename?: 'TimeSeriesPoint';
  /** YYYY-MM-DD */
  date: Scalars['String']['output'];
  endDate?: Maybe<Scalars['String']['output']>;
  value?: Maybe<PointValue>;
};

export type TimeSeriesValue = {
  __typename?: 'TimeSeriesValue';
  points: Array<TimeSeriesPoint>;
};

export type Timestamp = {
  __typename?: 'Timestamp';
  seconds: Scalars['Long']['output'];
};

/**
 * The fields to change. Only the fields given change; everything else (title, description, kind,
 * explicit flag, publish state) is kept as it is, whatever the upstream does with omitted fields.
 */
export type UpdateEpisodeInput = {
  /** New description, in HTML. */
  description?: InputMaybe<Scalars['String']['input']>;
  /** New episode kind. */
  episodeType?: InputMaybe<EpisodeType>;
  /** Whether the episode is explicit. */
  isExplicit?: InputMaybe<Scalars['Boolean']['input']>;
  /**
   * New publish time. On a draft or scheduled episode this schedules it for that instant. The
   * publish time of a published episode cannot change: that is refused with BAD_USER_INPUT.
   */
  publishOn?: InputMaybe<Scalars['DateTime']['input']>;
  /** New title; must not be empty. */
  title?: InputMaybe<Scalars['String']['input']>;
};

/** The result of `updateEpisode`. */
export type UpdateEpisodePayload = {
  __typename?: 'UpdateEpisodePayload';
  /**
   * Whether the stored description equals the posted one once the host's rewriting is undone
   * (`<br>` forms, `rel`/`target` on links). False means the host changed more than markup.
   */
  descriptionMatches: Scalars['Boolean']['output'];
  /** True when the update changed whether the episode is published (for instance, scheduling it). */
  didChangePublishState?: Maybe<Scalars['Boolean']['output']>;
  /** The episode as stored after the update (read back from the host). */
  episode?: Maybe<Episode>;
  /** Public link to the episode, when the host returns one. */
  shareUrl?: Maybe<Scalars['String']['output']>;
};

export type UserAuthorDisplayMetadata = {
  __typename?: 'UserAuthorDisplayMetadata';
  userCoverImageUrl?: Maybe<Scalars['String']['output']>;
  userFullName?: Maybe<Scalars['String']['output']>;
  username: Scalars['String']['output'];
};

export type UserIdString = {
  __typename?: 'UserIdString';
  userId: Scalars['String']['output'];
};

export type WithIndex<TObject> = TObject & Record<string, any>;
export type ResolversObject<TObject> = WithIndex<TObject>;

export type ResolverTypeWrapper<T> = Promise<T> | T;


export type ResolverWithResolve<TResult, TParent, TContext, TArgs> = {
  resolve: ResolverFn<TResult, TParent, TContext, TArgs>;
};
export type Resolver<TResult, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = ResolverFn<TResult, TParent, TContext, TArgs> | ResolverWithResolve<TResult, TParent, TContext, TArgs>;

export type ResolverFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => Promise<TResult> | TResult;

export type SubscriptionSubscribeFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => AsyncIterable<TResult> | Promise<AsyncIterable<TResult>>;

export type SubscriptionResolveFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;

export interface SubscriptionSubscriberObject<TResult, TKey extends string, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<{ [key in TKey]: TResult }, TParent, TContext, TArgs>;
  resolve?: SubscriptionResolveFn<TResult, { [key in TKey]: TResult }, TContext, TArgs>;
}

export interface SubscriptionResolverObject<TResult, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<any, TParent, TContext, TArgs>;
  resolve: SubscriptionResolveFn<TResult, any, TContext, TArgs>;
}

export type SubscriptionObject<TResult, TKey extends string, TParent, TContext, TArgs> =
  | SubscriptionSubscriberObject<TResult, TKey, TParent, TContext, TArgs>
  | SubscriptionResolverObject<TResult, TParent, TContext, TArgs>;

export type SubscriptionResolver<TResult, TKey extends string, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> =
  | ((...args: any[]) => SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>)
  | SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>;

export type TypeResolveFn<TTypes, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (
  parent: TParent,
  context: TContext,
  info: GraphQLResolveInfo
) => Maybe<TTypes> | Promise<Maybe<TTypes>>;

export type IsTypeOfResolverFn<T = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (obj: T, context: TContext, info: GraphQLResolveInfo) => boolean | Promise<boolean>;

export type NextResolverFn<T> = () => Promise<T>;

export type DirectiveResolverFn<TResult = Record<PropertyKey, never>, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = (
  next: NextResolverFn<TResult>,
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;



/** Mapping of union types */
export type ResolversUnionTypes<_RefType extends Record<string, unknown>> = ResolversObject<{
  AnalyticsValue:
    | ( AudienceValue )
    | ( AverageConsumptionTimeValue )
    | ( BenchmarkTimeSeriesValue )
    | ( ConsumptionValue )
    | ( CountValueLong )
    | ( DiscoveryFunnelValue )
    | ( PercentageValueFloat )
    | ( RatioValueFloat )
    | ( SegmentedAudienceValue )
    | ( SingleValueLong )
    | ( Omit<TimeSeriesValue, 'points'> & { points: Array<_RefType['TimeSeriesPoint']> } )
  ;
  AuthorDisplayMetadata:
    | ( ShowAuthorDisplayMetadata )
    | ( UserAuthorDisplayMetadata )
  ;
  AuthorId:
    | ( ParentEntityUriString )
    | ( UserIdString )
  ;
  CommentOrReply:
    | ( Omit<DecoratedComment, 'authorMetadata' | 'oneOfAuthorDisplayMetadata'> & { authorMetadata?: Maybe<_RefType['AuthorMetadata']>, oneOfAuthorDisplayMetadata?: Maybe<_RefType['AuthorDisplayMetadata']> } )
    | ( Omit<DecoratedReply, 'oneOfAuthorDisplayMetadata'> & { oneOfAuthorDisplayMetadata?: Maybe<_RefType['AuthorDisplayMetadata']> } )
  ;
  PointValue:
    | ( AverageConsumptionTimeValue )
    | ( ConsumptionValue )
    | ( CountValueLong )
    | ( RatioValueFloat )
    | ( SegmentedAudienceValue )
  ;
}>;


/** Mapping between all available schema types and the resolvers types */
export type ResolversTypes = ResolversObject<{
  AggregationType: AggregationType;
  Analytics: ResolverTypeWrapper<Omit<Analytics, 'analyticsValue'> & { analyticsValue?: Maybe<ResolversTypes['AnalyticsValueResult']> }>;
  AnalyticsInsight: ResolverTypeWrapper<AnalyticsInsight>;
  AnalyticsStarts: ResolverTypeWrapper<AnalyticsStarts>;
  AnalyticsValue: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['AnalyticsValue']>;
  AnalyticsValueResult: ResolverTypeWrapper<Omit<AnalyticsValueResult, 'analyticsValue'> & { analyticsValue?: Maybe<ResolversTypes['AnalyticsValue']> }>;
  AnalyticsWindow: AnalyticsWindow;
  AudienceValue: ResolverTypeWrapper<AudienceValue>;
  AuthorDisplayMetadata: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['AuthorDisplayMetadata']>;
  AuthorId: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['AuthorId']>;
  AuthorMetadata: ResolverTypeWrapper<Omit<AuthorMetadata, 'oneOfAuthorMetadata'> & { oneOfAuthorMetadata?: Maybe<ResolversTypes['AuthorId']> }>;
  AverageConsumptionTimeValue: ResolverTypeWrapper<AverageConsumptionTimeValue>;
  BatchGetEpisodeAnalyticsItem: BatchGetEpisodeAnalyticsItem;
  BenchmarkEpisodePool: BenchmarkEpisodePool;
  BenchmarkMetricType: BenchmarkMetricType;
  BenchmarkParams: BenchmarkParams;
  BenchmarkPoint: ResolverTypeWrapper<BenchmarkPoint>;
  BenchmarkTimeSeriesValue: ResolverTypeWrapper<BenchmarkTimeSeriesValue>;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  CommentEpisode: ResolverTypeWrapper<CommentEpisode>;
  CommentFilters: CommentFilters;
  CommentOrReply: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['CommentOrReply']>;
  ConsumptionValue: ResolverTypeWrapper<ConsumptionValue>;
  CoreFanInsight: ResolverTypeWrapper<CoreFanInsight>;
  CoreFanInsightResponse: ResolverTypeWrapper<CoreFanInsightResponse>;
  CoreFanMetricSummaryResponse: ResolverTypeWrapper<CoreFanMetricSummaryResponse>;
  CoreFanPoint: ResolverTypeWrapper<CoreFanPoint>;
  CoreFanSummary: ResolverTypeWrapper<CoreFanSummary>;
  CoreFanTimeSeriesResponse: ResolverTypeWrapper<CoreFanTimeSeriesResponse>;
  CountValueLong: ResolverTypeWrapper<CountValueLong>;
  CustomDateRange: CustomDateRange;
  DateTime: ResolverTypeWrapper<Scalars['DateTime']['output']>;
  DecoratedComment: ResolverTypeWrapper<Omit<DecoratedComment, 'authorMetadata' | 'oneOfAuthorDisplayMetadata'> & { authorMetadata?: Maybe<ResolversTypes['AuthorMetadata']>, oneOfAuthorDisplayMetadata?: Maybe<ResolversTypes['AuthorDisplayMetadata']> }>;
  DecoratedCommentOrReply: ResolverTypeWrapper<Omit<DecoratedCommentOrReply, 'oneOfCommentOrReply'> & { oneOfCommentOrReply?: Maybe<ResolversTypes['CommentOrReply']> }>;
  DecoratedReply: ResolverTypeWrapper<Omit<DecoratedReply, 'oneOfAuthorDisplayMetadata'> & { oneOfAuthorDisplayMetadata?: Maybe<ResolversTypes['AuthorDisplayMetadata']> }>;
  DiscoveryFunnelStep: ResolverTypeWrapper<DiscoveryFunnelStep>;
  DiscoveryFunnelValue: ResolverTypeWrapper<DiscoveryFunnelValue>;
  Episode: ResolverTypeWrapper<EpisodeParent>;
  EpisodeAnalyticsMetricType: EpisodeAnalyticsMetricType;
  EpisodeListFilter: EpisodeListFilter;
  EpisodePagination: EpisodePagination;
  EpisodeSort: EpisodeSort;
  EpisodeSortBy: EpisodeSortBy;
  EpisodeState: EpisodeState;
  EpisodeType: EpisodeType;
  EpisodeUri: ResolverTypeWrapper<Scalars['EpisodeUri']['output']>;
  FieldMask: FieldMask;
  Float: ResolverTypeWrapper<Scalars['Float']['output']>;
  GenerateInsightRequest: GenerateInsightRequest;
  GetCoreFanInsightRequest: GetCoreFanInsightRequest;
  GetCoreFanMetricSummaryRequest: GetCoreFanMetricSummaryRequest;
  GetCoreFanTimeSeriesRequest: GetCoreFanTimeSeriesRequest;
  GetEpisodePlayCountRequest: GetEpisodePlayCountRequest;
  GetEpisodeRequest: GetEpisodeRequest;
  GetInsightRequest: GetInsightRequest;
  GetShowAnalyticsRequest: GetShowAnalyticsRequest;
  GetShowByShowUriRequest: GetShowByShowUriRequest;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  JSON: ResolverTypeWrapper<Scalars['JSON']['output']>;
  ListCommentsResponse: ResolverTypeWrapper<Omit<ListCommentsResponse, 'comments'> & { comments: Array<ResolversTypes['DecoratedComment']> }>;
  ListEpisodesV2Request: ListEpisodesV2Request;
  ListEpisodesV2Response: ResolverTypeWrapper<Omit<ListEpisodesV2Response, 'items'> & { items: Array<ResolversTypes['Episode']> }>;
  ListShowCommentsRequest: ListShowCommentsRequest;
  ListShowCommentsResponse: ResolverTypeWrapper<Omit<ListShowCommentsResponse, 'decoratedCommentOrReply'> & { decoratedCommentOrReply: Array<ResolversTypes['DecoratedCommentOrReply']> }>;
  Long: ResolverTypeWrapper<Scalars['Long']['output']>;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  MutationResult: ResolverTypeWrapper<MutationResult>;
  PagingInfo: PagingInfo;
  ParentEntityUriString: ResolverTypeWrapper<ParentEntityUriString>;
  PercentageValueFloat: ResolverTypeWrapper<PercentageValueFloat>;
  PercentileValue: ResolverTypeWrapper<PercentileValue>;
  PointValue: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['PointValue']>;
  Poll: ResolverTypeWrapper<Poll>;
  PollOption: PollOption;
  PollOptionResult: ResolverTypeWrapper<PollOptionResult>;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  RatioValueFloat: ResolverTypeWrapper<RatioValueFloat>;
  SegmentedAudienceValue: ResolverTypeWrapper<SegmentedAudienceValue>;
  Show: ResolverTypeWrapper<ShowParent>;
  ShowAnalyticsMetricType: ShowAnalyticsMetricType;
  ShowAuthorDisplayMetadata: ResolverTypeWrapper<ShowAuthorDisplayMetadata>;
  ShowCategory: ResolverTypeWrapper<ShowCategory>;
  ShowFlags: ResolverTypeWrapper<ShowFlags>;
  ShowUri: ResolverTypeWrapper<Scalars['ShowUri']['output']>;
  ShowsForUserResponse: ResolverTypeWrapper<Omit<ShowsForUserResponse, 'shows'> & { shows: Array<ResolversTypes['Show']> }>;
  ShowsPagination: ResolverTypeWrapper<ShowsPagination>;
  SingleValueLong: ResolverTypeWrapper<SingleValueLong>;
  SortOrder: SortOrder;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  TimeSeriesPoint: ResolverTypeWrapper<Omit<TimeSeriesPoint, 'value'> & { value?: Maybe<ResolversTypes['PointValue']> }>;
  TimeSeriesValue: ResolverTypeWrapper<Omit<TimeSeriesValue, 'points'> & { points: Array<ResolversTypes['TimeSeriesPoint']> }>;
  Timestamp: ResolverTypeWrapper<Timestamp>;
  UpdateEpisodeInput: UpdateEpisodeInput;
  UpdateEpisodePayload: ResolverTypeWrapper<Omit<UpdateEpisodePayload, 'episode'> & { episode?: Maybe<ResolversTypes['Episode']> }>;
  UserAuthorDisplayMetadata: ResolverTypeWrapper<UserAuthorDisplayMetadata>;
  UserIdString: ResolverTypeWrapper<UserIdString>;
}>;

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = ResolversObject<{
  Analytics: Omit<Analytics, 'analyticsValue'> & { analyticsValue?: Maybe<ResolversParentTypes['AnalyticsValueResult']> };
  AnalyticsInsight: AnalyticsInsight;
  AnalyticsStarts: AnalyticsStarts;
  AnalyticsValue: ResolversUnionTypes<ResolversParentTypes>['AnalyticsValue'];
  AnalyticsValueResult: Omit<AnalyticsValueResult, 'analyticsValue'> & { analyticsValue?: Maybe<ResolversParentTypes['AnalyticsValue']> };
  AudienceValue: AudienceValue;
  AuthorDisplayMetadata: ResolversUnionTypes<ResolversParentTypes>['AuthorDisplayMetadata'];
  AuthorId: ResolversUnionTypes<ResolversParentTypes>['AuthorId'];
  AuthorMetadata: Omit<AuthorMetadata, 'oneOfAuthorMetadata'> & { oneOfAuthorMetadata?: Maybe<ResolversParentTypes['AuthorId']> };
  AverageConsumptionTimeValue: AverageConsumptionTimeValue;
  BatchGetEpisodeAnalyticsItem: BatchGetEpisodeAnalyticsItem;
  BenchmarkParams: BenchmarkParams;
  BenchmarkPoint: BenchmarkPoint;
  BenchmarkTimeSeriesValue: BenchmarkTimeSeriesValue;
  Boolean: Scalars['Boolean']['output'];
  CommentEpisode: CommentEpisode;
  CommentFilters: CommentFilters;
  CommentOrReply: ResolversUnionTypes<ResolversParentTypes>['CommentOrReply'];
  ConsumptionValue: ConsumptionValue;
  CoreFanInsight: CoreFanInsight;
  CoreFanInsightResponse: CoreFanInsightResponse;
  CoreFanMetricSummaryResponse: CoreFanMetricSummaryResponse;
  CoreFanPoint: CoreFanPoint;
  CoreFanSummary: CoreFanSummary;
  CoreFanTimeSeriesResponse: CoreFanTimeSeriesResponse;
  CountValueLong: CountValueLong;
  CustomDateRange: CustomDateRange;
  DateTime: Scalars['DateTime']['output'];
  DecoratedComment: Omit<DecoratedComment, 'authorMetadata' | 'oneOfAuthorDisplayMetadata'> & { authorMetadata?: Maybe<ResolversParentTypes['AuthorMetadata']>, oneOfAuthorDisplayMetadata?: Maybe<ResolversParentTypes['AuthorDisplayMetadata']> };
  DecoratedCommentOrReply: Omit<DecoratedCommentOrReply, 'oneOfCommentOrReply'> & { oneOfCommentOrReply?: Maybe<ResolversParentTypes['CommentOrReply']> };
  DecoratedReply: Omit<DecoratedReply, 'oneOfAuthorDisplayMetadata'> & { oneOfAuthorDisplayMetadata?: Maybe<ResolversParentTypes['AuthorDisplayMetadata']> };
  DiscoveryFunnelStep: DiscoveryFunnelStep;
  DiscoveryFunnelValue: DiscoveryFunnelValue;
  Episode: EpisodeParent;
  EpisodePagination: EpisodePagination;
  EpisodeSort: EpisodeSort;
  EpisodeUri: Scalars['EpisodeUri']['output'];
  FieldMask: FieldMask;
  Float: Scalars['Float']['output'];
  GenerateInsightRequest: GenerateInsightRequest;
  GetCoreFanInsightRequest: GetCoreFanInsightRequest;
  GetCoreFanMetricSummaryRequest: GetCoreFanMetricSummaryRequest;
  GetCoreFanTimeSeriesRequest: GetCoreFanTimeSeriesRequest;
  GetEpisodePlayCountRequest: GetEpisodePlayCountRequest;
  GetEpisodeRequest: GetEpisodeRequest;
  GetInsightRequest: GetInsightRequest;
  GetShowAnalyticsRequest: GetShowAnalyticsRequest;
  GetShowByShowUriRequest: GetShowByShowUriRequest;
  Int: Scalars['Int']['output'];
  JSON: Scalars['JSON']['output'];
  ListCommentsResponse: Omit<ListCommentsResponse, 'comments'> & { comments: Array<ResolversParentTypes['DecoratedComment']> };
  ListEpisodesV2Request: ListEpisodesV2Request;
  ListEpisodesV2Response: Omit<ListEpisodesV2Response, 'items'> & { items: Array<ResolversParentTypes['Episode']> };
  ListShowCommentsRequest: ListShowCommentsRequest;
  ListShowCommentsResponse: Omit<ListShowCommentsResponse, 'decoratedCommentOrReply'> & { decoratedCommentOrReply: Array<ResolversParentTypes['DecoratedCommentOrReply']> };
  Long: Scalars['Long']['output'];
  Mutation: Record<PropertyKey, never>;
  MutationResult: MutationResult;
  PagingInfo: PagingInfo;
  ParentEntityUriString: ParentEntityUriString;
  PercentageValueFloat: PercentageValueFloat;
  PercentileValue: PercentileValue;
  PointValue: ResolversUnionTypes<ResolversParentTypes>['PointValue'];
  Poll: Poll;
  PollOption: PollOption;
  PollOptionResult: PollOptionResult;
  Query: Record<PropertyKey, never>;
  RatioValueFloat: RatioValueFloat;
  SegmentedAudienceValue: SegmentedAudienceValue;
  Show: ShowParent;
  ShowAuthorDisplayMetadata: ShowAuthorDisplayMetadata;
  ShowCategory: ShowCategory;
  ShowFlags: ShowFlags;
  ShowUri: Scalars['ShowUri']['output'];
  ShowsForUserResponse: Omit<ShowsForUserResponse, 'shows'> & { shows: Array<ResolversParentTypes['Show']> };
  ShowsPagination: ShowsPagination;
  SingleValueLong: SingleValueLong;
  String: Scalars['String']['output'];
  TimeSeriesPoint: Omit<TimeSeriesPoint, 'value'> & { value?: Maybe<ResolversParentTypes['PointValue']> };
  TimeSeriesValue: Omit<TimeSeriesValue, 'points'> & { points: Array<ResolversParentTypes['TimeSeriesPoint']> };
  Timestamp: Timestamp;
  UpdateEpisodeInput: UpdateEpisodeInput;
  UpdateEpisodePayload: Omit<UpdateEpisodePayload, 'episode'> & { episode?: Maybe<ResolversParentTypes['Episode']> };
  UserAuthorDisplayMetadata: UserAuthorDisplayMetadata;
  UserIdString: UserIdString;
}>;

export type AnalyticsResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Analytics'] = ResolversParentTypes['Analytics']> = ResolversObject<{
  analyticsValue?: Resolver<Maybe<ResolversTypes['AnalyticsValueResult']>, ParentType, ContextType>;
  endDate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  followerCount?: Resolver<Maybe<ResolversTypes['Long']>, ParentType, ContextType>;
  startDate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  type?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type AnalyticsInsightResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AnalyticsInsight'] = ResolversParentTypes['AnalyticsInsight']> = ResolversObject<{
  generatedAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  insightId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  payload?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  state?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type AnalyticsStartsResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AnalyticsStarts'] = ResolversParentTypes['AnalyticsStarts']> = ResolversObject<{
  startsCount?: Resolver<Maybe<ResolversTypes['Long']>, ParentType, ContextType>;
}>;

export type AnalyticsValueResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AnalyticsValue'] = ResolversParentTypes['AnalyticsValue']> = ResolversObject<{
  __resolveType: TypeResolveFn<'AudienceValue' | 'AverageConsumptionTimeValue' | 'BenchmarkTimeSeriesValue' | 'ConsumptionValue' | 'CountValueLong' | 'DiscoveryFunnelValue' | 'PercentageValueFloat' | 'RatioValueFloat' | 'SegmentedAudienceValue' | 'SingleValueLong' | 'TimeSeriesValue', ParentType, ContextType>;
}>;

export type AnalyticsValueResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AnalyticsValueResult'] = ResolversParentTypes['AnalyticsValueResult']> = ResolversObject<{
  analyticsValue?: Resolver<Maybe<ResolversTypes['AnalyticsValue']>, ParentType, ContextType>;
  periodOverPeriodPercentageDiff?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
}>;

export type AudienceValueResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AudienceValue'] = ResolversParentTypes['AudienceValue']> = ResolversObject<{
  foregroundAudiencePercent?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  foregroundAudienceSize?: Resolver<Maybe<ResolversTypes['Long']>, ParentType, ContextType>;
  totalAudienceSize?: Resolver<Maybe<ResolversTypes['Long']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type AuthorDisplayMetadataResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AuthorDisplayMetadata'] = ResolversParentTypes['AuthorDisplayMetadata']> = ResolversObject<{
  __resolveType: TypeResolveFn<'ShowAuthorDisplayMetadata' | 'UserAuthorDisplayMetadata', ParentType, ContextType>;
}>;

export type AuthorIdResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AuthorId'] = ResolversParentTypes['AuthorId']> = ResolversObject<{
  __resolveType: TypeResolveFn<'ParentEntityUriString' | 'UserIdString', ParentType, ContextType>;
}>;

export type AuthorMetadataResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AuthorMetadata'] = ResolversParentTypes['AuthorMetadata']> = ResolversObject<{
  oneOfAuthorMetadata?: Resolver<Maybe<ResolversTypes['AuthorId']>, ParentType, ContextType>;
}>;

export type AverageConsumptionTimeValueResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AverageConsumptionTimeValue'] = ResolversParentTypes['AverageConsumptionTimeValue']> = ResolversObject<{
  averageConsumptionSeconds?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type BenchmarkPointResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['BenchmarkPoint'] = ResolversParentTypes['BenchmarkPoint']> = ResolversObject<{
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  percentiles?: Resolver<Array<ResolversTypes['PercentileValue']>, ParentType, ContextType>;
}>;

export type BenchmarkTimeSeriesValueResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['BenchmarkTimeSeriesValue'] = ResolversParentTypes['BenchmarkTimeSeriesValue']> = ResolversObject<{
  points?: Resolver<Array<ResolversTypes['BenchmarkPoint']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type CommentEpisodeResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CommentEpisode'] = ResolversParentTypes['CommentEpisode']> = ResolversObject<{
  publishedOn?: Resolver<Maybe<ResolversTypes['Timestamp']>, ParentType, ContextType>;
  title?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type CommentOrReplyResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CommentOrReply'] = ResolversParentTypes['CommentOrReply']> = ResolversObject<{
  __resolveType: TypeResolveFn<'DecoratedComment' | 'DecoratedReply', ParentType, ContextType>;
}>;

export type ConsumptionValueResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ConsumptionValue'] = ResolversParentTypes['ConsumptionValue']> = ResolversObject<{
  foregroundConsumptionPercent?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  totalConsumptionHours?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type CoreFanInsightResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CoreFanInsight'] = ResolversParentTypes['CoreFanInsight']> = ResolversObject<{
  averageConsumptionHoursCoreFans?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  averageConsumptionHoursDiffPercent?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  averageConsumptionHoursTotalAudience?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  averageEpisodeRetentionCoreFansPercent?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  averageEpisodeRetentionDiffPercent?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  averageEpisodeRetentionTotalAudiencePercent?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
}>;

export type CoreFanInsightResponseResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CoreFanInsightResponse'] = ResolversParentTypes['CoreFanInsightResponse']> = ResolversObject<{
  insight?: Resolver<Maybe<ResolversTypes['CoreFanInsight']>, ParentType, ContextType>;
}>;

export type CoreFanMetricSummaryResponseResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CoreFanMetricSummaryResponse'] = ResolversParentTypes['CoreFanMetricSummaryResponse']> = ResolversObject<{
  summary?: Resolver<Maybe<ResolversTypes['CoreFanSummary']>, ParentType, ContextType>;
}>;

export type CoreFanPointResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CoreFanPoint'] = ResolversParentTypes['CoreFanPoint']> = ResolversObject<{
  coreFans?: Resolver<Maybe<ResolversTypes['Long']>, ParentType, ContextType>;
  coreFansPercent?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  date?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  developingAudience?: Resolver<Maybe<ResolversTypes['Long']>, ParentType, ContextType>;
  developingAudiencePercent?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  newAudience?: Resolver<Maybe<ResolversTypes['Long']>, ParentType, ContextType>;
  newAudiencePercent?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  totalAudience?: Resolver<Maybe<ResolversTypes['Long']>, ParentType, ContextType>;
  totalAudiencePercent?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
}>;

export type CoreFanSummaryResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CoreFanSummary'] = ResolversParentTypes['CoreFanSummary']> = ResolversObject<{
  coreFans?: Resolver<Maybe<ResolversTypes['Long']>, ParentType, ContextType>;
  coreFansPercent?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  developingAudience?: Resolver<Maybe<ResolversTypes['Long']>, ParentType, ContextType>;
  developingAudiencePercent?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  endDate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  gainedCoreFans?: Resolver<Maybe<ResolversTypes['Long']>, ParentType, ContextType>;
  lookbackEndDate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  lookbackStartDate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  newAudience?: Resolver<Maybe<ResolversTypes['Long']>, ParentType, ContextType>;
  newAudiencePercent?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  startDate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  totalAudience?: Resolver<Maybe<ResolversTypes['Long']>, ParentType, ContextType>;
  totalAudiencePercent?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
}>;

export type CoreFanTimeSeriesResponseResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CoreFanTimeSeriesResponse'] = ResolversParentTypes['CoreFanTimeSeriesResponse']> = ResolversObject<{
  timeSeries?: Resolver<Array<ResolversTypes['CoreFanPoint']>, ParentType, ContextType>;
}>;

export type CountValueLongResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CountValueLong'] = ResolversParentTypes['CountValueLong']> = ResolversObject<{
  value?: Resolver<Maybe<ResolversTypes['Long']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export interface DateTimeScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['DateTime'], any> {
  name: 'DateTime';
}

export type DecoratedCommentResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['DecoratedComment'] = ResolversParentTypes['DecoratedComment']> = ResolversObject<{
  approvalDate?: Resolver<Maybe<ResolversTypes['Long']>, ParentType, ContextType>;
  authorMetadata?: Resolver<Maybe<ResolversTypes['AuthorMetadata']>, ParentType, ContextType>;
  commentStr?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  commentUri?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  containsBlockedWords?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  createDate?: Resolver<Maybe<ResolversTypes['Long']>, ParentType, ContextType>;
  entityUri?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  hasParentEntityPinned?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  hasParentEntityReacted?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  hasParentEntityReplied?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  initialModerationState?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  isAnySensitivityPolicyInitiallyViolated?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  language?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  numberOfReplies?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  oneOfAuthorDisplayMetadata?: Resolver<Maybe<ResolversTypes['AuthorDisplayMetadata']>, ParentType, ContextType>;
  parentEntityUri?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  surfaceType?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type DecoratedCommentOrReplyResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['DecoratedCommentOrReply'] = ResolversParentTypes['DecoratedCommentOrReply']> = ResolversObject<{
  episode?: Resolver<Maybe<ResolversTypes['CommentEpisode']>, ParentType, ContextType>;
  episodeUri?: Resolver<Maybe<ResolversTypes['EpisodeUri']>, ParentType, ContextType>;
  oneOfCommentOrReply?: Resolver<Maybe<ResolversTypes['CommentOrReply']>, ParentType, ContextType>;
}>;

export type DecoratedReplyResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['DecoratedReply'] = ResolversParentTypes['DecoratedReply']> = ResolversObject<{
  commentStr?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  commentUri?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createDate?: Resolver<Maybe<ResolversTypes['Long']>, ParentType, ContextType>;
  entityUri?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  oneOfAuthorDisplayMetadata?: Resolver<Maybe<ResolversTypes['AuthorDisplayMetadata']>, ParentType, ContextType>;
  parentCommentUri?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type DiscoveryFunnelStepResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['DiscoveryFunnelStep'] = ResolversParentTypes['DiscoveryFunnelStep']> = ResolversObject<{
  conversionRateToNext?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  displayName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  periodOverPeriodPercentageDiff?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  stepName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  value?: Resolver<Maybe<ResolversTypes['Long']>, ParentType, ContextType>;
}>;

export type DiscoveryFunnelValueResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['DiscoveryFunnelValue'] = ResolversParentTypes['DiscoveryFunnelValue']> = ResolversObject<{
  steps?: Resolver<Array<ResolversTypes['DiscoveryFunnelStep']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type EpisodeResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Episode'] = ResolversParentTypes['Episode']> = ResolversObject<{
  analytics?: Resolver<Maybe<ResolversTypes['Analytics']>, ParentType, ContextType, RequireFields<EpisodeAnalyticsArgs, 'getEpisodePlayCountRequest'>>;
  analyticsBatch?: Resolver<Maybe<Array<Maybe<ResolversTypes['Analytics']>>>, ParentType, ContextType, RequireFields<EpisodeAnalyticsBatchArgs, 'batchGetEpisodeAnalyticsItem'>>;
  analyticsStarts?: Resolver<Maybe<ResolversTypes['AnalyticsStarts']>, ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  episodeType?: Resolver<Maybe<ResolversTypes['EpisodeType']>, ParentType, ContextType>;
  id?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  isDraft?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  isExplicit?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  isPublished?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  publishOn?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  publishedOn?: Resolver<Maybe<ResolversTypes['Timestamp']>, ParentType, ContextType>;
  showUri?: Resolver<Maybe<ResolversTypes['ShowUri']>, ParentType, ContextType>;
  state?: Resolver<Maybe<ResolversTypes['EpisodeState']>, ParentType, ContextType>;
  title?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  uri?: Resolver<ResolversTypes['EpisodeUri'], ParentType, ContextType>;
}>;

export interface EpisodeUriScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['EpisodeUri'], any> {
  name: 'EpisodeUri';
}

export interface JsonScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['JSON'], any> {
  name: 'JSON';
}

export type ListCommentsResponseResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ListCommentsResponse'] = ResolversParentTypes['ListCommentsResponse']> = ResolversObject<{
  comments?: Resolver<Array<ResolversTypes['DecoratedComment']>, ParentType, ContextType>;
  nextPageToken?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type ListEpisodesV2ResponseResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ListEpisodesV2Response'] = ResolversParentTypes['ListEpisodesV2Response']> = ResolversObject<{
  items?: Resolver<Array<ResolversTypes['Episode']>, ParentType, ContextType>;
  nextPageToken?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  totalCount?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
}>;

export type ListShowCommentsResponseResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ListShowCommentsResponse'] = ResolversParentTypes['ListShowCommentsResponse']> = ResolversObject<{
  decoratedCommentOrReply?: Resolver<Array<ResolversTypes['DecoratedCommentOrReply']>, ParentType, ContextType>;
  nextPageToken?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export interface LongScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['Long'], any> {
  name: 'Long';
}

export type MutationResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = ResolversObject<{
  blockUserForShow?: Resolver<Maybe<ResolversTypes['MutationResult']>, ParentType, ContextType, RequireFields<MutationBlockUserForShowArgs, 'showUri' | 'username'>>;
  createCommentReplyByCommentUri?: Resolver<Maybe<ResolversTypes['MutationResult']>, ParentType, ContextType, RequireFields<MutationCreateCommentReplyByCommentUriArgs, 'parentCommentUri' | 'replyStr'>>;
  createPollForEpisode?: Resolver<Maybe<ResolversTypes['Poll']>, ParentType, ContextType, RequireFields<MutationCreatePollForEpisodeArgs, 'closingDate' | 'episodeUri' | 'openingDate' | 'options' | 'question' | 'type'>>;
  deleteCommentByCommentUri?: Resolver<Maybe<ResolversTypes['MutationResult']>, ParentType, ContextType, RequireFields<MutationDeleteCommentByCommentUriArgs, 'commentUri' | 'filter'>>;
  deletePollForEpisode?: Resolver<Maybe<ResolversTypes['MutationResult']>, ParentType, ContextType, RequireFields<MutationDeletePollForEpisodeArgs, 'episodeUri'>>;
  generateAnalyticsInsight?: Resolver<Maybe<ResolversTypes['AnalyticsInsight']>, ParentType, ContextType, RequireFields<MutationGenerateAnalyticsInsightArgs, 'generateInsightRequest'>>;
  markCommentAsRead?: Resolver<Maybe<ResolversTypes['MutationResult']>, ParentType, ContextType, RequireFields<MutationMarkCommentAsReadArgs, 'commentUri'>>;
  pinComment?: Resolver<Maybe<ResolversTypes['MutationResult']>, ParentType, ContextType, RequireFields<MutationPinCommentArgs, 'commentUri'>>;
  publishCommentByCommentUri?: Resolver<Maybe<ResolversTypes['MutationResult']>, ParentType, ContextType, RequireFields<MutationPublishCommentByCommentUriArgs, 'commentUri'>>;
  unPinComment?: Resolver<Maybe<ResolversTypes['MutationResult']>, ParentType, ContextType, RequireFields<MutationUnPinCommentArgs, 'commentUri'>>;
  updateEpisode?: Resolver<Maybe<ResolversTypes['UpdateEpisodePayload']>, ParentType, ContextType, RequireFields<MutationUpdateEpisodeArgs, 'id' | 'input'>>;
  updateIsCommentsEnabledForShowByShowUri?: Resolver<Maybe<ResolversTypes['MutationResult']>, ParentType, ContextType, RequireFields<MutationUpdateIsCommentsEnabledForShowByShowUriArgs, 'isEnabled' | 'showUri'>>;
  updateModerationPolicy?: Resolver<Maybe<ResolversTypes['MutationResult']>, ParentType, ContextType, RequireFields<MutationUpdateModerationPolicyArgs, 'moderationPolicy' | 'moderationSignal' | 'showUri'>>;
}>;

export type MutationResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['MutationResult'] = ResolversParentTypes['MutationResult']> = ResolversObject<{
  success?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
}>;

export type ParentEntityUriStringResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ParentEntityUriString'] = ResolversParentTypes['ParentEntityUriString']> = ResolversObject<{
  parentEntityUri?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type PercentageValueFloatResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PercentageValueFloat'] = ResolversParentTypes['PercentageValueFloat']> = ResolversObject<{
  value?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type PercentileValueResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PercentileValue'] = ResolversParentTypes['PercentileValue']> = ResolversObject<{
  percentile?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  value?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
}>;

export type PointValueResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PointValue'] = ResolversParentTypes['PointValue']> = ResolversObject<{
  __resolveType: TypeResolveFn<'AverageConsumptionTimeValue' | 'ConsumptionValue' | 'CountValueLong' | 'RatioValueFloat' | 'SegmentedAudienceValue', ParentType, ContextType>;
}>;

export type PollResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Poll'] = ResolversParentTypes['Poll']> = ResolversObject<{
  closingDate?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  episodeUri?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  openingDate?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  options?: Resolver<Array<ResolversTypes['PollOptionResult']>, ParentType, ContextType>;
  question?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type PollOptionResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PollOptionResult'] = ResolversParentTypes['PollOptionResult']> = ResolversObject<{
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  voteCount?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
}>;

export type QueryResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = ResolversObject<{
  episode?: Resolver<Maybe<ResolversTypes['Episode']>, ParentType, ContextType, Partial<QueryEpisodeArgs>>;
  episodeByUri?: Resolver<Maybe<ResolversTypes['Episode']>, ParentType, ContextType, RequireFields<QueryEpisodeByUriArgs, 'getEpisodeRequest'>>;
  getCommentsForEpisode?: Resolver<Maybe<ResolversTypes['ListCommentsResponse']>, ParentType, ContextType, RequireFields<QueryGetCommentsForEpisodeArgs, 'commentTypesFilters' | 'episodeUri' | 'pageSize' | 'primaryFilters' | 'repliesFilter' | 'secondaryFilters'>>;
  getPollForEpisode?: Resolver<Maybe<ResolversTypes['Poll']>, ParentType, ContextType, RequireFields<QueryGetPollForEpisodeArgs, 'episodeUri'>>;
  show?: Resolver<Maybe<ResolversTypes['Show']>, ParentType, ContextType, Partial<QueryShowArgs>>;
  showByShowUri?: Resolver<Maybe<ResolversTypes['Show']>, ParentType, ContextType, RequireFields<QueryShowByShowUriArgs, 'getShowByShowUriRequest'>>;
  showsForUser?: Resolver<ResolversTypes['ShowsForUserResponse'], ParentType, ContextType>;
}>;

export type RatioValueFloatResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['RatioValueFloat'] = ResolversParentTypes['RatioValueFloat']> = ResolversObject<{
  value?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type SegmentedAudienceValueResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SegmentedAudienceValue'] = ResolversParentTypes['SegmentedAudienceValue']> = ResolversObject<{
  newAudience?: Resolver<Maybe<ResolversTypes['Long']>, ParentType, ContextType>;
  returningAudience?: Resolver<Maybe<ResolversTypes['Long']>, ParentType, ContextType>;
  totalAudience?: Resolver<Maybe<ResolversTypes['Long']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type ShowResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Show'] = ResolversParentTypes['Show']> = ResolversObject<{
  analytics?: Resolver<Maybe<ResolversTypes['Analytics']>, ParentType, ContextType, RequireFields<ShowAnalyticsArgs, 'getShowAnalyticsRequest'>>;
  analyticsInsight?: Resolver<Maybe<ResolversTypes['AnalyticsInsight']>, ParentType, ContextType, RequireFields<ShowAnalyticsInsightArgs, 'getInsightRequest'>>;
  authorEmail?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  authorName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  category?: Resolver<Maybe<ResolversTypes['ShowCategory']>, ParentType, ContextType>;
  coreFanInsight?: Resolver<Maybe<ResolversTypes['CoreFanInsightResponse']>, ParentType, ContextType, RequireFields<ShowCoreFanInsightArgs, 'getCoreFanInsightRequest'>>;
  coreFanMetricSummary?: Resolver<Maybe<ResolversTypes['CoreFanMetricSummaryResponse']>, ParentType, ContextType, RequireFields<ShowCoreFanMetricSummaryArgs, 'getCoreFanMetricSummaryRequest'>>;
  coreFanTimeSeries?: Resolver<Maybe<ResolversTypes['CoreFanTimeSeriesResponse']>, ParentType, ContextType, RequireFields<ShowCoreFanTimeSeriesArgs, 'getCoreFanTimeSeriesRequest'>>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  episodesV2?: Resolver<Maybe<ResolversTypes['ListEpisodesV2Response']>, ParentType, ContextType, RequireFields<ShowEpisodesV2Args, 'listEpisodesV2Request'>>;
  flags?: Resolver<Maybe<ResolversTypes['ShowFlags']>, ParentType, ContextType>;
  image400Url?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  imageUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  isCommentsEnabled?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  isExplicit?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  language?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  moderationPolicy?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  rssFeedUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  showComments?: Resolver<Maybe<ResolversTypes['ListShowCommentsResponse']>, ParentType, ContextType, RequireFields<ShowShowCommentsArgs, 'listShowCommentsRequest'>>;
  stationId?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  uri?: Resolver<ResolversTypes['ShowUri'], ParentType, ContextType>;
}>;

export type ShowAuthorDisplayMetadataResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ShowAuthorDisplayMetadata'] = ResolversParentTypes['ShowAuthorDisplayMetadata']> = ResolversObject<{
  showCoverImageUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  showFullName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  showUri?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type ShowCategoryResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ShowCategory'] = ResolversParentTypes['ShowCategory']> = ResolversObject<{
  primary?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  secondary?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type ShowFlagsResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ShowFlags'] = ResolversParentTypes['ShowFlags']> = ResolversObject<{
  distributionEligibilityForPaywalls?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  hasHostBrandingRemoved?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  hasPublishedEpisode?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  isAdCategoryExclusionsEnabled?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  isDistributedOnPlatform?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  isExternalSyndicationSetup?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  isPublicCallinHiddenFromWeb?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  isPublicCallinShownInRSS?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  isRssFeedDisabled?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  isSaiAndDaiFullyActivated?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  isStationMarkedAsSpam?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  isStationOver30DaysOld?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
}>;

export interface ShowUriScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['ShowUri'], any> {
  name: 'ShowUri';
}

export type ShowsForUserResponseResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ShowsForUserResponse'] = ResolversParentTypes['ShowsForUserResponse']> = ResolversObject<{
  pagination?: Resolver<Maybe<ResolversTypes['ShowsPagination']>, ParentType, ContextType>;
  shows?: Resolver<Array<ResolversTypes['Show']>, ParentType, ContextType>;
}>;

export type ShowsPaginationResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ShowsPagination'] = ResolversParentTypes['ShowsPagination']> = ResolversObject<{
  totalCount?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
}>;

export type SingleValueLongResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SingleValueLong'] = ResolversParentTypes['SingleValueLong']> = ResolversObject<{
  value?: Resolver<Maybe<ResolversTypes['Long']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type TimeSeriesPointResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['TimeSeriesPoint'] = ResolversParentTypes['TimeSeriesPoint']> = ResolversObject<{
  date?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  endDate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  value?: Resolver<Maybe<ResolversTypes['PointValue']>, ParentType, ContextType>;
}>;

export type TimeSeriesValueResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['TimeSeriesValue'] = ResolversParentTypes['TimeSeriesValue']> = ResolversObject<{
  points?: Resolver<Array<ResolversTypes['TimeSeriesPoint']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type TimestampResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Timestamp'] = ResolversParentTypes['Timestamp']> = ResolversObject<{
  seconds?: Resolver<ResolversTypes['Long'], ParentType, ContextType>;
}>;

export type UpdateEpisodePayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['UpdateEpisodePayload'] = ResolversParentTypes['UpdateEpisodePayload']> = ResolversObject<{
  descriptionMatches?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  didChangePublishState?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  episode?: Resolver<Maybe<ResolversTypes['Episode']>, ParentType, ContextType>;
  shareUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type UserAuthorDisplayMetadataResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['UserAuthorDisplayMetadata'] = ResolversParentTypes['UserAuthorDisplayMetadata']> = ResolversObject<{
  userCoverImageUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  userFullName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  username?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type UserIdStringResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['UserIdString'] = ResolversParentTypes['UserIdString']> = ResolversObject<{
  userId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type Resolvers<ContextType = GatewayContext> = ResolversObject<{
  Analytics?: AnalyticsResolvers<ContextType>;
  AnalyticsInsight?: AnalyticsInsightResolvers<ContextType>;
  AnalyticsStarts?: AnalyticsStartsResolvers<ContextType>;
  AnalyticsValue?: AnalyticsValueResolvers<ContextType>;
  AnalyticsValueResult?: AnalyticsValueResultResolvers<ContextType>;
  AudienceValue?: AudienceValueResolvers<ContextType>;
  AuthorDisplayMetadata?: AuthorDisplayMetadataResolvers<ContextType>;
  AuthorId?: AuthorIdResolvers<ContextType>;
  AuthorMetadata?: AuthorMetadataResolvers<ContextType>;
  AverageConsumptionTimeValue?: AverageConsumptionTimeValueResolvers<ContextType>;
  BenchmarkPoint?: BenchmarkPointResolvers<ContextType>;
  BenchmarkTimeSeriesValue?: BenchmarkTimeSeriesValueResolvers<ContextType>;
  CommentEpisode?: CommentEpisodeResolvers<ContextType>;
  CommentOrReply?: CommentOrReplyResolvers<ContextType>;
  ConsumptionValue?: ConsumptionValueResolvers<ContextType>;
  CoreFanInsight?: CoreFanInsightResolvers<ContextType>;
  CoreFanInsightResponse?: CoreFanInsightResponseResolvers<ContextType>;
  CoreFanMetricSummaryResponse?: CoreFanMetricSummaryResponseResolvers<ContextType>;
  CoreFanPoint?: CoreFanPointResolvers<ContextType>;
  CoreFanSummary?: CoreFanSummaryResolvers<ContextType>;
  CoreFanTimeSeriesResponse?: CoreFanTimeSeriesResponseResolvers<ContextType>;
  CountValueLong?: CountValueLongResolvers<ContextType>;
  DateTime?: GraphQLScalarType;
  DecoratedComment?: DecoratedCommentResolvers<ContextType>;
  DecoratedCommentOrReply?: DecoratedCommentOrReplyResolvers<ContextType>;
  DecoratedReply?: DecoratedReplyResolvers<ContextType>;
  DiscoveryFunnelStep?: DiscoveryFunnelStepResolvers<ContextType>;
  DiscoveryFunnelValue?: DiscoveryFunnelValueResolvers<ContextType>;
  Episode?: EpisodeResolvers<ContextType>;
  EpisodeUri?: GraphQLScalarType;
  JSON?: GraphQLScalarType;
  ListCommentsResponse?: ListCommentsResponseResolvers<ContextType>;
  ListEpisodesV2Response?: ListEpisodesV2ResponseResolvers<ContextType>;
  ListShowCommentsResponse?: ListShowCommentsResponseResolvers<ContextType>;
  Long?: GraphQLScalarType;
  Mutation?: MutationResolvers<ContextType>;
  MutationResult?: MutationResultResolvers<ContextType>;
  ParentEntityUriString?: ParentEntityUriStringResolvers<ContextType>;
  PercentageValueFloat?: PercentageValueFloatResolvers<ContextType>;
  PercentileValue?: PercentileValueResolvers<ContextType>;
  PointValue?: PointValueResolvers<ContextType>;
  Poll?: PollResolvers<ContextType>;
  PollOptionResult?: PollOptionResultResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  RatioValueFloat?: RatioValueFloatResolvers<ContextType>;
  SegmentedAudienceValue?: SegmentedAudienceValueResolvers<ContextType>;
  Show?: ShowResolvers<ContextType>;
  ShowAuthorDisplayMetadata?: ShowAuthorDisplayMetadataResolvers<ContextType>;
  ShowCategory?: ShowCategoryResolvers<ContextType>;
  ShowFlags?: ShowFlagsResolvers<ContextType>;
  ShowUri?: GraphQLScalarType;
  ShowsForUserResponse?: ShowsForUserResponseResolvers<ContextType>;
  ShowsPagination?: ShowsPaginationResolvers<ContextType>;
  SingleValueLong?: SingleValueLongResolvers<ContextType>;
  TimeSeriesPoint?: TimeSeriesPointResolvers<ContextType>;
  TimeSeriesValue?: TimeSeriesValueResolvers<ContextType>;
  Timestamp?: TimestampResolvers<ContextType>;
  UpdateEpisodePayload?: UpdateEpisodePayloadResolvers<ContextType>;
  UserAuthorDisplayMetadata?: UserAuthorDisplayMetadataResolvers<ContextType>;
  UserIdString?: UserIdStringResolvers<ContextType>;
}>;

