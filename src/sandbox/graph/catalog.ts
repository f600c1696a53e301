import type { EpisodeRecord, ShowRecord } from '../data/model.js';
import {
  episodeForUri,
  episodeState,
  episodeUri,
  episodesOfShow,
  publishedOnSeconds,
  showForUri,
  showUri,
  type GraphContext,
} from './context.js';
import { checkPageSize, paginate } from './paging.js';

interface ListEpisodesV2Request {
  sort?: { sortBy: string; sortOrder: string } | null;
  filter?: string | null;
  pagination?: { pageSize?: number | null; pageToken?: string | null } | null;
}

/**
 * Shows and episodes (spec 2.7, 4.1). Episodes in every state are served, drafts included:
 * this is where draft data lives, since the REST overview refuses drafts (spec 1).
 */
/** The state each filter value lists; `DRAFT_EPISODES` and `SCHEDULED_EPISODES` exist only in the variant that adds them. */
const LISTED_STATE: Record<string, string> = { PUBLISHED_EPISODES: 'published', DRAFT_EPISODES: 'draft', SCHEDULED_EPISODES: 'scheduled' };

export const catalogResolvers = {
  Query: {
    showsForUser: (_: unknown, __: unknown, ctx: GraphContext) => {
      const shows = [...ctx.store.shows.values()]
        .filter((s) => s.userId === ctx.account.userId)
        .sort((a, b) => a.stationId - b.stationId);
      return { shows, pagination: { totalCount: shows.length } };
    },
    showByShowUri: (_: unknown, args: { getShowByShowUriRequest: { showUri: string } }, ctx: GraphContext) =>
      showForUri(ctx, args.getShowByShowUriRequest.showUri),
    episodeByUri: (_: unknown, args: { getEpisodeRequest: { episodeUri: string } }, ctx: GraphContext) =>
      episodeForUri(ctx, args.getEpisodeRequest.episodeUri),
  },
  Show: {
    uri: (show: ShowRecord) => showUri(show),
    name: (show: ShowRecord) => show.podcastName,
    isCommentsEnabled: (show: ShowRecord) => show.isCommentsEnabled,
    moderationPolicy: (show: ShowRecord) => show.moderationPolicy,
    episodesV2: (show: ShowRecord, args: { listEpisodesV2Request: ListEpisodesV2Request }, ctx: GraphContext) => {
      const req = args.listEpisodesV2Request;
      const now = ctx.now();
      const filter = req.filter ?? 'PUBLISHED_EPISODES';
      const descending = (req.sort?.sortOrder ?? 'DESC') === 'DESC';
      const pageSize = checkPageSize(req.pagination?.pageSize, 10);
      // Drafts have no date: they sort as the newest (first when descending).
      const key = (e: EpisodeRecord) => publishedOnSeconds(e, now) ?? Number.POSITIVE_INFINITY;
      const items = episodesOfShow(ctx.store, show)
        .filter((e) => filter === 'ALL_EPISODES' || episodeState(e, now) === (LISTED_STATE[filter] ?? 'published'))
        .sort((a, b) => (key(a) === key(b) ? a.episodeId - b.episodeId : key(a) < key(b) ? -1 : 1) * (descending ? -1 : 1));
      const { page, nextPageToken } = paginate(items, `episodes:${show.stationId}:${filter}:${descending ? 'd' : 'a'}`, pageSize, req.pagination?.pageToken);
      return { items: page, nextPageToken, totalCount: items.length };
    },
  },
  Episode: {
    uri: (episode: EpisodeRecord) => episodeUri(episode),
    title: (episode: EpisodeRecord) => episode.title,
    description: (episode: EpisodeRecord) => episode.description,
    episodeType: (episode: EpisodeRecord) => episode.podcastEpisodeType,
    isExplicit: (episode: EpisodeRecord) => episode.podcastEpisodeIsExplicit,
    isDraft: (episode: EpisodeRecord, _: unknown, ctx: GraphContext) => episodeState(episode, ctx.now()) === 'draft',
    publishedOn: (episode: EpisodeRecord, _: unknown, ctx: GraphContext) => {
      const seconds = publishedOnSeconds(episode, ctx.now());
      return seconds === null ? null : { seconds };
    },
    showUri: (episode: EpisodeRecord, _: unknown, ctx: GraphContext) => {
      const show = ctx.store.shows.get(episode.stationId);
      return show ? showUri(show) : null;
    },
  },
};
