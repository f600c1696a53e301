import { buildSchema, parse } from 'graphql';
import { describe, expect, it } from 'vitest';
import { operationCost } from '../../src/gateway/cost.js';

const schema = buildSchema(`
  type Query { show(id: Int!): Show  region: String  shows: [Show!]! }
  type Mutation { upload(size: Int, file: String): Job }
  type Job { id: ID! }
  type Show { name: String  title: String  comments(first: Int): CommentConnection  episodes(uris: [String!]): [Episode!]  episodesV2(request: ListQuery!): EpisodePage }
  input ListQuery { filter: String  pagination: PageRequest }
  input PageRequest { pageSize: Int  pageToken: String }
  type EpisodePage { items: [Episode!]!  nextPageToken: String }
  type CommentConnection { edges: [Edge!]!  pageInfo: PageInfo! }
  type PageInfo { hasNextPage: Boolean }
  type Edge { node: Comment }
  type Comment { text: String }
  type Episode { title: String }
`);
const model = { upstreamFields: new Set(['Show.title', 'Episode.title']) };
const cost = (query: string, variables?: Record<string, unknown>) => operationCost(schema, parse(query), variables, undefined, model);

describe('operation cost', () => {
  it('counts no field that @skip or @include leaves out, through fragments too, as the selection model plans it', () => {
    expect(cost('query Q($rest: Boolean!) { show(id: 1) { name title @include(if: $rest) } }', { rest: false })).toBe(11);
    expect(cost('query Q($rest: Boolean!) { show(id: 1) { name ...F @skip(if: $rest) } } fragment F on Show { title }', { rest: true })).toBe(11);
    expect(cost('query Q($rest: Boolean!) { show(id: 1) { name ... @include(if: $rest) { title } } }', { rest: true })).toBe(21);
  });

  it('costs an upstream field 10 and a field read off a record 1', () => {
    expect(cost('{ region }')).toBe(10);
    expect(cost('{ show(id: 1) { name } }')).toBe(11);
    expect(cost('{ show(id: 1) { title } }')).toBe(20);
  });

  it('multiplies a connection by its page size, sent inline or as a variable, and not its edges again', () => {
    expect(cost('{ show(id: 1) { comments(first: 50) { edges { node { text } } } } }')).toBe(10 + 10 + 50 * (1 + 1 + 1));
    expect(cost('query Q($n: Int) { show(id: 1) { comments(first: $n) { edges { node { text } } } } }', { n: 5 })).toBe(10 + 10 + 5 * 3);
  });

  it("counts a comments connection without `first` as the gateway's default comments page (20), not 10", () => {
    expect(cost('{ show(id: 1) { comments { edges { node { text } } } } }')).toBe(10 + 10 + 20 * 3);
  });

  it('multiplies a list by the length of its list argument, or 10 without one', () => {
    expect(cost('{ show(id: 1) { episodes(uris: ["a", "b", "c"]) { title } } }')).toBe(10 + 10 + 3 * 10);
    expect(cost('{ shows { name } }')).toBe(10 + 10 * 1);
  });

  it('multiplies a page object by the page size inside its input object, and not its list again', () => {
    const page = (pagination: string) => cost(`query Q($n: Int) { show(id: 1) { episodesV2(request: { filter: "x" ${pagination} }) { items { title } } } }`, { n: 3 });
    expect(page('pagination: { pageSize: 30 }')).toBe(10 + 10 + 30 * (1 + 10));
    expect(page('pagination: { pageSize: $n }')).toBe(10 + 10 + 3 * (1 + 10));
    // No size sent: the default page, counted once (not 10 pages of 10).
    expect(page('')).toBe(10 + 10 + 10 * (1 + 10));
  });

  it('counts a page size of 0 as the default page, which is what Google-style paging answers for it', () => {
    const page = (pagination: string) => cost(`{ show(id: 1) { episodesV2(request: { filter: "x" ${pagination} }) { items { title } } } }`);
    expect(page('pagination: { pageSize: 0 }')).toBe(page(''));
    expect(cost('{ show(id: 1) { comments(first: 0) { edges { node { text } } } } }')).toBe(10 + 10 + 10 * 3);
  });

  it('does not take a byte count for a page size: an upload of 300 KB costs what one call costs', () => {
    expect(cost('mutation { upload(size: 300000, file: "x") { id } }')).toBe(10 + 1);
  });

  it('costs introspection nothing', () => {
    expect(cost('{ __schema { types { name fields { name } } } }')).toBe(0);
  });
});
