/**
 * A differently-behaving upstream, for robustness tests. The spec leaves many things open
 * ("not shown": error bodies, the 401 envelope, wrapper type names, return shapes of
 * mutations, optional fields); the sandbox picks one answer for each, and the gateway must not
 * depend on that pick. A variant makes the sandbox pick another answer, everything still within
 * what the spec states. With no variant (the default) the sandbox behaves exactly as before.
 */
export interface SandboxVariant {
  rest?: RestVariant;
  graph?: GraphVariant;
}

export interface RestVariant {
  /**
   * Shape of every REST error body (spec 7: "Error response body shape: not shown").
   * `nested`: `{errors: [{status, title, detail}]}`; `text`: a text/plain line; `html`: an HTML
   * page; `empty`: no body at all. @default the sandbox's `{error, message}`
   */
  errorBody?: 'nested' | 'text' | 'html' | 'empty';
  /** Unknown fields added to every JSON object answered (top level and items of top-level lists). */
  extraFields?: boolean;
  /** Top-level fields left out of successful answers, per route template (2.2: "may omit fields"). */
  omitFields?: Record<string, readonly string[]>;
  /** Successful answers replaced per route template: for records whose shape the spec does not show. */
  reshape?: Record<string, (body: unknown) => unknown>;
  /**
   * How the overview (4.2) writes `publishOn`: `seconds` (`2026-05-01T09:00:00Z`), `offset`
   * (`2026-05-01T11:00:00+02:00`). @default milliseconds and `Z`
   */
  publishOnFormat?: 'seconds' | 'offset';
  /** The overview reports a scheduled episode as `isPublished: true` with its future `publishOn` (3.2: "stored as isPublished true"). */
  scheduledAsPublished?: boolean;
  /** How a taken slug is answered (4.21: "may give HTTP 409"): 200 with a failure body, or 400. @default 409 */
  slugTaken?: 200 | 400 | 409;
  /** Status for a missing or unknown token (spec 7: "not shown"). @default 401 */
  unauthorizedStatus?: 401 | 403;
  /** Routes whose successful answer is a plain-text `OK` instead of JSON (bodies 4.29 does not show). */
  plainTextSuccess?: readonly string[];
}

export interface GraphVariant {
  /**
   * Only what document 2 states: no `getPollForEpisode` root, no `ALL_EPISODES`, no page
   * tokens where the spec shows none, no `totalCount`, no `Episode.isDraft/description/
   * episodeType/isExplicit/showUri`, no `DecoratedComment.parentCommentUri`.
   */
  reduced?: boolean;
  /**
   * Wrapper, input and enum types the spec does not name get other names: `true` for
   * RENAMED_TYPES, or a map of one's own (the other-shapes preset uses OTHER_WRAPPER_NAMES).
   */
  renamed?: boolean | Readonly<Record<string, string>>;
  /**
   * Polls and episode comments served under `episodeByUri` rather than at the root: document 2,
   * 4.1 names only `showsForUser`, `showByShowUri` and `episodeByUri` as top-level Query fields,
   * and 2.3 says client operation names are persisted-query aliases. `Episode.poll` and
   * `Episode.comments(<the arguments 4.4 lists, less episodeUri>)` replace the root fields
   * `getPollForEpisode` and `getCommentsForEpisode`; the persisted queries of those names read
   * the nested fields.
   */
  nestedEpisodeData?: boolean;
  /**
   * No `getCommentsForEpisode` root field: like the analytics operation names of 2.3, it may be a
   * persisted-query alias rather than a field.
   */
  withoutEpisodeComments?: boolean;
  /** Any other fields to leave out, per type (root fields under `Query` / `Mutation`). */
  dropFields?: Record<string, readonly string[]>;
  /**
   * Fields the spec does not name, under other names, per type (as named before `renamed`):
   * `{ PollOptionResult: { voteCount: 'tally' } }`. The gateway must find them by their shape
   * (a poll option's one integer field is its vote count), never by the sandbox's name.
   */
  renamedFields?: Readonly<Record<string, Readonly<Record<string, string>>>>;
  /**
   * Enum values to add, per enum type (as named before `renamed`); the sandbox's resolvers must
   * know them (`EpisodeListFilter`: `DRAFT_EPISODES`, `SCHEDULED_EPISODES`).
   */
  addEnumValues?: Record<string, readonly string[]>;
  /** Enum values to leave out, per enum type (as named before `renamed`). */
  dropEnumValues?: Record<string, readonly string[]>;
  /** Input object fields to leave out, per input type (e.g. `customDateRange`, which document 2 gives the show analytics request only). */
  dropInputFields?: Record<string, readonly string[]>;
  /**
   * Discovery funnel steps carry a union `stepValue` (`CountValueLong` for impressions and
   * plays, `RatioValueFloat` for the completion rate) instead of `value`: document 2, 2.7 says
   * which of the two holds is not shown.
   */
  funnelStepValue?: boolean;
  /** Every part of the episode list request the spec shows (sort, filter, pagination, field mask) is required. */
  strictInputs?: boolean;
  /**
   * `submitAnalyticsInsightFeedback` takes `showUri`, `insightId` and `isPositive: Boolean!` as
   * arguments instead of an input object with a thumbs enum (4.5: its arguments are not shown).
   */
  insightFeedbackAsArguments?: boolean;
  /** Comment and moderation mutations return a bare Boolean (their return shape is not shown). */
  booleanMutations?: boolean;
  /** Those mutations answer a refusal (wrong state, bad filter) with `success: false` / `false` instead of an error. */
  refuseWithFalse?: boolean;
  /** Long values serialised as JSON strings (64-bit integers often are). */
  longAsString?: boolean;
  /**
   * Upstream fields and types named like the gateway's own: `Show.description/language/
   * category/imageUrl`, `Episode.id/state/poll/comments/publishOn`, types `Comment`,
   * `PageInfo`, `EpisodeState` reachable from public fields, and `Episode.episodeType` as an
   * enum `EpisodeType` of `full`/`trailer`/`bonus`.
   */
  collidingNames?: boolean;
  /**
   * Error envelope (document 2, 7: "not shown"). `none`: message and path only; `dgs`:
   * graphql-java/DGS style `extensions {classification, errorType}` without `code`.
   * @default `extensions.code`
   */
  errors?: 'none' | 'dgs';
  /** A request without a string `operationName` (2.1 lists it as a string) is refused with 400. */
  operationNameRequired?: boolean;
  /** HTTP status of parse and validation errors. @default 200 */
  validationErrorStatus?: 200 | 400;
  /** A missing or unknown token: HTTP 200 with a GraphQL error instead of 401. */
  unauthorizedAs200?: boolean;
  /**
   * An older GraphQL server: introspection of deprecated arguments and input fields
   * (`args(includeDeprecated:)`, `inputFields(includeDeprecated:)`, GraphQL spec 2021) fails validation.
   */
  legacyIntrospection?: boolean;
}

