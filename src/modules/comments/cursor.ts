import { badUserInput } from '../../errors.js';

/**
 * Opaque connection cursors. The upstream pages forward only, with page tokens; a cursor
 * carries the tokens of every page before its own plus its index in that page, so the gateway
 * can page backward (`last`/`before`) by re-reading earlier pages. Lists gathered by the
 * gateway itself (show-wide comments needing review) use plain offsets. `f` names the list and
 * its filters, so a cursor of one list is refused by another.
 */
export type Cursor = { m: 't'; f: string; c: string[]; i: number } | { m: 'o'; f: string; o: number };

const PREFIX = 'c1.';

export function encodeCursor(cursor: Cursor): string {
  return PREFIX + Buffer.from(JSON.stringify(cursor), 'utf8').toString('base64url');
}

export function decodeCursor(text: string, list: string, argument: 'after' | 'before'): Cursor {
  const invalid = () => badUserInput(`\`${argument}\` is not a cursor of this list; pass a cursor from its edges or pageInfo.`, argument);
  if (!text.startsWith(PREFIX)) throw invalid();
  let value: unknown;
  try {
    value = JSON.parse(Buffer.from(text.slice(PREFIX.length), 'base64url').toString('utf8'));
  } catch {
    throw invalid();
  }
  const c = value as Partial<Record<string, unknown>>;
  if (!c || c.f !== list) throw invalid();
  if (c.m === 't' && Array.isArray(c.c) && c.c.every((t) => typeof t === 'string') && Number.isInteger(c.i) && (c.i as number) >= 0) {
    return { m: 't', f: list, c: c.c as string[], i: c.i as number };
  }
  if (c.m === 'o' && Number.isInteger(c.o) && (c.o as number) >= 0) return { m: 'o', f: list, o: c.o as number };
  throw invalid();
}
