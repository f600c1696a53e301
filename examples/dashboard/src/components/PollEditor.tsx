import { documents, type ClientError, type PollType } from '@podcast-graph/client';
import { useEffect, useState } from 'preact/hooks';
import { useClient, useQuery } from '../graph.js';
import { useUnsaved } from '../unsaved.js';
import { ErrorNote } from './ErrorNote.js';

/** The upstream's poll rules (document 2, 4.3): a question of at most 140 characters, 2 to 7 answers. */
export const POLL_QUESTION_MAX = 140;
const MIN_OPTIONS = 2;
const MAX_OPTIONS = 7;

/** A Date as a datetime-local value in the reader's time zone. */
function localInput(date: Date): string {
  const p = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${p(date.getMonth() + 1)}-${p(date.getDate())}T${p(date.getHours())}:${p(date.getMinutes())}`;
}

/**
 * An episode's poll: shown with its votes, created or replaced (the whole poll at once, as the
 * upstream takes it), deleted after a confirmation. Rules the gateway checks come back as
 * problems by field and are shown at that field.
 */
export function PollEditor({ episodeId }: { episodeId: number }) {
  const client = useClient();
  const query = useQuery(documents.EpisodePoll, { id: episodeId });
  const poll = query.data?.episode?.poll ?? null;
  const [question, setQuestion] = useState('');
  const tooLong = question.trim().length > POLL_QUESTION_MAX;
  const [options, setOptions] = useState<string[]>(['', '']);
  const [type, setType] = useState<PollType>('SINGLE_CHOICE');
  const [opensAt, setOpensAt] = useState(() => localInput(new Date()));
  const [closesAt, setClosesAt] = useState(() => localInput(new Date(Date.now() + 7 * 86_400_000)));
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<ClientError[]>([]);
  const [problems, setProblems] = useState<Array<{ field: string; message: string }>>([]);
  const [done, setDone] = useState<string | null>(null);
  const [editing, setEditing] = useState(false);

  useEffect(() => {
    if (!poll) return;
    setQuestion(poll.question ?? '');
    setOptions(poll.options.map((o) => o.text ?? ''));
    if (poll.type === 'SINGLE_CHOICE' || poll.type === 'MULTIPLE_CHOICE') setType(poll.type);
    if (poll.opensAt) setOpensAt(localInput(new Date(poll.opensAt)));
    if (poll.closesAt) setClosesAt(localInput(new Date(poll.closesAt)));
  }, [poll?.question, poll?.opensAt, poll?.closesAt, poll?.options.length]);

  const showForm = editing || (!poll && !query.loading);
  const dirty = showForm && (question !== (poll?.question ?? '') || options.some((o, i) => o !== (poll?.options[i]?.text ?? '')));
  useUnsaved(dirty);

  async function save(event: Event) {
    event.preventDefault();
    if (tooLong) return;
    setBusy(true);
    setErrors([]);
    setProblems([]);
    setDone(null);
    const r = await client.request(documents.SavePoll, {
      episodeId,
      input: { question: question.trim(), options: options.map((o) => o.trim()), type, opensAt: new Date(opensAt).toISOString(), closesAt: new Date(closesAt).toISOString() },
    });
    setBusy(false);
    setErrors(r.errors);
    const result = r.data?.savePoll;
    if (result?.__typename === 'PollValidationError') return setProblems(result.problems.map((p) => ({ field: p.field, message: p.message })));
    if (result?.__typename === 'PollSaved') {
      setDone(poll ? 'Poll replaced.' : 'Poll created.');
      setEditing(false);
      query.reload();
    }
  }

  async function remove() {
    if (!window.confirm('Delete this poll and its votes? This cannot be undone.')) return;
    setBusy(true);
    setErrors([]);
    const r = await client.request(documents.DeletePoll, { episodeId });
    setBusy(false);
    setErrors(r.errors);
    if (r.errors.length === 0) {
      setDone('Poll deleted.');
      setQuestion('');
      setOptions(['', '']);
      query.reload();
    }
  }

  const problemAt = (field: string) => problems.filter((p) => p.field === field);
  return (
    <section class="panel" aria-label="Episode poll">
      <h2>Poll</h2>
      {query.loading && !query.data ? <p class="muted">Loading poll…</p> : null}
      <ErrorNote errors={query.errors} context="Poll" />
      {done ? (
        <p class="ok" role="status">
          {done}
        </p>
      ) : null}
      {poll && !editing ? (
        <div class="poll">
          <p class="wrap">
            <strong>{poll.question}</strong> <span class="muted">({poll.type === 'MULTIPLE_CHOICE' ? 'several answers allowed' : 'one answer'})</span>
          </p>
          <ul class="poll-options">
            {poll.options.map((o, i) => (
              <li key={i} class="wrap">
                {o.text}: {o.votes ?? 0} {o.votes === 1 ? 'vote' : 'votes'}
              </li>
            ))}
          </ul>
          <p class="muted">
            Open {poll.opensAt ? new Date(poll.opensAt).toLocaleString() : '?'} to {poll.closesAt ? new Date(poll.closesAt).toLocaleString() : '?'}
          </p>
          <div class="actions">
            <button type="button" onClick={() => setEditing(true)} disabled={busy}>
              Replace poll
            </button>
            <button type="button" class="danger" onClick={remove} disabled={busy}>
              Delete poll
            </button>
          </div>
        </div>
      ) : null}
      {showForm ? (
        <form class="editor" onSubmit={save}>
          <label>
            Question
            {/* No maxLength: a pasted longer question would be cut without a word; it is kept and said too long. */}
            <input name="question" value={question} required onInput={(e) => setQuestion(e.currentTarget.value)} aria-describedby="poll-question-count" aria-invalid={tooLong} />
            <span id="poll-question-count" class={tooLong ? 'problem' : 'muted'}>
              {question.length} of {POLL_QUESTION_MAX} characters
              {tooLong ? `: ${question.length - POLL_QUESTION_MAX} too many. Shorten the question; the host takes at most ${POLL_QUESTION_MAX}.` : ''}
            </span>
          </label>
          {problemAt('QUESTION').map((p, i) => (
            <p key={i} class="problem" role="alert">
              {p.message}
            </p>
          ))}
          <fieldset>
            <legend>Answers ({MIN_OPTIONS} to {MAX_OPTIONS})</legend>
            {options.map((option, i) => (
              <div class="option-row" key={i}>
                <label class="inline">
                  Answer {i + 1}{' '}
                  <input value={option} required onInput={(e) => setOptions(options.map((o, j) => (j === i ? e.currentTarget.value : o)))} />
                </label>
                {options.length > MIN_OPTIONS ? (
                  <button type="button" aria-label={`Remove answer ${i + 1}`} onClick={() => setOptions(options.filter((_, j) => j !== i))}>
                    Remove
                  </button>
                ) : null}
              </div>
            ))}
            {options.length < MAX_OPTIONS ? (
              <button type="button" onClick={() => setOptions([...options, ''])}>
                Add answer
              </button>
            ) : null}
          </fieldset>
          {problemAt('OPTIONS').map((p, i) => (
            <p key={i} class="problem" role="alert">
              {p.message}
            </p>
          ))}
          <label>
            Answers allowed
            <select value={type} onChange={(e) => setType(e.currentTarget.value as PollType)}>
              <option value="SINGLE_CHOICE">One answer</option>
              <option value="MULTIPLE_CHOICE">Several answers</option>
            </select>
          </label>
          <div class="publish">
            <label>
              Opens
              <input type="datetime-local" value={opensAt} required onInput={(e) => setOpensAt(e.currentTarget.value)} />
            </label>
            <label>
              Closes
              <input type="datetime-local" value={closesAt} required onInput={(e) => setClosesAt(e.currentTarget.value)} />
            </label>
          </div>
          {[...problemAt('OPENS_AT'), ...problemAt('CLOSES_AT')].map((p, i) => (
            <p key={i} class="problem" role="alert">
              {p.message}
            </p>
          ))}
          <div class="actions">
            <button type="submit" disabled={busy || tooLong}>
              {poll ? 'Save new poll' : 'Create poll'}
            </button>
            {poll ? (
              <button type="button" onClick={() => setEditing(false)}>
                Cancel
              </button>
            ) : null}
          </div>
        </form>
      ) : null}
      <ErrorNote errors={errors} />
    </section>
  );
}
