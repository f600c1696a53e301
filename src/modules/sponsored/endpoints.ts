import type { RestCaller } from '../../rest/types.js';
import { bodyIfReadable } from '../unreadable.js';

/** 4.5 and 4.17: one route, read and written. */
export const SPONSORED_STATUS_ROUTE = '/v3/episodes/{episodeId}/sponsoredContentStatus';

/** 4.5 response. */
export interface RawSponsoredContentStatus {
  containsSponsoredContent?: boolean | null;
}

/** 4.5 Sponsored content status, read. */
export function getSponsoredContentStatus(rest: RestCaller, episodeId: number): Promise<RawSponsoredContentStatus | null> {
  return rest.request<RawSponsoredContentStatus | null>({
    method: 'GET',
    route: SPONSORED_STATUS_ROUTE,
    params: { episodeId },
  });
}

/**
 * 4.17 Sponsored content status, write. `publishOn` is required, never null, and must be an
 * integer of Unix seconds: an ISO string is silently read as its leading digits (a 1970 date).
 * The response body is not shown (4.29).
 */
export function putSponsoredContentStatus(
  rest: RestCaller,
  episodeId: number,
  body: { containsSponsoredContent: boolean; publishOn: number },
): Promise<unknown> {
  if (!Number.isSafeInteger(body.publishOn)) throw new TypeError('publishOn must be an integer of Unix seconds');
  return bodyIfReadable(
    rest.request({
      method: 'PUT',
      route: SPONSORED_STATUS_ROUTE,
      params: { episodeId },
      body: { containsSponsoredContent: body.containsSponsoredContent, publishOn: body.publishOn },
    }),
  );
}
