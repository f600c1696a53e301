import { buildSchema, Kind, parse, print, type FieldNode, type FragmentDefinitionNode, type OperationDefinitionNode } from 'graphql';
import { describe, expect, it } from 'vitest';
import { conditionApplies, deferredShareOf, selectionOf, selectionSetFor, selectionUnder, shareOf, type SelectionScope } from '../../src/selection.js';

const schema = buildSchema(`
  interface Node { id: Int }
  type Episode implements Node { id: Int title: String uri: String publishOn: String poll: Poll }
  type Show implements Node { id: Int name: String uri: String episodes(first: Int): [Episode] }
  type Poll { question: String }
  union Item = Episode | Show
  type Query { episode(id: Int): Episode node(id: Int): Node item(id: Int): Item show: Show }
`);

/** The root field's nodes and the scope of a document, as a resolver of that field sees them. */
function root(source: string, variableValues: Record<string, unknown> = {}): { nodes: FieldNode[]; scope: SelectionScope } {
  const document = parse(source);
  const fragments: Record<string, FragmentDefinitionNode> = {};
  for (const d of document.definitions) if (d.kind === Kind.FRAGMENT_DEFINITION) fragments[d.name.value] = d;
  const operation = document.definitions.find((d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION)!;
  const nodes = operation.selectionSet.selections.filter((s): s is FieldNode => s.kind === Kind.FIELD);
  return { nodes, scope: { schema, fragments, variableValues } };
}

function keys(source: string, typeName: string, variables?: Record<string, unknown>): string[] {
  const { nodes, scope } = root(source, variables);
  return [...selectionOf(nodes, typeName, scope).fields.keys()];
}

describe('the selection model', () => {
  it('reads fields through named, nested and inline fragments, with and without a type condition', () => {
    const source = `{ episode(id: 1) { ...A ... { uri } ... on Episode { title } } }
      fragment A on Episode { id ...B }
      fragment B on Episode { publishOn }`;
    expect(keys(source, 'Episode')).toEqual(['id', 'publishOn', 'uri', 'title']);
  });

  it('applies fragments on interfaces and unions to each of their object types, and no other', () => {
    const source = `{ node(id: 1) { ... on Node { id } ... on Episode { title } ...S }
      item(id: 1) { ... on Item { __typename } ... on Show { name } } }
      fragment S on Show { name }`;
    const { nodes, scope } = root(source);
    expect([...selectionOf([nodes[0]], 'Episode', scope).fields.keys()]).toEqual(['id', 'title']);
    expect([...selectionOf([nodes[0]], 'Show', scope).fields.keys()]).toEqual(['id', 'name']);
    expect([...selectionOf([nodes[1]], 'Show', scope).fields.keys()]).toEqual(['__typename', 'name']);
    expect([...selectionOf([nodes[1]], 'Episode', scope).fields.keys()]).toEqual(['__typename']);
    expect(conditionApplies(schema, 'Node', 'Show')).toBe(true);
    expect(conditionApplies(schema, 'Item', 'Poll')).toBe(false);
  });

  it('keeps aliases as response keys, merges repeated fields, and gives the field names apart', () => {
    const { nodes, scope } = root(`{ episode(id: 1) { title heading: title title ...F } } fragment F on Episode { title poll { question } }`);
    const selection = selectionOf(nodes, 'Episode', scope);
    expect([...selection.fields.keys()]).toEqual(['title', 'heading', 'poll']);
    expect(selection.fields.get('title')!.nodes).toHaveLength(3);
    expect(selection.fields.get('heading')!.name).toBe('title');
    expect([...selection.names]).toEqual(['title', 'poll']);
    expect([...selectionUnder(selection.fields.get('poll')!, 'Poll', scope).names]).toEqual(['question']);
  });

  it('leaves out what @skip and @include leave out, with literals and with variables', () => {
    const source = `query($on: Boolean!, $off: Boolean!) { episode(id: 1) {
      id @skip(if: true) title @include(if: false) uri @include(if: $on) publishOn @skip(if: $on)
      ...F @include(if: $off) ... on Episode @skip(if: $off) { poll { question } } } }
      fragment F on Episode { id }`;
    expect(keys(source, 'Episode', { on: true, off: false })).toEqual(['uri', 'poll']);
    expect(keys(source, 'Episode', { on: false, off: true })).toEqual(['publishOn', 'id']);
    // The same nodes with the first values again: the cached answer for those values.
    expect(keys(source, 'Episode', { on: true, off: false })).toEqual(['uri', 'poll']);
  });

  it('is worked out once per document node, schema and values of the variables its directives read', () => {
    const { nodes, scope } = root(`query($on: Boolean!, $id: Int) { episode(id: $id) { id uri @include(if: $on) } }`);
    const first = selectionOf(nodes, 'Episode', { ...scope, variableValues: { on: true, id: 1 } });
    // Another request of the same document: new variables object, new fieldNodes array.
    expect(selectionOf([...nodes], 'Episode', { ...scope, variableValues: { on: true, id: 2 } })).toBe(first);
    expect(selectionOf(nodes, 'Episode', { ...scope, variableValues: { on: false, id: 1 } })).not.toBe(first);
    const other = buildSchema(`type Episode { id: Int uri: String } type Query { episode(id: Int): Episode }`);
    expect(selectionOf(nodes, 'Episode', { ...scope, schema: other, variableValues: { on: true } })).not.toBe(first);
  });

  it('visits a fragment once per field, as graphql-js does', () => {
    expect(keys(`{ episode(id: 1) { ...F ...F title } } fragment F on Episode { id }`, 'Episode')).toEqual(['id', 'title']);
  });

  it('gives the share of a selection named by a set, as the selection set that asks for it', () => {
    const { nodes, scope } = root(`{ episode(id: 1) { id starts: poll { question } ...F } } fragment F on Episode { title poll { question } }`);
    const upstream = new Set(['poll']);
    const share = shareOf(selectionOf(nodes, 'Episode', scope), upstream);
    expect(share.fields.map((f) => f.responseKey)).toEqual(['starts', 'poll']);
    expect(print(selectionSetFor(share.fields, scope)).replace(/\s+/g, ' ')).toBe('{ starts: poll { question } poll { question } }');
    expect(shareOf(selectionOf(nodes, 'Episode', scope), upstream)).toBe(share);
    expect(selectionSetFor(share.fields, scope)).toBe(selectionSetFor(share.fields, scope));
  });

  it('gives another schema a share with @skip/@include applied at every depth and named fragments inlined', () => {
    const source = `query($s: Boolean!, $q: Boolean!) { episode(id: 1) { poll @skip(if: $s) { question } poll { ...Q } } }
      fragment Q on Poll { question @include(if: $q) question }`;
    const asked = (variables: Record<string, unknown>) => {
      const { nodes, scope } = root(source, variables);
      const share = shareOf(selectionOf(nodes, 'Episode', scope), new Set(['poll']));
      return print(selectionSetFor(share.fields, scope)).replace(/\s+/g, ' ');
    };
    // A skipped twin is gone, not merged with the field selected again (stitching would keep the first).
    expect(asked({ s: true, q: false })).toBe('{ poll { ... on Poll { question } } }');
    expect(asked({ s: false, q: true })).toBe('{ poll { question } poll { ... on Poll { question question } } }');
  });

  it('marks the fields only deferred fragments select: the first part\'s share leaves them out, the deferred share gives them', () => {
    const share = (source: string, variables: Record<string, unknown> = {}) => {
      const { nodes, scope } = root(source, variables);
      const selection = selectionOf(nodes, 'Episode', scope);
      const names = new Set(['title', 'poll', 'uri']);
      return { now: shareOf(selection, names).fields.map((f) => f.responseKey), later: deferredShareOf(selection, names).fields.map((f) => f.responseKey) };
    };
    expect(share(`{ episode(id: 1) { title ... @defer { poll { question } } } }`)).toEqual({ now: ['title'], later: ['poll'] });
    // Selected outside a deferred fragment too: the first part has it.
    expect(share(`{ episode(id: 1) { poll { question } ... @defer { title poll { question } } } }`)).toEqual({ now: ['poll'], later: ['title'] });
    // Named fragments, nested deferrals, and `if` as the executor reads it.
    expect(share(`query($d: Boolean!) { episode(id: 1) { ...F @defer(if: $d) ... @defer(if: false) { uri } } } fragment F on Episode { title ... @defer { poll { question } } }`, { d: false })).toEqual({ now: ['title', 'uri'], later: ['poll'] });
    expect(share(`query($d: Boolean!) { episode(id: 1) { ...F @defer(if: $d) ... @defer(if: false) { uri } } } fragment F on Episode { title ... @defer { poll { question } } }`, { d: true })).toEqual({ now: ['uri'], later: ['title', 'poll'] });
  });

  it('sends another schema no @defer or @stream: the share is fetched whole', () => {
    const { nodes, scope } = root(`{ episode(id: 1) { ... @defer { poll { ... @defer(label: "q") { question } } } } }`);
    const later = deferredShareOf(selectionOf(nodes, 'Episode', scope), new Set(['poll']));
    expect(print(selectionSetFor(later.fields, scope)).replace(/\s+/g, ' ')).toBe('{ poll { ... { question } } }');
  });
});
