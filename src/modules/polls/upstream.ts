import type { GraphQLResolveInfo, GraphQLSchema } from 'graphql';
import type { GatewayContext } from '../../context.js';
import { buildSelection, missingUpstream } from '../../graph/capabilities.js';
import { findEpisodeData, objectOf, type EpisodeDataPlace } from '../../graph/episode-data.js';
import { longValue } from '../../graph/long.js';
import { queryUpstream } from '../../graph/runtime.js';
import { defineLoader } from '../../loaders.js';
import { selectedFieldNames } from '../../selection.js';
import { isPollType, pollSelection, VOTES_KEY } from './shape.js';

/**
 * Reading an episode's poll from the upstream. Document 2 names the operation
 * (`getPollForEpisode`, 4.1) and the mutation's inputs (4.3), not the place nor the record:
 * the poll is the field of the episode, or the root field taking `episodeUri`, that returns an
 * object with a `question` and `options` that have a `description` (graph/episode-data.ts).
 */

/** The upstream poll record as selected by `pollSelection`; its shape is not shown in the spec, so every field is checked. */
export interface RawPoll {
  episodeUri?: unknown;
  question?: unknown;
  type?: unknown;
  openingDate?: unknown;
  closingDate?: unknown;
  options?: Array<{ description?: unknown; [VOTES_KEY]?: unknown } | null> | null;
}

export function pollPlace(schema: GraphQLSchema): EpisodeDataPlace | null {
  return findEpisodeData(schema, 'poll', {
    nestedNames: ['poll'],
    rootNames: ['getPollForEpisode'],
    returns: isPollType,
    requiredArgs: [],
    knownArgs: [],
  });
}

interface PollPlan {
  place: EpisodeDataPlace;
  document: ReturnType<EpisodeDataPlace['document']>;
}

const plans = new WeakMap<GraphQLSchema, PollPlan | Error>();

/** The poll query of this upstream, or the coded error of a field that cannot be served. */
export function pollPlan(schema: GraphQLSchema): PollPlan | Error {
  let plan = plans.get(schema);
  if (!plan) {
    const place = pollPlace(schema);
    const typeName = place ? objectOf(place.field.type)!.name : '';
    const selection = place ? buildSelection(schema, typeName, pollSelection(schema, typeName)) : '';
    plan =
      place && selection
        ? { place, document: place.document('GatewayEpisodePoll', [], selection) }
        : missingUpstream("an episode's poll (operation getPollForEpisode): neither a field of Episode nor a root field taking episodeUri returns a poll record (document 2, 4.1, 4.3)");
    plans.set(schema, plan);
  }
  return plan;
}

/** Polls by episode URI; all of one tick travel in one upstream request. */
const pollLoader = defineLoader<GatewayContext, string, RawPoll | null>('polls.byEpisode', (ctx, uris) => {
  const plan = pollPlan(ctx.upstream.schema);
  if (plan instanceof Error) return Promise.resolve(uris.map(() => plan));
  return Promise.all(
    uris.map((uri) =>
      queryUpstream(ctx, plan.document, plan.place.variables(uri, {}))
        .then((result) => plan.place.read<RawPoll>(result))
        .catch((err: Error) => err),
    ),
  );
});

/**
 * Starts the poll read of an Episode root that knows its URI, in the tick the root starts its
 * upstream fields and analytics totals, so the batching executor sends all of them in one
 * upstream request; `Episode.poll` then finds the read in its loader.
 */
export function startPoll(episodeUri: string, ctx: GatewayContext, info: GraphQLResolveInfo): void {
  if (!selectedFieldNames(info, 'Episode').has('poll') || pollPlan(ctx.upstream.schema) instanceof Error) return;
  readPoll(ctx, episodeUri).catch(() => undefined);
}

export function readPoll(ctx: GatewayContext, episodeUri: string): Promise<RawPoll | null> {
  return pollLoader(ctx).load(episodeUri);
}

/**
 * What this request now knows of a poll after its own write: a mutation's answer that selects
 * the episode's poll reads it from here, as the write left it, without asking again.
 */
export function rememberPoll(ctx: GatewayContext, episodeUri: string, poll: RawPoll | null): void {
  pollLoader(ctx).clear(episodeUri).prime(episodeUri, poll);
}

/** Drops what this request read about a poll, so a read after a write sees it. */
export function forgetPoll(ctx: GatewayContext, episodeUri: string): void {
  pollLoader(ctx).clear(episodeUri);
}

/** Upstream poll (Unix seconds) to the graph's (DateTime). */
export function toPoll(raw: RawPoll, episodeUri: string) {
  const opening = longValue(raw.openingDate);
  const closing = longValue(raw.closingDate);
  return {
    episodeUri: typeof raw.episodeUri === 'string' ? raw.episodeUri : episodeUri,
    question: typeof raw.question === 'string' ? raw.question : '',
    type: raw.type === 'SINGLE_CHOICE' || raw.type === 'MULTIPLE_CHOICE' ? raw.type : null,
    options: (Array.isArray(raw.options) ? raw.options : []).map((o) => {
      const votes = longValue(o?.[VOTES_KEY]);
      return { text: typeof o?.description === 'string' ? o.description : '', votes: votes !== null && Number.isInteger(votes) ? votes : null };
    }),
    opensAt: opening !== null ? new Date(opening * 1000) : null,
    closesAt: closing !== null ? new Date(closing * 1000) : null,
  };
}
