import { getNamedType, isLeafType, isObjectType, parse, type DocumentNode, type GraphQLSchema } from 'graphql';
import { defineLoader, type HasLoaders } from '../loaders.js';
import { missingUpstream, upstreamField } from './capabilities.js';
import { queryUpstream, valueOrError, type GraphCaller } from './runtime.js';

/**
 * The one reader of draft episodes. The REST overview refuses drafts (4.2, 403) and "draft data
 * is only available through the GraphQL interface", so a draft's values come from
 * `episodeByUri`, with the fields the introspected upstream has (docs/architecture.md#follow-the-spec-not-our-sandbox). They are
 * read only for an episode REST refused: every draft of one tick in one upstream request (the
 * loader), never asked with every episode the upstream answers.
 */

/** Upstream Episode fields a draft is read with, when the upstream has them as the spec shows them. */
const WANTED = ['title', 'description', 'episodeType', 'isExplicit', 'isDraft', 'publishedOn', 'showUri'] as const;

/** A draft as the upstream shows it; any field may be missing from another implementation. */
export interface UpstreamDraft {
  uri?: unknown;
  title?: unknown;
  description?: unknown;
  episodeType?: unknown;
  isExplicit?: unknown;
  isDraft?: unknown;
  publishedOn?: { seconds?: unknown } | null;
  showUri?: unknown;
}

interface DraftPlan {
  document: DocumentNode | Error;
}

const plans = new WeakMap<GraphQLSchema, DraftPlan>();

function planFor(schema: GraphQLSchema): DraftPlan {
  let plan = plans.get(schema);
  if (!plan) plans.set(schema, (plan = buildPlan(schema)));
  return plan;
}

function buildPlan(schema: GraphQLSchema): DraftPlan {
  const type = schema.getType('Episode');
  const available = isObjectType(type) ? type.getFields() : {};
  const selection: string[] = [];
  for (const name of WANTED) {
    const field = available[name];
    if (!field) continue;
    const named = getNamedType(field.type);
    // A field of another shape under the same name would make every selection carrying it invalid.
    if (name === 'publishedOn') {
      if (isObjectType(named) && 'seconds' in named.getFields()) selection.push('publishedOn { seconds }');
    } else if (isLeafType(named)) {
      selection.push(name);
    }
  }
  const root = upstreamField(schema, 'Query', 'episodeByUri');
  const arg = root?.args.find((a) => a.name === 'getEpisodeRequest');
  const document =
    root && arg && isObjectType(getNamedType(root.type))
      ? parse(`query GatewayDraftEpisode($req: ${arg.type.toString()}) { episodeByUri(getEpisodeRequest: $req) { uri ${selection.join(' ')} } }`)
      : missingUpstream('Query.episodeByUri(getEpisodeRequest:) (draft episodes are read there)');
  return { document };
}

/** Drafts by episode URI; every URI of one tick goes out in one upstream request. Null: the upstream does not show it to this caller. */
const draftLoader = defineLoader<GraphCaller & HasLoaders, string, UpstreamDraft | null>('graph.draft', (ctx, uris) => {
  const { document } = planFor(ctx.upstream.schema);
  if (document instanceof Error) return Promise.resolve(uris.map(() => document));
  return Promise.all(
    uris.map((uri) =>
      queryUpstream(ctx, document, { req: { episodeUri: uri } })
        .then((result) => valueOrError<UpstreamDraft>(result, 'episodeByUri'))
        .catch((err: Error) => err),
    ),
  );
});

/** The draft values of one episode, once per request. */
export function readDraft(ctx: GraphCaller & HasLoaders, uri: string): Promise<UpstreamDraft | null> {
  return draftLoader(ctx).load(uri);
}

/** Drops what this request read about a draft, so the next read sees a write. */
export function forgetDraft(ctx: GraphCaller & HasLoaders, uri: string): void {
  draftLoader(ctx).clear(uri);
}

/** Holds a draft record another read of this request already has (a list that carried its fields). */
export function primeDraft(ctx: GraphCaller & HasLoaders, uri: string, draft: UpstreamDraft): void {
  draftLoader(ctx).prime(uri, draft);
}
