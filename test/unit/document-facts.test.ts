import { buildSchema, parse, print, type GraphQLSchema } from 'graphql';
import { describe, expect, it } from 'vitest';
import { documentFacts } from '../../src/gateway/plans.js';
import { inlineFragments } from '../../src/gateway/inline-fragments.js';
import { useCurrentSchema } from '../../src/gateway/current-schema.js';

describe('documentFacts', () => {
  it('is worked out once per document: the same record for every request of it', () => {
    const document = parse('query Q { episode(id: 1) { ...F } } fragment F on Episode { title }');
    expect(documentFacts(document)).toBe(documentFacts(document));
  });

  it('holds the inlined form, and whether the document has conditions or asks for incremental delivery', () => {
    const plain = parse('query Q { episode(id: 1) { ...F } } fragment F on Episode { title }');
    expect(print(documentFacts(plain).inlined)).toBe(print(inlineFragments(plain)));
    expect(documentFacts(plain)).toMatchObject({ conditional: false, incremental: false });

    // A condition inside a named fragment counts: the facts read the inlined form.
    const conditional = parse('query Q($t: Boolean!) { episode(id: 1) { ...F } } fragment F on Episode { title @include(if: $t) }');
    expect(documentFacts(conditional)).toMatchObject({ conditional: true, incremental: false });

    const deferred = parse('query Q { episode(id: 1) { title ... @defer { id } } }');
    expect(documentFacts(deferred)).toMatchObject({ conditional: false, incremental: true });
  });
});

describe('useCurrentSchema', () => {
  const schemaA = buildSchema('type Query { a: Int }');
  const schemaB = buildSchema('type Query { b: Int }');

  it('serves what `served` makes of the current schema, made once per schema swapped in', () => {
    let current = schemaA;
    const made: GraphQLSchema[] = [];
    const served = (schema: GraphQLSchema) => {
      made.push(schema);
      return buildSchema(schema === schemaA ? 'type Query { a: Int, servedA: Int }' : 'type Query { b: Int, servedB: Int }');
    };
    const plugin = useCurrentSchema(() => current, served);
    const seen: GraphQLSchema[] = [];
    const setSchema = (schema: GraphQLSchema) => void seen.push(schema);
    for (let i = 0; i < 3; i++) plugin.onEnveloped!({ setSchema } as never);
    expect(made).toEqual([schemaA]);
    expect(new Set(seen).size).toBe(1);
    expect(seen[0].getQueryType()!.getFields()).toHaveProperty('servedA');

    current = schemaB;
    plugin.onEnveloped!({ setSchema } as never);
    plugin.onEnveloped!({ setSchema } as never);
    expect(made).toEqual([schemaA, schemaB]);
    expect(seen.at(-1)!.getQueryType()!.getFields()).toHaveProperty('servedB');
  });
});
