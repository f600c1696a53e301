/**
 * Show categories travel upstream as two names joined by `|` (2.4, 4.20). The options endpoint
 * (`GET /v3/settings/podcast-category/options`) has no documented shape, so the valid pairs are
 * read tolerantly from the shapes such a list plausibly takes (docs/architecture.md#follow-the-spec-not-our-sandbox), and the
 * gateway's own check of a pair runs only on a list it read without doubt (principle 11: a
 * check on an unreadable shape lets the upstream decide).
 */

export interface CategoryPair {
  primary: string;
  secondary: string;
}

export interface CategoryOption {
  name: string;
  subcategories: string[];
}

export const CATEGORY_SEPARATOR = '|';

export function parseCategory(raw: string | null | undefined): CategoryPair | null {
  if (!raw) return null;
  const at = raw.indexOf(CATEGORY_SEPARATOR);
  if (at < 0) return { primary: raw, secondary: '' };
  return { primary: raw.slice(0, at), secondary: raw.slice(at + 1) };
}

export function formatCategory(pair: CategoryPair): string {
  return `${pair.primary}${CATEGORY_SEPARATOR}${pair.secondary}`;
}

/** Keys that may hold the name the update takes; in order of preference when only one fits. */
const NAME_KEYS = ['name', 'value', 'category', 'title', 'label', 'displayName', 'id'] as const;
const CHILD_KEYS = ['subcategories', 'subCategories', 'children', 'options', 'categories', 'items', 'values'] as const;
const WRAPPER_KEYS = ['options', 'categories', 'data', 'items', 'results'] as const;

/** The category options as far as they could be read, and whether they can judge a pair. */
export interface CategoryOptions {
  options: CategoryOption[];
  /**
   * True only when every entry was read without doubt and the list has pairs: then, and only
   * then, may the gateway refuse a pair for not being listed. Otherwise the upstream decides.
   */
  checkable: boolean;
}

/** `A|B` with two non-empty names: the form 4.20's update takes, wherever an entry carries it. */
function pairIn(text: string): CategoryPair | null {
  const pair = parseCategory(text);
  return pair && pair.primary.trim() && pair.secondary.trim() && !pair.secondary.includes(CATEGORY_SEPARATOR) ? pair : null;
}

/**
 * The name an entry gives: a string, or the one distinct string among its name keys. Two
 * different ones (`{value: 'tech', label: 'Technology'}`) leave it open which one the update
 * takes: `doubt`, with the first by preference still shown to clients.
 */
function nameOf(value: unknown): { name: string | null; doubt: boolean } {
  if (typeof value === 'string') return { name: value || null, doubt: !value };
  if (!value || typeof value !== 'object' || Array.isArray(value)) return { name: null, doubt: true };
  const names = NAME_KEYS.map((key) => (value as Record<string, unknown>)[key]).filter((v): v is string => typeof v === 'string' && v !== '');
  return { name: names[0] ?? null, doubt: names.length === 0 || new Set(names).size > 1 };
}

/** The one `A|B` string among an object's values (`{value: 'Arts|Books', label: 'Arts / Books'}`). */
function pairOf(value: unknown): { pair: CategoryPair | null; doubt: boolean } {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return { pair: null, doubt: false };
  const pairs = Object.values(value as Record<string, unknown>).flatMap((v) => (typeof v === 'string' ? [pairIn(v)] : [])).filter((p): p is CategoryPair => !!p);
  const distinct = new Set(pairs.map(formatCategory));
  return { pair: pairs[0] ?? null, doubt: distinct.size > 1 };
}

function childrenOf(value: unknown): unknown[] | null {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return null;
  for (const key of CHILD_KEYS) {
    const v = (value as Record<string, unknown>)[key];
    if (Array.isArray(v)) return v;
  }
  return null;
}

/**
 * Reads the category options (`GET /v3/settings/podcast-category/options`, shape not shown in
 * 4.20) from the ordinary forms: `["Arts|Books", ...]`; `[{value: "Arts|Books", label: ...}]`
 * (the pair in any field); `[{name, subcategories: [..]}]` (names or objects with a name);
 * `{Arts: ["Books", ...]}`; any of those wrapped in `{options|categories|data|items|results}`.
 * Unknown entries are skipped, never fatal; they, and names that could be either of two
 * strings, make the list unfit to refuse a pair with (`checkable: false`).
 */
export function readCategoryOptions(raw: unknown): CategoryOptions {
  const byName = new Map<string, Set<string>>();
  let doubt = false;
  const add = (primary: string, secondary?: string) => {
    let set = byName.get(primary);
    if (!set) byName.set(primary, (set = new Set()));
    if (secondary) set.add(secondary);
  };
  const entry = (value: unknown) => {
    if (typeof value === 'string') {
      const pair = parseCategory(value);
      if (pair) add(pair.primary, pair.secondary || undefined);
      else doubt = true;
      return;
    }
    const children = childrenOf(value);
    if (children) {
      const parent = nameOf(value);
      doubt ||= parent.doubt;
      if (!parent.name) return;
      add(parent.name);
      for (const child of children) {
        const sub = nameOf(child);
        doubt ||= sub.doubt;
        if (sub.name) add(parent.name, sub.name);
      }
      return;
    }
    const found = pairOf(value);
    if (found.pair) {
      doubt ||= found.doubt;
      add(found.pair.primary, found.pair.secondary);
      return;
    }
    const only = nameOf(value);
    doubt ||= only.doubt;
    if (only.name) add(only.name);
  };
  const visit = (value: unknown, depth: number): void => {
    if (depth > 3 || value == null) return void (doubt = true);
    if (Array.isArray(value)) return value.forEach(entry);
    if (typeof value !== 'object') return void (doubt = true);
    const record = value as Record<string, unknown>;
    for (const key of WRAPPER_KEYS) {
      if (key in record && typeof record[key] === 'object') return visit(record[key], depth + 1);
    }
    for (const [primary, children] of Object.entries(record)) {
      if (!Array.isArray(children)) {
        doubt = true;
        continue;
      }
      add(primary);
      for (const child of children) {
        const sub = nameOf(child);
        doubt ||= sub.doubt;
        if (sub.name) add(primary, sub.name);
      }
    }
  };
  visit(raw, 0);
  const options = [...byName].map(([name, subs]) => ({ name, subcategories: [...subs] }));
  // 4.20 takes two names: a list without a single pair is not the list of pairs.
  const hasPairs = options.some((o) => o.subcategories.length > 0);
  return { options, checkable: !doubt && hasPairs };
}

/** The options as clients see them (`podcastCategories`): whatever could be read. */
export function toCategoryOptions(raw: unknown): CategoryOption[] {
  return readCategoryOptions(raw).options;
}

/**
 * Whether a pair is allowed by options read without doubt (`checkable`); a primary without
 * any listed subcategory accepts an empty secondary only.
 */
export function isAllowedCategory(options: readonly CategoryOption[], pair: CategoryPair): boolean {
  const option = options.find((o) => o.name === pair.primary);
  if (!option) return false;
  if (option.subcategories.length === 0) return pair.secondary === '';
  return option.subcategories.includes(pair.secondary);
}
