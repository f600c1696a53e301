import { getNamedType, isLeafType, isObjectType, parse, type DocumentNode, type GraphQLOutputType, type GraphQLResolveInfo, type GraphQLSchema } from 'graphql';
import { missingUpstream, upstreamField } from './capabilities.js';
import type { GatewayContext } from '../context.js';
import { ErrorCode } from '../errors.js';
import { defineLoader } from '../loaders.js';
import { toEpisodeType, type EpisodeOverview } from '../modules/episodes/mappers.js';
import { episodeUriOf, markDraft } from '../modules/ids/keys.js';
import { refNumber } from './refs.js';
import { isExternalObject } from './refs.js';
import { queryUpstream, upstreamOf, upstreamOfContext, valueOrError } from './runtime.js';

/**
 * Drafts: the REST overview refuses them (403, spec 4.2) while the GraphQL interface serves
 * them (document 2, section 1). For an episode REST refuses, the gateway builds the same
 * overview record from the GraphQL side, so `episode(id:)`, `title`, `state`... work on drafts.
 * Upstream fields read here are also requested with every gateway Episode field
 * (`DRAFT_SELECTION`), so episodes listed by the upstream need no extra request.
 */
const DRAFT_FIELDS = ['title', 'description', 'episodeType', 'isExplicit', 'isDraft'] as const;

/**
 * The subset of DRAFT_FIELDS the upstream Episode type has as plain values (a field of another
 * shape under the same name would make every selection carrying it invalid upstream).
 */
export function draftSelection(upstream: GraphQLSchema): string {
  const type = upstream.getType('Episode');
  const fields: Record<string, { type: GraphQLOutputType }> = isObjectType(type) ? type.getFields() : {};
  return DRAFT_FIELDS.filter((f) => f in fields && isLeafType(getNamedType(fields[f].type))).join(' ');
}

/** True for the error the REST overview gives a draft (also another account's episode). */
export function isRefusedByRest(error: unknown): boolean {
  return (error as { code?: unknown } | null)?.code === ErrorCode.FORBIDDEN;
}

type UpstreamEpisode = Partial<Record<(typeof DRAFT_FIELDS)[number], unknown>>;

/**
 * The overview of an episode REST refused, from the GraphQL interface. Rejects with `refusal`
 * (the REST error) when the GraphQL interface cannot show it either, so another account's
 * episode stays FORBIDDEN.
 */
export async function draftOverview(parent: unknown, ctx: GatewayContext, info: GraphQLResolveInfo, refusal: unknown): Promise<EpisodeOverview> {
  let upstream: UpstreamEpisode | null = null;
  if (isExternalObject(parent)) {
    upstream = parent as UpstreamEpisode;
  } else {
    const id = refNumber(parent, 'id');
    if (id !== undefined) markDraft(ctx, id);
    upstreamOf(info, ctx);
    try {
      upstream = await graphEpisodeLoader(ctx).load(await episodeUriOf(parent, ctx, info));
    } catch {
      upstream = null;
    }
  }
  if (!upstream) throw refusal;
  return toOverview(upstream);
}

function toOverview(e: UpstreamEpisode): EpisodeOverview {
  return {
    title: typeof e.title === 'string' ? e.title : null,
    description: typeof e.description === 'string' ? e.description : null,
    // REST refused it and the GraphQL side shows it to this caller: a draft (4.2), which is
    // neither published nor scheduled (table 3.1), unless the upstream says it is not one.
    // `isDraft` is not in the spec; without it, the refusal alone decides.
    isPublished: e.isDraft === false ? null : false,
    publishOn: null,
    userId: null,
    episodeType: toEpisodeType(e.episodeType),
    isExplicit: typeof e.isExplicit === 'boolean' ? e.isExplicit : null,
  };
}

const documents = new WeakMap<GraphQLSchema, DocumentNode>();

/** Upstream episodes by URI; all URIs of one tick go out in one upstream request. */
const graphEpisodeLoader = defineLoader<GatewayContext, string, UpstreamEpisode | null>('stitching.graphEpisode', (ctx, uris) => {
  const runtime = upstreamOfContext(ctx);
  let doc = documents.get(runtime.schema);
  if (!doc) {
    // The argument's input type as the upstream names it (the spec names only the argument).
    const arg = upstreamField(runtime.schema, 'Query', 'episodeByUri')?.args.find((a) => a.name === 'getEpisodeRequest');
    if (!arg) return Promise.resolve(uris.map(() => missingUpstream('Query.episodeByUri(getEpisodeRequest:) (draft episodes are read there)')));
    doc = parse(`query GatewayDraftEpisode($req: ${arg.type.toString()}) { episodeByUri(getEpisodeRequest: $req) { uri ${draftSelection(runtime.schema)} } }`);
    documents.set(runtime.schema, doc);
  }
  return Promise.all(
    uris.map((uri) =>
      queryUpstream(ctx, runtime, doc!, { req: { episodeUri: uri } }).then(
        (result) => valueOrError<UpstreamEpisode>(result, 'episodeByUri'),
        (err: Error) => err,
      ).catch((err: Error) => err),
    ),
  );
});
