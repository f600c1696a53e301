import type { DocumentNode, ExecutionResult } from 'graphql';
import type { GatewayContext } from '../../context.js';
import { defineLoader } from '../../loaders.js';
import { fitInput } from '../../graph/capabilities.js';
import { queryUpstream, valueOrError, type UpstreamRuntime } from '../../graph/runtime.js';
import type { Page } from './connection.js';
import { newestFirst, PRIMARY_FILTER, toComment, TYPE_FILTER, type CommentKind, type CommentStatus, type CommentValue } from './mappers.js';
import { learnCommentEpisodes } from './directory.js';
import { commentDocuments, orThrow } from './upstream.js';

/**
 * Upstream comment pages, once per request each (a page read twice, e.g. by `last` then by an
 * alias, costs one call). Page sizes are constants: cursors hold upstream page positions, so
 * pages must keep the same boundaries from one request to the next.
 */
export const SHOW_PAGE_SIZE = 20;
export const EPISODE_PAGE_SIZE = 20;
/** Page size of the per-episode gathering, which reads every page anyway. */
const GATHER_PAGE_SIZE = 50;
/**
 * The one page asked of an upstream that has no page tokens for an episode's comments (the spec
 * shows none, 4.4): the first this many comments are all that can be reached. 100: the largest
 * page a client may ask of the gateway (connection.ts), and more than the 15 the creator app asks
 * for (document 2, 8).
 */
export const UNPAGED_PAGE_SIZE = 100;
const MAX_GATHER_ROUNDS = 40;
const SORT_MOST_RECENT = 'LIST_COMMENT_SORT_ORDER_MOST_RECENT';

interface ShowPageKey {
  showUri: string;
  kinds: CommentKind[];
  token: string | null;
}

interface EpisodePageKey {
  episodeUri: string;
  statuses: CommentStatus[];
  kinds: CommentKind[];
  token: string | null;
  pageSize: number;
}

const showPageLoader = defineLoader<GatewayContext, string, Page<CommentValue>>('comments.showPage', (ctx, keys) =>
  Promise.all(keys.map((key) => fetchShowPage(ctx, ctx.upstream, JSON.parse(key) as ShowPageKey).catch((err: Error) => err))),
);

const episodePageLoader = defineLoader<GatewayContext, string, Page<CommentValue>>('comments.episodePage', (ctx, keys) =>
  Promise.all(keys.map((key) => fetchEpisodePage(ctx, ctx.upstream, JSON.parse(key) as EpisodePageKey).catch((err: Error) => err))),
);

export function showCommentsPage(ctx: GatewayContext, key: ShowPageKey): Promise<Page<CommentValue>> {
  return showPageLoader(ctx).load(JSON.stringify(key));
}

export function episodeCommentsPage(ctx: GatewayContext, key: Omit<EpisodePageKey, 'pageSize'>, pageSize = EPISODE_PAGE_SIZE): Promise<Page<CommentValue>> {
  return episodePageLoader(ctx).load(JSON.stringify({ ...key, pageSize }));
}

async function fetchShowPage(ctx: GatewayContext, runtime: UpstreamRuntime, key: ShowPageKey): Promise<Page<CommentValue>> {
  const doc = orThrow(commentDocuments(runtime.schema).showComments);
  // Only PUBLISHED here: the upstream fails the show-wide list with NEEDS_REVIEW (4.4).
  const req = {
    commentFilters: { primaryFilters: [PRIMARY_FILTER.PUBLISHED], typeFilters: key.kinds.map((k) => TYPE_FILTER[k]), secondaryFilters: [] },
    sortOrder: SORT_MOST_RECENT,
    pagingInfo: { pageSize: SHOW_PAGE_SIZE, pageToken: key.token ?? '' },
  };
  const result = await queryUpstream(ctx, doc, { show: { showUri: key.showUri }, req: fitted(runtime, doc, 'req', req) });
  const show = valueOrError<{ showComments: { decoratedCommentOrReply?: Array<Record<string, unknown>>; nextPageToken?: string | null } | null }>(result, 'showByShowUri');
  const list = show?.showComments;
  const items: CommentValue[] = [];
  for (const entry of list?.decoratedCommentOrReply ?? []) {
    const raw = entry.oneOfCommentOrReply as Record<string, unknown> | null;
    const comment = raw && toComment(raw, { episodeUri: typeof entry.episodeUri === 'string' ? entry.episodeUri : null, status: 'PUBLISHED', kind: key.kinds.length === 1 ? key.kinds[0] : null });
    if (comment) items.push(comment);
  }
  learnCommentEpisodes(ctx, items);
  return { items, next: list?.nextPageToken || null };
}

