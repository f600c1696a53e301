import { Kind, visit, type DocumentNode, type FragmentDefinitionNode, type InlineFragmentNode, type SelectionSetNode } from 'graphql';

/**
 * The operation with every named fragment spread written in place as an inline fragment of the
 * same type condition and directives: graphql-js answers both alike, and stitching's delegation
 * mishandles named ones (@graphql-tools/delegate 12.3 drops a fragment that reduces to nothing
 * it would send, a `{ ... on Show { __typename } }`, yet keeps another fragment's spread of it,
 * so the upstream refused the request; test/shapes/regressions.test.ts). A document whose
 * inline form would be more than `MAX_GROWTH` times its size (fragments spread many times over)
 * runs as written. Cached per document.
 */
const MAX_GROWTH = 4;
const inlined = new WeakMap<DocumentNode, DocumentNode>();

export function inlineFragments(document: DocumentNode): DocumentNode {
  const known = inlined.get(document);
  if (known) return known;
  const result = build(document);
  inlined.set(document, result);
  return result;
}

function build(document: DocumentNode): DocumentNode {
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const def of document.definitions) if (def.kind === Kind.FRAGMENT_DEFINITION) fragments.set(def.name.value, def);
  if (fragments.size === 0) return document;
  const budget = { left: MAX_GROWTH * countSelections(document) };

  const expand = (set: SelectionSetNode, path: ReadonlySet<string>): SelectionSetNode | null => {
    const selections: SelectionSetNode['selections'][number][] = [];
    for (const sel of set.selections) {
      if (--budget.left < 0) return null;
      if (sel.kind === Kind.FRAGMENT_SPREAD) {
        const fragment = fragments.get(sel.name.value);
        // Unknown or cyclic: validation refused the document already; leave it to execution.
        if (!fragment || path.has(fragment.name.value)) return null;
        const body = expand(fragment.selectionSet, new Set(path).add(fragment.name.value));
        if (!body) return null;
        const inline: InlineFragmentNode = { kind: Kind.INLINE_FRAGMENT, typeCondition: fragment.typeCondition, directives: sel.directives, selectionSet: body, loc: sel.loc };
        selections.push(inline);
      } else if (sel.selectionSet) {
        const body = expand(sel.selectionSet, path);
        if (!body) return null;
        selections.push({ ...sel, selectionSet: body });
      } else {
        selections.push(sel);
      }
    }
    return { ...set, selections };
  };

  const definitions: DocumentNode['definitions'][number][] = [];
  for (const def of document.definitions) {
    if (def.kind === Kind.FRAGMENT_DEFINITION) continue;
    if (def.kind !== Kind.OPERATION_DEFINITION) {
      definitions.push(def);
      continue;
    }
    const selectionSet = expand(def.selectionSet, new Set());
    if (!selectionSet) return document;
    definitions.push({ ...def, selectionSet });
  }
  return { ...document, definitions };
}

function countSelections(document: DocumentNode): number {
  let n = 0;
  visit(document, { SelectionSet: (set) => void (n += set.selections.length) });
  return n;
}
