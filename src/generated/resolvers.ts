import type { GraphQLResolveInfo, GraphQLScalarType, GraphQLScalarTypeConfig } from 'graphql';
import type { EpisodeParent, ShowParent } from '../modules/refs.js';
import type { ShowMonetizationParent } from '../modules/monetization/mappers.js';
import type { OnboardingParent } from '../modules/account/mappers.js';
import type { UploadJobRecord, MediaValidationRecord } from '../jobs/types.js';
import type { InsightJob } from '../modules/analytics/insight-jobs.js';
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
  /**
   * A file sent with the GraphQL multipart request spec
   * (https://github.com/jaydenseric/graphql-multipart-request-spec). The gateway streams it to
   * storage as it arrives; send the `operations` and `map` parts before the file part.
   */
  Upload: { input: unknown; output: unknown; }
};

/** How values of the window are aggregated. Unique counts do not add up over days: a window figure needs AGGREGATION_TYPE_TOTAL, never a sum of daily values. */
export type AggregationType =
  /** A TimeSeriesValue with one point per day. Daily points of unique counts (listeners, returning audience) must not be summed into a window figure. */
  | 'AGGREGATION_TYPE_DAILY'
  /** A TimeSeriesValue with one point per month. Points of unique counts must not be summed. */
  | 'AGGREGATION_TYPE_MONTHLY'
  /** One figure for the whole window (a single-value member such as SingleValueLong): the only right way to get the unique listeners of a window, since unique counts do not add up over days. */
  | 'AGGREGATION_TYPE_TOTAL'
  /** A TimeSeriesValue with one point per week. Points of unique counts must not be summed. */
  | 'AGGREGATION_TYPE_WEEKLY';

export type Analytics = {
  __typename?: 'Analytics';
  analyticsValue?: Maybe<AnalyticsValueResult>;
  /** Last day covered, a string of the form YYYY-MM-DD (not a window enum). */
  endDate?: Maybe<Scalars['String']['output']>;
  followerCount?: Maybe<Scalars['Long']['output']>;
  /** First day covered, a string of the form YYYY-MM-DD (not a window enum). */
  startDate?: Maybe<Scalars['String']['output']>;
  type?: Maybe<Scalars['String']['output']>;
};

/** Days of a CUSTOM period, both included. */
export type AnalyticsDateRange = {
  /** First day, `YYYY-MM-DD`. */
  from: Scalars['String']['input'];
  /** Last day, `YYYY-MM-DD`; not before `from`. */
  to: Scalars['String']['input'];
};

export type AnalyticsInsight = {
  __typename?: 'AnalyticsInsight';
  generatedAt?: Maybe<Scalars['String']['output']>;
  insightId: Scalars['String']['output'];
  /** JSON text; structure not specified upstream. */
  payload?: Maybe<Scalars['String']['output']>;
  state?: Maybe<Scalars['String']['output']>;
};

/** What became of a creator's feedback on an insight. */
export type AnalyticsInsightFeedbackResult = {
  __typename?: 'AnalyticsInsightFeedbackResult';
  /** Whether the host took the feedback (true when it answers without a verdict). */
  accepted: Scalars['Boolean']['output'];
  /** The insight job the feedback named, when it named one by `jobId`. */
  job?: Maybe<AnalyticsInsightJob>;
};

/**
 * An analytics insight of a show, as a job: the host generates it, the gateway follows it until it
 * ends. Read it with `analyticsInsightJob` or follow it with `analyticsInsightProgress`; only the
 * caller who asked for it (or another token of the show's account) sees it. Kept for a day.
 */
export type AnalyticsInsightJob = {
  __typename?: 'AnalyticsInsightJob';
  /** When the gateway asked the host for the insight. */
  createdAt: Scalars['DateTime']['output'];
  /** What kind of failure it was, as an error code (UPSTREAM_TIMEOUT, UPSTREAM_ERROR, NOT_FOUND...); null unless FAILED. */
  failureCode?: Maybe<Scalars['String']['output']>;
  /** Why the job failed, for people; null unless FAILED. */
  failureReason?: Maybe<Scalars['String']['output']>;
  /** When the host generated the insight, as the host wrote it. */
  generatedAt?: Maybe<Scalars['String']['output']>;
  /** The job's ID, for `analyticsInsightJob`, `analyticsInsightProgress` and the feedback. */
  id: Scalars['ID']['output'];
  /** The host's ID of the insight (Show.analyticsInsight reads it by this ID). */
  insightId?: Maybe<Scalars['String']['output']>;
  /** The kind of insight asked for, when one was given. */
  insightType?: Maybe<Scalars['String']['output']>;
  /**
   * The insight as the host gave it: parsed when it is JSON text, else the value itself. Its
   * structure is not documented (document 2, 2.7). Null until the host has it.
   */
  payload?: Maybe<Scalars['JSON']['output']>;
  /** How many times the gateway has read the insight back from the host. */
  polls: Scalars['Int']['output'];
  /** The show the insight is about. */
  showUri: Scalars['ShowUri']['output'];
  /**
   * The host's own state of the insight, as it said it. Its values are not documented
   * (document 2, 2.7), so any value passes through as it is; `status` is what the gateway made of
   * it (a state it does not know counts as finished once the insight has a payload).
   */
  state?: Maybe<Scalars['String']['output']>;
  /** Where the job stands: GENERATING until the host's state ends it. */
  status: AnalyticsInsightStatus;
  /** When the job last changed (each read of the insight changes `polls`). */
  updatedAt: Scalars['DateTime']['output'];
};

/** A creator's verdict on an insight. */
export type AnalyticsInsightRating =
  /** The insight was not useful. */
  | 'THUMBS_DOWN'
  /** The insight was useful. */
  | 'THUMBS_UP';

/** Where an analytics insight job stands. */
export type AnalyticsInsightStatus =
  /** The host finished the insight: `payload` holds it. */
  | 'COMPLETED'
  /**
   * The insight did not end well, or the gateway stopped following it; `failureCode` says which
   * (UPSTREAM_TIMEOUT when the reads ran out before the host finished: the insight may still
   * finish, read it with Show.analyticsInsight by `insightId`).
   */
  | 'FAILED'
  /**
   * The host is generating the insight. The gateway reads it again until it ends: first after
   * `INSIGHT_POLL_INITIAL_MS`, then twice as long each time up to `INSIGHT_POLL_MAX_MS`, at most
   * `INSIGHT_POLL_MAX_CALLS` reads within `INSIGHT_POLL_TIMEOUT_MS` of the request.
   */
  | 'GENERATING';

/** How a series divides its period. */
export type AnalyticsInterval =
  /** One point per day. */
  | 'DAY'
  /** One point per calendar month (the first and last may be partial). */
  | 'MONTH'
  /** One point per week (7 days from the period's first day; the last may be shorter). */
  | 'WEEK';

/**
 * Which days a figure covers. Relative periods end on the host's current day. Plays count after
 * 30 seconds of listening since a mid-June 2026 platform change: a period that spans it mixes two
 * definitions.
 */
export type AnalyticsPeriod =
  /** Since the show started or the episode was published. */
  | 'ALL_TIME'
  /** The days of `range` (required with this period, refused with any other). */
  | 'CUSTOM'
  /** An episode's first 7 days after publication (the web client compares completion rates over it). */
  | 'FIRST_SEVEN_DAYS'
  /** An episode's first 60 days after publication. */
  | 'FIRST_SIXTY_DAYS'
  /** An episode's first 30 days after publication. */
  | 'FIRST_THIRTY_DAYS'
  /** The last 90 days. */
  | 'LAST_NINETY_DAYS'
  /** The last 7 days. */
  | 'LAST_SEVEN_DAYS'
  /** The last 60 days. */
  | 'LAST_SIXTY_DAYS'
  /** The last 30 days. */
  | 'LAST_THIRTY_DAYS'
  /** Since publication. */
  | 'SINCE_PUBLISHED'
  /** Since January 1st. */
  | 'YEAR_TO_DATE';

/** One point of a series: a figure for the days from `date` to `endDate`. */
export type AnalyticsPoint = {
  __typename?: 'AnalyticsPoint';
  /** First day of the point, `YYYY-MM-DD`. */
  date?: Maybe<Scalars['String']['output']>;
  /** Last day of the point, `YYYY-MM-DD` (the same as `date` for a day). */
  endDate?: Maybe<Scalars['String']['output']>;
  /** The figure for those days; null when the host gave none. */
  value?: Maybe<Scalars['Float']['output']>;
};

/**
 * A measure that adds up over days, point by point (the host's DAILY, WEEKLY or MONTHLY
 * aggregation): its points sum to the period's total. Listener counts are not served as series
 * here: they do not add up over days (document 2, 2.5.3).
 */
export type AnalyticsSeries = {
  __typename?: 'AnalyticsSeries';
  /** Last day covered, `YYYY-MM-DD`. */
  endDate?: Maybe<Scalars['String']['output']>;
  /** The points, in date order. */
  points: Array<AnalyticsPoint>;
  /** First day covered, `YYYY-MM-DD`. */
  startDate?: Maybe<Scalars['String']['output']>;
};

export type AnalyticsStarts = {
  __typename?: 'AnalyticsStarts';
  /** Starts on the parent platform only. */
  startsCount?: Maybe<Scalars['Long']['output']>;
};

/** A term of the analytics vocabulary and what document 2 says it means. */
export type AnalyticsTerm = {
  __typename?: 'AnalyticsTerm';
  /** What it means, as served in the schema's descriptions. */
  description: Scalars['String']['output'];
  /** An enum value of the upstream's analytics, a field of its values, or one of the gateway's analytics fields. */
  kind: AnalyticsTermKind;
  /** A short label, for chart legends and table headers. */
  label: Scalars['String']['output'];
  /** `<Type>.<member>`, e.g. `ShowAnalyticsMetricType.SHOW_PLAYS` or `Show.playsAndDownloads`. */
  term: Scalars['String']['output'];
};

export type AnalyticsTermKind =
  /** A field of the upstream's analytics types or inputs. */
  | 'FIELD'
  /** A field of the gateway (Show.playsAndDownloads...). */
  | 'GATEWAY_FIELD'
  /** An enum value (metric, aggregation, window...). */
  | 'VALUE';

/** One figure for a whole period, as the host computed it for that period. */
export type AnalyticsTotal = {
  __typename?: 'AnalyticsTotal';
  /**
   * Change against the previous period of equal length. Null when the host gives no comparison:
   * the episode analytics request of document 2 (2.3) has no `includePeriodComparison`, so on an
   * upstream that follows it episodes have none.
   */
  change?: Maybe<PeriodChange>;
  /** Last day covered, `YYYY-MM-DD`, as the host reports it. */
  endDate?: Maybe<Scalars['String']['output']>;
  /** First day covered, `YYYY-MM-DD`, as the host reports it. */
  startDate?: Maybe<Scalars['String']['output']>;
  /** The figure; null when the host gave none. */
  value?: Maybe<Scalars['Float']['output']>;
};

export type AnalyticsValue = AudienceValue | AverageConsumptionTimeValue | BenchmarkTimeSeriesValue | ConsumptionValue | CountValueLong | DiscoveryFunnelValue | PercentageValueFloat | RatioValueFloat | SegmentedAudienceValue | SingleValueLong | TimeSeriesValue;

export type AnalyticsValueResult = {
  __typename?: 'AnalyticsValueResult';
  analyticsValue?: Maybe<AnalyticsValue>;
  /** Change against the previous period of equal length, as a fraction: 0.366 means +36.6 % (not a percentage). Present when the request set includePeriodComparison. */
  periodOverPeriodPercentageDiff?: Maybe<Scalars['Float']['output']>;
};

export type AnalyticsWindow =
  | 'WINDOW_ALL_TIME'
  /** The dates of customDateRange (startDate and endDate, YYYY-MM-DD), which this window requires. */
  | 'WINDOW_CUSTOM'
  /** An episode's first seven days: the web client compares its latest episodes' completion rates over it. */
  | 'WINDOW_FIRST_SEVEN_DAYS'
  | 'WINDOW_FIRST_SIXTY_DAYS'
  | 'WINDOW_FIRST_THIRTY_DAYS'
  | 'WINDOW_LAST_NINETY_DAYS'
  | 'WINDOW_LAST_SEVEN_DAYS'
  | 'WINDOW_LAST_SIXTY_DAYS'
  | 'WINDOW_LAST_THIRTY_DAYS'
  | 'WINDOW_SINCE_PUBLISHED'
  /** No particular window: used for whole-period averages. */
  | 'WINDOW_UNSPECIFIED'
  | 'WINDOW_YEAR_TO_DATE';

/** One tier of a show's audience (document 2, 2.6). */
export type AudienceTier = {
  __typename?: 'AudienceTier';
  /** Listeners in the tier. */
  count?: Maybe<Scalars['Float']['output']>;
  /** The same share in percent, from 0 to 100. */
  percent?: Maybe<Scalars['Float']['output']>;
  /**
   * The tier's share of the total audience as a fraction, computed by the gateway from the counts
   * (`count / totalAudience`): the host's own `...Percent` fields are not specified as fractions or
   * percentages. Null when the total is unknown or zero.
   */
  share?: Maybe<Scalars['Float']['output']>;
};

/**
 * A show's audience in three tiers over a period (document 2, 2.6: core fans, developing audience,
 * new audience; the three add up to the total), with the core fans gained against the lookback
 * period of equal length just before.
 */
export type AudienceTiers = {
  __typename?: 'AudienceTiers';
  /** Core fans: the show's most loyal listeners, as the host counts them. */
  coreFans?: Maybe<AudienceTier>;
  /** The developing audience: listeners on their way to becoming core fans. */
  developingAudience?: Maybe<AudienceTier>;
  /** Last day, `YYYY-MM-DD`. */
  endDate?: Maybe<Scalars['String']['output']>;
  /** Core fans gained against the lookback period (negative when lost). */
  gainedCoreFans?: Maybe<Scalars['Float']['output']>;
  /** Last day of the lookback period, `YYYY-MM-DD`. */
  lookbackEndDate?: Maybe<Scalars['String']['output']>;
  /** First day of the lookback period, `YYYY-MM-DD`. */
  lookbackStartDate?: Maybe<Scalars['String']['output']>;
  /** The new audience of the period. */
  newAudience?: Maybe<AudienceTier>;
  /** First day, `YYYY-MM-DD`. */
  startDate?: Maybe<Scalars['String']['output']>;
  /** All listeners of the period. */
  totalAudience?: Maybe<Scalars['Float']['output']>;
};

export type AudienceValue = {
  __typename?: 'AudienceValue';
  foregroundAudiencePercent?: Maybe<Scalars['Float']['output']>;
  foregroundAudienceSize?: Maybe<Scalars['Long']['output']>;
  totalAudienceSize?: Maybe<Scalars['Long']['output']>;
};

