import type { GatewayContext } from '../../context.js';
import { badUserInput } from '../../errors.js';
import type { EpisodeResolvers, QueryResolvers, Resolvers, ShowResolvers } from '../../generated/resolvers.js';
import { defineLoader } from '../../loaders.js';
import { episodeUriOf, requireUri, stationIdOf } from '../ids/index.js';
import { getEpisodeFormData, getShowForm } from './endpoints.js';
import { perKeyLoader } from '../show-settings/per-key.js';
import { splitBatch } from './split.js';

/** URIs per 4.7 call; keeps the query string well under common URL limits. */
const MAX_BATCH = 100;

/**
 * Form data by episode URI: every episode of one request that asks, in one 4.7 call with
 * `episodeUri[]` repeated (DataLoader collects the keys of one tick).
 */
export const episodeFormDataLoader = defineLoader<GatewayContext, string, unknown>(
  'forms.episodeFormData',
  async (ctx, uris) => {
    try {
      const raw = await getEpisodeFormData(ctx.rest, uris);
      return splitBatch(raw, uris, ['episodeUri', 'uri', 'episode_uri']);
    } catch (error) {
      return uris.map(() => error as Error);
    }
  },
  { maxBatchSize: MAX_BATCH },
);

const episodeFormData: QueryResolvers['episodeFormData'] = async (_root, { episodeUris }, ctx) => {
  if (episodeUris.length === 0 || episodeUris.length > MAX_BATCH) throw badUserInput(`Give 1 to ${MAX_BATCH} episode URIs.`, 'episodeUris');
  episodeUris.forEach((uri, i) => requireUri('episode', uri, `episodeUris.${i}`));
  const data = await episodeFormDataLoader(ctx).loadMany(episodeUris);
  const failed = data.find((d): d is Error => d instanceof Error);
  if (failed) throw failed;
  return episodeUris.map((episodeUri, i) => ({ episodeUri, data: data[i] ?? null }));
};

const Episode: EpisodeResolvers = {
  formData: async (parent, _args, ctx, info) => episodeFormDataLoader(ctx).load(await episodeUriOf(parent, ctx, info)),
};

const showFormLoader = perKeyLoader('forms.showForm', getShowForm);

const Show: ShowResolvers = {
  // 4.14: "may be empty"; an empty URL is no form.
  formUrl: async (parent, _args, ctx) => {
    const raw = await showFormLoader(ctx).load(await stationIdOf(parent, ctx));
    return typeof raw?.formUrl === 'string' && raw.formUrl !== '' ? raw.formUrl : null;
  },
};

export const formsResolvers: Resolvers = {
  Query: { episodeFormData },
  Episode,
  Show,
};
