import { getNamedType, parse, type DocumentNode, type GraphQLResolveInfo, type GraphQLSchema } from 'graphql';
import { longValue } from '../../graph/long.js';
import type { GatewayContext } from '../../context.js';
import { badUserInput } from '../../errors.js';
import { defineLoader } from '../../loaders.js';
import { buildSelection, missingUpstream, upstreamField, type SelectionSpec } from '../../graph/capabilities.js';
import { mutateUpstream } from '../../graph/mutate.js';
import { queryUpstream, valueOrError } from '../../graph/runtime.js';
import { overviewHint } from '../episodes/endpoints.js';
import { episodeUriLoader, episodeUriOf } from '../ids/index.js';
import { requireUri, toUri } from '../ids/uris.js';
import { checkPoll, type PollInputValue } from './validate.js';

const POLL: SelectionSpec = ['episodeUri', 'question', 'type', 'openingDate', 'closingDate', { options: ['description', 'voteCount'] }];

/** The upstream poll record; its shape is not shown in the spec, so every field is checked. */
interface RawPoll {
  episodeUri?: unknown;
  question?: unknown;
  type?: unknown;
  openingDate?: unknown;
  closingDate?: unknown;
  options?: Array<{ description?: unknown; voteCount?: unknown } | null> | null;
}

/** Upstream poll (Unix seconds) to the graph's (DateTime). */
function toPoll(raw: RawPoll, episodeUri: string) {
  const opening = longValue(raw.openingDate);
  const closing = longValue(raw.closingDate);
  return {
    episodeUri: typeof raw.episodeUri === 'string' ? raw.episodeUri : episodeUri,
    question: typeof raw.question === 'string' ? raw.question : '',
    type: raw.type === 'SINGLE_CHOICE' || raw.type === 'MULTIPLE_CHOICE' ? raw.type : null,
    options: (Array.isArray(raw.options) ? raw.options : []).map((o) => {
      const votes = longValue(o?.voteCount);
      return { text: typeof o?.description === 'string' ? o.description : '', votes: votes !== null && Number.isInteger(votes) ? votes : null };
    }),
    opensAt: opening !== null ? new Date(opening * 1000) : null,
    closesAt: closing !== null ? new Date(closing * 1000) : null,
  };
}

const readDocs = new WeakMap<GraphQLSchema, DocumentNode | Error>();

function pollQuery(schema: GraphQLSchema): DocumentNode {
  let doc = readDocs.get(schema);
  if (!doc) {
    const field = upstreamField(schema, 'Query', 'getPollForEpisode');
    // The poll type as the upstream names it: the spec names the operation, not its type.
    const selection = field ? buildSelection(schema, getNamedType(field.type).name, POLL) : '';
    doc =
      field && field.args.some((a) => a.name === 'episodeUri') && selection
        ? parse(`query GatewayEpisodePoll($episodeUri: ${field.args.find((a) => a.name === 'episodeUri')!.type}) { getPollForEpisode(episodeUri: $episodeUri) { ${selection} } }`)
        : missingUpstream('Query.getPollForEpisode (document 2, 4.1)');
    readDocs.set(schema, doc);
  }
  if (doc instanceof Error) throw doc;
  return doc;
}

/** Polls by episode URI; all of one tick travel in one upstream request. */
const pollLoader = defineLoader<GatewayContext, string, RawPoll | null>('polls.byEpisode', (ctx, uris) => {
  const runtime = ctx.upstream;
  return Promise.all(
    uris.map((episodeUri) =>
      Promise.resolve()
        .then(() => queryUpstream(ctx, pollQuery(runtime.schema), { episodeUri }))
        .then((result) => valueOrError<RawPoll>(result, 'getPollForEpisode'))
        .catch((err: Error) => err),
    ),
  );
});

/** The episode of a poll mutation, by exactly one key, as a URI. */
async function episodeOf(ctx: GatewayContext, info: GraphQLResolveInfo, episodeUri: string | null | undefined, episodeId: number | null | undefined) {
  if ((episodeUri == null) === (episodeId == null)) throw badUserInput('Give exactly one of `episodeUri` and `episodeId`.');
  if (episodeUri != null) return { uri: toUri('episode', requireUri('episode', episodeUri, 'episodeUri')) };
  if (!Number.isInteger(episodeId) || episodeId! <= 0) throw badUserInput('`episodeId` must be a positive episode ID.', 'episodeId');
  // The ID directory first; else the overview (its 404 ends it), then the bounded search.
  const uri = await episodeUriLoader(ctx).load({ id: episodeId!, probe: () => overviewHint(ctx, episodeId!) });
  return { id: episodeId!, uri };
}

export const pollResolvers = {
  Episode: {
    poll: async (parent: unknown, _args: unknown, ctx: GatewayContext, info: GraphQLResolveInfo) => {
      pollQuery(ctx.upstream.schema);
      const uri = await episodeUriOf(parent, ctx, info);
      const raw = await pollLoader(ctx).load(uri);
      return raw ? toPoll(raw, uri) : null;
    },
  },
  SavePollResult: {
    __resolveType: (value: { __typename: string }) => value.__typename,
  },
  Mutation: {
    savePoll: async (_r: unknown, args: { episodeUri?: string | null; episodeId?: number | null; input: PollInputValue }, ctx: GatewayContext, info: GraphQLResolveInfo) => {
      const checked = checkPoll(args.input);
      if (!checked.ok) {
        return { __typename: 'PollValidationError', message: checked.problems.map((p) => p.message).join(' '), problems: checked.problems };
      }
      const runtime = ctx.upstream;
      const episode = await episodeOf(ctx, info, args.episodeUri, args.episodeId);
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
          select: POLL,
        },
      ]);
      // The upstream's answer when it returns the poll; else what was sent (its return shape is not shown).
      const raw: RawPoll =
        outcome.value && typeof outcome.value === 'object' && 'question' in outcome.value
          ? (outcome.value as RawPoll)
          : { question: checked.question, type: args.input.type, options: checked.options, openingDate: checked.opening, closingDate: checked.closing };
      return { __typename: 'PollSaved', poll: toPoll(raw, episode.uri), episode };
    },
    deletePoll: async (_r: unknown, args: { episodeUri?: string | null; episodeId?: number | null }, ctx: GatewayContext, info: GraphQLResolveInfo) => {
      const runtime = ctx.upstream;
      const episode = await episodeOf(ctx, info, args.episodeUri, args.episodeId);
      const [outcome] = await mutateUpstream(ctx, [{ field: 'deletePollForEpisode', args: { episodeUri: episode.uri } }]);
      return { deleted: outcome.success, episode };
    },
  },
};
