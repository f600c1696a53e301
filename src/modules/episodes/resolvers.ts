import { defaultMergedResolver, isExternalObject } from '@graphql-tools/delegate';
import type { GraphQLResolveInfo } from 'graphql';
import type { GatewayContext } from '../../context.js';
import { badUserInput, ErrorCode } from '../../errors.js';
import type { EpisodeResolvers, MutationResolvers, QueryResolvers, Resolvers } from '../../generated/resolvers.js';
import { localRefOf } from '../../stitching/index.js';
import { draftOverview, isRefusedByRest } from '../../stitching/drafts.js';
import { episodeIdLoader, episodeIdOf, learnEpisode, requireUri, toUri } from '../ids/index.js';
import { forgetEpisode, readEpisode, readEpisodeForUpdate, requireForDraft } from './current.js';
import { descriptionsMatch } from './description.js';
import { episodeOverviewLoader, postEpisodeUpdate } from './endpoints.js';
import { toEpisodeState, toEpisodeType, type EpisodeOverview, type EpisodeParent } from './mappers.js';
import { buildUpdateBody, validateUpdateInput } from './update.js';

/** The numeric ID from either key; a URI costs one conversion call (4.1), once per request. */
async function episodeKey(ctx: GatewayContext, id: number | null | undefined, uri: string | null | undefined): Promise<EpisodeParent> {
  if ((id == null) === (uri == null)) throw badUserInput('Give exactly one of `id` and `uri`.');
  if (id != null) {
    if (id <= 0) throw badUserInput('`id` must be a positive episode ID.', 'id');
    return { id };
  }
  const normalized = toUri('episode', requireUri('episode', uri!, 'uri'));
  const episodeId = await episodeIdLoader(ctx).load(normalized);
  learnEpisode(ctx, episodeId, normalized);
  return { id: episodeId, uri: normalized };
}

/** The overview of any Episode parent: held by a REST-made value, or loaded (once per request) by its ID. */
async function overviewOf(parent: unknown, ctx: GatewayContext): Promise<EpisodeOverview> {
  const ref = localRefOf(parent) as Partial<EpisodeParent> | undefined;
  if (ref?.overview) return ref.overview;
  return episodeOverviewLoader(ctx).load(await episodeIdOf(parent, ctx));
}

/**
 * A resolver for one overview field. The REST overview is the canonical source; on an episode
 * that came from the upstream GraphQL interface and that REST refuses (a draft, 403), the
 * upstream's own value of the same field is used when `fromUpstream` is given.
 */
function fromOverview<T>(pick: (overview: EpisodeOverview) => T, fromUpstream?: (value: unknown) => T) {
  return (parent: EpisodeParent, args: Record<string, unknown>, ctx: GatewayContext, info: GraphQLResolveInfo): T | Promise<T> => {
    const held = (localRefOf(parent) as Partial<EpisodeParent> | undefined)?.overview;
    if (held) return pick(held);
    return overviewOf(parent, ctx).then(pick, async (error: unknown) => {
      const refused = (error as { code?: string }).code === ErrorCode.FORBIDDEN;
      if (!refused) throw error;
      if (fromUpstream && isExternalObject(parent)) {
        // The upstream's raw value (every gateway Episode field asks for it, stitching/drafts.ts):
        // read as is, since its type may differ from the gateway's (e.g. an enum of `full`).
        const raw = (parent as Record<string, unknown>)[info.fieldName];
        return fromUpstream(raw !== undefined ? raw : await defaultMergedResolver(parent as never, args, ctx, info));
      }
      // A draft reached by numeric ID, or a field the upstream lacks (state): the GraphQL side's record.
      return pick(await draftOverview(parent, ctx, info, error));
    });
  };
}

const asString = (v: unknown) => (typeof v === 'string' ? v : null);
const asBoolean = (v: unknown) => (typeof v === 'boolean' ? v : null);

const episode: QueryResolvers['episode'] = async (_root, { id, uri }, ctx, info) => {
  const key = await episodeKey(ctx, id, uri);
  // Loaded here, not lazily, so an unknown episode is a NOT_FOUND on `episode` itself. A draft
  // (REST 403) is read from the GraphQL side; another account's episode stays FORBIDDEN.
  const overview = await episodeOverviewLoader(ctx)
    .load(key.id)
    .catch((error: unknown) => (isRefusedByRest(error) ? draftOverview(key, ctx, info, error) : Promise.reject(error)));
  return { ...key, overview };
};

const updateEpisode: MutationResolvers['updateEpisode'] = async (_root, { id, input }, ctx, info) => {
  validateUpdateInput(input);
  // Current values: the REST overview, or the GraphQL side's for a draft (REST 403, spec 4.2).
  const current = await readEpisodeForUpdate(ctx, id, info);
  requireForDraft(current, input, id);
  const body = buildUpdateBody(id, current.overview, input);
  const result = await postEpisodeUpdate(ctx.rest, id, body);
  forgetEpisode(ctx, id);
  const stored = (await readEpisode(ctx, id, info)).overview;
  const storedDescription = typeof result.description === 'string' ? result.description : stored.description;
  return {
    episode: { id, overview: stored },
    descriptionMatches: storedDescription !== null && descriptionsMatch(storedDescription, body.description),
    didChangePublishState: typeof result.didChangePublishState === 'boolean' ? result.didChangePublishState : null,
    shareUrl: typeof result.shareUrl === 'string' ? result.shareUrl : null,
  };
};

const Episode: EpisodeResolvers = {
  id: (parent, _args, ctx) => episodeIdOf(parent, ctx),
  title: fromOverview((o) => o.title, asString),
  description: fromOverview((o) => o.description, asString),
  state: fromOverview((o) => toEpisodeState(o)),
  isPublished: fromOverview((o) => o.isPublished),
  publishOn: fromOverview((o) => o.publishOn),
  episodeType: fromOverview((o) => o.episodeType, toEpisodeType),
  isExplicit: fromOverview((o) => o.isExplicit, asBoolean),
};

export const episodeResolvers: Resolvers = {
  Query: { episode },
  Mutation: { updateEpisode },
  Episode,
};
