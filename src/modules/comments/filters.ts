import { badUserInput } from '../../errors.js';
import type { ConnectionArgs } from './connection.js';
import type { CommentKind, CommentStatus } from './mappers.js';

export interface ListArgs extends ConnectionArgs {
  statuses?: CommentStatus[] | null;
  kinds?: CommentKind[] | null;
}

/** Filters as sets: sorted and deduplicated, so equal filters give equal cursors and cache keys. */
export function filters(args: ListArgs): { statuses: CommentStatus[]; kinds: CommentKind[] } {
  const statuses = [...new Set(args.statuses ?? ['PUBLISHED'])].sort() as CommentStatus[];
  const kinds = [...new Set(args.kinds ?? ['ROOT', 'REPLY'])].sort() as CommentKind[];
  if (!statuses.length) throw badUserInput('`statuses` must name at least one status.', 'statuses');
  if (!kinds.length) throw badUserInput('`kinds` must name at least one kind.', 'kinds');
  return { statuses, kinds };
}


/** The listing a cursor belongs to: whose comments, with which filters. */
export function listOf(owner: 'show' | 'episode', { statuses, kinds }: { statuses: CommentStatus[]; kinds: CommentKind[] }): string {
  return `${owner}:${statuses.join(',')}:${kinds.join(',')}`;
}
