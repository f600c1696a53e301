import { documents, type ClientError } from '@podcast-graph/client';
import { useEffect, useState } from 'preact/hooks';
import { errorsAt, requestErrors, useClient, useQuery } from '../graph.js';
import { ErrorNote } from './ErrorNote.js';
import { StateBadge } from './StateBadge.js';

interface Props {
  episodeId: number;
  /** Called after a change was saved, so lists showing the episode ask again. */
  onChanged(): void;
}

/**
 * Reads one episode and edits it: title and description (a partial update: only what changed is
 * sent), schedule for a time, publish now. Every answer's errors are shown next to what failed.
 */
export function EpisodeEditor({ episodeId, onChanged }: Props) {
  const client = useClient();
  const query = useQuery(documents.Episode, { id: episodeId });
  const episode = query.data?.episode ?? null;
  const [title, setTitle] = useState('');
  const [description, setDescription] = useState('');
  const [publishOn, setPublishOn] = useState('');
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<{ message: string; errors: ClientError[] } | null>(null);

  // The form starts from what the graph holds, again after each save.
  useEffect(() => {
    if (!episode) return;
    setTitle(episode.title ?? '');
    setDescription(episode.description ?? '');
  }, [episode?.id, episode?.title, episode?.description]);
  useEffect(() => setOutcome(null), [episodeId]);

  async function run(label: string, action: () => Promise<{ errors: ClientError[]; note?: string | null }>) {
    setBusy(true);
    setOutcome(null);
    const { errors, note } = await action();
    setBusy(false);
    setOutcome({ message: errors.length === 0 ? `${label}${note ? ` ${note}` : ''}` : `${label} failed`, errors });
    if (errors.length === 0) {
      query.reload();
      onChanged();
    }
  }

  const save = (event: Event) => {
    event.preventDefault();
    if (!episode) return;
    const input: { title?: string; description?: string } = {};
    if (title !== (episode.title ?? '')) input.title = title;
    if (description !== (episode.description ?? '')) input.description = description;
    if (Object.keys(input).length === 0) return setOutcome({ message: 'Nothing changed.', errors: [] });
    void run('Saved.', async () => {
      const r = await client.request(documents.UpdateEpisode, { id: episodeId, input });
      const matches = r.data?.updateEpisode?.descriptionMatches;
      return { errors: r.errors, note: input.description !== undefined && matches === false ? 'The host rewrote the description beyond markup.' : null };
    });
  };

  const schedule = () => {
    if (!publishOn) return setOutcome({ message: 'Pick a date and time first.', errors: [] });
    // datetime-local is the user's local time: sent as an ISO instant (never a bare string the host would misread).
    const at = new Date(publishOn).toISOString();
    void run('Scheduled.', async () => {
      const r = await client.request(documents.ScheduleEpisode, { id: episodeId, publishOn: at });
      return { errors: r.errors };
    });
  };

  const publish = () =>
    void run('Published.', async () => {
      const r = await client.request(documents.PublishEpisode, { id: episodeId });
      return { errors: r.errors };
    });

  if (!episode) {
    return (
      <section class="panel" aria-label="Episode editor">
        {query.loading ? <p class="muted">Loading episode…</p> : null}
        <ErrorNote errors={query.errors} />
      </section>
    );
  }

  return (
    <section class="panel" aria-label="Episode editor">
      <header class="panel-head">
        <h2>{episode.title || 'Untitled episode'}</h2>
        <StateBadge state={episode.state} publishOn={episode.publishOn} />
      </header>
      <ErrorNote errors={requestErrors(query.errors)} />
      {/* Fields this panel does not place itself (the episode's URI...): said once, under the title. */}
      <ErrorNote errors={errorsAt(query.errors, ['episode']).filter((e) => e.path!.length > 1 && e.path![1] !== 'containsSponsoredContent')} context="not loaded" />
      <p class="muted">
        {episode.state === 'SCHEDULED' && episode.publishOn ? `Goes live ${new Date(episode.publishOn).toLocaleString()}. ` : null}
        {episode.state === 'PUBLISHED' && episode.publishOn ? `Published ${new Date(episode.publishOn).toLocaleString()}. ` : null}
        {episode.episodeType ? `${episode.episodeType.toLowerCase()} episode` : null}
        {episode.isExplicit ? ', explicit' : null}
      </p>
      <p class="muted" data-field="sponsored">
        Sponsored content:{' '}
        {episode.containsSponsoredContent == null ? '—' : episode.containsSponsoredContent ? 'yes' : 'no'}
      </p>
      <ErrorNote errors={errorsAt(query.errors, ['episode', 'containsSponsoredContent'])} context="sponsored content" />

      <form class="editor" onSubmit={save}>
        <label>
          Title
          <input name="title" value={title} onInput={(e) => setTitle(e.currentTarget.value)} required />
        </label>
        <label>
          Description (HTML)
          <textarea name="description" rows={5} value={description} onInput={(e) => setDescription(e.currentTarget.value)} />
        </label>
        <div class="actions">
          <button type="submit" disabled={busy}>
            Save changes
          </button>
        </div>
      </form>

      {episode.state !== 'PUBLISHED' ? (
        <div class="publish">
          <label>
            Publish at
            <input type="datetime-local" name="publishOn" value={publishOn} onInput={(e) => setPublishOn(e.currentTarget.value)} />
          </label>
          <button type="button" onClick={schedule} disabled={busy}>
            Schedule
          </button>
          <button type="button" onClick={publish} disabled={busy}>
            Publish now
          </button>
        </div>
      ) : null}

      {outcome ? (
        <div class="outcome" role="status">
          {outcome.errors.length === 0 ? <p class="ok">{outcome.message}</p> : <ErrorNote errors={outcome.errors} context={outcome.message} />}
        </div>
      ) : null}
    </section>
  );
}
