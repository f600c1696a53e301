import { getNamedType, isInterfaceType, isObjectType, type GraphQLFieldResolver, type GraphQLSchema } from 'graphql';
import type { IResolvers } from '@graphql-tools/utils';

type Resolve = GraphQLFieldResolver<unknown, unknown>;

/** The gateway's own resolve functions, `Type.field` to function, read before stitching wraps them. */
export function localResolveFunctions(resolvers: ReadonlyArray<IResolvers>): Map<string, Resolve> {
  const out = new Map<string, Resolve>();
  for (const map of resolvers) {
    for (const [typeName, fields] of Object.entries(map)) {
      if (!fields || typeof fields !== 'object' || typeName.startsWith('__')) continue;
      for (const [fieldName, value] of Object.entries(fields as Record<string, unknown>)) {
        const resolve = typeof value === 'function' ? value : (value as { resolve?: unknown } | null)?.resolve;
        if (typeof resolve === 'function') out.set(`${typeName}.${fieldName}`, resolve as Resolve);
      }
    }
  }
  return out;
}

interface MergedTypeInfo {
  resolvers: ReadonlyMap<unknown, unknown>;
  selectionSets: ReadonlyMap<unknown, unknown>;
}

/**
 * stitchSchemas wraps every gateway field whose type it calls merged (here every object type:
 * the gateway's SDL and the upstream's share one schema) so that a value lacking selected fields
 * is completed through a subschema's `merge` resolver. The upstream subschema configures none,
 * so the wrapper can only hand the value back unchanged, after walking the selection against it:
 * a cost on every such field of every request. The gateway completes its REST-made values itself
 * (merged.ts), so these fields get their own resolvers back, for as long as stitching has no
 * merge resolver or key for the returned type. Returns how many fields were restored.
 */
export function restoreLocalResolvers(schema: GraphQLSchema, originals: ReadonlyMap<string, Resolve>): number {
  const mergedTypes = (schema.extensions?.stitchingInfo as { mergedTypes?: Record<string, MergedTypeInfo> } | undefined)?.mergedTypes ?? {};
  let restored = 0;
  for (const [key, resolve] of originals) {
    const dot = key.indexOf('.');
    const type = schema.getType(key.slice(0, dot));
    if (!isObjectType(type) && !isInterfaceType(type)) continue;
    const field = type.getFields()[key.slice(dot + 1)];
    if (!field || field.resolve === resolve) continue;
    const merged = mergedTypes[getNamedType(field.type).name];
    if (!merged || merged.resolvers.size > 0 || merged.selectionSets.size > 0) continue;
    field.resolve = resolve;
    restored++;
  }
  return restored;
}