export type AverageConsumptionTimeValue = {
  __typename?: 'AverageConsumptionTimeValue';
  /** Average listening time, in seconds per listener. */
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
  /** Audience on the parent platform only. */
  | 'BENCHMARK_PLATFORM_AUDIENCE'
  | 'BENCHMARK_PLAYS'
  | 'BENCHMARK_PLAYS_AND_DOWNLOADS'
  | 'BENCHMARK_RETENTION'
  /** Share of watch time, for video episodes. */
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

/** A comment or a reply on an episode. */
export type Comment = {
  __typename?: 'Comment';
  /** When it was approved (published); null while it needs review. */
  approvedAt?: Maybe<Scalars['DateTime']['output']>;
  /** Who wrote it. */
  author?: Maybe<CommentAuthor>;
  /** Whether it contains words the show blocks. */
  containsBlockedWords?: Maybe<Scalars['Boolean']['output']>;
  /** When it was posted. */
  createdAt?: Maybe<Scalars['DateTime']['output']>;
  /** The episode the comment is on, with everything an Episode has (REST and GraphQL fields). */
  episode?: Maybe<Episode>;
  /** URI of the episode the comment is on. */
  episodeUri?: Maybe<Scalars['String']['output']>;
  /** Whether the creator has reacted to it. */
  hasCreatorReacted?: Maybe<Scalars['Boolean']['output']>;
  /** Whether the creator has replied in its thread (lists of unanswered comments need no threads). */
  hasCreatorReplied?: Maybe<Scalars['Boolean']['output']>;
  /** State the comment had when it was posted (held or not). */
  initialStatus?: Maybe<CommentStatus>;
  /** Whether it is the episode's pinned comment. */
  isPinned?: Maybe<Scalars['Boolean']['output']>;
  /**
   * Top-level comment or reply. Exact when the list was asked for one kind; with both, a reply is
   * told by its record type or its parent comment, which the spec does not promise (an upstream
   * without either lists its replies as ROOT).
   */
  kind: CommentKind;
  /** Language code of the text. */
  language?: Maybe<Scalars['String']['output']>;
  /** For a reply, the URI of the comment it answers, when the upstream reports it (2.8 lists no such field). */
  parentCommentUri?: Maybe<Scalars['String']['output']>;
  /** Number of replies in its thread. */
  replyCount?: Maybe<Scalars['Int']['output']>;
  /**
   * Current moderation state. Exact when the list was asked for one status; with both, a comment
   * without an approval date counts as NEEDS_REVIEW.
   */
  status?: Maybe<CommentStatus>;
  /** What was written. */
  text?: Maybe<Scalars['String']['output']>;
  /** Comment URI, `platform:comment:<id>`; the comment mutations take it. */
  uri: Scalars['String']['output'];
  /** Whether it was held because it seemed to break a sensitivity policy when posted. */
  violatedSensitivityPolicy?: Maybe<Scalars['Boolean']['output']>;
};

/** Who wrote a comment. */
export type CommentAuthor = CommentListener | CommentShowAuthor;

/**
 * A page of comments, newest first. Page forward with `first`/`after`, backward with
 * `last`/`before` (`last` alone starts from the oldest end, which walks the whole list once).
 */
export type CommentConnection = {
  __typename?: 'CommentConnection';
  edges: Array<CommentEdge>;
  pageInfo: PageInfo;
};

/** One comment in a connection, with the cursor that points at it. */
export type CommentEdge = {
  __typename?: 'CommentEdge';
  /** Opaque; pass it as `after` or `before` to page from this comment. */
  cursor: Scalars['String']['output'];
  node: Comment;
};

/** Top-level comments or replies in a thread. */
export type CommentKind =
  /** A reply to another comment. */
  | 'REPLY'
  /** A comment on the episode itself. */
  | 'ROOT';

/** A listener who commented. */
export type CommentListener = {
  __typename?: 'CommentListener';
  /** Display name. */
  displayName?: Maybe<Scalars['String']['output']>;
  /** Profile image URL. */
  imageUrl?: Maybe<Scalars['String']['output']>;
  /** The listener's opaque ID; `blockCommenter` takes it. */
  username: Scalars['String']['output'];
};

/** The result of a comment mutation. */
export type CommentMutationPayload = {
  __typename?: 'CommentMutationPayload';
  /** The comment acted on (for `replyToComment`, the comment replied to). */
  commentUri: Scalars['String']['output'];
  /** True when the upstream accepted the change. */
  success: Scalars['Boolean']['output'];
};

/** The result of a show-wide comment setting change. */
export type CommentSettingsPayload = {
  __typename?: 'CommentSettingsPayload';
  /** The show changed. */
  show?: Maybe<Show>;
  /** True when the upstream accepted the change. */
  success: Scalars['Boolean']['output'];
};

/** The show itself, when the creator posted (replies, for instance). */
export type CommentShowAuthor = {
  __typename?: 'CommentShowAuthor';
  /** The show's cover art URL. */
  imageUrl?: Maybe<Scalars['String']['output']>;
  /** The show's name. */
  showName?: Maybe<Scalars['String']['output']>;
  /** URI of the show, `platform:show:<id>`. */
  showUri: Scalars['String']['output'];
};

/** Where a comment stands in moderation (document 2, section 3). */
export type CommentStatus =
  /** Held for the creator's review (by the show's moderation policy); not visible to listeners. */
  | 'NEEDS_REVIEW'
  /** Visible to listeners. */
  | 'PUBLISHED';

/**
 * Average completion: the average share of an episode its listeners played, as the host measures
 * it (`EPISODE_AVERAGE_COMPLETION_RATE`; for a show `SHOW_WINDOWED_AVERAGE_COMPLETION_RATE`, the
 * average over all its episodes in the period). It is not the retention curve
 * (`EPISODE_PERFORMANCE`) and not a ratio of streams or plays to starts, which give other numbers
 * (document 2, 2.5.6).
 */
export type CompletionRate = {
  __typename?: 'CompletionRate';
  /** Change against the previous period of equal length, when the host gives it (a relative change of the rate). */
  change?: Maybe<PeriodChange>;
  /** Last day covered, `YYYY-MM-DD`. */
  endDate?: Maybe<Scalars['String']['output']>;
  /** The rate as a fraction from 0 to 1: 0.42 means 42 %. */
  fraction?: Maybe<Scalars['Float']['output']>;
  /** The same rate in percent, from 0 to 100. */
  percent?: Maybe<Scalars['Float']['output']>;
  /** First day covered, `YYYY-MM-DD`. */
  startDate?: Maybe<Scalars['String']['output']>;
};

export type ConsumptionValue = {
  __typename?: 'ConsumptionValue';
  foregroundConsumptionPercent?: Maybe<Scalars['Float']['output']>;
  /** Total listening time, in hours. */
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

/** The palette of one image. */
export type CoverArtColors = {
  __typename?: 'CoverArtColors';
  /** The image URL asked about. */
  imageUrl: Scalars['String']['output'];
  /**
   * The host's palette for this image. Its shape is not shown in the spec (2.8): any JSON, as the
   * host sends it; null when the answer holds nothing recognisable for this URL.
   */
  palette?: Maybe<Scalars['JSON']['output']>;
};

/**
 * What to create. Give the show by `stationId` or `uri`, and the creator's time zone by
 * `timeZone` (IANA) or `hourOffset` (exactly one of each). Every metadata field is optional;
 * when any is given, the gateway creates the record and then sets the metadata in the same
 * mutation (spec 4.19 steps 1 and 3), so the result is the complete episode.
 */
export type CreateEpisodeInput = {
  /** Description in HTML. */
  description?: InputMaybe<Scalars['String']['input']>;
  /** Episode kind. @default FULL when metadata is set */
  episodeType?: InputMaybe<EpisodeType>;
  /**
   * The upstream's own offset, in its own sign convention (spec 4.19): hours BEHIND UTC, so -9
   * means nine hours AHEAD of UTC (Tokyo) and 5 means five hours behind (New York in winter).
   * Between -14 and 12.
   */
  hourOffset?: InputMaybe<Scalars['Int']['input']>;
  /** Explicit-content flag. @default false when metadata is set */
  isExplicit?: InputMaybe<Scalars['Boolean']['input']>;
  /**
   * Publish at once. The spec does not show the draft-to-published move (3.3); the gateway sends
   * `isPublished: true` and reports the state the host then reports. Cannot be combined with `publishOn`.
   */
  publish?: InputMaybe<Scalars['Boolean']['input']>;
  /** Schedule the new episode for this future instant (spec 3.2: not public until then). */
  publishOn?: InputMaybe<Scalars['DateTime']['input']>;
  /** Platform show URI, `platform:show:<id>`. */
  showUri?: InputMaybe<Scalars['String']['input']>;
  /** Numeric station ID of the show. */
  stationId?: InputMaybe<Scalars['Int']['input']>;
  /**
   * The creator's time zone as an IANA name, e.g. `Europe/Berlin`. The gateway turns it into the
   * upstream's whole-hour `hourOffset` at the current instant (daylight saving applies; zones with
   * half or quarter hours are rounded to the nearest hour, halves toward UTC).
   */
  timeZone?: InputMaybe<Scalars['String']['input']>;
  /** Title; when metadata is set and no title is given, the title stays empty. */
  title?: InputMaybe<Scalars['String']['input']>;
};

/** The result of `createEpisode`. */
export type CreateEpisodePayload = {
  __typename?: 'CreateEpisodePayload';
  /**
   * False when this is a replay: an earlier call with the same `idempotencyKey` created the
   * episode and this call returns it instead of creating another.
   */
  created: Scalars['Boolean']['output'];
  /**
   * Whether the stored description equals the posted one once the host's rewriting of 2.3 is
   * undone; null when no description was posted.
   */
  descriptionMatches?: Maybe<Scalars['Boolean']['output']>;
  /** The new episode, with the metadata given (read back from the host where it allows). */
  episode: Episode;
  /** The `hourOffset` sent upstream (spec 4.19 convention: -9 is nine hours ahead of UTC). */
  hourOffset: Scalars['Int']['output'];
  /** Public link to the episode, when the host returned one. */
  shareUrl?: Maybe<Scalars['String']['output']>;
  /** Station ID of the show the episode belongs to. */
  stationId: Scalars['Int']['output'];
};

export type CustomDateRange = {
  /** Last day, a string of the form YYYY-MM-DD (not a window enum). */
  endDate: Scalars['String']['input'];
  /** First day, a string of the form YYYY-MM-DD (not a window enum). */
  startDate: Scalars['String']['input'];
};

/** The result of `deleteEpisode`. */
export type DeleteEpisodePayload = {
  __typename?: 'DeleteEpisodePayload';
  /** Numeric ID of the episode that no longer exists. */
  deletedEpisodeId: Scalars['Int']['output'];
};

/** The result of `deletePoll`. */
export type DeletePollPayload = {
  __typename?: 'DeletePollPayload';
  /** True when the poll was removed. */
  deleted: Scalars['Boolean']['output'];
  /** The episode the poll belonged to. */
  episode?: Maybe<Episode>;
};

/** Where and how to send a file's bytes in the direct-to-storage flow. */
export type DirectUploadTarget = {
  __typename?: 'DirectUploadTarget';
  /**
   * Headers to send with the PUT, as a JSON object (at least `Content-Type`). Also send
   * `Content-Length`, and no `Authorization` header: storage refuses other credentials.
   */
  headers: Scalars['JSON']['output'];
  /** The job; its status is UPLOADING until `finishDirectUpload`. */
  job: UploadJob;
  /** Always PUT. */
  method: Scalars['String']['output'];
  /**
   * The signed storage URL to PUT the file to. It is a secret: it grants write access to the
   * object on its own. It is given only here, never logged, and expires (ask `renewDirectUpload`
   * once if storage answers 403).
   */
  uploadUrl: Scalars['String']['output'];
};

export type DiscoveryFunnelStep = {
  __typename?: 'DiscoveryFunnelStep';
  /** Share reaching the next step, as a fraction: 0.15 means 15 %. */
  conversionRateToNext?: Maybe<Scalars['Float']['output']>;
  displayName?: Maybe<Scalars['String']['output']>;
  /** Change against the previous period, as a fraction: 0.42 means +42 %. */
  periodOverPeriodPercentageDiff?: Maybe<Scalars['Float']['output']>;
  /** `impressions`, `plays` or `average_completion_rate`. */
  stepName: Scalars['String']['output'];
  /** The step count; absent for the completion-rate step. */
  value?: Maybe<Scalars['Long']['output']>;
};

export type DiscoveryFunnelValue = {
  __typename?: 'DiscoveryFunnelValue';
  steps: Array<DiscoveryFunnelStep>;
};

/** One episode of a show. */
export type Episode = {
  __typename?: 'Episode';
  /** One metric over one window; each metric value's description says what it counts. Plays plus downloads is the headline measure, streams plus downloads the reference one. The union member is selected with inline fragments on __typename. */
  analytics?: Maybe<Analytics>;
  analyticsBatch?: Maybe<Array<Maybe<Analytics>>>;
  /** Count of starts on the parent platform only, all time (no arguments). */
  analyticsStarts?: Maybe<AnalyticsStarts>;
  /**
   * Comments on this episode, newest first. At most 100 per page. Where the upstream offers no
   * page tokens for an episode's comments (the spec shows none), the first 100 are all that can be
   * reached. UPSTREAM_UNSUPPORTED when the upstream serves episode comments nowhere the gateway can
   * find (at the root or under `episodeByUri`).
   */
  comments?: Maybe<CommentConnection>;
  /**
   * The episode's average completion over the period (`EPISODE_AVERAGE_COMPLETION_RATE`): see
   * CompletionRate for the definition. The web client compares episodes over FIRST_SEVEN_DAYS.
   */
  completionRate?: Maybe<CompletionRate>;
  /** Whether the episode contains sponsored content (paid promotion) (spec 4.5). */
  containsSponsoredContent?: Maybe<Scalars['Boolean']['output']>;
  /**
   * The description as stored, in HTML. The host rewrites some markup when it stores it
   * (`<br>` becomes `<br />`, links gain `rel` and `target`), so it may differ from what was posted.
   * Canonical source: the REST overview (4.2); drafts take it from the GraphQL interface.
   */
  description?: Maybe<Scalars['String']['output']>;
  /** Full episode, trailer or bonus; null when the host reports a kind this graph does not know. */
  episodeType?: Maybe<EpisodeType>;
  /**
   * The episode's form data (spec 4.7). Its shape is not shown in the spec: any JSON, passed
   * through as the host sends it for this episode. The form data of every episode in one
   * response is fetched in one upstream call (repeated `episodeUri[]`).
   */
  formData?: Maybe<Scalars['JSON']['output']>;
  /** The episode's numeric ID, used by the REST interface and by `episode(id:)`. */
  id?: Maybe<Scalars['Int']['output']>;
  /** Whether the episode is marked as explicit content. */
  isExplicit?: Maybe<Scalars['Boolean']['output']>;
  /** Whether the episode is public. A scheduled episode is not yet public. */
  isPublished?: Maybe<Scalars['Boolean']['output']>;
  /**
   * Plays plus downloads of the episode across all platforms over the period: the headline
   * measure (`EPISODE_PLAYS_AND_DOWNLOADS`, the host's total for the period). A play counts after
   * 30 seconds of listening since mid-June 2026. Not `EPISODE_PLAYS`, which counts the parent
   * platform only.
   */
  playsAndDownloads?: Maybe<AnalyticsTotal>;
  /**
   * The episode's plays plus downloads across all platforms (`EPISODE_PLAYS_AND_DOWNLOADS`) day by
   * day, week by week or month by month over the period: for a chart. The points sum to
   * `playsAndDownloads` of the same period.
   */
  playsAndDownloadsSeries?: Maybe<AnalyticsSeries>;
  /**
   * The episode's poll, or null when it has none. Read wherever the upstream serves it (under
   * `episodeByUri` or at the root); UPSTREAM_UNSUPPORTED when it serves polls nowhere.
   */
  poll?: Maybe<EpisodePoll>;
  /** When a scheduled episode goes (or a published one went) public; null for a draft. */
  publishOn?: Maybe<Scalars['DateTime']['output']>;
  publishedOn?: Maybe<ProtoTimestamp>;
  /**
   * The episode's public share link, as the host gave it in the answer to the last update made
   * through this gateway with the caller's token (`updateEpisode`, `createEpisode` with metadata,
   * `scheduleEpisode`, `publishEpisode`). Kept per account (under a hash of the token) for 90 days.
   * Null when no such answer carried one: an episode changed only elsewhere, before this gateway
   * kept links, under an earlier token, or while the gateway's store was down. No upstream read
   * returns the link (document 1, 2.3 gives it only in the update's answer).
   */
  shareUrl?: Maybe<Scalars['String']['output']>;
  /** Draft, scheduled or published, derived from `isPublished` and `publishOn` (spec table 3.1). */
  state?: Maybe<EpisodeState>;
  /**
   * Station ID of the show this episode belongs to, when the gateway can tell: from what it
   * learned (the episode was created through it, or an overview named its show), else from the
   * upstream episode's show URI where the upstream's schema has one. Null when neither says
   * (document 1, 2.2 gives an episode no show; document 2 shows none on an episode).
   */
  stationId?: Maybe<Scalars['Int']['output']>;
  /**
   * Streams (60 seconds or more) plus downloads of the episode across all platforms over the
   * period: the reference measure (`EPISODE_STREAMS_AND_DOWNLOADS`). A show's figure is the sum
   * of its episodes' within 0.01 %.
   */
  streamsAndDownloads?: Maybe<AnalyticsTotal>;
  /**
   * The episode's title. Both interfaces store it; canonical source: the REST overview (4.2),
   * the record `updateEpisode` writes. Drafts, which REST refuses, take it from the GraphQL interface.
   */
  title?: Maybe<Scalars['String']['output']>;
  /**
   * Unique listeners of the episode over the period, from the host's total for the period
   * (`EPISODE_ALL_PLATFORMS_LISTENERS`, all platforms), never a sum of daily values. The host
   * splits new and returning listeners per show only: those two are null unless it offers an
   * episode metric for them.
   */
  uniqueListeners?: Maybe<UniqueListeners>;
  /**
   * Platform episode URI, `platform:episode:<id>`. Null, with an error at this field, when the
   * episode came by `id` and looking up its URI failed (the lookup lists the caller's episodes on
   * the GraphQL interface); the episode's other fields are unaffected.
   */
  uri?: Maybe<Scalars['EpisodeUri']['output']>;
};


/** One episode of a show. */
export type EpisodeAnalyticsArgs = {
  getEpisodePlayCountRequest: GetEpisodePlayCountRequest;
};


/** One episode of a show. */
export type EpisodeAnalyticsBatchArgs = {
  batchGetEpisodeAnalyticsItem: Array<BatchGetEpisodeAnalyticsItem>;
};


/** One episode of a show. */
export type EpisodeCommentsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  kinds?: InputMaybe<Array<CommentKind>>;
  last?: InputMaybe<Scalars['Int']['input']>;
  statuses?: InputMaybe<Array<CommentStatus>>;
};


/** One episode of a show. */
export type EpisodeCompletionRateArgs = {
  period?: InputMaybe<AnalyticsPeriod>;
  range?: InputMaybe<AnalyticsDateRange>;
};


/** One episode of a show. */
export type EpisodePlaysAndDownloadsArgs = {
  period?: InputMaybe<AnalyticsPeriod>;
  range?: InputMaybe<AnalyticsDateRange>;
};


/** One episode of a show. */
export type EpisodePlaysAndDownloadsSeriesArgs = {
  interval?: InputMaybe<AnalyticsInterval>;
  period?: InputMaybe<AnalyticsPeriod>;
  range?: InputMaybe<AnalyticsDateRange>;
};


/** One episode of a show. */
export type EpisodeStreamsAndDownloadsArgs = {
  period?: InputMaybe<AnalyticsPeriod>;
  range?: InputMaybe<AnalyticsDateRange>;
};


/** One episode of a show. */
export type EpisodeUniqueListenersArgs = {
  period?: InputMaybe<AnalyticsPeriod>;
  range?: InputMaybe<AnalyticsDateRange>;
};

/** What an episode analytics request measures. Plays plus downloads (EPISODE_PLAYS_AND_DOWNLOADS) is the headline measure. */
export type EpisodeAnalyticsMetricType =
  | 'EPISODE_ALL_PLATFORMS_LISTENERS'
  | 'EPISODE_AUDIENCE_SIZE'
  /** Average completion of the episode, as a fraction from 0 to 1. The web client reads it over WINDOW_FIRST_SEVEN_DAYS for the latest episodes. Not the retention curve (EPISODE_PERFORMANCE). */
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
  /** The audience retention curve. It differs from completion rates derived from streams or starts. */
  | 'EPISODE_PERFORMANCE'
  /** Plays on the parent platform, by country. */
  | 'EPISODE_PLATFORM_PLAYS_BY_COUNTRY'
  /** Plays on the parent platform only, despite the name. Since a mid-June 2026 platform change a play counts after 30 seconds of listening; numbers from before the change are not comparable, and relations measured then (plays equal to the sum of starts) may no longer hold. */
  | 'EPISODE_PLAYS'
  /** Plays plus downloads across all platforms: the headline measure. Since a mid-June 2026 platform change a play counts after 30 seconds of listening; numbers from before the change are not comparable, and relations measured then (plays equal to the sum of starts) may no longer hold. */
  | 'EPISODE_PLAYS_AND_DOWNLOADS'
  | 'EPISODE_PLAYS_FACETED'
  | 'EPISODE_RETENTION'
  /** Streams (60 seconds or more of listening) on the parent platform only. */
  | 'EPISODE_STREAMS'
  /** Streams plus downloads across all platforms: the reference measure. Summed over a show's episodes it equals SHOW_STREAMS_AND_DOWNLOADS (within 0.01 %). On a recent test episode it was about 2.5 times the starts (analyticsStarts). */
  | 'EPISODE_STREAMS_AND_DOWNLOADS'
  | 'EPISODE_STREAMS_FACETED';

/** Form data of one episode, by URI. */
export type EpisodeFormData = {
  __typename?: 'EpisodeFormData';
  /** The host's entry for this episode (shape not shown in the spec, any JSON); null when it sent none. */
  data?: Maybe<Scalars['JSON']['output']>;
  /** Platform episode URI, `platform:episode:<id>`. */
  episodeUri: Scalars['String']['output'];
};

/** The result of `scheduleEpisode` and `publishEpisode`. */
export type EpisodeLifecyclePayload = {
  __typename?: 'EpisodeLifecyclePayload';
  /** True when the host reports that `isPublished` changed (spec 3.2). */
  didChangePublishState?: Maybe<Scalars['Boolean']['output']>;
  /** The episode after the move. */
  episode: Episode;
  /** The state before the move. */
  previousState: EpisodeState;
  /** Public link to the episode, when the host returns one. */
  shareUrl?: Maybe<Scalars['String']['output']>;
};

export type EpisodeListPage = {
  __typename?: 'EpisodeListPage';
  items: Array<Episode>;
};

export type EpisodeListQuery = {
  episodeMetadataFieldMask?: InputMaybe<FieldMask>;
  filter?: InputMaybe<EpisodeVisibility>;
  pagination?: InputMaybe<PageRequest>;
  sort?: InputMaybe<EpisodeOrder>;
};

export type EpisodeLookup = {
  episodeUri: Scalars['EpisodeUri']['input'];
};

export type EpisodeOrder = {
  sortBy: EpisodeSortBy;
  sortOrder: SortOrder;
};

/** A poll attached to an episode. */
export type EpisodePoll = {
  __typename?: 'EpisodePoll';
  /** When voting ends. */
  closesAt?: Maybe<Scalars['DateTime']['output']>;
  /** URI of the episode, `platform:episode:<id>`. */
  episodeUri?: Maybe<Scalars['String']['output']>;
  /** When listeners can start voting. */
  opensAt?: Maybe<Scalars['DateTime']['output']>;
  /** The options, in order. */
  options: Array<EpisodePollOption>;
  /** The question, at most 140 characters. */
  question: Scalars['String']['output'];
  /** Single or multiple choice; null when the upstream reports a type this graph does not know. */
  type?: Maybe<PollType>;
};

/** One option of a poll. */
export type EpisodePollOption = {
  __typename?: 'EpisodePollOption';
  /** The option's text. */
  text: Scalars['String']['output'];
  /** Votes so far, when the upstream reports them (the spec shows no vote count: null then). */
  votes?: Maybe<Scalars['Int']['output']>;
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

export type EpisodeVisibility =
  | 'PUBLISHED_EPISODES';

/** A link to the show on one platform. */
export type ExternalShowUrl = {
  __typename?: 'ExternalShowUrl';
  /** Platform name as the host keys it; `platform` is the parent streaming platform. */
  platform: Scalars['String']['output'];
  /** The show's URL there. */
  url: Scalars['String']['output'];
};

export type FieldMask = {
  paths?: InputMaybe<Array<Scalars['String']['input']>>;
};

export type GetCoreFanInsightRequest = {
  /** Last day, a string of the form YYYY-MM-DD (not a window enum). */
  endDate: Scalars['String']['input'];
  /** First day, a string of the form YYYY-MM-DD (not a window enum). */
  startDate: Scalars['String']['input'];
};

export type GetCoreFanMetricSummaryRequest = {
  /** Last day, a string of the form YYYY-MM-DD (not a window enum). */
  endDate?: InputMaybe<Scalars['String']['input']>;
  isAllTime?: InputMaybe<Scalars['Boolean']['input']>;
  /** First day, a string of the form YYYY-MM-DD (not a window enum). */
  startDate?: InputMaybe<Scalars['String']['input']>;
};

export type GetCoreFanTimeSeriesRequest = {
  /** Last day, a string of the form YYYY-MM-DD (not a window enum). */
  endDate: Scalars['String']['input'];
  /** First day, a string of the form YYYY-MM-DD (not a window enum). */
  startDate: Scalars['String']['input'];
};

export type GetEpisodePlayCountRequest = {
  aggregationType: AggregationType;
  customDateRange?: InputMaybe<CustomDateRange>;
  episodeAnalyticsMetricType: EpisodeAnalyticsMetricType;
  window: AnalyticsWindow;
};

export type GetInsightRequest = {
  insightId: Scalars['String']['input'];
};

export type GetShowAnalyticsRequest = {
  aggregationType: AggregationType;
  /** Required for SHOW_BENCHMARK_EPISODE: metric type, episode pool and percentiles (the web client uses 20, 40, 50, 60 and 80). */
  benchmarkParams?: InputMaybe<BenchmarkParams>;
  /** startDate and endDate (YYYY-MM-DD) of WINDOW_CUSTOM; used with that window only. */
  customDateRange?: InputMaybe<CustomDateRange>;
  /** Adds periodOverPeriodPercentageDiff: the change against the previous period of equal length, as a fraction: 0.366 means +36.6 %. */
  includePeriodComparison?: InputMaybe<Scalars['Boolean']['input']>;
  showAnalyticsMetricType: ShowAnalyticsMetricType;
  window: AnalyticsWindow;
};

/** Audio or video, as the host classified an uploaded media file. */
export type MediaType =
  | 'AUDIO'
  | 'VIDEO';

/** What the host found when it checked an uploaded media file (spec 2.7). */
export type MediaValidation = {
  __typename?: 'MediaValidation';
  /** Length of the media in seconds. */
  duration?: Maybe<Scalars['Float']['output']>;
  /** Length of the media in milliseconds. */
  durationMs?: Maybe<Scalars['Float']['output']>;
  /** Audio or video; null if the host did not say. */
  mediaType?: Maybe<MediaType>;
  /** The host's validation status. Its values are not documented upstream (spec 2.8); do not rely on particular values. */
  validationStatus?: Maybe<Scalars['JSON']['output']>;
};

/** How strictly new comments are held for review (document 2, 4.3). */
export type ModerationPolicy =
  /** High: every comment is held for review. */
  | 'MAXIMUM_FILTERING'
  /** Low: no comment is held. */
  | 'NO_FILTERING'
  /** Standard: possibly inappropriate comments are held. */
  | 'SOME_FILTERING';

/** The monetisation state after a sync (spec 4.18). */
export type MonetizationLifecycle = {
  __typename?: 'MonetizationLifecycle';
  /** The parent platform's partner programme (`products.PLATFORM_PARTNER_PROGRAM`). */
  partnerProgram?: Maybe<PartnerProgramState>;
  /** Every product the host reported, as sent (shape beyond the partner programme not shown: any JSON). */
  products?: Maybe<Scalars['JSON']['output']>;
};

export type Mutation = {
  __typename?: 'Mutation';
  /**
   * Blocks a listener from commenting on the whole show. `username` is `CommentListener.username`.
   * Give the show by `stationId` or `showUri` (exactly one).
   */
  blockCommenter?: Maybe<CommentSettingsPayload>;
  /**
   * Creates an episode in a show (spec 4.19), optionally with its metadata and publish settings
   * (then 4.3 follows in the same mutation). Media upload is separate.
   *
   * `idempotencyKey`: a retried call with the same key and the same input, within 24 hours,
   * returns the first call's episode (`created: false`) instead of creating a duplicate; a
   * concurrent duplicate waits for the first and returns its episode. Keys are scoped to the show
   * and shared by every gateway replica (through Redis when `REDIS_URL` is set). The gateway
   * never repeats the create request by itself.
   *
   * Errors: BAD_USER_INPUT for a missing or unknown time zone, an out-of-range `hourOffset`, a
   * past `publishOn`, `publish` together with `publishOn`, or a key reused with different
   * input; CONFLICT when an earlier call with the key is still running, or failed in a way that
   * leaves unknown whether the episode was created (retry with a new key after checking the
   * show's episodes). When the create succeeds and the metadata step fails, the error names the
   * created episode (`extensions.createdEpisodeId`); a retry with the same key finishes it.
   */
  createEpisode?: Maybe<CreateEpisodePayload>;
  /**
   * Deletes a comment and its replies, for good. The upstream needs the comment's current status
   * to pick its delete filter: pass `status` from the comment's `status` field; without it the
   * gateway tries PUBLISHED first, then NEEDS_REVIEW.
   */
  deleteComment?: Maybe<CommentMutationPayload>;
  /**
   * Deletes an episode for good (spec 4.27): drafts, scheduled and published episodes alike,
   * with no trash and no restore. `confirmIrreversible` must be true, or nothing happens
   * (BAD_USER_INPUT). Give `id` or `uri`.
   */
  deleteEpisode?: Maybe<DeleteEpisodePayload>;
  /**
   * Removes the episode's poll. NOT_FOUND when it has none: the gateway reads the poll first (on an
   * upstream whose polls cannot be read, the upstream's own answer stands).
   */
  deletePoll?: Maybe<DeletePollPayload>;
  /**
   * Step two of a direct-to-storage upload: after the client's PUT succeeded, tells the host and
   * follows its processing. `etag` is the ETag header of storage's answer to the PUT (quotes may
   * stay); required for media.
   */
  finishDirectUpload?: Maybe<UploadJob>;
  /**
   * Asks the host for an analytics insight of a show (by `showUri` or `stationId`, exactly one)
   * and returns its job at once: COMPLETED when the host answered with the insight, else
   * GENERATING while the gateway follows it. `insightType` is passed to the host when its request
   * takes one (the values are not documented).
   * Errors: BAD_USER_INPUT (both or neither key, a malformed URI), UNAUTHENTICATED without a
   * token, UPSTREAM_UNSUPPORTED when the host offers no insights; the host's own.
   */
  generateAnalyticsInsight: AnalyticsInsightJob;
  /** Marks a comment as read. */
  markCommentRead?: Maybe<CommentMutationPayload>;
  /** Pins a published top-level comment to its episode (one pinned comment per episode). */
  pinComment?: Maybe<CommentMutationPayload>;
  /**
   * Approves a comment that needs review and marks it read (what the creator app does). CONFLICT
   * when it is not awaiting review, NOT_FOUND when it is gone: the gateway checks this itself for a
   * comment any of its comment lists has shown (it reads that episode's review queue first); for
   * one it has never listed, the upstream's own answer stands.
   */
  publishComment?: Maybe<CommentMutationPayload>;
  /**
   * Publishes an episode now, keeping every other field. A published episode is returned as it
   * is, without an upstream write. The spec does not show this move (3.3): the gateway sends
   * `isPublished: true` and returns the state the host then reports. There is no unpublish: the
   * spec shows no move back to draft. Give `id` or `uri`.
   */
  publishEpisode?: Maybe<EpisodeLifecyclePayload>;
  /**
   * A complete episode in one call: creates the episode, uploads and processes its media (audio
   * or video, chosen by the file's type), then sets its metadata and publishes, schedules or
   * keeps it as a draft. Input and file are checked before anything is created. If a later step
   * fails, `failure` names it and what already exists upstream; nothing is rolled back silently.
   */
  publishEpisodeWithMedia?: Maybe<PublishEpisodeWithMediaPayload>;
  /** A fresh signed URL for a direct upload whose URL expired (storage answered 403). Once per job. */
  renewDirectUpload?: Maybe<DirectUploadTarget>;
  /** Replies as the show to a published comment, and marks the comment read. `text` must not be blank. */
  replyToComment?: Maybe<CommentMutationPayload>;
  /**
   * Creates the episode's poll, or replaces the one it has (the upstream upserts). Give the episode
   * by `episodeUri` or `episodeId` (exactly one; a numeric ID the gateway has not learned costs a
   * bounded ID lookup, see `episode`). Broken rules
   * come back as PollValidationError.
   */
  savePoll?: Maybe<SavePollResult>;
  /**
   * Schedules a draft or scheduled episode for a future instant (spec 3.2: `isPublished` false
   * plus `publishOn`, sent as Unix seconds), keeping every other field. Give `id` or `uri`.
   * Errors: BAD_USER_INPUT when the episode is already published (its publish time is locked,
   * spec 4.3 rule 4; the host would silently keep the old time) or the instant is not in the future.
   */
  scheduleEpisode?: Maybe<EpisodeLifecyclePayload>;
  /** Switches comments on or off for a show (by `stationId` or `showUri`, exactly one). */
  setCommentsEnabled?: Maybe<CommentSettingsPayload>;
  /**
   * Marks whether an episode contains sponsored content (spec 4.17). The upstream also needs a
   * publish time: the gateway supplies it from the episode's state as Unix seconds (never null,
   * never an ISO string, which the upstream would store as a 1970 date). Give `id` or `uri`.
   */
  setEpisodeSponsoredContent?: Maybe<SetSponsoredContentPayload>;
  /** Sets how strictly a show's new comments are held for review (by `stationId` or `showUri`, exactly one). */
  setModerationPolicy?: Maybe<CommentSettingsPayload>;
  /**
   * Step one of a direct-to-storage upload, for files the client sends to storage itself: checks
   * the file's name, type and size, creates the job and returns the signed URL to PUT it to.
   * `episodeId` is needed for media and thumbnails, `stationId` for media and cover art.
   */
  startDirectUpload?: Maybe<DirectUploadTarget>;
  /**
   * A thumbs up or down on an insight: name it by the gateway's `jobId`, or by the host's
   * `insightId` with the show's `showUri`. The host's feedback mutation is found by its name or
   * its shape (its arguments are not documented, document 2, 4.5); an optional `comment` is sent
   * when it takes one.
   * Errors: BAD_USER_INPUT, NOT_FOUND (a job the caller cannot see), UPSTREAM_UNSUPPORTED when the
   * host has no such mutation or it needs something the gateway cannot give.
   */
  submitAnalyticsInsightFeedback: AnalyticsInsightFeedbackResult;
  /** Asks the host to re-sync the show's episode list index (spec 4.13); true when it reports success. */
  syncEpisodeListIndex?: Maybe<Scalars['Boolean']['output']>;
  /** Synchronises and returns a show's monetisation state (spec 4.18, `POST /v5/...`). */
  syncMonetizationLifecycle?: Maybe<MonetizationLifecycle>;
  /**
   * Lifts a block made with `blockCommenter`. Only where the upstream has a mutation for it
   * (document 2, 4.5 presumes one but does not show it; `Show.canUnblockCommenters` says whether
   * this upstream has it): elsewhere UPSTREAM_UNSUPPORTED, before any upstream call. Give the show
   * by `stationId` or `showUri` (exactly one).
   */
  unblockCommenter?: Maybe<CommentSettingsPayload>;
  /** Unpins a comment. */
  unpinComment?: Maybe<CommentMutationPayload>;
  /**
   * Changes some fields of an episode and keeps all others. Errors (no partial result):
   * BAD_USER_INPUT for an empty title, a null value or a new publish time on a published episode
   * (checked before any upstream write); NOT_FOUND, FORBIDDEN (another account's episode) and
   * UNAUTHENTICATED as for `episode`. Drafts can be updated too: REST refuses to show them, so
   * their current values come from the GraphQL interface; a value that interface does not offer
   * must then be given in `input` (BAD_USER_INPUT names it).
   */
  updateEpisode?: Maybe<UpdateEpisodePayload>;
  /**
   * Changes some of a show's metadata and keeps the rest (spec 4.20). The upstream requires the
   * show name on every update, so the gateway reads the current metadata (4.8) and re-sends the
   * name when it is not changing. Give `stationId` or `uri`.
   * Errors: BAD_USER_INPUT for a value over its limit, an empty name, an unknown category pair or
   * an empty input (all before any upstream write).
   */
  updateShowMetadata?: Maybe<UpdateShowMetadataPayload>;
  /**
   * Changes the URL slug (vanity ID) (spec 4.21). Slugs are globally unique: a taken slug is the
   * `SlugTaken` result. The upstream request names only the slug (`{webStationId}`), so the host
   * decides which of the account's shows it applies to (the spec shows no station parameter).
   */
  updateShowSlug?: Maybe<UpdateShowSlugResult>;
  /**
   * Uploads an episode's audio in one call (signed URL, storage PUT, completion, processing).
   * Send `size` (the file's byte count): the file then streams straight to storage. Without it
   * the gateway first spools the file to disk, which is slower.
   * Returns the job; by default once the host has processed the file (COMPLETED or FAILED). A
   * refused file (format, size) is a BAD_USER_INPUT error and costs no upstream call; once the
   * job exists, any failure is reported in the job (`status: FAILED`, `failureReason`).
   */
  uploadEpisodeAudio?: Maybe<UploadJob>;
  /** Uploads an episode's thumbnail (png or jpeg) in one call; as `uploadEpisodeAudio`. */
  uploadEpisodeThumbnail?: Maybe<UploadJob>;
  /** Uploads an episode's video (mp4 or mov) in one call; as `uploadEpisodeAudio`. */
  uploadEpisodeVideo?: Maybe<UploadJob>;
  /** Uploads a show's cover art (png or jpeg) in one call; as `uploadEpisodeAudio`. */
  uploadShowCoverArt?: Maybe<UploadJob>;
};


export type MutationBlockCommenterArgs = {
  showUri?: InputMaybe<Scalars['String']['input']>;
  stationId?: InputMaybe<Scalars['Int']['input']>;
  username: Scalars['String']['input'];
};


export type MutationCreateEpisodeArgs = {
  idempotencyKey?: InputMaybe<Scalars['String']['input']>;
  input: CreateEpisodeInput;
};


export type MutationDeleteCommentArgs = {
  commentUri: Scalars['String']['input'];
  status?: InputMaybe<CommentStatus>;
};


export type MutationDeleteEpisodeArgs = {
  confirmIrreversible: Scalars['Boolean']['input'];
  id?: InputMaybe<Scalars['Int']['input']>;
  uri?: InputMaybe<Scalars['String']['input']>;
};


export type MutationDeletePollArgs = {
  episodeId?: InputMaybe<Scalars['Int']['input']>;
  episodeUri?: InputMaybe<Scalars['String']['input']>;
};


export type MutationFinishDirectUploadArgs = {
  etag?: InputMaybe<Scalars['String']['input']>;
  jobId: Scalars['ID']['input'];
  waitForProcessing?: InputMaybe<Scalars['Boolean']['input']>;
};


export type MutationGenerateAnalyticsInsightArgs = {
  insightType?: InputMaybe<Scalars['String']['input']>;
  showUri?: InputMaybe<Scalars['String']['input']>;
  stationId?: InputMaybe<Scalars['Int']['input']>;
};


export type MutationMarkCommentReadArgs = {
  commentUri: Scalars['String']['input'];
};


export type MutationPinCommentArgs = {
  commentUri: Scalars['String']['input'];
};


export type MutationPublishCommentArgs = {
  commentUri: Scalars['String']['input'];
};


export type MutationPublishEpisodeArgs = {
  id?: InputMaybe<Scalars['Int']['input']>;
  uri?: InputMaybe<Scalars['String']['input']>;
};


export type MutationPublishEpisodeWithMediaArgs = {
  file: Scalars['Upload']['input'];
  input: PublishEpisodeWithMediaInput;
  jobId?: InputMaybe<Scalars['ID']['input']>;
  size?: InputMaybe<Scalars['Float']['input']>;
};


export type MutationRenewDirectUploadArgs = {
  jobId: Scalars['ID']['input'];
};


export type MutationReplyToCommentArgs = {
  commentUri: Scalars['String']['input'];
  text: Scalars['String']['input'];
};


export type MutationSavePollArgs = {
  episodeId?: InputMaybe<Scalars['Int']['input']>;
  episodeUri?: InputMaybe<Scalars['String']['input']>;
  input: PollInput;
};


export type MutationScheduleEpisodeArgs = {
  id?: InputMaybe<Scalars['Int']['input']>;
  publishOn: Scalars['DateTime']['input'];
  uri?: InputMaybe<Scalars['String']['input']>;
};


export type MutationSetCommentsEnabledArgs = {
  enabled: Scalars['Boolean']['input'];
  showUri?: InputMaybe<Scalars['String']['input']>;
  stationId?: InputMaybe<Scalars['Int']['input']>;
};


export type MutationSetEpisodeSponsoredContentArgs = {
  containsSponsoredContent: Scalars['Boolean']['input'];
  id?: InputMaybe<Scalars['Int']['input']>;
  uri?: InputMaybe<Scalars['String']['input']>;
};


export type MutationSetModerationPolicyArgs = {
  policy: ModerationPolicy;
  showUri?: InputMaybe<Scalars['String']['input']>;
  stationId?: InputMaybe<Scalars['Int']['input']>;
};


export type MutationStartDirectUploadArgs = {
  episodeId?: InputMaybe<Scalars['Int']['input']>;
  fileName: Scalars['String']['input'];
  jobId?: InputMaybe<Scalars['ID']['input']>;
  kind: UploadKind;
  mimeType: Scalars['String']['input'];
  size: Scalars['Float']['input'];
  stationId?: InputMaybe<Scalars['Int']['input']>;
};


export type MutationSubmitAnalyticsInsightFeedbackArgs = {
  comment?: InputMaybe<Scalars['String']['input']>;
  insightId?: InputMaybe<Scalars['String']['input']>;
  jobId?: InputMaybe<Scalars['ID']['input']>;
  rating: AnalyticsInsightRating;
  showUri?: InputMaybe<Scalars['String']['input']>;
};


export type MutationSyncEpisodeListIndexArgs = {
  stationId: Scalars['Int']['input'];
};


export type MutationSyncMonetizationLifecycleArgs = {
  stationId: Scalars['Int']['input'];
};


export type MutationUnblockCommenterArgs = {
  showUri?: InputMaybe<Scalars['String']['input']>;
  stationId?: InputMaybe<Scalars['Int']['input']>;
  username: Scalars['String']['input'];
};


export type MutationUnpinCommentArgs = {
  commentUri: Scalars['String']['input'];
};


export type MutationUpdateEpisodeArgs = {
  id: Scalars['Int']['input'];
  input: UpdateEpisodeInput;
};


export type MutationUpdateShowMetadataArgs = {
  input: UpdateShowMetadataInput;
  stationId?: InputMaybe<Scalars['Int']['input']>;
  uri?: InputMaybe<Scalars['String']['input']>;
};


export type MutationUpdateShowSlugArgs = {
  slug: Scalars['String']['input'];
};


export type MutationUploadEpisodeAudioArgs = {
  episodeId: Scalars['Int']['input'];
  file: Scalars['Upload']['input'];
  jobId?: InputMaybe<Scalars['ID']['input']>;
  size?: InputMaybe<Scalars['Float']['input']>;
  stationId: Scalars['Int']['input'];
  waitForProcessing?: InputMaybe<Scalars['Boolean']['input']>;
};


export type MutationUploadEpisodeThumbnailArgs = {
  episodeId: Scalars['Int']['input'];
  file: Scalars['Upload']['input'];
  jobId?: InputMaybe<Scalars['ID']['input']>;
  size?: InputMaybe<Scalars['Float']['input']>;
  waitForProcessing?: InputMaybe<Scalars['Boolean']['input']>;
};


export type MutationUploadEpisodeVideoArgs = {
  episodeId: Scalars['Int']['input'];
  file: Scalars['Upload']['input'];
  jobId?: InputMaybe<Scalars['ID']['input']>;
  size?: InputMaybe<Scalars['Float']['input']>;
  stationId: Scalars['Int']['input'];
  waitForProcessing?: InputMaybe<Scalars['Boolean']['input']>;
};


export type MutationUploadShowCoverArtArgs = {
  file: Scalars['Upload']['input'];
  jobId?: InputMaybe<Scalars['ID']['input']>;
  size?: InputMaybe<Scalars['Float']['input']>;
  stationId: Scalars['Int']['input'];
  waitForProcessing?: InputMaybe<Scalars['Boolean']['input']>;
};

/** Onboarding progress (spec 4.11). Both shapes are not shown in the spec: any JSON, as the host sends it. */
export type Onboarding = {
  __typename?: 'Onboarding';
  /** Whether and where the web app would redirect for onboarding (`redirectStatus`). */
  redirectStatus?: Maybe<Scalars['JSON']['output']>;
  /** The onboarding steps and their completion (`steps`). */
  steps?: Maybe<Scalars['JSON']['output']>;
};

/** Relay page information. */
export type PageInfo = {
  __typename?: 'PageInfo';
  /** Cursor of the last edge; null when the page is empty. */
  endCursor?: Maybe<Scalars['String']['output']>;
  hasNextPage: Scalars['Boolean']['output'];
  hasPreviousPage: Scalars['Boolean']['output'];
  /** Cursor of the first edge; null when the page is empty. */
  startCursor?: Maybe<Scalars['String']['output']>;
};

export type PageRequest = {
  pageSize?: InputMaybe<Scalars['Int']['input']>;
};

/** State of the parent platform's partner programme for a show (spec 4.18, 2.6). */
export type PartnerProgramState = {
  __typename?: 'PartnerProgramState';
  /** Lifecycle state, as the host words it (the value set is not shown in the spec). */
  lifecycleState?: Maybe<Scalars['String']['output']>;
  /** Requirements still outstanding; their shape is not shown in the spec (any JSON each). */
  pendingRequirements?: Maybe<Array<Scalars['JSON']['output']>>;
};

export type PercentageValueFloat = {
  __typename?: 'PercentageValueFloat';
  /** A fraction from 0 to 1 (0.42 means 42 %), despite the type name. */
  value?: Maybe<Scalars['Float']['output']>;
};

export type PercentileValue = {
  __typename?: 'PercentileValue';
  percentile: Scalars['Int']['output'];
  value?: Maybe<Scalars['Float']['output']>;
};

/**
 * A change against the previous period of equal length (the host's `periodOverPeriodPercentageDiff`,
 * which is a fraction, not a percentage: document 2, 2.5.5).
 */
export type PeriodChange = {
  __typename?: 'PeriodChange';
  /** The change as a fraction: 0.366 means +36.6 %, -0.05 means -5 %. */
  fraction: Scalars['Float']['output'];
  /** The same change in percent: 36.6 means +36.6 %. */
  percent: Scalars['Float']['output'];
};

/** A main category and the subcategories it allows (spec 4.20). */
export type PodcastCategory = {
  __typename?: 'PodcastCategory';
  /** Main category name, e.g. `Technology`. */
  name: Scalars['String']['output'];
  /** Subcategory names, e.g. `Software`; empty when the main category has none. */
  subcategories: Array<Scalars['String']['output']>;
};

export type PointValue = AverageConsumptionTimeValue | ConsumptionValue | CountValueLong | RatioValueFloat | SegmentedAudienceValue;

/** A poll to create, or to put in place of the episode's current one. */
export type PollInput = {
  /** Must be after `opensAt`. */
  closesAt: Scalars['DateTime']['input'];
  opensAt: Scalars['DateTime']['input'];
  /** 2 to 7 option texts, none blank. */
  options: Array<Scalars['String']['input']>;
  /** At most 140 characters, not blank. */
  question: Scalars['String']['input'];
  type: PollType;
};

/** Which part of a poll input broke a rule. */
export type PollInputField =
  | 'CLOSES_AT'
  | 'OPENS_AT'
  | 'OPTIONS'
  | 'QUESTION';

/** One broken poll rule. */
export type PollProblem = {
  __typename?: 'PollProblem';
  field: PollInputField;
  message: Scalars['String']['output'];
};

/** The poll was saved. */
export type PollSaved = {
  __typename?: 'PollSaved';
  /** The episode the poll belongs to. */
  episode?: Maybe<Episode>;
  poll: EpisodePoll;
};

/** Whether listeners pick one option or several. */
export type PollType =
  | 'MULTIPLE_CHOICE'
  | 'SINGLE_CHOICE';

/** The poll was not saved: the input breaks the poll rules. Nothing was sent upstream. */
export type PollValidationError = {
  __typename?: 'PollValidationError';
  /** All problems in one sentence. */
  message: Scalars['String']['output'];
  problems: Array<PollProblem>;
};

export type ProtoTimestamp = {
  __typename?: 'ProtoTimestamp';
  seconds: Scalars['Long']['output'];
};

/** Which step of `publishEpisodeWithMedia` failed, and what it left behind upstream. */
export type PublishEpisodeFailure = {
  __typename?: 'PublishEpisodeFailure';
  /** An error code from the closed set (BAD_USER_INPUT, UPSTREAM_ERROR, ...). */
  code: Scalars['String']['output'];
  /** The episode created before the failure, if any. It exists upstream: finish or delete it. */
  createdEpisodeId?: Maybe<Scalars['Int']['output']>;
  failedStep: PublishEpisodeStep;
  /** True when the media was uploaded and processed before the failure. */
  mediaUploaded: Scalars['Boolean']['output'];
  message: Scalars['String']['output'];
};

/** The steps of `publishEpisodeWithMedia`. */
export type PublishEpisodeStep =
  /** Creating the empty episode record (spec 4.19). */
  | 'CREATE'
  /** Setting the title, description and publish settings (spec 4.3). */
  | 'UPDATE'
  /** Uploading and processing the media (spec 4.23-4.26). */
  | 'UPLOAD'
  /** Checking the input and the file, before any upstream call. */
  | 'VALIDATE';

/** A new episode: its show, its metadata and what to do with it once the media is in. */
export type PublishEpisodeWithMediaInput = {
  /** Description, in HTML. */
  description: Scalars['String']['input'];
  episodeType?: InputMaybe<EpisodeType>;
  isExplicit?: InputMaybe<Scalars['Boolean']['input']>;
  publish: PublishMode;
  /** When to publish; required with SCHEDULE (and must be in the future), refused otherwise. */
  publishOn?: InputMaybe<Scalars['DateTime']['input']>;
  /** The show to create the episode in. */
  stationId: Scalars['Int']['input'];
  /**
   * The creator's time zone as an IANA name (e.g. `Europe/Paris`), for the host's episode
   * record. Give this or `utcOffsetMinutes`; UTC when neither is given.
   */
  timeZone?: InputMaybe<Scalars['String']['input']>;
  /** Title; must not be empty. */
  title: Scalars['String']['input'];
  /** The creator's offset from UTC in minutes east (e.g. 120 for UTC+02:00). */
  utcOffsetMinutes?: InputMaybe<Scalars['Int']['input']>;
};

/** The result of `publishEpisodeWithMedia`: the episode and its upload, or where it stopped. */
export type PublishEpisodeWithMediaPayload = {
  __typename?: 'PublishEpisodeWithMediaPayload';
  /** The created episode (null if creating it failed). */
  episode?: Maybe<Episode>;
  /** Null on success. Otherwise the failed step and what already exists upstream. */
  failure?: Maybe<PublishEpisodeFailure>;
  /** The media upload job (null if the upload never started). */
  job?: Maybe<UploadJob>;
};

/** Where the episode goes once its media is processed. */
export type PublishMode =
  /** Keep it as a draft. */
  | 'DRAFT'
  /** Publish it now. */
  | 'PUBLISH_NOW'
  /** Schedule it for `publishOn`. */
  | 'SCHEDULE';

export type Query = {
  __typename?: 'Query';
  /**
   * The analytics vocabulary with labels and explanations, for clients that cannot introspect
   * (introspection is off by default outside sandbox mode): the same words the schema's
   * descriptions carry.
   */
  analyticsGlossary: Array<AnalyticsTerm>;
  /** An analytics insight job, or null when there is none with this ID that the caller may see. */
  analyticsInsightJob?: Maybe<AnalyticsInsightJob>;
  /**
   * Colour palettes of cover art images, all in one upstream call (spec 4.6). 1 to 50 absolute
   * http(s) image URLs; the result follows their order.
   */
  coverArtColors?: Maybe<Array<CoverArtColors>>;
  /**
   * One episode, by numeric `id` or by `uri` (`platform:episode:<id>`); give exactly one.
   * Drafts, which the REST interface refuses, are read from the GraphQL interface.
   * Errors: NOT_FOUND when no such episode exists, FORBIDDEN for another account's episode,
   * UNAUTHENTICATED without a bearer token.
   * Cost: by `id`, drafts and fields of the GraphQL interface (`uri`, analytics, comments, poll)
   * need the episode's URI, which neither interface maps from the ID. The gateway remembers every
   * ID/URI pair it has learned (shared by replicas through Redis); for one it has not, it lists
   * the caller's episodes (one GraphQL request) and converts at most 16 candidates (4.1), the
   * one with the overview's title first. When that does not find it, the error carries
   * `extensions.askBy: "uri"` (FORBIDDEN when REST refuses the ID, else BAD_USER_INPUT): ask by
   * `uri` then.
   */
  episode?: Maybe<Episode>;
  episodeByUri?: Maybe<Episode>;
  /**
   * Form data of several episodes in one upstream call (spec 4.7, `episodeUri[]` repeated), in
   * the order asked. 1 to 100 URIs of the form `platform:episode:<id>`.
   */
  episodeFormData?: Maybe<Array<EpisodeFormData>>;
  /**
   * Onboarding progress of a user (spec 4.11), or of one of their shows as the distribution page
   * asks when `stationId` is given. It has no practical effect on established accounts.
   */
  onboarding?: Maybe<Onboarding>;
  /**
   * Partner IDs of a user for monetisation: ads and supporter programmes (spec 4.9, a POST that
   * reads). The shape is not shown in the spec: any JSON, as the host sends it.
   */
  partnerIds?: Maybe<Scalars['JSON']['output']>;
  /**
   * The category pairs a show can have (`GET /v3/settings/podcast-category/options`), read from
   * whichever ordinary form the host answers in (the shape is not shown in the spec); entries the
   * gateway cannot read are left out.
   */
  podcastCategories?: Maybe<Array<PodcastCategory>>;
  /** Region code of the authenticated account (spec 4.4), e.g. `US`. */
  region?: Maybe<Scalars['String']['output']>;
  /**
   * One show, by numeric `stationId` or by `uri` (`platform:show:<id>`); give exactly one.
   * Errors: NOT_FOUND, FORBIDDEN (another account's show), UNAUTHENTICATED without a bearer token.
   */
  show?: Maybe<Show>;
  showByShowUri?: Maybe<Show>;
  /** Every show of the authenticated user, in one response. */
  showsForUser?: Maybe<UserShowList>;
  /**
   * The authenticated user's shows as the distribution page lists them (spec 4.28). The shape is
   * not shown in the spec: any JSON, as the host sends it. A token issued through the connector
   * flow is refused upstream (FORBIDDEN); `showsForUser` lists the shows for such tokens.
   */
  stationsStatus?: Maybe<Scalars['JSON']['output']>;
  /** Terms of service and contactability of a user (spec 4.16). */
  termsAndContactability?: Maybe<TermsAndContactability>;
  /**
   * One upload job. Null when no such job exists or it belongs to another account: jobs are
   * visible only to their owner's account. Finished jobs stay readable for a day.
   */
  uploadJob?: Maybe<UploadJob>;
  /**
   * Identity verification state of the authenticated account (spec 4.10). The shape is not shown
   * in the spec: any JSON, as the host sends it.
   */
  userVerification?: Maybe<Scalars['JSON']['output']>;
};


export type QueryAnalyticsInsightJobArgs = {
  id: Scalars['ID']['input'];
};


export type QueryCoverArtColorsArgs = {
  imageUrls: Array<Scalars['String']['input']>;
};


export type QueryEpisodeArgs = {
  id?: InputMaybe<Scalars['Int']['input']>;
  uri?: InputMaybe<Scalars['String']['input']>;
};


export type QueryEpisodeByUriArgs = {
  getEpisodeRequest: EpisodeLookup;
};


export type QueryEpisodeFormDataArgs = {
  episodeUris: Array<Scalars['String']['input']>;
};


export type QueryOnboardingArgs = {
  stationId?: InputMaybe<Scalars['Int']['input']>;
  userId: Scalars['Int']['input'];
};


export type QueryPartnerIdsArgs = {
  userId: Scalars['Int']['input'];
};


export type QueryShowArgs = {
  stationId?: InputMaybe<Scalars['Int']['input']>;
  uri?: InputMaybe<Scalars['String']['input']>;
};


export type QueryShowByShowUriArgs = {
  getShowByShowUriRequest: ShowLookup;
};


export type QueryTermsAndContactabilityArgs = {
  userId: Scalars['Int']['input'];
};


export type QueryUploadJobArgs = {
  id: Scalars['ID']['input'];
};

export type RatioValueFloat = {
  __typename?: 'RatioValueFloat';
  /** A fraction from 0 to 1 (0.42 means 42 %). */
  value?: Maybe<Scalars['Float']['output']>;
};

export type SavePollResult = PollSaved | PollValidationError;

export type SegmentedAudienceValue = {
  __typename?: 'SegmentedAudienceValue';
  /** Listeners new to the show, unique within the period: daily values add up to the window total. */
  newAudience?: Maybe<Scalars['Long']['output']>;
  /** Returning listeners. In a daily series a listener counts once per day they listened, so the daily sum far exceeds the window total: ask AGGREGATION_TYPE_TOTAL for a window. */
  returningAudience?: Maybe<Scalars['Long']['output']>;
  /** Unique listeners in the period; newAudience plus returningAudience for every date. Daily values do not add up to the window total. */
  totalAudience?: Maybe<Scalars['Long']['output']>;
};

/** The result of `setEpisodeSponsoredContent`. */
export type SetSponsoredContentPayload = {
  __typename?: 'SetSponsoredContentPayload';
  /** The flag as stored. */
  containsSponsoredContent: Scalars['Boolean']['output'];
  /** The episode after the change. */
  episode: Episode;
  /**
   * The publish time the gateway sent with the flag (the upstream requires one, spec 4.17): the
   * episode's own publish time when it is scheduled or published, else (drafts, or a published
   * episode whose time neither interface reports) the time of the call.
   */
  publishOnSent: Scalars['DateTime']['output'];
};

export type Show = {
  __typename?: 'Show';
  /** One metric over one window; each metric value's description says what it counts. Plays plus downloads is the headline measure, streams plus downloads the reference one. The union member is selected with inline fragments on __typename. */
  analytics?: Maybe<Analytics>;
  analyticsInsight?: Maybe<AnalyticsInsight>;
  /** The author's e-mail address, as published in the RSS feed. */
  authorEmail?: Maybe<Scalars['String']['output']>;
  /** The author name shown in podcast apps. */
  authorName?: Maybe<Scalars['String']['output']>;
  /** Whether this upstream can lift a block (`unblockCommenter`), decided from its schema without a call. */
  canUnblockCommenters: Scalars['Boolean']['output'];
  /** The show's category pair. */
  category?: Maybe<ShowCategory>;
  /**
   * Comments across all episodes of the show, newest first. `statuses` defaults to published
   * comments. The upstream's show-wide list cannot list comments that need review (it fails), so
   * with NEEDS_REVIEW the gateway gathers them episode by episode instead: same answer, more
   * upstream work (one batched request per page of episodes). At most 100 per page.
   */
  comments?: Maybe<CommentConnection>;
  /**
   * Average completion over all episodes in the period (`SHOW_WINDOWED_AVERAGE_COMPLETION_RATE`):
   * see CompletionRate for the definition.
   */
  completionRate?: Maybe<CompletionRate>;
  /** Episode retention and listening hours of core fans against the total audience, over a date range (YYYY-MM-DD strings). */
  coreFanInsight?: Maybe<CoreFanInsightResponse>;
  /** The three audience tiers over a date range (YYYY-MM-DD strings) or all time, with the core fans gained against the lookback period. */
  coreFanMetricSummary?: Maybe<CoreFanMetricSummaryResponse>;
  /**
   * The audience in three tiers (core fans, developing audience, new audience) from `from` to `to`
   * (`YYYY-MM-DD`, both included), or over all time with `allTime: true` (then without dates).
   * Errors: BAD_USER_INPUT on this field for a date that is not a calendar date of that form, a
   * `from` after `to`, or dates given with `allTime`.
   */
  coreFanSummary?: Maybe<AudienceTiers>;
  /** Audience in three tiers (core fans, developing audience, new audience) per date. Dates are YYYY-MM-DD strings, not window enums. */
  coreFanTimeSeries?: Maybe<CoreFanTimeSeriesResponse>;
  /** The show's description. */
  description?: Maybe<Scalars['String']['output']>;
  /** Where and how the show is distributed (spec 4.15). */
  distribution?: Maybe<ShowDistribution>;
  /**
   * Episode page settings of the show settings page (spec 4.28). The shape is not shown in the
   * spec: any JSON, as the host sends it.
   */
  episodePageSettings?: Maybe<Scalars['JSON']['output']>;
  episodesV2?: Maybe<EpisodeListPage>;
  /**
   * Featured-episode settings of the show settings page (spec 4.28, `/v3/station/.../episodes/featured`).
   * The shape is not shown in the spec: any JSON, as the host sends it.
   */
  featuredEpisodeSettings?: Maybe<Scalars['JSON']['output']>;
  /** Account and distribution flags. */
  flags?: Maybe<ShowFlags>;
  /** URL of the show's form (spec 4.14); null when the host has none (it answers an empty URL). */
  formUrl?: Maybe<Scalars['String']['output']>;
  /**
   * Host-recommendation settings of the show settings page (spec 4.28). The shape is not shown in
   * the spec: any JSON, as the host sends it.
   */
  hostRecommendations?: Maybe<Scalars['JSON']['output']>;
  /** Cover art URL, 400 pixels. */
  image400Url?: Maybe<Scalars['String']['output']>;
  /** Cover art URL, original size. */
  imageUrl?: Maybe<Scalars['String']['output']>;
  /** Whether the show is explicit; null when the host does not report it. */
  isExplicit?: Maybe<Scalars['Boolean']['output']>;
  /**
   * Listeners (`CommentListener.username`) the caller blocked from this show through this gateway,
   * the most recent first, at most 200; one unblocked through it leaves the list. MAY BE
   * INCOMPLETE: the upstream reads no block list back (document 2 shows none), so a block made
   * elsewhere (the host's own app, an earlier token) is not listed.
   */
  knownBlockedCommenters: Array<Scalars['String']['output']>;
  /**
   * Drafts and scheduled episodes of this show, at most 20, each read again with the caller's
   * token (published, deleted and refused ones leave the list).
   *
   * Where the upstream's schema offers a list filter for drafts or scheduled episodes (found by
   * its shape), this is the upstream's list and is complete up to its cap. Otherwise (document 2
   * gives `PUBLISHED_EPISODES` as the list's one filter) it is what this gateway learned for the
   * caller (kept under a hash of the caller's token), the most recently noted first: the episodes
   * it created (`createEpisode`), read by ID or URI, scheduled or updated while unpublished. That
   * list MAY BE INCOMPLETE: an episode made elsewhere (the host's own app, another gateway, an
   * earlier token) is missing until the gateway reads it. `unpublishedEpisodesSource` says which.
   */
  knownUnpublishedEpisodes: Array<Episode>;
  /** Language code of the show, e.g. `en`. */
  language?: Maybe<Scalars['String']['output']>;
  /** Monetisation status of the show (spec 4.28). */
  monetization?: Maybe<ShowMonetization>;
  /**
   * The show's name. Null, with an error at this field, when it had to be read from the REST
   * interface (a show that did not come from the GraphQL interface) and that read failed.
   */
  name?: Maybe<Scalars['String']['output']>;
  /**
   * Plays plus downloads across all platforms over the period: the headline measure (document 2,
   * 2.5.1; `SHOW_PLAYS_AND_DOWNLOADS`, the host's total for the period). A play counts after 30
   * seconds of listening since mid-June 2026. Not `SHOW_PLAYS`, which despite its name counts the
   * parent platform only.
   * Errors: BAD_USER_INPUT (a bad `range`), UPSTREAM_UNSUPPORTED (the host lacks the metric or the
   * period), and the upstream's own, on this field only.
   */
  playsAndDownloads?: Maybe<AnalyticsTotal>;
  /**
   * Plays plus downloads across all platforms (the headline measure, `SHOW_PLAYS_AND_DOWNLOADS`)
   * day by day, week by week or month by month over the period: for a chart. Plays and downloads
   * add up over days, so the points sum to `playsAndDownloads` of the same period.
   */
  playsAndDownloadsSeries?: Maybe<AnalyticsSeries>;
  /** URL of the show's RSS feed. */
  rssFeedUrl?: Maybe<Scalars['String']['output']>;
  /** The show's numeric station ID, used by the REST interface and by `show(stationId:)`. */
  stationId?: Maybe<Scalars['Int']['output']>;
  /**
   * Streams (60 seconds or more) plus downloads across all platforms over the period: the
   * reference measure (`SHOW_STREAMS_AND_DOWNLOADS`). It equals the sum of the episodes'
   * `streamsAndDownloads` within 0.01 %.
   */
  streamsAndDownloads?: Maybe<AnalyticsTotal>;
  /**
   * Unique new, returning and total listeners of the period, from one `SHOW_SEGMENTED_AUDIENCE`
   * request with `AGGREGATION_TYPE_TOTAL` (never a sum of daily values, which overstates returning
   * and total listeners: 2.5.3).
   */
  uniqueListeners?: Maybe<UniqueListeners>;
  /** Which source `knownUnpublishedEpisodes` uses for this upstream (decided from its schema; no upstream call). */
  unpublishedEpisodesSource: UnpublishedEpisodesSource;
  /**
   * Platform show URI, `platform:show:<id>`. Null, with an error at this field, when the show
   * came by `stationId` and the conversion to its URI failed (the one upstream call it may need).
   */
  uri?: Maybe<Scalars['ShowUri']['output']>;
};


export type ShowAnalyticsArgs = {
  getShowAnalyticsRequest: GetShowAnalyticsRequest;
};


export type ShowAnalyticsInsightArgs = {
  getInsightRequest: GetInsightRequest;
};


export type ShowCommentsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  kinds?: InputMaybe<Array<CommentKind>>;
  last?: InputMaybe<Scalars['Int']['input']>;
  statuses?: InputMaybe<Array<CommentStatus>>;
};


export type ShowCompletionRateArgs = {
  period?: InputMaybe<AnalyticsPeriod>;
  range?: InputMaybe<AnalyticsDateRange>;
};


export type ShowCoreFanInsightArgs = {
  getCoreFanInsightRequest: GetCoreFanInsightRequest;
};


export type ShowCoreFanMetricSummaryArgs = {
  getCoreFanMetricSummaryRequest: GetCoreFanMetricSummaryRequest;
};


export type ShowCoreFanSummaryArgs = {
  allTime?: InputMaybe<Scalars['Boolean']['input']>;
  from?: InputMaybe<Scalars['String']['input']>;
  to?: InputMaybe<Scalars['String']['input']>;
};


export type ShowCoreFanTimeSeriesArgs = {
  getCoreFanTimeSeriesRequest: GetCoreFanTimeSeriesRequest;
};


export type ShowEpisodesV2Args = {
  listEpisodesV2Request: EpisodeListQuery;
};


export type ShowPlaysAndDownloadsArgs = {
  period?: InputMaybe<AnalyticsPeriod>;
  range?: InputMaybe<AnalyticsDateRange>;
};


export type ShowPlaysAndDownloadsSeriesArgs = {
  interval?: InputMaybe<AnalyticsInterval>;
  period?: InputMaybe<AnalyticsPeriod>;
  range?: InputMaybe<AnalyticsDateRange>;
};


export type ShowStreamsAndDownloadsArgs = {
  period?: InputMaybe<AnalyticsPeriod>;
  range?: InputMaybe<AnalyticsDateRange>;
};


export type ShowUniqueListenersArgs = {
  period?: InputMaybe<AnalyticsPeriod>;
  range?: InputMaybe<AnalyticsDateRange>;
};

/** What a show analytics request measures. Plays plus downloads (SHOW_PLAYS_AND_DOWNLOADS) is the headline measure. */
export type ShowAnalyticsMetricType =
  /** Audience size (an AudienceValue: total and foreground audience). */
  | 'AUDIENCE_SIZE'
  /** Unique listeners on all platforms. Unique counts do not add up over days: a window figure needs AGGREGATION_TYPE_TOTAL, never a sum of daily values. */
  | 'SHOW_ALL_PLATFORMS_LISTENERS'
  /** Average listening time, in seconds per listener (an AverageConsumptionTimeValue). */
  | 'SHOW_AVERAGE_CONSUMPTION_TIME'
  /** Percentile comparison with similar shows (a BenchmarkTimeSeriesValue). Needs benchmarkParams; the percentiles used are 20, 40, 50, 60 and 80. */
  | 'SHOW_BENCHMARK_EPISODE'
  /** Total listening time, in hours (a ConsumptionValue). */
  | 'SHOW_CONSUMPTION'
  /** Impressions, plays and average completion rate as funnel steps (a DiscoveryFunnelValue). conversionRateToNext is a fraction (0.15 means 15 %), so is periodOverPeriodPercentageDiff (0.42 means +42 %); the completion-rate step has no count. */
  | 'SHOW_DISCOVERY_FUNNEL'
  /** Listeners who downloaded. */
  | 'SHOW_DOWNLOAD_LISTENERS'
  /** Follower count. */
  | 'SHOW_FOLLOWERS'
  /** Change in followers, as a series. */
  | 'SHOW_FOLLOWER_GROWTH'
  /** Impressions, with facets. */
  | 'SHOW_IMPRESSIONS_FACETED'
  /** Unique listeners on the parent platform only. Unique counts do not add up over days: a window figure needs AGGREGATION_TYPE_TOTAL, never a sum of daily values. */
  | 'SHOW_LISTENERS'
  /** Downloads outside the parent platform. */
  | 'SHOW_OFF_PLATFORM_DOWNLOADS'
  /** Plays on the parent platform only: despite its name, not all platforms (for those, SHOW_PLAYS_AND_DOWNLOADS). Since a mid-June 2026 platform change a play counts after 30 seconds of listening; numbers from before the change are not comparable, and relations measured then (plays equal to the sum of starts) may no longer hold. */
  | 'SHOW_PLAYS'
  /** Plays plus downloads across all platforms: the headline measure. Since a mid-June 2026 platform change a play counts after 30 seconds of listening; numbers from before the change are not comparable, and relations measured then (plays equal to the sum of starts) may no longer hold. */
  | 'SHOW_PLAYS_AND_DOWNLOADS'
  /** Week-over-week retention: a series of RatioValueFloat, fractions from 0 to 1. The 90-day window with weekly aggregation gives the dashboard retention graph. */
  | 'SHOW_RETENTION'
  /** New versus returning listeners (a SegmentedAudienceValue). newAudience is unique within the window: daily values add up to the window total. returningAudience counts a listener once per day they listened: the daily sum far exceeds the window total. totalAudience is unique listeners in the window: the daily sum exceeds it too. For every date, newAudience plus returningAudience equals totalAudience. A window total of unique returning (or total) listeners needs AGGREGATION_TYPE_TOTAL, not a sum of daily values. */
  | 'SHOW_SEGMENTED_AUDIENCE'
  /** Streams (60 seconds or more of listening) on the parent platform only. */
  | 'SHOW_STREAMS'
  /** Streams plus downloads across all platforms: the reference measure. Equals the sum over all episodes of EPISODE_STREAMS_AND_DOWNLOADS (difference below 0.01 %). On a test show it was about 1.6 times the parent-platform total. */
  | 'SHOW_STREAMS_AND_DOWNLOADS'
  /** Moving average of streams plus downloads across all platforms. */
  | 'SHOW_STREAMS_AND_DOWNLOADS_AVERAGE'
  /** Streams plus downloads, split by app or platform. */
  | 'SHOW_STREAMS_AND_DOWNLOADS_BY_APP'
  /** Streams plus downloads, split by device type. */
  | 'SHOW_STREAMS_AND_DOWNLOADS_BY_DEVICE'
  /** Streams plus downloads, split by region, all platforms. */
  | 'SHOW_STREAMS_AND_DOWNLOADS_BY_GEO_ALL_PLATFORMS'
  /** Streams, with facets. */
  | 'SHOW_STREAMS_FACETED'
  /** Average completion over all episodes in the window, as a fraction from 0 to 1 (a PercentageValueFloat). Not the retention curve (EPISODE_PERFORMANCE), which differs from completion rates. */
  | 'SHOW_WINDOWED_AVERAGE_COMPLETION_RATE'
  /** Top episodes by impressions, with the split by source. */
  | 'TOP_EPISODES_BY_IMPRESSIONS_FACETED';

/** A show's category: two names from the host's category list (spec 4.20). */
export type ShowCategory = {
  __typename?: 'ShowCategory';
  /** The main category, e.g. `Technology`. */
  primary: Scalars['String']['output'];
  /** The subcategory, e.g. `Software`; null when the host stores only one name. */
  secondary?: Maybe<Scalars['String']['output']>;
};

/** A category pair to set; both names must come from `podcastCategories`. */
export type ShowCategoryInput = {
  /** Main category name. */
  primary: Scalars['String']['input'];
  /** Subcategory name, one of the main category's `subcategories`. */
  secondary: Scalars['String']['input'];
};

/** Where and how a show is distributed (spec 4.15, record of 2.5). */
export type ShowDistribution = {
  __typename?: 'ShowDistribution';
  /** Whether RSS distribution can be enabled. */
  canEnableRss?: Maybe<Scalars['Boolean']['output']>;
  /** The show's URL on each platform it is distributed to. */
  externalUrls?: Maybe<Array<ExternalShowUrl>>;
  /** Whether the show is on the enterprise plan. */
  isEnterprisePodcast?: Maybe<Scalars['Boolean']['output']>;
  /** Distribution status on the parent platform, as the host words it (value set not shown in the spec). */
  platformDistributionStatus?: Maybe<Scalars['String']['output']>;
  /** The show's URI on the parent platform, `platform:show:<id>`. */
  platformShowUri?: Maybe<Scalars['String']['output']>;
  /** Active distribution platforms. */
  platforms?: Maybe<Array<Scalars['String']['output']>>;
  /** The show's URL slug. */
  vanitySlug?: Maybe<Scalars['String']['output']>;
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

export type ShowLookup = {
  showUri: Scalars['ShowUri']['input'];
};

/**
 * Monetisation status of a show, as the monetisation page reads it (spec 4.28). Each field is
 * one upstream call, made only when asked. The shapes are not shown in the spec (2.8): any JSON,
 * as the host sends it.
 */
export type ShowMonetization = {
  __typename?: 'ShowMonetization';
  /** Paywall settings (`GET /v3/paywalls/{stationId}/`). */
  paywall?: Maybe<Scalars['JSON']['output']>;
  /** Paywall lifecycle state (`GET /v4/paywalls/{stationId}/lifecycle-state`). */
  paywallLifecycleState?: Maybe<Scalars['JSON']['output']>;
  /** The show's wallet (`GET /v6/wallet/{stationId}/`). */
  wallet?: Maybe<Scalars['JSON']['output']>;
  /** Whether the wallet is available (`GET /v6/wallet/{stationId}/availability`). */
  walletAvailability?: Maybe<Scalars['JSON']['output']>;
};

/** The slug is now the show's. */
export type ShowSlugUpdated = {
  __typename?: 'ShowSlugUpdated';
  /** The new slug. */
  slug: Scalars['String']['output'];
  /** The show whose slug changed, when the host says which. */
  stationId?: Maybe<Scalars['Int']['output']>;
};

export type SingleValueLong = {
  __typename?: 'SingleValueLong';
  value?: Maybe<Scalars['Long']['output']>;
};

/** Another show already uses this slug (slugs are globally unique; the host answered 409). */
export type SlugTaken = {
  __typename?: 'SlugTaken';
  /** What to tell the creator. */
  message: Scalars['String']['output'];
  /** The slug that was asked for. */
  slug: Scalars['String']['output'];
};

export type SortOrder =
  | 'DESC';

export type Subscription = {
  __typename?: 'Subscription';
  /**
   * Every state of an insight job until it ends (COMPLETED or FAILED), then the stream closes:
   * the current state first, then each change, on whichever replica runs the job.
   * Errors: NOT_FOUND when no such job is visible to the caller.
   */
  analyticsInsightProgress: AnalyticsInsightJob;
  /**
   * Follows one upload job over SSE: its current state first, then every change, ending when it
   * is COMPLETED or FAILED. The job may be subscribed to before it exists (with a client-chosen
   * `jobId`); NOT_FOUND if it does not appear within 30 s or belongs to another account.
   */
  uploadProgress: UploadJob;
};


export type SubscriptionAnalyticsInsightProgressArgs = {
  jobId: Scalars['ID']['input'];
};


export type SubscriptionUploadProgressArgs = {
  jobId: Scalars['ID']['input'];
};

/** Which terms the account has accepted and whether it may be contacted (spec 4.16, record of 2.6). */
export type TermsAndContactability = {
  __typename?: 'TermsAndContactability';
  /** Whether the account agreed to the minimum required terms of service. */
  agreedToMinimumRequiredTermsOfService?: Maybe<Scalars['Boolean']['output']>;
  /** Contactability status, as the host words it. */
  contactabilityStatus?: Maybe<Scalars['String']['output']>;
  /** Country rule that applies to the account, as the host words it. */
  countryRule?: Maybe<Scalars['String']['output']>;
  /** Version of the terms of service the account accepted. */
  termsOfServiceVersion?: Maybe<Scalars['Int']['output']>;
};

export type TimeSeriesPoint = {
  __typename?: 'TimeSeriesPoint';
  /** First day of the point, a string of the form YYYY-MM-DD (not a window enum). */
  date: Scalars['String']['output'];
  /** Last day of the point, a string of the form YYYY-MM-DD (not a window enum). */
  endDate?: Maybe<Scalars['String']['output']>;
  value?: Maybe<PointValue>;
};

export type TimeSeriesValue = {
  __typename?: 'TimeSeriesValue';
  points: Array<TimeSeriesPoint>;
};

/**
 * Unique listeners of a period, from the host's total for the whole period
 * (`AGGREGATION_TYPE_TOTAL`), never from daily values: returning and total listeners do not add up
 * over days (a listener counts once per day they listened), so a sum of daily values would
 * overstate them (document 2, 2.5.3).
 */
export type UniqueListeners = {
  __typename?: 'UniqueListeners';
  /** Change of `totalListeners` against the previous period of equal length, when the host gives it. */
  change?: Maybe<PeriodChange>;
  /** Last day covered, `YYYY-MM-DD`. */
  endDate?: Maybe<Scalars['String']['output']>;
  /** Listeners new to the show in the period (unique). Null for an episode: the host splits listeners only per show. */
  newListeners?: Maybe<Scalars['Float']['output']>;
  /** Returning listeners in the period, each counted once. Null for an episode (see `newListeners`). */
  returningListeners?: Maybe<Scalars['Float']['output']>;
  /** First day covered, `YYYY-MM-DD`. */
  startDate?: Maybe<Scalars['String']['output']>;
  /** Unique listeners in the period, all platforms: new plus returning for a show. */
  totalListeners?: Maybe<Scalars['Float']['output']>;
};

/** Where `Show.knownUnpublishedEpisodes` found a show's drafts and scheduled episodes. */
export type UnpublishedEpisodesSource =
  /**
   * What this gateway learned for the caller: the episodes it created, read, scheduled or updated
   * while they were unpublished. One made elsewhere is missing until the gateway reads it by ID
   * or URI.
   */
  | 'LEARNED'
  /**
   * The upstream's own episode list, asked with a filter its schema offers for drafts, scheduled
   * or all episodes (document 2 shows only `PUBLISHED_EPISODES`; another implementation may offer
   * more). The list holds every unpublished episode the upstream lists first, up to the cap.
   */
  | 'UPSTREAM_LIST';

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

/**
 * Show metadata to change (spec 4.20). Only the fields given change. Limits are checked before
 * any upstream call: name 1 to 100 characters, description at most 600, author at most 80.
 */
export type UpdateShowMetadataInput = {
  /** Author name, at most 80 characters. */
  authorName?: InputMaybe<Scalars['String']['input']>;
  /**
   * Category pair. Checked against the host's category options before any write when the gateway
   * reads that list without doubt; when it cannot, the pair is sent and the host decides.
   */
  category?: InputMaybe<ShowCategoryInput>;
  /** Show description, at most 600 characters. */
  description?: InputMaybe<Scalars['String']['input']>;
  /** Whether the show is explicit. */
  isExplicit?: InputMaybe<Scalars['Boolean']['input']>;
  /** Language code, e.g. `en` or `pt-BR`. */
  language?: InputMaybe<Scalars['String']['input']>;
  /** Show title, 1 to 100 characters. */
  name?: InputMaybe<Scalars['String']['input']>;
};

/** The result of `updateShowMetadata`. */
export type UpdateShowMetadataPayload = {
  __typename?: 'UpdateShowMetadataPayload';
  /** The show with its updated metadata (as the host answered the update). */
  show: Show;
};

/** Outcome of `updateShowSlug`: a changed slug, or a taken one (an expected outcome, not an error). */
export type UpdateShowSlugResult = ShowSlugUpdated | SlugTaken;

/** One upload: its progress, and its outcome when it has one. */
export type UploadJob = {
  __typename?: 'UploadJob';
  /** Bytes sent to storage so far. A Float because files may exceed GraphQL's 32-bit Int; always a whole number. */
  bytesSent: Scalars['Float']['output'];
  createdAt: Scalars['DateTime']['output'];
  /** True for a direct-to-storage upload (the client sends the bytes to storage itself). */
  direct: Scalars['Boolean']['output'];
  /** The episode the file belongs to (audio, video, thumbnail). */
  episodeId?: Maybe<Scalars['Int']['output']>;
  /** What kind of failure it was, as an error code (BAD_USER_INPUT, UPSTREAM_ERROR, UPSTREAM_TIMEOUT, ...); null unless FAILED. */
  failureCode?: Maybe<Scalars['String']['output']>;
  /** Why the job failed, for people; null unless FAILED. Never contains a URL or a token. */
  failureReason?: Maybe<Scalars['String']['output']>;
  /** The file's name, as sent. */
  fileName: Scalars['String']['output'];
  /** The job's ID, for `uploadJob` and `uploadProgress`. */
  id: Scalars['ID']['output'];
  kind: UploadKind;
  /** The file's MIME type, as sent to storage. */
  mimeType: Scalars['String']['output'];
  /** The show the file belongs to (audio, video, cover art). */
  stationId?: Maybe<Scalars['Int']['output']>;
  status: UploadJobStatus;
  /** The pipeline step the job is at, or failed at. */
  step: UploadStep;
  /** The file's size in bytes, when known. */
  totalBytes?: Maybe<Scalars['Float']['output']>;
  updatedAt: Scalars['DateTime']['output'];
  /** What the host found in the media file; set when a media job completes. */
  validation?: Maybe<MediaValidation>;
};

/** Where an upload job stands. */
export type UploadJobStatus =
  /** The host accepted and processed the file; it is attached to the episode or show. */
  | 'COMPLETED'
  /** The upload stopped; `failureReason` says why. A failed job never becomes anything else. */
  | 'FAILED'
  /** The bytes are stored and the host was notified; the host is processing the file. */
  | 'PROCESSING'
  /** The file's bytes are on their way to storage (or, for a direct upload, awaited from the client). */
  | 'UPLOADING';

/** What is being uploaded. */
export type UploadKind =
  /** An episode's audio: mp3, m4a, aifc, aiff, ogg, wav or flac; at most 500 MiB. */
  | 'EPISODE_AUDIO'
  /** An episode's thumbnail image: png or jpeg. */
  | 'EPISODE_THUMBNAIL'
  /** An episode's video: mp4 or mov; at most 4 GiB. */
  | 'EPISODE_VIDEO'
  /** A show's cover art: png or jpeg. */
  | 'SHOW_COVER_ART';

/** The step of the upload pipeline a job is at, or failed at. */
export type UploadStep =
  /** Nothing left to do. */
  | 'DONE'
  /** Telling the host the file is stored. */
  | 'NOTIFY'
  /** Waiting for the host to process the file. */
  | 'POLL'
  /** Finding the account's user ID, which the host's completion call needs. */
  | 'RESOLVE_ACCOUNT'
  /** Asking the host where to store the file. */
  | 'SIGNED_URL'
  /** Sending the file's bytes to storage. */
  | 'STORAGE_PUT'
  /** Checking the file's format and size. */
  | 'VALIDATE';

export type UserShowList = {
  __typename?: 'UserShowList';
  shows: Array<Show>;
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
  CommentAuthor:
    | ( CommentListener )
    | ( CommentShowAuthor )
  ;
  PointValue:
    | ( AverageConsumptionTimeValue )
    | ( ConsumptionValue )
    | ( CountValueLong )
    | ( RatioValueFloat )
    | ( SegmentedAudienceValue )
  ;
  SavePollResult:
    | ( Omit<PollSaved, 'episode'> & { episode?: Maybe<_RefType['Episode']> } )
    | ( PollValidationError )
  ;
  UpdateShowSlugResult:
    | ( ShowSlugUpdated )
    | ( SlugTaken )
  ;
}>;


/** Mapping between all available schema types and the resolvers types */
export type ResolversTypes = ResolversObject<{
  AggregationType: AggregationType;
  Analytics: ResolverTypeWrapper<Omit<Analytics, 'analyticsValue'> & { analyticsValue?: Maybe<ResolversTypes['AnalyticsValueResult']> }>;
  AnalyticsDateRange: AnalyticsDateRange;
  AnalyticsInsight: ResolverTypeWrapper<AnalyticsInsight>;
  AnalyticsInsightFeedbackResult: ResolverTypeWrapper<Omit<AnalyticsInsightFeedbackResult, 'job'> & { job?: Maybe<ResolversTypes['AnalyticsInsightJob']> }>;
  AnalyticsInsightJob: ResolverTypeWrapper<InsightJob>;
  AnalyticsInsightRating: AnalyticsInsightRating;
  AnalyticsInsightStatus: AnalyticsInsightStatus;
  AnalyticsInterval: AnalyticsInterval;
  AnalyticsPeriod: AnalyticsPeriod;
  AnalyticsPoint: ResolverTypeWrapper<AnalyticsPoint>;
  AnalyticsSeries: ResolverTypeWrapper<AnalyticsSeries>;
  AnalyticsStarts: ResolverTypeWrapper<AnalyticsStarts>;
  AnalyticsTerm: ResolverTypeWrapper<AnalyticsTerm>;
  AnalyticsTermKind: AnalyticsTermKind;
  AnalyticsTotal: ResolverTypeWrapper<AnalyticsTotal>;
  AnalyticsValue: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['AnalyticsValue']>;
  AnalyticsValueResult: ResolverTypeWrapper<Omit<AnalyticsValueResult, 'analyticsValue'> & { analyticsValue?: Maybe<ResolversTypes['AnalyticsValue']> }>;
  AnalyticsWindow: AnalyticsWindow;
  AudienceTier: ResolverTypeWrapper<AudienceTier>;
  AudienceTiers: ResolverTypeWrapper<AudienceTiers>;
  AudienceValue: ResolverTypeWrapper<AudienceValue>;
  AverageConsumptionTimeValue: ResolverTypeWrapper<AverageConsumptionTimeValue>;
  BatchGetEpisodeAnalyticsItem: BatchGetEpisodeAnalyticsItem;
  BenchmarkEpisodePool: BenchmarkEpisodePool;
  BenchmarkMetricType: BenchmarkMetricType;
  BenchmarkParams: BenchmarkParams;
  BenchmarkPoint: ResolverTypeWrapper<BenchmarkPoint>;
  BenchmarkTimeSeriesValue: ResolverTypeWrapper<BenchmarkTimeSeriesValue>;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  Comment: ResolverTypeWrapper<Omit<Comment, 'author' | 'episode'> & { author?: Maybe<ResolversTypes['CommentAuthor']>, episode?: Maybe<ResolversTypes['Episode']> }>;
  CommentAuthor: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['CommentAuthor']>;
  CommentConnection: ResolverTypeWrapper<Omit<CommentConnection, 'edges'> & { edges: Array<ResolversTypes['CommentEdge']> }>;
  CommentEdge: ResolverTypeWrapper<Omit<CommentEdge, 'node'> & { node: ResolversTypes['Comment'] }>;
  CommentKind: CommentKind;
  CommentListener: ResolverTypeWrapper<CommentListener>;
  CommentMutationPayload: ResolverTypeWrapper<CommentMutationPayload>;
  CommentSettingsPayload: ResolverTypeWrapper<Omit<CommentSettingsPayload, 'show'> & { show?: Maybe<ResolversTypes['Show']> }>;
  CommentShowAuthor: ResolverTypeWrapper<CommentShowAuthor>;
  CommentStatus: CommentStatus;
  CompletionRate: ResolverTypeWrapper<CompletionRate>;
  ConsumptionValue: ResolverTypeWrapper<ConsumptionValue>;
  CoreFanInsight: ResolverTypeWrapper<CoreFanInsight>;
  CoreFanInsightResponse: ResolverTypeWrapper<CoreFanInsightResponse>;
  CoreFanMetricSummaryResponse: ResolverTypeWrapper<CoreFanMetricSummaryResponse>;
  CoreFanPoint: ResolverTypeWrapper<CoreFanPoint>;
  CoreFanSummary: ResolverTypeWrapper<CoreFanSummary>;
  CoreFanTimeSeriesResponse: ResolverTypeWrapper<CoreFanTimeSeriesResponse>;
  CountValueLong: ResolverTypeWrapper<CountValueLong>;
  CoverArtColors: ResolverTypeWrapper<CoverArtColors>;
  CreateEpisodeInput: CreateEpisodeInput;
  CreateEpisodePayload: ResolverTypeWrapper<Omit<CreateEpisodePayload, 'episode'> & { episode: ResolversTypes['Episode'] }>;
  CustomDateRange: CustomDateRange;
  DateTime: ResolverTypeWrapper<Scalars['DateTime']['output']>;
  DeleteEpisodePayload: ResolverTypeWrapper<DeleteEpisodePayload>;
  DeletePollPayload: ResolverTypeWrapper<Omit<DeletePollPayload, 'episode'> & { episode?: Maybe<ResolversTypes['Episode']> }>;
  DirectUploadTarget: ResolverTypeWrapper<Omit<DirectUploadTarget, 'job'> & { job: ResolversTypes['UploadJob'] }>;
  DiscoveryFunnelStep: ResolverTypeWrapper<DiscoveryFunnelStep>;
  DiscoveryFunnelValue: ResolverTypeWrapper<DiscoveryFunnelValue>;
  Episode: ResolverTypeWrapper<EpisodeParent>;
  EpisodeAnalyticsMetricType: EpisodeAnalyticsMetricType;
  EpisodeFormData: ResolverTypeWrapper<EpisodeFormData>;
  EpisodeLifecyclePayload: ResolverTypeWrapper<Omit<EpisodeLifecyclePayload, 'episode'> & { episode: ResolversTypes['Episode'] }>;
  EpisodeListPage: ResolverTypeWrapper<Omit<EpisodeListPage, 'items'> & { items: Array<ResolversTypes['Episode']> }>;
  EpisodeListQuery: EpisodeListQuery;
  EpisodeLookup: EpisodeLookup;
  EpisodeOrder: EpisodeOrder;
  EpisodePoll: ResolverTypeWrapper<EpisodePoll>;
  EpisodePollOption: ResolverTypeWrapper<EpisodePollOption>;
  EpisodeSortBy: EpisodeSortBy;
  EpisodeState: EpisodeState;
  EpisodeType: EpisodeType;
  EpisodeUri: ResolverTypeWrapper<Scalars['EpisodeUri']['output']>;
  EpisodeVisibility: EpisodeVisibility;
  ExternalShowUrl: ResolverTypeWrapper<ExternalShowUrl>;
  FieldMask: FieldMask;
  Float: ResolverTypeWrapper<Scalars['Float']['output']>;
  GetCoreFanInsightRequest: GetCoreFanInsightRequest;
  GetCoreFanMetricSummaryRequest: GetCoreFanMetricSummaryRequest;
  GetCoreFanTimeSeriesRequest: GetCoreFanTimeSeriesRequest;
  GetEpisodePlayCountRequest: GetEpisodePlayCountRequest;
  GetInsightRequest: GetInsightRequest;
  GetShowAnalyticsRequest: GetShowAnalyticsRequest;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  JSON: ResolverTypeWrapper<Scalars['JSON']['output']>;
  Long: ResolverTypeWrapper<Scalars['Long']['output']>;
  MediaType: MediaType;
  MediaValidation: ResolverTypeWrapper<MediaValidationRecord>;
  ModerationPolicy: ModerationPolicy;
  MonetizationLifecycle: ResolverTypeWrapper<MonetizationLifecycle>;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  Onboarding: ResolverTypeWrapper<OnboardingParent>;
  PageInfo: ResolverTypeWrapper<PageInfo>;
  PageRequest: PageRequest;
  PartnerProgramState: ResolverTypeWrapper<PartnerProgramState>;
  PercentageValueFloat: ResolverTypeWrapper<PercentageValueFloat>;
  PercentileValue: ResolverTypeWrapper<PercentileValue>;
  PeriodChange: ResolverTypeWrapper<PeriodChange>;
  PodcastCategory: ResolverTypeWrapper<PodcastCategory>;
  PointValue: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['PointValue']>;
  PollInput: PollInput;
  PollInputField: PollInputField;
  PollProblem: ResolverTypeWrapper<PollProblem>;
  PollSaved: ResolverTypeWrapper<Omit<PollSaved, 'episode'> & { episode?: Maybe<ResolversTypes['Episode']> }>;
  PollType: PollType;
  PollValidationError: ResolverTypeWrapper<PollValidationError>;
  ProtoTimestamp: ResolverTypeWrapper<ProtoTimestamp>;
  PublishEpisodeFailure: ResolverTypeWrapper<PublishEpisodeFailure>;
  PublishEpisodeStep: PublishEpisodeStep;
  PublishEpisodeWithMediaInput: PublishEpisodeWithMediaInput;
  PublishEpisodeWithMediaPayload: ResolverTypeWrapper<Omit<PublishEpisodeWithMediaPayload, 'episode' | 'job'> & { episode?: Maybe<ResolversTypes['Episode']>, job?: Maybe<ResolversTypes['UploadJob']> }>;
  PublishMode: PublishMode;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  RatioValueFloat: ResolverTypeWrapper<RatioValueFloat>;
  SavePollResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['SavePollResult']>;
  SegmentedAudienceValue: ResolverTypeWrapper<SegmentedAudienceValue>;
  SetSponsoredContentPayload: ResolverTypeWrapper<Omit<SetSponsoredContentPayload, 'episode'> & { episode: ResolversTypes['Episode'] }>;
  Show: ResolverTypeWrapper<ShowParent>;
  ShowAnalyticsMetricType: ShowAnalyticsMetricType;
  ShowCategory: ResolverTypeWrapper<ShowCategory>;
  ShowCategoryInput: ShowCategoryInput;
  ShowDistribution: ResolverTypeWrapper<ShowDistribution>;
  ShowFlags: ResolverTypeWrapper<ShowFlags>;
  ShowLookup: ShowLookup;
  ShowMonetization: ResolverTypeWrapper<ShowMonetizationParent>;
  ShowSlugUpdated: ResolverTypeWrapper<ShowSlugUpdated>;
  ShowUri: ResolverTypeWrapper<Scalars['ShowUri']['output']>;
  SingleValueLong: ResolverTypeWrapper<SingleValueLong>;
  SlugTaken: ResolverTypeWrapper<SlugTaken>;
  SortOrder: SortOrder;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  Subscription: ResolverTypeWrapper<Record<PropertyKey, never>>;
  TermsAndContactability: ResolverTypeWrapper<TermsAndContactability>;
  TimeSeriesPoint: ResolverTypeWrapper<Omit<TimeSeriesPoint, 'value'> & { value?: Maybe<ResolversTypes['PointValue']> }>;
  TimeSeriesValue: ResolverTypeWrapper<Omit<TimeSeriesValue, 'points'> & { points: Array<ResolversTypes['TimeSeriesPoint']> }>;
  UniqueListeners: ResolverTypeWrapper<UniqueListeners>;
  UnpublishedEpisodesSource: UnpublishedEpisodesSource;
  UpdateEpisodeInput: UpdateEpisodeInput;
  UpdateEpisodePayload: ResolverTypeWrapper<Omit<UpdateEpisodePayload, 'episode'> & { episode?: Maybe<ResolversTypes['Episode']> }>;
  UpdateShowMetadataInput: UpdateShowMetadataInput;
  UpdateShowMetadataPayload: ResolverTypeWrapper<Omit<UpdateShowMetadataPayload, 'show'> & { show: ResolversTypes['Show'] }>;
  UpdateShowSlugResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['UpdateShowSlugResult']>;
  Upload: ResolverTypeWrapper<Scalars['Upload']['output']>;
  UploadJob: ResolverTypeWrapper<UploadJobRecord>;
  UploadJobStatus: UploadJobStatus;
  UploadKind: UploadKind;
  UploadStep: UploadStep;
  UserShowList: ResolverTypeWrapper<Omit<UserShowList, 'shows'> & { shows: Array<ResolversTypes['Show']> }>;
}>;

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = ResolversObject<{
  Analytics: Omit<Analytics, 'analyticsValue'> & { analyticsValue?: Maybe<ResolversParentTypes['AnalyticsValueResult']> };
  AnalyticsDateRange: AnalyticsDateRange;
  AnalyticsInsight: AnalyticsInsight;
  AnalyticsInsightFeedbackResult: Omit<AnalyticsInsightFeedbackResult, 'job'> & { job?: Maybe<ResolversParentTypes['AnalyticsInsightJob']> };
  AnalyticsInsightJob: InsightJob;
  AnalyticsPoint: AnalyticsPoint;
  AnalyticsSeries: AnalyticsSeries;
  AnalyticsStarts: AnalyticsStarts;
  AnalyticsTerm: AnalyticsTerm;
  AnalyticsTotal: AnalyticsTotal;
  AnalyticsValue: ResolversUnionTypes<ResolversParentTypes>['AnalyticsValue'];
  AnalyticsValueResult: Omit<AnalyticsValueResult, 'analyticsValue'> & { analyticsValue?: Maybe<ResolversParentTypes['AnalyticsValue']> };
  AudienceTier: AudienceTier;
  AudienceTiers: AudienceTiers;
  AudienceValue: AudienceValue;
  AverageConsumptionTimeValue: AverageConsumptionTimeValue;
  BatchGetEpisodeAnalyticsItem: BatchGetEpisodeAnalyticsItem;
  BenchmarkParams: BenchmarkParams;
  BenchmarkPoint: BenchmarkPoint;
  BenchmarkTimeSeriesValue: BenchmarkTimeSeriesValue;
  Boolean: Scalars['Boolean']['output'];
  Comment: Omit<Comment, 'author' | 'episode'> & { author?: Maybe<ResolversParentTypes['CommentAuthor']>, episode?: Maybe<ResolversParentTypes['Episode']> };
  CommentAuthor: ResolversUnionTypes<ResolversParentTypes>['CommentAuthor'];
  CommentConnection: Omit<CommentConnection, 'edges'> & { edges: Array<ResolversParentTypes['CommentEdge']> };
  CommentEdge: Omit<CommentEdge, 'node'> & { node: ResolversParentTypes['Comment'] };
  CommentListener: CommentListener;
  CommentMutationPayload: CommentMutationPayload;
  CommentSettingsPayload: Omit<CommentSettingsPayload, 'show'> & { show?: Maybe<ResolversParentTypes['Show']> };
  CommentShowAuthor: CommentShowAuthor;
  CompletionRate: CompletionRate;
  ConsumptionValue: ConsumptionValue;
  CoreFanInsight: CoreFanInsight;
  CoreFanInsightResponse: CoreFanInsightResponse;
  CoreFanMetricSummaryResponse: CoreFanMetricSummaryResponse;
  CoreFanPoint: CoreFanPoint;
  CoreFanSummary: CoreFanSummary;
  CoreFanTimeSeriesResponse: CoreFanTimeSeriesResponse;
  CountValueLong: CountValueLong;
  CoverArtColors: CoverArtColors;
  CreateEpisodeInput: CreateEpisodeInput;
  CreateEpisodePayload: Omit<CreateEpisodePayload, 'episode'> & { episode: ResolversParentTypes['Episode'] };
  CustomDateRange: CustomDateRange;
  DateTime: Scalars['DateTime']['output'];
  DeleteEpisodePayload: DeleteEpisodePayload;
  DeletePollPayload: Omit<DeletePollPayload, 'episode'> & { episode?: Maybe<ResolversParentTypes['Episode']> };
  DirectUploadTarget: Omit<DirectUploadTarget, 'job'> & { job: ResolversParentTypes['UploadJob'] };
  DiscoveryFunnelStep: DiscoveryFunnelStep;
  DiscoveryFunnelValue: DiscoveryFunnelValue;
  Episode: EpisodeParent;
  EpisodeFormData: EpisodeFormData;
  EpisodeLifecyclePayload: Omit<EpisodeLifecyclePayload, 'episode'> & { episode: ResolversParentTypes['Episode'] };
  EpisodeListPage: Omit<EpisodeListPage, 'items'> & { items: Array<ResolversParentTypes['Episode']> };
  EpisodeListQuery: EpisodeListQuery;
  EpisodeLookup: EpisodeLookup;
  EpisodeOrder: EpisodeOrder;
  EpisodePoll: EpisodePoll;
  EpisodePollOption: EpisodePollOption;
  EpisodeUri: Scalars['EpisodeUri']['output'];
  ExternalShowUrl: ExternalShowUrl;
  FieldMask: FieldMask;
  Float: Scalars['Float']['output'];
  GetCoreFanInsightRequest: GetCoreFanInsightRequest;
  GetCoreFanMetricSummaryRequest: GetCoreFanMetricSummaryRequest;
  GetCoreFanTimeSeriesRequest: GetCoreFanTimeSeriesRequest;
  GetEpisodePlayCountRequest: GetEpisodePlayCountRequest;
  GetInsightRequest: GetInsightRequest;
  GetShowAnalyticsRequest: GetShowAnalyticsRequest;
  ID: Scalars['ID']['output'];
  Int: Scalars['Int']['output'];
  JSON: Scalars['JSON']['output'];
  Long: Scalars['Long']['output'];
  MediaValidation: MediaValidationRecord;
  MonetizationLifecycle: MonetizationLifecycle;
  Mutation: Record<PropertyKey, never>;
  Onboarding: OnboardingParent;
  PageInfo: PageInfo;
  PageRequest: PageRequest;
  PartnerProgramState: PartnerProgramState;
  PercentageValueFloat: PercentageValueFloat;
  PercentileValue: PercentileValue;
  PeriodChange: PeriodChange;
  PodcastCategory: PodcastCategory;
  PointValue: ResolversUnionTypes<ResolversParentTypes>['PointValue'];
  PollInput: PollInput;
  PollProblem: PollProblem;
  PollSaved: Omit<PollSaved, 'episode'> & { episode?: Maybe<ResolversParentTypes['Episode']> };
  PollValidationError: PollValidationError;
  ProtoTimestamp: ProtoTimestamp;
  PublishEpisodeFailure: PublishEpisodeFailure;
  PublishEpisodeWithMediaInput: PublishEpisodeWithMediaInput;
  PublishEpisodeWithMediaPayload: Omit<PublishEpisodeWithMediaPayload, 'episode' | 'job'> & { episode?: Maybe<ResolversParentTypes['Episode']>, job?: Maybe<ResolversParentTypes['UploadJob']> };
  Query: Record<PropertyKey, never>;
  RatioValueFloat: RatioValueFloat;
  SavePollResult: ResolversUnionTypes<ResolversParentTypes>['SavePollResult'];
  SegmentedAudienceValue: SegmentedAudienceValue;
  SetSponsoredContentPayload: Omit<SetSponsoredContentPayload, 'episode'> & { episode: ResolversParentTypes['Episode'] };
  Show: ShowParent;
  ShowCategory: ShowCategory;
  ShowCategoryInput: ShowCategoryInput;
  ShowDistribution: ShowDistribution;
  ShowFlags: ShowFlags;
  ShowLookup: ShowLookup;
  ShowMonetization: ShowMonetizationParent;
  ShowSlugUpdated: ShowSlugUpdated;
  ShowUri: Scalars['ShowUri']['output'];
  SingleValueLong: SingleValueLong;
  SlugTaken: SlugTaken;
  String: Scalars['String']['output'];
  Subscription: Record<PropertyKey, never>;
  TermsAndContactability: TermsAndContactability;
  TimeSeriesPoint: Omit<TimeSeriesPoint, 'value'> & { value?: Maybe<ResolversParentTypes['PointValue']> };
  TimeSeriesValue: Omit<TimeSeriesValue, 'points'> & { points: Array<ResolversParentTypes['TimeSeriesPoint']> };
  UniqueListeners: UniqueListeners;
  UpdateEpisodeInput: UpdateEpisodeInput;
  UpdateEpisodePayload: Omit<UpdateEpisodePayload, 'episode'> & { episode?: Maybe<ResolversParentTypes['Episode']> };
  UpdateShowMetadataInput: UpdateShowMetadataInput;
  UpdateShowMetadataPayload: Omit<UpdateShowMetadataPayload, 'show'> & { show: ResolversParentTypes['Show'] };
  UpdateShowSlugResult: ResolversUnionTypes<ResolversParentTypes>['UpdateShowSlugResult'];
  Upload: Scalars['Upload']['output'];
  UploadJob: UploadJobRecord;
  UserShowList: Omit<UserShowList, 'shows'> & { shows: Array<ResolversParentTypes['Show']> };
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

export type AnalyticsInsightFeedbackResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AnalyticsInsightFeedbackResult'] = ResolversParentTypes['AnalyticsInsightFeedbackResult']> = ResolversObject<{
  accepted?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  job?: Resolver<Maybe<ResolversTypes['AnalyticsInsightJob']>, ParentType, ContextType>;
}>;

export type AnalyticsInsightJobResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AnalyticsInsightJob'] = ResolversParentTypes['AnalyticsInsightJob']> = ResolversObject<{
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  failureCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  failureReason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  generatedAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  insightId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  insightType?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  payload?: Resolver<Maybe<ResolversTypes['JSON']>, ParentType, ContextType>;
  polls?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  showUri?: Resolver<ResolversTypes['ShowUri'], ParentType, ContextType>;
  state?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['AnalyticsInsightStatus'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
}>;

export type AnalyticsPointResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AnalyticsPoint'] = ResolversParentTypes['AnalyticsPoint']> = ResolversObject<{
  date?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  endDate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  value?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
}>;

export type AnalyticsSeriesResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AnalyticsSeries'] = ResolversParentTypes['AnalyticsSeries']> = ResolversObject<{
  endDate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  points?: Resolver<Array<ResolversTypes['AnalyticsPoint']>, ParentType, ContextType>;
  startDate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type AnalyticsStartsResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AnalyticsStarts'] = ResolversParentTypes['AnalyticsStarts']> = ResolversObject<{
  startsCount?: Resolver<Maybe<ResolversTypes['Long']>, ParentType, ContextType>;
}>;

