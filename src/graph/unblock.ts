import { getNamedType, isObjectType, isScalarType, type GraphQLSchema } from 'graphql';

/**
 * The upstream mutation that lifts a block, found by its shape: document 2 (4.5) presumes an
 * `unblockUserForShow` mirroring `blockUserForShow(username, showUri)` but does not show it.
 * Any Mutation field whose name starts with `unblock` and that takes the show's URI and one
 * other string (the listener's ID) fits; the names of its arguments are read, not assumed.
 */
export interface UnblockMutation {
  field: string;
  /** The argument that takes the listener's opaque ID. */
  userArg: string;
  /** The argument that takes the show's URI. */
  showArg: string;
}

const found = new WeakMap<GraphQLSchema, UnblockMutation | null>();

export function unblockMutation(schema: GraphQLSchema): UnblockMutation | null {
  if (!found.has(schema)) found.set(schema, find(schema));
  return found.get(schema)!;
}

function find(schema: GraphQLSchema): UnblockMutation | null {
  const mutation = schema.getMutationType();
  if (!mutation || !isObjectType(mutation)) return null;
  const candidates = Object.values(mutation.getFields()).filter((f) => /^unblock/i.test(f.name));
  for (const field of candidates.sort((a, b) => Number(b.name === 'unblockUserForShow') - Number(a.name === 'unblockUserForShow'))) {
    const strings = field.args.filter((a) => isScalarType(getNamedType(a.type)));
    const showArg = strings.find((a) => /show/i.test(a.name));
    const others = strings.filter((a) => a !== showArg);
    const userArg = others.find((a) => /user|name|author|listener|commenter/i.test(a.name)) ?? (others.length === 1 ? others[0] : undefined);
    if (showArg && userArg && field.args.length === 2) return { field: field.name, userArg: userArg.name, showArg: showArg.name };
  }
  return null;
}
