import type { EpisodeRecord, ShowRecord, Store } from '../../data/model.js';
import { episodeState, episodesOfShow } from '../context.js';
import { dayOfSeconds, type Day, type DayRange } from './dates.js';

/**
 * Deterministic analytics: every number is a function of (id, measure, day) through a hash,
 * so the same question always gets the same answer and no randomness happens at request time.
 * Show-level additive measures are sums of the episodes' daily values, which makes the spec's
 * "show equals the sum of its episodes" relation (2.5) exact.
 */

/** cyrb53, reduced to [0, 1). */
export function hash01(...parts: (string | number)[]): number {
  const str = parts.join('|');
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < str.length; i++) {
    const ch = str.charCodeAt(i);
    h1 = Math.imul(h1 ^ ch, 2654435761);
    h2 = Math.imul(h2 ^ ch, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return ((h2 >>> 0) * 2 ** 21 + (h1 >>> 11)) / 2 ** 53;
}

/** Additive daily measures; every show-level value is the sum over the show's episodes. */
export type Measure =
  | 'plays'
  | 'streams'
  | 'downloads'
  | 'streamsAndDownloads'
  | 'playsAndDownloads'
  | 'impressions'
  | 'completedPlays'
  | 'consumptionSeconds'
  | 'listeners'
  | 'allListeners'
  | 'downloadListeners';

/** Something analytics are asked about: one episode, or a show (its episodes summed). */
export interface Subject {
  kind: 'show' | 'episode';
  /** Stable ID the hashes are keyed on. */
  id: string;
  today: Day;
  /** Publication day (episode) or creation day (show); null for an episode not yet published. */
  origin: Day | null;
  daily(measure: Measure, day: Day): number;
}

export function sum(subject: Subject, measure: Measure, range: DayRange): number {
  let total = 0;
  for (let d = range.start; d <= range.end; d++) total += subject.daily(measure, d);
  return total;
}

export function dailyValues(subject: Subject, measure: Measure, range: DayRange): number[] {
  const out: number[] = [];
  for (let d = range.start; d <= range.end; d++) out.push(subject.daily(measure, d));
  return out;
}

/**
 * Unique people over several days, from daily counts of people: never below the busiest day,
 * and below the daily sum as soon as more than one day has listeners (people come back).
 */
export function uniqueOver(daily: number[]): number {
  if (daily.length === 0) return 0;
  const total = daily.reduce((a, b) => a + b, 0);
  return Math.max(Math.max(...daily), Math.round(total / Math.sqrt(daily.length)));
}

/** Average completion of one episode, 0.35..0.75. */
export const episodeCompletion = (episode: EpisodeRecord): number => 0.35 + 0.4 * hash01('completion', episode.episodeId);

const MEASURES: readonly Measure[] = [
  'plays',
  'streams',
  'downloads',
  'streamsAndDownloads',
  'playsAndDownloads',
  'impressions',
  'completedPlays',
  'consumptionSeconds',
  'listeners',
  'allListeners',
  'downloadListeners',
];
const INDEX = Object.fromEntries(MEASURES.map((m, i) => [m, i])) as Record<Measure, number>;

/**
 * Every measure of one episode-day, computed together and memoised: the values depend only on
 * the episode, its live day and its duration, so repeated questions cost a map lookup.
 */
const dayCache = new Map<string, Map<Day, Float64Array>>();
const DAY_CACHE_LIMIT = 2_000;

function episodeDay(episode: EpisodeRecord, live: Day, day: Day): Float64Array {
  const id = episode.episodeId;
  const durationSeconds = (episode.media?.durationInMilliseconds ?? 1_800_000) / 1000;
  const key = `${id}|${live}|${durationSeconds}`;
  let days = dayCache.get(key);
  if (!days) {
    if (dayCache.size >= DAY_CACHE_LIMIT) dayCache.clear();
    dayCache.set(key, (days = new Map()));
  }
  const cached = days.get(day);
  if (cached) return cached;

  const popularity = 60 + 340 * hash01('popularity', id);
  const age = day - live;
  const plays = Math.round(popularity * (0.12 + 0.88 * Math.exp(-age / 5)) * (0.7 + 0.6 * hash01('plays', id, day)));
  const downloads = Math.floor(plays * (0.55 + 0.35 * hash01('downloads', id, day)));
  const streams = Math.floor(plays * (0.78 + 0.12 * hash01('streams', id, day)));
  const completion = Math.min(1, episodeCompletion(episode) * (0.9 + 0.2 * hash01('completionDay', id, day)));
  const values = new Float64Array(MEASURES.length);
  values[INDEX.plays] = plays;
  values[INDEX.streams] = streams;
  values[INDEX.downloads] = downloads;
  values[INDEX.streamsAndDownloads] = streams + downloads;
  values[INDEX.playsAndDownloads] = plays + downloads;
  values[INDEX.impressions] = Math.round(plays * (3 + 4 * hash01('impressions', id, day)));
  values[INDEX.completedPlays] = plays * completion;
  values[INDEX.consumptionSeconds] = Math.round(plays * durationSeconds * completion);
  values[INDEX.listeners] = Math.ceil(plays * 0.8);
  values[INDEX.allListeners] = Math.ceil((plays + downloads) * 0.75);
  values[INDEX.downloadListeners] = Math.ceil(downloads * 0.85);
  days.set(day, values);
  return values;
}

/** Daily values of one episode: zero before it went live, after today, and for drafts. */
function episodeDaily(episode: EpisodeRecord, live: Day | null, today: Day) {
  return (measure: Measure, day: Day): number =>
    live === null || day < live || day > today ? 0 : episodeDay(episode, live, day)[INDEX[measure]];
}

/** The day an episode went live, or null while it is a draft or scheduled. */
export function liveDay(episode: EpisodeRecord, nowMs: number): Day | null {
  if (episodeState(episode, nowMs) !== 'published') return null;
  return dayOfSeconds(episode.publishOn ?? episode.createdAt);
}

export function episodeSubject(episode: EpisodeRecord, nowMs: number, today: Day): Subject {
  const live = liveDay(episode, nowMs);
  return { kind: 'episode', id: `e${episode.episodeId}`, today, origin: live, daily: episodeDaily(episode, live, today) };
}

export function showSubject(store: Store, show: ShowRecord, nowMs: number, today: Day): Subject {
  const parts = episodesOfShow(store, show).map((e) => episodeDaily(e, liveDay(e, nowMs), today));
  return {
    kind: 'show',
    id: `s${show.stationId}`,
    today,
    origin: dayOfSeconds(show.createdAt),
    daily: (measure, day) => {
      let total = 0;
      for (const part of parts) total += part(measure, day);
      return total;
    },
  };
}

/** Followers of a show at the end of a day: steady growth since the show was created. */
export function followersAt(subject: Subject, day: Day): number {
  if (subject.origin === null || day < subject.origin) return 0;
  const base = 20 + 200 * hash01('followersBase', subject.id);
  const growth = 0.5 + 3 * hash01('followersGrowth', subject.id);
  return Math.round(base + growth * (Math.min(day, subject.today) - subject.origin));
}
