import { defaultFieldResolver, isObjectType, type GraphQLFieldResolver, type GraphQLResolveInfo, type GraphQLSchema } from 'graphql';
import { MERGED_TYPES, type UpstreamOnlyFields } from './merged.js';

/**
 * The upstream-only fields of Show and Episode answer a function their parent holds under the
 * field's response key, when it holds one: what a deferred fragment's upstream fields wait for
 * (graph/roots.ts `withDeferredFields`), or the error a field fails with (`failingFields`).
 * graphql's default resolver calls such a function on a plain object, but stitching's resolver
 * reads an upstream answer's field as data; this makes both kinds of parent alike. Any other
 * value goes to the field's own resolver (stitching's), unchanged. Called once per built schema.
 */
export function answerHeldFields(schema: GraphQLSchema, upstreamOnly: UpstreamOnlyFields): void {
  for (const typeName of Object.keys(MERGED_TYPES)) {
    const type = schema.getType(typeName);
    if (!isObjectType(type)) continue;
    const fields = type.getFields();
    for (const name of upstreamOnly.get(typeName) ?? []) {
      const field = fields[name];
      if (!field) continue;
      const own: GraphQLFieldResolver<unknown, unknown> = field.resolve ?? defaultFieldResolver;
      // Named as stitching's own: @graphql-tools/delegate sends a selection upstream as it is
      // only when every field's resolver goes by that name (it reads the data as that one does);
      // under another name it re-plans each delegation and asks `__typename` and keys more.
      field.resolve = {
        defaultMergedResolver(parent: unknown, args: Record<string, unknown>, context: unknown, info: GraphQLResolveInfo): unknown {
          const held = parent && typeof parent === 'object' ? (parent as Record<string, unknown>)[info.fieldNodes[0].alias?.value ?? info.fieldName] : undefined;
          return typeof held === 'function' ? held(args, context, info) : own(parent, args, context, info);
        },
      }.defaultMergedResolver;
    }
  }
}
