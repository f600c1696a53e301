import { ErrorCode, UpstreamError } from '../../errors.js';
import { defineLoader } from '../../loaders.js';
import type { RestCaller } from '../../rest/types.js';
import type { GatewayContext } from '../../context.js';
import { learnEpisodeStation } from '../ids/index.js';
import { bodyIfReadable } from '../unreadable.js';
import { toEpisodeOverview, type EpisodeOverview, type RestEpisodeType } from './mappers.js';

/** Episode endpoints of the REST interface: one typed function per endpoint, nothing else. */

export const OVERVIEW_ROUTE = '/v3/episodes/{episodeId}/overview';
export const UPDATE_ROUTE = '/v3/episodes/{episodeId}/update';

/** 4.2 Episode overview. `returnWebIds=true` makes the record complete (userId, type). */
export function getEpisodeOverview(rest: RestCaller, episodeId: number): Promise<unknown> {
  return rest.request({ method: 'GET', route: OVERVIEW_ROUTE, params: { episodeId }, query: { returnWebIds: true } });
}

/** 4.3 request body (2.3). Every field but the two publish times is required in practice. */
export interface EpisodeUpdateBody {
  userId: number;
  title: string;
  description: string;
  episodeType: RestEpisodeType;
  isPublished: boolean;
  podcastEpisodeIsExplicit: boolean;
  /** Unix seconds; an ISO string would be stored as a 1970 date (4.3 rule 1). */
  publishOn?: number;
  /** `YYYY-MM-DDTHH:MM:SS.000Z`; an integer gives HTTP 400 (4.3 rule 2). */
  wizardDraftedToPublishOn?: string;
}

/** 4.3 response (2.3); fields may be missing from another implementation. */
export interface EpisodeUpdateResult {
  title?: unknown;
  description?: unknown;
  didChangePublishState?: unknown;
  shareUrl?: unknown;
}

/** 4.3 Update episode. */
export async function postEpisodeUpdate(rest: RestCaller, episodeId: number, body: EpisodeUpdateBody): Promise<EpisodeUpdateResult> {
  const result = await bodyIfReadable(rest.request<EpisodeUpdateResult | null>({ method: 'POST', route: UPDATE_ROUTE, params: { episodeId }, body }));
  return result ?? {};
}

/**
 * Overviews by episode ID, once per request: however many fields, aliases or fragments ask
 * for one episode, its overview is fetched once. A 403 here is almost always a draft (4.2),
 * so the error says so instead of a bare "forbidden".
 */
export const episodeOverviewLoader = defineLoader<GatewayContext, number, EpisodeOverview>('episodes.overview', (ctx, ids) =>
  Promise.all(
    ids.map((id) =>
      getEpisodeOverview(ctx.rest, id).then(
        (raw) => {
          // Not in 2.2, but some hosts send it (with returnWebIds): the ID directory keeps it so
          // a later reverse lookup of this ID lists only its show. Not `async`: most hosts send
          // none, and then no promise is made here.
          const stationId = (raw as { stationId?: unknown } | null)?.stationId;
          if (Number.isSafeInteger(stationId) && (stationId as number) > 0) return learnEpisodeStation(ctx, id, stationId as number).then(() => toEpisodeOverview(raw));
          return toEpisodeOverview(raw);
        },
        (error: unknown) => explainOverviewError(error),
      ),
    ),
  ),
);

// No episode ID in these messages: the caller may have named the episode by URI, and an ID it
// has not been shown is not for it to learn from an error.
function explainOverviewError(error: unknown): Error {
  if (!(error instanceof UpstreamError)) return error as Error;
  if (error.code === ErrorCode.FORBIDDEN) {
    return new UpstreamError({
      code: ErrorCode.FORBIDDEN,
      upstream: 'rest',
      route: error.route,
      status: error.status,
      message: 'This episode cannot be read through the REST API: it is a draft (the REST overview refuses drafts) or it belongs to another account.',
    });
  }
  if (error.code === ErrorCode.NOT_FOUND) {
    return new UpstreamError({ code: ErrorCode.NOT_FOUND, upstream: 'rest', route: error.route, status: error.status, message: 'This episode does not exist.' });
  }
  return error;
}

/**
 * What the overview tells the ID search about an ID it must find the URI of (EpisodeHint.probe):
 * served (its title narrows the search) or refused (a draft, or another account's). Any other
 * failure, a 404 first of all, is the answer itself: nothing is listed or converted after it.
 */
export async function overviewHint(ctx: GatewayContext, episodeId: number): Promise<{ title?: string | null; refused: boolean }> {
  try {
    return { title: (await episodeOverviewLoader(ctx).load(episodeId)).title, refused: false };
  } catch (error) {
    if (error instanceof UpstreamError && error.code === ErrorCode.FORBIDDEN) return { refused: true };
    throw error;
  }
}
