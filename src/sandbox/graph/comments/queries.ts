import { GraphQLError, type GraphQLResolveInfo } from 'graphql';
import type { CommentRecord, ModerationState, ShowRecord } from '../../data/model.js';
import { badInput, episodeForUri, episodeUri, publishedOnSeconds, type GraphContext } from '../context.js';
import { checkPageSize, paginate } from '../paging.js';

const PRIMARY: Record<string, ModerationState> = {
  LIST_COMMENT_PRIMARY_FILTER_PUBLISHED: 'published',
  LIST_COMMENT_PRIMARY_FILTER_NEEDS_REVIEW: 'needs review',
};
const TYPES = new Set(['LIST_COMMENT_TYPE_FILTER_ROOT', 'LIST_COMMENT_TYPE_FILTER_REPLY']);
const SORT_MOST_RECENT = 'LIST_COMMENT_SORT_ORDER_MOST_RECENT';

/** Moderation states a filter list selects; an empty or absent list selects every state. */
function states(filters: readonly string[] | null | undefined, name: string): Set<ModerationState> {
  if (!filters || filters.length === 0) return new Set(Object.values(PRIMARY));
  return new Set(
    filters.map((f) => {
      if (!(f in PRIMARY)) throw badInput(`Invalid ${name} value ${f}`);
      return PRIMARY[f];
    }),
  );
}

function types(filters: readonly string[] | null | undefined, name: string): { roots: boolean; replies: boolean } {
  if (!filters || filters.length === 0) return { roots: true, replies: true };
  for (const f of filters) if (!TYPES.has(f)) throw badInput(`Invalid ${name} value ${f}`);
  return { roots: filters.includes('LIST_COMMENT_TYPE_FILTER_ROOT'), replies: filters.includes('LIST_COMMENT_TYPE_FILTER_REPLY') };
}

const mostRecentFirst = (a: CommentRecord, b: CommentRecord) =>
  b.createDate - a.createDate || (a.commentId < b.commentId ? 1 : a.commentId > b.commentId ? -1 : 0);

/** Upstream fails this request inside the field's data fetcher, graphql-java style (spec 4.4, 7). */
function dataFetchingException(info: GraphQLResolveInfo, reason: string): GraphQLError {
  const path: (string | number)[] = [];
  for (let p: GraphQLResolveInfo['path'] | undefined = info.path; p; p = p.prev) path.unshift(p.key);
  return new GraphQLError(`Exception while fetching data (/${path.join('/')}) : ${reason}`, {
    extensions: { classification: 'DataFetchingException' },
  });
}

interface GetCommentsArgs {
  episodeUri: string;
  primaryFilters: string[];
  commentTypesFilters: string[];
  secondaryFilters: string[];
  repliesFilter: string[];
  pageSize: number;
  pageToken?: string | null;
}

interface ListShowCommentsRequest {
  commentFilters?: { primaryFilters?: string[] | null; typeFilters?: string[] | null; secondaryFilters?: string[] | null } | null;
  sortOrder?: string | null;
  pagingInfo?: { pageSize?: number | null; pageToken?: string | null } | null;
}

export const commentQueryResolvers = {
  Query: {
    /** Root comments by `primaryFilters`, replies by `repliesFilter`; secondary filters are accepted and ignored. */
    getCommentsForEpisode: (_: unknown, args: GetCommentsArgs, ctx: GraphContext) => {
      const episode = episodeForUri(ctx, args.episodeUri);
      if (!episode) return null;
      const rootStates = states(args.primaryFilters, 'primaryFilters');
      const replyStates = states(args.repliesFilter, 'repliesFilter');
      const { roots, replies } = types(args.commentTypesFilters, 'commentTypesFilters');
      const pageSize = checkPageSize(args.pageSize, 15);
      const selected = [...ctx.store.comments.values()]
        .filter((c) => c.episodeId === episode.episodeId)
        .filter((c) => (c.parentCommentId === null ? roots && rootStates.has(c.state) : replies && replyStates.has(c.state)))
        .sort(mostRecentFirst);
      const scope = `comments:${episode.episodeId}:${[...rootStates].join(',')}:${[...replyStates].join(',')}:${roots}:${replies}`;
      const { page, nextPageToken } = paginate(selected, scope, pageSize, args.pageToken);
      return { comments: page, nextPageToken };
    },
  },
  Show: {
    showComments: (show: ShowRecord, args: { listShowCommentsRequest: ListShowCommentsRequest }, ctx: GraphContext, info: GraphQLResolveInfo) => {
      const req = args.listShowCommentsRequest;
      const primary = req.commentFilters?.primaryFilters ?? [];
      if (primary.includes('LIST_COMMENT_PRIMARY_FILTER_NEEDS_REVIEW')) {
        throw dataFetchingException(info, 'INTERNAL: primary filter LIST_COMMENT_PRIMARY_FILTER_NEEDS_REVIEW is not supported when listing show comments');
      }
      const rootStates = states(primary.length ? primary : ['LIST_COMMENT_PRIMARY_FILTER_PUBLISHED'], 'primaryFilters');
      const { roots, replies } = types(req.commentFilters?.typeFilters, 'typeFilters');
      if (req.sortOrder && req.sortOrder !== SORT_MOST_RECENT) throw badInput(`Invalid sortOrder ${req.sortOrder}`);
      const pageSize = checkPageSize(req.pagingInfo?.pageSize, 20);
      const episodes = new Map([...ctx.store.episodes.values()].filter((e) => e.stationId === show.stationId).map((e) => [e.episodeId, e]));
      const selected = [...ctx.store.comments.values()]
        .filter((c) => episodes.has(c.episodeId) && rootStates.has(c.state))
        .filter((c) => (c.parentCommentId === null ? roots : replies))
        .sort(mostRecentFirst);
      const scope = `showComments:${show.stationId}:${roots}:${replies}`;
      const { page, nextPageToken } = paginate(selected, scope, pageSize, req.pagingInfo?.pageToken);
      const now = ctx.now();
      return {
        decoratedCommentOrReply: page.map((comment) => {
          const episode = episodes.get(comment.episodeId)!;
          const seconds = publishedOnSeconds(episode, now);
          return {
            episodeUri: episodeUri(episode),
            oneOfCommentOrReply: comment,
            episode: { title: episode.title, publishedOn: seconds === null ? null : { seconds } },
          };
        }),
        nextPageToken,
      };
    },
  },
};
