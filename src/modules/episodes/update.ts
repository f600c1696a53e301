import { badUserInput, ErrorCode, gatewayError } from '../../errors.js';
import type { UpdateEpisodeInput } from '../../generated/resolvers.js';
import { toUnixSeconds, toUpstreamIso } from '../../scalars.js';
import type { EpisodeUpdateBody } from './endpoints.js';
import { toEpisodeState, toRestEpisodeType, type EpisodeOverview } from './mappers.js';

/**
 * Partial update on an upstream that has none (spec 2.3): the body must always carry every
 * field, or the host blanks the title and flips publish state and explicit flag. So the body
 * is the current overview with only the caller's fields replaced.
 */

/** Checks the input alone, before any upstream call. */
export function validateUpdateInput(input: UpdateEpisodeInput, now: Date = new Date()): void {
  for (const [key, value] of Object.entries(input)) {
    if (value === null) throw badUserInput(`input.${key} cannot be null; leave it out to keep the current value.`, `input.${key}`);
  }
  if (typeof input.title === 'string' && input.title.trim() === '') {
    throw badUserInput('input.title must not be empty.', 'input.title');
  }
  if (input.publishOn instanceof Date && input.publishOn.getTime() <= now.getTime()) {
    throw badUserInput('input.publishOn must be in the future: it schedules the episode.', 'input.publishOn');
  }
}

/** The full 4.3 body: current values, with the caller's fields on top. */
export function buildUpdateBody(episodeId: number, current: EpisodeOverview, input: UpdateEpisodeInput): EpisodeUpdateBody {
  const state = toEpisodeState(current);
  if (input.publishOn && state === 'PUBLISHED') {
    // The host silently keeps the old time (4.3 rule 4); say so instead.
    throw badUserInput(`Episode ${episodeId} is published: its publish time is locked and cannot change.`, 'input.publishOn');
  }
  const title = input.title ?? current.title;
  const description = input.description ?? current.description;
  const episodeType = input.episodeType ?? current.episodeType;
  const isExplicit = input.isExplicit ?? current.isExplicit;
  if (current.userId === null || title === null || description === null || episodeType === null || isExplicit === null || current.isPublished === null) {
    // Sending a guess would overwrite the stored value: refuse rather than blank anything.
    throw gatewayError(
      ErrorCode.UPSTREAM_ERROR,
      `The REST API's overview of episode ${episodeId} lacks fields the update must re-send; nothing was changed.`,
    );
  }
  const body: EpisodeUpdateBody = {
    userId: current.userId,
    title,
    description,
    episodeType: toRestEpisodeType(episodeType),
    isPublished: current.isPublished,
    podcastEpisodeIsExplicit: isExplicit,
  };
  // A scheduled episode stays scheduled only if its time is sent again (isPublished false
  // without a time makes it a draft); a new time schedules a draft.
  const publishOn = input.publishOn ?? (state === 'SCHEDULED' ? current.publishOn : null);
  if (publishOn) {
    body.publishOn = toUnixSeconds(publishOn);
    body.wizardDraftedToPublishOn = toUpstreamIso(publishOn);
  }
  return body;
}
