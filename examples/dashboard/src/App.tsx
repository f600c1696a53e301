import { createClient, type PersistedMode } from '@podcast-graph/client';
import { useMemo, useState } from 'preact/hooks';
import { ClientProvider } from './graph.js';
import { rememberToken, type PageConfig } from './page-config.js';
import type { LocalEpisode, Selection } from './selection.js';
import { AudioUpload } from './components/AudioUpload.js';
import { CommentsQueue } from './components/CommentsQueue.js';
import { EpisodeEditor } from './components/EpisodeEditor.js';
import { PlaysChart } from './components/PlaysChart.js';
import { ShowsList } from './components/ShowsList.js';

type EpisodeTab = 'details' | 'audio' | 'analytics';
type ShowTab = 'comments' | 'analytics';
const EPISODE_TABS: Array<[EpisodeTab, string]> = [
  ['details', 'Details'],
  ['audio', 'Audio'],
  ['analytics', 'Analytics'],
];
const SHOW_TABS: Array<[ShowTab, string]> = [
  ['comments', 'Review queue'],
  ['analytics', 'Analytics'],
];

export function App({ config, initialToken }: { config: PageConfig; initialToken: string }) {
  const [token, setToken] = useState(initialToken);
  const [draft, setDraft] = useState(initialToken);
  const [selection, setSelection] = useState<Selection | null>(null);
  const [episodeTab, setEpisodeTab] = useState<EpisodeTab>('details');
  const [showTab, setShowTab] = useState<ShowTab>('comments');
  const [listVersion, setListVersion] = useState(0);
  const [local, setLocal] = useState<LocalEpisode[]>([]);

  // One client per token; the gateway's persisted-documents mode decides how documents travel.
  const client = useMemo(
    () => createClient({ url: new URL('/graphql', location.origin).href, token: token || null, persisted: config.persisted as PersistedMode }),
    [token, config.persisted],
  );
  const refreshList = () => setListVersion((v) => v + 1);

  return (
    <ClientProvider client={client}>
      <header class="top">
        <h1>Creator dashboard</h1>
        <form
          class="token"
          onSubmit={(e) => {
            e.preventDefault();
            rememberToken(draft.trim());
            setToken(draft.trim());
            setSelection(null);
          }}
        >
          <label>
            Token{' '}
            <input name="token" type="password" autoComplete="off" value={draft} onInput={(e) => setDraft(e.currentTarget.value)} placeholder="Bearer token" />
          </label>
          <button type="submit">Use token</button>
          {config.sandboxToken && token === config.sandboxToken ? <span class="muted">sandbox token</span> : null}
          {config.persisted !== 'off' ? <span class="muted">persisted documents ({config.persisted})</span> : null}
        </form>
      </header>
      {!token ? (
        <main class="empty">
          <p>Paste a bearer token above: every request is made with it, as the gateway's API expects.</p>
        </main>
      ) : (
        <main class="layout">
          <ShowsList
            selected={selection}
            onSelect={setSelection}
            refreshKey={listVersion}
            local={local}
            onCreated={(e) => setLocal((list) => [...list, e])}
          />
          <div class="content">
            {!selection ? <p class="muted">Pick an episode to edit it, upload its audio or see its plays; pick a show for its comments.</p> : null}
            {selection?.kind === 'episode' ? (
              <>
                <Tabs
                  label={selection.title || 'Episode'}
                  tabs={EPISODE_TABS}
                  current={episodeTab}
                  onPick={setEpisodeTab}
                />
                {episodeTab === 'details' ? <EpisodeEditor key={selection.episodeId} episodeId={selection.episodeId} onChanged={refreshList} /> : null}
                {episodeTab === 'audio' ? <AudioUpload key={selection.episodeId} episodeId={selection.episodeId} stationId={selection.stationId} onDone={refreshList} /> : null}
                {episodeTab === 'analytics' ? <PlaysChart key={selection.episodeId} target={{ kind: 'episode', episodeId: selection.episodeId }} /> : null}
              </>
            ) : null}
            {selection?.kind === 'show' ? (
              <>
                <Tabs
                  label={selection.name}
                  tabs={SHOW_TABS}
                  current={showTab}
                  onPick={setShowTab}
                />
                {showTab === 'comments' ? <CommentsQueue key={selection.stationId} stationId={selection.stationId} /> : null}
                {showTab === 'analytics' ? <PlaysChart key={selection.stationId} target={{ kind: 'show', stationId: selection.stationId }} /> : null}
              </>
            ) : null}
          </div>
        </main>
      )}
    </ClientProvider>
  );
}

function Tabs<T extends string>({ label, tabs, current, onPick }: { label: string; tabs: Array<[T, string]>; current: T; onPick: (tab: T) => void }) {
  return (
    <div class="tabs" role="tablist" aria-label={label}>
      {tabs.map(([id, text]) => (
        <button key={id} type="button" role="tab" aria-selected={current === id} class={current === id ? 'active' : ''} onClick={() => onPick(id)}>
          {text}
        </button>
      ))}
    </div>
  );
}
