import { documents, type ClientError } from '@podcast-graph/client';
import { useState } from 'preact/hooks';
import { errorsAt, requestErrors, useQuery } from '../graph.js';
import type { Route } from '../route.js';
import { ErrorNote } from './ErrorNote.js';
import { NewEpisode } from './NewEpisode.js';
import { OpenEpisode } from './OpenEpisode.js';
import { StateBadge, whenText } from './StateBadge.js';

interface EpisodeRow {
  id: number | null;
  title: string | null;
  state: string | null;
  publishOn: string | null;
  /** The upstream's own publish date (a published episode's `publishOn` may be null). */
  publishedOn?: { seconds: number | null } | null;
}

/** When the episode goes or went live: `publishOn`, else the upstream's `publishedOn`. */
function liveAt(episode: EpisodeRow): string | null {
  if (episode.publishOn) return episode.publishOn;
  const seconds = episode.publishedOn?.seconds;
  return typeof seconds === 'number' && seconds > 0 ? new Date(seconds * 1000).toISOString() : null;
}

interface Props {
  selected: Route;
  onSelect(route: Route): void;
  /** The App bumps it after an edit elsewhere, so titles, badges and lists follow. */
  refreshKey: number;
  /** A draft was created: the lists ask again. */
  onCreated(): void;
}

/**
 * The creator's shows, each with its drafts and scheduled episodes first (as far as the gateway
 * knows them: the host lists published episodes only, so the list says it may be incomplete),
 * then its published episodes with their dates. A show whose list failed keeps its place and
 * says why; the other shows are listed as usual.
 */
export function ShowsList({ selected, onSelect, refreshKey, onCreated }: Props) {
  const { data, errors, loading } = useQuery(documents.ShowsAndEpisodes, {}, refreshKey);
  const shows = data?.showsForUser?.shows ?? [];
  return (
    <nav class="shows" aria-label="Shows and episodes">
      <OpenEpisode onOpen={onSelect} />
      <h2>Shows</h2>
      {loading && !data ? <p class="muted">Loading shows…</p> : null}
      <ErrorNote errors={requestErrors(errors)} />
      <ErrorNote errors={errorsAt(errors, ['showsForUser']).filter((e) => e.path!.length <= 2)} />
      {shows.map((show, i) => {
        if (!show) return <ErrorNote key={i} errors={errorsAt(errors, ['showsForUser', 'shows', i])} />;
        const stationId = show.stationId;
        const name = show.name ?? show.uri ?? 'Untitled show';
        const showSelected = selected.kind === 'show' && selected.stationId === stationId;
        return (
          <section class="show" key={show.uri ?? i} data-station-id={stationId ?? ''} aria-label={name}>
            <h3>{name}</h3>
            {stationId != null ? (
              <button
                type="button"
                class={`link ${showSelected ? 'active' : ''}`}
                aria-current={showSelected ? 'page' : undefined}
                onClick={() => onSelect({ kind: 'show', stationId, tab: 'comments' })}
              >
                Comments and analytics
              </button>
            ) : (
              <ErrorNote errors={errorsAt(errors, ['showsForUser', 'shows', i, 'stationId'])} context="Show number" />
            )}
            {stationId != null ? <Unpublished stationId={stationId} selected={selected} onSelect={onSelect} refreshKey={refreshKey} /> : null}
            <Published
              stationId={stationId}
              first={show.episodesV2?.items ?? null}
              firstErrors={errorsAt(errors, ['showsForUser', 'shows', i, 'episodesV2'])}
              selected={selected}
              onSelect={onSelect}
              refreshKey={refreshKey}
            />
            {stationId != null ? (
              <NewEpisode
                stationId={stationId}
                onCreated={(e) => {
                  onCreated();
                  onSelect({ kind: 'episode', stationId, episodeId: e.episodeId, tab: 'details' });
                }}
              />
            ) : null}
          </section>
        );
      })}
    </nav>
  );
}

