import { createHash } from 'node:crypto';
import type { EpisodeRecord, EpisodeType } from '../../data/model.js';
import {
  badRequest,
  bodyObject,
  episodeOf,
  forbidden,
  isInt,
  notFound,
  nowSeconds,
  ok,
  ownedEpisode,
  ownedShow,
  RestError,
  toIso,
  type RestCall,
  type RestHandle,
} from '../base.js';
import { rewriteDescription } from '../description.js';
import { nextPublishState, publishState, readPublishOn } from '../publish.js';

/** Episode endpoints: 4.1, 4.2, 4.3, 4.5, 4.7, 4.17, 4.19, 4.27. */

const EPISODE_TYPES: readonly EpisodeType[] = ['full', 'trailer', 'bonus'];
const WIZARD_FORMAT = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/;

function episodeByPlatformId(call: RestCall, platformEpisodeId: string): EpisodeRecord {
  for (const episode of call.ctx.store.episodes.values()) {
    if (episode.platformEpisodeId === platformEpisodeId) return episodeOf(call, episode.episodeId);
  }
  throw notFound('Unknown episode');
}

function shareUrl(call: RestCall, episode: EpisodeRecord): string {
  const slug = call.ctx.store.shows.get(episode.stationId)?.webStationId ?? String(episode.stationId);
  const titleSlug = episode.title.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '') || 'episode';
  return `https://podcasts.host.example.test/${slug}/episodes/${titleSlug}-e${episode.episodeId}`;
}

/** 4.1 */
export const convertEpisodeId: RestHandle = (call) => ok({ episodeId: episodeByPlatformId(call, call.params.platformEpisodeId).episodeId });

/** 4.2: drafts are 403; without `returnWebIds=true` the IDs and the type are left out. */
export const overview: RestHandle = (call) => {
  const episode = ownedEpisode(call);
  const state = publishState(episode, nowSeconds(call));
  if (state === 'draft') throw forbidden('Draft episodes cannot be read through this endpoint');
  const full = call.req.query.get('returnWebIds') === 'true';
  if (!full) call.problems.push('missing-returnWebIds');
  return ok({
    title: episode.title,
    description: episode.description,
    isPublished: state === 'published',
    publishOn: state === 'scheduled' ? toIso(episode.publishOn!) : null,
    ...(full ? { userId: call.account.userId, podcastEpisodeType: episode.podcastEpisodeType } : {}),
    podcastEpisodeIsExplicit: episode.podcastEpisodeIsExplicit,
    ...(full ? { episodeId: episode.episodeId, stationId: episode.stationId, webEpisodeId: `e${episode.episodeId}` } : {}),
  });
};

/** 4.3 with the rules of 2.3 and 3.2, traps included (blank title, 1970 publishOn). */
export const update: RestHandle = (call) => {
  const episode = ownedEpisode(call);
  const body = bodyObject(call);
  if (body.userId === undefined) throw badRequest('userId is required');
  if (!isInt(body.userId)) throw badRequest('userId must be an integer');
  if (body.userId !== call.account.userId) throw forbidden('userId does not match the episode owner');
  if (body.wizardDraftedToPublishOn !== undefined && body.wizardDraftedToPublishOn !== null) {
    if (typeof body.wizardDraftedToPublishOn !== 'string') throw badRequest('wizardDraftedToPublishOn must be an ISO 8601 string');
    if (!WIZARD_FORMAT.test(body.wizardDraftedToPublishOn)) call.problems.push('wizard-format');
  }
  if (body.episodeType !== undefined && !EPISODE_TYPES.includes(body.episodeType as EpisodeType)) throw badRequest('episodeType must be full, trailer or bonus');
  for (const key of ['title', 'description'] as const) {
    if (body[key] !== undefined && typeof body[key] !== 'string') throw badRequest(`${key} must be a string`);
  }
  for (const key of ['isPublished', 'podcastEpisodeIsExplicit'] as const) {
    if (body[key] !== undefined && typeof body[key] !== 'boolean') throw badRequest(`${key} must be a boolean`);
  }
  const publishOn = readPublishOn(body.publishOn, call.problems);
  if (typeof body.wizardDraftedToPublishOn === 'string' && publishOn != null) {
    if (Date.parse(body.wizardDraftedToPublishOn) !== publishOn * 1000) call.problems.push('wizard-mismatch');
  }
  // Every field is "required": an omitted one is stored as empty/false, as upstream does (2.3).
  for (const key of ['title', 'description', 'episodeType', 'isPublished', 'podcastEpisodeIsExplicit']) {
    if (body[key] === undefined) call.problems.push(`missing-${key}`);
  }
  const next = nextPublishState(episode, body.isPublished === true, publishOn, nowSeconds(call));
  episode.title = (body.title as string | undefined) ?? '';
  episode.description = rewriteDescription((body.description as string | undefined) ?? '');
  episode.podcastEpisodeType = (body.episodeType as EpisodeType | undefined) ?? 'full';
  episode.podcastEpisodeIsExplicit = body.podcastEpisodeIsExplicit === true;
  episode.isPublished = next.isPublished;
  episode.publishOn = next.publishOn;
  return ok({
    title: episode.title,
    description: episode.description,
    didChangePublishState: next.didChangePublishState,
    shareUrl: shareUrl(call, episode),
    ...(episode.createdViaApi ? { isHostCreate: true } : {}),
  });
};

