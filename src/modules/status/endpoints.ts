import type { RestCaller } from '../../rest/types.js';

/**
 * 4.28 Show status list of the authenticated user (distribution page). Answers 403 for a
 * token issued through the connector flow (section 5); the shape is not shown (2.8).
 */
export function getStationsStatus(rest: RestCaller): Promise<unknown> {
  return rest.request({ method: 'GET', route: '/v3/stations/status' });
}
