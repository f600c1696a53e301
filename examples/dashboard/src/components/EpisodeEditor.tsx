import { documents, type ClientError } from '@podcast-graph/client';
import { useEffect, useState } from 'preact/hooks';
import { errorsAt, requestErrors, useClient, useQuery } from '../graph.js';
import { useUnsaved } from '../unsaved.js';
import { ErrorNote } from './ErrorNote.js';
import { StateBadge, whenText } from './StateBadge.js';
import { browserZone, formatDateTime, fromLocalInput, toLocalInput, zoneAbbreviation } from '../time.js';

interface Props {
  episodeId: number;
  /** Called after a change was saved, so lists showing the episode ask again. */
  onChanged(): void;
  /** Called once the episode was deleted. */
  onDeleted(): void;
}

/**
 * Reads one episode and edits it: title and description (a partial update: only what changed is
 * sent), schedule for a time, publish now, the sponsored-content flag. Unsaved edits hold the
 * page (unsaved.tsx). Every answer's errors are shown next to what failed, in plain words.
 */
export function EpisodeEditor({ episodeId, onChanged, onDeleted }: Props) {
  const client = useClient();
  const query = useQuery(documents.Episode, { id: episodeId });
  const episode = query.data?.episode ?? null;
  const [title, setTitle] = useState('');
  const [description, setDescription] = useState('');
  const [publishOn, setPublishOn] = useState('');
  const [busy, setBusy] = useState(false);
  /** `problem`: the page refused the input itself (nothing was sent). */
  const [outcome, setOutcome] = useState<{ message: string; errors: ClientError[]; problem?: boolean } | null>(null);
  const [shareUrl, setShareUrl] = useState<string | null>(null);

  // The form starts from what the graph holds, again after each save; the time field shows the schedule.
  const [formFor, setFormFor] = useState<number | null>(null);
  const scheduled = toLocalInput(episode?.state === 'SCHEDULED' ? episode.publishOn : null);
  useEffect(() => {
    if (!episode) return;
    setTitle(episode.title ?? '');
    setDescription(episode.description ?? '');
    setPublishOn(scheduled);
    setFormFor(episode.id);
  }, [episode?.id, episode?.title, episode?.description, scheduled]);
  useEffect(() => setOutcome(null), [episodeId]);

  // Not before the form holds the episode: the render between its arrival and the form's filling
  // is no edit (back and forward then would ask about nothing, and stay).
  const dirty = !!episode && formFor === episode.id && (title !== (episode.title ?? '') || description !== (episode.description ?? '') || publishOn !== scheduled);
  useUnsaved(dirty);

  async function run(label: string, failed: string, action: () => Promise<{ errors: ClientError[]; note?: string | null; shareUrl?: string | null }>) {
    setBusy(true);
    setOutcome(null);
    const result = await action();
    setBusy(false);
    setOutcome({ message: result.errors.length === 0 ? `${label}${result.note ? ` ${result.note}` : ''}` : failed, errors: result.errors });
    if (result.shareUrl) setShareUrl(result.shareUrl);
    if (result.errors.length === 0) {
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
    void run('Saved.', 'Could not save', async () => {
      const r = await client.request(documents.UpdateEpisode, { id: episodeId, input });
      const matches = r.data?.updateEpisode?.descriptionMatches;
      return { errors: r.errors, shareUrl: r.data?.updateEpisode?.shareUrl, note: input.description !== undefined && matches === false ? 'The host changed the description\u2019s formatting.' : null };
    });
  };

  const schedule = () => {
    if (!publishOn) return setOutcome({ message: 'Pick a date and time first.', errors: [], problem: true });
    // datetime-local is a wall-clock time in the browser's zone: sent as the instant it names
    // there (never a bare string the host would misread), whatever daylight-saving change lies between.
    const at = fromLocalInput(publishOn);
    if (!at) return setOutcome({ message: `That time does not exist in ${browserZone()} (the clocks skip it). Pick another.`, errors: [], problem: true });
    void run(`Scheduled for ${formatDateTime(at)}.`, 'Could not schedule', async () => {
      const r = await client.request(documents.ScheduleEpisode, { id: episodeId, publishOn: at.toISOString() });
      return { errors: r.errors, shareUrl: r.data?.scheduleEpisode?.shareUrl };
    });
  };

  const publish = () => {
    if (!window.confirm(`Publish “${episode?.title || 'this episode'}” now? Listeners can hear it at once, and its publish time can no longer change.`)) return;
    void run('Published.', 'Could not publish', async () => {
      const r = await client.request(documents.PublishEpisode, { id: episodeId });
      return { errors: r.errors, shareUrl: r.data?.publishEpisode?.shareUrl };
    });
  };

  const remove = async () => {
    if (!window.confirm(`Delete “${episode?.title || 'this episode'}” for good? This cannot be undone.`)) return;
    setBusy(true);
    setOutcome(null);
    const r = await client.request(documents.DeleteEpisode, { id: episodeId, confirmIrreversible: true });
    setBusy(false);
    if (r.errors.length === 0) return onDeleted();
    setOutcome({ message: 'Could not delete', errors: r.errors });
  };

  const setSponsored = (value: boolean) =>
    void run(value ? 'Marked as sponsored.' : 'Marked as not sponsored.', 'Could not change the sponsored-content flag', async () => {
      const r = await client.request(documents.SetEpisodeSponsoredContent, { id: episodeId, containsSponsoredContent: value });
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

  const seconds = episode.publishedOn?.seconds;
  const when = whenText(episode.state, episode.publishOn ?? (typeof seconds === 'number' && seconds > 0 ? new Date(seconds * 1000).toISOString() : null));
  const sponsoredErrors = errorsAt(query.errors, ['episode', 'containsSponsoredContent']);
  return (
    <section class="panel" aria-label="Episode editor">
      <header class="panel-head">
        <h2 class="wrap">{episode.title || 'Untitled episode'}</h2>
        <StateBadge state={episode.state} publishOn={episode.publishOn} />
      </header>
      <ErrorNote errors={requestErrors(query.errors)} />
      {/* Failed fields the panel shows, said once under the title (the sponsored flag's beside it). The
          URI is not shown: a new draft's may not be found yet, which changes nothing here. */}
      <ErrorNote errors={errorsAt(query.errors, ['episode']).filter((e) => e.path!.length > 1 && !['containsSponsoredContent', 'uri'].includes(String(e.path![1])))} context="Not loaded" />
      <p class="muted" data-field="when">
        {episode.state === 'SCHEDULED' && when ? `Scheduled: ${when}. ` : null}
        {episode.state === 'PUBLISHED' && when ? `Published ${when}. ` : null}
        {episode.state === 'DRAFT' ? 'Draft: not public, no publish time. ' : null}
        {episode.episodeType ? `${episode.episodeType.charAt(0)}${episode.episodeType.slice(1).toLowerCase()} episode` : null}
        {episode.isExplicit ? ', explicit' : null}
      </p>

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
          {dirty ? <span class="muted unsaved">Unsaved changes</span> : null}
        </div>
      </form>

      {episode.state !== 'PUBLISHED' ? (
        <div class="publish">
          <label>
            Publish at ({zoneAbbreviation(fromLocalInput(publishOn) ?? new Date())}, {browserZone()})
            <input type="datetime-local" name="publishOn" value={publishOn} onInput={(e) => setPublishOn(e.currentTarget.value)} aria-describedby="zone-note" />
          </label>
          <button type="button" onClick={schedule} disabled={busy}>
            Schedule
          </button>
          <button type="button" onClick={publish} disabled={busy}>
            Publish now
          </button>
          <p class="muted zone-note" id="zone-note">
            Times are in your browser&rsquo;s time zone, {browserZone()}.
          </p>
        </div>
      ) : null}

      <fieldset class="settings" data-field="sponsored">
        <legend>Sponsored content</legend>
        <label class="inline check">
          <input
            type="checkbox"
            name="sponsored"
            checked={episode.containsSponsoredContent === true}
            disabled={busy || episode.containsSponsoredContent == null}
            onChange={(e) => setSponsored(e.currentTarget.checked)}
          />
          This episode contains sponsored content (paid promotion)
        </label>
        {episode.containsSponsoredContent == null && sponsoredErrors.length === 0 ? <p class="muted">Not known.</p> : null}
        <ErrorNote errors={sponsoredErrors} context="sponsored content" />
      </fieldset>

      {(shareUrl ?? episode.shareUrl) ? (
        <p class="share" data-field="share">
          Share link:{' '}
          <a href={(shareUrl ?? episode.shareUrl)!} target="_blank" rel="noopener noreferrer" class="wrap">
            {shareUrl ?? episode.shareUrl}
          </a>{' '}
          <button type="button" onClick={() => void navigator.clipboard?.writeText((shareUrl ?? episode.shareUrl)!)}>
            Copy link
          </button>
        </p>
      ) : null}

      {outcome ? (
        <div class="outcome" role="status">
          {outcome.errors.length === 0 ? <p class={outcome.problem ? 'problem' : 'ok'}>{outcome.message}</p> : <ErrorNote errors={outcome.errors} context={outcome.message} />}
        </div>
      ) : null}

      <div class="actions danger-zone">
        <button type="button" class="danger" onClick={() => void remove()} disabled={busy}>
          Delete episode
        </button>
      </div>
    </section>
  );
}
