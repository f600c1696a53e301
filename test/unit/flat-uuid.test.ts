import { describe, expect, it } from 'vitest';
import { flatUuid } from '../../src/flat-uuid.js';

describe('flatUuid', () => {
  it('makes RFC 9562 version 4 UUIDs, each new, across refills of its entropy pool', () => {
    const seen = new Set<string>();
    // More than one pool (256 ids) so that a refill is crossed twice.
    for (let i = 0; i < 700; i++) {
      const id = flatUuid();
      expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
      seen.add(id);
    }
    expect(seen.size).toBe(700);
  });
});