export type AnalyticsTermResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AnalyticsTerm'] = ResolversParentTypes['AnalyticsTerm']> = ResolversObject<{
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['AnalyticsTermKind'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  term?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type AnalyticsTotalResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AnalyticsTotal'] = ResolversParentTypes['AnalyticsTotal']> = ResolversObject<{
  change?: Resolver<Maybe<ResolversTypes['PeriodChange']>, ParentType, ContextType>;
  endDate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  startDate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  value?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
}>;

export type AnalyticsValueResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AnalyticsValue'] = ResolversParentTypes['AnalyticsValue']> = ResolversObject<{
  __resolveType: TypeResolveFn<'AudienceValue' | 'AverageConsumptionTimeValue' | 'BenchmarkTimeSeriesValue' | 'ConsumptionValue' | 'CountValueLong' | 'DiscoveryFunnelValue' | 'PercentageValueFloat' | 'RatioValueFloat' | 'SegmentedAudienceValue' | 'SingleValueLong' | 'TimeSeriesValue', ParentType, ContextType>;
}>;

export type AnalyticsValueResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AnalyticsValueResult'] = ResolversParentTypes['AnalyticsValueResult']> = ResolversObject<{
  analyticsValue?: Resolver<Maybe<ResolversTypes['AnalyticsValue']>, ParentType, ContextType>;
  periodOverPeriodPercentageDiff?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
}>;

