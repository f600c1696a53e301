import { getNamedType, Kind, parse, type DocumentNode, type TypeNode } from 'graphql';

/** `type.field` -> named return type, for every field the local SDL declares. */
export type LocalFieldTypes = Map<string, Map<string, string>>;

export function localFieldTypes(typeDefs: ReadonlyArray<string | DocumentNode>): LocalFieldTypes {
  const out: LocalFieldTypes = new Map();
  for (const source of typeDefs) {
    const doc = typeof source === 'string' ? parse(source) : source;
    for (const def of doc.definitions) {
      if (def.kind !== Kind.OBJECT_TYPE_DEFINITION && def.kind !== Kind.OBJECT_TYPE_EXTENSION) continue;
      let fields = out.get(def.name.value);
      if (!fields) out.set(def.name.value, (fields = new Map()));
      for (const field of def.fields ?? []) fields.set(field.name.value, namedType(field.type));
    }
  }
  return out;
}

function namedType(type: TypeNode): string {
  return type.kind === Kind.NAMED_TYPE ? type.name.value : namedType(type.type);
}

export { getNamedType };
