import type { GatewayContext } from '../../context.js';
import { commentEpisode } from './directory.js';
import type { CommentStatus } from './mappers.js';
import { episodeCommentsPage, UNPAGED_PAGE_SIZE } from './pages.js';
import { commentDocuments } from './upstream.js';

/**
 * Where a comment stands in moderation, read from its episode's lists, for the checks the
 * gateway promises on top of the upstream (document 2 has no read of one comment by URI, and
 * what its mutations answer for a comment in the wrong state is not shown, 4.5):
 * - `NEEDS_REVIEW` / `PUBLISHED`: listed with that status filter;
 * - `ABSENT`: on neither complete list (deleted, or never on that episode);
 * - `UNKNOWN`: the gateway has not listed the comment (so does not know its episode), a list
 *   could not be read whole, or the upstream failed: the check passes and the upstream decides.
 */
export type ReviewState = CommentStatus | 'ABSENT' | 'UNKNOWN';

/** Pages of one list read at most (a review queue longer than this is left to the upstream). */
const MAX_PAGES = 10;

export async function reviewState(ctx: GatewayContext, commentUri: string): Promise<ReviewState> {
  const plan = commentDocuments(ctx.upstream.schema).episodeComments;
  if (plan instanceof Error) return 'UNKNOWN';
  const episodeUri = await commentEpisode(ctx, commentUri);
  if (!episodeUri) return 'UNKNOWN';
  try {
    // Both lists in one tick: one upstream request.
    const [review, published] = await Promise.all([listed(ctx, episodeUri, 'NEEDS_REVIEW', plan.paging), listed(ctx, episodeUri, 'PUBLISHED', plan.paging)]);
    if (review.uris.has(commentUri)) return 'NEEDS_REVIEW';
    if (published.uris.has(commentUri)) return 'PUBLISHED';
    return review.complete && published.complete ? 'ABSENT' : 'UNKNOWN';
  } catch {
    return 'UNKNOWN';
  }
}

async function listed(ctx: GatewayContext, episodeUri: string, status: CommentStatus, paging: boolean): Promise<{ uris: Set<string>; complete: boolean }> {
  const uris = new Set<string>();
  const key = { episodeUri, statuses: [status], kinds: ['REPLY', 'ROOT'] as const, token: null as string | null };
  if (!paging) {
    const page = await episodeCommentsPage(ctx, { ...key, kinds: [...key.kinds] }, UNPAGED_PAGE_SIZE);
    for (const c of page.items) uris.add(c.uri);
    // A full page may have had more behind it, out of reach without tokens.
    return { uris, complete: page.items.length < UNPAGED_PAGE_SIZE };
  }
  for (let i = 0; i < MAX_PAGES; i++) {
    const page = await episodeCommentsPage(ctx, { ...key, kinds: [...key.kinds] });
    for (const c of page.items) uris.add(c.uri);
    if (!page.next) return { uris, complete: true };
    key.token = page.next;
  }
  return { uris, complete: false };
}