export type AudienceTierResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AudienceTier'] = ResolversParentTypes['AudienceTier']> = ResolversObject<{
  count?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  percent?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  share?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
}>;

export type AudienceTiersResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AudienceTiers'] = ResolversParentTypes['AudienceTiers']> = ResolversObject<{
  coreFans?: Resolver<Maybe<ResolversTypes['AudienceTier']>, ParentType, ContextType>;
  developingAudience?: Resolver<Maybe<ResolversTypes['AudienceTier']>, ParentType, ContextType>;
  endDate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  gainedCoreFans?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  lookbackEndDate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  lookbackStartDate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  newAudience?: Resolver<Maybe<ResolversTypes['AudienceTier']>, ParentType, ContextType>;
  startDate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  totalAudience?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
}>;

export type AudienceValueResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AudienceValue'] = ResolversParentTypes['AudienceValue']> = ResolversObject<{
  foregroundAudiencePercent?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  foregroundAudienceSize?: Resolver<Maybe<ResolversTypes['Long']>, ParentType, ContextType>;
  totalAudienceSize?: Resolver<Maybe<ResolversTypes['Long']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
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

export type CommentResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Comment'] = ResolversParentTypes['Comment']> = ResolversObject<{
  approvedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  author?: Resolver<Maybe<ResolversTypes['CommentAuthor']>, ParentType, ContextType>;
  containsBlockedWords?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  createdAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  episode?: Resolver<Maybe<ResolversTypes['Episode']>, ParentType, ContextType>;
  episodeUri?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  hasCreatorReacted?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  hasCreatorReplied?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  initialStatus?: Resolver<Maybe<ResolversTypes['CommentStatus']>, ParentType, ContextType>;
  isPinned?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['CommentKind'], ParentType, ContextType>;
  language?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  parentCommentUri?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  replyCount?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  status?: Resolver<Maybe<ResolversTypes['CommentStatus']>, ParentType, ContextType>;
  text?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  uri?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  violatedSensitivityPolicy?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
}>;

