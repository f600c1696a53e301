/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
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

/** Days of a CUSTOM period, both included. */
export type AnalyticsDateRange = {
  /** First day, `YYYY-MM-DD`. */
  from: string;
  /** Last day, `YYYY-MM-DD`; not before `from`. */
  to: string;
};

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

export type AnalyticsTermKind =
  /** A field of the upstream's analytics types or inputs. */
  | 'FIELD'
  /** A field of the gateway (Show.playsAndDownloads...). */
  | 'GATEWAY_FIELD'
  /** An enum value (metric, aggregation, window...). */
  | 'VALUE';

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

/** Top-level comments or replies in a thread. */
export type CommentKind =
  /** A reply to another comment. */
  | 'REPLY'
  /** A comment on the episode itself. */
  | 'ROOT';

/** Where a comment stands in moderation (document 2, section 3). */
export type CommentStatus =
  /** Held for the creator's review (by the show's moderation policy); not visible to listeners. */
  | 'NEEDS_REVIEW'
  /** Visible to listeners. */
  | 'PUBLISHED';

/**
 * What to create. Give the show by `stationId` or `uri`, and the creator's time zone by
 * `timeZone` (IANA) or `hourOffset` (exactly one of each). Every metadata field is optional;
 * when any is given, the gateway creates the record and then sets the metadata in the same
 * mutation (spec 4.19 steps 1 and 3), so the result is the complete episode.
 */
export type CreateEpisodeInput = {
  /** Description in HTML. */
  description?: string | null | undefined;
  /** Episode kind. @default FULL when metadata is set */
  episodeType?: EpisodeType | null | undefined;
  /**
   * The upstream's own offset, in its own sign convention (spec 4.19): hours BEHIND UTC, so -9
   * means nine hours AHEAD of UTC (Tokyo) and 5 means five hours behind (New York in winter).
   * Between -14 and 12.
   */
  hourOffset?: number | null | undefined;
  /** Explicit-content flag. @default false when metadata is set */
  isExplicit?: boolean | null | undefined;
  /**
   * Publish at once. The spec does not show the draft-to-published move (3.3); the gateway sends
   * `isPublished: true` and reports the state the host then reports. Cannot be combined with `publishOn`.
   */
  publish?: boolean | null | undefined;
  /** Schedule the new episode for this future instant (spec 3.2: not public until then). */
  publishOn?: string | null | undefined;
  /** Platform show URI, `platform:show:<id>`. */
  showUri?: string | null | undefined;
  /** Numeric station ID of the show. */
  stationId?: number | null | undefined;
  /**
   * The creator's time zone as an IANA name, e.g. `Europe/Berlin`. The gateway turns it into the
   * upstream's whole-hour `hourOffset` at the current instant (daylight saving applies; zones with
   * half or quarter hours are rounded to the nearest hour, halves toward UTC).
   */
  timeZone?: string | null | undefined;
  /** Title; when metadata is set and no title is given, the title stays empty. */
  title?: string | null | undefined;
};

export type CustomDateRange = {
  /** Last day, a string of the form YYYY-MM-DD (not a window enum). */
  endDate: string;
  /** First day, a string of the form YYYY-MM-DD (not a window enum). */
  startDate: string;
};

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

/** Audio or video, as the host classified an uploaded media file. */
export type MediaType =
  | 'AUDIO'
  | 'VIDEO';

/** How strictly new comments are held for review (document 2, 4.3). */
export type ModerationPolicy =
  /** High: every comment is held for review. */
  | 'MAXIMUM_FILTERING'
  /** Low: no comment is held. */
  | 'NO_FILTERING'
  /** Standard: possibly inappropriate comments are held. */
  | 'SOME_FILTERING';

/** A poll to create, or to put in place of the episode's current one. */
export type PollInput = {
  /** Must be after `opensAt`. */
  closesAt: string;
  opensAt: string;
  /** 2 to 7 option texts, none blank. */
  options: Array<string>;
  /** At most 140 characters, not blank. */
  question: string;
  type: PollType;
};

/** Which part of a poll input broke a rule. */
export type PollInputField =
  | 'CLOSES_AT'
  | 'OPENS_AT'
  | 'OPTIONS'
  | 'QUESTION';

/** Whether listeners pick one option or several. */
export type PollType =
  | 'MULTIPLE_CHOICE'
  | 'SINGLE_CHOICE';

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
  description: string;
  episodeType?: EpisodeType | null | undefined;
  isExplicit?: boolean | null | undefined;
  publish: PublishMode;
  /** When to publish; required with SCHEDULE (and must be in the future), refused otherwise. */
  publishOn?: string | null | undefined;
  /** The show to create the episode in. */
  stationId: number;
  /**
   * The creator's time zone as an IANA name (e.g. `Europe/Paris`), for the host's episode
   * record. Give this or `utcOffsetMinutes`; UTC when neither is given.
   */
  timeZone?: string | null | undefined;
  /** Title; must not be empty. */
  title: string;
  /** The creator's offset from UTC in minutes east (e.g. 120 for UTC+02:00). */
  utcOffsetMinutes?: number | null | undefined;
};

/** Where the episode goes once its media is processed. */
export type PublishMode =
  /** Keep it as a draft. */
  | 'DRAFT'
  /** Publish it now. */
  | 'PUBLISH_NOW'
  /** Schedule it for `publishOn`. */
  | 'SCHEDULE';

/**
 * The fields to change. Only the fields given change; everything else (title, description, kind,
 * explicit flag, publish state) is kept as it is, whatever the upstream does with omitted fields.
 */
