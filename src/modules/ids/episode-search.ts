import { getNamedType, isObjectType, parse, type DocumentNode, type GraphQLSchema } from 'graphql';
import type { GatewayContext } from '../../context.js';
import { ErrorCode, gatewayError } from '../../errors.js';
import { missingUpstream, upstreamField } from '../../graph/capabilities.js';
import { episodeListPlan, type EpisodeListPlan } from '../../graph/episode-list.js';
import { queryUpstream, valueOrError } from '../../graph/runtime.js';
import type { IdDirectory } from '../../id-directory.js';
import { defineLoader } from '../../loaders.js';

/**
 * Numeric episode ID -> URI when the ID directory does not know it: the one conversion neither
 * interface offers (the REST overview has no URI, 4.1 only goes the other way). Bounded:
 * 1. one list request: the first page of each of the caller's shows (`showsForUser` with
 *    `episodesV2`), or of the one show the directory says the episode is in (4.19 told it);
 * 2. listed URIs the directory already knows are not candidates (their IDs are known);
 * 3. at most CONVERSION_CAP conversions (4.1) per ID searched, within what the request's
 *    upstream budget has left (`conversionCap`), of the rest, best tier first, each tier in one
 *    parallel wave (so at most three waves): the title the REST overview gave, then drafts
 *    when the overview refused the ID, then the rest; listed episodes that cannot be the one
 *    (a draft for an ID REST serves, a non-draft for one it refuses) are never converted.
 *    Every conversion teaches the directory a pair.
 * An ID still unmatched after that gets a coded error: NOT_FOUND / FORBIDDEN when the search
 * was complete (every episode listed, every candidate converted), else one with
 * `extensions.askBy: 'uri'` telling the caller to name the episode by URI.
 * Callers read the overview first where they can: its 404 ends the lookup before any list. A
 * root that will need the URI and finds the directory cold may start the list beside the
 * overview (`startEpisodeListing`) and read the search's likely answer early
 * (`likelyEpisodeUri`): two rounds in all (docs/performance.md, "Round trips per operation").
 */

/** What the asker knows about a numeric ID; every part narrows the search. */
export interface EpisodeHint {
  id: number;
  /** The title from the REST overview (which served the ID, so it is no draft). */
  title?: string | null;
  /** The REST overview's verdict: true when it refused the ID (403: a draft, or another account's), false when it served it. */
  refused?: boolean;
  /**
   * Reads the overview for the hints above, called only when the directory does not know the
   * ID; its rejection (NOT_FOUND on a 404) is the answer, with no list request. For callers that
   * have not read the overview yet (poll mutations by `episodeId`).
   */
  probe?: () => Promise<Pick<EpisodeHint, 'title' | 'refused'>>;
  /** The station the episode is in, when the asker was told it (the create call's answer, 4.19): the search lists that show alone. */
  stationId?: number;
  /**
   * The caller created the episode in this request: `stationId` and `title` are what the create
   * call and its input said, so it is the caller's own episode, in that show, of that title.
   */
  created?: boolean;
}

/** What a create call (4.19) and its input say of the new episode; it rides on the payload's Episode. */
export interface CreatedEpisode {
  stationId: number;
  /** The title it was stored with ('' when the create set no metadata); null when the host did not say. */
  title: string | null;
  /** True when REST refuses it (a draft, 4.2); absent when the caller does not know (an idempotent replay). */
  refused?: boolean;
}

/** Conversions (4.1) per ID searched: a search of n IDs may convert up to n times this many. */
export const CONVERSION_CAP = 16;
/** Calls of the request's budget a search leaves for the reads that follow it (the draft read, the upstream fields). */
export const CALLS_KEPT_AFTER_SEARCH = 2;

/**
 * The conversions one search may make: CONVERSION_CAP for each ID it looks for, within what the
 * request's upstream budget has left (less CALLS_KEPT_AFTER_SEARCH), so 30 IDs asked at once are
 * all searched while a request never makes more than `UPSTREAM_MAX_CALLS_PER_REQUEST` calls.
 */
