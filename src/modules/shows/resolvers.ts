import type { GraphQLResolveInfo } from 'graphql';
import type { GatewayContext } from '../../context.js';
import { badUserInput, ErrorCode, gatewayError } from '../../errors.js';
import type { QueryResolvers, Resolvers, ShowResolvers } from '../../generated/resolvers.js';
import { selectionNeeds, upstreamObject, withDeferredFields, withUpstreamFields } from '../../graph/roots.js';
import { deferredShareOf, selectionAt, shareOf, sharedNames, type Selection } from '../../selection.js';
import { checkedStationId, distributionLoader, requireUri, showUriLoader, stationIdOf, toUri, withStationId } from '../ids/index.js';
import { analyticsFieldNames, startTotals } from '../analytics/index.js';
import { startShowComments } from '../comments/index.js';
import { showMetadataLoader } from './endpoints.js';
import { METADATA_FIELDS } from './fields.js';
import type { ShowMetadata } from './mappers.js';
import type { ShowParent } from '../refs.js';

/** The metadata of a Show: held by the value a root made, or loaded (once per request) by its station ID. */
async function metadataOf(parent: ShowParent, ctx: GatewayContext): Promise<ShowMetadata> {
  return parent.metadata ?? showMetadataLoader(ctx).load(await stationIdOf(parent, ctx));
}

/** A resolver for one metadata field, synchronous when the parent already holds the metadata. */
function fromMetadata<T>(pick: (metadata: ShowMetadata) => T) {
  return (parent: ShowParent, _args: unknown, ctx: GatewayContext): T | Promise<T> => (parent.metadata ? pick(parent.metadata) : metadataOf(parent, ctx).then(pick));
}

/** Show fields answered from the REST metadata (4.8). */
const METADATA_FIELD_NAMES: readonly string[] = Object.keys(METADATA_FIELDS);

/** Gateway fields of a Show that need nothing but its URI. */
const URI_FIELDS = new Set(['__typename', 'uri', 'comments', ...analyticsFieldNames.Show]);

/** Per upstream schema (a refresh swaps it): made once, read on every `show` root. */
const upstreamShowFieldsBySchema = new WeakMap<object, ReadonlySet<string>>();

/** Upstream Show fields the gateway does not answer itself (the selection's share of the upstream). */
function upstreamShowFields(ctx: GatewayContext): ReadonlySet<string> {
  const schema = ctx.upstream.subschema.schema;
  let fields = upstreamShowFieldsBySchema.get(schema);
  if (!fields) {
    const type = schema.getType('Show');
    const names = type && 'getFields' in type ? Object.keys(type.getFields()) : [];
    fields = new Set(names.filter((f) => f !== 'uri' && !METADATA_FIELD_NAMES.includes(f)));
    upstreamShowFieldsBySchema.set(schema, fields);
  }
  return fields;
}

const show: QueryResolvers['show'] = async (_root, { stationId, uri }, ctx, info) => {
  if ((stationId == null) === (uri == null)) throw badUserInput('Give exactly one of `stationId` and `uri`.');
  const selection = selectionAt(info, 'Show');
  const selected = selection.names;
  const upstreamFields = upstreamShowFields(ctx);
  if (stationId != null) {
    if (stationId <= 0) throw badUserInput('`stationId` must be a positive station ID.', 'stationId');
    if (selected.has('distribution')) distributionLoader(ctx).load(stationId).catch(() => undefined);
    const { uri: wantsUri } = selectionNeeds(selected, upstreamFields, URI_FIELDS);
    const share = shareOf(selection, upstreamFields);
    const later = deferredShareOf(selection, upstreamFields);
    // The URI (the directory, else 4.15) in the same tick as the metadata; with it the upstream
    // fields and the analytics totals start, so none waits for the existence check. Upstream
    // fields only deferred fragments select start then too, and only their parts wait for them.
    const uriOf = wantsUri ? showUriLoader(ctx).load(stationId) : null;
    const held = uriOf && later.fields.length ? withDeferredFields({}, ctx, info, 'Show', uriOf, later) : null;
    const byUri = uriOf?.then(
      async (uri) => {
        startTotals('Show', uri, ctx, info);
        startShowComments(uri, ctx, info);
        return { uri, object: share.fields.length ? await upstreamObject(ctx, info, 'Show', uri, share) : null };
      },
      (error: Error) => ({ uri: undefined, object: error }),
    );
    // Awaited here, so an unknown show is a NOT_FOUND on `show` itself.
    const [metadata, fromUpstream] = await Promise.all([showMetadataLoader(ctx).load(stationId), byUri]);
    const keys: ShowParent = { stationId, metadata, ...(fromUpstream?.uri ? { uri: fromUpstream.uri } : {}), ...held };
    if (!fromUpstream || !share.fields.length) return keys;
    return withUpstreamFields(keys, fromUpstream.object, held ? sharedNames(share) : selected, upstreamFields, fromUpstream.uri ?? `station ${stationId}`);
  }
  return showByUri(ctx, info, toUri('show', requireUri('show', uri!, 'uri')), selection, upstreamFields);
};

