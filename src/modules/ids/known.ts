import type { LoaderRegistry } from '../../loaders.js';

/**
 * ID pairs learned during one request, from any direction: a 4.12 answer teaches
 * uri -> stationId, a 4.15 answer stationId -> uri, a 4.1 answer uri -> id, a local root
 * that received both keys teaches both. Every converter looks here first, so one request
 * never converts the same ID twice, whichever direction it asks.
 */
export interface KnownIds {
  stationIdByShowUri: Map<string, number>;
  showUriByStationId: Map<number, string>;
  episodeIdByUri: Map<string, number>;
  episodeUriById: Map<number, string>;
  /** Titles seen for numeric episode IDs (REST overview), to narrow the reverse lookup. */
  episodeTitleById: Map<number, string>;
  /** Numeric IDs the REST overview refused (drafts), to narrow the reverse lookup. */
  draftEpisodeIds: Set<number>;
}

const byRegistry = new WeakMap<LoaderRegistry, KnownIds>();

export function knownIds(ctx: { loaders: LoaderRegistry }): KnownIds {
  let known = byRegistry.get(ctx.loaders);
  if (!known) {
    known = {
      stationIdByShowUri: new Map(),
      showUriByStationId: new Map(),
      episodeIdByUri: new Map(),
      episodeUriById: new Map(),
      episodeTitleById: new Map(),
      draftEpisodeIds: new Set(),
    };
    byRegistry.set(ctx.loaders, known);
  }
  return known;
}

export function learnShow(ctx: { loaders: LoaderRegistry }, stationId: number, uri: string): void {
  const known = knownIds(ctx);
  known.stationIdByShowUri.set(uri, stationId);
  known.showUriByStationId.set(stationId, uri);
}

export function learnEpisode(ctx: { loaders: LoaderRegistry }, id: number, uri: string): void {
  const known = knownIds(ctx);
  known.episodeIdByUri.set(uri, id);
  known.episodeUriById.set(id, uri);
}
