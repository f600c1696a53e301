import { isObjectType, type GraphQLResolveInfo } from 'graphql';
import type { GatewayContext } from '../../context.js';
import { argumentsOf, selectionAt } from '../../selection.js';
import { direction } from './connection.js';
import { filters, listOf, type ListArgs } from './filters.js';
import type { CommentKind, CommentStatus } from './mappers.js';
import { episodeCommentsPage, EPISODE_PAGE_SIZE, gatheredShowComments, showCommentsPage, UNPAGED_PAGE_SIZE } from './pages.js';
import { commentDocuments } from './upstream.js';

/**
 * Comments start with their root (docs/performance.md, "Round trips per operation"): a `show` or
 * `episode` root that knows the URI reads the first page of each `comments` field it selects in
 * the tick of its own loads, so the field, resolved once the root has answered, finds that page
 * read or in flight (the page loaders are per request) instead of adding a round trip. Pages after
 * a cursor, and fields whose arguments the resolver refuses, are left to the field. Nothing here answers or fails
 * a field: a failed start is the field's own failure when it reads the same page.
 */

interface CommentArgs {
  statuses: CommentStatus[];
  kinds: CommentKind[];
}

/** Each `comments` field selected on `typeName` that starts at the first page, with its filters as the resolver reads them. */
function firstPages(info: GraphQLResolveInfo, typeName: 'Show' | 'Episode'): CommentArgs[] {
  const type = info.schema.getType(typeName);
  const definition = isObjectType(type) ? type.getFields().comments : undefined;
  if (!definition) return [];
  const out: CommentArgs[] = [];
  for (const field of selectionAt(info, typeName).fields.values()) {
    if (field.name !== 'comments') continue;
    let args: Record<string, unknown>;
    try {
      args = argumentsOf(field, definition, info);
    } catch {
      continue; // bad arguments: the field reports them
    }
    // What the resolver checks first: a bad filter or paging argument is its error, and costs no call.
    try {
      const chosen = filters(args as ListArgs);
      if (direction(args as ListArgs, listOf(typeName === 'Show' ? 'show' : 'episode', chosen)).cursor === null) out.push(chosen);
    } catch {
      continue;
    }
  }
  return out;
}

export function startEpisodeComments(episodeUri: string, ctx: GatewayContext, info: GraphQLResolveInfo): void {
  const plan = commentDocuments(ctx.upstream.schema).episodeComments;
  if (plan instanceof Error) return;
  for (const { statuses, kinds } of firstPages(info, 'Episode')) {
    const key = { episodeUri, statuses, kinds, token: null };
    (plan.paging ? episodeCommentsPage(ctx, key, EPISODE_PAGE_SIZE) : episodeCommentsPage(ctx, key, UNPAGED_PAGE_SIZE)).catch(() => undefined);
  }
}

export function startShowComments(showUri: string, ctx: GatewayContext, info: GraphQLResolveInfo): void {
  const docs = commentDocuments(ctx.upstream.schema);
  for (const { statuses, kinds } of firstPages(info, 'Show')) {
    if (statuses.includes('NEEDS_REVIEW')) {
      if (!(docs.episodeComments instanceof Error)) gatheredShowComments(ctx, showUri, statuses, kinds).catch(() => undefined);
    } else if (!(docs.showComments instanceof Error)) {
      showCommentsPage(ctx, { showUri, kinds, token: null }).catch(() => undefined);
    }
  }
}
