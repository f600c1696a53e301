/**
 * Upstream comment records (DecoratedComment / DecoratedReply, document 2 section 2.8) to the
 * graph's `Comment`. Tolerant: any field may be missing from another implementation.
 */

export type CommentStatus = 'PUBLISHED' | 'NEEDS_REVIEW';
export type CommentKind = 'ROOT' | 'REPLY';

export interface CommentAuthorValue {
  __typename: 'CommentListener' | 'CommentShowAuthor';
  [key: string]: unknown;
}

export interface CommentValue {
  uri: string;
  text: string | null;
  kind: CommentKind;
  status: CommentStatus | null;
  initialStatus: CommentStatus | null;
  createdAt: Date | null;
  approvedAt: Date | null;
  language: string | null;
  replyCount: number | null;
  parentCommentUri: string | null;
  episodeUri: string | null;
  author: CommentAuthorValue | null;
  isPinned: boolean | null;
  hasCreatorReplied: boolean | null;
  hasCreatorReacted: boolean | null;
  containsBlockedWords: boolean | null;
  violatedSensitivityPolicy: boolean | null;
}

export const PRIMARY_FILTER: Record<CommentStatus, string> = {
  PUBLISHED: 'LIST_COMMENT_PRIMARY_FILTER_PUBLISHED',
  NEEDS_REVIEW: 'LIST_COMMENT_PRIMARY_FILTER_NEEDS_REVIEW',
};
export const TYPE_FILTER: Record<CommentKind, string> = {
  ROOT: 'LIST_COMMENT_TYPE_FILTER_ROOT',
  REPLY: 'LIST_COMMENT_TYPE_FILTER_REPLY',
};
export const DELETE_FILTER: Record<CommentStatus, string> = {
  PUBLISHED: 'DELETE_COMMENT_FILTER_PUBLISHED',
  NEEDS_REVIEW: 'DELETE_COMMENT_FILTER_NEEDS_REVIEW',
};

type Raw = Record<string, unknown>;

/**
 * `status` is the list's filter when it asked for one status (exact); with both, a comment
 * without approval date is taken as needing review. `kind` likewise: the list's type filter
 * when it asked for one kind; otherwise a reply is told by its type or its parent comment,
 * neither of which the spec promises (an upstream without them lists replies as roots).
 */
export function toComment(raw: Raw, context: { episodeUri: string | null; status: CommentStatus | null; kind?: CommentKind | null }): CommentValue | null {
  if (typeof raw.commentUri !== 'string') return null;
  const parent = str(raw.parentCommentUri);
  const isReply = context.kind ? context.kind === 'REPLY' : (typeof raw.__typename === 'string' && /reply/i.test(raw.__typename)) || parent !== null;
  const approvedAt = millis(raw.approvalDate);
  return {
    uri: raw.commentUri,
    text: str(raw.commentStr),
    kind: isReply ? 'REPLY' : 'ROOT',
    status: context.status ?? (approvedAt ? 'PUBLISHED' : raw.approvalDate === undefined ? null : 'NEEDS_REVIEW'),
    initialStatus: toStatus(raw.initialModerationState),
    createdAt: millis(raw.createDate),
    approvedAt,
    language: str(raw.language),
    replyCount: Number.isInteger(raw.numberOfReplies) ? (raw.numberOfReplies as number) : null,
    parentCommentUri: parent,
    episodeUri: context.episodeUri ?? (str(raw.entityUri)?.startsWith('platform:episode:') ? str(raw.entityUri) : null),
    author: toAuthor(raw.oneOfAuthorDisplayMetadata),
    isPinned: bool(raw.hasParentEntityPinned),
    hasCreatorReplied: bool(raw.hasParentEntityReplied),
    hasCreatorReacted: bool(raw.hasParentEntityReacted),
    containsBlockedWords: bool(raw.containsBlockedWords),
    violatedSensitivityPolicy: bool(raw.isAnySensitivityPolicyInitiallyViolated),
  };
}

/** Newest first, as the upstream lists them; ties by URI so merged lists have one order. */
export function newestFirst(a: CommentValue, b: CommentValue): number {
  const t = (b.createdAt?.getTime() ?? 0) - (a.createdAt?.getTime() ?? 0);
  return t !== 0 ? t : a.uri < b.uri ? 1 : a.uri > b.uri ? -1 : 0;
}

function toAuthor(value: unknown): CommentAuthorValue | null {
  const raw = value && typeof value === 'object' ? (value as Raw) : null;
  if (!raw) return null;
  if (raw.__typename === 'UserAuthorDisplayMetadata' && typeof raw.username === 'string') {
    return { __typename: 'CommentListener', username: raw.username, displayName: str(raw.userFullName), imageUrl: str(raw.userCoverImageUrl) };
  }
  if (raw.__typename === 'ShowAuthorDisplayMetadata' && typeof raw.showUri === 'string') {
    return { __typename: 'CommentShowAuthor', showUri: raw.showUri, showName: str(raw.showFullName), imageUrl: str(raw.showCoverImageUrl) };
  }
  return null;
}

/** The upstream writes states as `needs review` / `published` (section 3); enum-like spellings accepted too. */
function toStatus(value: unknown): CommentStatus | null {
  if (typeof value !== 'string') return null;
  const v = value.trim().toUpperCase().replace(/[\s-]+/g, '_');
  if (v.endsWith('PUBLISHED')) return 'PUBLISHED';
  if (v.endsWith('NEEDS_REVIEW')) return 'NEEDS_REVIEW';
  return null;
}

function millis(value: unknown): Date | null {
  const n = typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value;
  return typeof n === 'number' && Number.isFinite(n) && n > 0 ? new Date(n) : null;
}

function str(value: unknown): string | null {
  return typeof value === 'string' ? value : null;
}

function bool(value: unknown): boolean | null {
  return typeof value === 'boolean' ? value : null;
}
