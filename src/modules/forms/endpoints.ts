import type { RestCaller } from '../../rest/types.js';

/** 4.14: `{formUrl}` (may be empty). */
export interface RawShowForm {
  formUrl?: string | null;
}

/**
 * 4.7 Episode form data for several episodes in one call: `episodeUri[]` repeated, one per
 * `platform:episode:<id>`. The response shape is not shown (2.8).
 */
export function getEpisodeFormData(rest: RestCaller, episodeUris: readonly string[]): Promise<unknown> {
  return rest.request({ method: 'GET', route: '/v3/episodes/pcdFormData', query: { 'episodeUri[]': episodeUris } });
}

/** 4.14 Show form data. */
export function getShowForm(rest: RestCaller, stationId: number): Promise<RawShowForm | null> {
  return rest.request<RawShowForm | null>({ method: 'GET', route: '/v3/stations/{stationId}/pcdForm', params: { stationId } });
}
