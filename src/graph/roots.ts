import { GraphQLError, Kind, OperationTypeNode, parse, type GraphQLResolveInfo, type OperationDefinitionNode, type SelectionSetNode } from 'graphql';
import { conditionsApplied, selectionSetFor, type SelectionShare } from '../selection.js';
import { annotateExternalObject, defaultMergedResolver, delegateToSchema, FIELD_SUBSCHEMA_MAP_SYMBOL, isExternalObject, OBJECT_SUBSCHEMA_SYMBOL, UNPATHED_ERRORS_SYMBOL } from '@graphql-tools/delegate';
import { ErrorCode, gatewayError, toGraphQLError } from '../errors.js';
import type { GraphCaller } from './runtime.js';

/**
 * The upstream roots that fetch one Show or Episode by its URI (document 2, 2.3). Stitching's
 * merged types complete values through them (stitching/merged.ts); a gateway root field that
 * was given the URI delegates to them itself, so the upstream fields load in the same tick as
 * the REST ones and an unknown URI is the root field's own NOT_FOUND.
 */
export const URI_ROOTS = {
  Show: { rootField: 'showByShowUri', args: (uri: string) => ({ getShowByShowUriRequest: { showUri: uri } }) },
  Episode: { rootField: 'episodeByUri', args: (uri: string) => ({ getEpisodeRequest: { episodeUri: uri } }) },
} as const;

export type UriRootType = keyof typeof URI_ROOTS;

/** What a root asks when the client selected no upstream field: the key, whether the upstream shows the object at all. */
const KEY_ONLY: SelectionSetNode = (parse('{ uri }').definitions[0] as OperationDefinitionNode).selectionSet;

/**
 * The upstream object of a URI with the upstream's share of the client's selection at `info`
 * (the selection model's `shareOf`: the selected fields only the upstream answers, with
 * `@skip`/`@include` applied: `selectionSetFor`),
 * or its key alone when that share is empty. Null when the upstream does not show it to this
 * caller; an upstream failure comes back as the Error.
 */
export async function upstreamObject(ctx: GraphCaller, info: GraphQLResolveInfo, typeName: UriRootType, uri: string, share: SelectionShare): Promise<Record<string, unknown> | null | Error> {
  const root = URI_ROOTS[typeName];
  try {
    const result = await delegateToSchema({
      schema: ctx.upstream.subschema,
      operation: OperationTypeNode.QUERY,
      fieldName: root.rootField,
      args: root.args(uri),
      selectionSet: share.fields.length ? selectionSetFor(share.fields, info) : KEY_ONLY,
      // Delegation puts the client field's directives on the upstream root: not its @stream.
      fieldNodes: conditionsApplied(info.fieldNodes, info),
      context: ctx,
      info,
    });
    return result instanceof Error ? result : ((result ?? null) as Record<string, unknown> | null);
  } catch (error) {
    return error as Error;
  }
}

/**
 * Fields that answer with `error`, for each field of `selections`: the REST side answered but
 * the upstream did not, so each upstream field fails at its own path and the object's REST
 * fields still answer. graphql's default resolver calls a function-valued property (read by
 * field name on a plain object, by response key on one stitching made): both are set.
 */
export function failingFields(error: Error, selections: SelectionSetNode['selections'] | Iterable<string>): Record<string, unknown> {
  const failing = freshError(error);
  const fail = () => Promise.reject(failing);
  const out: Record<string, unknown> = {};
  for (const selection of selections) {
    if (typeof selection === 'string') {
      out[selection] = fail;
    } else if (selection.kind === Kind.FIELD) {
      out[selection.name.value] = fail;
      if (selection.alias) out[selection.alias.value] = fail;
    }
  }
  return out;
}

/**
 * `value` holding, under the response key of each field of a deferred share (the selection
 * model's `deferredShareOf`), what answers it in its later part: the upstream object for the URI
 * with that share, asked now. Asked in the same tick as the initial part's upstream work, it
 * travels in the same upstream request (no call more than without `@defer`), and only the
 * parts that deliver these fields wait for it (docs/clients.md, "Incremental delivery").
 * `uri` may still be on its way (the ID directory, a conversion); its failure fails these fields.
 * The fields' resolvers call what they find (stitching/held-fields.ts).
 */
