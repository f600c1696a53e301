import { ErrorCode, UpstreamError } from '../../errors.js';
import type { RestCaller } from '../../rest/types.js';
import { bodyIfReadable } from '../unreadable.js';

export const CREATE_ROUTE = '/v3/stations/{stationId}/episodes';
export const DELETE_ROUTE = '/v3/episodes/{episodeId}/delete';

/**
 * `host-api-version` of 4.27. The spec shows a three-part value but not which; whether the
 * header is required at all is not shown (4.29). Sent as the web client does.
 */
export const HOST_API_VERSION = '1.0.0';

/** 4.19 result (2.6). */
export interface CreatedEpisode {
  episodeId: number;
  stationId: number;
}

/**
 * 4.19 Create episode: an empty record. `hourOffset` counts hours behind UTC (-9 is nine
 * hours ahead). Never retried: a repeated POST would create a second episode.
 */
export async function postCreateEpisode(rest: RestCaller, stationId: number, hourOffset: number): Promise<CreatedEpisode> {
  // An unreadable 2xx body is treated like one without an episodeId: the record may exist.
  const raw = await bodyIfReadable(
    rest.request<{ episodeId?: unknown; stationId?: unknown } | null>({
      method: 'POST',
      route: CREATE_ROUTE,
      params: { stationId },
      body: { hourOffset },
    }),
  );
  if (!Number.isInteger(raw?.episodeId)) {
    throw new UpstreamError({
      code: ErrorCode.UPSTREAM_ERROR,
      upstream: 'rest',
      route: `POST ${CREATE_ROUTE}`,
      status: 200,
      message: 'The REST API answered the episode creation without an episodeId; the episode may exist.',
    });
  }
  return { episodeId: raw!.episodeId as number, stationId: Number.isInteger(raw!.stationId) ? (raw!.stationId as number) : stationId };
}

/** 4.27 Delete episode: irreversible; body `{}`; with the web client's two extra headers. */
export async function postDeleteEpisode(rest: RestCaller, episodeId: number): Promise<void> {
  await bodyIfReadable(rest.request({
    method: 'POST',
    route: DELETE_ROUTE,
    params: { episodeId },
    body: {},
    headers: { 'host-client-type': 'web', 'host-api-version': HOST_API_VERSION },
  }));
}
