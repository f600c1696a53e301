import { documents, type ClientError, type ResultOf } from '@podcast-graph/client';
import { useState } from 'preact/hooks';
import { errorsAt, requestErrors, useClient, useQuery } from '../graph.js';
import { ErrorNote } from './ErrorNote.js';

type Comment = NonNullable<NonNullable<ResultOf<typeof documents.CommentsForReview>['show']>['comments']>['edges'][number]['node'];
type Status = 'NEEDS_REVIEW' | 'PUBLISHED';

/**
 * The show's comments review queue: comments held for review (or, switched, the published
 * ones), with approve, delete and reply. Each action's coded error is shown on its comment.
 */
export function CommentsQueue({ stationId }: { stationId: number }) {
  const [status, setStatus] = useState<Status>('NEEDS_REVIEW');
  const query = useQuery(documents.CommentsForReview, { stationId, first: 20, statuses: [status] });
  // An approved or deleted comment leaves the list it was in: what happened is said above it.
  const [done, setDone] = useState<string | null>(null);
  const edges = query.data?.show?.comments?.edges ?? [];

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
      {done ? (
        <p class="ok" role="status">
          {done}
        </p>
      ) : null}
      <ErrorNote errors={requestErrors(query.errors)} />
      <ErrorNote errors={errorsAt(query.errors, ['show'])} context="comments" />
      {query.loading && !query.data ? <p class="muted">Loading comments…</p> : null}
      {query.data && edges.length === 0 && query.errors.length === 0 ? (
        <p class="muted">{status === 'NEEDS_REVIEW' ? 'Nothing waits for review.' : 'No published comments.'}</p>
      ) : null}
      <ul class="comments">
        {edges.map(({ node }) => (
          <CommentItem
            key={node.uri}
            comment={node}
            onChanged={(what) => {
              setDone(what);
              query.reload();
            }}
          />
        ))}
      </ul>
      {query.data?.show?.comments?.pageInfo.hasNextPage ? <p class="muted">More comments wait beyond these {edges.length}.</p> : null}
    </section>
  );
}

function CommentItem({ comment, onChanged }: { comment: Comment; onChanged(what: string): void }) {
  const client = useClient();
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<ClientError[]>([]);
  const [replying, setReplying] = useState(false);
  const [reply, setReply] = useState('');
  const author = comment.author;
  const who = author?.__typename === 'CommentListener' ? (author.displayName ?? author.username) : author?.__typename === 'CommentShowAuthor' ? `${author.showName ?? 'the show'} (you)` : 'someone';

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
    if (errors.length === 0) onChanged(`${label} the comment by ${who}.`);
  }


  return (
    <li class="comment" data-comment-uri={comment.uri} data-status={comment.status}>
      <p class="comment-meta">
        <strong>{who}</strong>{comment.createdAt ? ` · ${new Date(comment.createdAt).toLocaleString()}` : null}
        {comment.containsBlockedWords ? <span class="badge badge-warning">blocked words</span> : null}
        {comment.isPinned ? <span class="badge">pinned</span> : null}
        {comment.kind === 'REPLY' ? <span class="badge">reply</span> : null}
      </p>
      <p class="comment-text">{comment.text}</p>
      <div class="actions">
        {comment.status === 'NEEDS_REVIEW' ? (
          <button type="button" disabled={busy} onClick={() => act('Approved', () => client.request(documents.PublishComment, { commentUri: comment.uri }))}>
            Approve
          </button>
        ) : null}
        <button
          type="button"
          class="danger"
          disabled={busy}
          title="Removes the comment and its replies for good"
          onClick={() => act('Deleted', () => client.request(documents.DeleteComment, { commentUri: comment.uri, status: comment.status }))}
        >
          Delete
        </button>
        <button type="button" disabled={busy} onClick={() => setReplying((r) => !r)}>
          Reply
        </button>
      </div>
      {replying ? (
        <form
          class="reply"
          onSubmit={(e) => {
            e.preventDefault();
            if (!reply.trim()) return;
            void act('Replied to', async () => {
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
