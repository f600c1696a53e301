import type { GraphQLResolveInfo } from 'graphql';
import type { GatewayContext } from '../../context.js';
import { badUserInput, ErrorCode, gatewayError } from '../../errors.js';
import type { MutationResolvers, Resolvers } from '../../generated/resolvers.js';
import { episodeIdArg } from './args.js';
import { createEpisode } from './create.js';
import { forgetEpisode, readEpisode, readEpisodeForUpdate, requireForDraft } from './current.js';
import { postEpisodeUpdate, type EpisodeUpdateBody } from './endpoints.js';
import { noteIfUnpublished } from './known-drafts.js';
import { postDeleteEpisode } from './lifecycle-endpoints.js';
import { rememberShareUrl } from './share-links.js';
import { toEpisodeState, type EpisodeStateValue } from './mappers.js';
import type { EpisodeParent } from '../refs.js';
import { buildUpdateBody } from './update.js';

/** The moves of spec 3.2 as mutations: schedule, publish, delete (create is in create.ts). */

interface LifecyclePayload {
  episode: EpisodeParent;
  previousState: EpisodeStateValue;
  didChangePublishState: boolean | null;
  shareUrl: string | null;
}

function stateOf(overview: Parameters<typeof toEpisodeState>[0], episodeId: number): EpisodeStateValue {
  const state = toEpisodeState(overview);
  if (!state) throw gatewayError(ErrorCode.UPSTREAM_ERROR, `The host did not report whether episode ${episodeId} is published; nothing was changed.`);
  return state;
}

/** Posts the full body, then reads the episode back (REST, or the GraphQL side for a draft). */
async function move(ctx: GatewayContext, info: GraphQLResolveInfo, episodeId: number, body: EpisodeUpdateBody, previousState: EpisodeStateValue): Promise<LifecyclePayload> {
  const result = await postEpisodeUpdate(ctx.rest, episodeId, body);
  forgetEpisode(ctx, episodeId);
  // The write succeeded: a failed read-back leaves the fields to report it, not the mutation.
  const after = await readEpisode(ctx, episodeId, info).catch(() => null);
  const shareUrl = typeof result.shareUrl === 'string' ? result.shareUrl : null;
  await Promise.all([noteIfUnpublished(ctx, episodeId, after?.overview), rememberShareUrl(ctx, episodeId, shareUrl)]);
  return {
    episode: after ? { id: episodeId, overview: after.overview } : { id: episodeId },
    previousState,
    didChangePublishState: typeof result.didChangePublishState === 'boolean' ? result.didChangePublishState : null,
    shareUrl,
  };
}

const scheduleEpisode: MutationResolvers['scheduleEpisode'] = async (_root, { id, uri, publishOn }, ctx, info) => {
  if (publishOn.getTime() <= Date.now()) throw badUserInput('publishOn must be in the future. Use publishEpisode to publish now.', 'publishOn');
  const episodeId = await episodeIdArg(ctx, id, uri);
  const current = await readEpisodeForUpdate(ctx, episodeId, info);
  const previousState = stateOf(current.overview, episodeId);
  if (previousState === 'PUBLISHED') {
    // 4.3 rule 4: the host would answer 200 and keep the old time; refuse instead.
    throw badUserInput(`Episode ${episodeId} is published: its publish time is locked and cannot change.`, 'publishOn');
  }
  requireForDraft(current, {}, episodeId, 'scheduling it');
  const body = buildUpdateBody(episodeId, current.overview, { publishOn });
  // 3.2: isPublished false plus publishOn is how the host schedules.
  body.isPublished = false;
  return move(ctx, info, episodeId, body, previousState);
};

const publishEpisode: MutationResolvers['publishEpisode'] = async (_root, { id, uri }, ctx, info) => {
  const episodeId = await episodeIdArg(ctx, id, uri);
  const current = await readEpisodeForUpdate(ctx, episodeId, info);
  const previousState = stateOf(current.overview, episodeId);
  if (previousState === 'PUBLISHED') {
    return { episode: { id: episodeId, overview: current.overview }, previousState, didChangePublishState: false, shareUrl: null };
  }
  requireForDraft(current, {}, episodeId, 'publishing it');
  const body = buildUpdateBody(episodeId, current.overview, {});
  body.isPublished = true;
  // A scheduled episode published now: drop its future time rather than keep the schedule.
  delete body.publishOn;
  delete body.wizardDraftedToPublishOn;
  return move(ctx, info, episodeId, body, previousState);
};

const deleteEpisode: MutationResolvers['deleteEpisode'] = async (_root, { id, uri, confirmIrreversible }, ctx) => {
  if (confirmIrreversible !== true) {
    throw badUserInput('Deleting an episode cannot be undone; pass confirmIrreversible: true to delete it.', 'confirmIrreversible');
  }
  const episodeId = await episodeIdArg(ctx, id, uri);
  await postDeleteEpisode(ctx.rest, episodeId);
  forgetEpisode(ctx, episodeId);
  return { deletedEpisodeId: episodeId };
};

export const episodeLifecycleResolvers: Resolvers = {
  Mutation: { createEpisode, scheduleEpisode, publishEpisode, deleteEpisode },
};
