import { documents, type ClientError, type ResultOf } from '@podcast-graph/client';
import { useEffect, useRef, useState } from 'preact/hooks';
import { errorsAt, requestErrors, useClient, useQuery } from '../graph.js';
import { ErrorNote } from './ErrorNote.js';

type Edge = NonNullable<NonNullable<ResultOf<typeof documents.CommentsForReview>['show']>['comments']>['edges'][number];
type Comment = Edge['node'];
type Status = 'NEEDS_REVIEW' | 'PUBLISHED';

const PAGE = 20;
/** How long a deleted comment can be brought back before the delete is sent. */
export const UNDO_MS = 8_000;

interface PendingDelete {
  comment: Comment;
  timer: ReturnType<typeof setTimeout>;
}

/**
 * The show's comments: those held for review (or, switched, the published ones), page after
 * page, each with its episode and the actions the host accepts in its state: approve a held one;
 * reply to, pin or unpin a published one; block its author; delete either. A delete waits
 * UNDO_MS with an Undo button before it is sent (leaving the view sends it at once), so a slip
 * loses nothing.
 */
export function CommentsQueue({ stationId }: { stationId: number }) {
  const client = useClient();
  const [status, setStatus] = useState<Status>('NEEDS_REVIEW');
  const [version, setVersion] = useState(0);
  const query = useQuery(documents.CommentsForReview, { stationId, first: PAGE, statuses: [status] }, version);
  const [more, setMore] = useState<{ edges: Edge[]; endCursor: string | null; hasNextPage: boolean; errors: ClientError[] } | null>(null);
  const [loadingMore, setLoadingMore] = useState(false);
  // What just happened, said above the list (a comment approved or deleted leaves it).
  const [done, setDone] = useState<string | null>(null);
  const [pending, setPending] = useState<PendingDelete | null>(null);
  const pendingRef = useRef<PendingDelete | null>(null);
  pendingRef.current = pending;
  const [deleteErrors, setDeleteErrors] = useState<ClientError[]>([]);
  const undoButton = useRef<HTMLButtonElement>(null);
  // The deleted comment's button is gone with it: the keyboard lands on Undo, not on the page's start.
  useEffect(() => {
    if (pending) undoButton.current?.focus();
  }, [pending]);

  useEffect(() => setMore(null), [query.data]);

  async function commitDelete(p: PendingDelete) {
    clearTimeout(p.timer);
    setPending((cur) => (cur === p ? null : cur));
    const r = await client.request(documents.DeleteComment, { commentUri: p.comment.uri, status: p.comment.status });
    const ok = r.errors.length === 0 && r.data?.deleteComment?.success !== false;
    setDeleteErrors(ok ? [] : r.errors.length ? r.errors : [{ code: 'UNKNOWN_ERROR', message: 'The host did not confirm the delete.' }]);
    setDone(ok ? `Deleted the comment by ${authorName(p.comment)}.` : null);
    setVersion((v) => v + 1);
  }

  // Leaving the queue (another show, another view) sends a delete still waiting: the user asked for it.
  useEffect(
    () => () => {
      const p = pendingRef.current;
      if (p) void commitDelete(p);
    },
    [],
  );

  function startDelete(comment: Comment) {
    if (pending) void commitDelete(pending);
    const p: PendingDelete = { comment, timer: setTimeout(() => void commitDelete(p), UNDO_MS) };
    setDone(null);
    setPending(p);
  }

  function undo() {
    if (!pending) return;
    clearTimeout(pending.timer);
    setDone(`Kept the comment by ${authorName(pending.comment)}.`);
    setPending(null);
  }

  async function loadMore() {
    const cursor = more ? more.endCursor : (query.data?.show?.comments?.pageInfo.endCursor ?? null);
    if (!cursor) return;
    setLoadingMore(true);
    const r = await client.request(documents.CommentsForReview, { stationId, first: PAGE, after: cursor, statuses: [status] });
    setLoadingMore(false);
    const page = r.data?.show?.comments;
    setMore({
      edges: [...(more?.edges ?? []), ...(page?.edges ?? [])],
      endCursor: page?.pageInfo.endCursor ?? null,
      hasNextPage: page?.pageInfo.hasNextPage ?? false,
      errors: r.errors,
    });
  }

  const edges = [...(query.data?.show?.comments?.edges ?? []), ...(more?.edges ?? [])].filter((e) => e.node.uri !== pending?.comment.uri);
  const hasNextPage = more ? more.hasNextPage : (query.data?.show?.comments?.pageInfo.hasNextPage ?? false);

  return (
    <section class="panel" aria-label="Comments review queue">
      <header class="panel-head">
        <h2>Comments</h2>
        <label class="inline">
          Show{' '}
          <select value={status} onChange={(e) => setStatus(e.currentTarget.value as Status)} aria-label="Comment status">
            <option value="NEEDS_REVIEW">needing review</option>
            <option value="PUBLISHED">published</option>
          </select>
        </label>
      </header>
      {pending ? (
        <div class="toast" role="status" data-pending-delete={pending.comment.uri}>
          <span>Comment by {authorName(pending.comment)} will be deleted.</span>
          <button type="button" ref={undoButton} onClick={undo}>
            Undo
          </button>
          <button type="button" class="danger" onClick={() => void commitDelete(pending)}>
            Delete now
          </button>
        </div>
      ) : done ? (
        <p class="ok" role="status">
          {done}
        </p>
      ) : null}
      <ErrorNote errors={deleteErrors} context="Delete" />
      <ErrorNote errors={requestErrors(query.errors)} />
      <ErrorNote errors={errorsAt(query.errors, ['show']).filter((e) => !e.path!.includes('episode'))} context="Comments" />
      {query.loading && !query.data ? <p class="muted">Loading comments…</p> : null}
      {query.data && edges.length === 0 && query.errors.length === 0 ? (
        <p class="muted">{status === 'NEEDS_REVIEW' ? 'Nothing waits for review.' : 'No published comments.'}</p>
      ) : null}
      <ul class="comments">
        {edges.map(({ node }) => (
          <CommentItem
            key={node.uri}
            comment={node}
            stationId={stationId}
            onDelete={() => startDelete(node)}
            onChanged={(what) => {
              setDone(what);
              setVersion((v) => v + 1);
            }}
          />
        ))}
      </ul>
      <ErrorNote errors={more?.errors ?? []} context="More comments" />
      {hasNextPage ? (
        <button type="button" onClick={loadMore} disabled={loadingMore}>
          {loadingMore ? 'Loading…' : `Show more comments (${edges.length} shown)`}
        </button>
      ) : null}
    </section>
  );
}