/** 4.5 */
export const sponsoredRead: RestHandle = (call) => ok({ containsSponsoredContent: ownedEpisode(call).containsSponsoredContent });

/** 4.17: `publishOn` required as integer seconds; null refused; ISO string silently corrupted. */
export const sponsoredWrite: RestHandle = (call) => {
  const episode = ownedEpisode(call);
  const body = bodyObject(call);
  if (typeof body.containsSponsoredContent !== 'boolean') throw badRequest('containsSponsoredContent must be a boolean');
  const publishOn = readPublishOn(body.publishOn, call.problems);
  if (publishOn == null) throw badRequest('publishOn is required and cannot be null');
  episode.containsSponsoredContent = body.containsSponsoredContent;
  episode.sponsoredPublishOn = publishOn;
  return ok({ containsSponsoredContent: episode.containsSponsoredContent });
};

/** 4.7: one call for many episodes through a repeated `episodeUri[]`; unknown URIs are left out. */
export const formDataBatch: RestHandle = (call) => {
  const uris = [...call.req.query.getAll('episodeUri[]'), ...call.req.query.getAll('episodeUri')];
  if (uris.length === 0) throw badRequest('episodeUri[] is required');
  const episodes = [];
  for (const uri of uris) {
    const match = /^platform:episode:([A-Za-z0-9]+)$/.exec(uri);
    if (!match) throw badRequest(`Invalid episode URI: ${uri}`);
    try {
      const episode = episodeByPlatformId(call, match[1]);
      episodes.push({ episodeUri: uri, episodeId: episode.episodeId, formUrl: episode.episodeId % 3 === 0 ? `https://forms.host.example.test/e/${episode.episodeId}` : '' });
    } catch (err) {
      if (!(err instanceof RestError && err.status === 404)) throw err;
    }
  }
  return ok({ episodes });
};

const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
function platformIdFor(episodeId: number): string {
  const digest = createHash('sha256').update(`episode:${episodeId}`).digest();
  return Array.from(digest.subarray(0, 22), (byte) => BASE62[byte % 62]).join('');
}

/** 4.19: an empty record; `hourOffset` -9 means nine hours ahead of UTC. */
export const create: RestHandle = (call) => {
  const show = ownedShow(call);
  const body = bodyObject(call);
  if (!isInt(body.hourOffset) || Math.abs(body.hourOffset) > 14) throw badRequest('hourOffset must be an integer between -14 and 14');
  const episodeId = call.ctx.store.nextEpisodeId++;
  call.ctx.store.episodes.set(episodeId, {
    episodeId,
    stationId: show.stationId,
    platformEpisodeId: platformIdFor(episodeId),
    title: '',
    description: '',
    isPublished: false,
    publishOn: null,
    podcastEpisodeType: 'full',
    podcastEpisodeIsExplicit: false,
    containsSponsoredContent: false,
    hourOffset: body.hourOffset,
    createdAt: nowSeconds(call),
    media: null,
    thumbnailUrl: null,
    createdViaApi: true,
  });
  return ok({ episodeId, stationId: show.stationId });
};

/** 4.27: irreversible; comments and poll go with the episode. */
export const remove: RestHandle = (call) => {
  const episode = ownedEpisode(call);
  if (call.req.headers['host-client-type'] === undefined) call.problems.push('missing-host-client-type');
  if (call.req.headers['host-api-version'] === undefined) call.problems.push('missing-host-api-version');
  const { store } = call.ctx;
  store.episodes.delete(episode.episodeId);
  store.polls.delete(episode.episodeId);
  for (const [id, comment] of store.comments) if (comment.episodeId === episode.episodeId) store.comments.delete(id);
  return ok({});
};