export function conversionCap(ctx: Pick<GatewayContext, 'budget'>, ids: number): number {
  const left = ctx.budget.maxCalls - ctx.budget.calls - CALLS_KEPT_AFTER_SEARCH;
  return Math.max(0, Math.min(CONVERSION_CAP * ids, left));
}
/** Items per show in the one list request (the sandbox's maximum; the spec shows none). */
export const LIST_PAGE_SIZE = 100;

interface Listed {
  uri: string;
  showUri: string;
  title: string | null;
  isDraft: boolean | null;
}

interface Listing {
  items: Listed[];
  /** Shows with more episodes than the page held. */
  truncated: Set<string>;
}

interface SearchPlan {
  list: EpisodeListPlan;
  all: DocumentNode;
  one: DocumentNode | null;
}

const plans = new WeakMap<GraphQLSchema, SearchPlan | Error>();

function planFor(schema: GraphQLSchema): SearchPlan {
  let plan = plans.get(schema);
  if (!plan) plans.set(schema, (plan = buildPlan(schema)));
  if (plan instanceof Error) throw plan;
  return plan;
}

function buildPlan(schema: GraphQLSchema): SearchPlan | Error {
  if (!upstreamField(schema, 'Query', 'showsForUser')) {
    return missingUpstream('Query.showsForUser with Show.episodesV2 (needed to find the URI of a numeric episode ID)');
  }
  const list = episodeListPlan(schema);
  if (list instanceof Error) return list;
  const { itemFields } = list;
  // A draft: `isDraft` where the upstream has it (not in the spec), else an item without a
  // `publishedOn` (2.7 shows it on every item; a draft has none), when drafts are listed at all.
  const draftField = itemFields.has('isDraft') ? 'isDraft' : list.filter === 'ALL_EPISODES' && publishedOnHasSeconds(schema) ? 'publishedOn { seconds }' : '';
  const selection = `items { uri ${itemFields.has('title') ? 'title' : ''} ${draftField} } ${list.canPage ? 'nextPageToken' : ''}`;
  const all = parse(
    `query GatewayEpisodeIndex($req: ${list.requestType}) { showsForUser { shows { uri episodesV2(listEpisodesV2Request: $req) { ${selection} } } } }`,
  );
  const showArg = upstreamField(schema, 'Query', 'showByShowUri')?.args.find((a) => a.name === 'getShowByShowUriRequest');
  const one = showArg
    ? parse(
        `query GatewayEpisodeIndexShow($show: ${showArg.type.toString()}, $req: ${list.requestType}) { showByShowUri(getShowByShowUriRequest: $show) { episodesV2(listEpisodesV2Request: $req) { ${selection} } } }`,
      )
    : null;
  return { list, all, one };
}

/** Whether the listed items' `publishedOn` is the spec's `{seconds}` object. */
function publishedOnHasSeconds(schema: GraphQLSchema): boolean {
  const list = upstreamField(schema, 'Show', 'episodesV2');
  const listType = list ? getNamedType(list.type) : undefined;
  const items = isObjectType(listType) ? listType.getFields().items : undefined;
  const itemType = items ? getNamedType(items.type) : undefined;
  const publishedOn = isObjectType(itemType) ? itemType.getFields().publishedOn : undefined;
  const publishedType = publishedOn ? getNamedType(publishedOn.type) : undefined;
  return isObjectType(publishedType) && 'seconds' in publishedType.getFields();
}

interface RawList {
  items?: Array<{ uri?: unknown; title?: unknown; isDraft?: unknown; publishedOn?: unknown } | null> | null;
  nextPageToken?: string | null;
}

