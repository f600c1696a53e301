import type { GatewayContext } from '../context.js';
import { ErrorCode, UpstreamError } from '../errors.js';
import { episodeOverviewLoader } from '../modules/episodes/endpoints.js';
import { legacyIdsLoader, showUriLoader } from '../modules/ids/index.js';

/**
 * The account user ID that the media completion call wants (4.25: the user ID, not the station
 * ID). The overview record carries it (4.2), but the overview refuses drafts with 403, and a
 * freshly created episode is a draft. For those the user ID comes from the show: the
 * distribution record names the show's platform URI (4.15), whose legacy IDs carry the user
 * ID (4.12). Both paths go through the request's loaders, so nothing is fetched twice.
 */
export async function resolveUserId(ctx: GatewayContext, episodeId: number, stationId: number, options: { draft?: boolean } = {}): Promise<number> {
  if (!options.draft) {
    try {
      const overview = await episodeOverviewLoader(ctx).load(episodeId);
      if (overview.userId !== null) return overview.userId;
    } catch (error) {
      // 403 is a draft (or not ours: then the signed-URL call refuses too, with its own error).
      if (!(error instanceof UpstreamError) || error.code !== ErrorCode.FORBIDDEN) throw error;
    }
  }
  const uri = await showUriLoader(ctx).load(stationId);
  const ids = await legacyIdsLoader(ctx).load(uri);
  if (ids.userId === null) {
    throw new UpstreamError({
      code: ErrorCode.UPSTREAM_ERROR,
      upstream: 'rest',
      route: 'GET /v3/shows/{platformShowId}/legacyIds',
      message: "The REST API did not name the show's user ID, which the upload's completion call needs.",
    });
  }
  return ids.userId;
}
