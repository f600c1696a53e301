import { getNamedType, isLeafType, isObjectType, parse, type DocumentNode, type GraphQLSchema } from 'graphql';
import { longValue } from '../../stitching/long.js';
import type { GatewayContext } from '../../context.js';
import { ErrorCode, gatewayError } from '../../errors.js';
import { defineLoader } from '../../loaders.js';
import { missingUpstream, upstreamField } from '../../stitching/capabilities.js';
import { queryUpstream, upstreamOfContext, valueOrError } from '../../stitching/runtime.js';
import { episodeUriLoader, legacyIdsLoader } from '../ids/index.js';
import { toEpisodeType, type EpisodeOverview } from './mappers.js';

/**
 * Draft episodes: the REST overview refuses them (4.2, 403) and "draft data is only available
 * through the GraphQL interface". This reads a draft's current values from `episodeByUri`,
 * asking only for fields the introspected upstream has (DESIGN principle 3), in the shape of
 * the REST overview so the update path treats both alike. A field the upstream lacks stays
 * null; the update then asks the caller for it (see `requireForDraft`).
 */

/** Upstream Episode fields worth reading for a draft, when the upstream has them. */
const WANTED = ['title', 'description', 'episodeType', 'isExplicit', 'isDraft', 'publishedOn', 'showUri'] as const;

interface DraftPlan {
  document: DocumentNode;
  fields: Set<string>;
}

const plans = new WeakMap<GraphQLSchema, DraftPlan | Error>();

function planFor(schema: GraphQLSchema): DraftPlan {
  let plan = plans.get(schema);
  if (!plan) plans.set(schema, (plan = buildPlan(schema)));
  if (plan instanceof Error) throw plan;
  return plan;
}

function buildPlan(schema: GraphQLSchema): DraftPlan | Error {
  const root = upstreamField(schema, 'Query', 'episodeByUri');
  const arg = root?.args.find((a) => a.name === 'getEpisodeRequest');
  const type = root ? getNamedType(root.type) : undefined;
  if (!root || !arg || !isObjectType(type)) return missingUpstream('Query.episodeByUri (draft episodes are read there)');
  const available = type.getFields();
  const fields = new Set<string>(WANTED.filter((name) => name in available));
  const selections = [...fields].map((name) => {
    const named = getNamedType(available[name].type);
    if (name !== 'publishedOn') return isLeafType(named) ? name : '';
    return isObjectType(named) && 'seconds' in named.getFields() ? 'publishedOn { seconds }' : '';
  });
  const document = parse(
    `query GatewayDraftEpisode($req: ${arg.type.toString()}) { episodeByUri(getEpisodeRequest: $req) { uri ${selections.join(' ')} } }`,
  );
  return { document, fields };
}

interface RawDraft {
  title?: unknown;
  description?: unknown;
  episodeType?: unknown;
  isExplicit?: unknown;
  isDraft?: unknown;
  publishedOn?: { seconds?: unknown } | null;
  showUri?: unknown;
}

/** The caller's user ID when the upstream Episode has no `showUri`: any of their shows tells it (4.12). */
const callerUserIdLoader = defineLoader<GatewayContext, 'me', number | null>('episodes.callerUserId', async (ctx, keys) => {
  try {
    const runtime = upstreamOfContext(ctx);
    const result = await queryUpstream(ctx, runtime, parse('query GatewayCallerShows { showsForUser { shows { uri } } }'));
    const shows = valueOrError<{ shows?: Array<{ uri?: string }> }>(result, 'showsForUser')?.shows ?? [];
    const uri = shows.find((s) => typeof s.uri === 'string')?.uri;
    const userId = uri ? (await legacyIdsLoader(ctx).load(uri)).userId : null;
    return keys.map(() => userId);
  } catch (error) {
    return keys.map(() => error as Error);
  }
});

/** The caller's account user ID, once per request (needs the upstream runtime bound to the context). */
export function callerUserId(ctx: GatewayContext): Promise<number | null> {
  return callerUserIdLoader(ctx).load('me');
}

async function readDraft(ctx: GatewayContext, id: number): Promise<EpisodeOverview> {
  const runtime = upstreamOfContext(ctx);
  const plan = planFor(runtime.schema);
  const uri = await episodeUriLoader(ctx).load(id);
  const result = await queryUpstream(ctx, runtime, plan.document, { req: { episodeUri: uri } });
  const raw = valueOrError<RawDraft>(result, 'episodeByUri');
  if (!raw) throw gatewayError(ErrorCode.NOT_FOUND, `Episode ${id} does not exist.`);
  const showUri = typeof raw.showUri === 'string' ? raw.showUri : null;
  const userId = showUri ? (await legacyIdsLoader(ctx).load(showUri)).userId : await callerUserIdLoader(ctx).load('me');
  return toDraftOverview(raw, userId);
}

/** A GraphQL-side episode in the REST overview's shape (table 3.1 read back into its two fields). */
export function toDraftOverview(raw: RawDraft, userId: number | null, now: Date = new Date()): EpisodeOverview {
  const seconds = longValue(raw.publishedOn?.seconds);
  const publishedAt = seconds !== null && seconds > 0 ? new Date(seconds * 1000) : null;
  // The REST side refused it, so it is a draft unless the GraphQL side clearly says otherwise.
  const notDraft = raw.isDraft === false && publishedAt !== null;
  return {
    title: typeof raw.title === 'string' ? raw.title : null,
    description: typeof raw.description === 'string' ? raw.description : null,
    isPublished: notDraft && publishedAt!.getTime() <= now.getTime(),
    publishOn: notDraft ? publishedAt : null,
    userId,
    episodeType: toEpisodeType(raw.episodeType),
    isExplicit: typeof raw.isExplicit === 'boolean' ? raw.isExplicit : null,
  };
}

/**
 * Draft values by numeric episode ID, once per request. Needs the upstream runtime bound to
 * the context (`upstreamOf(info, ctx)`), which `readEpisode` does.
 */
export const graphEpisodeLoader = defineLoader<GatewayContext, number, EpisodeOverview>('episodes.graphSide', (ctx, ids) =>
  Promise.all(ids.map((id) => readDraft(ctx, id).catch((error: Error) => error))),
);
