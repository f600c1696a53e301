import { Kind, isAbstractType, isObjectType, type FieldNode, type GraphQLResolveInfo, type SelectionSetNode } from 'graphql';

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
  let entry = cache.get(info.fieldNodes[0]);
  if (!entry || entry.schema !== info.schema || !sameNodes(entry.nodes, info.fieldNodes)) {
    entry = { schema: info.schema, nodes: info.fieldNodes, byType: new Map() };
    cache.set(info.fieldNodes[0], entry);
  }
  let names = entry.byType.get(typeName);
  if (!names) {
    names = new Set();
    for (const node of info.fieldNodes) if (node.selectionSet) collect(node.selectionSet, typeName, info, names, new Set());
    entry.byType.set(typeName, names);
  }
  return names;
}

function sameNodes(a: readonly FieldNode[], b: readonly FieldNode[]): boolean {
  if (a === b) return true;
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

function collect(set: SelectionSetNode, typeName: string, info: GraphQLResolveInfo, out: Set<string>, seen: Set<string>): void {
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

function applies(condition: string | undefined, typeName: string, info: GraphQLResolveInfo): boolean {
  if (!condition || condition === typeName) return true;
  const conditionType = info.schema.getType(condition);
  const type = info.schema.getType(typeName);
  return isAbstractType(conditionType) && isObjectType(type) && info.schema.isSubType(conditionType, type);
}
