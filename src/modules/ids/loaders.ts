import { defineLoader } from '../../loaders.js';
import { ErrorCode, gatewayError } from '../../errors.js';
import type { GatewayContext } from '../../context.js';
import { getDistribution, getEpisodeId, getLegacyIds, type RawDistribution } from './endpoints.js';
import { learnEpisode, learnShow } from './known.js';
import { idOfUri, toUri } from './uris.js';

/** 4.12 answer, normalised. */
export interface LegacyIds {
  stationId: number;
  userId: number | null;
  webStationId: string | null;
}

const unexpected = (what: string) => gatewayError(ErrorCode.UPSTREAM_ERROR, `The REST API answered ${what} without the expected ID.`);

/** Show URI -> numeric IDs (4.12), one REST call per distinct show, all in parallel. */
export const legacyIdsLoader = defineLoader<GatewayContext, string, LegacyIds>('ids.legacyIds', (ctx, uris) =>
  Promise.all(
    uris.map(async (uri) => {
      const platformShowId = idOfUri('show', uri);
      if (!platformShowId) return gatewayError(ErrorCode.BAD_USER_INPUT, `Not a show URI: ${JSON.stringify(uri.slice(0, 80))}.`);
      try {
        const raw = await getLegacyIds(ctx.rest, platformShowId);
        if (!raw || !Number.isInteger(raw.stationId)) return unexpected('the legacy-ID conversion (4.12)');
        learnShow(ctx, raw.stationId!, uri);
        return {
          stationId: raw.stationId!,
          userId: Number.isInteger(raw.userId) ? raw.userId! : null,
          webStationId: typeof raw.webStationId === 'string' ? raw.webStationId : null,
        };
      } catch (err) {
        return err as Error;
      }
    }),
  ),
);

/** The distribution record (4.15) by station ID, once per request: `Show.distribution` reads it too. */
export const distributionLoader = defineLoader<GatewayContext, number, RawDistribution | null>('ids.distribution', (ctx, stationIds) =>
  Promise.all(stationIds.map((stationId) => getDistribution(ctx.rest, stationId).catch((err: Error) => err))),
);

/** Station ID -> show URI through the distribution record's `platformShowUri` (4.15). */
export const showUriLoader = defineLoader<GatewayContext, number, string>('ids.showUri', (ctx, stationIds) =>
  Promise.all(
    stationIds.map(async (stationId) => {
      try {
        const raw = await distributionLoader(ctx).load(stationId);
        const uri = typeof raw?.platformShowUri === 'string' ? raw.platformShowUri : '';
        if (!idOfUri('show', uri)) return unexpected('the distribution record (4.15)');
        learnShow(ctx, stationId, uri);
        return uri;
      } catch (err) {
        return err as Error;
      }
    }),
  ),
);

/** Episode URI -> numeric ID (4.1), one REST call per distinct episode, all in parallel. */
export const episodeIdLoader = defineLoader<GatewayContext, string, number>('ids.episodeId', (ctx, uris) =>
  Promise.all(
    uris.map(async (uri) => {
      const platformEpisodeId = idOfUri('episode', uri);
      if (!platformEpisodeId) return gatewayError(ErrorCode.BAD_USER_INPUT, `Not an episode URI: ${JSON.stringify(uri.slice(0, 80))}.`);
      try {
        const raw = await getEpisodeId(ctx.rest, platformEpisodeId);
        if (!raw || !Number.isInteger(raw.episodeId)) return unexpected('the episode-ID conversion (4.1)');
        learnEpisode(ctx, raw.episodeId!, toUri('episode', platformEpisodeId));
        return raw.episodeId!;
      } catch (err) {
        return err as Error;
      }
    }),
  ),
);
