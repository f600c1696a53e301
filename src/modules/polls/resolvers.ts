import { getNamedType, isObjectType, type GraphQLResolveInfo } from 'graphql';
import type { GatewayContext } from '../../context.js';
import { badUserInput, ErrorCode, gatewayError } from '../../errors.js';
import { upstreamField } from '../../graph/capabilities.js';
import { mutateUpstream } from '../../graph/mutate.js';
import { overviewHint } from '../episodes/endpoints.js';
import { episodeUriOf, withEpisodeUri } from '../ids/index.js';
import { requireUri, toUri } from '../ids/uris.js';
import { checkPoll, type PollInputValue } from './validate.js';
import { pollSelection } from './shape.js';
import { forgetPoll, pollPlan, readPoll, rememberPoll, toPoll, type RawPoll } from './upstream.js';
import type { EpisodeParent } from '../refs.js';

/** What to select on the poll `createPollForEpisode` returns, when it returns one (4.5: its return shape is not shown). */
function createdPollSelection(ctx: GatewayContext) {
  const returns = upstreamField(ctx.upstream.schema, 'Mutation', 'createPollForEpisode');
  const type = returns ? getNamedType(returns.type) : undefined;
  return pollSelection(ctx.upstream.schema, isObjectType(type) ? type.name : '');
}

interface PollEpisode {
  id?: number;
  uri: string;
}

/**
 * Runs a poll mutation on its episode, named by exactly one key, as a URI. By ID: the ID
 * directory first; else the overview (its 404 ends it), then the bounded search; and when the
 * upstream refuses the mutation on a URI the directory gave, the caller's own search answers
 * (`withEpisodeUri`), so the refusal reads the same whoever taught the directory the pair.
 */
async function onEpisode<T>(
  ctx: GatewayContext,
  episodeUri: string | null | undefined,
  episodeId: number | null | undefined,
  use: (episode: PollEpisode) => Promise<T>,
): Promise<T> {
  if ((episodeUri == null) === (episodeId == null)) throw badUserInput('Give exactly one of `episodeUri` and `episodeId`.');
  if (episodeUri != null) return use({ uri: toUri('episode', requireUri('episode', episodeUri, 'episodeUri')) });
  const id = episodeId!;
  if (!Number.isInteger(id) || id <= 0) throw badUserInput('`episodeId` must be a positive episode ID.', 'episodeId');
  return withEpisodeUri(ctx, { id, probe: () => overviewHint(ctx, id) }, (uri) => use({ id, uri }));
}

export const pollResolvers = {
  Episode: {
    poll: async (parent: EpisodeParent, _args: unknown, ctx: GatewayContext, info: GraphQLResolveInfo) => {
      // Before any lookup: an upstream without polls fails this field alone, at once.
      const plan = pollPlan(ctx.upstream.schema);
      if (plan instanceof Error) throw plan;
      const uri = await episodeUriOf(parent, ctx, info);
      const raw = await readPoll(ctx, uri);
      return raw ? toPoll(raw, uri) : null;
    },
  },
  SavePollResult: {
    __resolveType: (value: { __typename: string }) => value.__typename,
  },
  Mutation: {
    savePoll: async (_r: unknown, args: { episodeUri?: string | null; episodeId?: number | null; input: PollInputValue }, ctx: GatewayContext) => {
      const checked = checkPoll(args.input);
      if (!checked.ok) {
        return { __typename: 'PollValidationError', message: checked.problems.map((p) => p.message).join(' '), problems: checked.problems };
      }
      return onEpisode(ctx, args.episodeUri, args.episodeId, async (episode) => {
        const [outcome] = await mutateUpstream(ctx, [
          {
            field: 'createPollForEpisode',
            args: {
              episodeUri: episode.uri,
              question: checked.question,
              options: checked.options,
              type: args.input.type,
              openingDate: checked.opening,
              closingDate: checked.closing,
            },
            select: createdPollSelection(ctx),
          },
        ]);
        // The upstream's answer when it returns the poll; else what was sent (its return shape is not shown).
        const raw: RawPoll =
          outcome.value && typeof outcome.value === 'object' && 'question' in outcome.value
            ? (outcome.value as RawPoll)
            : { question: checked.question, type: args.input.type, options: checked.options, openingDate: checked.opening, closingDate: checked.closing };
        // The answer's `episode { poll }` (what a normalised cache updates) reads the poll as written.
        rememberPoll(ctx, episode.uri, raw);
        return { __typename: 'PollSaved' as const, poll: toPoll(raw, episode.uri), episode };
      });
    },
    deletePoll: async (_r: unknown, args: { episodeUri?: string | null; episodeId?: number | null }, ctx: GatewayContext) => {
      return onEpisode(ctx, args.episodeUri, args.episodeId, async (episode) => {
        // NOT_FOUND is the gateway's promise, whatever the upstream answers for a missing poll
        // (its return shape is not shown, 4.5: an error, `false`, or even success): the poll is
        // read first. An upstream whose polls cannot be read gets the mutation and decides.
        if (!(pollPlan(ctx.upstream.schema) instanceof Error) && !(await readPoll(ctx, episode.uri))) {
          throw gatewayError(ErrorCode.NOT_FOUND, 'This episode has no poll; nothing was deleted.');
        }
        const [outcome] = await mutateUpstream(ctx, [{ field: 'deletePollForEpisode', args: { episodeUri: episode.uri } }]);
        if (outcome.success) rememberPoll(ctx, episode.uri, null);
        else forgetPoll(ctx, episode.uri);
        return { deleted: outcome.success, episode };
      });
    },
  },
};
