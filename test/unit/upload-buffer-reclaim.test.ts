import { constants, PerformanceObserver, type PerformanceEntry } from 'node:perf_hooks';
import { describe, expect, it } from 'vitest';
import { createBufferReclaimer } from '../../src/uploads/buffer-reclaim.js';

/** Young-generation collections V8 reports while `run` goes on (and a turn after, for delivery). */
async function minorCollections(run: () => void): Promise<number> {
  const seen: PerformanceEntry[] = [];
  const observer = new PerformanceObserver((list) => seen.push(...list.getEntries()));
  observer.observe({ entryTypes: ['gc'] });
  run();
  await new Promise((resolve) => setTimeout(resolve, 50));
  observer.disconnect();
  return seen.filter((e) => ((e as PerformanceEntry & { detail?: { kind?: number } }).detail)?.kind === constants.NODE_PERFORMANCE_GC_MINOR).length;
}

describe('the buffer reclaimer', () => {
  it('collects the young generation once per `everyBytes` of upload bytes read', async () => {
    const reclaimer = createBufferReclaimer(1024 * 1024);
    // 16 reads of 256 KiB: 4 MiB, so 4 collections of its own (V8 may add some).
    const collections = await minorCollections(() => {
      for (let i = 0; i < 16; i++) reclaimer.read(256 * 1024);
    });
    expect(collections).toBeGreaterThanOrEqual(4);
  });

  it('leaves collections to V8 when turned off', async () => {
    const reclaimer = createBufferReclaimer(0);
    const collections = await minorCollections(() => {
      for (let i = 0; i < 16; i++) reclaimer.read(256 * 1024);
    });
    // Nothing allocated in the loop: V8 has no reason to collect four times.
    expect(collections).toBeLessThan(4);
  });
});