export type CommentAuthorResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CommentAuthor'] = ResolversParentTypes['CommentAuthor']> = ResolversObject<{
  __resolveType: TypeResolveFn<'CommentListener' | 'CommentShowAuthor', ParentType, ContextType>;
}>;

export type CommentConnectionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CommentConnection'] = ResolversParentTypes['CommentConnection']> = ResolversObject<{
  edges?: Resolver<Array<ResolversTypes['CommentEdge']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
}>;

export type CommentEdgeResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CommentEdge'] = ResolversParentTypes['CommentEdge']> = ResolversObject<{
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['Comment'], ParentType, ContextType>;
}>;

export type CommentListenerResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CommentListener'] = ResolversParentTypes['CommentListener']> = ResolversObject<{
  displayName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  imageUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  username?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type CommentMutationPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CommentMutationPayload'] = ResolversParentTypes['CommentMutationPayload']> = ResolversObject<{
  commentUri?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  success?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
}>;

export type CommentSettingsPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CommentSettingsPayload'] = ResolversParentTypes['CommentSettingsPayload']> = ResolversObject<{
  show?: Resolver<Maybe<ResolversTypes['Show']>, ParentType, ContextType>;
  success?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
}>;

export type CommentShowAuthorResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CommentShowAuthor'] = ResolversParentTypes['CommentShowAuthor']> = ResolversObject<{
  imageUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  showName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  showUri?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type CompletionRateResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CompletionRate'] = ResolversParentTypes['CompletionRate']> = ResolversObject<{
  change?: Resolver<Maybe<ResolversTypes['PeriodChange']>, ParentType, ContextType>;
  endDate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  fraction?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  percent?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  startDate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
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

