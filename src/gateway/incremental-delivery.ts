import {
  GraphQLSchema,
  Kind,
  TypeInfo,
  getNamedType,
  parse,
  visit,
  visitWithTypeInfo,
  type DocumentNode,
  type FragmentDefinitionNode,
  type GraphQLNamedType,
  type SelectionSetNode,
} from 'graphql';
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
 * What is deferred for real: a deferred fragment whose fields the gateway resolves itself (its own
 * types' fields, schema/gateway/*.graphql: the convenience analytics, comments and polls, the REST
 * fields). A fragment that selects a field the gateway takes as it is from the GraphQL upstream
 * (stitched, e.g. `Episode.analytics`) loses its `@defer` and comes in the initial payload, as the
 * incremental-delivery proposal allows: the stitching delegator strips `@defer` from upstream
 * requests, and fails a request whose only upstream selections were deferred.
 * `@stream` works on every list: the gateway's own stream as they resolve, stitched lists are
 * fetched whole and then sent item by item. A client that accepts only JSON gets the whole answer
 * at once (the directives dropped) instead of a 406.
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

/** `Type.field` for every field the gateway's own type definitions declare. */
export function localFieldsOf(typeDefs: readonly string[]): Set<string> {
  const fields = new Set<string>();
  for (const text of typeDefs) {
    for (const definition of parse(text).definitions) {
      if (
        (definition.kind === Kind.OBJECT_TYPE_DEFINITION || definition.kind === Kind.OBJECT_TYPE_EXTENSION || definition.kind === Kind.INTERFACE_TYPE_DEFINITION || definition.kind === Kind.INTERFACE_TYPE_EXTENSION) &&
        definition.fields
      ) {
        for (const field of definition.fields) fields.add(`${definition.name.value}.${field.name.value}`);
      }
    }
  }
  return fields;
}

const planned = new WeakMap<DocumentNode, DocumentNode>();

/**
 * The document to execute: `document` itself, or a copy where each deferred fragment that selects
 * an upstream (stitched) field has lost its `@defer` (see above). Cached per document.
 */
export function planDeferred(schema: GraphQLSchema, document: DocumentNode, localFields: ReadonlySet<string>): DocumentNode {
  const known = planned.get(document);
  if (known) return known;
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const definition of document.definitions) if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);
  const selectsUpstream = (type: GraphQLNamedType | null | undefined, selectionSet: SelectionSetNode, seen: Set<string>): boolean => {
    if (!type) return false;
    for (const selection of selectionSet.selections) {
      if (selection.kind === Kind.FIELD) {
        const name = selection.name.value;
        if (!name.startsWith('__') && !localFields.has(`${type.name}.${name}`)) return true;
      } else if (selection.kind === Kind.INLINE_FRAGMENT) {
        const inner = selection.typeCondition ? schema.getType(selection.typeCondition.name.value) : type;
        if (selectsUpstream(inner, selection.selectionSet, seen)) return true;
      } else {
        const fragment = fragments.get(selection.name.value);
        if (!fragment || seen.has(fragment.name.value)) continue;
        seen.add(fragment.name.value);
        if (selectsUpstream(schema.getType(fragment.typeCondition.name.value), fragment.selectionSet, seen)) return true;
      }
    }
    return false;
  };
  const withoutDefer = <T extends { directives?: readonly { name: { value: string } }[] }>(node: T): T => ({ ...node, directives: node.directives?.filter((d) => d.name.value !== 'defer') });
  const typeInfo = new TypeInfo(schema);
  const result = visit(
    document,
    visitWithTypeInfo(typeInfo, {
      [Kind.INLINE_FRAGMENT](node) {
        if (!node.directives?.some((d) => d.name.value === 'defer')) return undefined;
        const parent = node.typeCondition ? schema.getType(node.typeCondition.name.value) : getNamedType(typeInfo.getParentType());
        return selectsUpstream(parent, node.selectionSet, new Set()) ? withoutDefer(node) : undefined;
      },
      [Kind.FRAGMENT_SPREAD](node) {
        if (!node.directives?.some((d) => d.name.value === 'defer')) return undefined;
        const fragment = fragments.get(node.name.value);
        if (!fragment) return undefined;
        return selectsUpstream(schema.getType(fragment.typeCondition.name.value), fragment.selectionSet, new Set([fragment.name.value])) ? withoutDefer(node) : undefined;
      },
    }),
  );
  planned.set(document, result);
  return result;
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
