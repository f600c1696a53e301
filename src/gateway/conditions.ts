import {
  Kind,
  getVariableValues,
  visit,
  type DocumentNode,
  type GraphQLSchema,
  type OperationDefinitionNode,
  type SelectionNode,
  type SelectionSetNode,
} from 'graphql';
import { conditionsAllow } from '../selection.js';

/**
 * `@skip` and `@include` decided before execution, on the document with its named fragments
 * inlined (inline-fragments.ts): what runs is the document with every selection they exclude
 * removed and the others without them. graphql-js answers both alike,
 * but the gateway's planners and stitching's delegation read the document: @graphql-tools/delegate
 * (12.3) keeps the first of two fields with one response key and drops the second as already
 * asked, directives ignored, so `type @skip(if: true) type` reached the upstream as the skipped
 * `type` alone and answered null (test/shapes/regressions.test.ts). Documents without either
 * directive run as they are; a document's resolved forms are cached per set of decisions, so
 * repeated requests keep the per-document caches of the planners. src/gateway/plans.ts runs this
 * form (the normal form) and plans it.
 */
const MAX_FORMS = 16;
/** Per document: null when it has no @skip/@include, else its resolved forms by decisions. */
const forms = new WeakMap<DocumentNode, Map<string, DocumentNode> | null>();

export function resolveConditions(schema: GraphQLSchema, document: DocumentNode, variables: Record<string, unknown>, operationName?: string): DocumentNode {
  let cached = forms.get(document);
  if (cached === undefined) {
    cached = hasConditions(document) ? new Map() : null;
    forms.set(document, cached);
  }
  if (cached === null) return document;
  const operation = document.definitions.find(
    (d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION && (operationName === undefined || d.name?.value === operationName),
  );
  if (!operation) return document;
  const coerced = getVariableValues(schema, operation.variableDefinitions ?? [], variables);
  // Bad variables: execute reports them as it always has.
  if (coerced.errors) return document;
  // The decisions first (a walk that builds nothing): a form already made for them is the answer,
  // and the rewrite below runs once per form, not once per request.
  const key = decisionsOf(document, coerced.coerced);
  const known = cached.get(key);
  if (known) return known;
  const keep = (node: SelectionNode): boolean => !node.directives?.some(isCondition) || conditionsAllow(node, coerced.coerced);
  // Sets whose every selection is excluded: an inline fragment of one contributes nothing and
  // goes; a field keeps a skipped __typename (its value is still an object, and an empty
  // selection set is no document to send upstream; the selections as written would be a twin
  // stitching's delegation keeps in place of the included one).
  const emptied = new WeakSet<SelectionSetNode>();
  const resolved = visit(document, {
    SelectionSet: {
      leave(set: SelectionSetNode): SelectionSetNode {
        const selections = set.selections.filter(keep).map((s) => (s.directives?.some(isCondition) ? { ...s, directives: s.directives.filter((d) => !isCondition(d)) } : s));
        if (selections.length) return { ...set, selections };
        const placeholder: SelectionSetNode = { ...set, selections: [SKIPPED_TYPENAME] };
        emptied.add(placeholder);
        return placeholder;
      },
    },
    InlineFragment: {
      leave: (node) => (emptied.has(node.selectionSet) ? null : undefined),
    },
  });
  if (cached.size < MAX_FORMS) cached.set(key, resolved);
  return resolved;
}

/** Every `@skip`/`@include` decision of the document, in document order, as a key ('1' kept, '0' left out). */
function decisionsOf(document: DocumentNode, variables: Record<string, unknown>): string {
  let key = '';
  const walk = (set: SelectionSetNode): void => {
    for (const node of set.selections) {
      if (node.directives?.some(isCondition)) key += conditionsAllow(node, variables) ? '1' : '0';
      if ('selectionSet' in node && node.selectionSet) walk(node.selectionSet);
    }
  };
  for (const definition of document.definitions) if ('selectionSet' in definition) walk(definition.selectionSet);
  return key;
}

const SKIPPED_TYPENAME: SelectionNode = {
  kind: Kind.FIELD,
  name: { kind: Kind.NAME, value: '__typename' },
  directives: [{ kind: Kind.DIRECTIVE, name: { kind: Kind.NAME, value: 'skip' }, arguments: [{ kind: Kind.ARGUMENT, name: { kind: Kind.NAME, value: 'if' }, value: { kind: Kind.BOOLEAN, value: true } }] }],
};

function isCondition(directive: { name: { value: string } }): boolean {
  return directive.name.value === 'skip' || directive.name.value === 'include';
}

/** Whether a document has any `@skip` or `@include` (its normal form then depends on variables). */
export function hasConditions(document: DocumentNode): boolean {
  let found = false;
  visit(document, {
    Directive(node) {
      if (isCondition(node)) {
        found = true;
        return false;
      }
      return undefined;
    },
  });
  return found;
}
