import type { EpisodeRecord } from '../data/model.js';
import { badRequest } from './base.js';

/**
 * Reads `publishOn` the way the upstream does (spec 4.3 rule 1, 4.17): an integer of Unix
 * seconds; a string is not refused but only its leading digits are read, so an ISO date's year
 * becomes seconds after the epoch (a 1970 date). `undefined` means absent.
 */
export function readPublishOn(value: unknown, problems: string[]): number | null | undefined {
  if (value === undefined) return undefined;
  if (value === null) return null;
  if (typeof value === 'number' && Number.isFinite(value)) return Math.trunc(value);
  if (typeof value === 'string') {
    if (/^\d+$/.test(value)) {
      problems.push('string-publishOn');
      return Number(value);
    }
    problems.push('iso-publishOn');
    const digits = /^\s*(\d+)/.exec(value);
    return digits ? Number(digits[1]) : 0;
  }
  throw badRequest('publishOn must be an integer of Unix seconds');
}

export type PublishState = 'draft' | 'scheduled' | 'published';

/** Table 3.1, with a scheduled time that has passed counting as published. */
export function publishState(episode: Pick<EpisodeRecord, 'isPublished' | 'publishOn'>, nowSeconds: number): PublishState {
  if (episode.isPublished) return 'published';
  if (episode.publishOn === null) return 'draft';
  return episode.publishOn <= nowSeconds ? 'published' : 'scheduled';
}

/**
 * The moves of spec 3.2. Returns the stored pair. Scheduled counts as published server-side
 * ("stored as isPublished true, scheduled"), which is what `didChangePublishState` compares.
 */
export function nextPublishState(
  current: Pick<EpisodeRecord, 'isPublished' | 'publishOn'>,
  isPublished: boolean,
  publishOn: number | null | undefined,
  nowSeconds: number,
): { isPublished: boolean; publishOn: number | null; didChangePublishState: boolean } {
  const before = publishState(current, nowSeconds);
  let next: { isPublished: boolean; publishOn: number | null };
  if (before === 'published') {
    // 4.3 rule 4: the time is locked once published; only an explicit unpublish moves it.
    next = !isPublished && publishOn == null ? { isPublished: false, publishOn: null } : { isPublished: true, publishOn: current.publishOn };
  } else if (publishOn != null) {
    // 4.3 rule 3: isPublished false plus a time schedules (or publishes, for a past time).
    next = publishOn > nowSeconds ? { isPublished: false, publishOn } : { isPublished: true, publishOn };
  } else if (isPublished) {
    next = { isPublished: true, publishOn: nowSeconds };
  } else {
    next = { isPublished: false, publishOn: null };
  }
  const after = publishState(next, nowSeconds);
  return { ...next, didChangePublishState: (before === 'draft') !== (after === 'draft') };
}
