import { describe, expect, it } from 'vitest';
import { createMemoryStore } from '../../src/store/memory.js';
import { StoreUnavailableError } from '../../src/store/errors.js';
import { createSoftStore, type RawStore, type StoreConnection } from '../../src/store/soft.js';

/**
 * The soft store (issue 26) over an in-process store and a connection the test drives: a store
 * known down is not asked, writes that must land are kept (bounded) and written when it returns,
 * before anything else is asked, and an outage is logged once each way. Nothing here is timed:
 * the connection's state is set by the test, and the probe's answer is the test's to give.
 */
function harness(options: { maxKept?: number } = {}) {
  const inner = createMemoryStore();
  const asked: string[] = [];
  const raw: RawStore = {
    kind: 'redis',
    claim: (...a) => (asked.push('claim'), inner.claim(...a)),
    get: (k) => (asked.push(`get ${k}`), inner.get(k)),
    getMany: (k) => (asked.push('getMany'), inner.getMany(k)),
    set: (...a) => (asked.push(`set ${a[0]}`), inner.set(...a)),
    setMany: (e, t) => (asked.push(`setMany ${e.map(([k]) => k).join(',')}`), inner.setMany(e, t)),
    delete: (k) => (asked.push('delete'), inner.delete(k)),
    close: () => inner.close(),
  };
  let ready = true;
  const listeners: Array<() => void> = [];
  let answerPing: (() => void) | null = null;
  const connection: StoreConnection = {
    ready: () => ready,
    wasReady: () => true,
    state: () => (ready ? 'ready' : 'reconnecting'),
    ping: () => new Promise<void>((resolve) => (answerPing = resolve)),
    onChange: (listener) => void listeners.push(listener),
  };
  const lines: Array<{ level: string; msg: string; fields?: Record<string, unknown> }> = [];
  const fallbacks: string[] = [];
  const store = createSoftStore(raw, connection, {
    maxKept: options.maxKept,
    probeIntervalMs: 5,
    logger: { warn: (msg, fields) => lines.push({ level: 'warn', msg, fields }), info: (msg, fields) => lines.push({ level: 'info', msg, fields }) },
    onFallback: (op) => fallbacks.push(op),
  });
  return {
    store,
    inner,
    asked,
    lines,
    fallbacks,
    down() {
      ready = false;
      listeners.forEach((l) => l());
    },
    /** The connection is back; resolves once the store has been probed and answered. */
    async back() {
      ready = true;
      listeners.forEach((l) => l());
      while (!answerPing) await new Promise((r) => setImmediate(r));
      answerPing();
      answerPing = null;
      while (!store.health().ok) await new Promise((r) => setImmediate(r));
    },
  };
}

describe('soft store', () => {
  it('does not ask a store whose connection is down: rejects at once, counts the fallback', async () => {
    const h = harness();
    h.down();
    h.asked.length = 0;
    await expect(h.store.get('a')).rejects.toBeInstanceOf(StoreUnavailableError);
    await expect(h.store.setMany([['a', '1']], 1_000)).rejects.toBeInstanceOf(StoreUnavailableError);
    expect(h.asked).toEqual([]);
    expect(h.fallbacks).toEqual(['get', 'setMany']);
    expect(h.store.health()).toMatchObject({ ok: false, downSince: expect.any(Number) });
  });

  it('keeps writes that must land while down, bounded, and writes them when it returns, before any read', async () => {
    const h = harness({ maxKept: 2 });
    h.down();
    await h.store.keep([['t1', '1']], 60_000);
    await h.store.keep([['t2', '2']], 60_000);
    await h.store.keep([['t3', '3']], 60_000);
    expect(h.store.health().kept).toBe(2);
    h.asked.length = 0;
    await h.back();
    // The oldest went past the bound; the two others landed before the store answered again.
    expect(h.asked).toEqual(['setMany t2,t3']);
    expect(await h.store.getMany(['t1', 't2', 't3'])).toEqual([null, '2', '3']);
    expect(h.store.health()).toEqual({ ok: true, downSince: null, kept: 0 });
  });

  it('moves a key kept again behind the others, with its latest value, and drops none for it', async () => {
    const h = harness({ maxKept: 2 });
    h.down();
    await h.store.keep([['t1', 'old']], 60_000);
    await h.store.keep([['t2', '2']], 60_000);
    await h.store.keep([['t1', 'new']], 60_000);
    expect(h.store.health().kept).toBe(2);
    h.asked.length = 0;
    await h.back();
    expect(h.asked).toEqual(['setMany t2,t1']);
    expect(await h.store.getMany(['t1', 't2'])).toEqual(['new', '2']);
  });

  it('logs an outage once when it begins and once when it ends, with its length and what the bound dropped', async () => {
    const h = harness({ maxKept: 1 });
    h.down();
    h.down();
    for (let i = 0; i < 5; i++) await h.store.get('a').catch(() => {});
    await h.store.keep([['x', '1']], 60_000);
    await h.store.keep([['y', '1']], 60_000);
    await h.back();
    expect(h.lines.map((l) => `${l.level} ${l.msg}`)).toEqual([
      'warn shared store unavailable: its operations fall back until it answers again',
      'info shared store available again',
    ]);
    expect(h.lines[0].fields).toMatchObject({ reason: 'connection reconnecting' });
    expect(h.lines[1].fields).toMatchObject({ downMs: expect.any(Number), keptWritesDropped: 1 });
  });
});