function authorName(comment: Comment): string {
  const author = comment.author;
  if (author?.__typename === 'CommentListener') return author.displayName ?? author.username ?? 'a listener';
  if (author?.__typename === 'CommentShowAuthor') return `${author.showName ?? 'the show'} (you)`;
  return 'someone';
}

function CommentItem({ comment, stationId, onChanged, onDelete }: { comment: Comment; stationId: number; onChanged(what: string): void; onDelete(): void }) {
  const client = useClient();
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<ClientError[]>([]);
  const [replying, setReplying] = useState(false);
  const [reply, setReply] = useState('');
  const who = authorName(comment);
  const listener = comment.author?.__typename === 'CommentListener' ? comment.author.username : null;
  const published = comment.status === 'PUBLISHED';

  /** Runs one action; `success: false` without an error is the host declining it. */
  async function act(label: string, action: () => Promise<{ data: unknown; errors: ClientError[] }>) {
    setBusy(true);
    setErrors([]);
    const { data, errors } = await action();
    setBusy(false);
    const payload = data && typeof data === 'object' ? (Object.values(data)[0] as { success?: boolean } | null) : null;
    if (errors.length === 0 && payload?.success === false) {
      setErrors([{ code: 'UNKNOWN_ERROR', message: 'The host did not confirm the change.' }]);
      return;
    }
    setErrors(errors);
    if (errors.length === 0) onChanged(`${label} ${who}.`);
  }

  return (
    <li class="comment" data-comment-uri={comment.uri} data-status={comment.status}>
      <p class="comment-meta">
        <strong>{who}</strong>
        {comment.createdAt ? ` · ${new Date(comment.createdAt).toLocaleString()}` : null}
        {comment.containsBlockedWords ? <span class="badge badge-warning">blocked words</span> : null}
        {comment.isPinned ? <span class="badge">pinned</span> : null}
        {comment.kind === 'REPLY' ? <span class="badge">reply</span> : null}
      </p>
      <p class="comment-episode wrap" data-field="episode">
        On {comment.episode?.title ? <em>{comment.episode.title}</em> : 'an episode'}
      </p>
      <p class="comment-text wrap">{comment.text}</p>
      <div class="actions">
        {comment.status === 'NEEDS_REVIEW' ? (
          <button type="button" disabled={busy} onClick={() => act('Approved the comment by', () => client.request(documents.PublishComment, { commentUri: comment.uri }))}>
            Approve
          </button>
        ) : null}
        {published ? (
          <button type="button" disabled={busy} aria-expanded={replying} onClick={() => setReplying((r) => !r)}>
            Reply
          </button>
        ) : null}
        {published && comment.kind !== 'REPLY' ? (
          comment.isPinned ? (
            <button type="button" disabled={busy} onClick={() => act('Unpinned the comment by', () => client.request(documents.UnpinComment, { commentUri: comment.uri }))}>
              Unpin
            </button>
          ) : (
            <button type="button" disabled={busy} onClick={() => act('Pinned the comment by', () => client.request(documents.PinComment, { commentUri: comment.uri }))}>
              Pin
            </button>
          )
        ) : null}
        {listener ? (
          <button
            type="button"
            disabled={busy}
            onClick={() => {
              if (!window.confirm(`Block ${who}? They will no longer be able to comment on this show.`)) return;
              void act('Blocked', () => client.request(documents.BlockCommenter, { stationId, username: listener }));
            }}
          >
            Block author
          </button>
        ) : null}
        <button type="button" class="danger" disabled={busy} onClick={onDelete}>
          Delete
        </button>
      </div>
      {replying ? (
        <form
          class="reply"
          onSubmit={(e) => {
            e.preventDefault();
            if (!reply.trim()) return;
            void act('Replied to the comment by', async () => {
              const r = await client.request(documents.ReplyToComment, { commentUri: comment.uri, text: reply.trim() });
              if (r.errors.length === 0) {
                setReply('');
                setReplying(false);
              }
              return r;
            });
          }}
        >
          <label>
            Your reply
            <textarea rows={2} value={reply} onInput={(e) => setReply(e.currentTarget.value)} />
          </label>
          <button type="submit" disabled={busy || !reply.trim()}>
            Send reply
          </button>
        </form>
      ) : null}
      <ErrorNote errors={errors} />
    </li>
  );
}
