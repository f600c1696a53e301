import type { CreatedEpisode } from '../ids/episode-search.js';
import { parseIsoDateTime } from '../../scalars.js';

/**
 * Upstream episode shapes to the graph's. Tolerant on purpose (docs/architecture.md#follow-the-spec-not-our-sandbox): another
 * implementation of the REST interface may omit fields or send unexpected types, so every
 * field is checked and becomes null rather than a wrong value.
 */

export type EpisodeTypeValue = 'FULL' | 'TRAILER' | 'BONUS';
export type EpisodeStateValue = 'DRAFT' | 'SCHEDULED' | 'PUBLISHED';
/** `episodeType` / `podcastEpisodeType` as the REST interface writes it (2.2, 2.3). */
export type RestEpisodeType = 'full' | 'trailer' | 'bonus';

/** The overview record of 4.2 (2.2), normalised. */
export interface EpisodeOverview {
  title: string | null;
  description: string | null;
  isPublished: boolean | null;
  /** Present for scheduled (and sometimes published) episodes. */
  publishOn: Date | null;
  /** Required by the update call (2.3); only sent with `returnWebIds=true`. */
  userId: number | null;
  episodeType: EpisodeTypeValue | null;
  isExplicit: boolean | null;
}

export function toEpisodeOverview(raw: unknown, now: Date = new Date()): EpisodeOverview {
  const r = raw && typeof raw === 'object' ? (raw as Record<string, unknown>) : {};
  const publishOn = toInstant(r.publishOn);
  let isPublished = bool(r.isPublished);
  // 3.2: a scheduled episode is "stored as isPublished true, scheduled for the future", so a
  // host may report it so. Not yet public, it is table 3.1's scheduled episode (isPublished
  // false with a publishOn), which is also what an update must re-send to keep it scheduled.
  if (isPublished === true && publishOn !== null && publishOn.getTime() > now.getTime()) isPublished = false;
  return {
    title: str(r.title),
    description: str(r.description),
    isPublished,
    publishOn,
    userId: Number.isInteger(r.userId) ? (r.userId as number) : null,
    episodeType: toEpisodeType(r.podcastEpisodeType ?? r.episodeType),
    isExplicit: bool(r.podcastEpisodeIsExplicit),
  };
}

/** Table 3.1: published wins; otherwise a publish time means scheduled; otherwise draft. */
export function toEpisodeState(overview: Pick<EpisodeOverview, 'isPublished' | 'publishOn'>): EpisodeStateValue | null {
  if (overview.isPublished === true) return 'PUBLISHED';
  if (overview.isPublished === false) return overview.publishOn ? 'SCHEDULED' : 'DRAFT';
  return null;
}

export function toEpisodeType(value: unknown): EpisodeTypeValue | null {
  if (typeof value !== 'string') return null;
  const upper = value.trim().toUpperCase();
  return upper === 'FULL' || upper === 'TRAILER' || upper === 'BONUS' ? upper : null;
}

export function toRestEpisodeType(value: EpisodeTypeValue): RestEpisodeType {
  return value.toLowerCase() as RestEpisodeType;
}

/** The spec says ISO 8601 (2.2); Unix seconds are accepted too, since another upstream may send them. */
function toInstant(value: unknown): Date | null {
  if (typeof value === 'string' && value.trim() !== '') {
    if (/^\d+$/.test(value.trim())) return new Date(Number(value) * 1000);
    return parseIsoDateTime(value) ?? (Number.isNaN(Date.parse(value)) ? null : new Date(value));
  }
  if (typeof value === 'number' && Number.isFinite(value) && value > 0) return new Date(value * 1000);
  return null;
}

function str(value: unknown): string | null {
  return typeof value === 'string' ? value : null;
}

function bool(value: unknown): boolean | null {
  return typeof value === 'boolean' ? value : null;
}
