import { OTHER_WRAPPER_NAMES, type SandboxVariant } from './variant.js';

/**
 * Named upstreams for the journey matrix (issue 10): besides the default sandbox (no variant),
 * `SPEC_ONLY` serves only what the two documents state and `OTHER_SHAPES` answers every place
 * the documents leave open in another ordinary form. Each is what another team, writing from
 * the spec alone, could have built; the gateway must pass its journeys against all three.
 * docs/spec-gaps.md lists the open places and the form each preset gives them.
 *
 * Frozen: the REST side reads its variant on every call, so a test that changed a preset would
 * change it for every later test in the process. Spread one into a new object to add a knob.
 */

const OVERVIEW = 'GET /v3/episodes/{episodeId}/overview';
const METADATA_READ = 'GET /v3/stations/{stationId}/metadata';
const METADATA_UPDATE = 'POST /v3/stations/{stationId}/metadata';
const CATEGORY_OPTIONS = 'GET /v3/settings/podcast-category/options';
const SPONSORED_WRITE = 'PUT /v3/episodes/{episodeId}/sponsoredContentStatus';
const SLUG = 'POST /v3/settings';
const SHOW_IMAGE_PROCESS = 'POST /v3/stations/{stationId}/images/upload/{uploadId}/process_upload';
const EPISODE_IMAGE_PROCESS = 'POST /v3/episodes/{episodeId}/images/upload/{uploadId}/process_upload';
const SHOW_IMAGE_POLL = 'GET /v3/stations/{stationId}/images/upload/{uploadId}/';
const EPISODE_IMAGE_POLL = 'GET /v3/episodes/{episodeId}/images/upload/{uploadId}/';
const MEDIA_PROCESS = 'POST /v3/upload/{uploadId}/process_upload';
const MEDIA_POLL = 'GET /v3/upload/media/{uploadId}';

/** Response bodies 4.29 does not show (4.17, 4.21, the process_upload calls of 4.22 and 4.25). */
const UNSHOWN_WRITE_BODIES = [SPONSORED_WRITE, SLUG, SHOW_IMAGE_PROCESS, EPISODE_IMAGE_PROCESS, MEDIA_PROCESS] as const;

const emptyObject = () => ({});

/**
 * Nothing the documents do not state.
 *
 * GraphQL (document 2): the top-level Query fields are only `showsForUser`, `showByShowUri` and
 * `episodeByUri` (4.1); polls and episode comments are nested under `episodeByUri` as
 * `Episode.poll` and `Episode.comments(primaryFilters, commentTypesFilters, secondaryFilters,
 * repliesFilter, pageSize)` (4.4's arguments less `episodeUri`; no page token, so a page is
 * bounded by `pageSize` and there is no next one); no `nextPageToken` anywhere (the spec shows
 * a `pageToken` input for `showComments` but no field that returns one), no `totalCount`, no
 * `ALL_EPISODES` episode filter, no `Episode.isDraft/description/episodeType/isExplicit/
 * showUri`, no `DecoratedComment.parentCommentUri`, no `unblockUserForShow`, no `Show.isCommentsEnabled/
 * moderationPolicy`, no poll vote counts, no `ASC` sort order (2.7 shows only `DESC`), no
 * `showsForUser.pagination` (2.7: its fields are not shown, and a GraphQL object needs some);
 * every type the spec does not name carries another name (RENAMED_TYPES).
 *
 * REST (document 1): records carry only the fields 2.2, 2.4 and 2.7 list (no `episodeId`,
 * `stationId`, `webEpisodeId` in the overview; no `podcastEpisodeIsExplicit` in the show
 * metadata record; only `status` in the image poll record, 2.8; no `uploadId` or
 * `failureReason` in the media record), and the responses 4.29 does not show are `{}`.
 * Records whose every field is "not shown" (2.8: partner IDs, status pages, palettes, form
 * data, the category options) keep the sandbox's shapes: there is no spec-only form of them.
 */
export const SPEC_ONLY: SandboxVariant = deepFreeze({
  graph: {
    nestedEpisodeData: true,
    reduced: true,
    renamed: true,
    dropFields: {
      Show: ['isCommentsEnabled', 'moderationPolicy'],
      PollOptionResult: ['voteCount'],
      // 4.5: presumed, not shown.
      Mutation: ['unblockUserForShow'],
    },
    dropEnumValues: { SortOrder: ['ASC'] },
  },
  rest: {
    omitFields: {
      [OVERVIEW]: ['episodeId', 'stationId', 'webEpisodeId'],
      [METADATA_READ]: ['podcastEpisodeIsExplicit'],
      [METADATA_UPDATE]: ['podcastEpisodeIsExplicit'],
      [SHOW_IMAGE_POLL]: ['uploadId', 'imageUrl'],
      [EPISODE_IMAGE_POLL]: ['uploadId', 'imageUrl'],
      [MEDIA_POLL]: ['uploadId', 'failureReason'],
    },
    reshape: Object.fromEntries(UNSHOWN_WRITE_BODIES.map((route) => [route, emptyObject])),
  },
});

