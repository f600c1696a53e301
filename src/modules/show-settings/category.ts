/**
 * Show categories travel upstream as two names joined by `|` (2.4, 4.20). The options endpoint
 * (`GET /v3/settings/podcast-category/options`) has no documented shape, so the valid pairs are
 * read tolerantly from the shapes such a list plausibly takes (DESIGN principle 3).
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

const NAME_KEYS = ['name', 'label', 'title', 'value', 'category', 'displayName', 'id'] as const;
const CHILD_KEYS = ['subcategories', 'subCategories', 'children', 'options', 'categories', 'items', 'values'] as const;
const WRAPPER_KEYS = ['options', 'categories', 'data', 'items', 'results'] as const;

function nameOf(value: unknown): string | null {
  if (typeof value === 'string') return value;
  if (value && typeof value === 'object') {
    for (const key of NAME_KEYS) {
      const v = (value as Record<string, unknown>)[key];
      if (typeof v === 'string' && v !== '') return v;
    }
  }
  return null;
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
 * Reads the category options from any of: `["Arts|Books", ...]`; `[{name, subcategories: [..]}]`
 * (names or objects with a name); `{Arts: ["Books", ...]}`; any of those wrapped in
 * `{options|categories|data|items|results: ...}`. Unknown entries are skipped, never fatal.
 */
export function toCategoryOptions(raw: unknown): CategoryOption[] {
  const byName = new Map<string, Set<string>>();
  const add = (primary: string, secondary?: string) => {
    let set = byName.get(primary);
    if (!set) byName.set(primary, (set = new Set()));
    if (secondary) set.add(secondary);
  };
  const visit = (value: unknown, depth: number): void => {
    if (depth > 3 || value == null) return;
    if (Array.isArray(value)) {
      for (const entry of value) {
        if (typeof entry === 'string') {
          const pair = parseCategory(entry);
          if (pair) add(pair.primary, pair.secondary || undefined);
          continue;
        }
        const name = nameOf(entry);
        const children = childrenOf(entry);
        if (name && children) for (const child of children) add(name, nameOf(child) ?? undefined);
        else if (name) {
          const pair = parseCategory(name);
          if (pair) add(pair.primary, pair.secondary || undefined);
        }
      }
      return;
    }
    if (typeof value === 'object') {
      const record = value as Record<string, unknown>;
      for (const key of WRAPPER_KEYS) {
        if (key in record && typeof record[key] === 'object') return visit(record[key], depth + 1);
      }
      for (const [primary, children] of Object.entries(record)) {
        if (Array.isArray(children)) {
          add(primary);
          for (const child of children) {
            const name = nameOf(child);
            if (name) add(primary, name);
          }
        }
      }
    }
  };
  visit(raw, 0);
  return [...byName].map(([name, subs]) => ({ name, subcategories: [...subs] }));
}

/**
 * Whether a pair is allowed by the options. A primary without any listed subcategory accepts
 * an empty secondary only. An empty options list (unknown shape) validates nothing and the
 * caller should let the upstream decide.
 */
export function isAllowedCategory(options: readonly CategoryOption[], pair: CategoryPair): boolean {
  const option = options.find((o) => o.name === pair.primary);
  if (!option) return false;
  if (option.subcategories.length === 0) return pair.secondary === '';
  return option.subcategories.includes(pair.secondary);
}