function take(listing: Listing, showUri: string, list: RawList | null, plan: EpisodeListPlan): void {
  const items = list?.items ?? [];
  for (const item of items) {
    if (typeof item?.uri !== 'string') continue;
    listing.items.push({
      uri: item.uri,
      showUri,
      title: typeof item.title === 'string' ? item.title : null,
      isDraft: typeof item.isDraft === 'boolean' ? item.isDraft : 'publishedOn' in item ? item.publishedOn == null : null,
    });
  }
  // Without page tokens a full page may hide more episodes.
  if (plan.canPage ? Boolean(list?.nextPageToken) : items.length >= LIST_PAGE_SIZE) listing.truncated.add(showUri);
}

/**
 * The first page of every show of the caller, once per request: the one list a root starts
 * beside the overview is the one its search reads. An episode created in this request is
 * searched with a list of its own (`listingFor`), made after the create.
 */
const LISTING = 'all';
const listingLoader = defineLoader<GatewayContext, typeof LISTING, Listing>('ids.episodeListing', (ctx, keys) =>
  listAll(ctx, planFor(ctx.upstream.schema)).then(
    (listing) => keys.map(() => listing),
    (error: Error) => keys.map(() => error),
  ),
);

/**
 * Starts the caller's list for a search that is about to be needed (a root asked by numeric ID
 * whose URI the ID directory does not know), so the list travels beside the overview. Nothing when
 * the upstream cannot list: the search says so itself.
 */
export function startEpisodeListing(ctx: GatewayContext): void {
  try {
    planFor(ctx.upstream.schema);
  } catch {
    return;
  }
  listingLoader(ctx).load(LISTING).catch(() => undefined);
}

/**
 * The URI the search will most likely find for an ID: the one listed episode of the overview's
 * title whose ID the directory does not know, from the list `startEpisodeListing` started, or
 * null (no such list, no title, no match or more than one). Only a guess, for reads started
 * beside the search's conversion; the search's answer is the answer.
 */
export async function likelyEpisodeUri(ctx: GatewayContext, hint: Pick<EpisodeHint, 'title'>): Promise<string | null> {
  if (hint.title == null) return null;
  let listing: Listing;
  try {
    listing = await listingLoader(ctx).load(LISTING);
  } catch {
    return null;
  }
  const titled = listing.items.filter((item) => item.title === hint.title && item.isDraft !== true);
  if (titled.length !== 1) return null;
  const known = await ctx.directory.episodeIds([titled[0].uri]);
  return known.has(titled[0].uri) ? null : titled[0].uri;
}

/** The list a search reads: the request's own, unless it looks for an episode created in this request. */
function listingFor(ctx: GatewayContext, plan: SearchPlan, hints: readonly EpisodeHint[]): Promise<Listing> {
  return hints.some((h) => h.created) ? listAll(ctx, plan) : listingLoader(ctx).load(LISTING);
}

/** The first page of every show of the caller, in one upstream request. */
async function listAll(ctx: GatewayContext, plan: SearchPlan): Promise<Listing> {
  const result = await queryUpstream(ctx, plan.all, { req: plan.list.request(LIST_PAGE_SIZE, null) });
  const shows = valueOrError<{ shows?: Array<{ uri?: unknown; episodesV2?: RawList | null } | null> }>(result, 'showsForUser')?.shows ?? [];
  const listing: Listing = { items: [], truncated: new Set() };
  for (const show of shows) if (typeof show?.uri === 'string') take(listing, show.uri, show.episodesV2 ?? null, plan.list);
  return listing;
}

/** The first page of the given shows; started in one tick, so the batching executor sends one request. */
async function listShows(ctx: GatewayContext, plan: SearchPlan, showUris: string[]): Promise<Listing> {
  const results = await Promise.all(
    showUris.map((showUri) => queryUpstream(ctx, plan.one!, { show: { showUri }, req: plan.list.request(LIST_PAGE_SIZE, null) })),
  );
  const listing: Listing = { items: [], truncated: new Set() };
  results.forEach((result, i) => take(listing, showUris[i], valueOrError<{ episodesV2?: RawList | null }>(result, 'showByShowUri')?.episodesV2 ?? null, plan.list));
  return listing;
}