export type UpdateEpisodeInput = {
  /** New description, in HTML. */
  description?: string | null | undefined;
  /** New episode kind. */
  episodeType?: EpisodeType | null | undefined;
  /** Whether the episode is explicit. */
  isExplicit?: boolean | null | undefined;
  /**
   * New publish time. On a draft or scheduled episode this schedules it for that instant. The
   * publish time of a published episode cannot change: that is refused with BAD_USER_INPUT.
   */
  publishOn?: string | null | undefined;
  /** New title; must not be empty. */
  title?: string | null | undefined;
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

export type EpisodeAnalyticsQueryVariables = Exact<{
  id?: number | null | undefined;
  uri?: string | null | undefined;
  window?: AnalyticsWindow;
  aggregation?: AggregationType;
  range?: CustomDateRange | null | undefined;
}>;


export type EpisodeAnalyticsQuery = { episode: { id: number | null, uri: string | null, title: string | null, plays: { type: string | null, startDate: string | null, endDate: string | null, analyticsValue: { periodOverPeriodPercentageDiff: number | null, analyticsValue:
          | { __typename: 'AudienceValue' }
          | { __typename: 'AverageConsumptionTimeValue' }
          | { __typename: 'BenchmarkTimeSeriesValue' }
          | { __typename: 'ConsumptionValue' }
          | { __typename: 'CountValueLong', value: number | null }
          | { __typename: 'DiscoveryFunnelValue' }
          | { __typename: 'PercentageValueFloat' }
          | { __typename: 'RatioValueFloat' }
          | { __typename: 'SegmentedAudienceValue' }
          | { __typename: 'SingleValueLong', value: number | null }
          | { __typename: 'TimeSeriesValue', points: Array<{ date: string, endDate: string | null, value:
                | { __typename: 'AverageConsumptionTimeValue' }
                | { __typename: 'ConsumptionValue' }
                | { __typename: 'CountValueLong', value: number | null }
                | { __typename: 'RatioValueFloat' }
                | { __typename: 'SegmentedAudienceValue' }
               | null }> }
         | null } | null } | null, downloads: { type: string | null, startDate: string | null, endDate: string | null, analyticsValue: { periodOverPeriodPercentageDiff: number | null, analyticsValue:
          | { __typename: 'AudienceValue' }
          | { __typename: 'AverageConsumptionTimeValue' }
          | { __typename: 'BenchmarkTimeSeriesValue' }
          | { __typename: 'ConsumptionValue' }
          | { __typename: 'CountValueLong', value: number | null }
          | { __typename: 'DiscoveryFunnelValue' }
          | { __typename: 'PercentageValueFloat' }
          | { __typename: 'RatioValueFloat' }
          | { __typename: 'SegmentedAudienceValue' }
          | { __typename: 'SingleValueLong', value: number | null }
          | { __typename: 'TimeSeriesValue', points: Array<{ date: string, endDate: string | null, value:
                | { __typename: 'AverageConsumptionTimeValue' }
                | { __typename: 'ConsumptionValue' }
                | { __typename: 'CountValueLong', value: number | null }
                | { __typename: 'RatioValueFloat' }
                | { __typename: 'SegmentedAudienceValue' }
               | null }> }
         | null } | null } | null } | null };

export type ShowAnalyticsQueryVariables = Exact<{
  stationId?: number | null | undefined;
  uri?: string | null | undefined;
  window?: AnalyticsWindow;
  aggregation?: AggregationType;
  range?: CustomDateRange | null | undefined;
}>;


export type ShowAnalyticsQuery = { show: { stationId: number | null, uri: string | null, name: string | null, plays: { type: string | null, startDate: string | null, endDate: string | null, analyticsValue: { periodOverPeriodPercentageDiff: number | null, analyticsValue:
          | { __typename: 'AudienceValue' }
          | { __typename: 'AverageConsumptionTimeValue' }
          | { __typename: 'BenchmarkTimeSeriesValue' }
          | { __typename: 'ConsumptionValue' }
          | { __typename: 'CountValueLong', value: number | null }
          | { __typename: 'DiscoveryFunnelValue' }
          | { __typename: 'PercentageValueFloat' }
          | { __typename: 'RatioValueFloat' }
          | { __typename: 'SegmentedAudienceValue' }
          | { __typename: 'SingleValueLong', value: number | null }
          | { __typename: 'TimeSeriesValue', points: Array<{ date: string, endDate: string | null, value:
                | { __typename: 'AverageConsumptionTimeValue' }
                | { __typename: 'ConsumptionValue' }
                | { __typename: 'CountValueLong', value: number | null }
                | { __typename: 'RatioValueFloat' }
                | { __typename: 'SegmentedAudienceValue' }
               | null }> }
         | null } | null } | null, downloads: { type: string | null, startDate: string | null, endDate: string | null, analyticsValue: { periodOverPeriodPercentageDiff: number | null, analyticsValue:
          | { __typename: 'AudienceValue' }
          | { __typename: 'AverageConsumptionTimeValue' }
          | { __typename: 'BenchmarkTimeSeriesValue' }
          | { __typename: 'ConsumptionValue' }
          | { __typename: 'CountValueLong', value: number | null }
          | { __typename: 'DiscoveryFunnelValue' }
          | { __typename: 'PercentageValueFloat' }
          | { __typename: 'RatioValueFloat' }
          | { __typename: 'SegmentedAudienceValue' }
          | { __typename: 'SingleValueLong', value: number | null }
          | { __typename: 'TimeSeriesValue', points: Array<{ date: string, endDate: string | null, value:
                | { __typename: 'AverageConsumptionTimeValue' }
                | { __typename: 'ConsumptionValue' }
                | { __typename: 'CountValueLong', value: number | null }
                | { __typename: 'RatioValueFloat' }
                | { __typename: 'SegmentedAudienceValue' }
               | null }> }
         | null } | null } | null } | null };

export type EpisodePlaysAndDownloadsQueryVariables = Exact<{
  id?: number | null | undefined;
  uri?: string | null | undefined;
  period?: AnalyticsPeriod | null | undefined;
  range?: AnalyticsDateRange | null | undefined;
  interval?: AnalyticsInterval | null | undefined;
}>;


export type EpisodePlaysAndDownloadsQuery = { episode: { id: number | null, uri: string | null, title: string | null, playsAndDownloads: { value: number | null, startDate: string | null, endDate: string | null, change: { fraction: number, percent: number } | null } | null, playsAndDownloadsSeries: { startDate: string | null, endDate: string | null, points: Array<{ date: string | null, endDate: string | null, value: number | null }> } | null } | null };

export type ShowPlaysAndDownloadsQueryVariables = Exact<{
  stationId?: number | null | undefined;
  uri?: string | null | undefined;
  period?: AnalyticsPeriod | null | undefined;
  range?: AnalyticsDateRange | null | undefined;
  interval?: AnalyticsInterval | null | undefined;
}>;


export type ShowPlaysAndDownloadsQuery = { show: { stationId: number | null, uri: string | null, name: string | null, playsAndDownloads: { value: number | null, startDate: string | null, endDate: string | null, change: { fraction: number, percent: number } | null } | null, playsAndDownloadsSeries: { startDate: string | null, endDate: string | null, points: Array<{ date: string | null, endDate: string | null, value: number | null }> } | null } | null };

export type AnalyticsGlossaryQueryVariables = Exact<{ [key: string]: never; }>;


export type AnalyticsGlossaryQuery = { analyticsGlossary: Array<{ term: string, kind: AnalyticsTermKind, label: string, description: string }> };

export type CommentsForReviewQueryVariables = Exact<{
  stationId: number;
  first?: number | null | undefined;
  after?: string | null | undefined;
  statuses?: Array<CommentStatus> | CommentStatus | null | undefined;
}>;


export type CommentsForReviewQuery = { show: { stationId: number | null, uri: string | null, name: string | null, comments: { edges: Array<{ cursor: string, node: { uri: string, kind: CommentKind, status: CommentStatus | null, text: string | null, createdAt: string | null, approvedAt: string | null, episodeUri: string | null, parentCommentUri: string | null, replyCount: number | null, isPinned: boolean | null, hasCreatorReplied: boolean | null, containsBlockedWords: boolean | null, episode: { id: number | null, title: string | null } | null, author:
            | { __typename: 'CommentListener', username: string, displayName: string | null, imageUrl: string | null }
            | { __typename: 'CommentShowAuthor', showUri: string, showName: string | null, imageUrl: string | null }
           | null } }>, pageInfo: { hasNextPage: boolean, endCursor: string | null } } | null } | null };

export type EpisodeCommentsQueryVariables = Exact<{
  id?: number | null | undefined;
  uri?: string | null | undefined;
  first?: number | null | undefined;
  after?: string | null | undefined;
  statuses?: Array<CommentStatus> | CommentStatus | null | undefined;
  kinds?: Array<CommentKind> | CommentKind | null | undefined;
}>;


export type EpisodeCommentsQuery = { episode: { id: number | null, uri: string | null, title: string | null, comments: { edges: Array<{ cursor: string, node: { uri: string, kind: CommentKind, status: CommentStatus | null, text: string | null, createdAt: string | null, approvedAt: string | null, episodeUri: string | null, parentCommentUri: string | null, replyCount: number | null, isPinned: boolean | null, hasCreatorReplied: boolean | null, containsBlockedWords: boolean | null, author:
            | { __typename: 'CommentListener', username: string, displayName: string | null, imageUrl: string | null }
            | { __typename: 'CommentShowAuthor', showUri: string, showName: string | null, imageUrl: string | null }
           | null } }>, pageInfo: { hasNextPage: boolean, endCursor: string | null } } | null } | null };

export type PublishCommentMutationVariables = Exact<{
  commentUri: string;
}>;


export type PublishCommentMutation = { publishComment: { commentUri: string, success: boolean } | null };

export type ReplyToCommentMutationVariables = Exact<{
  commentUri: string;
  text: string;
}>;


export type ReplyToCommentMutation = { replyToComment: { commentUri: string, success: boolean } | null };

export type DeleteCommentMutationVariables = Exact<{
  commentUri: string;
  status?: CommentStatus | null | undefined;
}>;


export type DeleteCommentMutation = { deleteComment: { commentUri: string, success: boolean } | null };

export type PinCommentMutationVariables = Exact<{
  commentUri: string;
}>;


export type PinCommentMutation = { pinComment: { commentUri: string, success: boolean } | null };

export type UnpinCommentMutationVariables = Exact<{
  commentUri: string;
}>;


export type UnpinCommentMutation = { unpinComment: { commentUri: string, success: boolean } | null };

export type MarkCommentReadMutationVariables = Exact<{
  commentUri: string;
}>;


export type MarkCommentReadMutation = { markCommentRead: { commentUri: string, success: boolean } | null };

export type BlockCommenterMutationVariables = Exact<{
  stationId?: number | null | undefined;
  showUri?: string | null | undefined;
  username: string;
}>;


export type BlockCommenterMutation = { blockCommenter: { success: boolean } | null };

export type SetModerationPolicyMutationVariables = Exact<{
  stationId?: number | null | undefined;
  showUri?: string | null | undefined;
  policy: ModerationPolicy;
}>;


export type SetModerationPolicyMutation = { setModerationPolicy: { success: boolean } | null };

export type SetCommentsEnabledMutationVariables = Exact<{
  stationId?: number | null | undefined;
  showUri?: string | null | undefined;
  enabled: boolean;
}>;


export type SetCommentsEnabledMutation = { setCommentsEnabled: { success: boolean } | null };

export type EpisodeQueryVariables = Exact<{
  id?: number | null | undefined;
  uri?: string | null | undefined;
}>;


export type EpisodeQuery = { episode: { containsSponsoredContent: boolean | null, id: number | null, uri: string | null, title: string | null, description: string | null, episodeType: EpisodeType | null, isExplicit: boolean | null, isPublished: boolean | null, publishOn: string | null, state: EpisodeState | null, publishedOn: { seconds: number } | null } | null };

export type CreateEpisodeMutationVariables = Exact<{
  input: CreateEpisodeInput;
  idempotencyKey?: string | null | undefined;
}>;


export type CreateEpisodeMutation = { createEpisode: { created: boolean, stationId: number, shareUrl: string | null, episode: { id: number | null, uri: string | null, title: string | null, description: string | null, episodeType: EpisodeType | null, isExplicit: boolean | null, isPublished: boolean | null, publishOn: string | null, state: EpisodeState | null } } | null };

export type UpdateEpisodeMutationVariables = Exact<{
  id: number;
  input: UpdateEpisodeInput;
}>;


export type UpdateEpisodeMutation = { updateEpisode: { descriptionMatches: boolean, didChangePublishState: boolean | null, shareUrl: string | null, episode: { id: number | null, uri: string | null, title: string | null, description: string | null, episodeType: EpisodeType | null, isExplicit: boolean | null, isPublished: boolean | null, publishOn: string | null, state: EpisodeState | null } | null } | null };

export type ScheduleEpisodeMutationVariables = Exact<{
  id?: number | null | undefined;
  uri?: string | null | undefined;
  publishOn: string;
}>;


export type ScheduleEpisodeMutation = { scheduleEpisode: { previousState: EpisodeState, didChangePublishState: boolean | null, shareUrl: string | null, episode: { id: number | null, uri: string | null, title: string | null, description: string | null, episodeType: EpisodeType | null, isExplicit: boolean | null, isPublished: boolean | null, publishOn: string | null, state: EpisodeState | null } } | null };

export type PublishEpisodeMutationVariables = Exact<{
  id?: number | null | undefined;
  uri?: string | null | undefined;
}>;


export type PublishEpisodeMutation = { publishEpisode: { previousState: EpisodeState, didChangePublishState: boolean | null, shareUrl: string | null, episode: { id: number | null, uri: string | null, title: string | null, description: string | null, episodeType: EpisodeType | null, isExplicit: boolean | null, isPublished: boolean | null, publishOn: string | null, state: EpisodeState | null } } | null };

export type DeleteEpisodeMutationVariables = Exact<{
  id?: number | null | undefined;
  uri?: string | null | undefined;
  confirmIrreversible: boolean;
}>;


export type DeleteEpisodeMutation = { deleteEpisode: { deletedEpisodeId: number } | null };

export type SetEpisodeSponsoredContentMutationVariables = Exact<{
  id?: number | null | undefined;
  uri?: string | null | undefined;
  containsSponsoredContent: boolean;
}>;


export type SetEpisodeSponsoredContentMutation = { setEpisodeSponsoredContent: { containsSponsoredContent: boolean, publishOnSent: string } | null };

export type EpisodeFieldsFragment = { id: number | null, uri: string | null, title: string | null, description: string | null, episodeType: EpisodeType | null, isExplicit: boolean | null, isPublished: boolean | null, publishOn: string | null, state: EpisodeState | null };

export type EpisodeSummaryFragment = { id: number | null, title: string | null, state: EpisodeState | null, publishOn: string | null, publishedOn: { seconds: number } | null };

export type UploadJobFieldsFragment = { id: string, kind: UploadKind, status: UploadJobStatus, step: UploadStep, bytesSent: number, totalBytes: number | null, fileName: string, mimeType: string, episodeId: number | null, stationId: number | null, failureCode: string | null, failureReason: string | null, createdAt: string, updatedAt: string, validation: { mediaType: MediaType | null, duration: number | null, durationMs: number | null } | null };

export type CommentFieldsFragment = { uri: string, kind: CommentKind, status: CommentStatus | null, text: string | null, createdAt: string | null, approvedAt: string | null, episodeUri: string | null, parentCommentUri: string | null, replyCount: number | null, isPinned: boolean | null, hasCreatorReplied: boolean | null, containsBlockedWords: boolean | null, author:
    | { __typename: 'CommentListener', username: string, displayName: string | null, imageUrl: string | null }
    | { __typename: 'CommentShowAuthor', showUri: string, showName: string | null, imageUrl: string | null }
   | null };

export type PollFieldsFragment = { episodeUri: string | null, question: string, type: PollType | null, opensAt: string | null, closesAt: string | null, options: Array<{ text: string, votes: number | null }> };

export type AnalyticsSeriesFragment = { type: string | null, startDate: string | null, endDate: string | null, analyticsValue: { periodOverPeriodPercentageDiff: number | null, analyticsValue:
      | { __typename: 'AudienceValue' }
      | { __typename: 'AverageConsumptionTimeValue' }
      | { __typename: 'BenchmarkTimeSeriesValue' }
      | { __typename: 'ConsumptionValue' }
      | { __typename: 'CountValueLong', value: number | null }
      | { __typename: 'DiscoveryFunnelValue' }
      | { __typename: 'PercentageValueFloat' }
      | { __typename: 'RatioValueFloat' }
      | { __typename: 'SegmentedAudienceValue' }
      | { __typename: 'SingleValueLong', value: number | null }
      | { __typename: 'TimeSeriesValue', points: Array<{ date: string, endDate: string | null, value:
            | { __typename: 'AverageConsumptionTimeValue' }
            | { __typename: 'ConsumptionValue' }
            | { __typename: 'CountValueLong', value: number | null }
            | { __typename: 'RatioValueFloat' }
            | { __typename: 'SegmentedAudienceValue' }
           | null }> }
     | null } | null };

export type AnalyticsTotalFieldsFragment = { value: number | null, startDate: string | null, endDate: string | null, change: { fraction: number, percent: number } | null };

export type AnalyticsSeriesFieldsFragment = { startDate: string | null, endDate: string | null, points: Array<{ date: string | null, endDate: string | null, value: number | null }> };

export type EpisodePollQueryVariables = Exact<{
  id?: number | null | undefined;
  uri?: string | null | undefined;
}>;


export type EpisodePollQuery = { episode: { id: number | null, uri: string | null, poll: { episodeUri: string | null, question: string, type: PollType | null, opensAt: string | null, closesAt: string | null, options: Array<{ text: string, votes: number | null }> } | null } | null };

export type SavePollMutationVariables = Exact<{
  episodeId?: number | null | undefined;
  episodeUri?: string | null | undefined;
  input: PollInput;
}>;


export type SavePollMutation = { savePoll:
    | { __typename: 'PollSaved', poll: { episodeUri: string | null, question: string, type: PollType | null, opensAt: string | null, closesAt: string | null, options: Array<{ text: string, votes: number | null }> } }
    | { __typename: 'PollValidationError', message: string, problems: Array<{ field: PollInputField, message: string }> }
   | null };

export type DeletePollMutationVariables = Exact<{
  episodeId?: number | null | undefined;
  episodeUri?: string | null | undefined;
}>;


export type DeletePollMutation = { deletePoll: { deleted: boolean } | null };

export type ShowsAndEpisodesQueryVariables = Exact<{
  pageSize?: number | null | undefined;
}>;


export type ShowsAndEpisodesQuery = { showsForUser: { shows: Array<{ stationId: number | null, uri: string | null, name: string | null, imageUrl: string | null, image400Url: string | null, episodesV2: { items: Array<{ id: number | null, title: string | null, state: EpisodeState | null, publishOn: string | null, publishedOn: { seconds: number } | null }> } | null }> } | null };

export type ShowEpisodesQueryVariables = Exact<{
  stationId?: number | null | undefined;
  uri?: string | null | undefined;
  pageSize?: number | null | undefined;
}>;


export type ShowEpisodesQuery = { show: { stationId: number | null, uri: string | null, name: string | null, episodesV2: { items: Array<{ id: number | null, uri: string | null, title: string | null, description: string | null, episodeType: EpisodeType | null, isExplicit: boolean | null, isPublished: boolean | null, publishOn: string | null, state: EpisodeState | null, publishedOn: { seconds: number } | null }> } | null } | null };

export type ShowQueryVariables = Exact<{
  stationId?: number | null | undefined;
  uri?: string | null | undefined;
}>;


export type ShowQuery = { show: { stationId: number | null, uri: string | null, name: string | null, description: string | null, authorName: string | null, language: string | null, isExplicit: boolean | null, imageUrl: string | null, image400Url: string | null, rssFeedUrl: string | null, category: { primary: string, secondary: string | null } | null } | null };

export type ShowUnpublishedEpisodesQueryVariables = Exact<{
  stationId: number;
}>;


export type ShowUnpublishedEpisodesQuery = { show: { stationId: number | null, knownUnpublishedEpisodes: Array<{ id: number | null, title: string | null, state: EpisodeState | null, publishOn: string | null, publishedOn: { seconds: number } | null }> } | null };

export type UploadEpisodeAudioMutationVariables = Exact<{
  episodeId: number;
  stationId: number;
  file: Blob;
  size?: number | null | undefined;
  jobId?: string | number | null | undefined;
  waitForProcessing?: boolean | null | undefined;
}>;


export type UploadEpisodeAudioMutation = { uploadEpisodeAudio: { id: string, kind: UploadKind, status: UploadJobStatus, step: UploadStep, bytesSent: number, totalBytes: number | null, fileName: string, mimeType: string, episodeId: number | null, stationId: number | null, failureCode: string | null, failureReason: string | null, createdAt: string, updatedAt: string, validation: { mediaType: MediaType | null, duration: number | null, durationMs: number | null } | null } | null };

export type UploadEpisodeVideoMutationVariables = Exact<{
  episodeId: number;
  stationId: number;
  file: Blob;
  size?: number | null | undefined;
  jobId?: string | number | null | undefined;
  waitForProcessing?: boolean | null | undefined;
}>;


export type UploadEpisodeVideoMutation = { uploadEpisodeVideo: { id: string, kind: UploadKind, status: UploadJobStatus, step: UploadStep, bytesSent: number, totalBytes: number | null, fileName: string, mimeType: string, episodeId: number | null, stationId: number | null, failureCode: string | null, failureReason: string | null, createdAt: string, updatedAt: string, validation: { mediaType: MediaType | null, duration: number | null, durationMs: number | null } | null } | null };

export type UploadEpisodeThumbnailMutationVariables = Exact<{
  episodeId: number;
  file: Blob;
  size?: number | null | undefined;
  jobId?: string | number | null | undefined;
  waitForProcessing?: boolean | null | undefined;
}>;


export type UploadEpisodeThumbnailMutation = { uploadEpisodeThumbnail: { id: string, kind: UploadKind, status: UploadJobStatus, step: UploadStep, bytesSent: number, totalBytes: number | null, fileName: string, mimeType: string, episodeId: number | null, stationId: number | null, failureCode: string | null, failureReason: string | null, createdAt: string, updatedAt: string, validation: { mediaType: MediaType | null, duration: number | null, durationMs: number | null } | null } | null };

export type UploadShowCoverArtMutationVariables = Exact<{
  stationId: number;
  file: Blob;
  size?: number | null | undefined;
  jobId?: string | number | null | undefined;
  waitForProcessing?: boolean | null | undefined;
}>;


export type UploadShowCoverArtMutation = { uploadShowCoverArt: { id: string, kind: UploadKind, status: UploadJobStatus, step: UploadStep, bytesSent: number, totalBytes: number | null, fileName: string, mimeType: string, episodeId: number | null, stationId: number | null, failureCode: string | null, failureReason: string | null, createdAt: string, updatedAt: string, validation: { mediaType: MediaType | null, duration: number | null, durationMs: number | null } | null } | null };

export type PublishEpisodeWithMediaMutationVariables = Exact<{
  input: PublishEpisodeWithMediaInput;
  file: Blob;
  size?: number | null | undefined;
  jobId?: string | number | null | undefined;
}>;


export type PublishEpisodeWithMediaMutation = { publishEpisodeWithMedia: { episode: { id: number | null, uri: string | null, title: string | null, description: string | null, episodeType: EpisodeType | null, isExplicit: boolean | null, isPublished: boolean | null, publishOn: string | null, state: EpisodeState | null } | null, job: { id: string, kind: UploadKind, status: UploadJobStatus, step: UploadStep, bytesSent: number, totalBytes: number | null, fileName: string, mimeType: string, episodeId: number | null, stationId: number | null, failureCode: string | null, failureReason: string | null, createdAt: string, updatedAt: string, validation: { mediaType: MediaType | null, duration: number | null, durationMs: number | null } | null } | null, failure: { failedStep: PublishEpisodeStep, code: string, message: string, createdEpisodeId: number | null, mediaUploaded: boolean } | null } | null };

export type UploadJobQueryVariables = Exact<{
  id: string | number;
}>;


export type UploadJobQuery = { uploadJob: { id: string, kind: UploadKind, status: UploadJobStatus, step: UploadStep, bytesSent: number, totalBytes: number | null, fileName: string, mimeType: string, episodeId: number | null, stationId: number | null, failureCode: string | null, failureReason: string | null, createdAt: string, updatedAt: string, validation: { mediaType: MediaType | null, duration: number | null, durationMs: number | null } | null } | null };

export type UploadJobProgressSubscriptionVariables = Exact<{
  jobId: string | number;
}>;


export type UploadJobProgressSubscription = { uploadProgress: { id: string, kind: UploadKind, status: UploadJobStatus, step: UploadStep, bytesSent: number, totalBytes: number | null, fileName: string, mimeType: string, episodeId: number | null, stationId: number | null, failureCode: string | null, failureReason: string | null, createdAt: string, updatedAt: string, validation: { mediaType: MediaType | null, duration: number | null, durationMs: number | null } | null } };

export const EpisodeFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EpisodeFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Episode"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"uri"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"episodeType"}},{"kind":"Field","name":{"kind":"Name","value":"isExplicit"}},{"kind":"Field","name":{"kind":"Name","value":"isPublished"}},{"kind":"Field","name":{"kind":"Name","value":"publishOn"}},{"kind":"Field","name":{"kind":"Name","value":"state"}}]}}]} as unknown as DocumentNode<EpisodeFieldsFragment, unknown>;
export const EpisodeSummaryFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EpisodeSummary"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Episode"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"publishOn"}},{"kind":"Field","name":{"kind":"Name","value":"publishedOn"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"seconds"}}]}}]}}]} as unknown as DocumentNode<EpisodeSummaryFragment, unknown>;
export const UploadJobFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UploadJobFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UploadJob"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"step"}},{"kind":"Field","name":{"kind":"Name","value":"bytesSent"}},{"kind":"Field","name":{"kind":"Name","value":"totalBytes"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"mimeType"}},{"kind":"Field","name":{"kind":"Name","value":"episodeId"}},{"kind":"Field","name":{"kind":"Name","value":"stationId"}},{"kind":"Field","name":{"kind":"Name","value":"failureCode"}},{"kind":"Field","name":{"kind":"Name","value":"failureReason"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"validation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mediaType"}},{"kind":"Field","name":{"kind":"Name","value":"duration"}},{"kind":"Field","name":{"kind":"Name","value":"durationMs"}}]}}]}}]} as unknown as DocumentNode<UploadJobFieldsFragment, unknown>;
export const CommentFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CommentFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Comment"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uri"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"approvedAt"}},{"kind":"Field","name":{"kind":"Name","value":"episodeUri"}},{"kind":"Field","name":{"kind":"Name","value":"parentCommentUri"}},{"kind":"Field","name":{"kind":"Name","value":"replyCount"}},{"kind":"Field","name":{"kind":"Name","value":"isPinned"}},{"kind":"Field","name":{"kind":"Name","value":"hasCreatorReplied"}},{"kind":"Field","name":{"kind":"Name","value":"containsBlockedWords"}},{"kind":"Field","name":{"kind":"Name","value":"author"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CommentListener"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CommentShowAuthor"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"showUri"}},{"kind":"Field","name":{"kind":"Name","value":"showName"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}}]}}]}}]}}]} as unknown as DocumentNode<CommentFieldsFragment, unknown>;
export const PollFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PollFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"EpisodePoll"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"episodeUri"}},{"kind":"Field","name":{"kind":"Name","value":"question"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"opensAt"}},{"kind":"Field","name":{"kind":"Name","value":"closesAt"}},{"kind":"Field","name":{"kind":"Name","value":"options"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"votes"}}]}}]}}]} as unknown as DocumentNode<PollFieldsFragment, unknown>;
export const AnalyticsSeriesFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AnalyticsSeries"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Analytics"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"analyticsValue"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"periodOverPeriodPercentageDiff"}},{"kind":"Field","name":{"kind":"Name","value":"analyticsValue"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SingleValueLong"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"value"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CountValueLong"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"value"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TimeSeriesValue"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"points"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"value"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CountValueLong"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"value"}}]}}]}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<AnalyticsSeriesFragment, unknown>;
export const AnalyticsTotalFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AnalyticsTotalFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AnalyticsTotal"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"change"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fraction"}},{"kind":"Field","name":{"kind":"Name","value":"percent"}}]}}]}}]} as unknown as DocumentNode<AnalyticsTotalFieldsFragment, unknown>;
export const AnalyticsSeriesFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AnalyticsSeriesFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AnalyticsSeries"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"points"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}}]}}]} as unknown as DocumentNode<AnalyticsSeriesFieldsFragment, unknown>;
export const EpisodeAnalyticsDocument = {"__meta__":{"text":"fragment AnalyticsSeries on Analytics { analyticsValue { analyticsValue { __typename ... on CountValueLong { value } ... on SingleValueLong { value } ... on TimeSeriesValue { points { date endDate value { __typename ... on CountValueLong { value } } } } } periodOverPeriodPercentageDiff } endDate startDate type } query EpisodeAnalytics($aggregation: AggregationType! = AGGREGATION_TYPE_DAILY, $id: Int, $range: CustomDateRange, $uri: String, $window: AnalyticsWindow! = WINDOW_LAST_THIRTY_DAYS) { episode(id: $id, uri: $uri) { plays: analytics( getEpisodePlayCountRequest: {episodeAnalyticsMetricType: EPISODE_PLAYS, aggregationType: $aggregation, window: $window, customDateRange: $range} ) { ...AnalyticsSeries } downloads: analytics( getEpisodePlayCountRequest: {episodeAnalyticsMetricType: EPISODE_OFF_PLATFORM_DOWNLOADS, aggregationType: $aggregation, window: $window, customDateRange: $range} ) { ...AnalyticsSeries } id title uri } }","hash":"sha256:8bcd018cf19330e45a1861a743b2213bc28fe07cfbe0e269f67094c118264300"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"EpisodeAnalytics"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"uri"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"window"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AnalyticsWindow"}}},"defaultValue":{"kind":"EnumValue","value":"WINDOW_LAST_THIRTY_DAYS"}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"aggregation"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AggregationType"}}},"defaultValue":{"kind":"EnumValue","value":"AGGREGATION_TYPE_DAILY"}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"range"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"CustomDateRange"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"episode"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"uri"},"value":{"kind":"Variable","name":{"kind":"Name","value":"uri"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"uri"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","alias":{"kind":"Name","value":"plays"},"name":{"kind":"Name","value":"analytics"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"getEpisodePlayCountRequest"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"episodeAnalyticsMetricType"},"value":{"kind":"EnumValue","value":"EPISODE_PLAYS"}},{"kind":"ObjectField","name":{"kind":"Name","value":"aggregationType"},"value":{"kind":"Variable","name":{"kind":"Name","value":"aggregation"}}},{"kind":"ObjectField","name":{"kind":"Name","value":"window"},"value":{"kind":"Variable","name":{"kind":"Name","value":"window"}}},{"kind":"ObjectField","name":{"kind":"Name","value":"customDateRange"},"value":{"kind":"Variable","name":{"kind":"Name","value":"range"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AnalyticsSeries"}}]}},{"kind":"Field","alias":{"kind":"Name","value":"downloads"},"name":{"kind":"Name","value":"analytics"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"getEpisodePlayCountRequest"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"episodeAnalyticsMetricType"},"value":{"kind":"EnumValue","value":"EPISODE_OFF_PLATFORM_DOWNLOADS"}},{"kind":"ObjectField","name":{"kind":"Name","value":"aggregationType"},"value":{"kind":"Variable","name":{"kind":"Name","value":"aggregation"}}},{"kind":"ObjectField","name":{"kind":"Name","value":"window"},"value":{"kind":"Variable","name":{"kind":"Name","value":"window"}}},{"kind":"ObjectField","name":{"kind":"Name","value":"customDateRange"},"value":{"kind":"Variable","name":{"kind":"Name","value":"range"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AnalyticsSeries"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AnalyticsSeries"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Analytics"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"analyticsValue"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"periodOverPeriodPercentageDiff"}},{"kind":"Field","name":{"kind":"Name","value":"analyticsValue"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SingleValueLong"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"value"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CountValueLong"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"value"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TimeSeriesValue"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"points"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"value"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CountValueLong"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"value"}}]}}]}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<EpisodeAnalyticsQuery, EpisodeAnalyticsQueryVariables>;
export const ShowAnalyticsDocument = {"__meta__":{"text":"fragment AnalyticsSeries on Analytics { analyticsValue { analyticsValue { __typename ... on CountValueLong { value } ... on SingleValueLong { value } ... on TimeSeriesValue { points { date endDate value { __typename ... on CountValueLong { value } } } } } periodOverPeriodPercentageDiff } endDate startDate type } query ShowAnalytics($aggregation: AggregationType! = AGGREGATION_TYPE_DAILY, $range: CustomDateRange, $stationId: Int, $uri: String, $window: AnalyticsWindow! = WINDOW_LAST_THIRTY_DAYS) { show(stationId: $stationId, uri: $uri) { plays: analytics( getShowAnalyticsRequest: {showAnalyticsMetricType: SHOW_PLAYS, aggregationType: $aggregation, window: $window, customDateRange: $range} ) { ...AnalyticsSeries } downloads: analytics( getShowAnalyticsRequest: {showAnalyticsMetricType: SHOW_OFF_PLATFORM_DOWNLOADS, aggregationType: $aggregation, window: $window, customDateRange: $range} ) { ...AnalyticsSeries } name stationId uri } }","hash":"sha256:5402ccc2bd54b0961635aba20562c69c400738090ed8e6cca4e262562c44a762"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ShowAnalytics"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"stationId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"uri"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"window"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AnalyticsWindow"}}},"defaultValue":{"kind":"EnumValue","value":"WINDOW_LAST_THIRTY_DAYS"}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"aggregation"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AggregationType"}}},"defaultValue":{"kind":"EnumValue","value":"AGGREGATION_TYPE_DAILY"}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"range"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"CustomDateRange"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"show"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"stationId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"stationId"}}},{"kind":"Argument","name":{"kind":"Name","value":"uri"},"value":{"kind":"Variable","name":{"kind":"Name","value":"uri"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"stationId"}},{"kind":"Field","name":{"kind":"Name","value":"uri"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","alias":{"kind":"Name","value":"plays"},"name":{"kind":"Name","value":"analytics"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"getShowAnalyticsRequest"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"showAnalyticsMetricType"},"value":{"kind":"EnumValue","value":"SHOW_PLAYS"}},{"kind":"ObjectField","name":{"kind":"Name","value":"aggregationType"},"value":{"kind":"Variable","name":{"kind":"Name","value":"aggregation"}}},{"kind":"ObjectField","name":{"kind":"Name","value":"window"},"value":{"kind":"Variable","name":{"kind":"Name","value":"window"}}},{"kind":"ObjectField","name":{"kind":"Name","value":"customDateRange"},"value":{"kind":"Variable","name":{"kind":"Name","value":"range"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AnalyticsSeries"}}]}},{"kind":"Field","alias":{"kind":"Name","value":"downloads"},"name":{"kind":"Name","value":"analytics"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"getShowAnalyticsRequest"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"showAnalyticsMetricType"},"value":{"kind":"EnumValue","value":"SHOW_OFF_PLATFORM_DOWNLOADS"}},{"kind":"ObjectField","name":{"kind":"Name","value":"aggregationType"},"value":{"kind":"Variable","name":{"kind":"Name","value":"aggregation"}}},{"kind":"ObjectField","name":{"kind":"Name","value":"window"},"value":{"kind":"Variable","name":{"kind":"Name","value":"window"}}},{"kind":"ObjectField","name":{"kind":"Name","value":"customDateRange"},"value":{"kind":"Variable","name":{"kind":"Name","value":"range"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AnalyticsSeries"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AnalyticsSeries"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Analytics"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"analyticsValue"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"periodOverPeriodPercentageDiff"}},{"kind":"Field","name":{"kind":"Name","value":"analyticsValue"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SingleValueLong"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"value"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CountValueLong"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"value"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TimeSeriesValue"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"points"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"value"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CountValueLong"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"value"}}]}}]}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<ShowAnalyticsQuery, ShowAnalyticsQueryVariables>;
export const EpisodePlaysAndDownloadsDocument = {"__meta__":{"text":"fragment AnalyticsSeriesFields on AnalyticsSeries { endDate points { date endDate value } startDate } fragment AnalyticsTotalFields on AnalyticsTotal { change { fraction percent } endDate startDate value } query EpisodePlaysAndDownloads($id: Int, $interval: AnalyticsInterval = DAY, $period: AnalyticsPeriod = LAST_THIRTY_DAYS, $range: AnalyticsDateRange, $uri: String) { episode(id: $id, uri: $uri) { id playsAndDownloads(period: $period, range: $range) { ...AnalyticsTotalFields } playsAndDownloadsSeries(period: $period, range: $range, interval: $interval) { ...AnalyticsSeriesFields } title uri } }","hash":"sha256:993fe6e06b05763f8b0613f87fc4410495942cc28d98dd6780328c0891b68204"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"EpisodePlaysAndDownloads"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"uri"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"period"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"AnalyticsPeriod"}},"defaultValue":{"kind":"EnumValue","value":"LAST_THIRTY_DAYS"}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"range"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"AnalyticsDateRange"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"interval"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"AnalyticsInterval"}},"defaultValue":{"kind":"EnumValue","value":"DAY"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"episode"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"uri"},"value":{"kind":"Variable","name":{"kind":"Name","value":"uri"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"uri"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"playsAndDownloads"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"period"},"value":{"kind":"Variable","name":{"kind":"Name","value":"period"}}},{"kind":"Argument","name":{"kind":"Name","value":"range"},"value":{"kind":"Variable","name":{"kind":"Name","value":"range"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AnalyticsTotalFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"playsAndDownloadsSeries"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"period"},"value":{"kind":"Variable","name":{"kind":"Name","value":"period"}}},{"kind":"Argument","name":{"kind":"Name","value":"range"},"value":{"kind":"Variable","name":{"kind":"Name","value":"range"}}},{"kind":"Argument","name":{"kind":"Name","value":"interval"},"value":{"kind":"Variable","name":{"kind":"Name","value":"interval"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AnalyticsSeriesFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AnalyticsTotalFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AnalyticsTotal"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"change"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fraction"}},{"kind":"Field","name":{"kind":"Name","value":"percent"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AnalyticsSeriesFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AnalyticsSeries"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"points"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}}]}}]} as unknown as DocumentNode<EpisodePlaysAndDownloadsQuery, EpisodePlaysAndDownloadsQueryVariables>;
export const ShowPlaysAndDownloadsDocument = {"__meta__":{"text":"fragment AnalyticsSeriesFields on AnalyticsSeries { endDate points { date endDate value } startDate } fragment AnalyticsTotalFields on AnalyticsTotal { change { fraction percent } endDate startDate value } query ShowPlaysAndDownloads($interval: AnalyticsInterval = DAY, $period: AnalyticsPeriod = LAST_THIRTY_DAYS, $range: AnalyticsDateRange, $stationId: Int, $uri: String) { show(stationId: $stationId, uri: $uri) { name playsAndDownloads(period: $period, range: $range) { ...AnalyticsTotalFields } playsAndDownloadsSeries(period: $period, range: $range, interval: $interval) { ...AnalyticsSeriesFields } stationId uri } }","hash":"sha256:9382e2adbb48c82982598a4daf5047b9be589d32d7cd05888b110c68bbac335c"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ShowPlaysAndDownloads"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"stationId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"uri"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"period"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"AnalyticsPeriod"}},"defaultValue":{"kind":"EnumValue","value":"LAST_THIRTY_DAYS"}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"range"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"AnalyticsDateRange"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"interval"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"AnalyticsInterval"}},"defaultValue":{"kind":"EnumValue","value":"DAY"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"show"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"stationId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"stationId"}}},{"kind":"Argument","name":{"kind":"Name","value":"uri"},"value":{"kind":"Variable","name":{"kind":"Name","value":"uri"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"stationId"}},{"kind":"Field","name":{"kind":"Name","value":"uri"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"playsAndDownloads"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"period"},"value":{"kind":"Variable","name":{"kind":"Name","value":"period"}}},{"kind":"Argument","name":{"kind":"Name","value":"range"},"value":{"kind":"Variable","name":{"kind":"Name","value":"range"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AnalyticsTotalFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"playsAndDownloadsSeries"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"period"},"value":{"kind":"Variable","name":{"kind":"Name","value":"period"}}},{"kind":"Argument","name":{"kind":"Name","value":"range"},"value":{"kind":"Variable","name":{"kind":"Name","value":"range"}}},{"kind":"Argument","name":{"kind":"Name","value":"interval"},"value":{"kind":"Variable","name":{"kind":"Name","value":"interval"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AnalyticsSeriesFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AnalyticsTotalFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AnalyticsTotal"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"change"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fraction"}},{"kind":"Field","name":{"kind":"Name","value":"percent"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AnalyticsSeriesFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AnalyticsSeries"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"points"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}}]}}]} as unknown as DocumentNode<ShowPlaysAndDownloadsQuery, ShowPlaysAndDownloadsQueryVariables>;
export const AnalyticsGlossaryDocument = {"__meta__":{"text":"query AnalyticsGlossary { analyticsGlossary { description kind label term } }","hash":"sha256:d67a09ab64a6df250d5794ada18452d55076a4552a85bfec5637ba5046bdcc90"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AnalyticsGlossary"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"analyticsGlossary"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"term"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"description"}}]}}]}}]} as unknown as DocumentNode<AnalyticsGlossaryQuery, AnalyticsGlossaryQueryVariables>;
export const CommentsForReviewDocument = {"__meta__":{"text":"fragment CommentFields on Comment { approvedAt author { __typename ... on CommentListener { displayName imageUrl username } ... on CommentShowAuthor { imageUrl showName showUri } } containsBlockedWords createdAt episodeUri hasCreatorReplied isPinned kind parentCommentUri replyCount status text uri } query CommentsForReview($after: String, $first: Int = 20, $stationId: Int!, $statuses: [CommentStatus!] = [NEEDS_REVIEW]) { show(stationId: $stationId) { comments(first: $first, after: $after, statuses: $statuses) { edges { cursor node { episode { id title } ...CommentFields } } pageInfo { endCursor hasNextPage } } name stationId uri } }","hash":"sha256:ac543f4758557e7434a5f4269ab561d35ae4e07b85c23666d839aa6b50ecdca6"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CommentsForReview"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"stationId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}},"defaultValue":{"kind":"IntValue","value":"20"}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"statuses"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CommentStatus"}}}},"defaultValue":{"kind":"ListValue","values":[{"kind":"EnumValue","value":"NEEDS_REVIEW"}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"show"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"stationId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"stationId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"stationId"}},{"kind":"Field","name":{"kind":"Name","value":"uri"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"comments"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}},{"kind":"Argument","name":{"kind":"Name","value":"statuses"},"value":{"kind":"Variable","name":{"kind":"Name","value":"statuses"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cursor"}},{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CommentFields"}},{"kind":"Field","name":{"kind":"Name","value":"episode"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CommentFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Comment"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uri"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"approvedAt"}},{"kind":"Field","name":{"kind":"Name","value":"episodeUri"}},{"kind":"Field","name":{"kind":"Name","value":"parentCommentUri"}},{"kind":"Field","name":{"kind":"Name","value":"replyCount"}},{"kind":"Field","name":{"kind":"Name","value":"isPinned"}},{"kind":"Field","name":{"kind":"Name","value":"hasCreatorReplied"}},{"kind":"Field","name":{"kind":"Name","value":"containsBlockedWords"}},{"kind":"Field","name":{"kind":"Name","value":"author"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CommentListener"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CommentShowAuthor"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"showUri"}},{"kind":"Field","name":{"kind":"Name","value":"showName"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}}]}}]}}]}}]} as unknown as DocumentNode<CommentsForReviewQuery, CommentsForReviewQueryVariables>;
export const EpisodeCommentsDocument = {"__meta__":{"text":"fragment CommentFields on Comment { approvedAt author { __typename ... on CommentListener { displayName imageUrl username } ... on CommentShowAuthor { imageUrl showName showUri } } containsBlockedWords createdAt episodeUri hasCreatorReplied isPinned kind parentCommentUri replyCount status text uri } query EpisodeComments($after: String, $first: Int = 20, $id: Int, $kinds: [CommentKind!] = [ROOT, REPLY], $statuses: [CommentStatus!] = [PUBLISHED, NEEDS_REVIEW], $uri: String) { episode(id: $id, uri: $uri) { comments(first: $first, after: $after, statuses: $statuses, kinds: $kinds) { edges { cursor node { ...CommentFields } } pageInfo { endCursor hasNextPage } } id title uri } }","hash":"sha256:cc6d3a22aef847d9138a920307527811c3e22800a138290ac0133fb92bb7bdab"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"EpisodeComments"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"uri"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}},"defaultValue":{"kind":"IntValue","value":"20"}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"statuses"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CommentStatus"}}}},"defaultValue":{"kind":"ListValue","values":[{"kind":"EnumValue","value":"PUBLISHED"},{"kind":"EnumValue","value":"NEEDS_REVIEW"}]}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"kinds"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CommentKind"}}}},"defaultValue":{"kind":"ListValue","values":[{"kind":"EnumValue","value":"ROOT"},{"kind":"EnumValue","value":"REPLY"}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"episode"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"uri"},"value":{"kind":"Variable","name":{"kind":"Name","value":"uri"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"uri"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"comments"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}},{"kind":"Argument","name":{"kind":"Name","value":"statuses"},"value":{"kind":"Variable","name":{"kind":"Name","value":"statuses"}}},{"kind":"Argument","name":{"kind":"Name","value":"kinds"},"value":{"kind":"Variable","name":{"kind":"Name","value":"kinds"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cursor"}},{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CommentFields"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CommentFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Comment"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uri"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"approvedAt"}},{"kind":"Field","name":{"kind":"Name","value":"episodeUri"}},{"kind":"Field","name":{"kind":"Name","value":"parentCommentUri"}},{"kind":"Field","name":{"kind":"Name","value":"replyCount"}},{"kind":"Field","name":{"kind":"Name","value":"isPinned"}},{"kind":"Field","name":{"kind":"Name","value":"hasCreatorReplied"}},{"kind":"Field","name":{"kind":"Name","value":"containsBlockedWords"}},{"kind":"Field","name":{"kind":"Name","value":"author"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CommentListener"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CommentShowAuthor"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"showUri"}},{"kind":"Field","name":{"kind":"Name","value":"showName"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}}]}}]}}]}}]} as unknown as DocumentNode<EpisodeCommentsQuery, EpisodeCommentsQueryVariables>;
export const PublishCommentDocument = {"__meta__":{"text":"mutation PublishComment($commentUri: String!) { publishComment(commentUri: $commentUri) { commentUri success } }","hash":"sha256:d4c02506145452b6912781957d4fc3d2cd39d3a009efa2080191eb99f135f70a"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PublishComment"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"commentUri"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"publishComment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"commentUri"},"value":{"kind":"Variable","name":{"kind":"Name","value":"commentUri"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"commentUri"}},{"kind":"Field","name":{"kind":"Name","value":"success"}}]}}]}}]} as unknown as DocumentNode<PublishCommentMutation, PublishCommentMutationVariables>;
export const ReplyToCommentDocument = {"__meta__":{"text":"mutation ReplyToComment($commentUri: String!, $text: String!) { replyToComment(commentUri: $commentUri, text: $text) { commentUri success } }","hash":"sha256:d7bc090ad88fad3b257b09e176aa91f4976ba70094d2f7f4cc73c878673b9e8b"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ReplyToComment"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"commentUri"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"text"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"replyToComment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"commentUri"},"value":{"kind":"Variable","name":{"kind":"Name","value":"commentUri"}}},{"kind":"Argument","name":{"kind":"Name","value":"text"},"value":{"kind":"Variable","name":{"kind":"Name","value":"text"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"commentUri"}},{"kind":"Field","name":{"kind":"Name","value":"success"}}]}}]}}]} as unknown as DocumentNode<ReplyToCommentMutation, ReplyToCommentMutationVariables>;
export const DeleteCommentDocument = {"__meta__":{"text":"mutation DeleteComment($commentUri: String!, $status: CommentStatus) { deleteComment(commentUri: $commentUri, status: $status) { commentUri success } }","hash":"sha256:039d4003e6f24342b91674051655ec2b84a78b37c47e3dfe6ef0f7430992339d"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteComment"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"commentUri"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"status"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"CommentStatus"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteComment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"commentUri"},"value":{"kind":"Variable","name":{"kind":"Name","value":"commentUri"}}},{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"Variable","name":{"kind":"Name","value":"status"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"commentUri"}},{"kind":"Field","name":{"kind":"Name","value":"success"}}]}}]}}]} as unknown as DocumentNode<DeleteCommentMutation, DeleteCommentMutationVariables>;
export const PinCommentDocument = {"__meta__":{"text":"mutation PinComment($commentUri: String!) { pinComment(commentUri: $commentUri) { commentUri success } }","hash":"sha256:c9d845643d8099c50f978ca695f28c9e2256d26a5f7ed00980d1b5c28cb98323"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PinComment"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"commentUri"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pinComment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"commentUri"},"value":{"kind":"Variable","name":{"kind":"Name","value":"commentUri"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"commentUri"}},{"kind":"Field","name":{"kind":"Name","value":"success"}}]}}]}}]} as unknown as DocumentNode<PinCommentMutation, PinCommentMutationVariables>;
export const UnpinCommentDocument = {"__meta__":{"text":"mutation UnpinComment($commentUri: String!) { unpinComment(commentUri: $commentUri) { commentUri success } }","hash":"sha256:52909d185c9ff593bbe533ce1b7307d878ca91e810f7394920da174537323a94"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UnpinComment"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"commentUri"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"unpinComment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"commentUri"},"value":{"kind":"Variable","name":{"kind":"Name","value":"commentUri"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"commentUri"}},{"kind":"Field","name":{"kind":"Name","value":"success"}}]}}]}}]} as unknown as DocumentNode<UnpinCommentMutation, UnpinCommentMutationVariables>;
export const MarkCommentReadDocument = {"__meta__":{"text":"mutation MarkCommentRead($commentUri: String!) { markCommentRead(commentUri: $commentUri) { commentUri success } }","hash":"sha256:660c70c33403e923599d866e4feaa27c66515e283318205afaba3f52b50f6f6d"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"MarkCommentRead"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"commentUri"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"markCommentRead"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"commentUri"},"value":{"kind":"Variable","name":{"kind":"Name","value":"commentUri"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"commentUri"}},{"kind":"Field","name":{"kind":"Name","value":"success"}}]}}]}}]} as unknown as DocumentNode<MarkCommentReadMutation, MarkCommentReadMutationVariables>;
export const BlockCommenterDocument = {"__meta__":{"text":"mutation BlockCommenter($showUri: String, $stationId: Int, $username: String!) { blockCommenter(stationId: $stationId, showUri: $showUri, username: $username) { success } }","hash":"sha256:70ce300bdca540fe84e0dd095862ae7ccad26ad60d7d072fb6ee8605227c7ad5"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"BlockCommenter"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"stationId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"showUri"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"username"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"blockCommenter"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"stationId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"stationId"}}},{"kind":"Argument","name":{"kind":"Name","value":"showUri"},"value":{"kind":"Variable","name":{"kind":"Name","value":"showUri"}}},{"kind":"Argument","name":{"kind":"Name","value":"username"},"value":{"kind":"Variable","name":{"kind":"Name","value":"username"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"success"}}]}}]}}]} as unknown as DocumentNode<BlockCommenterMutation, BlockCommenterMutationVariables>;
export const SetModerationPolicyDocument = {"__meta__":{"text":"mutation SetModerationPolicy($policy: ModerationPolicy!, $showUri: String, $stationId: Int) { setModerationPolicy(stationId: $stationId, showUri: $showUri, policy: $policy) { success } }","hash":"sha256:176e21e5b058a103a53965067a29cbfd7658f5e9a2979c5abcb1b53546edc403"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetModerationPolicy"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"stationId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"showUri"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"policy"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ModerationPolicy"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setModerationPolicy"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"stationId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"stationId"}}},{"kind":"Argument","name":{"kind":"Name","value":"showUri"},"value":{"kind":"Variable","name":{"kind":"Name","value":"showUri"}}},{"kind":"Argument","name":{"kind":"Name","value":"policy"},"value":{"kind":"Variable","name":{"kind":"Name","value":"policy"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"success"}}]}}]}}]} as unknown as DocumentNode<SetModerationPolicyMutation, SetModerationPolicyMutationVariables>;
export const SetCommentsEnabledDocument = {"__meta__":{"text":"mutation SetCommentsEnabled($enabled: Boolean!, $showUri: String, $stationId: Int) { setCommentsEnabled(stationId: $stationId, showUri: $showUri, enabled: $enabled) { success } }","hash":"sha256:a763e9d105c46a18a46e216ace9a891afb2220283a7c493d38cc58e4b496a074"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetCommentsEnabled"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"stationId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"showUri"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"enabled"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setCommentsEnabled"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"stationId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"stationId"}}},{"kind":"Argument","name":{"kind":"Name","value":"showUri"},"value":{"kind":"Variable","name":{"kind":"Name","value":"showUri"}}},{"kind":"Argument","name":{"kind":"Name","value":"enabled"},"value":{"kind":"Variable","name":{"kind":"Name","value":"enabled"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"success"}}]}}]}}]} as unknown as DocumentNode<SetCommentsEnabledMutation, SetCommentsEnabledMutationVariables>;
export const EpisodeDocument = {"__meta__":{"text":"fragment EpisodeFields on Episode { description episodeType id isExplicit isPublished publishOn state title uri } query Episode($id: Int, $uri: String) { episode(id: $id, uri: $uri) { containsSponsoredContent publishedOn { seconds } ...EpisodeFields } }","hash":"sha256:1684cbb942a422a1bcfc7946ea28a9fb8d9409bd2768868ff45efdf1b596ac95"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Episode"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"uri"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"episode"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"uri"},"value":{"kind":"Variable","name":{"kind":"Name","value":"uri"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"EpisodeFields"}},{"kind":"Field","name":{"kind":"Name","value":"containsSponsoredContent"}},{"kind":"Field","name":{"kind":"Name","value":"publishedOn"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"seconds"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EpisodeFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Episode"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"uri"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"episodeType"}},{"kind":"Field","name":{"kind":"Name","value":"isExplicit"}},{"kind":"Field","name":{"kind":"Name","value":"isPublished"}},{"kind":"Field","name":{"kind":"Name","value":"publishOn"}},{"kind":"Field","name":{"kind":"Name","value":"state"}}]}}]} as unknown as DocumentNode<EpisodeQuery, EpisodeQueryVariables>;
export const CreateEpisodeDocument = {"__meta__":{"text":"fragment EpisodeFields on Episode { description episodeType id isExplicit isPublished publishOn state title uri } mutation CreateEpisode($idempotencyKey: String, $input: CreateEpisodeInput!) { createEpisode(input: $input, idempotencyKey: $idempotencyKey) { created episode { ...EpisodeFields } shareUrl stationId } }","hash":"sha256:b6e8a63d14b3da4f9f22ca5eb54c6e2dbfb001cb0b1fa92fa644112f9c766216"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateEpisode"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateEpisodeInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"idempotencyKey"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createEpisode"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}},{"kind":"Argument","name":{"kind":"Name","value":"idempotencyKey"},"value":{"kind":"Variable","name":{"kind":"Name","value":"idempotencyKey"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"created"}},{"kind":"Field","name":{"kind":"Name","value":"stationId"}},{"kind":"Field","name":{"kind":"Name","value":"shareUrl"}},{"kind":"Field","name":{"kind":"Name","value":"episode"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"EpisodeFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EpisodeFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Episode"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"uri"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"episodeType"}},{"kind":"Field","name":{"kind":"Name","value":"isExplicit"}},{"kind":"Field","name":{"kind":"Name","value":"isPublished"}},{"kind":"Field","name":{"kind":"Name","value":"publishOn"}},{"kind":"Field","name":{"kind":"Name","value":"state"}}]}}]} as unknown as DocumentNode<CreateEpisodeMutation, CreateEpisodeMutationVariables>;
export const UpdateEpisodeDocument = {"__meta__":{"text":"fragment EpisodeFields on Episode { description episodeType id isExplicit isPublished publishOn state title uri } mutation UpdateEpisode($id: Int!, $input: UpdateEpisodeInput!) { updateEpisode(id: $id, input: $input) { descriptionMatches didChangePublishState episode { ...EpisodeFields } shareUrl } }","hash":"sha256:24d5a3d76e96ce35b6ed1814450a9b81831c8ad6b20dcaf1e451477a228127f3"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateEpisode"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateEpisodeInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateEpisode"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"descriptionMatches"}},{"kind":"Field","name":{"kind":"Name","value":"didChangePublishState"}},{"kind":"Field","name":{"kind":"Name","value":"shareUrl"}},{"kind":"Field","name":{"kind":"Name","value":"episode"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"EpisodeFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EpisodeFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Episode"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"uri"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"episodeType"}},{"kind":"Field","name":{"kind":"Name","value":"isExplicit"}},{"kind":"Field","name":{"kind":"Name","value":"isPublished"}},{"kind":"Field","name":{"kind":"Name","value":"publishOn"}},{"kind":"Field","name":{"kind":"Name","value":"state"}}]}}]} as unknown as DocumentNode<UpdateEpisodeMutation, UpdateEpisodeMutationVariables>;
export const ScheduleEpisodeDocument = {"__meta__":{"text":"fragment EpisodeFields on Episode { description episodeType id isExplicit isPublished publishOn state title uri } mutation ScheduleEpisode($id: Int, $publishOn: DateTime!, $uri: String) { scheduleEpisode(id: $id, uri: $uri, publishOn: $publishOn) { didChangePublishState episode { ...EpisodeFields } previousState shareUrl } }","hash":"sha256:12fe133ba49587d93750c5a5faa11c9fcbbb29adc0cb98e736b214a136d84806"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ScheduleEpisode"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"uri"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"publishOn"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DateTime"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"scheduleEpisode"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"uri"},"value":{"kind":"Variable","name":{"kind":"Name","value":"uri"}}},{"kind":"Argument","name":{"kind":"Name","value":"publishOn"},"value":{"kind":"Variable","name":{"kind":"Name","value":"publishOn"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"previousState"}},{"kind":"Field","name":{"kind":"Name","value":"didChangePublishState"}},{"kind":"Field","name":{"kind":"Name","value":"shareUrl"}},{"kind":"Field","name":{"kind":"Name","value":"episode"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"EpisodeFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EpisodeFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Episode"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"uri"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"episodeType"}},{"kind":"Field","name":{"kind":"Name","value":"isExplicit"}},{"kind":"Field","name":{"kind":"Name","value":"isPublished"}},{"kind":"Field","name":{"kind":"Name","value":"publishOn"}},{"kind":"Field","name":{"kind":"Name","value":"state"}}]}}]} as unknown as DocumentNode<ScheduleEpisodeMutation, ScheduleEpisodeMutationVariables>;
export const PublishEpisodeDocument = {"__meta__":{"text":"fragment EpisodeFields on Episode { description episodeType id isExplicit isPublished publishOn state title uri } mutation PublishEpisode($id: Int, $uri: String) { publishEpisode(id: $id, uri: $uri) { didChangePublishState episode { ...EpisodeFields } previousState shareUrl } }","hash":"sha256:74d5e7530b10a8eb85c4865bca86faff0fa5a257bcb860710c0b389dec6c0c22"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PublishEpisode"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"uri"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"publishEpisode"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"uri"},"value":{"kind":"Variable","name":{"kind":"Name","value":"uri"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"previousState"}},{"kind":"Field","name":{"kind":"Name","value":"didChangePublishState"}},{"kind":"Field","name":{"kind":"Name","value":"shareUrl"}},{"kind":"Field","name":{"kind":"Name","value":"episode"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"EpisodeFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EpisodeFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Episode"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"uri"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"episodeType"}},{"kind":"Field","name":{"kind":"Name","value":"isExplicit"}},{"kind":"Field","name":{"kind":"Name","value":"isPublished"}},{"kind":"Field","name":{"kind":"Name","value":"publishOn"}},{"kind":"Field","name":{"kind":"Name","value":"state"}}]}}]} as unknown as DocumentNode<PublishEpisodeMutation, PublishEpisodeMutationVariables>;
export const DeleteEpisodeDocument = {"__meta__":{"text":"mutation DeleteEpisode($confirmIrreversible: Boolean!, $id: Int, $uri: String) { deleteEpisode(id: $id, uri: $uri, confirmIrreversible: $confirmIrreversible) { deletedEpisodeId } }","hash":"sha256:29427a5d80a5850638adf0b724df7fe54239b63b0ceb94a80f7475599104159e"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteEpisode"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"uri"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"confirmIrreversible"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteEpisode"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"uri"},"value":{"kind":"Variable","name":{"kind":"Name","value":"uri"}}},{"kind":"Argument","name":{"kind":"Name","value":"confirmIrreversible"},"value":{"kind":"Variable","name":{"kind":"Name","value":"confirmIrreversible"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deletedEpisodeId"}}]}}]}}]} as unknown as DocumentNode<DeleteEpisodeMutation, DeleteEpisodeMutationVariables>;
export const SetEpisodeSponsoredContentDocument = {"__meta__":{"text":"mutation SetEpisodeSponsoredContent($containsSponsoredContent: Boolean!, $id: Int, $uri: String) { setEpisodeSponsoredContent( id: $id uri: $uri containsSponsoredContent: $containsSponsoredContent ) { containsSponsoredContent publishOnSent } }","hash":"sha256:73136d6c4bf8559e47d0a389397d1d0333e05927228811d2aa8de40515a0b9b8"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetEpisodeSponsoredContent"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"uri"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"containsSponsoredContent"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setEpisodeSponsoredContent"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"uri"},"value":{"kind":"Variable","name":{"kind":"Name","value":"uri"}}},{"kind":"Argument","name":{"kind":"Name","value":"containsSponsoredContent"},"value":{"kind":"Variable","name":{"kind":"Name","value":"containsSponsoredContent"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"containsSponsoredContent"}},{"kind":"Field","name":{"kind":"Name","value":"publishOnSent"}}]}}]}}]} as unknown as DocumentNode<SetEpisodeSponsoredContentMutation, SetEpisodeSponsoredContentMutationVariables>;
export const EpisodePollDocument = {"__meta__":{"text":"fragment PollFields on EpisodePoll { closesAt episodeUri opensAt options { text votes } question type } query EpisodePoll($id: Int, $uri: String) { episode(id: $id, uri: $uri) { id poll { ...PollFields } uri } }","hash":"sha256:d9876c50feac9e6db99795a113d89f3c7bf07af249ca35729406de4c47482e41"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"EpisodePoll"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"uri"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"episode"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"uri"},"value":{"kind":"Variable","name":{"kind":"Name","value":"uri"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"uri"}},{"kind":"Field","name":{"kind":"Name","value":"poll"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PollFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PollFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"EpisodePoll"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"episodeUri"}},{"kind":"Field","name":{"kind":"Name","value":"question"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"opensAt"}},{"kind":"Field","name":{"kind":"Name","value":"closesAt"}},{"kind":"Field","name":{"kind":"Name","value":"options"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"votes"}}]}}]}}]} as unknown as DocumentNode<EpisodePollQuery, EpisodePollQueryVariables>;
export const SavePollDocument = {"__meta__":{"text":"fragment PollFields on EpisodePoll { closesAt episodeUri opensAt options { text votes } question type } mutation SavePoll($episodeId: Int, $episodeUri: String, $input: PollInput!) { savePoll(episodeId: $episodeId, episodeUri: $episodeUri, input: $input) { __typename ... on PollSaved { poll { ...PollFields } } ... on PollValidationError { message problems { field message } } } }","hash":"sha256:865c1ba83d81ca639b8cef7427499287f5292c50828eedbc1a7e159ba5675368"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SavePoll"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"episodeId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"episodeUri"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PollInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"savePoll"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"episodeId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"episodeId"}}},{"kind":"Argument","name":{"kind":"Name","value":"episodeUri"},"value":{"kind":"Variable","name":{"kind":"Name","value":"episodeUri"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PollSaved"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"poll"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PollFields"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PollValidationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"problems"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PollFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"EpisodePoll"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"episodeUri"}},{"kind":"Field","name":{"kind":"Name","value":"question"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"opensAt"}},{"kind":"Field","name":{"kind":"Name","value":"closesAt"}},{"kind":"Field","name":{"kind":"Name","value":"options"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"votes"}}]}}]}}]} as unknown as DocumentNode<SavePollMutation, SavePollMutationVariables>;
export const DeletePollDocument = {"__meta__":{"text":"mutation DeletePoll($episodeId: Int, $episodeUri: String) { deletePoll(episodeId: $episodeId, episodeUri: $episodeUri) { deleted } }","hash":"sha256:63496619a7ced164ffd4e3516add5b21d968e21cef3ce800fec475da3b24b5e4"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeletePoll"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"episodeId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"episodeUri"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deletePoll"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"episodeId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"episodeId"}}},{"kind":"Argument","name":{"kind":"Name","value":"episodeUri"},"value":{"kind":"Variable","name":{"kind":"Name","value":"episodeUri"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleted"}}]}}]}}]} as unknown as DocumentNode<DeletePollMutation, DeletePollMutationVariables>;
export const ShowsAndEpisodesDocument = {"__meta__":{"text":"fragment EpisodeSummary on Episode { id publishOn publishedOn { seconds } state title } query ShowsAndEpisodes($pageSize: Int = 10) { showsForUser { shows { episodesV2( listEpisodesV2Request: {pagination: {pageSize: $pageSize}, sort: {sortBy: PUBLISHED_ON, sortOrder: DESC}} ) { items { ...EpisodeSummary } } image400Url imageUrl name stationId uri } } }","hash":"sha256:c5d28becc0891c0edbfb66bddd02bd8152b41a6cde934c1027b88743d1ddae66"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ShowsAndEpisodes"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}},"defaultValue":{"kind":"IntValue","value":"10"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"showsForUser"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"shows"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"stationId"}},{"kind":"Field","name":{"kind":"Name","value":"uri"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"image400Url"}},{"kind":"Field","name":{"kind":"Name","value":"episodesV2"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"listEpisodesV2Request"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"pagination"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}}}]}},{"kind":"ObjectField","name":{"kind":"Name","value":"sort"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"sortBy"},"value":{"kind":"EnumValue","value":"PUBLISHED_ON"}},{"kind":"ObjectField","name":{"kind":"Name","value":"sortOrder"},"value":{"kind":"EnumValue","value":"DESC"}}]}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"EpisodeSummary"}}]}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EpisodeSummary"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Episode"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"publishOn"}},{"kind":"Field","name":{"kind":"Name","value":"publishedOn"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"seconds"}}]}}]}}]} as unknown as DocumentNode<ShowsAndEpisodesQuery, ShowsAndEpisodesQueryVariables>;
export const ShowEpisodesDocument = {"__meta__":{"text":"fragment EpisodeFields on Episode { description episodeType id isExplicit isPublished publishOn state title uri } query ShowEpisodes($pageSize: Int = 20, $stationId: Int, $uri: String) { show(stationId: $stationId, uri: $uri) { episodesV2( listEpisodesV2Request: {pagination: {pageSize: $pageSize}, sort: {sortBy: PUBLISHED_ON, sortOrder: DESC}} ) { items { publishedOn { seconds } ...EpisodeFields } } name stationId uri } }","hash":"sha256:372892bf09de86b1e6ccc45d9ab3f2b955038e8701f9d1235209b402f40e2d93"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ShowEpisodes"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"stationId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"uri"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}},"defaultValue":{"kind":"IntValue","value":"20"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"show"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"stationId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"stationId"}}},{"kind":"Argument","name":{"kind":"Name","value":"uri"},"value":{"kind":"Variable","name":{"kind":"Name","value":"uri"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"stationId"}},{"kind":"Field","name":{"kind":"Name","value":"uri"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"episodesV2"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"listEpisodesV2Request"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"pagination"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}}}]}},{"kind":"ObjectField","name":{"kind":"Name","value":"sort"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"sortBy"},"value":{"kind":"EnumValue","value":"PUBLISHED_ON"}},{"kind":"ObjectField","name":{"kind":"Name","value":"sortOrder"},"value":{"kind":"EnumValue","value":"DESC"}}]}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"EpisodeFields"}},{"kind":"Field","name":{"kind":"Name","value":"publishedOn"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"seconds"}}]}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EpisodeFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Episode"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"uri"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"episodeType"}},{"kind":"Field","name":{"kind":"Name","value":"isExplicit"}},{"kind":"Field","name":{"kind":"Name","value":"isPublished"}},{"kind":"Field","name":{"kind":"Name","value":"publishOn"}},{"kind":"Field","name":{"kind":"Name","value":"state"}}]}}]} as unknown as DocumentNode<ShowEpisodesQuery, ShowEpisodesQueryVariables>;
export const ShowDocument = {"__meta__":{"text":"query Show($stationId: Int, $uri: String) { show(stationId: $stationId, uri: $uri) { authorName category { primary secondary } description image400Url imageUrl isExplicit language name rssFeedUrl stationId uri } }","hash":"sha256:f0e1040e2bd26a1c5d31a5245a17b088265644f09e49bd30bc9c0fbdbdadad78"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Show"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"stationId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"uri"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"show"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"stationId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"stationId"}}},{"kind":"Argument","name":{"kind":"Name","value":"uri"},"value":{"kind":"Variable","name":{"kind":"Name","value":"uri"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"stationId"}},{"kind":"Field","name":{"kind":"Name","value":"uri"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"authorName"}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"isExplicit"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"image400Url"}},{"kind":"Field","name":{"kind":"Name","value":"rssFeedUrl"}},{"kind":"Field","name":{"kind":"Name","value":"category"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"primary"}},{"kind":"Field","name":{"kind":"Name","value":"secondary"}}]}}]}}]}}]} as unknown as DocumentNode<ShowQuery, ShowQueryVariables>;
export const ShowUnpublishedEpisodesDocument = {"__meta__":{"text":"fragment EpisodeSummary on Episode { id publishOn publishedOn { seconds } state title } query ShowUnpublishedEpisodes($stationId: Int!) { show(stationId: $stationId) { knownUnpublishedEpisodes { ...EpisodeSummary } stationId } }","hash":"sha256:c3dd46db2691bbeecbb85bd041aa8bff435bff1374978ee70f19e7980a0367eb"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ShowUnpublishedEpisodes"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"stationId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"show"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"stationId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"stationId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"stationId"}},{"kind":"Field","name":{"kind":"Name","value":"knownUnpublishedEpisodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"EpisodeSummary"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EpisodeSummary"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Episode"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"publishOn"}},{"kind":"Field","name":{"kind":"Name","value":"publishedOn"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"seconds"}}]}}]}}]} as unknown as DocumentNode<ShowUnpublishedEpisodesQuery, ShowUnpublishedEpisodesQueryVariables>;
export const UploadEpisodeAudioDocument = {"__meta__":{"text":"fragment UploadJobFields on UploadJob { bytesSent createdAt episodeId failureCode failureReason fileName id kind mimeType stationId status step totalBytes updatedAt validation { duration durationMs mediaType } } mutation UploadEpisodeAudio($episodeId: Int!, $file: Upload!, $jobId: ID, $size: Float, $stationId: Int!, $waitForProcessing: Boolean = true) { uploadEpisodeAudio( episodeId: $episodeId stationId: $stationId file: $file size: $size jobId: $jobId waitForProcessing: $waitForProcessing ) { ...UploadJobFields } }","hash":"sha256:0b241dc82e6ee307464f8c0cb592e0a5f026acbae30ff7daec6acfe2be102cc4"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UploadEpisodeAudio"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"episodeId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"stationId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"file"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Upload"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"size"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Float"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"jobId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"waitForProcessing"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}},"defaultValue":{"kind":"BooleanValue","value":true}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uploadEpisodeAudio"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"episodeId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"episodeId"}}},{"kind":"Argument","name":{"kind":"Name","value":"stationId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"stationId"}}},{"kind":"Argument","name":{"kind":"Name","value":"file"},"value":{"kind":"Variable","name":{"kind":"Name","value":"file"}}},{"kind":"Argument","name":{"kind":"Name","value":"size"},"value":{"kind":"Variable","name":{"kind":"Name","value":"size"}}},{"kind":"Argument","name":{"kind":"Name","value":"jobId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"jobId"}}},{"kind":"Argument","name":{"kind":"Name","value":"waitForProcessing"},"value":{"kind":"Variable","name":{"kind":"Name","value":"waitForProcessing"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UploadJobFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UploadJobFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UploadJob"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"step"}},{"kind":"Field","name":{"kind":"Name","value":"bytesSent"}},{"kind":"Field","name":{"kind":"Name","value":"totalBytes"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"mimeType"}},{"kind":"Field","name":{"kind":"Name","value":"episodeId"}},{"kind":"Field","name":{"kind":"Name","value":"stationId"}},{"kind":"Field","name":{"kind":"Name","value":"failureCode"}},{"kind":"Field","name":{"kind":"Name","value":"failureReason"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"validation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mediaType"}},{"kind":"Field","name":{"kind":"Name","value":"duration"}},{"kind":"Field","name":{"kind":"Name","value":"durationMs"}}]}}]}}]} as unknown as DocumentNode<UploadEpisodeAudioMutation, UploadEpisodeAudioMutationVariables>;
export const UploadEpisodeVideoDocument = {"__meta__":{"text":"fragment UploadJobFields on UploadJob { bytesSent createdAt episodeId failureCode failureReason fileName id kind mimeType stationId status step totalBytes updatedAt validation { duration durationMs mediaType } } mutation UploadEpisodeVideo($episodeId: Int!, $file: Upload!, $jobId: ID, $size: Float, $stationId: Int!, $waitForProcessing: Boolean = true) { uploadEpisodeVideo( episodeId: $episodeId stationId: $stationId file: $file size: $size jobId: $jobId waitForProcessing: $waitForProcessing ) { ...UploadJobFields } }","hash":"sha256:b719a365f7982a949a9fcb6c68292795fa3bcd6aab44dd0caa8ef3c4061aa187"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UploadEpisodeVideo"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"episodeId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"stationId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"file"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Upload"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"size"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Float"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"jobId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"waitForProcessing"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}},"defaultValue":{"kind":"BooleanValue","value":true}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uploadEpisodeVideo"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"episodeId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"episodeId"}}},{"kind":"Argument","name":{"kind":"Name","value":"stationId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"stationId"}}},{"kind":"Argument","name":{"kind":"Name","value":"file"},"value":{"kind":"Variable","name":{"kind":"Name","value":"file"}}},{"kind":"Argument","name":{"kind":"Name","value":"size"},"value":{"kind":"Variable","name":{"kind":"Name","value":"size"}}},{"kind":"Argument","name":{"kind":"Name","value":"jobId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"jobId"}}},{"kind":"Argument","name":{"kind":"Name","value":"waitForProcessing"},"value":{"kind":"Variable","name":{"kind":"Name","value":"waitForProcessing"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UploadJobFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UploadJobFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UploadJob"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"step"}},{"kind":"Field","name":{"kind":"Name","value":"bytesSent"}},{"kind":"Field","name":{"kind":"Name","value":"totalBytes"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"mimeType"}},{"kind":"Field","name":{"kind":"Name","value":"episodeId"}},{"kind":"Field","name":{"kind":"Name","value":"stationId"}},{"kind":"Field","name":{"kind":"Name","value":"failureCode"}},{"kind":"Field","name":{"kind":"Name","value":"failureReason"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"validation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mediaType"}},{"kind":"Field","name":{"kind":"Name","value":"duration"}},{"kind":"Field","name":{"kind":"Name","value":"durationMs"}}]}}]}}]} as unknown as DocumentNode<UploadEpisodeVideoMutation, UploadEpisodeVideoMutationVariables>;
export const UploadEpisodeThumbnailDocument = {"__meta__":{"text":"fragment UploadJobFields on UploadJob { bytesSent createdAt episodeId failureCode failureReason fileName id kind mimeType stationId status step totalBytes updatedAt validation { duration durationMs mediaType } } mutation UploadEpisodeThumbnail($episodeId: Int!, $file: Upload!, $jobId: ID, $size: Float, $waitForProcessing: Boolean = true) { uploadEpisodeThumbnail( episodeId: $episodeId file: $file size: $size jobId: $jobId waitForProcessing: $waitForProcessing ) { ...UploadJobFields } }","hash":"sha256:d689e28ea27f26af4079951099c4ce2b733d060a8da699d8505f903270b60a1f"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UploadEpisodeThumbnail"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"episodeId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"file"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Upload"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"size"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Float"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"jobId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"waitForProcessing"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}},"defaultValue":{"kind":"BooleanValue","value":true}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uploadEpisodeThumbnail"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"episodeId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"episodeId"}}},{"kind":"Argument","name":{"kind":"Name","value":"file"},"value":{"kind":"Variable","name":{"kind":"Name","value":"file"}}},{"kind":"Argument","name":{"kind":"Name","value":"size"},"value":{"kind":"Variable","name":{"kind":"Name","value":"size"}}},{"kind":"Argument","name":{"kind":"Name","value":"jobId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"jobId"}}},{"kind":"Argument","name":{"kind":"Name","value":"waitForProcessing"},"value":{"kind":"Variable","name":{"kind":"Name","value":"waitForProcessing"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UploadJobFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UploadJobFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UploadJob"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"step"}},{"kind":"Field","name":{"kind":"Name","value":"bytesSent"}},{"kind":"Field","name":{"kind":"Name","value":"totalBytes"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"mimeType"}},{"kind":"Field","name":{"kind":"Name","value":"episodeId"}},{"kind":"Field","name":{"kind":"Name","value":"stationId"}},{"kind":"Field","name":{"kind":"Name","value":"failureCode"}},{"kind":"Field","name":{"kind":"Name","value":"failureReason"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"validation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mediaType"}},{"kind":"Field","name":{"kind":"Name","value":"duration"}},{"kind":"Field","name":{"kind":"Name","value":"durationMs"}}]}}]}}]} as unknown as DocumentNode<UploadEpisodeThumbnailMutation, UploadEpisodeThumbnailMutationVariables>;
export const UploadShowCoverArtDocument = {"__meta__":{"text":"fragment UploadJobFields on UploadJob { bytesSent createdAt episodeId failureCode failureReason fileName id kind mimeType stationId status step totalBytes updatedAt validation { duration durationMs mediaType } } mutation UploadShowCoverArt($file: Upload!, $jobId: ID, $size: Float, $stationId: Int!, $waitForProcessing: Boolean = true) { uploadShowCoverArt( stationId: $stationId file: $file size: $size jobId: $jobId waitForProcessing: $waitForProcessing ) { ...UploadJobFields } }","hash":"sha256:6e7680ad1930683904026d10f41232076db078adaba55591761e07085ee8e29a"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UploadShowCoverArt"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"stationId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"file"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Upload"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"size"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Float"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"jobId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"waitForProcessing"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}},"defaultValue":{"kind":"BooleanValue","value":true}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uploadShowCoverArt"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"stationId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"stationId"}}},{"kind":"Argument","name":{"kind":"Name","value":"file"},"value":{"kind":"Variable","name":{"kind":"Name","value":"file"}}},{"kind":"Argument","name":{"kind":"Name","value":"size"},"value":{"kind":"Variable","name":{"kind":"Name","value":"size"}}},{"kind":"Argument","name":{"kind":"Name","value":"jobId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"jobId"}}},{"kind":"Argument","name":{"kind":"Name","value":"waitForProcessing"},"value":{"kind":"Variable","name":{"kind":"Name","value":"waitForProcessing"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UploadJobFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UploadJobFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UploadJob"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"step"}},{"kind":"Field","name":{"kind":"Name","value":"bytesSent"}},{"kind":"Field","name":{"kind":"Name","value":"totalBytes"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"mimeType"}},{"kind":"Field","name":{"kind":"Name","value":"episodeId"}},{"kind":"Field","name":{"kind":"Name","value":"stationId"}},{"kind":"Field","name":{"kind":"Name","value":"failureCode"}},{"kind":"Field","name":{"kind":"Name","value":"failureReason"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"validation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mediaType"}},{"kind":"Field","name":{"kind":"Name","value":"duration"}},{"kind":"Field","name":{"kind":"Name","value":"durationMs"}}]}}]}}]} as unknown as DocumentNode<UploadShowCoverArtMutation, UploadShowCoverArtMutationVariables>;
export const PublishEpisodeWithMediaDocument = {"__meta__":{"text":"fragment EpisodeFields on Episode { description episodeType id isExplicit isPublished publishOn state title uri } fragment UploadJobFields on UploadJob { bytesSent createdAt episodeId failureCode failureReason fileName id kind mimeType stationId status step totalBytes updatedAt validation { duration durationMs mediaType } } mutation PublishEpisodeWithMedia($file: Upload!, $input: PublishEpisodeWithMediaInput!, $jobId: ID, $size: Float) { publishEpisodeWithMedia(input: $input, file: $file, size: $size, jobId: $jobId) { episode { ...EpisodeFields } failure { code createdEpisodeId failedStep mediaUploaded message } job { ...UploadJobFields } } }","hash":"sha256:71e2b3e919d2080dfebebf8edc623555667cce742d3e305e5bbffc5c64fae49d"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PublishEpisodeWithMedia"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PublishEpisodeWithMediaInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"file"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Upload"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"size"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Float"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"jobId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"publishEpisodeWithMedia"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}},{"kind":"Argument","name":{"kind":"Name","value":"file"},"value":{"kind":"Variable","name":{"kind":"Name","value":"file"}}},{"kind":"Argument","name":{"kind":"Name","value":"size"},"value":{"kind":"Variable","name":{"kind":"Name","value":"size"}}},{"kind":"Argument","name":{"kind":"Name","value":"jobId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"jobId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"episode"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"EpisodeFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"job"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UploadJobFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"failure"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"failedStep"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"createdEpisodeId"}},{"kind":"Field","name":{"kind":"Name","value":"mediaUploaded"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EpisodeFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Episode"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"uri"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"episodeType"}},{"kind":"Field","name":{"kind":"Name","value":"isExplicit"}},{"kind":"Field","name":{"kind":"Name","value":"isPublished"}},{"kind":"Field","name":{"kind":"Name","value":"publishOn"}},{"kind":"Field","name":{"kind":"Name","value":"state"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UploadJobFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UploadJob"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"step"}},{"kind":"Field","name":{"kind":"Name","value":"bytesSent"}},{"kind":"Field","name":{"kind":"Name","value":"totalBytes"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"mimeType"}},{"kind":"Field","name":{"kind":"Name","value":"episodeId"}},{"kind":"Field","name":{"kind":"Name","value":"stationId"}},{"kind":"Field","name":{"kind":"Name","value":"failureCode"}},{"kind":"Field","name":{"kind":"Name","value":"failureReason"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"validation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mediaType"}},{"kind":"Field","name":{"kind":"Name","value":"duration"}},{"kind":"Field","name":{"kind":"Name","value":"durationMs"}}]}}]}}]} as unknown as DocumentNode<PublishEpisodeWithMediaMutation, PublishEpisodeWithMediaMutationVariables>;
export const UploadJobDocument = {"__meta__":{"text":"fragment UploadJobFields on UploadJob { bytesSent createdAt episodeId failureCode failureReason fileName id kind mimeType stationId status step totalBytes updatedAt validation { duration durationMs mediaType } } query UploadJob($id: ID!) { uploadJob(id: $id) { ...UploadJobFields } }","hash":"sha256:cc7e9f4eaaaf6660237b94c52799ee7b978defa69b25b99c53b7dc456b7c8b5f"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"UploadJob"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uploadJob"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UploadJobFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UploadJobFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UploadJob"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"step"}},{"kind":"Field","name":{"kind":"Name","value":"bytesSent"}},{"kind":"Field","name":{"kind":"Name","value":"totalBytes"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"mimeType"}},{"kind":"Field","name":{"kind":"Name","value":"episodeId"}},{"kind":"Field","name":{"kind":"Name","value":"stationId"}},{"kind":"Field","name":{"kind":"Name","value":"failureCode"}},{"kind":"Field","name":{"kind":"Name","value":"failureReason"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"validation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mediaType"}},{"kind":"Field","name":{"kind":"Name","value":"duration"}},{"kind":"Field","name":{"kind":"Name","value":"durationMs"}}]}}]}}]} as unknown as DocumentNode<UploadJobQuery, UploadJobQueryVariables>;
export const UploadJobProgressDocument = {"__meta__":{"text":"fragment UploadJobFields on UploadJob { bytesSent createdAt episodeId failureCode failureReason fileName id kind mimeType stationId status step totalBytes updatedAt validation { duration durationMs mediaType } } subscription UploadJobProgress($jobId: ID!) { uploadProgress(jobId: $jobId) { ...UploadJobFields } }","hash":"sha256:f7083d6b700c7ae69f9476c356d667b650f651d75dac4a67eaca9e4926b4970e"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"UploadJobProgress"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"jobId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uploadProgress"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"jobId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"jobId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UploadJobFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UploadJobFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UploadJob"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"step"}},{"kind":"Field","name":{"kind":"Name","value":"bytesSent"}},{"kind":"Field","name":{"kind":"Name","value":"totalBytes"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"mimeType"}},{"kind":"Field","name":{"kind":"Name","value":"episodeId"}},{"kind":"Field","name":{"kind":"Name","value":"stationId"}},{"kind":"Field","name":{"kind":"Name","value":"failureCode"}},{"kind":"Field","name":{"kind":"Name","value":"failureReason"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"validation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mediaType"}},{"kind":"Field","name":{"kind":"Name","value":"duration"}},{"kind":"Field","name":{"kind":"Name","value":"durationMs"}}]}}]}}]} as unknown as DocumentNode<UploadJobProgressSubscription, UploadJobProgressSubscriptionVariables>;