/**
 * Splits a batch answer whose shape the spec does not show (4.6 palettes, 4.7 form data) into
 * one entry per key asked, tolerantly (DESIGN principle 3). Recognised shapes:
 * - a list (bare, or the first list under a wrapper key) whose items name their key in one of
 *   `matchFields` (e.g. `episodeUri`, `url`), or, without such fields, a list of exactly one
 *   item per key, in order;
 * - an object keyed by the keys themselves;
 * - for a single key, whatever came back.
 * A key with no recognisable entry gets null.
 */
export function splitBatch(raw: unknown, keys: readonly string[], matchFields: readonly string[], normalise: (key: string) => string = (k) => k): unknown[] {
  const items = listIn(raw);
  if (items) {
    const byKey = new Map<string, unknown>();
    for (const item of items) {
      const key = keyOf(item, matchFields);
      if (key !== null && !byKey.has(normalise(key))) byKey.set(normalise(key), item);
    }
    if (byKey.size > 0) return keys.map((k) => byKey.get(normalise(k)) ?? null);
    if (items.length === keys.length) return [...items];
  }
  if (raw && typeof raw === 'object' && !Array.isArray(raw)) {
    const record = raw as Record<string, unknown>;
    if (keys.some((k) => k in record)) return keys.map((k) => record[k] ?? null);
  }
  if (keys.length === 1 && raw !== null && raw !== undefined) return [raw];
  return keys.map(() => null);
}

const WRAPPERS = ['episodes', 'colors', 'palettes', 'results', 'items', 'data', 'formData', 'color_results'];

function listIn(raw: unknown): unknown[] | null {
  if (Array.isArray(raw)) return raw;
  if (!raw || typeof raw !== 'object') return null;
  const record = raw as Record<string, unknown>;
  for (const key of WRAPPERS) if (Array.isArray(record[key])) return record[key] as unknown[];
  const lists = Object.values(record).filter(Array.isArray);
  return lists.length === 1 ? (lists[0] as unknown[]) : null;
}

function keyOf(item: unknown, fields: readonly string[]): string | null {
  if (!item || typeof item !== 'object') return null;
  const record = item as Record<string, unknown>;
  for (const field of fields) {
    const value = record[field];
    if (typeof value === 'string') return value;
    // `{query: {url}}`-style echoes of the request item.
    if (value && typeof value === 'object' && typeof (value as Record<string, unknown>).url === 'string') return (value as Record<string, string>).url;
  }
  return null;
}
