import type { ShowRecord } from '../../data/model.js';
import { badRequest, bodyObject, isInt, notFound, nowSeconds, ok, ownedShow, RestError, showOf, type RestCall, type RestHandle } from '../base.js';
import { publishState } from '../publish.js';
import { isValidCategoryPair, PODCAST_CATEGORIES } from './categories.js';

/** Show endpoints: 4.8, 4.12, 4.13, 4.14, 4.15, 4.20, 4.21 and the category options. */

const DAY = 86_400;
const SLUG = /^[a-z0-9][a-z0-9-]{1,48}[a-z0-9]$/;
const LANGUAGE = /^[a-z]{2}(?:-[A-Z]{2})?$/;
const LIMITS = { podcastName: 100, podcastDescription: 600, podcastAuthorName: 80 } as const;

function metadataRecord(call: RestCall, show: ShowRecord) {
  const now = nowSeconds(call);
  const episodes = [...call.ctx.store.episodes.values()].filter((e) => e.stationId === show.stationId);
  return {
    rssFeedUrl: `https://rss.host.example.test/${show.stationId}/podcast/rss`,
    podcastName: show.podcastName,
    podcastDescription: show.podcastDescription,
    podcastAuthorName: show.podcastAuthorName,
    podcastAuthorEmail: show.podcastAuthorEmail,
    podcastImage: show.podcastImage,
    podcastImage400: `${show.podcastImage}?size=400`,
    podcastCategory: show.podcastCategory,
    podcastLanguage: show.podcastLanguage,
    language: show.podcastLanguage,
    podcastEpisodeIsExplicit: show.podcastEpisodeIsExplicit,
    isDistributedOnPlatform: true,
    isRssFeedDisabled: false,
    hasPublishedEpisode: episodes.some((e) => publishState(e, now) === 'published'),
    isExternalSyndicationSetup: false,
    isSaiAndDaiFullyActivated: show.stationId % 2 === 1,
    isAdCategoryExclusionsEnabled: false,
    distributionEligibilityForPaywalls: 'eligible',
    hasHostBrandingRemoved: false,
    isStationOver30DaysOld: now - show.createdAt > 30 * DAY,
    isStationMarkedAsSpam: false,
    isPublicCallinShownInRSS: false,
    isPublicCallinHiddenFromWeb: true,
  };
}

/** 4.8 */
export const metadata: RestHandle = (call) => ok(metadataRecord(call, ownedShow(call)));

/** 4.12 */
export const legacyIds: RestHandle = (call) => {
  const show = [...call.ctx.store.shows.values()].find((s) => s.platformShowId === call.params.platformShowId);
  if (!show) throw notFound('Unknown show');
  const owned = showOf(call, show.stationId);
  return ok({ stationId: owned.stationId, userId: owned.userId, webStationId: owned.webStationId });
};

/** 4.13 */
export const episodeListIndex: RestHandle = (call) => {
  ownedShow(call);
  return ok({ success: true });
};

/** 4.14: the first show has a form, the others answer an empty URL (the spec says it may be empty). */
export const showForm: RestHandle = (call) => {
  const show = ownedShow(call);
  return ok({ formUrl: show.stationId % 2 === 1 ? `https://forms.host.example.test/s/${show.stationId}` : '' });
};

/** 4.15 */
export const distribution: RestHandle = (call) => {
  const show = ownedShow(call);
  return ok({
    canEnableRss: true,
    externalUrls: {
      platform: `https://open.platform.example.test/show/${show.platformShowId}`,
      applePodcasts: `https://podcasts.apple.example.test/podcast/id${show.stationId}`,
    },
    platformDistributionStatus: 'DISTRIBUTED',
    platformShowUri: `platform:show:${show.platformShowId}`,
    platforms: ['platform', 'applePodcasts'],
    vanitySlug: show.webStationId,
    isEnterprisePodcast: false,
  });
};

/** `GET /v3/settings/podcast-category/options` */
export const categoryOptions: RestHandle = () => ok({ categories: PODCAST_CATEGORIES });

/** 4.20: limits and category checked; answers the updated metadata record. */
export const updateMetadata: RestHandle = (call) => {
  const show = ownedShow(call);
  const body = bodyObject(call);
  if (typeof body.podcastName !== 'string' || body.podcastName.trim() === '') throw badRequest('podcastName is required');
  for (const [key, max] of Object.entries(LIMITS)) {
    const value = body[key];
    if (value === undefined) continue;
    if (typeof value !== 'string') throw badRequest(`${key} must be a string`);
    if ([...value].length > max) throw badRequest(`${key} must be at most ${max} characters`);
  }
  if (body.podcastCategory !== undefined && (typeof body.podcastCategory !== 'string' || !isValidCategoryPair(body.podcastCategory))) {
    throw badRequest('podcastCategory is not a valid category pair');
  }
  if (body.podcastLanguage !== undefined && (typeof body.podcastLanguage !== 'string' || !LANGUAGE.test(body.podcastLanguage))) {
    throw badRequest('podcastLanguage must be a language code');
  }
  if (body.podcastEpisodeIsExplicit !== undefined && typeof body.podcastEpisodeIsExplicit !== 'boolean') {
    throw badRequest('podcastEpisodeIsExplicit must be a boolean');
  }
  show.podcastName = body.podcastName;
  if (body.podcastDescription !== undefined) show.podcastDescription = body.podcastDescription as string;
  if (body.podcastAuthorName !== undefined) show.podcastAuthorName = body.podcastAuthorName as string;
  if (body.podcastCategory !== undefined) show.podcastCategory = body.podcastCategory as string;
  if (body.podcastLanguage !== undefined) show.podcastLanguage = body.podcastLanguage as string;
  if (body.podcastEpisodeIsExplicit !== undefined) show.podcastEpisodeIsExplicit = body.podcastEpisodeIsExplicit as boolean;
  return ok(metadataRecord(call, show));
};

/**
 * 4.21: the spec's body carries only `webStationId`; the sandbox also reads an optional
 * `stationId` (body or query) and otherwise changes the caller's first show.
 */
export const updateSlug: RestHandle = (call) => {
  const body = bodyObject(call);
  const slug = body.webStationId;
  if (typeof slug !== 'string' || !SLUG.test(slug)) throw badRequest('webStationId must be 3-50 lowercase letters, digits or hyphens');
  const requested = body.stationId ?? call.req.query.get('stationId') ?? undefined;
  let show: ShowRecord | undefined;
  if (requested !== undefined) {
    const stationId = Number(requested);
    if (!isInt(stationId)) throw badRequest('stationId must be an integer');
    show = showOf(call, stationId);
  } else {
    show = [...call.ctx.store.shows.values()].filter((s) => s.userId === call.account.userId).sort((a, b) => a.stationId - b.stationId)[0];
    if (!show) throw notFound('The account has no show');
  }
  const taken = [...call.ctx.store.shows.values()].some((s) => s.webStationId === slug && s.stationId !== show!.stationId);
  if (taken) throw new RestError(409, 'conflict', 'This URL is already taken');
  show.webStationId = slug;
  return ok({ webStationId: slug, stationId: show.stationId });
};
