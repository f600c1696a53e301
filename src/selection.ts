import {
  GraphQLIncludeDirective,
  GraphQLSkipDirective,
  Kind,
  getDirectiveValues,
  isAbstractType,
  isObjectType,
  type FieldNode,
  type GraphQLResolveInfo,
  type SelectionSetNode,
} from 'graphql';

interface Cached {
  schema: GraphQLResolveInfo['schema'];
  nodes: readonly FieldNode[];
  byType: Map<string, Set<string>>;
}

// Keyed by the first field node: `info.fieldNodes` is a new array on every execution, but its
// nodes belong to the (cached) document, so repeated executions of a document hit.
const cache = new WeakMap<FieldNode, Cached>();

/**
 * Names of the fields the client selected on the object this resolver returns, through inline
 * fragments and named fragments that apply to `typeName`. Cached per operation field and
 * schema, so list items and repeated executions of a cached document pay once.
 */
export function selectedFieldNames(info: GraphQLResolveInfo, typeName: string): Set<string> {
  return selectedNamesUnder(info.fieldNodes, info, typeName);
}

/**
 * `selectedFieldNames` for the field at `nodes` (one response key of a selection, as
 * `selectedFieldNodes` gives it): what that field's resolver will see as its own selection.
 */
export function selectedNamesUnder(nodes: readonly FieldNode[], info: Pick<GraphQLResolveInfo, 'schema' | 'fragments'>, typeName: string): Set<string> {
  let entry = cache.get(nodes[0]);
  if (!entry || entry.schema !== info.schema || !sameNodes(entry.nodes, nodes)) {
    entry = { schema: info.schema, nodes, byType: new Map() };
    cache.set(nodes[0], entry);
  }
  let names = entry.byType.get(typeName);
  if (!names) {
    names = new Set();
    for (const node of nodes) if (node.selectionSet) collect(node.selectionSet, typeName, info, names, new Set());
    entry.byType.set(typeName, names);
  }
  return names;
}

/**
 * The fields the client selected on the object this resolver returns, per response key, as
 * graphql-js will execute them: through fragments that apply to `typeName`, without those
 * `@skip`/`@include` leave out. A root reads its children's arguments here to start their
 * loads before they run.
 */
export function selectedFieldNodes(info: GraphQLResolveInfo, typeName: string): Map<string, FieldNode[]> {
  const out = new Map<string, FieldNode[]>();
  const seen = new Set<string>();
  const walk = (set: SelectionSetNode): void => {
    for (const sel of set.selections) {
      if (!included(sel, info.variableValues)) continue;
      if (sel.kind === Kind.FIELD) {
        const key = sel.alias?.value ?? sel.name.value;
        const nodes = out.get(key);
        if (nodes) nodes.push(sel);
        else out.set(key, [sel]);
      } else if (sel.kind === Kind.INLINE_FRAGMENT) {
        if (applies(sel.typeCondition?.name.value, typeName, info)) walk(sel.selectionSet);
      } else {
        const fragment = info.fragments[sel.name.value];
        if (!fragment || seen.has(sel.name.value)) continue;
        seen.add(sel.name.value);
        if (applies(fragment.typeCondition.name.value, typeName, info)) walk(fragment.selectionSet);
      }
    }
  };
  for (const node of info.fieldNodes) if (node.selectionSet) walk(node.selectionSet);
  return out;
}

function included(node: SelectionSetNode['selections'][number], variables: GraphQLResolveInfo['variableValues']): boolean {
  if (!node.directives?.length) return true;
  if (getDirectiveValues(GraphQLSkipDirective, node, variables)?.if === true) return false;
  return getDirectiveValues(GraphQLIncludeDirective, node, variables)?.if !== false;
}

function sameNodes(a: readonly FieldNode[], b: readonly FieldNode[]): boolean {
  if (a === b) return true;
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

function collect(set: SelectionSetNode, typeName: string, info: Pick<GraphQLResolveInfo, 'schema' | 'fragments'>, out: Set<string>, seen: Set<string>): void {
  for (const sel of set.selections) {
    if (sel.kind === Kind.FIELD) {
      out.add(sel.name.value);
    } else if (sel.kind === Kind.INLINE_FRAGMENT) {
      if (applies(sel.typeCondition?.name.value, typeName, info)) collect(sel.selectionSet, typeName, info, out, seen);
    } else {
      const name = sel.name.value;
      const fragment = info.fragments[name];
      if (!fragment || seen.has(name)) continue;
      seen.add(name);
      if (applies(fragment.typeCondition.name.value, typeName, info)) collect(fragment.selectionSet, typeName, info, out, seen);
    }
  }
}

function applies(condition: string | undefined, typeName: string, info: Pick<GraphQLResolveInfo, 'schema' | 'fragments'>): boolean {
  if (!condition || condition === typeName) return true;
  const conditionType = info.schema.getType(condition);
  const type = info.schema.getType(typeName);
  return isAbstractType(conditionType) && isObjectType(type) && info.schema.isSubType(conditionType, type);
}