/**
 * Every open place in another ordinary form; the fields the sandbox adds stay (this preset is
 * about shapes, SPEC_ONLY about extras).
 *
 * REST: error bodies `{errors: [{status, title, detail}]}` (7: "not shown"); the category
 * options (4.20, shape not shown) as a bare list of `{value, label}` pairs, `value` being the
 * `Category|Subcategory` string the update takes and `label` a display text; the 4.29 bodies as
 * an empty body (4.17), `{success: true}` (4.21 and the image process_upload of 4.22) and a
 * text/plain `OK` (4.25); `validationStatus` (2.7, value set not shown) as an object
 * `{status: VALID|INVALID|PENDING}`; the image poll record (2.8: fields beyond `status` not
 * shown) with the image under `image.url`.
 *
 * GraphQL: graphql-java/DGS errors without `extensions.code` (7: "not shown"); other names
 * for every type the spec does not name (OTHER_WRAPPER_NAMES); Long values as JSON strings;
 * comment and poll mutations answering a bare Boolean (4.5: return values not shown); funnel
 * steps with the union `stepValue` instead of `value` (2.7: which holds is not shown); insight
 * feedback as plain arguments with a yes/no (4.5: its arguments are not shown); a poll option's
 * vote count as `tally` (document 2 names no vote count field at all).
 */
export const OTHER_SHAPES: SandboxVariant = deepFreeze({
  graph: {
    errors: 'dgs',
    renamed: OTHER_WRAPPER_NAMES,
    longAsString: true,
    booleanMutations: true,
    funnelStepValue: true,
    insightFeedbackAsArguments: true,
    renamedFields: { PollOptionResult: { voteCount: 'tally' } },
  },
  rest: {
    errorBody: 'nested',
    plainTextSuccess: [MEDIA_PROCESS],
    reshape: {
      [CATEGORY_OPTIONS]: categoryPairs,
      [SPONSORED_WRITE]: () => undefined,
      [SLUG]: () => ({ success: true }),
      [SHOW_IMAGE_PROCESS]: () => ({ success: true }),
      [EPISODE_IMAGE_PROCESS]: () => ({ success: true }),
      [MEDIA_POLL]: validationAsObject,
      [SHOW_IMAGE_POLL]: imageUnderUrl,
      [EPISODE_IMAGE_POLL]: imageUnderUrl,
    },
  },
});

/**
 * An upstream whose episode list can be asked for drafts and for scheduled episodes apart
 * (filter values `DRAFT_EPISODES` and `SCHEDULED_EPISODES`, no `ALL_EPISODES`): document 2
 * shows only `PUBLISHED_EPISODES` and says nothing of others, so another implementation may
 * well offer these. The gateway must find them by their shape (Show.knownUnpublishedEpisodes).
 */
export const UNPUBLISHED_FILTERS: SandboxVariant = deepFreeze({
  graph: {
    addEnumValues: { EpisodeListFilter: ['DRAFT_EPISODES', 'SCHEDULED_EPISODES'] },
    dropEnumValues: { EpisodeListFilter: ['ALL_EPISODES'] },
  },
});

/** `{categories: [{name, subcategories}]}` as `[{value: 'Arts|Books', label: 'Arts / Books'}, ...]`. */
function categoryPairs(body: unknown): unknown {
  const categories = (body as { categories: Array<{ name: string; subcategories: readonly string[] }> }).categories;
  return categories.flatMap((c) => c.subcategories.map((sub) => ({ value: `${c.name}|${sub}`, label: `${c.name} / ${sub}` })));
}

function validationAsObject(body: unknown): unknown {
  const record = body as Record<string, unknown>;
  if (!('validationStatus' in record)) return record;
  const status = { valid: 'VALID', invalid: 'INVALID', pending: 'PENDING' }[String(record.validationStatus)] ?? String(record.validationStatus).toUpperCase();
  return { ...record, validationStatus: { status } };
}

function imageUnderUrl(body: unknown): unknown {
  const { imageUrl, uploadId: _uploadId, ...rest } = body as Record<string, unknown>;
  return imageUrl === undefined ? rest : { ...rest, image: { url: imageUrl } };
}

function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}
