import { documents, type ClientError, type ResultOf } from '@podcast-graph/client';
import { useEffect, useLayoutEffect, useRef, useState } from 'preact/hooks';
import { errorsAt, requestErrors, useClient, useQuery } from '../graph.js';
import { ErrorNote } from './ErrorNote.js';
import { formatDateTime } from '../time.js';

type Edge = NonNullable<NonNullable<ResultOf<typeof documents.CommentsForReview>['show']>['comments']>['edges'][number];
type Comment = Edge['node'];
type Status = 'NEEDS_REVIEW' | 'PUBLISHED';

const PAGE = 20;
/** How long a deleted comment can be brought back before the delete is sent. */
export const UNDO_MS = 8_000;

interface PendingDelete {
  comment: Comment;
  timer: ReturnType<typeof setTimeout>;
  /** Where the comment stood in the list: the toast takes its place. */
  index: number;
}

/** What an action did, said where the comment is (or was, when it left the list). */
interface Outcome {
  text: string;
  /** Where the comment stood, for an outcome that outlives it in the list. */
  index: number;
}

/**
 * The show's comments: those held for review (or, switched, the published ones), page after
 * page, each with its episode and the actions the host accepts in its state: approve a held one;
 * reply to, pin or unpin a published one; block or unblock its author; delete either. Replies
 * sit under the comment they answer. A delete waits UNDO_MS with an Undo button, in the
 * comment's place, before it is sent (leaving the view sends it at once), so a slip loses
 * nothing. Each action's outcome is said next to its comment (in its place once it left the
 * list), to screen readers too, and the keyboard stays there.
 */