/** Candidates in tiers: the overview's title, then drafts for a refused ID, then the rest; impossible ones left out. */
function candidateTiers(hint: EpisodeHint, items: Listed[]): Listed[][] {
  const tiers: Listed[][] = [[], [], []];
  for (const item of items) {
    if ((hint.refused === true && item.isDraft === false) || (hint.refused === false && item.isDraft === true)) continue;
    tiers[hint.title != null && item.title === hint.title ? 0 : hint.refused && item.isDraft === true ? 1 : 2].push(item);
  }
  return tiers.filter((t) => t.length);
}

/**
 * Searches the URIs of `hints` (IDs the directory does not know). `convert` is 4.1 for a set of
 * URIs that also teaches every answered pair. Resolves one URI or coded error per ID.
 */
export async function searchEpisodeUris(
  ctx: GatewayContext,
  directory: IdDirectory,
  asked: readonly EpisodeHint[],
  convert: (uris: string[]) => Promise<Array<number | Error>>,
): Promise<Map<number, string | Error>> {
  const out = new Map<number, string | Error>();
  const probed = await Promise.all(
    asked.map((h) =>
      h.probe
        ? h.probe().then(
            (found): EpisodeHint => ({ id: h.id, title: found.title ?? h.title, refused: found.refused ?? h.refused }),
            (err: Error) => void out.set(h.id, err),
          )
        : h,
    ),
  );
  const hints = probed.filter((h): h is EpisodeHint => h !== undefined);
  let plan: SearchPlan;
  try {
    plan = planFor(ctx.upstream.schema);
  } catch (err) {
    for (const h of hints) out.set(h.id, err as Error);
    return out;
  }
  // `ALL_EPISODES` lists drafts; `PUBLISHED_EPISODES` cannot hold an ID REST refused; no filter: unknown.
  const draftsListed = plan.list.filter === 'ALL_EPISODES' ? true : plan.list.filter === 'PUBLISHED_EPISODES' ? false : null;
  const searchable = hints.filter((h) => !(h.refused && draftsListed === false));

  let listing: Listing = { items: [], truncated: new Set() };
  const scopeOf = new Map<number, string | null>();
  if (searchable.length) {
    const stations = await directory.episodeStations(searchable.filter((h) => h.stationId === undefined).map((h) => h.id));
    for (const h of searchable) if (h.stationId !== undefined) stations.set(h.id, h.stationId);
    const showUris = await directory.showUris([...new Set(stations.values())]);
    const knownShow = (h: EpisodeHint) => showUris.get(stations.get(h.id)!) ?? null;
    // Only the caller's own create names a show surely theirs: that show alone is listed. A show
    // the directory holds was learned from whichever caller asked first, so it narrows the
    // search only among the caller's own listed shows; another account's lookups never change
    // what this caller is told (docs/architecture.md#every-shared-thing-has-an-owner).
    const ownShows = [...new Set(searchable.map((h) => (h.created ? knownShow(h) : null)))];
    try {
      listing = plan.one && !ownShows.includes(null) ? await listShows(ctx, plan, ownShows as string[]) : await listingFor(ctx, plan, searchable);
    } catch (err) {
      for (const h of searchable) out.set(h.id, err as Error);
    }
    // The show of each ID when the directory can tell it among the listed shows.
    const listedShows = [...new Set(listing.items.map((i) => i.showUri))];
    const stationOfShow = await directory.stationIds(listedShows);
    for (const h of searchable) {
      const station = stations.get(h.id);
      const show = knownShow(h);
      const listed = show !== null && (h.created || listedShows.includes(show)) ? show : null;
      scopeOf.set(h.id, listed ?? listedShows.find((uri) => station !== undefined && stationOfShow.get(uri) === station) ?? null);
    }
  }

  // Listed episodes whose IDs the directory knows are settled: a match, or not a candidate.
  const knownIds = await directory.episodeIds(listing.items.map((i) => i.uri));
  const idOf = new Map<string, number | Error>(knownIds);
  const pools = new Map<number, Listed[][]>();
  for (const h of searchable) {
    if (out.has(h.id)) continue;
    const scope = scopeOf.get(h.id);
    const inScope = listing.items.filter((i) => (scope ? i.showUri === scope : true));
    const match = inScope.find((i) => knownIds.get(i.uri) === h.id);
    if (match) out.set(h.id, match.uri);
    else pools.set(h.id, candidateTiers(h, inScope.filter((i) => !knownIds.has(i.uri))));
  }

  // Waves of conversions, `cap` in all: each takes, round-robin among the IDs still open, the
  // best tier each has left (a title match alone before any guess), so at most one wave per
  // tier; none starts once the request's deadline has passed (its calls could only time out).
  const matched = (id: number) => pools.get(id)!.some((tier) => tier.some((i) => idOf.get(i.uri) === id));
  const open = new Set(pools.keys());
  const cap = conversionCap(ctx, open.size);
  let budget = cap;
  while (budget > 0 && open.size && ctx.budget.left() > 0) {
    const queues = [...open].map((id) => {
      const tier = pools.get(id)!.find((t) => t.some((i) => !idOf.has(i.uri))) ?? [];
      return tier.filter((i) => !idOf.has(i.uri));
    });
    const wave = new Set<string>();
    while (wave.size < budget && queues.some((q) => q.length)) {
      for (const q of queues) {
        while (q.length && wave.has(q[0].uri)) q.shift();
        const next = q.shift();
        if (next && wave.size < budget) wave.add(next.uri);
      }
    }
    if (!wave.size) break;
    budget -= wave.size;
    const uris = [...wave];
    const results = await convert(uris);
    uris.forEach((uri, i) => idOf.set(uri, results[i]));
    for (const id of [...open]) if (matched(id)) open.delete(id);
  }

  for (const h of hints) {
    if (out.has(h.id)) continue;
    const pool = pools.get(h.id)?.flat();
    const match = pool?.find((i) => idOf.get(i.uri) === h.id);
    if (match) {
      out.set(h.id, match.uri);
      continue;
    }
    const scope = scopeOf.get(h.id);
    const complete =
      pool !== undefined &&
      draftsListed === true &&
      (scope ? !listing.truncated.has(scope) : listing.truncated.size === 0) &&
      pool.every((i) => typeof idOf.get(i.uri) === 'number');
    out.set(h.id, h.created && h.refused && draftsListed === false ? draftsUnlisted(h.id) : notMatched(h, complete, cap));
  }
  return out;
}