export function withDeferredFields<T extends object>(value: T, ctx: GraphCaller, info: GraphQLResolveInfo, typeName: UriRootType, uri: string | Promise<string>, share: SelectionShare): T {
  const pending: Promise<Record<string, unknown> | null | Error> =
    typeof uri === 'string' ? upstreamObject(ctx, info, typeName, uri, share) : uri.then((known) => upstreamObject(ctx, info, typeName, known, share), (error: Error) => error);
  const held: Record<string, unknown> = {};
  for (const field of share.fields) {
    held[field.responseKey] = (args: Record<string, unknown>, context: unknown, fieldInfo: GraphQLResolveInfo) =>
      pending.then((object) => {
        if (object instanceof Error || !object) throw freshError(object || gatewayError(ErrorCode.NOT_FOUND, `The upstream GraphQL interface does not show this ${typeName === 'Show' ? 'show' : 'episode'} to this caller.`));
        // The field as it would have been read from the initial part's upstream object.
        return defaultMergedResolver(object as Parameters<typeof defaultMergedResolver>[0], args, context as Record<string, unknown>, fieldInfo);
      });
  }
  return withFields(value, held);
}

/** A coded error without the object's path, so graphql places it on each field that fails with it. */
function freshError(error: Error): GraphQLError {
  const coded = toGraphQLError(error);
  return new GraphQLError(coded.message, { extensions: coded.extensions, originalError: coded.originalError ?? undefined });
}

/** What a Show or Episode root's selection needs besides the REST record it always reads. */
export interface SelectionNeeds {
  /** Fields only the upstream answers. */
  upstream: boolean;
  /** The URI: for upstream fields, or for gateway fields keyed by it (`uriFields`). */
  uri: boolean;
  /** Fields answered from REST (neither the upstream's nor keyed by the URI alone). */
  rest: boolean;
}

/** One pass over the selected field names; `uriFields` are the gateway fields that need only the URI (`__typename` counts as one and needs nothing). */
export function selectionNeeds(selected: ReadonlySet<string>, upstreamFields: ReadonlySet<string>, uriFields: ReadonlySet<string>): SelectionNeeds {
  const needs: SelectionNeeds = { upstream: false, uri: false, rest: false };
  for (const field of selected) {
    if (upstreamFields.has(field)) needs.upstream = needs.uri = true;
    else if (!uriFields.has(field)) needs.rest = true;
    else if (field !== '__typename') needs.uri = true;
  }
  return needs;
}

/**
 * One object for a show or episode both sides answered: the upstream's fields and the keys the
 * REST side found (`keys` win). When the upstream failed or does not show it to this caller,
 * the selected upstream fields fail on their own and the REST fields still answer.
 */
export function withUpstreamFields<K extends object>(
  keys: K,
  fromUpstream: Record<string, unknown> | null | Error,
  selected: ReadonlySet<string>,
  upstreamFields: ReadonlySet<string>,
  what: string,
): K {
  if (!fromUpstream || fromUpstream instanceof Error) {
    const error = fromUpstream ?? gatewayError(ErrorCode.NOT_FOUND, `The upstream GraphQL interface does not show ${what} to this caller.`);
    return { ...keys, ...failingFields(error, [...selected].filter((f) => upstreamFields.has(f))) };
  }
  return withFields(fromUpstream, keys);
}

/**
 * A new object: `value` with `fields` over it (the keys the REST side found, a `__typename`).
 * An upstream answer's place in stitching (its subschema and the errors of fields below it)
 * goes with it, through delegate's own `annotateExternalObject`, so nested upstream errors
 * still land on their paths.
 */
export function withFields<T extends object, F extends object>(value: T, fields: F): T & F {
  const out = { ...value, ...fields };
  if (!isExternalObject(value)) return out;
  return annotateExternalObject(out, value[UNPATHED_ERRORS_SYMBOL], value[OBJECT_SUBSCHEMA_SYMBOL], value[FIELD_SUBSCHEMA_MAP_SYMBOL]) as unknown as T & F;
}
