import { Kind, isAbstractType, isObjectType, type FieldNode, type GraphQLResolveInfo, type SelectionSetNode } from 'graphql';

const cache = new WeakMap<readonly FieldNode[], Map<string, Set<string>>>();

/**
 * Names of the fields the client selected on the object this resolver returns, through inline
 * fragments and named fragments that apply to `typeName`. Cached per operation field, so list
 * items and repeated executions of a cached document pay once.
 */
export function selectedFieldNames(info: GraphQLResolveInfo, typeName: string): Set<string> {
  let byType = cache.get(info.fieldNodes);
  if (!byType) {
    byType = new Map();
    cache.set(info.fieldNodes, byType);
  }
  let names = byType.get(typeName);
  if (!names) {
    names = new Set();
    for (const node of info.fieldNodes) if (node.selectionSet) collect(node.selectionSet, typeName, info, names, new Set());
    byType.set(typeName, names);
  }
  return names;
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
