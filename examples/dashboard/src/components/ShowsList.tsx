import { documents, type ClientError } from '@podcast-graph/client';
import { useState } from 'preact/hooks';
import { errorsAt, requestErrors, useQuery } from '../graph.js';
import type { LocalEpisode, Selection } from '../selection.js';
import { ErrorNote } from './ErrorNote.js';
import { NewEpisode } from './NewEpisode.js';
import { StateBadge } from './StateBadge.js';

interface EpisodeRow {
  id: number | null;
  title: string | null;
  state: string | null;
  publishOn: string | null;
}

interface Props {
  selected: Selection | null;
  onSelect(selection: Selection): void;
  /** The App bumps it after an edit elsewhere, so titles and badges follow. */
  refreshKey: number;
  /** Episodes created on this page (drafts appear in no upstream list). */
  local: LocalEpisode[];
  onCreated(episode: LocalEpisode): void;
}

/**
 * The creator's shows with their latest episodes and each episode's state. A show whose episode
 * list failed keeps its place and says why; the other shows are listed as usual.
 */
export function ShowsList({ selected, onSelect, refreshKey, local, onCreated }: Props) {
  const { data, errors, loading } = useQuery(documents.ShowsAndEpisodes, {}, refreshKey);
  const shows = data?.showsForUser?.shows ?? [];
  return (
    <nav class="shows" aria-label="Shows and episodes">
      <h2>Shows</h2>
      {loading && !data ? <p class="muted">Loading shows…</p> : null}
      <ErrorNote errors={requestErrors(errors)} />
      <ErrorNote errors={errorsAt(errors, ['showsForUser']).filter((e) => e.path!.length <= 2)} />
      {shows.map((show, i) => {
        if (!show) return <ErrorNote key={i} errors={errorsAt(errors, ['showsForUser', 'shows', i])} />;
        const stationId = show.stationId;
        const name = show.name ?? show.uri ?? 'Untitled show';
        return (
          <section class="show" key={show.uri ?? i} data-station-id={stationId ?? ''}>
            <h3>{name}</h3>
            {stationId != null ? (
              <button
                type="button"
                class={`link ${selected?.kind === 'show' && selected.stationId === stationId ? 'active' : ''}`}
                onClick={() => onSelect({ kind: 'show', stationId, name })}
              >
                Comments and analytics
              </button>
            ) : (
              <ErrorNote errors={errorsAt(errors, ['showsForUser', 'shows', i, 'stationId'])} context="station ID" />
            )}
            <Episodes
              stationId={stationId}
              first={show.episodesV2?.items ?? null}
              firstErrors={errorsAt(errors, ['showsForUser', 'shows', i, 'episodesV2'])}
              selected={selected}
              onSelect={onSelect}
              refreshKey={refreshKey}
              local={local.filter((e) => e.stationId === stationId)}
              onCreated={onCreated}
            />
            {stationId != null ? (
              <NewEpisode
                stationId={stationId}
                onCreated={(e) => {
                  const created = { ...e, stationId };
                  onCreated(created);
                  onSelect({ kind: 'episode', stationId, episodeId: e.episodeId, title: e.title });
                }}
              />
            ) : null}
          </section>
        );
      })}
    </nav>
  );
}

/** A show's latest episodes from the overview; "More episodes" asks for that show's longer list. */
function Episodes({ stationId, first, firstErrors, selected, onSelect, refreshKey, local }: { stationId: number | null; first: EpisodeRow[] | null; firstErrors: ClientError[] } & Props) {
  const [more, setMore] = useState(false);
  const longer = useQuery(documents.ShowEpisodes, more && stationId != null ? { stationId, pageSize: 50 } : null, refreshKey);
  const rows: EpisodeRow[] | null = more && longer.data?.show?.episodesV2 ? longer.data.show.episodesV2.items : first;
  const errors = more ? longer.errors : firstErrors;
  return (
    <>
      <ErrorNote errors={errors} context="episodes" />
      <ul class="episodes">
        {(rows ?? []).map((episode, i) => (
          <li key={episode.id ?? i}>
            <button
              type="button"
              class={`episode ${selected?.kind === 'episode' && selected.episodeId === episode.id ? 'active' : ''}`}
              disabled={episode.id == null || stationId == null}
              onClick={() => episode.id != null && stationId != null && onSelect({ kind: 'episode', stationId, episodeId: episode.id, title: episode.title ?? '' })}
            >
              <span class="title">{episode.title || <em>Untitled</em>}</span>
              <StateBadge state={episode.state} publishOn={episode.publishOn} />
            </button>
          </li>
        ))}
        {rows && rows.length === 0 && local.length === 0 ? <li class="muted">No published episodes yet.</li> : null}
        {local
          .filter((e) => !(rows ?? []).some((r) => r.id === e.episodeId))
          .map((e) => (
            <LocalRow key={e.episodeId} episode={e} selected={selected} onSelect={onSelect} refreshKey={refreshKey} />
          ))}
      </ul>
      {!more && rows && rows.length >= 10 && stationId != null ? (
        <button type="button" class="link" onClick={() => setMore(true)}>
          More episodes
        </button>
      ) : null}
      {more && longer.loading ? <p class="muted">Loading episodes…</p> : null}
    </>
  );
}

/** An episode created here: its state read from the graph (it changes as it is scheduled or published). */
function LocalRow({ episode, selected, onSelect, refreshKey }: { episode: LocalEpisode; selected: Selection | null; onSelect(selection: Selection): void; refreshKey: number }) {
  const { data, errors } = useQuery(documents.Episode, { id: episode.episodeId }, refreshKey);
  const current = data?.episode;
  const title = current?.title ?? episode.title;
  return (
    <li>
      <button
        type="button"
        class={`episode ${selected?.kind === 'episode' && selected.episodeId === episode.episodeId ? 'active' : ''}`}
        onClick={() => onSelect({ kind: 'episode', stationId: episode.stationId, episodeId: episode.episodeId, title })}
      >
        <span class="title">{title || <em>Untitled</em>}</span>
        {current ? <StateBadge state={current.state} publishOn={current.publishOn} /> : null}
      </button>
      <ErrorNote errors={errors} />
    </li>
  );
}
