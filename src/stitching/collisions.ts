import { isObjectType, Kind, parse, type DocumentNode, type GraphQLSchema } from 'graphql';
import { MERGED_TYPES } from './merged.js';

/**
 * Names the gateway's own SDL shares with the upstream by accident. The spec names only some of
 * the upstream's types and fields; another implementation may well have a `Comment` type, an
 * `EpisodeState` enum, a `DateTime` scalar, or `Show.description` / `Episode.id` fields of its
 * own shape. Left as they are, a shared type name merges two unrelated types into one, and a
 * shared field name on an extended type stops the gateway from starting at all (an extension
 * may not redeclare a field). So, per upstream schema:
 * - upstream types named like a type the gateway defines are renamed in the public graph
 *   (`UpstreamComment`); the gateway's own upstream operations keep the real names;
 * - upstream fields of Show/Episode named like a gateway field are left out of the public
 *   graph (the gateway's field, with its documented meaning, answers), except the fields the
 *   gateway reads from the upstream on purpose under the same name.
 */

/**
 * Fields of merged types that the gateway declares itself and also reads from the upstream
 * through the public graph: the key, and a show's name (the upstream's own field). A draft's
 * fields are read by the gateway's own operation (graph/drafts.ts), not through the public graph.
 */
const READ_FROM_UPSTREAM: Readonly<Record<string, ReadonlySet<string>>> = {
  Show: new Set(['uri', 'name']),
  Episode: new Set(['uri']),
};

const ROOTS = new Set(['Query', 'Mutation', 'Subscription']);

export interface LocalDeclarations {
  /** Named types the local SDL defines (not extensions). */
  types: Set<string>;
  /** Fields the local SDL declares per type, in definitions and extensions. */
  fields: Map<string, Set<string>>;
}

export function localDeclarations(typeDefs: ReadonlyArray<string | DocumentNode>): LocalDeclarations {
  const types = new Set<string>();
  const fields = new Map<string, Set<string>>();
  for (const source of typeDefs) {
    const doc = typeof source === 'string' ? parse(source) : source;
    for (const def of doc.definitions) {
      if (!('name' in def) || !def.name) continue;
      const isExtension =
        def.kind === Kind.OBJECT_TYPE_EXTENSION ||
        def.kind === Kind.INTERFACE_TYPE_EXTENSION ||
        def.kind === Kind.INPUT_OBJECT_TYPE_EXTENSION ||
        def.kind === Kind.ENUM_TYPE_EXTENSION ||
        def.kind === Kind.UNION_TYPE_EXTENSION ||
        def.kind === Kind.SCALAR_TYPE_EXTENSION;
      if (def.kind === Kind.DIRECTIVE_DEFINITION) continue;
      if (!isExtension) types.add(def.name.value);
      if ('fields' in def && def.fields) {
        let set = fields.get(def.name.value);
        if (!set) fields.set(def.name.value, (set = new Set()));
        for (const field of def.fields) set.add(field.name.value);
      }
    }
  }
  return { types, fields };
}

/** Upstream type name -> public name, for upstream types named like a type the gateway defines. */
export function collidingTypeRenames(upstream: GraphQLSchema, local: LocalDeclarations): Map<string, string> {
  const renames = new Map<string, string>();
  const taken = new Set([...Object.keys(upstream.getTypeMap()), ...local.types]);
  for (const name of Object.keys(upstream.getTypeMap())) {
    if (name.startsWith('__') || ROOTS.has(name) || name in MERGED_TYPES || !local.types.has(name)) continue;
    if (['String', 'Int', 'Float', 'Boolean', 'ID'].includes(name)) continue;
    let renamed = `Upstream${name}`;
    for (let i = 2; taken.has(renamed); i++) renamed = `Upstream${name}${i}`;
    taken.add(renamed);
    renames.set(name, renamed);
  }
  return renames;
}

/** Upstream fields of Show/Episode the public graph leaves out because a gateway field takes the name. */
export function shadowedUpstreamFields(upstream: GraphQLSchema, local: LocalDeclarations): Map<string, Set<string>> {
  const out = new Map<string, Set<string>>();
  for (const typeName of Object.keys(MERGED_TYPES)) {
    const type = upstream.getType(typeName);
    if (!isObjectType(type)) continue;
    const declared = local.fields.get(typeName) ?? new Set<string>();
    const shadowed = new Set(Object.keys(type.getFields()).filter((f) => declared.has(f) && !READ_FROM_UPSTREAM[typeName]?.has(f)));
    if (shadowed.size) out.set(typeName, shadowed);
  }
  return out;
}
