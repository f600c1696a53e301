import { parse } from 'graphql';
import { describe, expect, it } from 'vitest';
import { createDocumentCaches } from '../../src/gateway/document-cache.js';

describe('the parsed-document cache', () => {
  it('keeps an ordinary document', () => {
    const { documentCache } = createDocumentCaches();
    documentCache.set('{ region }', parse('{ region }'));
    expect(documentCache.get('{ region }')).toBeDefined();
  });

  it('does not keep a padded document longer than 32 KB (whitespace is not a token)', () => {
    const { documentCache } = createDocumentCaches();
    const padded = `{ region }${' '.repeat(40_000)}`;
    documentCache.set(padded, parse(padded));
    expect(documentCache.get(padded)).toBeUndefined();
  });

  it('keeps at most about 2 MB of query text however many distinct documents arrive', () => {
    const { documentCache } = createDocumentCaches();
    for (let i = 0; i < 200; i++) {
      const text = `{ region } # ${i}${' '.repeat(30_000)}`;
      documentCache.set(text, parse(text));
    }
    expect(documentCache.calculatedSize).toBeLessThanOrEqual(2 * 1024 * 1024);
    expect(documentCache.size).toBeLessThan(80);
  });
});