/** Type renames of `renamed`: only types the spec does not name. */
export const RENAMED_TYPES: Readonly<Record<string, string>> = {
  ShowsForUserResponse: 'UserShowList',
  ListEpisodesV2Response: 'EpisodeListPage',
  MutationResult: 'OperationStatus',
  Poll: 'EpisodePollRecord',
  PollOptionResult: 'PollChoice',
  ListCommentsResponse: 'EpisodeCommentPage',
  ListShowCommentsResponse: 'ShowCommentPage',
  GetEpisodeRequest: 'EpisodeLookup',
  GetShowByShowUriRequest: 'ShowLookup',
  ListEpisodesV2Request: 'EpisodeListQuery',
  EpisodePagination: 'PageRequest',
  EpisodeListFilter: 'EpisodeVisibility',
  EpisodeSort: 'EpisodeOrder',
  Timestamp: 'ProtoTimestamp',
  CommentEpisode: 'EpisodeSummary',
  PagingInfo: 'CommentPaging',
  CommentFilters: 'CommentFilterSet',
  DecoratedReply: 'CommentReply',
  CommentOrReply: 'CommentOrReplyRecord',
};

/**
 * A second set of names for the same types (the other-shapes preset): another upstream picks
 * other wrapper names again, so the gateway is tried with two renamings besides the default.
 */
export const OTHER_WRAPPER_NAMES: Readonly<Record<string, string>> = {
  ShowsForUserResponse: 'ShowsForUserResult',
  ListEpisodesV2Response: 'ListEpisodesV2Result',
  MutationResult: 'MutationAck',
  Poll: 'PollDetails',
  PollOptionResult: 'PollOptionTally',
  ListCommentsResponse: 'ListCommentsResult',
  ListShowCommentsResponse: 'ListShowCommentsResult',
  GetEpisodeRequest: 'EpisodeByUriInput',
  GetShowByShowUriRequest: 'ShowByShowUriInput',
  ListEpisodesV2Request: 'ListEpisodesV2Input',
  EpisodePagination: 'PaginationInput',
  EpisodeListFilter: 'EpisodeFilterKind',
  EpisodeSort: 'SortInput',
  Timestamp: 'TimestampValue',
  CommentEpisode: 'CommentedEpisode',
  PagingInfo: 'PagingInput',
  CommentFilters: 'CommentFiltersInput',
  DecoratedReply: 'DecoratedCommentReply',
  CommentOrReply: 'CommentOrReplyUnion',
  ShowsPagination: 'ShowListPagination',
};

/** Fields an extra-fields variant adds to every JSON object; none of them is in the spec. */
export const EXTRA_FIELDS = {
  _links: { self: { href: '/unknown' } },
  apiRevision: '3.41.7',
  featureFlags: ['beta-editor', 'new-analytics'],
  legacyNumericId: 123456789012,
  isMumsCompatible: true,
} as const;
