import type { RestCaller } from '../../rest/types.js';

/** 4.12 result (2.6): the numeric IDs behind a platform show ID. */
export interface RawLegacyIds {
  stationId?: number;
  userId?: number;
  webStationId?: string;
}

/** 4.15 result (2.5); only `platformShowUri` matters for ID conversion. */
export interface RawDistribution {
  platformShowUri?: string;
  [key: string]: unknown;
}

/** 4.1 result (2.6). */
export interface RawEpisodeId {
  episodeId?: number;
}

export const LEGACY_IDS_ROUTE = '/v3/shows/{platformShowId}/legacyIds';

/** 4.12 Platform show ID to numeric IDs. */
export function getLegacyIds(rest: RestCaller, platformShowId: string): Promise<RawLegacyIds | null> {
  return rest.request<RawLegacyIds | null>({ method: 'GET', route: LEGACY_IDS_ROUTE, params: { platformShowId } });
}

export const DISTRIBUTION_ROUTE = '/v3/stations/{stationId}/distribution';
export const EPISODE_ID_ROUTE = '/v3/episodes/platform:episode:{platformEpisodeId}/episodeId';

/** 4.15 Distribution settings of a show. */
export function getDistribution(rest: RestCaller, stationId: number): Promise<RawDistribution | null> {
  return rest.request<RawDistribution | null>({ method: 'GET', route: DISTRIBUTION_ROUTE, params: { stationId } });
}

/** 4.1 Platform episode ID to numeric ID. */
export function getEpisodeId(rest: RestCaller, platformEpisodeId: string): Promise<RawEpisodeId | null> {
  return rest.request<RawEpisodeId | null>({
    method: 'GET',
    route: EPISODE_ID_ROUTE,
    params: { platformEpisodeId },
  });
}
