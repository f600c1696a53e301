import { defaultMergedResolver, isExternalObject } from '@graphql-tools/delegate';
import type { GatewayContext } from '../../context.js';
import { badUserInput } from '../../errors.js';
import type { QueryResolvers, Resolvers, ShowResolvers } from '../../generated/resolvers.js';
import { localRefOf } from '../../stitching/index.js';
import { legacyIdsLoader, requireUri, stationIdOf, toUri } from '../ids/index.js';
import { showMetadataLoader } from './endpoints.js';
import type { ShowMetadata, ShowParent } from './mappers.js';

/** The station ID from either key; a URI costs one conversion call (4.12), once per request. */
async function showKey(ctx: GatewayContext, stationId: number | null | undefined, uri: string | null | undefined): Promise<ShowParent> {
  if ((stationId == null) === (uri == null)) throw badUserInput('Give exactly one of `stationId` and `uri`.');
  if (stationId != null) {
    if (stationId <= 0) throw badUserInput('`stationId` must be a positive station ID.', 'stationId');
    return { stationId };
  }
  const normalized = toUri('show', requireUri('show', uri!, 'uri'));
  return { stationId: (await legacyIdsLoader(ctx).load(normalized)).stationId, uri: normalized };
}

/** The metadata of any Show parent: held by a REST-made value, or loaded (once per request) by its station ID. */
async function metadataOf(parent: unknown, ctx: GatewayContext): Promise<ShowMetadata> {
  const ref = localRefOf(parent) as ShowParent | undefined;
  if (ref?.metadata) return ref.metadata;
  return showMetadataLoader(ctx).load(await stationIdOf(parent, ctx));
}

/** A resolver for one metadata field, synchronous when the parent already holds the metadata. */
function fromMetadata<T>(pick: (metadata: ShowMetadata) => T) {
  return (parent: ShowParent, _args: unknown, ctx: GatewayContext): T | Promise<T> => {
    const held = (localRefOf(parent) as ShowParent | undefined)?.metadata;
    return held ? pick(held) : metadataOf(parent, ctx).then(pick);
  };
}

const show: QueryResolvers['show'] = async (_root, { stationId, uri }, ctx) => {
  const key = await showKey(ctx, stationId, uri);
  // Loaded here, not lazily, so an unknown show is a NOT_FOUND on `show` itself.
  return { ...key, metadata: await showMetadataLoader(ctx).load(key.stationId!) };
};

const Show: ShowResolvers = {
  stationId: (parent, _args, ctx) => stationIdOf(parent, ctx),
  // The upstream type's own field. Canonical source: the upstream's value on a show that came
  // from there (no REST call), the REST metadata's `podcastName` on a REST-made one.
  name: (parent, args, ctx, info) =>
    isExternalObject(parent) ? defaultMergedResolver(parent as never, args, ctx, info) : fromMetadata((m) => m.name)(parent, args, ctx),
  description: fromMetadata((m) => m.description),
  authorName: fromMetadata((m) => m.authorName),
  authorEmail: fromMetadata((m) => m.authorEmail),
  imageUrl: fromMetadata((m) => m.imageUrl),
  image400Url: fromMetadata((m) => m.image400Url),
  category: fromMetadata((m) => m.category),
  language: fromMetadata((m) => m.language),
  isExplicit: fromMetadata((m) => m.isExplicit),
  rssFeedUrl: fromMetadata((m) => m.rssFeedUrl),
  flags: fromMetadata((m) => m.flags),
};

export const showResolvers: Resolvers = {
  Query: { show },
  Show,
};
