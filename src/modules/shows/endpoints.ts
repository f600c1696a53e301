import type { GatewayContext } from '../../context.js';
import { ErrorCode, UpstreamError } from '../../errors.js';
import { defineLoader } from '../../loaders.js';
import type { RestCaller } from '../../rest/types.js';
import { toShowMetadata, type ShowMetadata } from './mappers.js';

/** Show endpoints of the REST interface used by the show slice (ID conversion lives in modules/ids). */

export const METADATA_ROUTE = '/v3/stations/{stationId}/metadata';

/** 4.8 Show metadata, read (record of 2.4). */
export function getShowMetadata(rest: RestCaller, stationId: number): Promise<unknown> {
  return rest.request({ method: 'GET', route: METADATA_ROUTE, params: { stationId } });
}

/** Metadata by station ID, once per request however many fields ask. */
export const showMetadataLoader = defineLoader<GatewayContext, number, ShowMetadata>('shows.metadata', (ctx, ids) =>
  Promise.all(
    ids.map((id) =>
      getShowMetadata(ctx.rest, id).then(toShowMetadata, (error: unknown) => {
        if (error instanceof UpstreamError && error.code === ErrorCode.NOT_FOUND) {
          return new UpstreamError({ code: ErrorCode.NOT_FOUND, upstream: 'rest', route: error.route, status: error.status, message: `Show ${id} does not exist.` });
        }
        return error as Error;
      }),
    ),
  ),
);