/**
 * A show asked by URI: its upstream fields come from the upstream root for that URI, its REST
 * fields from 4.12 then 4.8, both started in this tick with the analytics totals. An unknown
 * URI is NOT_FOUND on `show`: from REST when the selection needs REST, else from the upstream,
 * which answers it alone (asked for the URI only when no upstream field is selected).
 */
async function showByUri(ctx: GatewayContext, info: GraphQLResolveInfo, uri: string, selection: Selection, upstreamFields: ReadonlySet<string>) {
  const selected = selection.names;
  const { rest: wantsRest } = selectionNeeds(selected, upstreamFields, URI_FIELDS);
  startTotals('Show', uri, ctx, info);
  startShowComments(uri, ctx, info);
  const rest = wantsRest ? withStationId(ctx, uri, async (id) => ({ stationId: id, metadata: await showMetadataLoader(ctx).load(id) })) : null;
  // Deferred upstream fields are asked in this tick too; only their parts wait for them.
  const share = shareOf(selection, upstreamFields);
  const later = deferredShareOf(selection, upstreamFields);
  const held = later.fields.length ? withDeferredFields({}, ctx, info, 'Show', uri, later) : null;
  const upstream = share.fields.length || !wantsRest ? upstreamObject(ctx, info, 'Show', uri, share) : null;
  const [fromRest, fromUpstream] = await Promise.all([rest, upstream]);
  if (fromUpstream === null && !fromRest) throw gatewayError(ErrorCode.NOT_FOUND, `Show ${uri} does not exist.`);
  // The upstream failed instead of answering (how another implementation answers an unknown URI
  // is not shown): REST's lookup (4.12) says whether the show exists, its 404 a NOT_FOUND.
  const keys: ShowParent = { ...(fromUpstream instanceof Error && !fromRest ? { uri, stationId: await checkedStationId(ctx, uri) } : { uri, ...fromRest }), ...held };
  if (!share.fields.length) return keys;
  return withUpstreamFields(keys, fromUpstream, held ? sharedNames(share) : selected, upstreamFields, uri);
}

const Show: ShowResolvers = {
  stationId: (parent, _args, ctx) => stationIdOf(parent, ctx),
  // The upstream type's own field. Canonical source: the upstream's value on a show that came
  // from there (`name` is in its answer when the client asked for it), the REST metadata's
  // `podcastName` on one the gateway made.
  // Stitching keeps the upstream's answer under the client's response key: an aliased `name` is
  // not at `parent.name`.
  name: (parent, args, ctx, info) => {
    const upstream: unknown = typeof parent.name === 'string' ? parent.name : Reflect.get(parent, info.path.key);
    return typeof upstream === 'string' ? upstream : fromMetadata(METADATA_FIELDS.name)(parent, args, ctx);
  },
  description: fromMetadata(METADATA_FIELDS.description),
  authorName: fromMetadata(METADATA_FIELDS.authorName),
  authorEmail: fromMetadata(METADATA_FIELDS.authorEmail),
  imageUrl: fromMetadata(METADATA_FIELDS.imageUrl),
  image400Url: fromMetadata(METADATA_FIELDS.image400Url),
  category: fromMetadata(METADATA_FIELDS.category),
  language: fromMetadata(METADATA_FIELDS.language),
  isExplicit: fromMetadata(METADATA_FIELDS.isExplicit),
  rssFeedUrl: fromMetadata(METADATA_FIELDS.rssFeedUrl),
  flags: fromMetadata(METADATA_FIELDS.flags),
};

export const showResolvers: Resolvers = {
  Query: { show },
  Show,
};
