import { execute, parse } from 'graphql';
import { makeExecutableSchema } from '@graphql-tools/schema';
import { stitchSchemas } from '@graphql-tools/stitch';
import { describe, expect, it } from 'vitest';
import { localResolveFunctions, restoreLocalResolvers } from '../../src/stitching/unwrap.js';

/**
 * One upstream subschema with `Thing` and `Other`; the gateway adds `Query.localThing` and
 * `Query.localOther`. With a merge config on `Thing`, stitching's wrapper on `localThing` does
 * real work (fetching missing fields) and must stay; `localOther` has no merge resolver, so the
 * wrapper is a no-op and the gateway's own resolver comes back.
 */
function build(withMerge: boolean) {
  const upstream = makeExecutableSchema({
    typeDefs: /* GraphQL */ `
      type Thing { id: ID! name: String }
      type Other { id: ID! }
      type Query { thing(id: ID!): Thing other: Other }
    `,
    resolvers: { Query: { thing: (_: unknown, { id }: { id: string }) => ({ id, name: `upstream ${id}` }) } },
  });
  const localThing = () => ({ id: '7' });
  const localOther = () => ({ id: '8' });
  const resolvers = [{ Query: { localThing, localOther } }];
  const originals = localResolveFunctions(resolvers);
  const schema = stitchSchemas({
    subschemas: [
      withMerge
        ? { schema: upstream, merge: { Thing: { fieldName: 'thing', selectionSet: '{ id }', args: (t: { id: string }) => ({ id: t.id }) } } }
        : { schema: upstream },
    ],
    typeDefs: 'extend type Query { localThing: Thing localOther: Other }',
    resolvers,
  });
  const restored = restoreLocalResolvers(schema, originals);
  return { schema, restored, localThing, localOther };
}

describe('restoring gateway resolvers from stitching merge wrappers', () => {
  it('restores fields whose type has no merge resolver, and the answers stay the same', async () => {
    const { schema, restored, localThing, localOther } = build(false);
    expect(restored).toBe(2);
    const fields = schema.getQueryType()!.getFields();
    expect(fields.localThing.resolve).toBe(localThing);
    expect(fields.localOther.resolve).toBe(localOther);
    const result = await execute({ schema, document: parse('{ localThing { id } localOther { id } }') });
    expect(result).toEqual({ data: { localThing: { id: '7' }, localOther: { id: '8' } } });
  });

  it('keeps the wrapper where a merge resolver completes the value', async () => {
    const { schema, restored, localThing, localOther } = build(true);
    const fields = schema.getQueryType()!.getFields();
    expect(fields.localThing.resolve).not.toBe(localThing);
    expect(fields.localOther.resolve).toBe(localOther);
    expect(restored).toBe(1);
    const result = await execute({ schema, document: parse('{ localThing { id name } }') });
    expect(result).toEqual({ data: { localThing: { id: '7', name: 'upstream 7' } } });
  });
});