export type CoverArtColorsResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CoverArtColors'] = ResolversParentTypes['CoverArtColors']> = ResolversObject<{
  imageUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  palette?: Resolver<Maybe<ResolversTypes['JSON']>, ParentType, ContextType>;
}>;

export type CreateEpisodePayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CreateEpisodePayload'] = ResolversParentTypes['CreateEpisodePayload']> = ResolversObject<{
  created?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  descriptionMatches?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  episode?: Resolver<ResolversTypes['Episode'], ParentType, ContextType>;
  hourOffset?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  shareUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  stationId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export interface DateTimeScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['DateTime'], any> {
  name: 'DateTime';
}

export type DeleteEpisodePayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['DeleteEpisodePayload'] = ResolversParentTypes['DeleteEpisodePayload']> = ResolversObject<{
  deletedEpisodeId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type DeletePollPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['DeletePollPayload'] = ResolversParentTypes['DeletePollPayload']> = ResolversObject<{
  deleted?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  episode?: Resolver<Maybe<ResolversTypes['Episode']>, ParentType, ContextType>;
}>;

export type DirectUploadTargetResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['DirectUploadTarget'] = ResolversParentTypes['DirectUploadTarget']> = ResolversObject<{
  headers?: Resolver<ResolversTypes['JSON'], ParentType, ContextType>;
  job?: Resolver<ResolversTypes['UploadJob'], ParentType, ContextType>;
  method?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  uploadUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
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
  comments?: Resolver<Maybe<ResolversTypes['CommentConnection']>, ParentType, ContextType, RequireFields<EpisodeCommentsArgs, 'kinds' | 'statuses'>>;
  completionRate?: Resolver<Maybe<ResolversTypes['CompletionRate']>, ParentType, ContextType, RequireFields<EpisodeCompletionRateArgs, 'period'>>;
  containsSponsoredContent?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  episodeType?: Resolver<Maybe<ResolversTypes['EpisodeType']>, ParentType, ContextType>;
  formData?: Resolver<Maybe<ResolversTypes['JSON']>, ParentType, ContextType>;
  id?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  isExplicit?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  isPublished?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  playsAndDownloads?: Resolver<Maybe<ResolversTypes['AnalyticsTotal']>, ParentType, ContextType, RequireFields<EpisodePlaysAndDownloadsArgs, 'period'>>;
  playsAndDownloadsSeries?: Resolver<Maybe<ResolversTypes['AnalyticsSeries']>, ParentType, ContextType, RequireFields<EpisodePlaysAndDownloadsSeriesArgs, 'interval' | 'period'>>;
  poll?: Resolver<Maybe<ResolversTypes['EpisodePoll']>, ParentType, ContextType>;
  publishOn?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  publishedOn?: Resolver<Maybe<ResolversTypes['ProtoTimestamp']>, ParentType, ContextType>;
  shareUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  state?: Resolver<Maybe<ResolversTypes['EpisodeState']>, ParentType, ContextType>;
  stationId?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  streamsAndDownloads?: Resolver<Maybe<ResolversTypes['AnalyticsTotal']>, ParentType, ContextType, RequireFields<EpisodeStreamsAndDownloadsArgs, 'period'>>;
  title?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  uniqueListeners?: Resolver<Maybe<ResolversTypes['UniqueListeners']>, ParentType, ContextType, RequireFields<EpisodeUniqueListenersArgs, 'period'>>;
  uri?: Resolver<Maybe<ResolversTypes['EpisodeUri']>, ParentType, ContextType>;
}>;

export type EpisodeFormDataResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['EpisodeFormData'] = ResolversParentTypes['EpisodeFormData']> = ResolversObject<{
  data?: Resolver<Maybe<ResolversTypes['JSON']>, ParentType, ContextType>;
  episodeUri?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type EpisodeLifecyclePayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['EpisodeLifecyclePayload'] = ResolversParentTypes['EpisodeLifecyclePayload']> = ResolversObject<{
  didChangePublishState?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  episode?: Resolver<ResolversTypes['Episode'], ParentType, ContextType>;
  previousState?: Resolver<ResolversTypes['EpisodeState'], ParentType, ContextType>;
  shareUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type EpisodeListPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['EpisodeListPage'] = ResolversParentTypes['EpisodeListPage']> = ResolversObject<{
  items?: Resolver<Array<ResolversTypes['Episode']>, ParentType, ContextType>;
}>;

export type EpisodePollResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['EpisodePoll'] = ResolversParentTypes['EpisodePoll']> = ResolversObject<{
  closesAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  episodeUri?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  opensAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  options?: Resolver<Array<ResolversTypes['EpisodePollOption']>, ParentType, ContextType>;
  question?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  type?: Resolver<Maybe<ResolversTypes['PollType']>, ParentType, ContextType>;
}>;

export type EpisodePollOptionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['EpisodePollOption'] = ResolversParentTypes['EpisodePollOption']> = ResolversObject<{
  text?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  votes?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
}>;

export interface EpisodeUriScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['EpisodeUri'], any> {
  name: 'EpisodeUri';
}

export type ExternalShowUrlResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ExternalShowUrl'] = ResolversParentTypes['ExternalShowUrl']> = ResolversObject<{
  platform?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export interface JsonScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['JSON'], any> {
  name: 'JSON';
}

export interface LongScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['Long'], any> {
  name: 'Long';
}

export type MediaValidationResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['MediaValidation'] = ResolversParentTypes['MediaValidation']> = ResolversObject<{
  duration?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  durationMs?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  mediaType?: Resolver<Maybe<ResolversTypes['MediaType']>, ParentType, ContextType>;
  validationStatus?: Resolver<Maybe<ResolversTypes['JSON']>, ParentType, ContextType>;
}>;

export type MonetizationLifecycleResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['MonetizationLifecycle'] = ResolversParentTypes['MonetizationLifecycle']> = ResolversObject<{
  partnerProgram?: Resolver<Maybe<ResolversTypes['PartnerProgramState']>, ParentType, ContextType>;
  products?: Resolver<Maybe<ResolversTypes['JSON']>, ParentType, ContextType>;
}>;

export type MutationResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = ResolversObject<{
  blockCommenter?: Resolver<Maybe<ResolversTypes['CommentSettingsPayload']>, ParentType, ContextType, RequireFields<MutationBlockCommenterArgs, 'username'>>;
  createEpisode?: Resolver<Maybe<ResolversTypes['CreateEpisodePayload']>, ParentType, ContextType, RequireFields<MutationCreateEpisodeArgs, 'input'>>;
  deleteComment?: Resolver<Maybe<ResolversTypes['CommentMutationPayload']>, ParentType, ContextType, RequireFields<MutationDeleteCommentArgs, 'commentUri'>>;
  deleteEpisode?: Resolver<Maybe<ResolversTypes['DeleteEpisodePayload']>, ParentType, ContextType, RequireFields<MutationDeleteEpisodeArgs, 'confirmIrreversible'>>;
  deletePoll?: Resolver<Maybe<ResolversTypes['DeletePollPayload']>, ParentType, ContextType, Partial<MutationDeletePollArgs>>;
  finishDirectUpload?: Resolver<Maybe<ResolversTypes['UploadJob']>, ParentType, ContextType, RequireFields<MutationFinishDirectUploadArgs, 'jobId' | 'waitForProcessing'>>;
  generateAnalyticsInsight?: Resolver<ResolversTypes['AnalyticsInsightJob'], ParentType, ContextType, Partial<MutationGenerateAnalyticsInsightArgs>>;
  markCommentRead?: Resolver<Maybe<ResolversTypes['CommentMutationPayload']>, ParentType, ContextType, RequireFields<MutationMarkCommentReadArgs, 'commentUri'>>;
  pinComment?: Resolver<Maybe<ResolversTypes['CommentMutationPayload']>, ParentType, ContextType, RequireFields<MutationPinCommentArgs, 'commentUri'>>;
  publishComment?: Resolver<Maybe<ResolversTypes['CommentMutationPayload']>, ParentType, ContextType, RequireFields<MutationPublishCommentArgs, 'commentUri'>>;
  publishEpisode?: Resolver<Maybe<ResolversTypes['EpisodeLifecyclePayload']>, ParentType, ContextType, Partial<MutationPublishEpisodeArgs>>;
  publishEpisodeWithMedia?: Resolver<Maybe<ResolversTypes['PublishEpisodeWithMediaPayload']>, ParentType, ContextType, RequireFields<MutationPublishEpisodeWithMediaArgs, 'file' | 'input'>>;
  renewDirectUpload?: Resolver<Maybe<ResolversTypes['DirectUploadTarget']>, ParentType, ContextType, RequireFields<MutationRenewDirectUploadArgs, 'jobId'>>;
  replyToComment?: Resolver<Maybe<ResolversTypes['CommentMutationPayload']>, ParentType, ContextType, RequireFields<MutationReplyToCommentArgs, 'commentUri' | 'text'>>;
  savePoll?: Resolver<Maybe<ResolversTypes['SavePollResult']>, ParentType, ContextType, RequireFields<MutationSavePollArgs, 'input'>>;
  scheduleEpisode?: Resolver<Maybe<ResolversTypes['EpisodeLifecyclePayload']>, ParentType, ContextType, RequireFields<MutationScheduleEpisodeArgs, 'publishOn'>>;
  setCommentsEnabled?: Resolver<Maybe<ResolversTypes['CommentSettingsPayload']>, ParentType, ContextType, RequireFields<MutationSetCommentsEnabledArgs, 'enabled'>>;
  setEpisodeSponsoredContent?: Resolver<Maybe<ResolversTypes['SetSponsoredContentPayload']>, ParentType, ContextType, RequireFields<MutationSetEpisodeSponsoredContentArgs, 'containsSponsoredContent'>>;
  setModerationPolicy?: Resolver<Maybe<ResolversTypes['CommentSettingsPayload']>, ParentType, ContextType, RequireFields<MutationSetModerationPolicyArgs, 'policy'>>;
  startDirectUpload?: Resolver<Maybe<ResolversTypes['DirectUploadTarget']>, ParentType, ContextType, RequireFields<MutationStartDirectUploadArgs, 'fileName' | 'kind' | 'mimeType' | 'size'>>;
  submitAnalyticsInsightFeedback?: Resolver<ResolversTypes['AnalyticsInsightFeedbackResult'], ParentType, ContextType, RequireFields<MutationSubmitAnalyticsInsightFeedbackArgs, 'rating'>>;
  syncEpisodeListIndex?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType, RequireFields<MutationSyncEpisodeListIndexArgs, 'stationId'>>;
  syncMonetizationLifecycle?: Resolver<Maybe<ResolversTypes['MonetizationLifecycle']>, ParentType, ContextType, RequireFields<MutationSyncMonetizationLifecycleArgs, 'stationId'>>;
  unblockCommenter?: Resolver<Maybe<ResolversTypes['CommentSettingsPayload']>, ParentType, ContextType, RequireFields<MutationUnblockCommenterArgs, 'username'>>;
  unpinComment?: Resolver<Maybe<ResolversTypes['CommentMutationPayload']>, ParentType, ContextType, RequireFields<MutationUnpinCommentArgs, 'commentUri'>>;
  updateEpisode?: Resolver<Maybe<ResolversTypes['UpdateEpisodePayload']>, ParentType, ContextType, RequireFields<MutationUpdateEpisodeArgs, 'id' | 'input'>>;
  updateShowMetadata?: Resolver<Maybe<ResolversTypes['UpdateShowMetadataPayload']>, ParentType, ContextType, RequireFields<MutationUpdateShowMetadataArgs, 'input'>>;
  updateShowSlug?: Resolver<Maybe<ResolversTypes['UpdateShowSlugResult']>, ParentType, ContextType, RequireFields<MutationUpdateShowSlugArgs, 'slug'>>;
  uploadEpisodeAudio?: Resolver<Maybe<ResolversTypes['UploadJob']>, ParentType, ContextType, RequireFields<MutationUploadEpisodeAudioArgs, 'episodeId' | 'file' | 'stationId' | 'waitForProcessing'>>;
  uploadEpisodeThumbnail?: Resolver<Maybe<ResolversTypes['UploadJob']>, ParentType, ContextType, RequireFields<MutationUploadEpisodeThumbnailArgs, 'episodeId' | 'file' | 'waitForProcessing'>>;
  uploadEpisodeVideo?: Resolver<Maybe<ResolversTypes['UploadJob']>, ParentType, ContextType, RequireFields<MutationUploadEpisodeVideoArgs, 'episodeId' | 'file' | 'stationId' | 'waitForProcessing'>>;
  uploadShowCoverArt?: Resolver<Maybe<ResolversTypes['UploadJob']>, ParentType, ContextType, RequireFields<MutationUploadShowCoverArtArgs, 'file' | 'stationId' | 'waitForProcessing'>>;
}>;

export type OnboardingResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Onboarding'] = ResolversParentTypes['Onboarding']> = ResolversObject<{
  redirectStatus?: Resolver<Maybe<ResolversTypes['JSON']>, ParentType, ContextType>;
  steps?: Resolver<Maybe<ResolversTypes['JSON']>, ParentType, ContextType>;
}>;

export type PageInfoResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PageInfo'] = ResolversParentTypes['PageInfo']> = ResolversObject<{
  endCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  hasNextPage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  hasPreviousPage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  startCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type PartnerProgramStateResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PartnerProgramState'] = ResolversParentTypes['PartnerProgramState']> = ResolversObject<{
  lifecycleState?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  pendingRequirements?: Resolver<Maybe<Array<ResolversTypes['JSON']>>, ParentType, ContextType>;
}>;

export type PercentageValueFloatResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PercentageValueFloat'] = ResolversParentTypes['PercentageValueFloat']> = ResolversObject<{
  value?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type PercentileValueResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PercentileValue'] = ResolversParentTypes['PercentileValue']> = ResolversObject<{
  percentile?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  value?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
}>;