export function CommentsQueue({ stationId }: { stationId: number }) {
  const client = useClient();
  const [status, setStatus] = useState<Status>('NEEDS_REVIEW');
  const [version, setVersion] = useState(0);
  const query = useQuery(documents.CommentsForReview, { stationId, first: PAGE, statuses: [status] }, version);
  const [more, setMore] = useState<{ edges: Edge[]; endCursor: string | null; hasNextPage: boolean; errors: ClientError[] } | null>(null);
  const [loadingMore, setLoadingMore] = useState(false);
  // What each action did, by comment URI.
  const [outcomes, setOutcomes] = useState<Record<string, Outcome>>({});
  const [pending, setPending] = useState<PendingDelete | null>(null);
  const pendingRef = useRef<PendingDelete | null>(null);
  pendingRef.current = pending;
  const [deleteErrors, setDeleteErrors] = useState<ClientError[]>([]);
  const undoButton = useRef<HTMLButtonElement>(null);
  const list = useRef<HTMLUListElement>(null);
  // Where the keyboard goes after an action: the comment acted on, or the line in its place.
  const [focusKey, setFocusKey] = useState<{ uri: string; tick: number } | null>(null);
  const applied = useRef(0);
  useLayoutEffect(() => {
    if (!focusKey) return;
    // Once per action, and again when what had the keyboard left the page (the list refreshed
    // without the comment): never taken back from wherever the user went since.
    const lost = document.activeElement === document.body || document.activeElement === null;
    if (applied.current === focusKey.tick && !lost) return;
    const at = list.current?.querySelector<HTMLElement>(`[data-focus-key="${CSS.escape(focusKey.uri)}"]`);
    const target = at?.matches('li.comment') ? (at.querySelector<HTMLElement>(':scope > .actions button:not([disabled])') ?? at) : at;
    if (!target) return;
    target.focus();
    applied.current = focusKey.tick;
  });
  // Another status lists other comments: what was said of these goes.
  useEffect(() => setOutcomes({}), [status]);
  const focusOn = (uri: string) => setFocusKey((f) => ({ uri, tick: (f?.tick ?? 0) + 1 }));
  // The deleted comment's button is gone with it: the keyboard lands on Undo, in its place.
  useEffect(() => {
    if (pending) undoButton.current?.focus();
  }, [pending]);
  const say = (uri: string, text: string) => {
    setOutcomes((o) => ({ ...o, [uri]: { text, index: indexOf(uri) } }));
    focusOn(uri);
  };

  useEffect(() => setMore(null), [query.data]);

  async function commitDelete(p: PendingDelete) {
    clearTimeout(p.timer);
    setPending((cur) => (cur === p ? null : cur));
    const r = await client.request(documents.DeleteComment, { commentUri: p.comment.uri, status: p.comment.status });
    const ok = r.errors.length === 0 && r.data?.deleteComment?.success !== false;
    setDeleteErrors(ok ? [] : r.errors.length ? r.errors : [{ code: 'UNKNOWN_ERROR', message: 'The host did not confirm the delete.' }]);
    if (ok) {
      setOutcomes((o) => ({ ...o, [p.comment.uri]: { text: `Deleted the comment by ${authorName(p.comment)}.`, index: p.index } }));
      focusOn(p.comment.uri);
    }
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
    const p: PendingDelete = { comment, index: indexOf(comment.uri), timer: setTimeout(() => void commitDelete(p), UNDO_MS) };
    setPending(p);
  }

  function undo() {
    if (!pending) return;
    clearTimeout(pending.timer);
    // Back in its place, with the keyboard on it.
    say(pending.comment.uri, `Kept the comment by ${authorName(pending.comment)}.`);
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

  const all = [...(query.data?.show?.comments?.edges ?? []), ...(more?.edges ?? [])].map((e) => e.node);
  const hasNextPage = more ? more.hasNextPage : (query.data?.show?.comments?.pageInfo.hasNextPage ?? false);
  const showName = query.data?.show?.name ?? null;
  const blocked = new Set(query.data?.show?.knownBlockedCommenters ?? []);
  const canUnblock = query.data?.show?.canUnblockCommenters ?? false;

  // Replies under the comment they answer when it is listed; the others stand alone, said so.
  const listed = new Set(all.map((c) => c.uri));
  const repliesOf = new Map<string, Comment[]>();
  for (const c of all) {
    if (c.kind === 'REPLY' && c.parentCommentUri && listed.has(c.parentCommentUri)) repliesOf.set(c.parentCommentUri, [...(repliesOf.get(c.parentCommentUri) ?? []), c]);
  }
  const tops = all.filter((c) => !(c.kind === 'REPLY' && c.parentCommentUri && listed.has(c.parentCommentUri)));
  function indexOf(uri: string): number {
    const i = tops.findIndex((c) => c.uri === uri || repliesOf.get(c.uri)?.some((r) => r.uri === uri));
    return i < 0 ? tops.length : i;
  }

  /** The comment of the same episode that is pinned now, which a new pin replaces (one per episode). */
  const pinnedBeside = (comment: Comment) => all.find((c) => c.uri !== comment.uri && c.isPinned && c.episodeUri === comment.episodeUri) ?? null;

  // The rows: comments in order, the pending delete's toast and the outcomes of comments that left, each in its place.
  type Row = { kind: 'comment'; comment: Comment } | { kind: 'pending'; p: PendingDelete } | { kind: 'gone'; uri: string; outcome: Outcome };
  const rows: Row[] = tops.filter((c) => c.uri !== pending?.comment.uri).map((comment) => ({ kind: 'comment', comment }));
  const extras: Array<[number, Row]> = [
    ...(pending ? [[pending.index, { kind: 'pending', p: pending }] as [number, Row]] : []),
    ...Object.entries(outcomes)
      .filter(([uri]) => !listed.has(uri) && uri !== pending?.comment.uri)
      .map(([uri, outcome]) => [outcome.index, { kind: 'gone', uri, outcome }] as [number, Row]),
  ].sort((a, b) => a[0] - b[0]);
  for (const [index, row] of extras) rows.splice(Math.min(index, rows.length), 0, row);

  return (
    <section class="panel" aria-label="Comments review queue">
      <header class="panel-head">
        <h2>{showName ? `Comments on ${showName}` : 'Comments'}</h2>
        <label class="inline">
          Show{' '}
          <select value={status} onChange={(e) => setStatus(e.currentTarget.value as Status)} aria-label="Comment status">
            <option value="NEEDS_REVIEW">needing review</option>
            <option value="PUBLISHED">published</option>
          </select>
        </label>
      </header>
      <ErrorNote errors={deleteErrors} context="Delete" />
      <ErrorNote errors={requestErrors(query.errors)} />
      <ErrorNote errors={errorsAt(query.errors, ['show']).filter((e) => !e.path!.includes('episode'))} context="Comments" />
      {query.loading && !query.data ? <p class="muted">Loading comments…</p> : null}
      {query.data && rows.length === 0 && query.errors.length === 0 ? (
        <p class="muted">{status === 'NEEDS_REVIEW' ? 'Nothing waits for review.' : 'No published comments.'}</p>
      ) : null}
      <ul class="comments" ref={list}>
        {rows.map((row) =>
          row.kind === 'pending' ? (
            <li key={`pending-${row.p.comment.uri}`} class="toast" data-pending-delete={row.p.comment.uri}>
              <span role="status">Comment by {authorName(row.p.comment)} will be deleted.</span>
              <button type="button" ref={undoButton} onClick={undo}>
                Undo
              </button>
              <button type="button" class="danger" onClick={() => void commitDelete(row.p)}>
                Delete now
              </button>
            </li>
          ) : row.kind === 'gone' ? (
            <li key={`gone-${row.uri}`} class="comment-outcome" data-focus-key={row.uri} tabIndex={-1}>
              <p class="ok" role="status">
                {row.outcome.text}
              </p>
            </li>
          ) : (
            <CommentItem
              key={row.comment.uri}
              comment={row.comment}
              replies={repliesOf.get(row.comment.uri) ?? []}
              stationId={stationId}
              blocked={blocked}
              canUnblock={canUnblock}
              outcomes={outcomes}
              pinnedBeside={pinnedBeside}
              onDelete={startDelete}
              onChanged={(uri, what) => {
                say(uri, what);
                setVersion((v) => v + 1);
              }}
            />
          ),
        )}
      </ul>
      <ErrorNote errors={more?.errors ?? []} context="More comments" />
      {hasNextPage ? (
        <button type="button" onClick={loadMore} disabled={loadingMore}>
          {loadingMore ? 'Loading…' : `Show more comments (${all.length} shown)`}
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

interface ItemProps {
  comment: Comment;
  replies: Comment[];
  stationId: number;
  blocked: ReadonlySet<string>;
  canUnblock: boolean;
  outcomes: Readonly<Record<string, Outcome>>;
  pinnedBeside(comment: Comment): Comment | null;
  /** Shown under the comment it answers. */
  nested?: boolean;
  onChanged(uri: string, what: string): void;
  onDelete(comment: Comment): void;
}

function CommentItem(props: ItemProps) {
  const { comment, replies, stationId, blocked, canUnblock, outcomes, pinnedBeside, nested = false, onChanged, onDelete } = props;
  const client = useClient();
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<ClientError[]>([]);
  const [replying, setReplying] = useState(false);
  const [reply, setReply] = useState('');
  const who = authorName(comment);
  const listener = comment.author?.__typename === 'CommentListener' ? comment.author.username : null;
  const isBlocked = listener !== null && blocked.has(listener);
  const published = comment.status === 'PUBLISHED';
  const outcome = outcomes[comment.uri];

  /** Runs one action; `success: false` without an error is the host declining it. */
  async function act(said: string, action: () => Promise<{ data: unknown; errors: ClientError[] }>) {
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
    if (errors.length === 0) onChanged(comment.uri, said);
  }

  function pin() {
    const before = pinnedBeside(comment);
    const said = before
      ? `Pinned the comment by ${who}. It replaces the comment by ${authorName(before)}, which is no longer pinned (one pinned comment per episode).`
      : `Pinned the comment by ${who}.`;
    void act(said, () => client.request(documents.PinComment, { commentUri: comment.uri }));
  }

  return (
    <li class="comment" data-comment-uri={comment.uri} data-status={comment.status} data-focus-key={comment.uri} tabIndex={-1}>
      <p class="comment-meta">
        <strong>{who}</strong>
        {comment.createdAt ? ` · ${formatDateTime(new Date(comment.createdAt))}` : null}
        {isBlocked ? <span class="badge badge-blocked">blocked</span> : null}
        {comment.containsBlockedWords ? <span class="badge badge-warning">blocked words</span> : null}
        {comment.isPinned ? <span class="badge">pinned</span> : null}
        {comment.kind === 'REPLY' ? <span class="badge">reply</span> : null}
      </p>
      <p class="comment-episode wrap" data-field="episode">
        On {comment.episode?.title ? <em>{comment.episode.title}</em> : 'an episode'}
        {comment.kind === 'REPLY' && comment.parentCommentUri && !nested ? ', a reply to a comment not shown here' : null}
      </p>
      <p class="comment-text wrap">{comment.text}</p>
      <div class="actions">
        {comment.status === 'NEEDS_REVIEW' ? (
          <button type="button" disabled={busy} onClick={() => act(`Approved the comment by ${who}.`, () => client.request(documents.PublishComment, { commentUri: comment.uri }))}>
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
            <button type="button" disabled={busy} onClick={() => act(`Unpinned the comment by ${who}.`, () => client.request(documents.UnpinComment, { commentUri: comment.uri }))}>
              Unpin
            </button>
          ) : (
            <button type="button" disabled={busy} onClick={pin}>
              Pin
            </button>
          )
        ) : null}
        {listener && !isBlocked ? (
          <button
            type="button"
            disabled={busy}
            onClick={() => {
              if (!window.confirm(`Block ${who}? They will no longer be able to comment on this show.`)) return;
              void act(`Blocked ${who}.`, () => client.request(documents.BlockCommenter, { stationId, username: listener }));
            }}
          >
            Block author
          </button>
        ) : null}
        {listener && isBlocked && canUnblock ? (
          <button type="button" disabled={busy} onClick={() => act(`Unblocked ${who}: they can comment on this show again.`, () => client.request(documents.UnblockCommenter, { stationId, username: listener }))}>
            Unblock author
          </button>
        ) : null}
        <button type="button" class="danger" disabled={busy} onClick={() => onDelete(comment)}>
          Delete
        </button>
      </div>
      {listener && isBlocked && !canUnblock ? <p class="muted">This author is blocked. Unblocking is not available with this host.</p> : null}
      {outcome ? (
        <p class="ok outcome-line" role="status">
          {outcome.text}
        </p>
      ) : null}
      {replying ? (
        <form
          class="reply"
          onSubmit={(e) => {
            e.preventDefault();
            if (!reply.trim()) return;
            void act(`Replied to the comment by ${who}.`, async () => {
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
      {replies.length ? (
        <ul class="replies" aria-label={`Replies to ${who}`}>
          {replies.map((r) => (
            <CommentItem key={r.uri} {...props} comment={r} replies={[]} nested />
          ))}
        </ul>
      ) : null}
    </li>
  );
}
