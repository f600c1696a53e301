import { createClient, type PersistedMode } from '@podcast-graph/client';
import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import { ClientProvider } from './graph.js';
import { rememberToken, type PageConfig } from './page-config.js';
import { parseRoute, routeHash, type EpisodeTab, type Route, type ShowTab } from './route.js';
import { createGuard, GuardProvider } from './unsaved.js';
import { AudioUpload } from './components/AudioUpload.js';
import { CommentsQueue } from './components/CommentsQueue.js';
import { EpisodeEditor } from './components/EpisodeEditor.js';
import { PlaysChart } from './components/PlaysChart.js';
import { PollEditor } from './components/PollEditor.js';
import { ShowsList } from './components/ShowsList.js';

const EPISODE_TABS: Array<[EpisodeTab, string]> = [
  ['details', 'Details'],
  ['audio', 'Audio'],
  ['poll', 'Poll'],
  ['analytics', 'Analytics'],
];
const SHOW_TABS: Array<[ShowTab, string]> = [
  ['comments', 'Review queue'],
  ['analytics', 'Analytics'],
];

/**
 * The page: the token, the shows with their episodes, and the selected show's or episode's
 * views. What is selected lives in the URL (route.ts), so a reload, a bookmark and back and
 * forward keep it; leaving an editor with unsaved edits asks first (unsaved.tsx).
 */
