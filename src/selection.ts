import {
  getArgumentValues,
  getDirectiveValues,
  GraphQLIncludeDirective,
  GraphQLSkipDirective,
  isAbstractType,
  isObjectType,
  Kind,
  type FieldNode,
  type FragmentDefinitionNode,
  type GraphQLField,
  type GraphQLSchema,
  type SelectionNode,
  type SelectionSetNode,
} from 'graphql';

/**
 * The one selection model: which fields a client's selection asks of an object of one type,
 * as graphql-js will execute them (its CollectFields, spec 6.3.2). Named, nested and inline
 * fragments apply by their type conditions (an interface or union condition applies to each of
 * its object types); aliases and repeated fields come together under their response key;
 * `@skip`/`@include` are read with the request's variables. Every planner asks here: the roots'
 * loads, merge completion (stitching/merged.ts), the draft and upstream selections, the analytics
 * loads and the response cache's entity walk.
 *
 * A result depends on the document, the schema and the values of the variables its directives
 * read, nothing else, so it is cached on the document's nodes: per schema, per type, and per
 * values of those variables. Nothing of a request is kept.
 */

/** What a selection is read against: the schema, the document's fragments and the request's variables. */
export interface SelectionScope {
  readonly schema: GraphQLSchema;
  readonly fragments: Readonly<Record<string, FragmentDefinitionNode>>;
  readonly variableValues: Readonly<Record<string, unknown>>;
}

/** One response key: the field it reads and every node graphql-js merges under that key. */
export interface SelectedField {
  readonly responseKey: string;
  readonly name: string;
  readonly nodes: readonly FieldNode[];
}

export interface Selection {
  /** By response key, in execution order. */
  readonly fields: ReadonlyMap<string, SelectedField>;
  /** The names of the fields selected, whatever their aliases. */
  readonly names: ReadonlySet<string>;
}

/** Where a selection starts: a field's nodes (`info.fieldNodes`) or an operation's selection set. */
export type SelectionRoot = readonly FieldNode[] | SelectionSetNode;

/** Distinct variable combinations kept per node and type; past that the model is worked out per call. */
const MAX_VARIANTS = 8;

interface Variant {
  /** Variables the directives on the way read, and the values this result was worked out with. */
  readonly variables: readonly string[];
  readonly values: readonly unknown[];
  readonly selection: Selection;
}

interface Entry {
  readonly schema: GraphQLSchema;
  readonly root: SelectionRoot;
  readonly byType: Map<string, Variant[]>;
}

// Keyed by the first node: `info.fieldNodes` is a new array on every execution, but its nodes
// belong to the (cached) document, so repeated executions of a document hit.
const cache = new WeakMap<object, Entry>();

/** The fields `root` selects on an object of type `typeName` (an object type). */
export function selectionOf(root: SelectionRoot, typeName: string, scope: SelectionScope): Selection {
  const key = keyOf(root);
  if (!key) return EMPTY;
  let entry = cache.get(key);
  if (!entry || entry.schema !== scope.schema || !sameRoot(entry.root, root)) {
    entry = { schema: scope.schema, root, byType: new Map() };
    cache.set(key, entry);
  }
  let variants = entry.byType.get(typeName);
  if (!variants) entry.byType.set(typeName, (variants = []));
  for (const variant of variants) if (sameValues(variant, scope.variableValues)) return variant.selection;
  const read = new Set<string>();
  const selection = collect(root, typeName, scope, read);
  if (variants.length < MAX_VARIANTS) {
    const variables = [...read];
    variants.push({ variables, values: variables.map((name) => scope.variableValues[name]), selection });
  }
  return selection;
}

/** The fields the client selected on the object a resolver returns (`info` is the resolver's). */
export function selectionAt(info: SelectionScope & { readonly fieldNodes: readonly FieldNode[] }, typeName: string): Selection {
  return selectionOf(info.fieldNodes, typeName, info);
}

/** The names of the fields selected on the object a resolver returns. */
export function selectedFieldNames(info: SelectionScope & { readonly fieldNodes: readonly FieldNode[] }, typeName: string): ReadonlySet<string> {
  return selectionAt(info, typeName).names;
}

/** What a selected field selects in turn, on an object of type `typeName`. */
export function selectionUnder(field: SelectedField, typeName: string, scope: SelectionScope): Selection {
  return selectionOf(field.nodes, typeName, scope);
}

/** A selected field's arguments, coerced as graphql-js gives them to its resolver (throws its GraphQLError when they are bad). */
export function argumentsOf(field: SelectedField, definition: GraphQLField<unknown, unknown>, scope: SelectionScope): Record<string, unknown> {
  return getArgumentValues(definition, field.nodes[0], scope.variableValues as Record<string, unknown>);
}

