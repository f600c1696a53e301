import { GraphQLSchema, Kind, visit, type DocumentNode } from 'graphql';
import { GraphQLDeferDirective, GraphQLStreamDirective } from '@graphql-tools/utils';

/**
 * Incremental delivery (`@defer`, `@stream`; docs/clients.md "Incremental delivery"): yoga's
 * defer-stream plugin validates the directives, @graphql-tools/executor runs them, and yoga sends
 * the parts over multipart/mixed or SSE. Two things here keep that cheap for everything else:
 *
 * - The directives are put in each schema the holder serves once (a refreshed schema gets them
 *   again), so the plugin's `onSchemaChange` finds them and does not rebuild the schema on every
 *   request, which useCurrentSchema sets per request.
 * - Only documents that use them leave graphql-js's execute (faster per field, docs/performance.md)
 *   for @graphql-tools/executor, the one that delivers incrementally.
 *
 * Every deferred fragment is deferred for real, upstream fields included: the selection model
 * (src/selection.ts) marks the fields only deferred fragments select, the roots and stitching's
 * merge completion ask the upstream for them in the same tick as for the initial part's fields
 * (one upstream request per tick, as without @defer), and only the later parts wait for them
 * (graph/roots.ts `withDeferredFields`). What is sent upstream never holds `@defer` or `@stream`
 * (the upstream interface does not deliver incrementally): a deferred fragment inside an upstream
 * object is fetched with that object and sent in its later part. `@stream` works on every list:
 * the gateway's own stream as they resolve, stitched lists are fetched whole and then sent item
 * by item. A client that accepts only JSON gets the whole answer at once (the directives
 * dropped) instead of a 406.
 */

const withDirectives = new WeakMap<GraphQLSchema, GraphQLSchema>();

/** `schema` with `@defer` and `@stream` declared (the same object each time for the same schema). */
export function withIncrementalDirectives(schema: GraphQLSchema): GraphQLSchema {
  const known = withDirectives.get(schema);
  if (known) return known;
  const missing = [GraphQLDeferDirective, GraphQLStreamDirective].filter((directive) => !schema.getDirective(directive.name));
  let served = schema;
  if (missing.length > 0) {
    served = new GraphQLSchema({ ...schema.toConfig(), directives: [...schema.getDirectives(), ...missing] });
    // Stitching keeps its merge plan in the schema's extensions.
    served.extensions = schema.extensions;
  }
  withDirectives.set(schema, served);
  withDirectives.set(served, served);
  return served;
}

const incremental = new WeakMap<DocumentNode, boolean>();

/** Whether a document uses `@defer` or `@stream` anywhere (documents are cached, so is this). */
export function usesIncrementalDelivery(document: DocumentNode): boolean {
  let known = incremental.get(document);
  if (known === undefined) {
    known = false;
    visit(document, {
      [Kind.DIRECTIVE](node) {
        if (node.name.value === 'defer' || node.name.value === 'stream') {
          known = true;
          return false;
        }
        return undefined;
      },
    });
    incremental.set(document, known);
  }
  return known;
}

const flattened = new WeakMap<DocumentNode, DocumentNode>();

/** `document` without `@defer` and `@stream`: for a client that accepts only one JSON answer. Cached per document. */
export function withoutIncrementalDelivery(document: DocumentNode): DocumentNode {
  let known = flattened.get(document);
  if (!known) {
    known = visit(document, {
      [Kind.DIRECTIVE](node) {
        return node.name.value === 'defer' || node.name.value === 'stream' ? null : undefined;
      },
    });
    flattened.set(document, known);
  }
  return known;
}

/** Whether the client takes parts (multipart/mixed or an event stream); otherwise it gets one answer. */
export function acceptsIncremental(accept: string | null | undefined): boolean {
  return accept != null && /multipart\/mixed|text\/event-stream/i.test(accept);
}
