import { badUserInput } from '../../errors.js';
import type { CreateEpisodeInput } from '../../generated/resolvers.js';
import { toUnixSeconds, toUpstreamIso } from '../../scalars.js';
import type { EpisodeUpdateBody } from './endpoints.js';
import { hourOffsetForZone, isValidHourOffset, MAX_HOUR_OFFSET, MIN_HOUR_OFFSET } from './hour-offset.js';
import { toRestEpisodeType } from './mappers.js';

/** Input of createEpisode: checks and conversions, all before any upstream call. */

const METADATA_FIELDS = ['title', 'description', 'episodeType', 'isExplicit', 'publishOn', 'publish'] as const;
const MAX_KEY_LENGTH = 200;

/** Whether the call sets metadata too (then 4.3 follows the create). */
export function hasMetadata(input: CreateEpisodeInput): boolean {
  return METADATA_FIELDS.some((field) => input[field] != null && !(field === 'publish' && input.publish === false));
}

export function validateCreateInput(input: CreateEpisodeInput, idempotencyKey: string | null | undefined, now: Date = new Date()): void {
  if ((input.stationId == null) === (input.showUri == null)) {
    throw badUserInput('Give exactly one of input.stationId and input.showUri.', 'input.stationId');
  }
  if ((input.timeZone == null) === (input.hourOffset == null)) {
    throw badUserInput('Give exactly one of input.timeZone (an IANA zone such as Europe/Berlin) and input.hourOffset.', 'input.timeZone');
  }
  resolveHourOffset(input, now);
  if (input.title != null && input.title.trim() === '') throw badUserInput('input.title must not be empty.', 'input.title');
  if (input.publishOn != null && input.publish) {
    throw badUserInput('Give either input.publish (publish now) or input.publishOn (schedule), not both.', 'input.publishOn');
  }
  if (input.publishOn != null && input.publishOn.getTime() <= now.getTime()) {
    throw badUserInput('input.publishOn must be in the future: it schedules the episode. Use input.publish to publish now.', 'input.publishOn');
  }
  if (idempotencyKey != null && (idempotencyKey.length === 0 || idempotencyKey.length > MAX_KEY_LENGTH)) {
    throw badUserInput(`idempotencyKey must be 1 to ${MAX_KEY_LENGTH} characters.`, 'idempotencyKey');
  }
}

/** The upstream `hourOffset` (4.19 sign convention) from the zone or the explicit offset. */
export function resolveHourOffset(input: Pick<CreateEpisodeInput, 'timeZone' | 'hourOffset'>, now: Date = new Date()): number {
  if (input.timeZone != null) {
    const offset = hourOffsetForZone(input.timeZone, now);
    if (offset === null) throw badUserInput(`input.timeZone "${input.timeZone.slice(0, 60)}" is not an IANA time zone such as Europe/Berlin.`, 'input.timeZone');
    return offset;
  }
  const offset = input.hourOffset!;
  if (!isValidHourOffset(offset)) {
    throw badUserInput(
      `input.hourOffset must be an integer from ${MIN_HOUR_OFFSET} to ${MAX_HOUR_OFFSET} (hours behind UTC: -9 is nine hours ahead).`,
      'input.hourOffset',
    );
  }
  return offset;
}

/**
 * The 4.3 body that sets a new episode's metadata. The record is empty (4.19), so what the
 * caller leaves out gets the empty record's values: empty title and description, a full,
 * non-explicit episode, not published.
 */
export function createUpdateBody(input: CreateEpisodeInput, userId: number): EpisodeUpdateBody {
  const body: EpisodeUpdateBody = {
    userId,
    title: input.title ?? '',
    description: input.description ?? '',
    episodeType: toRestEpisodeType(input.episodeType ?? 'FULL'),
    // 3.2: scheduling is isPublished false plus a publishOn.
    isPublished: input.publish === true,
    podcastEpisodeIsExplicit: input.isExplicit ?? false,
  };
  if (input.publishOn) {
    body.publishOn = toUnixSeconds(input.publishOn);
    body.wizardDraftedToPublishOn = toUpstreamIso(input.publishOn);
  }
  return body;
}
