import {
  Kind,
  getNamedType,
  isCompositeType,
  isObjectType,
  isInterfaceType,
  type DocumentNode,
  type FieldNode,
  type FragmentDefinitionNode,
  type GraphQLCompositeType,
  type GraphQLSchema,
  type SelectionNode,
  type SelectionSetNode,
} from 'graphql';

/**
 * A document with each selection set's fields merged as graphql-js executes them: a field
 * written twice (directly, or once more in an inline fragment or a named fragment of the same
 * type) appears once, its sub-selections joined. What counts a document's fields (the cost
 * limit) then counts what runs, whatever form the client wrote (issue 18). Fields under
 * `@skip`/`@include` and fragments on other types are left as they are.
 */
export function mergedFields(schema: GraphQLSchema, document: DocumentNode): DocumentNode {
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const def of document.definitions) if (def.kind === Kind.FRAGMENT_DEFINITION) fragments.set(def.name.value, def);
  const roots: Record<string, GraphQLCompositeType | null | undefined> = {
    query: schema.getQueryType(),
    mutation: schema.getMutationType(),
    subscription: schema.getSubscriptionType(),
  };

  const merge = (set: SelectionSetNode, parent: GraphQLCompositeType, seen: ReadonlySet<string>): SelectionSetNode => {
    const out: SelectionNode[] = [];
    const byKey = new Map<string, { index: number; nodes: FieldNode[] }>();
    const add = (sel: SelectionNode, seenHere: ReadonlySet<string>): void => {
      if (sel.kind === Kind.FIELD && !sel.directives?.length) {
        const key = sel.alias?.value ?? sel.name.value;
        const entry = byKey.get(key);
        if (entry) entry.nodes.push(sel);
        else byKey.set(key, { index: out.push(sel) - 1, nodes: [sel] });
        return;
      }
      if (sel.kind === Kind.INLINE_FRAGMENT && !sel.directives?.length && (!sel.typeCondition || sel.typeCondition.name.value === parent.name)) {
        for (const inner of sel.selectionSet.selections) add(inner, seenHere);
        return;
      }
      if (sel.kind === Kind.FRAGMENT_SPREAD && !sel.directives?.length) {
        const fragment = fragments.get(sel.name.value);
        if (fragment && fragment.typeCondition.name.value === parent.name && !seenHere.has(fragment.name.value)) {
          const next = new Set(seenHere).add(fragment.name.value);
          for (const inner of fragment.selectionSet.selections) add(inner, next);
          return;
        }
      }
      out.push(sel);
    };
    for (const sel of set.selections) add(sel, seen);
    for (const { index, nodes } of byKey.values()) {
      const [first] = nodes;
      if (!first.selectionSet) continue;
      const type = fieldType(parent, first.name.value);
      if (!type) continue;
      const joined: SelectionSetNode = { kind: Kind.SELECTION_SET, selections: nodes.flatMap((n) => n.selectionSet?.selections ?? []) };
      out[index] = { ...first, selectionSet: merge(joined, type, seen) };
    }
    return { ...set, selections: out };
  };

  return {
    ...document,
    definitions: document.definitions.map((def) => {
      if (def.kind !== Kind.OPERATION_DEFINITION) return def;
      const root = roots[def.operation];
      return root ? { ...def, selectionSet: merge(def.selectionSet, root, new Set()) } : def;
    }),
  };
}

function fieldType(parent: GraphQLCompositeType, name: string): GraphQLCompositeType | null {
  if (!isObjectType(parent) && !isInterfaceType(parent)) return null;
  const field = parent.getFields()[name];
  const type = field && getNamedType(field.type);
  return type && isCompositeType(type) ? type : null;
}
