/**
 * Where the page is, in its URL: `#/shows/<stationId>/<tab>` or
 * `#/shows/<stationId>/episodes/<episodeId>/<tab>`. A hash route, so a reload, a bookmark and
 * the browser's back and forward all land on the same view, and the gateway serves one file.
 */
export type EpisodeTab = 'details' | 'audio' | 'analytics' | 'poll';
export type ShowTab = 'comments' | 'analytics';

export type Route =
  | { kind: 'home' }
  | { kind: 'show'; stationId: number; tab: ShowTab }
  | { kind: 'episode'; stationId: number; episodeId: number; tab: EpisodeTab };

const EPISODE_TABS: readonly EpisodeTab[] = ['details', 'audio', 'analytics', 'poll'];
const SHOW_TABS: readonly ShowTab[] = ['comments', 'analytics'];

function positive(text: string | undefined): number | null {
  if (!text || !/^\d{1,15}$/.test(text)) return null;
  const n = Number(text);
  return n > 0 ? n : null;
}

export function parseRoute(hash: string): Route {
  const parts = hash.replace(/^#\/?/, '').split('/').filter(Boolean);
  if (parts[0] !== 'shows') return { kind: 'home' };
  const stationId = positive(parts[1]);
  if (stationId === null) return { kind: 'home' };
  if (parts[2] === 'episodes') {
    const episodeId = positive(parts[3]);
    if (episodeId === null) return { kind: 'show', stationId, tab: 'comments' };
    const tab = EPISODE_TABS.find((t) => t === parts[4]) ?? 'details';
    return { kind: 'episode', stationId, episodeId, tab };
  }
  return { kind: 'show', stationId, tab: SHOW_TABS.find((t) => t === parts[2]) ?? 'comments' };
}

export function routeHash(route: Route): string {
  if (route.kind === 'home') return '#/';
  if (route.kind === 'show') return `#/shows/${route.stationId}/${route.tab}`;
  return `#/shows/${route.stationId}/episodes/${route.episodeId}/${route.tab}`;
}
