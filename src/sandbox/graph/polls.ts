import type { PollRecord } from '../data/model.js';
import { badInput, episodeForUri, episodeUri, graphError, requireEpisode, type GraphContext } from './context.js';

/** Episode polls (spec 4.3): one per episode, created and replaced by the same mutation. */

const MAX_QUESTION = 140;
const MIN_OPTIONS = 2;
const MAX_OPTIONS = 7;
const TYPES = new Set(['SINGLE_CHOICE', 'MULTIPLE_CHOICE']);

interface CreatePollArgs {
  episodeUri: string;
  question: string;
  options: { description: string }[];
  type: string;
  openingDate: number;
  closingDate: number;
}

const invalid = (reason: string) => badInput(`Invalid poll: ${reason}`);

function validate(args: CreatePollArgs): void {
  const question = args.question.trim();
  if (question.length === 0) throw invalid('question must not be empty');
  if ([...question].length > MAX_QUESTION) throw invalid(`question must be at most ${MAX_QUESTION} characters`);
  if (args.options.length < MIN_OPTIONS || args.options.length > MAX_OPTIONS) {
    throw invalid(`a poll has ${MIN_OPTIONS} to ${MAX_OPTIONS} options`);
  }
  if (args.options.some((o) => o.description.trim().length === 0)) throw invalid('option descriptions must not be empty');
  if (!TYPES.has(args.type)) throw invalid(`type must be SINGLE_CHOICE or MULTIPLE_CHOICE`);
  if (args.closingDate <= args.openingDate) throw invalid('closingDate must be after openingDate');
}

function pollView(poll: PollRecord, uri: string) {
  return { ...poll, episodeUri: uri };
}

export const pollResolvers = {
  Query: {
    getPollForEpisode: (_: unknown, args: { episodeUri: string }, ctx: GraphContext) => {
      const episode = episodeForUri(ctx, args.episodeUri);
      const poll = episode && ctx.store.polls.get(episode.episodeId);
      return episode && poll ? pollView(poll, episodeUri(episode)) : null;
    },
  },
  Mutation: {
    createPollForEpisode: (_: unknown, args: CreatePollArgs, ctx: GraphContext) => {
      const episode = requireEpisode(ctx, args.episodeUri);
      validate(args);
      const poll: PollRecord = {
        episodeId: episode.episodeId,
        question: args.question.trim(),
        type: args.type as PollRecord['type'],
        options: args.options.map((o) => ({ description: o.description.trim(), voteCount: 0 })),
        openingDate: args.openingDate,
        closingDate: args.closingDate,
      };
      ctx.store.polls.set(episode.episodeId, poll);
      return pollView(poll, episodeUri(episode));
    },
    deletePollForEpisode: (_: unknown, args: { episodeUri: string }, ctx: GraphContext) => {
      const episode = requireEpisode(ctx, args.episodeUri);
      if (!ctx.store.polls.delete(episode.episodeId)) throw graphError('NOT_FOUND', 'Poll not found');
      return { success: true };
    },
  },
};
