import type { GatewayContext } from '../../context.js';
import { badUserInput } from '../../errors.js';
import type { UpdateShowMetadataInput } from '../../generated/resolvers.js';
import { showMetadataLoader } from '../shows/endpoints.js';
import { toShowMetadata } from '../shows/mappers.js';
import type { ShowParent } from '../refs.js';
import { formatCategory, isAllowedCategory, readCategoryOptions } from './category.js';
import { getPodcastCategoryOptions, postShowMetadata, type ShowMetadataUpdateBody } from './endpoints.js';
import { checkShowLimits } from './limits.js';
import { perKeyLoader } from './per-key.js';

/** Category options, once per request (`GET /v3/settings/podcast-category/options`), with whether they can judge a pair. */
export const categoryOptionsLoader = perKeyLoader('show-settings.categoryOptions', (rest, _key: 'all') =>
  getPodcastCategoryOptions(rest).then(readCategoryOptions),
);

// BCP 47-ish: `en`, `pt-BR`, `zh-Hant`.
const LANGUAGE = /^[A-Za-z]{2,3}(?:-[A-Za-z0-9]{2,8})*$/;

/** Everything that can be checked without the upstream, before any call. */
export function validateMetadataInput(input: UpdateShowMetadataInput): void {
  const given = Object.entries(input).filter(([, v]) => v !== undefined);
  if (given.length === 0) throw badUserInput('Give at least one field to change.', 'input');
  for (const [key, value] of given) {
    if (value === null) throw badUserInput(`input.${key} cannot be null; leave it out to keep the current value.`, `input.${key}`);
  }
  checkShowLimits(input);
  if (input.language != null && !LANGUAGE.test(input.language)) {
    throw badUserInput('input.language must be a language code such as `en` or `pt-BR`.', 'input.language');
  }
  if (input.category) {
    const { primary, secondary } = input.category;
    if (!primary.trim() || !secondary.trim() || primary.includes('|') || secondary.includes('|')) {
      throw badUserInput('input.category needs two non-empty names without `|`.', 'input.category');
    }
  }
}

/**
 * 4.20 as a partial update: the upstream requires `podcastName` every time, so the current
 * name is read (4.8) when the caller does not change it; the category pair is checked against
 * the options first. Only the fields given are sent besides the name (the spec marks them
 * optional). The answer (the updated record) becomes this request's metadata for the show.
 */
export async function updateShowMetadata(ctx: GatewayContext, stationId: number, input: UpdateShowMetadataInput): Promise<ShowParent> {
  const [current, options] = await Promise.all([
    input.name == null ? showMetadataLoader(ctx).load(stationId) : null,
    input.category ? categoryOptionsLoader(ctx).load('all') : null,
  ]);
  if (input.category && options) {
    // Only a list read without doubt may refuse a pair; any other lets the upstream decide,
    // so the gateway never blocks a write the spec allows because it misread a shape.
    if (!options.checkable) ctx.logger.warn('category options not read without doubt; category sent unchecked', { stationId });
    else if (!isAllowedCategory(options.options, input.category)) {
      throw badUserInput(
        `"${formatCategory(input.category)}" is not one of the host's category pairs; see podcastCategories.`,
        'input.category',
      );
    }
  }
  const podcastName = input.name ?? current?.name;
  if (!podcastName) {
    throw badUserInput('The host did not report the show\'s current name, which every update must re-send; give input.name.', 'input.name');
  }
  const body: ShowMetadataUpdateBody = { podcastName };
  if (input.description != null) body.podcastDescription = input.description;
  if (input.authorName != null) body.podcastAuthorName = input.authorName;
  if (input.category) body.podcastCategory = formatCategory(input.category);
  if (input.language != null) body.podcastLanguage = input.language;
  if (input.isExplicit != null) body.podcastEpisodeIsExplicit = input.isExplicit;

  const raw = await postShowMetadata(ctx.rest, stationId, body);
  const loader = showMetadataLoader(ctx).clear(stationId);
  if (raw && typeof raw === 'object' && typeof raw.podcastName === 'string') {
    const metadata = toShowMetadata(raw);
    loader.prime(stationId, metadata);
    return { stationId, metadata };
  }
  // No record in the answer: the show's fields read the metadata again when asked.
  return { stationId };
}
