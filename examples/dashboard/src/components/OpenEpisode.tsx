import { documents, type ClientError } from '@podcast-graph/client';
import { useState } from 'preact/hooks';
import { useClient } from '../graph.js';
import { parseRoute, type Route } from '../route.js';
import { ErrorNote } from './ErrorNote.js';

/** What a pasted text names: a page route (a dashboard link), an episode URI, or a numeric ID. */
export function readEpisodeRef(text: string): { route: Route } | { uri: string } | { id: number } | null {
  const value = text.trim();
  const hash = value.indexOf('#/');
  if (hash >= 0) {
    const route = parseRoute(value.slice(hash));
    if (route.kind === 'episode') return { route };
  }
  const uri = /platform:episode:[A-Za-z0-9]+/.exec(value);
  if (uri) return { uri: uri[0] };
  if (/^\d{1,15}$/.test(value) && Number(value) > 0) return { id: Number(value) };
  return null;
}

/**
 * Opens any episode the creator can name: its ID, its URI (`platform:episode:...`) or a link to
 * it in this dashboard. The gateway says which show it is in (`Episode.stationId`), which the
 * page needs for the episode's views.
 */
export function OpenEpisode({ onOpen }: { onOpen(route: Route): void }) {
  const client = useClient();
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [errors, setErrors] = useState<ClientError[]>([]);
  const [busy, setBusy] = useState(false);

  async function open(event: Event) {
    event.preventDefault();
    setProblem(null);
    setErrors([]);
    const ref = readEpisodeRef(text);
    if (!ref) return setProblem('Paste an episode\u2019s ID (digits), its URI (platform:episode:\u2026) or a link to it in this dashboard.');
    if ('route' in ref) return onOpen(ref.route);
    setBusy(true);
    const r = await client.request(documents.EpisodeLocation, ref);
    setBusy(false);
    const episode = r.data?.episode;
    if (!episode || episode.id == null) return setErrors(r.errors.length ? r.errors : [{ code: 'NOT_FOUND', message: 'No such episode.' }]);
    if (episode.stationId == null) return setProblem(`The host does not say which show episode ${episode.id} is in, so the page cannot open its views. Open it from its show\u2019s list.`);
    setText('');
    onOpen({ kind: 'episode', stationId: episode.stationId, episodeId: episode.id, tab: 'details' });
  }

  return (
    <form class="open-episode" onSubmit={open} role="search" aria-label="Open an episode">
      <label>
        Open an episode by link or ID
        <input name="episodeRef" value={text} onInput={(e) => setText(e.currentTarget.value)} placeholder="700123 or platform:episode:…" autoComplete="off" />
      </label>
      <button type="submit" disabled={busy || !text.trim()}>
        Open
      </button>
      {problem ? (
        <p class="problem" role="alert">
          {problem}
        </p>
      ) : null}
      <ErrorNote errors={errors} context="Open" />
    </form>
  );
}
