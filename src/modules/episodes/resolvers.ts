import type { GraphQLResolveInfo } from 'graphql';
import type { GatewayContext } from '../../context.js';
import { badUserInput, ErrorCode, gatewayError } from '../../errors.js';
import type { EpisodeResolvers, MutationResolvers, QueryResolvers, Resolvers } from '../../generated/resolvers.js';
import { selectionNeeds, upstreamObject, withDeferredFields, withUpstreamFields } from '../../graph/roots.js';
import { deferredShareOf, selectionAt, shareOf, sharedNames, type SelectionShare } from '../../selection.js';
import { checkedEpisodeId, episodeIdOf, episodeUriOf, likelyEpisodeUri, requireUri, startEpisodeListing, toUri, withEpisodeId } from '../ids/index.js';
import { analyticsFieldNames, startTotals } from '../analytics/index.js';
import { startEpisodeComments } from '../comments/index.js';
import { startPoll } from '../polls/index.js';
import { startSponsoredStatus } from '../sponsored/index.js';
import { forgetEpisode, readEpisode, readEpisodeForUpdate, requireForDraft } from './current.js';
import { descriptionsMatch } from './description.js';
import { draftOverview, isRefusedByRest } from './drafts.js';
import { episodeOverviewLoader, postEpisodeUpdate } from './endpoints.js';
import { OVERVIEW_FIELDS } from './fields.js';
import { noteIfScheduled, noteIfUnpublished } from './known-drafts.js';
import { rememberShareUrl } from './share-links.js';
import { toEpisodeState, type EpisodeOverview } from './mappers.js';
import type { EpisodeParent } from '../refs.js';
import { buildUpdateBody, validateUpdateInput } from './update.js';

/** The overview of an Episode: held by the value a root made, or loaded (once per request) by its ID. */
async function overviewOf(parent: EpisodeParent, ctx: GatewayContext): Promise<EpisodeOverview> {
  return parent.overview ?? episodeOverviewLoader(ctx).load(await episodeIdOf(parent, ctx));
}

/**
 * A resolver for one overview field. The REST overview is the canonical source; for an episode
 * REST refuses (a draft, 403), the GraphQL side's draft record (drafts.ts).
 */
function fromOverview<T>(pick: (overview: EpisodeOverview) => T) {
  return (parent: EpisodeParent, _args: unknown, ctx: GatewayContext, info: GraphQLResolveInfo): T | Promise<T> => {
    if (parent.overview) return pick(parent.overview);
    return overviewOf(parent, ctx).then(pick, async (error: unknown) => {
      if (!isRefusedByRest(error)) throw error;
      return pick(await draftOverview(parent, ctx, info, error));
    });
  };
}

/** Episode fields this module answers from the REST overview (or a draft's record), the ID with them. */
const OVERVIEW_FIELD_NAMES: readonly string[] = ['id', ...Object.keys(OVERVIEW_FIELDS)];

/** Gateway fields of an Episode that need nothing but its URI. */
const URI_FIELDS = new Set(['__typename', 'uri', 'poll', 'comments', 'formData', ...analyticsFieldNames.Episode]);

/** Per upstream schema (a refresh swaps it): made once, read on every `episode(uri:)` root. */
const upstreamEpisodeFieldsBySchema = new WeakMap<object, ReadonlySet<string>>();

/** Episode fields of the public upstream subschema the gateway does not answer itself (the selection's share of the upstream). */
function upstreamEpisodeFields(ctx: GatewayContext): ReadonlySet<string> {
  const schema = ctx.upstream.subschema.schema;
  let fields = upstreamEpisodeFieldsBySchema.get(schema);
  if (!fields) {
    const type = schema.getType('Episode');
    const names = type && 'getFields' in type ? Object.keys(type.getFields()) : [];
    fields = new Set(names.filter((f) => f !== 'uri' && !OVERVIEW_FIELD_NAMES.includes(f)));
    upstreamEpisodeFieldsBySchema.set(schema, fields);
  }
  return fields;
}

/** The overview of an episode read by ID, a scheduled one noted (known-drafts.ts noteIfScheduled). */
async function readAndNote(ctx: GatewayContext, info: GraphQLResolveInfo, key: { id: number; uri?: string }): Promise<EpisodeOverview> {
  const overview = await overviewOrDraft(ctx, info, key);
  await noteIfScheduled(ctx, key.id, overview);
  return overview;
}

