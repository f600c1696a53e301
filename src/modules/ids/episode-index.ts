import { parse, type DocumentNode, type GraphQLSchema } from 'graphql';
import { episodeListPlan } from '../../stitching/episode-list.js';
import { defineLoader } from '../../loaders.js';
import { ErrorCode, gatewayError } from '../../errors.js';
import type { GatewayContext } from '../../context.js';
import { missingUpstream, upstreamField } from '../../stitching/capabilities.js';
import { queryUpstream, upstreamOfContext, valueOrError } from '../../stitching/runtime.js';
import { episodeIdLoader } from './loaders.js';
import { knownIds } from './known.js';

/**
 * Numeric episode ID -> episode URI: the one conversion neither interface offers. The REST
 * overview (4.2) has no URI, 4.1 only goes the other way and 4.7 takes URIs. The best path the
 * spec leaves:
 * 1. list the caller's episodes with their URIs from the GraphQL interface: `showsForUser` with
 *    each show's `episodesV2`, in one upstream request (further pages in one more per round);
 * 2. order the candidates: same title as the REST overview first (drafts, which the overview
 *    refuses, first among drafts), the rest after;
 * 3. verify candidates with 4.1 (URI -> ID), a few at a time in parallel, until the ID matches.
 * Usually one GraphQL request and one 4.1 call. Every pair learned is remembered for the
 * request, and clients that hold the URI can pass it (`episode(uri:)`) to skip all of this.
 */

export interface IndexedEpisode {
  uri: string;
  title: string | null;
  isDraft: boolean | null;
}

/** Candidates checked in parallel per round of 4.1 calls. */
const VERIFY_WAVE = 8;
/** Pages followed per show before giving up (bounded work). */
const MAX_PAGES = 50;
const PAGE_SIZE = 100;

interface IndexPlan {
  first: DocumentNode;
  next: DocumentNode | null;
  request: (pageToken: string | null) => Record<string, unknown>;
  itemFields: Set<string>;
}

const plans = new WeakMap<GraphQLSchema, IndexPlan | Error>();

function planFor(schema: GraphQLSchema): IndexPlan {
  let plan = plans.get(schema);
  if (!plan) {
    plan = buildPlan(schema);
    plans.set(schema, plan);
  }
  if (plan instanceof Error) throw plan;
  return plan;
}

function buildPlan(schema: GraphQLSchema): IndexPlan | Error {
  if (!upstreamField(schema, 'Query', 'showsForUser')) {
    return missingUpstream('Query.showsForUser with Show.episodesV2 (needed to find the URI of a numeric episode ID)');
  }
  // Drafts are listed only with ALL_EPISODES, which the spec does not promise (2.7 shows PUBLISHED_EPISODES).
  const list = episodeListPlan(schema);
  if (list instanceof Error) return list;
  const { itemFields } = list;
  const selection = `items { uri ${itemFields.has('title') ? 'title' : ''} ${itemFields.has('isDraft') ? 'isDraft' : ''} } ${list.canPage ? 'nextPageToken' : ''}`;
  const first = parse(
    `query GatewayEpisodeIndex($req: ${list.requestType}) { showsForUser { shows { uri episodesV2(listEpisodesV2Request: $req) { ${selection} } } } }`,
  );
  const showArg = upstreamField(schema, 'Query', 'showByShowUri')?.args.find((a) => a.name === 'getShowByShowUriRequest');
  const next =
    list.canPage && showArg
      ? parse(
          `query GatewayEpisodeIndexPage($show: ${showArg.type.toString()}, $req: ${list.requestType}) { showByShowUri(getShowByShowUriRequest: $show) { episodesV2(listEpisodesV2Request: $req) { ${selection} } } }`,
        )
      : null;
  return { first, next, request: (pageToken) => list.request(PAGE_SIZE, pageToken), itemFields };
}

interface RawList {
  items?: Array<{ uri?: string; title?: string | null; isDraft?: boolean | null }> | null;
  nextPageToken?: string | null;
}

