import type { GatewayContext } from '../../context.js';
import { badUserInput, ErrorCode, gatewayError, UpstreamError } from '../../errors.js';
import type { MutationResolvers, QueryResolvers, Resolvers, ShowResolvers } from '../../generated/resolvers.js';
import { stationIdOf } from '../ids/index.js';
import { stationIdArg, positiveId } from './args.js';
import { getEpisodePage, getFeaturedEpisode, getHostRecommendations, postEpisodeListIndex, postVanitySlug } from './endpoints.js';
import { showDistribution } from './distribution.js';
import { categoryOptionsLoader, updateShowMetadata as applyMetadataUpdate, validateMetadataInput } from './metadata-update.js';
import { perKeyLoader } from './per-key.js';

const episodePageLoader = perKeyLoader('show-settings.episodePage', getEpisodePage);
const featuredEpisodeLoader = perKeyLoader('show-settings.featuredEpisode', getFeaturedEpisode);
const hostRecommendationsLoader = perKeyLoader('show-settings.hostRecommendations', getHostRecommendations);

const Show: ShowResolvers = {
  distribution: async (parent, _args, ctx: GatewayContext) => showDistribution(ctx, await stationIdOf(parent, ctx)),
  episodePageSettings: async (parent, _args, ctx) => episodePageLoader(ctx).load(await stationIdOf(parent, ctx)),
  featuredEpisodeSettings: async (parent, _args, ctx) => featuredEpisodeLoader(ctx).load(await stationIdOf(parent, ctx)),
  hostRecommendations: async (parent, _args, ctx) => hostRecommendationsLoader(ctx).load(await stationIdOf(parent, ctx)),
};

const podcastCategories: QueryResolvers['podcastCategories'] = async (_root, _args, ctx) => (await categoryOptionsLoader(ctx).load('all')).options;

const updateShowMetadata: MutationResolvers['updateShowMetadata'] = async (_root, { stationId, uri, input }, ctx) => {
  validateMetadataInput(input);
  const id = await stationIdArg(ctx, stationId, uri);
  return { show: await applyMetadataUpdate(ctx, id, input) };
};

const updateShowSlug: MutationResolvers['updateShowSlug'] = async (_root, { slug }, ctx) => {
  const wanted = slug.trim();
  if (wanted === '' || /\s/.test(wanted)) throw badUserInput('slug must be non-empty and contain no spaces.', 'slug');
  try {
    const raw = (await postVanitySlug(ctx.rest, wanted)) as Record<string, unknown> | null;
    if (refusedIn(raw)) {
      // A 2xx whose body says it did not happen (the response body of 4.21 is not shown):
      // never report a change the host did not confirm.
      throw gatewayError(ErrorCode.UPSTREAM_ERROR, `The host did not confirm the URL slug change to "${wanted}"; the slug may be taken or invalid. Nothing is known to have changed.`, { upstream: 'rest', route: 'POST /v3/settings' });
    }
    return {
      __typename: 'ShowSlugUpdated' as const,
      slug: typeof raw?.webStationId === 'string' ? raw.webStationId : wanted,
      stationId: Number.isInteger(raw?.stationId) ? (raw!.stationId as number) : null,
    };
  } catch (error) {
    // 4.21: a taken slug "may give HTTP 409": an expected outcome, so a typed result.
    if (error instanceof UpstreamError && error.status === 409) {
      return { __typename: 'SlugTaken' as const, slug: wanted, message: `The URL slug "${wanted}" is already taken; choose another.` };
    }
    throw error;
  }
};

/** A successful-status body that still reports a failure: `success: false`, or an error member. */
function refusedIn(raw: unknown): boolean {
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) return false;
  const body = raw as Record<string, unknown>;
  if (body.success === false) return true;
  return ['error', 'errors'].some((key) => body[key] !== undefined && body[key] !== null && body[key] !== false && !(Array.isArray(body[key]) && (body[key] as unknown[]).length === 0));
}

const syncEpisodeListIndex: MutationResolvers['syncEpisodeListIndex'] = async (_root, { stationId }, ctx) => {
  const raw = await postEpisodeListIndex(ctx.rest, positiveId(stationId, 'stationId'));
  if (raw && typeof raw.success === 'boolean') return raw.success;
  // 2.6 documents `{success}`; an upstream that answers 2xx without it still succeeded.
  return true;
};

export const showSettingsResolvers: Resolvers = {
  Query: { podcastCategories },
  Mutation: { updateShowMetadata, updateShowSlug, syncEpisodeListIndex },
  Show,
};