/** The overview of an episode by ID, or its draft record when REST refuses it (403); another account's episode stays FORBIDDEN. */
export function overviewOrDraft(ctx: GatewayContext, info: GraphQLResolveInfo, key: { id: number; uri?: string }): Promise<EpisodeOverview> {
  return episodeOverviewLoader(ctx)
    .load(key.id)
    .catch((error: unknown) => (isRefusedByRest(error) ? draftOverview(key, ctx, info, error) : Promise.reject(error)));
}

const episode: QueryResolvers['episode'] = async (_root, { id, uri }, ctx, info) => {
  if ((id == null) === (uri == null)) throw badUserInput('Give exactly one of `id` and `uri`.');
  if (id != null) {
    if (id <= 0) throw badUserInput('`id` must be a positive episode ID.', 'id');
    const selection = selectionAt(info, 'Episode');
    const selected = selection.names;
    const upstreamFields = upstreamEpisodeFields(ctx);
    const { upstream: wantsUpstream, uri: wantsUri } = selectionNeeds(selected, upstreamFields, URI_FIELDS);
    // The overview is awaited here, not lazily, so an unknown episode is a NOT_FOUND on `episode`
    // itself. A selection of overview fields alone (the common case) waits for nothing else.
    startSponsoredStatus(id, ctx, info);
    if (!wantsUri) return { id, overview: await readAndNote(ctx, info, { id }) };
    // The upstream fields and the analytics totals start with the overview when the ID directory
    // knows the episode's URI (a lookup, no conversion call). Otherwise the search's list starts
    // with the overview, and once both answered the loads start for the URI the search will most
    // likely find (the one listed episode of the overview's title) beside the search's
    // conversion, which confirms it: two rounds on a cold directory (docs/performance.md). An
    // unknown ID then costs the overview and that list. Either way by this one route: stitching's
    // merge finds the upstream fields here and asks nothing. Upstream fields only deferred
    // fragments select start then too, and only their parts wait.
    const share = shareOf(selection, upstreamFields);
    const later = deferredShareOf(selection, upstreamFields);
    // The loads by URI the per-request loaders keep: a field that asks for them later finds them started.
    const startByUri = (uri: string) => {
      startTotals('Episode', uri, ctx, info);
      startPoll(uri, ctx, info);
      startEpisodeComments(uri, ctx, info);
    };
    const loads = (uri: string) => {
      startByUri(uri);
      const held = later.fields.length ? withDeferredFields({}, ctx, info, 'Episode', uri, later) : null;
      return share.fields.length ? upstreamObject(ctx, info, 'Episode', uri, share).then((object) => ({ uri, object, held })) : { uri, object: null, held };
    };
    const searches = share.fields.length > 0 || later.fields.length > 0 || [...selected].some((name) => name !== '__typename' && URI_FIELDS.has(name));
    const byUri = knownEpisodeUri(ctx, id).then((uri) => {
      if (uri !== null) return loads(uri);
      if (searches) startEpisodeListing(ctx);
      return null;
    });
    const [overview, known] = await Promise.all([readAndNote(ctx, info, { id }), byUri]);
    if (known) return completed({ id, overview }, known, share, later, selected, upstreamFields);
    if (!searches) return { id, overview };
    // Only a guess: a failure to make it costs nothing but the early start. None for a draft: its
    // record came from the search already (drafts.ts), and no listed draft is ever guessed.
    const guessable = typeof overview.title === 'string' && toEpisodeState(overview) !== 'DRAFT';
    const likelyUri = likelyEpisodeUri(ctx, { title: guessable ? overview.title : null }).catch(() => null);
    if (!share.fields.length) {
      // No upstream field in the first part: the fields that need the URI (`uri`, the analytics
      // totals, the poll, the comments) wait for the search in their resolvers, and find the
      // likely URI's loads started; the first part does not wait for the search.
      void likelyUri.then((uri) => uri !== null && startByUri(uri));
      if (!later.fields.length) return { id, overview };
      return { id, overview, ...withDeferredFields({}, ctx, info, 'Episode', episodeUriOf({ id, overview }, ctx, info), later) };
    }
    const likely = likelyUri.then((uri) => (uri === null ? null : { uri, loaded: loads(uri) }));
    const found = await episodeUriOf({ id, overview }, ctx, info).then(
      (uri) => likely.then((early) => (early?.uri === uri ? early.loaded : loads(uri))),
      (error: Error) => error,
    );
    return completed({ id, overview }, found, share, later, selected, upstreamFields);
  }
  return episodeByUri(ctx, info, toUri('episode', requireUri('episode', uri!, 'uri')));
};

