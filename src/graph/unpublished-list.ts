import { getNamedType, isEnumType, isInputObjectType, isLeafType, isObjectType, parse, type DocumentNode, type GraphQLSchema } from 'graphql';
import { upstreamField } from './capabilities.js';
import { primeDraft, type UpstreamDraft } from './drafts.js';
import { episodeListPlan } from './episode-list.js';
import { longValue } from './long.js';
import { queryUpstream, valueOrError, type GraphCaller } from './runtime.js';
import type { HasLoaders } from '../loaders.js';

/**
 * A show's drafts and scheduled episodes from the upstream's own list, where the introspected
 * schema offers a way to ask for them. Document 2 (2.7) shows only `filter: PUBLISHED_EPISODES`;
 * another implementation may offer more, found by its shape (docs/spec-gaps.md, open shapes):
 * - filter values of the list request's enum that name drafts, scheduled or unpublished
 *   episodes (`DRAFT_EPISODES`, `SCHEDULED_EPISODES`, `UNPUBLISHED_EPISODES`): each is asked,
 *   and everything it lists is unpublished;
 * - else a value that lists every episode (`ALL_EPISODES`), when its items say which are
 *   unpublished: an `isDraft` flag, or a `publishedOn {seconds}` that is absent (a draft) or
 *   in the future (scheduled).
 * Without either, the plan is null and the gateway lists what it learned (known-drafts.ts).
 * Bounded: one upstream request (every filter value an alias in it) of UNPUBLISHED_PAGE_SIZE
 * items each; an upstream that lists published episodes before the unpublished ones may leave
 * some out, and the field's description says the list stops at its cap.
 */

/** Items asked per filter value. */
export const UNPUBLISHED_PAGE_SIZE = 50;

/** Filter values that list only unpublished episodes, by the words of their names. */
const NARROW = /(^|_)(DRAFTS?|SCHEDULED|UNPUBLISHED)(_|$)/;
const EVERYTHING = /^ALL(_EPISODES)?$/;

/** Upstream Episode fields read with each item, so a listed draft needs no second read (the draft reader's). */
const DRAFT_FIELDS = ['title', 'description', 'episodeType', 'isExplicit', 'isDraft', 'showUri'] as const;

export interface UnpublishedListPlan {
  /** The filter values asked, one alias each. */
  filters: string[];
  /** True when the filters list unpublished episodes only; else the items' fields decide. */
  narrow: boolean;
  document: DocumentNode;
  variables(showUri: string): Record<string, unknown>;
}

const plans = new WeakMap<GraphQLSchema, UnpublishedListPlan | null>();

export function unpublishedListPlan(schema: GraphQLSchema): UnpublishedListPlan | null {
  let plan = plans.get(schema);
  if (plan === undefined) plans.set(schema, (plan = build(schema)));
  return plan;
}

function build(schema: GraphQLSchema): UnpublishedListPlan | null {
  const list = episodeListPlan(schema);
  const showRoot = upstreamField(schema, 'Query', 'showByShowUri');
  const showArg = showRoot?.args.find((a) => a.name === 'getShowByShowUriRequest');
  if (list instanceof Error || !showArg) return null;
  const listField = upstreamField(schema, 'Show', 'episodesV2')!;
  const reqType = getNamedType(listField.args.find((a) => a.name === 'listEpisodesV2Request')!.type);
  const filterField = isInputObjectType(reqType) ? reqType.getFields().filter : undefined;
  const filterType = filterField ? getNamedType(filterField.type) : undefined;
  if (!isEnumType(filterType)) return null;
  const values = filterType.getValues().map((v) => v.name);
  const narrowValues = values.filter((v) => NARROW.test(v) && !/^PUBLISHED/.test(v));
  const everything = values.find((v) => EVERYTHING.test(v));

  const listType = getNamedType(listField.type);
  const items = isObjectType(listType) ? listType.getFields().items : undefined;
  const itemType = items ? getNamedType(items.type) : undefined;
  const itemFields = isObjectType(itemType) ? itemType.getFields() : {};
  const publishedOnType = itemFields.publishedOn ? getNamedType(itemFields.publishedOn.type) : undefined;
  const hasSeconds = isObjectType(publishedOnType) && 'seconds' in publishedOnType.getFields();
  const tells = 'isDraft' in itemFields || hasSeconds;
  const narrow = narrowValues.length > 0;
  if (!narrow && !(everything && tells)) return null;
  const filters = narrow ? narrowValues : [everything!];

  const selection = ['uri', ...DRAFT_FIELDS.filter((f) => itemFields[f] && isLeafType(getNamedType(itemFields[f].type))), ...(hasSeconds ? ['publishedOn { seconds }'] : [])].join(' ');
  const defs = filters.map((_, i) => `$req${i}: ${list.requestType}`).join(', ');
  const lists = filters.map((_, i) => `l${i}: episodesV2(listEpisodesV2Request: $req${i}) { items { ${selection} } }`).join(' ');
  const document = parse(`query GatewayUnpublishedEpisodes($show: ${showArg.type.toString()}, ${defs}) { showByShowUri(getShowByShowUriRequest: $show) { ${lists} } }`);
  return {
    filters,
    narrow,
    document,
    variables: (showUri) => ({
      show: { showUri },
      ...Object.fromEntries(filters.map((filter, i) => [`req${i}`, { ...list.request(UNPUBLISHED_PAGE_SIZE, null), filter }])),
    }),
  };
}

type Item = UpstreamDraft & { uri?: unknown };

/**
 * The URIs of a show's unpublished episodes as the upstream lists them, first listed first,
 * without repeats. Each listed record primes the draft reader, so reading a listed draft's
 * fields costs no further upstream request.
 */
export async function listUnpublished(ctx: GraphCaller & HasLoaders, plan: UnpublishedListPlan, showUri: string, now = Date.now()): Promise<string[]> {
  const result = await queryUpstream(ctx, plan.document, plan.variables(showUri));
  const show = valueOrError<Record<string, { items?: Array<Item | null> | null } | null>>(result, 'showByShowUri');
  const uris: string[] = [];
  for (let i = 0; i < plan.filters.length; i++) {
    for (const item of show?.[`l${i}`]?.items ?? []) {
      if (!item || typeof item.uri !== 'string' || uris.includes(item.uri)) continue;
      if (!plan.narrow && !isUnpublished(item, now)) continue;
      primeDraft(ctx, item.uri, item);
      uris.push(item.uri);
    }
  }
  return uris;
}

/** An item of an every-episode list: unpublished when it says it is a draft, or has no or a future publish time. */
function isUnpublished(item: Item, now: number): boolean {
  if (item.isDraft === true) return true;
  if (item.publishedOn === undefined) return false;
  const seconds = longValue(item.publishedOn?.seconds);
  return seconds === null || seconds <= 0 || seconds * 1000 > now;
}