export type PeriodChangeResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PeriodChange'] = ResolversParentTypes['PeriodChange']> = ResolversObject<{
  fraction?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  percent?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
}>;

export type PodcastCategoryResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PodcastCategory'] = ResolversParentTypes['PodcastCategory']> = ResolversObject<{
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  subcategories?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type PointValueResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PointValue'] = ResolversParentTypes['PointValue']> = ResolversObject<{
  __resolveType: TypeResolveFn<'AverageConsumptionTimeValue' | 'ConsumptionValue' | 'CountValueLong' | 'RatioValueFloat' | 'SegmentedAudienceValue', ParentType, ContextType>;
}>;

export type PollProblemResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PollProblem'] = ResolversParentTypes['PollProblem']> = ResolversObject<{
  field?: Resolver<ResolversTypes['PollInputField'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type PollSavedResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PollSaved'] = ResolversParentTypes['PollSaved']> = ResolversObject<{
  episode?: Resolver<Maybe<ResolversTypes['Episode']>, ParentType, ContextType>;
  poll?: Resolver<ResolversTypes['EpisodePoll'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type PollValidationErrorResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PollValidationError'] = ResolversParentTypes['PollValidationError']> = ResolversObject<{
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  problems?: Resolver<Array<ResolversTypes['PollProblem']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type ProtoTimestampResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ProtoTimestamp'] = ResolversParentTypes['ProtoTimestamp']> = ResolversObject<{
  seconds?: Resolver<ResolversTypes['Long'], ParentType, ContextType>;
}>;

export type PublishEpisodeFailureResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PublishEpisodeFailure'] = ResolversParentTypes['PublishEpisodeFailure']> = ResolversObject<{
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdEpisodeId?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  failedStep?: Resolver<ResolversTypes['PublishEpisodeStep'], ParentType, ContextType>;
  mediaUploaded?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type PublishEpisodeWithMediaPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PublishEpisodeWithMediaPayload'] = ResolversParentTypes['PublishEpisodeWithMediaPayload']> = ResolversObject<{
  episode?: Resolver<Maybe<ResolversTypes['Episode']>, ParentType, ContextType>;
  failure?: Resolver<Maybe<ResolversTypes['PublishEpisodeFailure']>, ParentType, ContextType>;
  job?: Resolver<Maybe<ResolversTypes['UploadJob']>, ParentType, ContextType>;
}>;

