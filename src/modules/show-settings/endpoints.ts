import type { RestCaller } from '../../rest/types.js';
import { bodyIfReadable } from '../unreadable.js';

/** 4.20 request body; only `podcastName` is required upstream. */
export interface ShowMetadataUpdateBody {
  podcastName: string;
  podcastDescription?: string;
  podcastAuthorName?: string;
  /** Two category names joined by `|`. */
  podcastCategory?: string;
  podcastLanguage?: string;
  podcastEpisodeIsExplicit?: boolean;
}

/** 4.20 Update show metadata; answers the updated metadata object (record of 2.4). */
export function postShowMetadata(rest: RestCaller, stationId: number, body: ShowMetadataUpdateBody): Promise<Record<string, unknown> | null> {
  return bodyIfReadable(rest.request<Record<string, unknown> | null>({ method: 'POST', route: '/v3/stations/{stationId}/metadata', params: { stationId }, body }));
}

/** 4.21 Update vanity slug. A slug already taken may give 409; the response body is not shown. */
export function postVanitySlug(rest: RestCaller, webStationId: string): Promise<unknown> {
  return bodyIfReadable(rest.request({ method: 'POST', route: '/v3/settings', body: { webStationId } }));
}

/** Category options of 4.20 (`GET /v3/settings/podcast-category/options`); shape not shown. */
export function getPodcastCategoryOptions(rest: RestCaller): Promise<unknown> {
  return rest.request({ method: 'GET', route: '/v3/settings/podcast-category/options' });
}

/** 4.13 Episode list index sync; request body not shown (4.29), so `{}` is sent. */
export function postEpisodeListIndex(rest: RestCaller, stationId: number): Promise<{ success?: boolean } | null> {
  return bodyIfReadable(
    rest.request<{ success?: boolean } | null>({
      method: 'POST',
      route: '/v3/stations/{stationId}/episode-list-index',
      params: { stationId },
      body: {},
    }),
  );
}

/** 4.28 Episode page settings (show settings page); shape not shown. */
export function getEpisodePage(rest: RestCaller, stationId: number): Promise<unknown> {
  return rest.request({ method: 'GET', route: '/v3/stations/{stationId}/episodePage', params: { stationId } });
}

/** 4.28 Featured episode; note the singular `/v3/station/` in the spec's path. Shape not shown. */
export function getFeaturedEpisode(rest: RestCaller, stationId: number): Promise<unknown> {
  return rest.request({ method: 'GET', route: '/v3/station/{stationId}/episodes/featured', params: { stationId } });
}

/** 4.28 Host recommendations; shape not shown. */
export function getHostRecommendations(rest: RestCaller, stationId: number): Promise<unknown> {
  return rest.request({ method: 'GET', route: '/v3/stations/{stationId}/hostRecommendations', params: { stationId } });
}
