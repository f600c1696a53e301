import { badUserInput } from '../../errors.js';
import { decodeCursor, encodeCursor, type Cursor } from './cursor.js';

export interface ConnectionArgs {
  first?: number | null;
  after?: string | null;
  last?: number | null;
  before?: string | null;
}

export interface Edge<T> {
  cursor: string;
  node: T;
}

export interface Connection<T> {
  edges: Edge<T>[];
  pageInfo: { hasNextPage: boolean; hasPreviousPage: boolean; startCursor: string | null; endCursor: string | null };
}

/** One upstream page: its items and the token of the next page (null at the end). */
export interface Page<T> {
  items: T[];
  next: string | null;
}

export const MAX_PAGE = 100;
/** The page a comments connection gives without `first`/`last` (the cost model counts the same: gateway/cost.ts). */
export const DEFAULT_PAGE = 20;

export type Direction = { forward: true; count: number; cursor: Cursor | null } | { forward: false; count: number; cursor: Cursor | null };

/** Checks the Relay arguments before any upstream call. */
export function direction(args: ConnectionArgs, list: string): Direction {
  const { first, after, last, before } = args;
  if (first != null && last != null) throw badUserInput('Give `first` (with `after`) or `last` (with `before`), not both.');
  if ((first != null || last == null) && before != null) throw badUserInput('`before` pages backward: use it with `last`.', 'before');
  if (last != null && after != null) throw badUserInput('`after` pages forward: use it with `first`.', 'after');
  const count = last ?? first ?? DEFAULT_PAGE;
  if (!Number.isInteger(count) || count < 0 || count > MAX_PAGE) {
    throw badUserInput(`\`${last != null ? 'last' : 'first'}\` must be between 0 and ${MAX_PAGE}.`, last != null ? 'last' : 'first');
  }
  if (last != null) return { forward: false, count, cursor: before ? decodeCursor(before, list, 'before') : null };
  return { forward: true, count, cursor: after ? decodeCursor(after, list, 'after') : null };
}

/**
 * A connection over upstream pages reached by tokens. Forward: from the `after` position,
 * reading further pages as needed. Backward: from the `before` position (or the end, reached by
 * reading every page once), re-reading earlier pages by the tokens the cursor carries.
 */
export async function tokenConnection<T>(list: string, dir: Direction, fetchPage: (token: string | null) => Promise<Page<T>>): Promise<Connection<T>> {
  const cursorAt = (chain: string[], i: number) => encodeCursor({ m: 't', f: list, c: chain, i });
  const start = dir.cursor?.m === 't' ? dir.cursor : null;
  if (dir.cursor && !start) throw badUserInput('This cursor belongs to another listing of these comments.');
  let chain = start ? start.c : [];
  let page = await fetchPage(chain.at(-1) ?? null);
  const edges: Edge<T>[] = [];
  if (dir.forward) {
    let i = start ? start.i + 1 : 0;
    while (edges.length < dir.count) {
      if (i < page.items.length) {
        edges.push({ node: page.items[i], cursor: cursorAt(chain, i) });
        i++;
      } else if (page.next) {
        chain = [...chain, page.next];
        page = await fetchPage(page.next);
        i = 0;
      } else break;
    }
    return connection(edges, i < page.items.length || !!page.next, !!start);
  }
  let i: number;
  if (start) {
    i = start.i;
  } else {
    // `last` without `before`: the end is only reached by reading forward once.
    while (page.next) {
      chain = [...chain, page.next];
      page = await fetchPage(page.next);
    }
    i = page.items.length;
  }
  while (edges.length < dir.count) {
    if (i > 0) {
      i--;
      edges.unshift({ node: page.items[i], cursor: cursorAt(chain, i) });
    } else if (chain.length) {
      chain = chain.slice(0, -1);
      page = await fetchPage(chain.at(-1) ?? null);
      i = page.items.length;
    } else break;
  }
  return connection(edges, !!start, i > 0 || chain.length > 0);
}

/** A connection over a list the gateway holds whole (offset cursors). */
export function offsetConnection<T>(list: string, dir: Direction, items: T[]): Connection<T> {
  const at = dir.cursor?.m === 'o' ? dir.cursor.o : null;
  if (dir.cursor && at === null) throw badUserInput('This cursor belongs to another listing of these comments.');
  const from = dir.forward ? (at === null ? 0 : at + 1) : Math.max(0, (at ?? items.length) - dir.count);
  const to = dir.forward ? Math.min(items.length, from + dir.count) : Math.min(items.length, at ?? items.length);
  const edges = items.slice(from, to).map((node, k) => ({ node, cursor: encodeCursor({ m: 'o', f: list, o: from + k }) }));
  return connection(edges, to < items.length, from > 0);
}

function connection<T>(edges: Edge<T>[], hasNextPage: boolean, hasPreviousPage: boolean): Connection<T> {
  return {
    edges,
    pageInfo: { hasNextPage, hasPreviousPage, startCursor: edges[0]?.cursor ?? null, endCursor: edges.at(-1)?.cursor ?? null },
  };
}
