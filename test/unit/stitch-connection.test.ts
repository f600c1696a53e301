import { describe, expect, it } from 'vitest';
import { direction, offsetConnection, tokenConnection, type Page } from '../../src/modules/comments/connection.js';
import { decodeCursor, encodeCursor } from '../../src/modules/comments/cursor.js';

/** Relay paging over forward-only upstream page tokens: pure logic, with an in-memory page source. */

const ITEMS = Array.from({ length: 23 }, (_, i) => `c${i}`);
const PAGE = 5;

/** Pages of 5 addressed by tokens `t5`, `t10`...; records every page read. */
function source() {
  const reads: Array<string | null> = [];
  const fetchPage = async (token: string | null): Promise<Page<string>> => {
    reads.push(token);
    const start = token ? Number(token.slice(1)) : 0;
    const end = start + PAGE;
    return { items: ITEMS.slice(start, end), next: end < ITEMS.length ? `t${end}` : null };
  };
  return { fetchPage, reads };
}

const nodes = (c: { edges: Array<{ node: string }> }) => c.edges.map((e) => e.node);

describe('tokenConnection', () => {
  it('walks forward to the end and back to the start with the same cursors', async () => {
    const { fetchPage } = source();
    const forward: string[] = [];
    let page = await tokenConnection('l', direction({ first: 4 }, 'l'), fetchPage);
    forward.push(...nodes(page));
    while (page.pageInfo.hasNextPage) {
      page = await tokenConnection('l', direction({ first: 4, after: page.pageInfo.endCursor }, 'l'), fetchPage);
      forward.push(...nodes(page));
    }
    expect(forward).toEqual(ITEMS);
    expect(page.pageInfo.hasPreviousPage).toBe(true);

    const backward: string[] = [];
    page = await tokenConnection('l', direction({ last: 6 }, 'l'), fetchPage);
    backward.unshift(...nodes(page));
    expect(page.pageInfo.hasNextPage).toBe(false);
    while (page.pageInfo.hasPreviousPage) {
      page = await tokenConnection('l', direction({ last: 6, before: page.pageInfo.startCursor }, 'l'), fetchPage);
      backward.unshift(...nodes(page));
    }
    expect(backward).toEqual(ITEMS);
  });

  it('reads only the pages it needs going forward', async () => {
    const { fetchPage, reads } = source();
    const first = await tokenConnection('l', direction({ first: 3 }, 'l'), fetchPage);
    expect(nodes(first)).toEqual(['c0', 'c1', 'c2']);
    expect(reads).toEqual([null]);
    reads.length = 0;
    const next = await tokenConnection('l', direction({ first: 4, after: first.pageInfo.endCursor }, 'l'), fetchPage);
    expect(nodes(next)).toEqual(['c3', 'c4', 'c5', 'c6']);
    expect(reads).toEqual([null, 't5']);
  });

  it('an empty page of `first: 0` keeps the position', async () => {
    const { fetchPage } = source();
    const page = await tokenConnection('l', direction({ first: 0 }, 'l'), fetchPage);
    expect(page.edges).toEqual([]);
    expect(page.pageInfo).toEqual({ hasNextPage: true, hasPreviousPage: false, startCursor: null, endCursor: null });
  });
});

describe('offsetConnection', () => {
  it('pages both ways over a held list', () => {
    const first = offsetConnection('o', direction({ first: 10 }, 'o'), ITEMS);
    expect(nodes(first)).toEqual(ITEMS.slice(0, 10));
    const back = offsetConnection('o', direction({ last: 4, before: first.pageInfo.endCursor }, 'o'), ITEMS);
    expect(nodes(back)).toEqual(ITEMS.slice(5, 9));
    expect(back.pageInfo).toMatchObject({ hasPreviousPage: true, hasNextPage: true });
    const tail = offsetConnection('o', direction({ last: 3 }, 'o'), ITEMS);
    expect(nodes(tail)).toEqual(ITEMS.slice(-3));
  });
});

describe('arguments and cursors', () => {
  it.each([
    [{ first: 1, last: 1 }, /not both/],
    [{ first: 1, before: 'x' }, /before/],
    [{ last: 1, after: 'x' }, /after/],
    [{ first: 101 }, /between 0 and 100/],
    [{ last: -1 }, /between 0 and 100/],
  ])('refuses %j', (args, message) => {
    expect(() => direction(args, 'l')).toThrow(message);
  });

  it('refuses a cursor of another list, or a forged one', () => {
    const cursor = encodeCursor({ m: 't', f: 'a', c: ['t5'], i: 2 });
    expect(decodeCursor(cursor, 'a', 'after')).toEqual({ m: 't', f: 'a', c: ['t5'], i: 2 });
    expect(() => decodeCursor(cursor, 'b', 'after')).toThrow(/not a cursor of this list/);
    expect(() => decodeCursor('c1.' + Buffer.from('{"m":"t","f":"a","c":[1],"i":0}').toString('base64url'), 'a', 'after')).toThrow();
    expect(() => decodeCursor('garbage', 'a', 'before')).toThrow();
  });
});
