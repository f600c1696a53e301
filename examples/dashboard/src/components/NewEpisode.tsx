import { documents, type ClientError } from '@podcast-graph/client';
import { useState } from 'preact/hooks';
import { useClient } from '../graph.js';
import { newJobId } from '../job-id.js';
import { ErrorNote } from './ErrorNote.js';

/**
 * Creates a draft in a show. The upstream lists only published episodes (spec: its one list
 * filter), so the page keeps the drafts it made this visit and shows them under their show.
 */
export function NewEpisode({ stationId, onCreated }: { stationId: number; onCreated(episode: { episodeId: number; title: string }): void }) {
  const client = useClient();
  const [open, setOpen] = useState(false);
  const [title, setTitle] = useState('');
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<ClientError[]>([]);
  // One key per intended episode: a retried click after a lost answer cannot make a second draft.
  const [key, setKey] = useState(newJobId);

  if (!open) {
    return (
      <button type="button" class="link" onClick={() => setOpen(true)}>
        New draft
      </button>
    );
  }
  return (
    <form
      class="new-episode"
      onSubmit={async (e) => {
        e.preventDefault();
        if (!title.trim()) return;
        setBusy(true);
        const r = await client.request(documents.CreateEpisode, {
          idempotencyKey: key,
          input: { stationId, title: title.trim(), timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone },
        });
        setBusy(false);
        setErrors(r.errors);
        const id = r.data?.createEpisode?.episode?.id;
        if (id != null) {
          onCreated({ episodeId: id, title: title.trim() });
          setTitle('');
          setKey(newJobId());
          setOpen(false);
        }
      }}
    >
      <label>
        Draft title
        <input name="draftTitle" value={title} onInput={(e) => setTitle(e.currentTarget.value)} required />
      </label>
      <div class="actions">
        <button type="submit" disabled={busy || !title.trim()}>
          Create draft
        </button>
        <button type="button" onClick={() => setOpen(false)}>
          Cancel
        </button>
      </div>
      <ErrorNote errors={errors} context="new draft" />
    </form>
  );
}
