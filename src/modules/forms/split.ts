/**
 * Splits a batch answer whose shape the spec does not show (4.6 palettes, 4.7 form data) into
 * one entry per key asked, tolerantly (docs/architecture.md#follow-the-spec-not-our-sandbox). Recognised shapes:
 * - a list (bare, or any list one level down: the one naming most of the keys) whose items
 *   name their key in one of `matchFields` (e.g. `episodeUri`, `url`);
 * - an object keyed by the keys themselves;
 * - a list of exactly one record per key, in order (bare, or under a wrapper key);
 * - for a single key, whatever came back.
 * A key with no recognisable entry gets null.
 */
export function splitBatch(raw: unknown, keys: readonly string[], matchFields: readonly string[], normalise: (key: string) => string = (k) => k): unknown[] {
  // The list whose items name the most of the keys asked: unknown extra lists (flags, links)
  // next to it do not hide it.
  const wanted = new Set(keys.map(normalise));
  let best: Map<string, unknown> | null = null;
  let keyed = false;
  for (const list of listsIn(raw)) {
    const byKey = new Map<string, unknown>();
    for (const item of list) {
      const key = keyOf(item, matchFields);
      if (key === null) continue;
      keyed = true;
      if (wanted.has(normalise(key)) && !byKey.has(normalise(key))) byKey.set(normalise(key), item);
    }
    if (byKey.size > (best?.size ?? 0)) best = byKey;
  }
  if (best || keyed) return keys.map((k) => best?.get(normalise(k)) ?? null);
  if (raw && typeof raw === 'object' && !Array.isArray(raw)) {
    const record = raw as Record<string, unknown>;
    if (keys.some((k) => k in record)) return keys.map((k) => record[k] ?? null);
  }
  // Pairing by position only for a list of records (not, say, a list of flag names).
  const items = listIn(raw);
  if (items && items.length === keys.length && items.every((item) => item !== null && typeof item === 'object')) return [...items];
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

/** Every list a batch answer may hold its entries in: itself, or any list one level down. */
function listsIn(raw: unknown): unknown[][] {
  if (Array.isArray(raw)) return [raw];
  if (!raw || typeof raw !== 'object') return [];
  return Object.values(raw as Record<string, unknown>).filter((v): v is unknown[] => Array.isArray(v));
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
