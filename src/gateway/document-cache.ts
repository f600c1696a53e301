import type { DocumentNode } from 'graphql';
import { LRUCache } from 'lru-cache';

/** Documents kept; the least recently used goes first. */
const MAX_DOCUMENTS = 1_000;
/**
 * Query text kept, all documents together, and the longest one kept. A parsed document takes
 * about ten times its text, and the token limit does not bound the text (whitespace and comments
 * are not tokens): without a text budget, a thousand padded one-megabyte queries would pin a
 * gigabyte. Longer documents are parsed and validated on every request.
 */
const MAX_CACHED_CHARS = 2 * 1024 * 1024;
const MAX_CACHED_QUERY = 32 * 1024;

/**
 * Yoga's parse and parse-error caches (keyed by query text), bounded by count and by text. Its
 * validation cache is off: verdicts are kept per schema and document by gateway/validation-once.ts.
 */
export function createDocumentCaches(): { documentCache: LRUCache<string, DocumentNode>; errorCache: LRUCache<string, object>; validationCache: false } {
  const options = { max: MAX_DOCUMENTS, maxSize: MAX_CACHED_CHARS, maxEntrySize: MAX_CACHED_QUERY, sizeCalculation: (_value: unknown, key: string) => Math.max(1, key.length) };
  return { documentCache: new LRUCache<string, DocumentNode>(options), errorCache: new LRUCache<string, object>(options), validationCache: false };
}
