import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { manifestFrom, normalizeHash } from '../../src/gateway/persisted-manifest.js';

const hex = (text: string) => createHash('sha256').update(text).digest('hex');
const A = 'query A { region }';
const B = 'query B { podcastCategories { name } }';

describe('the persisted documents manifest', () => {
  it("reads graphql-codegen's form, keyed by sha256:<hex> or a bare hex", () => {
    const manifest = manifestFrom({ [`sha256:${hex(A)}`]: A, [hex(B).toUpperCase()]: B });
    expect([...manifest.byHash]).toEqual([
      [hex(A), A],
      [hex(B), B],
    ]);
    expect(manifest.texts.has(B)).toBe(true);
    expect(manifest.skipped).toEqual([]);
  });

  it("reads Apollo's persisted query manifest", () => {
    const manifest = manifestFrom({ format: 'apollo-persisted-query-manifest', version: 1, operations: [{ id: hex(A), name: 'A', type: 'query', body: A }] });
    expect(manifest.byHash.get(hex(A))).toBe(A);
  });

  it('leaves out an entry whose key is not the sha256 of its text, and refuses a manifest of nothing else', () => {
    const manifest = manifestFrom({ [`sha256:${hex(A)}`]: A, [`sha256:${hex(A)}`.replace(/.$/, '0')]: B, relay1: B, [`sha256:${hex(B)}`]: 42 });
    expect([...manifest.byHash.keys()]).toEqual([hex(A)]);
    expect(manifest.skipped).toHaveLength(3);
    expect(() => manifestFrom({ md5abc: A })).toThrow(/holds no document keyed by the sha256 of its text/);
    expect(() => manifestFrom([A])).toThrow(/not a JSON object/);
    expect(manifestFrom({}).byHash.size).toBe(0);
  });

  it('normalizes the two wire forms of a hash, and nothing else', () => {
    expect(normalizeHash(`sha256:${hex(A).toUpperCase()}`)).toBe(hex(A));
    expect(normalizeHash(hex(A))).toBe(hex(A));
    expect(normalizeHash(`md5:${hex(A)}`)).toBeNull();
    expect(normalizeHash('sha256:abc')).toBeNull();
    expect(normalizeHash(42)).toBeNull();
  });
});
