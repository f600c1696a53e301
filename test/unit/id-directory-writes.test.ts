import { afterEach, describe, expect, it, vi } from 'vitest';
import { createIdDirectory } from '../../src/id-directory.js';
import { createMemoryStore } from '../../src/store/index.js';
import type { KeyValueStore } from '../../src/store/types.js';

/** A real in-process store whose writes are recorded, and which can be made to refuse them. */
function recordedStore(): { store: KeyValueStore; writes: string[][]; refuse: { now: boolean } } {
  const inner = createMemoryStore();
  const writes: string[][] = [];
  const refuse = { now: false };
  const store: KeyValueStore = {
    ...inner,
    kind: inner.kind,
    setMany: async (entries, ttlMs) => {
      writes.push(entries.map(([key]) => key));
      if (refuse.now) throw new Error('store down');
      return inner.setMany(entries, ttlMs);
    },
  };
  return { store, writes, refuse };
}

describe('the ID directory: pairs learned again are not written again', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('writes a pair once, both ways, however often it is learned', async () => {
    const { store, writes } = recordedStore();
    const directory = createIdDirectory(store);
    for (let i = 0; i < 3; i++) await directory.learnShows([[41, 'platform:show:a']]);
    expect(writes).toEqual([['ids:s:41', 'ids:su:platform:show:a']]);
    expect(await directory.showUris([41])).toEqual(new Map([[41, 'platform:show:a']]));
    expect(await directory.stationIds(['platform:show:a'])).toEqual(new Map([['platform:show:a', 41]]));
  });

  it('writes only the new pairs of a list, in one write', async () => {
    const { store, writes } = recordedStore();
    const directory = createIdDirectory(store);
    await directory.learnEpisodes([[7, 'platform:episode:x']]);
    await directory.learnEpisodes([
      [7, 'platform:episode:x'],
      [8, 'platform:episode:y'],
      [9, 'platform:episode:z'],
    ]);
    expect(writes).toEqual([
      ['ids:e:7', 'ids:eu:platform:episode:x'],
      ['ids:e:8', 'ids:eu:platform:episode:y', 'ids:e:9', 'ids:eu:platform:episode:z'],
    ]);
  });

  it('keeps each kind apart: the same number in two kinds is two pairs', async () => {
    const { store, writes } = recordedStore();
    const directory = createIdDirectory(store);
    await directory.learnEpisodes([[5, 'platform:episode:five']]);
    await directory.learnShows([[5, 'platform:show:five']]);
    await directory.learnEpisodeStations([[5, 12]]);
    await directory.learnEpisodeStations([[5, 12]]);
    expect(writes).toEqual([['ids:e:5', 'ids:eu:platform:episode:five'], ['ids:s:5', 'ids:su:platform:show:five'], ['ids:es:5']]);
  });

  it('writes a pair again after the store refused it', async () => {
    const { store, writes, refuse } = recordedStore();
    const directory = createIdDirectory(store);
    refuse.now = true;
    await directory.learnShows([[3, 'platform:show:c']]);
    refuse.now = false;
    await directory.learnShows([[3, 'platform:show:c']]);
    await directory.learnShows([[3, 'platform:show:c']]);
    expect(writes).toEqual([
      ['ids:s:3', 'ids:su:platform:show:c'],
      ['ids:s:3', 'ids:su:platform:show:c'],
    ]);
  });

  it('forgets a pair within an hour, so it is written again', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-29T10:00:00Z'));
    const { store, writes } = recordedStore();
    const directory = createIdDirectory(store);
    await directory.learnShows([[3, 'platform:show:c']]);
    vi.setSystemTime(new Date('2026-11-29T10:15:00Z'));
    await directory.learnShows([[3, 'platform:show:c']]);
    vi.setSystemTime(new Date('2026-11-29T11:00:00Z'));
    await directory.learnShows([[3, 'platform:show:c']]);
    // Remembered at 10:15 (a quarter of an hour), forgotten by 11:00 (an hour).
    expect(writes).toHaveLength(2);
    // After a long quiet spell, nothing learned before it is taken as written.
    vi.setSystemTime(new Date('2026-11-29T16:00:00Z'));
    await directory.learnShows([[3, 'platform:show:c']]);
    expect(writes).toHaveLength(3);
  });

  it('remembers a cycle of 15,000 shows: the second pass writes nothing', async () => {
    const { store, writes } = recordedStore();
    const directory = createIdDirectory(store);
    for (let pass = 0; pass < 2; pass++) {
      for (let id = 1; id <= 15_000; id++) await directory.learnShows([[id, `platform:show:${id}`]]);
    }
    expect(writes).toHaveLength(15_000);
  });
});