function EpisodeButton({ stationId, episode, selected, onSelect }: { stationId: number | null; episode: EpisodeRow; selected: Route; onSelect(route: Route): void }) {
  const active = selected.kind === 'episode' && selected.episodeId === episode.id;
  const when = whenText(episode.state, liveAt(episode));
  return (
    <button
      type="button"
      class={`episode ${active ? 'active' : ''}`}
      aria-current={active ? 'page' : undefined}
      disabled={episode.id == null || stationId == null}
      data-episode-id={episode.id ?? ''}
      onClick={() => episode.id != null && stationId != null && onSelect({ kind: 'episode', stationId, episodeId: episode.id, tab: 'details' })}
    >
      <span class="title" title={episode.title && episode.title.length > 80 ? episode.title : undefined}>
        {episode.title || <em>Untitled</em>}
      </span>
      <StateBadge state={episode.state} publishOn={episode.publishOn} />
      {when ? <span class="when">{when}</span> : null}
    </button>
  );
}

/**
 * A show's drafts and scheduled episodes (Show.knownUnpublishedEpisodes): the host's own list
 * where it offers one, else what the gateway learned, which the list then says may be incomplete.
 */
function Unpublished({ stationId, selected, onSelect, refreshKey }: { stationId: number; selected: Route; onSelect(route: Route): void; refreshKey: number }) {
  const { data, errors, loading } = useQuery(documents.ShowUnpublishedEpisodes, { stationId }, refreshKey);
  const rows = data?.show?.knownUnpublishedEpisodes ?? [];
  const headingId = `unpublished-${stationId}`;
  return (
    <div class="episode-group unpublished">
      <h4 id={headingId}>Drafts and scheduled</h4>
      <ErrorNote errors={errors} context="Drafts" />
      {loading && !data ? <p class="muted">Loading drafts…</p> : null}
      <ul class="episodes" aria-labelledby={headingId}>
        {rows.map((episode) => (
          <li key={episode.id}>
            <EpisodeButton stationId={stationId} episode={episode} selected={selected} onSelect={onSelect} />
          </li>
        ))}
        {data && rows.length === 0 ? <li class="muted">None known.</li> : null}
      </ul>
      {data?.show?.unpublishedEpisodesSource === 'LEARNED' ? (
        <p class="muted incomplete" data-source="LEARNED">
          The host lists only published episodes, so this shows the drafts and scheduled episodes made, opened or changed through this dashboard&rsquo;s service. Others may exist: open one by its link or ID above.
        </p>
      ) : data?.show?.unpublishedEpisodesSource === 'UPSTREAM_LIST' ? (
        <p class="muted incomplete" data-source="UPSTREAM_LIST">
          As the host lists them.
        </p>
      ) : null}
    </div>
  );
}

/** A show's latest published episodes from the overview; "More episodes" asks for that show's longer list. */
function Published({ stationId, first, firstErrors, selected, onSelect, refreshKey }: { stationId: number | null; first: EpisodeRow[] | null; firstErrors: ClientError[]; selected: Route; onSelect(route: Route): void; refreshKey: number }) {
  const [more, setMore] = useState(false);
  const longer = useQuery(documents.ShowEpisodes, more && stationId != null ? { stationId, pageSize: 50 } : null, refreshKey);
  const rows: EpisodeRow[] | null = more && longer.data?.show?.episodesV2 ? longer.data.show.episodesV2.items : first;
  const errors = more ? longer.errors : firstErrors;
  const headingId = `published-${stationId ?? 'x'}`;
  return (
    <div class="episode-group published">
      <h4 id={headingId}>Published</h4>
      <ErrorNote errors={errors} context="Episodes" />
      <ul class="episodes" aria-labelledby={headingId}>
        {(rows ?? []).map((episode, i) => (
          <li key={episode.id ?? i}>
            <EpisodeButton stationId={stationId} episode={episode} selected={selected} onSelect={onSelect} />
          </li>
        ))}
        {rows && rows.length === 0 ? <li class="muted">No published episodes yet.</li> : null}
      </ul>
      {!more && rows && rows.length >= 10 && stationId != null ? (
        <button type="button" class="link" onClick={() => setMore(true)}>
          More episodes
        </button>
      ) : null}
      {more && longer.loading ? <p class="muted">Loading episodes…</p> : null}
    </div>
  );
}