/** A draft the caller just created, on an upstream whose episode list shows no drafts: nothing can find its URI. */
function draftsUnlisted(id: number): Error {
  return gatewayError(
    ErrorCode.UPSTREAM_UNSUPPORTED,
    `The new draft ${id} has no URI the gateway can find: the upstream GraphQL interface lists published episodes only (document 2, 2.7: \`filter: PUBLISHED_EPISODES\`), and no other call of either interface turns a numeric episode ID into a URI. Once published, it is listed and its URI is found.`,
  );
}

function notMatched(hint: EpisodeHint, complete: boolean, cap: number): Error {
  const { id } = hint;
  if (hint.refused) {
    return complete
      ? gatewayError(ErrorCode.FORBIDDEN, `Episode ${id} cannot be read: the REST API refuses it and it is not among the caller's episodes (another account's episode).`)
      : gatewayError(
          ErrorCode.FORBIDDEN,
          `Episode ${id} cannot be read through the REST API (it is a draft, or another account's episode), and the gateway could not match the ID to an episode URI within its bounded search. If it is one of your drafts, ask for it by \`uri\`.`,
          { askBy: 'uri' },
        );
  }
  return complete
    ? gatewayError(ErrorCode.NOT_FOUND, `No episode with ID ${id} among the caller's shows on the GraphQL interface.`)
    : gatewayError(
        ErrorCode.BAD_USER_INPUT,
        `The gateway could not match episode ID ${id} to an episode URI within its bounded search (one list request, at most ${cap} conversions). Ask for the episode by \`uri\` instead.`,
        { askBy: 'uri' },
      );
}
