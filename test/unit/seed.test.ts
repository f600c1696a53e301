import { describe, expect, it } from 'vitest';
import { seedStore } from '../../src/sandbox/data/seed.js';

describe('sandbox seed', () => {
  it('is the same world on every start', () => {
    const a = seedStore(1_790_000_000);
    const b = seedStore(1_790_000_000);
    expect([...a.episodes.keys()]).toEqual([...b.episodes.keys()]);
    expect([...a.shows.values()].map((s) => s.platformShowId)).toEqual([...b.shows.values()].map((s) => s.platformShowId));
  });

  it('holds episodes in all three states and comments in both moderation states', () => {
    const store = seedStore(1_790_000_000);
    const episodes = [...store.episodes.values()];
    expect(episodes.some((e) => e.isPublished)).toBe(true);
    expect(episodes.some((e) => !e.isPublished && e.publishOn !== null)).toBe(true);
    expect(episodes.some((e) => !e.isPublished && e.publishOn === null)).toBe(true);
    const states = new Set([...store.comments.values()].map((c) => c.state));
    expect(states).toEqual(new Set(['published', 'needs review']));
  });
});