export type QueryResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = ResolversObject<{
  analyticsGlossary?: Resolver<Array<ResolversTypes['AnalyticsTerm']>, ParentType, ContextType>;
  analyticsInsightJob?: Resolver<Maybe<ResolversTypes['AnalyticsInsightJob']>, ParentType, ContextType, RequireFields<QueryAnalyticsInsightJobArgs, 'id'>>;
  coverArtColors?: Resolver<Maybe<Array<ResolversTypes['CoverArtColors']>>, ParentType, ContextType, RequireFields<QueryCoverArtColorsArgs, 'imageUrls'>>;
  episode?: Resolver<Maybe<ResolversTypes['Episode']>, ParentType, ContextType, Partial<QueryEpisodeArgs>>;
  episodeByUri?: Resolver<Maybe<ResolversTypes['Episode']>, ParentType, ContextType, RequireFields<QueryEpisodeByUriArgs, 'getEpisodeRequest'>>;
  episodeFormData?: Resolver<Maybe<Array<ResolversTypes['EpisodeFormData']>>, ParentType, ContextType, RequireFields<QueryEpisodeFormDataArgs, 'episodeUris'>>;
  onboarding?: Resolver<Maybe<ResolversTypes['Onboarding']>, ParentType, ContextType, RequireFields<QueryOnboardingArgs, 'userId'>>;
  partnerIds?: Resolver<Maybe<ResolversTypes['JSON']>, ParentType, ContextType, RequireFields<QueryPartnerIdsArgs, 'userId'>>;
  podcastCategories?: Resolver<Maybe<Array<ResolversTypes['PodcastCategory']>>, ParentType, ContextType>;
  region?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  show?: Resolver<Maybe<ResolversTypes['Show']>, ParentType, ContextType, Partial<QueryShowArgs>>;
  showByShowUri?: Resolver<Maybe<ResolversTypes['Show']>, ParentType, ContextType, RequireFields<QueryShowByShowUriArgs, 'getShowByShowUriRequest'>>;
  showsForUser?: Resolver<Maybe<ResolversTypes['UserShowList']>, ParentType, ContextType>;
  stationsStatus?: Resolver<Maybe<ResolversTypes['JSON']>, ParentType, ContextType>;
  termsAndContactability?: Resolver<Maybe<ResolversTypes['TermsAndContactability']>, ParentType, ContextType, RequireFields<QueryTermsAndContactabilityArgs, 'userId'>>;
  uploadJob?: Resolver<Maybe<ResolversTypes['UploadJob']>, ParentType, ContextType, RequireFields<QueryUploadJobArgs, 'id'>>;
  userVerification?: Resolver<Maybe<ResolversTypes['JSON']>, ParentType, ContextType>;
}>;

export type RatioValueFloatResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['RatioValueFloat'] = ResolversParentTypes['RatioValueFloat']> = ResolversObject<{
  value?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type SavePollResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SavePollResult'] = ResolversParentTypes['SavePollResult']> = ResolversObject<{
  __resolveType: TypeResolveFn<'PollSaved' | 'PollValidationError', ParentType, ContextType>;
}>;

export type SegmentedAudienceValueResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SegmentedAudienceValue'] = ResolversParentTypes['SegmentedAudienceValue']> = ResolversObject<{
  newAudience?: Resolver<Maybe<ResolversTypes['Long']>, ParentType, ContextType>;
  returningAudience?: Resolver<Maybe<ResolversTypes['Long']>, ParentType, ContextType>;
  totalAudience?: Resolver<Maybe<ResolversTypes['Long']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type SetSponsoredContentPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SetSponsoredContentPayload'] = ResolversParentTypes['SetSponsoredContentPayload']> = ResolversObject<{
  containsSponsoredContent?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  episode?: Resolver<ResolversTypes['Episode'], ParentType, ContextType>;
  publishOnSent?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
}>;

export type ShowResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Show'] = ResolversParentTypes['Show']> = ResolversObject<{
  analytics?: Resolver<Maybe<ResolversTypes['Analytics']>, ParentType, ContextType, RequireFields<ShowAnalyticsArgs, 'getShowAnalyticsRequest'>>;
  analyticsInsight?: Resolver<Maybe<ResolversTypes['AnalyticsInsight']>, ParentType, ContextType, RequireFields<ShowAnalyticsInsightArgs, 'getInsightRequest'>>;
  authorEmail?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  authorName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  canUnblockCommenters?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  category?: Resolver<Maybe<ResolversTypes['ShowCategory']>, ParentType, ContextType>;
  comments?: Resolver<Maybe<ResolversTypes['CommentConnection']>, ParentType, ContextType, RequireFields<ShowCommentsArgs, 'kinds' | 'statuses'>>;
  completionRate?: Resolver<Maybe<ResolversTypes['CompletionRate']>, ParentType, ContextType, RequireFields<ShowCompletionRateArgs, 'period'>>;
  coreFanInsight?: Resolver<Maybe<ResolversTypes['CoreFanInsightResponse']>, ParentType, ContextType, RequireFields<ShowCoreFanInsightArgs, 'getCoreFanInsightRequest'>>;
  coreFanMetricSummary?: Resolver<Maybe<ResolversTypes['CoreFanMetricSummaryResponse']>, ParentType, ContextType, RequireFields<ShowCoreFanMetricSummaryArgs, 'getCoreFanMetricSummaryRequest'>>;
  coreFanSummary?: Resolver<Maybe<ResolversTypes['AudienceTiers']>, ParentType, ContextType, RequireFields<ShowCoreFanSummaryArgs, 'allTime'>>;
  coreFanTimeSeries?: Resolver<Maybe<ResolversTypes['CoreFanTimeSeriesResponse']>, ParentType, ContextType, RequireFields<ShowCoreFanTimeSeriesArgs, 'getCoreFanTimeSeriesRequest'>>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  distribution?: Resolver<Maybe<ResolversTypes['ShowDistribution']>, ParentType, ContextType>;
  episodePageSettings?: Resolver<Maybe<ResolversTypes['JSON']>, ParentType, ContextType>;
  episodesV2?: Resolver<Maybe<ResolversTypes['EpisodeListPage']>, ParentType, ContextType, RequireFields<ShowEpisodesV2Args, 'listEpisodesV2Request'>>;
  featuredEpisodeSettings?: Resolver<Maybe<ResolversTypes['JSON']>, ParentType, ContextType>;
  flags?: Resolver<Maybe<ResolversTypes['ShowFlags']>, ParentType, ContextType>;
  formUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  hostRecommendations?: Resolver<Maybe<ResolversTypes['JSON']>, ParentType, ContextType>;
  image400Url?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  imageUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  isExplicit?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  knownBlockedCommenters?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  knownUnpublishedEpisodes?: Resolver<Array<ResolversTypes['Episode']>, ParentType, ContextType>;
  language?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  monetization?: Resolver<Maybe<ResolversTypes['ShowMonetization']>, ParentType, ContextType>;
  name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  playsAndDownloads?: Resolver<Maybe<ResolversTypes['AnalyticsTotal']>, ParentType, ContextType, RequireFields<ShowPlaysAndDownloadsArgs, 'period'>>;
  playsAndDownloadsSeries?: Resolver<Maybe<ResolversTypes['AnalyticsSeries']>, ParentType, ContextType, RequireFields<ShowPlaysAndDownloadsSeriesArgs, 'interval' | 'period'>>;
  rssFeedUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  stationId?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  streamsAndDownloads?: Resolver<Maybe<ResolversTypes['AnalyticsTotal']>, ParentType, ContextType, RequireFields<ShowStreamsAndDownloadsArgs, 'period'>>;
  uniqueListeners?: Resolver<Maybe<ResolversTypes['UniqueListeners']>, ParentType, ContextType, RequireFields<ShowUniqueListenersArgs, 'period'>>;
  unpublishedEpisodesSource?: Resolver<ResolversTypes['UnpublishedEpisodesSource'], ParentType, ContextType>;
  uri?: Resolver<Maybe<ResolversTypes['ShowUri']>, ParentType, ContextType>;
}>;

export type ShowCategoryResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ShowCategory'] = ResolversParentTypes['ShowCategory']> = ResolversObject<{
  primary?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  secondary?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type ShowDistributionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ShowDistribution'] = ResolversParentTypes['ShowDistribution']> = ResolversObject<{
  canEnableRss?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  externalUrls?: Resolver<Maybe<Array<ResolversTypes['ExternalShowUrl']>>, ParentType, ContextType>;
  isEnterprisePodcast?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  platformDistributionStatus?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  platformShowUri?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  platforms?: Resolver<Maybe<Array<ResolversTypes['String']>>, ParentType, ContextType>;
  vanitySlug?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
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

export type ShowMonetizationResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ShowMonetization'] = ResolversParentTypes['ShowMonetization']> = ResolversObject<{
  paywall?: Resolver<Maybe<ResolversTypes['JSON']>, ParentType, ContextType>;
  paywallLifecycleState?: Resolver<Maybe<ResolversTypes['JSON']>, ParentType, ContextType>;
  wallet?: Resolver<Maybe<ResolversTypes['JSON']>, ParentType, ContextType>;
  walletAvailability?: Resolver<Maybe<ResolversTypes['JSON']>, ParentType, ContextType>;
}>;

export type ShowSlugUpdatedResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ShowSlugUpdated'] = ResolversParentTypes['ShowSlugUpdated']> = ResolversObject<{
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  stationId?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export interface ShowUriScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['ShowUri'], any> {
  name: 'ShowUri';
}

export type SingleValueLongResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SingleValueLong'] = ResolversParentTypes['SingleValueLong']> = ResolversObject<{
  value?: Resolver<Maybe<ResolversTypes['Long']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type SlugTakenResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SlugTaken'] = ResolversParentTypes['SlugTaken']> = ResolversObject<{
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type SubscriptionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Subscription'] = ResolversParentTypes['Subscription']> = ResolversObject<{
  analyticsInsightProgress?: SubscriptionResolver<ResolversTypes['AnalyticsInsightJob'], "analyticsInsightProgress", ParentType, ContextType, RequireFields<SubscriptionAnalyticsInsightProgressArgs, 'jobId'>>;
  uploadProgress?: SubscriptionResolver<ResolversTypes['UploadJob'], "uploadProgress", ParentType, ContextType, RequireFields<SubscriptionUploadProgressArgs, 'jobId'>>;
}>;

export type TermsAndContactabilityResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['TermsAndContactability'] = ResolversParentTypes['TermsAndContactability']> = ResolversObject<{
  agreedToMinimumRequiredTermsOfService?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  contactabilityStatus?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  countryRule?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  termsOfServiceVersion?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
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

export type UniqueListenersResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['UniqueListeners'] = ResolversParentTypes['UniqueListeners']> = ResolversObject<{
  change?: Resolver<Maybe<ResolversTypes['PeriodChange']>, ParentType, ContextType>;
  endDate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  newListeners?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  returningListeners?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  startDate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  totalListeners?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
}>;

export type UpdateEpisodePayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['UpdateEpisodePayload'] = ResolversParentTypes['UpdateEpisodePayload']> = ResolversObject<{
  descriptionMatches?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  didChangePublishState?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  episode?: Resolver<Maybe<ResolversTypes['Episode']>, ParentType, ContextType>;
  shareUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type UpdateShowMetadataPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['UpdateShowMetadataPayload'] = ResolversParentTypes['UpdateShowMetadataPayload']> = ResolversObject<{
  show?: Resolver<ResolversTypes['Show'], ParentType, ContextType>;
}>;

export type UpdateShowSlugResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['UpdateShowSlugResult'] = ResolversParentTypes['UpdateShowSlugResult']> = ResolversObject<{
  __resolveType: TypeResolveFn<'ShowSlugUpdated' | 'SlugTaken', ParentType, ContextType>;
}>;

export interface UploadScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['Upload'], any> {
  name: 'Upload';
}

export type UploadJobResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['UploadJob'] = ResolversParentTypes['UploadJob']> = ResolversObject<{
  bytesSent?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  direct?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  episodeId?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  failureCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  failureReason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  fileName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['UploadKind'], ParentType, ContextType>;
  mimeType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  stationId?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['UploadJobStatus'], ParentType, ContextType>;
  step?: Resolver<ResolversTypes['UploadStep'], ParentType, ContextType>;
  totalBytes?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  validation?: Resolver<Maybe<ResolversTypes['MediaValidation']>, ParentType, ContextType>;
}>;

export type UserShowListResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['UserShowList'] = ResolversParentTypes['UserShowList']> = ResolversObject<{
  shows?: Resolver<Array<ResolversTypes['Show']>, ParentType, ContextType>;
}>;

export type Resolvers<ContextType = GatewayContext> = ResolversObject<{
  Analytics?: AnalyticsResolvers<ContextType>;
  AnalyticsInsight?: AnalyticsInsightResolvers<ContextType>;
  AnalyticsInsightFeedbackResult?: AnalyticsInsightFeedbackResultResolvers<ContextType>;
  AnalyticsInsightJob?: AnalyticsInsightJobResolvers<ContextType>;
  AnalyticsPoint?: AnalyticsPointResolvers<ContextType>;
  AnalyticsSeries?: AnalyticsSeriesResolvers<ContextType>;
  AnalyticsStarts?: AnalyticsStartsResolvers<ContextType>;
  AnalyticsTerm?: AnalyticsTermResolvers<ContextType>;
  AnalyticsTotal?: AnalyticsTotalResolvers<ContextType>;
  AnalyticsValue?: AnalyticsValueResolvers<ContextType>;
  AnalyticsValueResult?: AnalyticsValueResultResolvers<ContextType>;
  AudienceTier?: AudienceTierResolvers<ContextType>;
  AudienceTiers?: AudienceTiersResolvers<ContextType>;
  AudienceValue?: AudienceValueResolvers<ContextType>;
  AverageConsumptionTimeValue?: AverageConsumptionTimeValueResolvers<ContextType>;
  BenchmarkPoint?: BenchmarkPointResolvers<ContextType>;
  BenchmarkTimeSeriesValue?: BenchmarkTimeSeriesValueResolvers<ContextType>;
  Comment?: CommentResolvers<ContextType>;
  CommentAuthor?: CommentAuthorResolvers<ContextType>;
  CommentConnection?: CommentConnectionResolvers<ContextType>;
  CommentEdge?: CommentEdgeResolvers<ContextType>;
  CommentListener?: CommentListenerResolvers<ContextType>;
  CommentMutationPayload?: CommentMutationPayloadResolvers<ContextType>;
  CommentSettingsPayload?: CommentSettingsPayloadResolvers<ContextType>;
  CommentShowAuthor?: CommentShowAuthorResolvers<ContextType>;
  CompletionRate?: CompletionRateResolvers<ContextType>;
  ConsumptionValue?: ConsumptionValueResolvers<ContextType>;
  CoreFanInsight?: CoreFanInsightResolvers<ContextType>;
  CoreFanInsightResponse?: CoreFanInsightResponseResolvers<ContextType>;
  CoreFanMetricSummaryResponse?: CoreFanMetricSummaryResponseResolvers<ContextType>;
  CoreFanPoint?: CoreFanPointResolvers<ContextType>;
  CoreFanSummary?: CoreFanSummaryResolvers<ContextType>;
  CoreFanTimeSeriesResponse?: CoreFanTimeSeriesResponseResolvers<ContextType>;
  CountValueLong?: CountValueLongResolvers<ContextType>;
  CoverArtColors?: CoverArtColorsResolvers<ContextType>;
  CreateEpisodePayload?: CreateEpisodePayloadResolvers<ContextType>;
  DateTime?: GraphQLScalarType;
  DeleteEpisodePayload?: DeleteEpisodePayloadResolvers<ContextType>;
  DeletePollPayload?: DeletePollPayloadResolvers<ContextType>;
  DirectUploadTarget?: DirectUploadTargetResolvers<ContextType>;
  DiscoveryFunnelStep?: DiscoveryFunnelStepResolvers<ContextType>;
  DiscoveryFunnelValue?: DiscoveryFunnelValueResolvers<ContextType>;
  Episode?: EpisodeResolvers<ContextType>;
  EpisodeFormData?: EpisodeFormDataResolvers<ContextType>;
  EpisodeLifecyclePayload?: EpisodeLifecyclePayloadResolvers<ContextType>;
  EpisodeListPage?: EpisodeListPageResolvers<ContextType>;
  EpisodePoll?: EpisodePollResolvers<ContextType>;
  EpisodePollOption?: EpisodePollOptionResolvers<ContextType>;
  EpisodeUri?: GraphQLScalarType;
  ExternalShowUrl?: ExternalShowUrlResolvers<ContextType>;
  JSON?: GraphQLScalarType;
  Long?: GraphQLScalarType;
  MediaValidation?: MediaValidationResolvers<ContextType>;
  MonetizationLifecycle?: MonetizationLifecycleResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  Onboarding?: OnboardingResolvers<ContextType>;
  PageInfo?: PageInfoResolvers<ContextType>;
  PartnerProgramState?: PartnerProgramStateResolvers<ContextType>;
  PercentageValueFloat?: PercentageValueFloatResolvers<ContextType>;
  PercentileValue?: PercentileValueResolvers<ContextType>;
  PeriodChange?: PeriodChangeResolvers<ContextType>;
  PodcastCategory?: PodcastCategoryResolvers<ContextType>;
  PointValue?: PointValueResolvers<ContextType>;
  PollProblem?: PollProblemResolvers<ContextType>;
  PollSaved?: PollSavedResolvers<ContextType>;
  PollValidationError?: PollValidationErrorResolvers<ContextType>;
  ProtoTimestamp?: ProtoTimestampResolvers<ContextType>;
  PublishEpisodeFailure?: PublishEpisodeFailureResolvers<ContextType>;
  PublishEpisodeWithMediaPayload?: PublishEpisodeWithMediaPayloadResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  RatioValueFloat?: RatioValueFloatResolvers<ContextType>;
  SavePollResult?: SavePollResultResolvers<ContextType>;
  SegmentedAudienceValue?: SegmentedAudienceValueResolvers<ContextType>;
  SetSponsoredContentPayload?: SetSponsoredContentPayloadResolvers<ContextType>;
  Show?: ShowResolvers<ContextType>;
  ShowCategory?: ShowCategoryResolvers<ContextType>;
  ShowDistribution?: ShowDistributionResolvers<ContextType>;
  ShowFlags?: ShowFlagsResolvers<ContextType>;
  ShowMonetization?: ShowMonetizationResolvers<ContextType>;
  ShowSlugUpdated?: ShowSlugUpdatedResolvers<ContextType>;
  ShowUri?: GraphQLScalarType;
  SingleValueLong?: SingleValueLongResolvers<ContextType>;
  SlugTaken?: SlugTakenResolvers<ContextType>;
  Subscription?: SubscriptionResolvers<ContextType>;
  TermsAndContactability?: TermsAndContactabilityResolvers<ContextType>;
  TimeSeriesPoint?: TimeSeriesPointResolvers<ContextType>;
  TimeSeriesValue?: TimeSeriesValueResolvers<ContextType>;
  UniqueListeners?: UniqueListenersResolvers<ContextType>;
  UpdateEpisodePayload?: UpdateEpisodePayloadResolvers<ContextType>;
  UpdateShowMetadataPayload?: UpdateShowMetadataPayloadResolvers<ContextType>;
  UpdateShowSlugResult?: UpdateShowSlugResultResolvers<ContextType>;
  Upload?: GraphQLScalarType;
  UploadJob?: UploadJobResolvers<ContextType>;
  UserShowList?: UserShowListResolvers<ContextType>;
}>;