/** What a root by ID answers once the URI is known or the search failed: its keys, with the upstream fields or their failure. */
function completed(
  rest: { id: number; overview: EpisodeOverview },
  found: { uri: string; object: Record<string, unknown> | null | Error; held: object | null } | Error,
  share: SelectionShare,
  later: SelectionShare,
  selected: ReadonlySet<string>,
  upstreamFields: ReadonlySet<string>,
) {
  // A URI the search cannot find fails each selected upstream field with its error (its
  // `askBy`), at the field's own path; the REST fields still answer.
  if (found instanceof Error) return withUpstreamFields(rest, found, selected, upstreamFields, `episode ${rest.id}`);
  const keys: EpisodeParent = { ...rest, uri: found.uri, ...found.held };
  if (!share.fields.length) return keys;
  return withUpstreamFields(keys, found.object, later.fields.length ? sharedNames(share) : selected, upstreamFields, found.uri);
}

/**
 * An episode asked by URI: its upstream fields come from the upstream root for that URI, its
 * REST fields from 4.1 then 4.2, both started in this tick with the analytics totals, and a
 * selection without REST fields costs no REST call. An unknown URI is NOT_FOUND on `episode`:
 * from REST when the selection needs REST, else from the upstream, which answers it alone
 * (asked for the URI only when no upstream field is selected).
 */
async function episodeByUri(ctx: GatewayContext, info: GraphQLResolveInfo, uri: string) {
  const selection = selectionAt(info, 'Episode');
  const selected = selection.names;
  const upstreamFields = upstreamEpisodeFields(ctx);
  const { rest: wantsRest } = selectionNeeds(selected, upstreamFields, URI_FIELDS);
  startTotals('Episode', uri, ctx, info);
  startPoll(uri, ctx, info);
  startEpisodeComments(uri, ctx, info);
  const rest = wantsRest
    ? withEpisodeId(ctx, uri, async (episodeId) => {
        startSponsoredStatus(episodeId, ctx, info);
        return { id: episodeId, overview: await readAndNote(ctx, info, { id: episodeId, uri }) };
      })
    : null;
  // Deferred upstream fields are asked in this tick too; only their parts wait for them.
  const share = shareOf(selection, upstreamFields);
  const later = deferredShareOf(selection, upstreamFields);
  const held = later.fields.length ? withDeferredFields({}, ctx, info, 'Episode', uri, later) : null;
  const upstream = share.fields.length || !wantsRest ? upstreamObject(ctx, info, 'Episode', uri, share) : null;
  const [fromRest, fromUpstream] = await Promise.all([rest, upstream]);
  if (fromUpstream === null && !fromRest) throw gatewayError(ErrorCode.NOT_FOUND, `Episode ${uri} does not exist.`);
  // The upstream failed instead of answering (how another implementation answers an unknown URI
  // is not shown): REST's conversion (4.1) says whether the episode exists, its 404 a NOT_FOUND.
  const keys = { ...(fromUpstream instanceof Error && !fromRest ? { uri, id: await checkedEpisodeId(ctx, uri) } : { uri, ...fromRest }), ...held };
  if (!share.fields.length) return keys;
  return withUpstreamFields(keys, fromUpstream, held ? sharedNames(share) : selected, upstreamFields, uri);
}

/** The URI the ID directory holds for an episode ID, or null: never an upstream call. */
async function knownEpisodeUri(ctx: GatewayContext, id: number): Promise<string | null> {
  return (await ctx.directory.episodeUris([id])).get(id) ?? null;
}

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
  const shareUrl = typeof result.shareUrl === 'string' ? result.shareUrl : null;
  await Promise.all([noteIfUnpublished(ctx, id, stored), rememberShareUrl(ctx, id, shareUrl)]);
  return {
    episode: { id, overview: stored },
    descriptionMatches: storedDescription !== null && descriptionsMatch(storedDescription, body.description),
    didChangePublishState: typeof result.didChangePublishState === 'boolean' ? result.didChangePublishState : null,
    shareUrl,
  };
};

const Episode: EpisodeResolvers = {
  id: (parent, _args, ctx) => episodeIdOf(parent, ctx),
  title: fromOverview(OVERVIEW_FIELDS.title),
  description: fromOverview(OVERVIEW_FIELDS.description),
  state: fromOverview(OVERVIEW_FIELDS.state),
  isPublished: fromOverview(OVERVIEW_FIELDS.isPublished),
  publishOn: fromOverview(OVERVIEW_FIELDS.publishOn),
  episodeType: fromOverview(OVERVIEW_FIELDS.episodeType),
  isExplicit: fromOverview(OVERVIEW_FIELDS.isExplicit),
};

export const episodeResolvers: Resolvers = {
  Query: { episode },
  Mutation: { updateEpisode },
  Episode,
};
