import { GraphQLDeferDirective } from '@graphql-tools/utils';
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
  type FragmentSpreadNode,
  type InlineFragmentNode,
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
 * loads, merge completion (stitching/merged.ts), what goes upstream (`shareOf`,
 * `selectionSetFor`), the analytics loads and the response cache's entity walk and targets.
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
  /**
   * Every node of this key lies in a fragment `@defer` applies to (its `if` not false): the
   * executor delivers it in a later part, so what the initial part needs leaves it out.
   */
  readonly deferred: boolean;
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

interface Variant<T = Selection> {
  /** Variables the directives on the way read, and the values this result was worked out with. */
  readonly variables: readonly string[];
  readonly values: readonly unknown[];
  readonly result: T;
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
  for (const variant of variants) if (sameValues(variant, scope.variableValues)) return variant.result;
  const read = new Set<string>();
  const selection = collect(root, typeName, scope, read);
  if (variants.length < MAX_VARIANTS) {
    const variables = [...read];
    variants.push({ variables, values: variables.map((name) => scope.variableValues[name]), result: selection });
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

/** Part of a selection: the selected fields whose names a set holds. */
export interface SelectionShare {
  readonly fields: readonly SelectedField[];
}

const shares = new WeakMap<Selection, WeakMap<ReadonlySet<string>, SelectionShare>>();

const deferredShares = new WeakMap<Selection, WeakMap<ReadonlySet<string>, SelectionShare>>();

/**
 * The share of a selection that the fields named in `names` make up (the upstream's share of a
 * Show's selection, say), as the initial part needs it: deferred fields left out
 * (`deferredShareOf`). Cached with the selection, per set: pass a set made once, not per call.
 */
export function shareOf(selection: Selection, names: ReadonlySet<string>): SelectionShare {
  return cachedShare(shares, selection, names, false);
}

/** The deferred fields of that share: loaded beside the initial part's, awaited only by the parts that deliver them. */
export function deferredShareOf(selection: Selection, names: ReadonlySet<string>): SelectionShare {
  return cachedShare(deferredShares, selection, names, true);
}

const shareNames = new WeakMap<SelectionShare, ReadonlySet<string>>();

/** The names of a share's fields, whatever their aliases (cached with the share). */
export function sharedNames(share: SelectionShare): ReadonlySet<string> {
  let names = shareNames.get(share);
  if (!names) shareNames.set(share, (names = new Set(share.fields.map((field) => field.name))));
  return names;
}

function cachedShare(cache: WeakMap<Selection, WeakMap<ReadonlySet<string>, SelectionShare>>, selection: Selection, names: ReadonlySet<string>, deferred: boolean): SelectionShare {
  let byNames = cache.get(selection);
  if (!byNames) cache.set(selection, (byNames = new WeakMap()));
  let share = byNames.get(names);
  if (!share) {
    share = { fields: [...selection.fields.values()].filter((field) => field.deferred === deferred && names.has(field.name)) };
    byNames.set(names, share);
  }
  return share;
}

const resolvedSets = new WeakMap<readonly SelectedField[], Array<Variant<SelectionSetNode>>>();

/**
 * A selection set asking for `fields` as graphql-js executes them, to send to another schema:
 * what `@skip`/`@include` leave out is gone and the directives with it, at every depth, and
 * named fragments are inlined (with their type conditions). Stitching's delegation merges a
 * field with its twin without looking at their directives (a skipped twin would hide the one
 * selected); a selection with no conditions left has nothing for it to get wrong. Cached per
 * list of fields and the values of the variables its directives read.
 */
export function selectionSetFor(fields: readonly SelectedField[], scope: SelectionScope): SelectionSetNode {
  let variants = resolvedSets.get(fields);
  if (!variants) resolvedSets.set(fields, (variants = []));
  for (const variant of variants) if (sameValues(variant, scope.variableValues)) return variant.result;
  const read = new Set<string>();
  const set: SelectionSetNode = { kind: Kind.SELECTION_SET, selections: fields.flatMap((field) => field.nodes.map((node) => resolvedField(node, scope, read))) };
  if (variants.length < MAX_VARIANTS) {
    const variables = [...read];
    variants.push({ variables, values: variables.map((name) => scope.variableValues[name]), result: set });
  }
  return set;
}

const resolvedNodes = new WeakMap<FieldNode, { readonly nodes: readonly FieldNode[]; readonly variants: Array<Variant<readonly FieldNode[]>> }>();

/**
 * A field's nodes (`info.fieldNodes`) as `selectionSetFor` gives a selection: conditions applied
 * at every depth, named fragments inlined. What stitching delegates an upstream root with.
 * Cached per nodes and the values of the variables their directives read.
 */
export function conditionsApplied(nodes: readonly FieldNode[], scope: SelectionScope): readonly FieldNode[] {
  if (!nodes.length) return nodes;
  let entry = resolvedNodes.get(nodes[0]);
  if (!entry || !sameRoot(entry.nodes, nodes)) resolvedNodes.set(nodes[0], (entry = { nodes, variants: [] }));
  for (const variant of entry.variants) if (sameValues(variant, scope.variableValues)) return variant.result;
  const read = new Set<string>();
  const result = nodes.map((node) => resolvedField(node, scope, read));
  if (entry.variants.length < MAX_VARIANTS) {
    const variables = [...read];
    entry.variants.push({ variables, values: variables.map((name) => scope.variableValues[name]), result });
  }
  return result;
}

function resolvedField(node: FieldNode, scope: SelectionScope, read: Set<string>): FieldNode {
  return { ...node, directives: unconditional(node), selectionSet: node.selectionSet && resolvedSet(node.selectionSet, scope, read) };
}

function resolvedSet(set: SelectionSetNode, scope: SelectionScope, read: Set<string>): SelectionSetNode {
  const selections: SelectionNode[] = [];
  for (const selection of set.selections) {
    if (!included(selection, scope, read)) continue;
    if (selection.kind === Kind.FIELD) {
      selections.push(resolvedField(selection, scope, read));
    } else if (selection.kind === Kind.INLINE_FRAGMENT) {
      selections.push({ ...selection, directives: unconditional(selection), selectionSet: resolvedSet(selection.selectionSet, scope, read) });
    } else {
      const fragment = scope.fragments[selection.name.value];
      if (!fragment) continue;
      selections.push({ kind: Kind.INLINE_FRAGMENT, typeCondition: fragment.typeCondition, directives: unconditional(selection), selectionSet: resolvedSet(fragment.selectionSet, scope, read) });
    }
  }
  return { kind: Kind.SELECTION_SET, selections };
}

/**
 * A node's directives without the conditions (applied already) and without `@defer`/`@stream`:
 * a selection sent upstream is fetched whole, the upstream interface does not deliver
 * incrementally (document 2), and the gateway's executor still sends the parts.
 */
function unconditional(node: SelectionNode): SelectionNode['directives'] {
  return node.directives?.filter((d) => !DROPPED_UPSTREAM.has(d.name.value));
}

const DROPPED_UPSTREAM = new Set(['skip', 'include', 'defer', 'stream']);

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

function sameValues(variant: Variant<unknown>, values: Readonly<Record<string, unknown>>): boolean {
  for (let i = 0; i < variant.variables.length; i++) if (values[variant.variables[i]] !== variant.values[i]) return false;
  return true;
}

function collect(root: SelectionRoot, typeName: string, scope: SelectionScope, read: Set<string>): Selection {
  const nodes = new Map<string, FieldNode[]>();
  // Response keys with a node outside every deferred fragment: the initial part has them.
  const initial = new Set<string>();
  // graphql-js visits a fragment once per field, across all the nodes of that field; a deferred
  // spread does not count as a visit (@graphql-tools/utils collectFields, which the executor of
  // incremental answers uses).
  const visited = new Set<string>();
  const walk = (set: SelectionSetNode, inDeferred: boolean): void => {
    for (const selection of set.selections) {
      if (!included(selection, scope, read)) continue;
      if (selection.kind === Kind.FIELD) {
        const key = selection.alias?.value ?? selection.name.value;
        const list = nodes.get(key);
        if (list) list.push(selection);
        else nodes.set(key, [selection]);
        if (!inDeferred) initial.add(key);
      } else if (selection.kind === Kind.INLINE_FRAGMENT) {
        if (conditionApplies(scope.schema, selection.typeCondition?.name.value, typeName)) walk(selection.selectionSet, inDeferred || deferredBy(selection, scope, read));
      } else {
        const name = selection.name.value;
        const deferred = deferredBy(selection, scope, read);
        if (visited.has(name) && !deferred) continue;
        if (!deferred) visited.add(name);
        const fragment = scope.fragments[name];
        if (fragment && conditionApplies(scope.schema, fragment.typeCondition.name.value, typeName)) walk(fragment.selectionSet, inDeferred || deferred);
      }
    }
  };
  if (isSelectionSet(root)) walk(root, false);
  else for (const node of root) if (node.selectionSet) walk(node.selectionSet, false);
  const fields = new Map<string, SelectedField>();
  const names = new Set<string>();
  for (const [responseKey, list] of nodes) {
    fields.set(responseKey, { responseKey, name: list[0].name.value, nodes: list, deferred: !initial.has(responseKey) });
    names.add(list[0].name.value);
  }
  return { fields, names };
}

/** Whether `@defer` applies to a fragment, as the executor reads it (the variables it names are noted, for the cache). */
function deferredBy(node: InlineFragmentNode | FragmentSpreadNode, scope: SelectionScope, read: Set<string>): boolean {
  const directive = node.directives?.find((d) => d.name.value === 'defer');
  if (!directive) return false;
  for (const arg of directive.arguments ?? []) if (arg.value.kind === Kind.VARIABLE) read.add(arg.value.name.value);
  try {
    // As @graphql-tools/utils' getDeferValues reads it for the executor: deferred unless `if: false`.
    const values = getDirectiveValues(GraphQLDeferDirective, node, scope.variableValues as Record<string, unknown>);
    return values !== undefined && values.if !== false;
  } catch {
    return false;
  }
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
    return conditionsAllow(node, scope.variableValues);
  } catch {
    return true;
  }
}

/** Whether `@skip`/`@include` leave a selection in, read with coerced variables (graphql-js's rule; it throws on a variable it cannot read). */
export function conditionsAllow(node: SelectionNode, variables: Readonly<Record<string, unknown>>): boolean {
  if (getDirectiveValues(GraphQLSkipDirective, node, variables as Record<string, unknown>)?.if === true) return false;
  return getDirectiveValues(GraphQLIncludeDirective, node, variables as Record<string, unknown>)?.if !== false;
}