export function App({ config, initialToken }: { config: PageConfig; initialToken: string }) {
  const [token, setToken] = useState(initialToken);
  const [draft, setDraft] = useState(initialToken);
  const [route, setRoute] = useState<Route>(() => parseRoute(location.hash));
  const [listVersion, setListVersion] = useState(0);
  const guard = useMemo(createGuard, []);
  const shownHash = useRef(location.hash);

  // Back and forward: the URL changed under the page. Unsaved edits ask first; staying puts the URL back.
  useEffect(() => {
    const onHashChange = () => {
      if (location.hash === shownHash.current) return;
      if (!guard.mayLeave()) {
        history.pushState(null, '', shownHash.current || '#/');
        return;
      }
      shownHash.current = location.hash;
      setRoute(parseRoute(location.hash));
    };
    window.addEventListener('hashchange', onHashChange);
    // A change between the first render and this effect (a quick Back) is not lost.
    onHashChange();
    return () => window.removeEventListener('hashchange', onHashChange);
  }, [guard]);

  /** Goes to `next` (a new history entry), unless unsaved edits keep the user here. */
  const navigate = (next: Route) => {
    const hash = routeHash(next);
    if (hash === shownHash.current) return;
    if (!guard.mayLeave()) return;
    shownHash.current = hash;
    location.hash = hash;
    setRoute(next);
  };

  // One client per token; the gateway's persisted-documents mode decides how documents travel.
  const client = useMemo(
    () => createClient({ url: new URL('/graphql', location.origin).href, token: token || null, persisted: config.persisted as PersistedMode }),
    [token, config.persisted],
  );
  const refreshList = () => setListVersion((v) => v + 1);

  return (
    <GuardProvider guard={guard}>
      <ClientProvider client={client}>
        {/* First stop of the keyboard: past the token form and the shows list, to the view (the editor). */}
        <a
          class="skip-link"
          href="#content"
          onClick={(e) => {
            e.preventDefault();
            document.getElementById('content')?.focus();
          }}
        >
          Skip to the editor
        </a>
        <header class="top">
          <h1>Creator dashboard</h1>
          <form
            class="token"
            onSubmit={(e) => {
              e.preventDefault();
              if (draft.trim() === token) return;
              if (!guard.mayLeave()) return;
              rememberToken(draft.trim());
              setToken(draft.trim());
              navigate({ kind: 'home' });
            }}
          >
            <label class="inline">
              Token{' '}
              <input name="token" type="password" autoComplete="off" value={draft} onInput={(e) => setDraft(e.currentTarget.value)} placeholder="Bearer token" />
            </label>
            <button type="submit">Use token</button>
            {config.sandboxToken && token === config.sandboxToken ? <span class="muted">sandbox token</span> : null}
            {config.sandboxToken && draft.trim() !== config.sandboxToken ? (
              <button
                type="button"
                onClick={() => {
                  if (token !== config.sandboxToken && !guard.mayLeave()) return;
                  setDraft(config.sandboxToken!);
                  rememberToken('');
                  setToken(config.sandboxToken!);
                }}
              >
                Use the sandbox token
              </button>
            ) : null}
            {config.persisted !== 'off' ? <span class="muted">persisted documents ({config.persisted})</span> : null}
          </form>
        </header>
        {!token ? (
          <main class="empty">
            <p>Paste a bearer token above: every request is made with it, as the gateway's API expects.</p>
          </main>
        ) : (
          <main class="layout">
            <ShowsList selected={route} onSelect={navigate} refreshKey={listVersion} onCreated={refreshList} />
            <section class="content" id="content" tabIndex={-1} aria-label="Selected view">
              {route.kind === 'home' ? <p class="muted">Pick an episode to edit it, upload its audio or see its plays; pick a show for its comments.</p> : null}
              {route.kind === 'episode' ? (
                <>
                  <Tabs label="Episode views" tabs={EPISODE_TABS} current={route.tab} onPick={(tab) => navigate({ ...route, tab })} />
                  <div role="tabpanel" aria-label={EPISODE_TABS.find(([t]) => t === route.tab)![1]}>
                    {route.tab === 'details' ? <EpisodeEditor
                        key={route.episodeId}
                        episodeId={route.episodeId}
                        onChanged={refreshList}
                        onDeleted={() => {
                          refreshList();
                          navigate({ kind: 'show', stationId: route.stationId, tab: 'comments' });
                        }}
                      /> : null}
                    {route.tab === 'audio' ? <AudioUpload key={route.episodeId} episodeId={route.episodeId} stationId={route.stationId} onDone={refreshList} /> : null}
                    {route.tab === 'poll' ? <PollEditor key={route.episodeId} episodeId={route.episodeId} /> : null}
                    {route.tab === 'analytics' ? <PlaysChart key={route.episodeId} target={{ kind: 'episode', episodeId: route.episodeId }} /> : null}
                  </div>
                </>
              ) : null}
              {route.kind === 'show' ? (
                <>
                  <Tabs label="Show views" tabs={SHOW_TABS} current={route.tab} onPick={(tab) => navigate({ ...route, tab })} />
                  <div role="tabpanel" aria-label={SHOW_TABS.find(([t]) => t === route.tab)![1]}>
                    {route.tab === 'comments' ? <CommentsQueue key={route.stationId} stationId={route.stationId} /> : null}
                    {route.tab === 'analytics' ? <PlaysChart key={route.stationId} target={{ kind: 'show', stationId: route.stationId }} /> : null}
                  </div>
                </>
              ) : null}
            </section>
          </main>
        )}
      </ClientProvider>
    </GuardProvider>
  );
}

/** Tabs as the ARIA pattern has them: one tab stop, arrow keys move between tabs. */
function Tabs<T extends string>({ label, tabs, current, onPick }: { label: string; tabs: Array<[T, string]>; current: T; onPick: (tab: T) => void }) {
  const onKeyDown = (event: KeyboardEvent) => {
    const i = tabs.findIndex(([id]) => id === current);
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (!step) return;
    event.preventDefault();
    const next = tabs[(i + step + tabs.length) % tabs.length][0];
    onPick(next);
    requestAnimationFrame(() => (document.querySelector(`[data-tab="${next}"]`) as HTMLElement | null)?.focus());
  };
  return (
    <div class="tabs" role="tablist" aria-label={label} onKeyDown={onKeyDown}>
      {tabs.map(([id, text]) => (
        <button key={id} type="button" role="tab" data-tab={id} tabIndex={current === id ? 0 : -1} aria-selected={current === id} class={current === id ? 'active' : ''} onClick={() => onPick(id)}>
          {text}
        </button>
      ))}
    </div>
  );
}