async function fetchEpisodePage(ctx: GatewayContext, runtime: UpstreamRuntime, key: EpisodePageKey): Promise<Page<CommentValue>> {
  const plan = orThrow(commentDocuments(runtime.schema).episodeComments);
  const filters = key.statuses.map((s) => PRIMARY_FILTER[s]);
  const values: Record<string, unknown> = {
    primaryFilters: filters,
    commentTypesFilters: key.kinds.map((k) => TYPE_FILTER[k]),
    secondaryFilters: [],
    repliesFilter: filters,
    pageSize: key.pageSize,
    ...(plan.paging && key.token ? { pageToken: key.token } : {}),
  };
  const args = Object.fromEntries(Object.entries(values).filter(([name]) => plan.args.has(name)));
  const result = await queryUpstream(ctx, plan.document, plan.place.variables(key.episodeUri, args));
  const value = plan.place.read<unknown>(result);
  const list = plan.listField ? ((value as Record<string, unknown> | null)?.[plan.listField] ?? null) : value;
  const raws = Array.isArray(list) ? (list as Array<Record<string, unknown> | null>) : [];
  const status = key.statuses.length === 1 ? key.statuses[0] : null;
  const kind = key.kinds.length === 1 ? key.kinds[0] : null;
  const items = raws.map((raw) => raw && toComment(raw, { episodeUri: key.episodeUri, status, kind })).filter((c): c is CommentValue => !!c);
  learnCommentEpisodes(ctx, items);
  const next = plan.paging ? (value as { nextPageToken?: unknown } | null)?.nextPageToken : null;
  return { items, next: typeof next === 'string' && next ? next : null };
}

/**
 * Show-wide comments in any status, gathered episode by episode (the show-wide upstream list
 * cannot hold NEEDS_REVIEW): the show's episodes, then every page of every episode's comments,
 * one batched upstream request per round, merged newest first. Once per request.
 */
const gatherLoader = defineLoader<GatewayContext, string, CommentValue[]>('comments.gather', (ctx, keys) =>
  Promise.all(
    keys.map((key) => {
      const { showUri, statuses, kinds } = JSON.parse(key) as { showUri: string; statuses: CommentStatus[]; kinds: CommentKind[] };
      return gather(ctx, ctx.upstream, showUri, statuses, kinds).catch((err: Error) => err);
    }),
  ),
);

export function gatheredShowComments(ctx: GatewayContext, showUri: string, statuses: CommentStatus[], kinds: CommentKind[]): Promise<CommentValue[]> {
  return gatherLoader(ctx).load(JSON.stringify({ showUri, statuses, kinds }));
}

async function gather(ctx: GatewayContext, runtime: UpstreamRuntime, showUri: string, statuses: CommentStatus[], kinds: CommentKind[]): Promise<CommentValue[]> {
  const episodes = await showEpisodeUris(ctx, runtime, showUri);
  const pageSize = orThrow(commentDocuments(runtime.schema).episodeComments).paging ? GATHER_PAGE_SIZE : UNPAGED_PAGE_SIZE;
  const all: CommentValue[] = [];
  let open = episodes.map((episodeUri) => ({ episodeUri, token: null as string | null }));
  for (let round = 0; open.length && round < MAX_GATHER_ROUNDS; round++) {
    // Started in one tick: the batching executor sends the whole round as one request.
    const pages = await Promise.all(open.map((o) => episodeCommentsPage(ctx, { episodeUri: o.episodeUri, statuses, kinds, token: o.token }, pageSize)));
    const next: typeof open = [];
    pages.forEach((page, i) => {
      all.push(...page.items);
      if (page.next) next.push({ episodeUri: open[i].episodeUri, token: page.next });
    });
    open = next;
  }
  return all.sort(newestFirst);
}

async function showEpisodeUris(ctx: GatewayContext, runtime: UpstreamRuntime, showUri: string): Promise<string[]> {
  const docs = commentDocuments(runtime.schema);
  const doc = orThrow(docs.showEpisodes);
  const uris: string[] = [];
  let token: string | null = null;
  for (let round = 0; round < MAX_GATHER_ROUNDS; round++) {
    const req = docs.episodeList!.request(100, token);
    const result: ExecutionResult = await queryUpstream(ctx, doc, { show: { showUri }, req });
    const show = valueOrError<{ episodesV2: { items?: Array<{ uri?: string }>; nextPageToken?: string | null } | null }>(result, 'showByShowUri');
    for (const item of show?.episodesV2?.items ?? []) if (typeof item.uri === 'string') uris.push(item.uri);
    token = show?.episodesV2?.nextPageToken || null;
    if (!token) break;
  }
  return uris;
}

/** A variable's value fitted to the input type the document declares for it. */
function fitted(runtime: UpstreamRuntime, doc: DocumentNode, variable: string, value: unknown): unknown {
  const op = doc.definitions[0];
  const def = op.kind === 'OperationDefinition' ? op.variableDefinitions?.find((v) => v.variable.name.value === variable) : undefined;
  let type = def?.type;
  while (type && type.kind !== 'NamedType') type = type.type;
  return type ? fitInput(runtime.schema, type.name.value, value) : value;
}