/** Every episode of every show of the caller, with URI and title; loaded once per request. */
export const episodeIndexLoader = defineLoader<GatewayContext, 'all', IndexedEpisode[]>('ids.episodeIndex', async (ctx, keys) => {
  try {
    const runtime = upstreamOfContext(ctx);
    const plan = planFor(runtime.schema);
    const result = await queryUpstream(ctx, runtime, plan.first, { req: plan.request(null) });
    const shows = valueOrError<{ shows?: Array<{ uri: string; episodesV2: RawList | null }> }>(result, 'showsForUser')?.shows ?? [];
    const episodes: IndexedEpisode[] = [];
    let open: Array<{ uri: string; token: string }> = [];
    const take = (showUri: string, list: RawList | null) => {
      for (const item of list?.items ?? []) {
        if (typeof item.uri === 'string') episodes.push({ uri: item.uri, title: item.title ?? null, isDraft: item.isDraft ?? null });
      }
      if (list?.nextPageToken) open.push({ uri: showUri, token: list.nextPageToken });
    };
    for (const show of shows) take(show.uri, show.episodesV2);
    for (let page = 1; open.length && plan.next && page < MAX_PAGES; page++) {
      const round = open;
      open = [];
      // One upstream request per round: the batching executor merges these.
      const results = await Promise.all(
        round.map((s) => queryUpstream(ctx, runtime, plan.next!, { show: { showUri: s.uri }, req: plan.request(s.token) })),
      );
      results.forEach((r, i) => take(round[i].uri, valueOrError<{ episodesV2: RawList | null }>(r, 'showByShowUri')?.episodesV2 ?? null));
    }
    return keys.map(() => episodes);
  } catch (err) {
    return keys.map(() => err as Error);
  }
});

/** Reverse conversion, batched: all IDs of one tick share one index and one set of 4.1 rounds. */
export const episodeUriLoader = defineLoader<GatewayContext, number, string>('ids.episodeUri', async (ctx, ids) => {
  const known = knownIds(ctx);
  const pending = new Set(ids.filter((id) => !known.episodeUriById.has(id)));
  if (pending.size) {
    let index: IndexedEpisode[];
    try {
      index = await episodeIndexLoader(ctx).load('all');
    } catch (err) {
      return ids.map((id) => known.episodeUriById.get(id) ?? (err as Error));
    }
    const queues = new Map<number, string[][]>();
    for (const id of pending) queues.set(id, candidateTiers(index, known.episodeTitleById.get(id), known.draftEpisodeIds.has(id)));
    const checked = new Set<string>();
    while (pending.size) {
      // Each round checks, for every pending ID, up to VERIFY_WAVE candidates of its best tier
      // left: a title match is checked alone before any guess.
      const wave = new Set<string>();
      for (const id of pending) {
        const tiers = queues.get(id)!;
        while (tiers.length && !tiers[0].some((uri) => !checked.has(uri) && !known.episodeIdByUri.has(uri))) tiers.shift();
        if (!tiers.length) continue;
        let taken = 0;
        for (const uri of tiers[0]) {
          if (taken >= VERIFY_WAVE) break;
          if (checked.has(uri) || known.episodeIdByUri.has(uri) || wave.has(uri)) continue;
          wave.add(uri);
          taken++;
        }
      }
      if (!wave.size) break;
      // 4.1 answers teach `known`; a failed candidate (e.g. another account's) is just skipped.
      await Promise.all([...wave].map((uri) => episodeIdLoader(ctx).load(uri).catch(() => undefined)));
      for (const uri of wave) checked.add(uri);
      for (const id of [...pending]) if (known.episodeUriById.has(id)) pending.delete(id);
    }
  }
  return ids.map(
    (id) =>
      known.episodeUriById.get(id) ??
      gatewayError(ErrorCode.NOT_FOUND, `No episode with ID ${id} among the caller's shows on the GraphQL interface.`),
  );
});

/** Candidates in tiers: same title, then drafts (when REST refused the ID), then the rest. */
function candidateTiers(index: IndexedEpisode[], title: string | undefined, isDraft: boolean): string[][] {
  const tiers: string[][] = [[], [], []];
  for (const e of index) tiers[title !== undefined && e.title === title ? 0 : isDraft && e.isDraft ? 1 : 2].push(e.uri);
  return tiers.filter((t) => t.length);
}