/** Whether a fragment with this type condition applies to an object of type `typeName` (graphql-js's DoesFragmentTypeApply). */
export function conditionApplies(schema: GraphQLSchema, condition: string | undefined, typeName: string): boolean {
  if (!condition || condition === typeName) return true;
  const conditionType = schema.getType(condition);
  const type = schema.getType(typeName);
  return isAbstractType(conditionType) && isObjectType(type) && schema.isSubType(conditionType, type);
}

/** Part of a selection: the selected fields whose names a set holds, and the selection set that asks for them. */
export interface SelectionShare {
  readonly fields: readonly SelectedField[];
  /** The fields' nodes as written (aliases, arguments, directives, sub-selections). */
  readonly selectionSet: SelectionSetNode;
}

const shares = new WeakMap<Selection, WeakMap<ReadonlySet<string>, SelectionShare>>();

/**
 * The share of a selection that the fields named in `names` make up (the upstream's share of a
 * Show's selection, say). Cached with the selection, per set: pass a set made once, not per call.
 */
export function shareOf(selection: Selection, names: ReadonlySet<string>): SelectionShare {
  let byNames = shares.get(selection);
  if (!byNames) shares.set(selection, (byNames = new WeakMap()));
  let share = byNames.get(names);
  if (!share) {
    const fields = [...selection.fields.values()].filter((field) => names.has(field.name));
    share = { fields, selectionSet: { kind: Kind.SELECTION_SET, selections: fields.flatMap((field) => field.nodes) } };
    byNames.set(names, share);
  }
  return share;
}

const EMPTY: Selection = { fields: new Map(), names: new Set() };

function keyOf(root: SelectionRoot): object | undefined {
  return isSelectionSet(root) ? root : root[0];
}

function isSelectionSet(root: SelectionRoot): root is SelectionSetNode {
  return !Array.isArray(root);
}

function sameRoot(a: SelectionRoot, b: SelectionRoot): boolean {
  if (a === b) return true;
  if (isSelectionSet(a) || isSelectionSet(b)) return false;
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

function sameValues(variant: Variant, values: Readonly<Record<string, unknown>>): boolean {
  for (let i = 0; i < variant.variables.length; i++) if (values[variant.variables[i]] !== variant.values[i]) return false;
  return true;
}

function collect(root: SelectionRoot, typeName: string, scope: SelectionScope, read: Set<string>): Selection {
  const nodes = new Map<string, FieldNode[]>();
  // graphql-js visits a fragment once per field, across all the nodes of that field.
  const visited = new Set<string>();
  const walk = (set: SelectionSetNode): void => {
    for (const selection of set.selections) {
      if (!included(selection, scope, read)) continue;
      if (selection.kind === Kind.FIELD) {
        const key = selection.alias?.value ?? selection.name.value;
        const list = nodes.get(key);
        if (list) list.push(selection);
        else nodes.set(key, [selection]);
      } else if (selection.kind === Kind.INLINE_FRAGMENT) {
        if (conditionApplies(scope.schema, selection.typeCondition?.name.value, typeName)) walk(selection.selectionSet);
      } else {
        const name = selection.name.value;
        if (visited.has(name)) continue;
        visited.add(name);
        const fragment = scope.fragments[name];
        if (fragment && conditionApplies(scope.schema, fragment.typeCondition.name.value, typeName)) walk(fragment.selectionSet);
      }
    }
  };
  if (isSelectionSet(root)) walk(root);
  else for (const node of root) if (node.selectionSet) walk(node.selectionSet);
  const fields = new Map<string, SelectedField>();
  const names = new Set<string>();
  for (const [responseKey, list] of nodes) {
    fields.set(responseKey, { responseKey, name: list[0].name.value, nodes: list });
    names.add(list[0].name.value);
  }
  return { fields, names };
}

/**
 * `@skip`/`@include` as graphql-js reads them; the variables they name are noted, for the cache.
 * Directives a validated document cannot hold (a variable never sent) leave the node in: a
 * planner that plans one field too many costs little, one that misses a field fails it.
 */
function included(node: SelectionNode, scope: SelectionScope, read: Set<string>): boolean {
  if (!node.directives?.length) return true;
  for (const directive of node.directives) {
    if (directive.name.value !== 'skip' && directive.name.value !== 'include') continue;
    for (const arg of directive.arguments ?? []) if (arg.value.kind === Kind.VARIABLE) read.add(arg.value.name.value);
  }
  try {
    if (getDirectiveValues(GraphQLSkipDirective, node, scope.variableValues as Record<string, unknown>)?.if === true) return false;
    return getDirectiveValues(GraphQLIncludeDirective, node, scope.variableValues as Record<string, unknown>)?.if !== false;
  } catch {
    return true;
  }
}
