import { LRUCache } from 'lru-cache';
import type { Logger } from '../logger.js';
import { StoreUnavailableError } from './errors.js';
import type { KeyValueStore, StoreHealth, StoreOperation } from './types.js';

/** What the soft store asks of a shared store: its operations, unbounded, and its connection. */
export type RawStore = Omit<KeyValueStore, 'keep' | 'health'>;

/** The connection under a shared store (ioredis's, store/redis.ts). */
export interface StoreConnection {
  /** Whether the connection can take commands now (ioredis status `ready`). */
  ready(): boolean;
  /** Whether it was ever ready: before that, operations wait for it (bounded by `startWaitMs`). */
  wasReady(): boolean;
  /** Why it cannot take commands, for the log (ioredis status, e.g. `reconnecting`). */
  state(): string;
  /** One round trip (PING). */
  ping(): Promise<unknown>;
  /** Called when the connection's state changes (ready, closed, reconnecting). */
  onChange(listener: () => void): void;
}

export interface SoftStoreOptions {
  /** Longest an operation may take; past it the operation falls back and the store is probed. @default 250 */
  operationTimeoutMs?: number;
  /** Before the connection was ever ready, operations wait for it this long. @default 2_000 */
  startWaitMs?: number;
  /** Writes kept (`keep`) while the store is down, by key; past it the oldest are dropped. @default 10_000 */
  maxKept?: number;
  /** A down store is probed (one PING) this often, and whenever its connection says it is ready. @default 500 */
  probeIntervalMs?: number;
  /** Told once when an outage begins and once when it ends. */
  logger?: Pick<Logger, 'warn' | 'info'>;
  /** Called for every operation that fell back (not done, or given up on). */
  onFallback?: (operation: StoreOperation) => void;
}

/** Writes kept while the store is down: at most this many keys. */
export const DEFAULT_MAX_KEPT = 10_000;
/** The default bound of one store operation. */
export const DEFAULT_OPERATION_TIMEOUT_MS = 250;

const LATE = Symbol('late');

interface Outage {
  since: number;
  reason: string;
  /** Logged: a confirmed outage, not one slow answer that the first probe cleared. */
  announced: boolean;
}

/**
 * A shared store that fails soft and fast (issue 26): a store known to be down is not asked at
 * all (its connection says so, or an operation gave no answer in time and a probe confirmed
 * it), so a request spends at most one operation's bound on it, never its deadline. Every
 * operation then rejects with `StoreUnavailableError` and is counted (`onFallback`); each caller
 * falls back as it states. Writes that must land (`keep`) are held, bounded, and written when
 * the store returns, before anything else is asked of it again. An outage is logged once when
 * it begins and once when it ends, with how long it lasted.
 */
export function createSoftStore(inner: RawStore, connection: StoreConnection, options: SoftStoreOptions = {}): KeyValueStore {
  const timeoutMs = options.operationTimeoutMs ?? DEFAULT_OPERATION_TIMEOUT_MS;
  const startWaitMs = options.startWaitMs ?? 2_000;
  const maxKept = options.maxKept ?? DEFAULT_MAX_KEPT;
  const probeMs = options.probeIntervalMs ?? 500;
  const logger = options.logger;
  let dropped = 0;
  // Oldest write first out, a key written again moving to the end: lru-cache's LRU, not a Map
  // moved by delete and set, whose dead copies slow every later write of a hot key
  // (docs/performance.md, "In-process stores").
  const kept = new LRUCache<string, { value: string; expiresAt: number }>({
    maxSize: Math.max(1, Math.floor(maxKept)),
    sizeCalculation: () => 1,
    dispose: (_entry, _key, reason) => {
      if (reason === 'evict') dropped++;
    },
  });
  let outage: Outage | null = null;
  let probing = false;
  let closed = false;

  const begin = (reason: string, announce: boolean) => {
    if (!outage) {
      outage = { since: Date.now(), reason, announced: false };
      void probeLoop();
    }
    if (announce && !outage.announced) {
      outage.announced = true;
      logger?.warn('shared store unavailable: its operations fall back until it answers again', { store: inner.kind, reason: outage.reason });
    }
  };

  /** Down now? The connection's own state first: a closed connection is not asked. */
  const down = (): boolean => {
    if (outage) return true;
    if (connection.wasReady() && !connection.ready()) {
      begin(`connection ${connection.state()}`, true);
      return true;
    }
    return false;
  };

  connection.onChange(() => {
    if (closed) return;
    if (!connection.ready() && connection.wasReady()) begin(`connection ${connection.state()}`, true);
    else if (connection.ready() && outage) void probeLoop();
  });

  /** Probes until the store answers, then writes what was kept and lets operations through again. */
  async function probeLoop(): Promise<void> {
    if (probing) return;
    probing = true;
    try {
      while (outage && !closed) {
        if (connection.ready()) {
          const answered = await within(connection.ping(), timeoutMs).then(
            (r) => r !== LATE,
            () => false,
          );
          if (!outage) break;
          if (answered && (await replayKept())) {
            end();
            break;
          }
          // A slow answer that a probe does not clear is an outage: said now.
          if (!outage.announced) begin(outage.reason, true);
        }
        await new Promise<void>((resolve) => setTimeout(resolve, probeMs).unref());
      }
    } finally {
      probing = false;
    }
  }

  function end() {
    const was = outage;
    outage = null;
    if (!was?.announced) return;
    const lost = dropped;
    dropped = 0;
    logger?.info('shared store available again', { store: inner.kind, downMs: Date.now() - was.since, ...(lost ? { keptWritesDropped: lost } : {}) });
  }

  /** Writes the kept entries (their remaining TTL); true when all landed. */
  async function replayKept(): Promise<boolean> {
    while (kept.size > 0) {
      const now = Date.now();
      // The oldest writes first (the LRU's reverse order), 500 at a time.
      const batch: Array<[string, { value: string; expiresAt: number }]> = [];
      for (const key of kept.rkeys()) if (batch.push([key, kept.peek(key)!]) === 500) break;
      // One pipeline per remaining TTL would be many: one per entry, pipelined in a setMany each of one TTL group.
      const groups = new Map<number, Array<readonly [string, string]>>();
      for (const [key, entry] of batch) {
        const left = entry.expiresAt - now;
        if (left <= 0) continue;
        // Rounded up to the second, so a batch is a few pipelines, not one per entry.
        const ttl = Math.ceil(left / 1_000) * 1_000;
        let group = groups.get(ttl);
        if (!group) groups.set(ttl, (group = []));
        group.push([key, entry.value]);
      }
      const landed = await within(
        Promise.all([...groups].map(([ttl, entries]) => inner.setMany(entries, ttl))),
        timeoutMs * 4,
      ).then(
        (r) => r !== LATE,
        () => false,
      );
      if (!landed) return false;
      for (const [key, entry] of batch) if (kept.peek(key) === entry) kept.delete(key);
    }
    return true;
  }

  function keepForLater(entries: ReadonlyArray<readonly [string, string]>, ttlMs: number) {
    const expiresAt = Date.now() + ttlMs;
    for (const [key, value] of entries) kept.set(key, { value, expiresAt });
  }

  /** One operation: refused at once while down, else bounded; a late answer starts a probe. */
  async function run<T>(operation: StoreOperation, work: () => Promise<T>): Promise<T> {
    if (closed || down()) {
      options.onFallback?.(operation);
      throw new StoreUnavailableError();
    }
    const bound = connection.wasReady() ? timeoutMs : startWaitMs;
    let outcome: T | typeof LATE;
    try {
      outcome = await within(work(), bound);
    } catch (error) {
      options.onFallback?.(operation);
      throw new StoreUnavailableError(`The shared store failed: ${(error as Error).message}`);
    }
    if (outcome === LATE) {
      options.onFallback?.(operation);
      begin(`no answer within ${bound} ms`, false);
      throw new StoreUnavailableError(`The shared store gave no answer within ${bound} ms.`);
    }
    return outcome;
  }

  return {
    kind: inner.kind,
    claim: (key, value, ttlMs) => run('claim', () => inner.claim(key, value, ttlMs)),
    get: (key) => run('get', () => inner.get(key)),
    getMany: (keys) => (keys.length ? run('getMany', () => inner.getMany(keys)) : Promise.resolve([])),
    set: (key, value, ttlMs) => run('set', () => inner.set(key, value, ttlMs)),
    setMany: (entries, ttlMs) => (entries.length ? run('setMany', () => inner.setMany(entries, ttlMs)) : Promise.resolve()),
    async keep(entries, ttlMs) {
      if (!entries.length) return;
      // Behind entries already kept: written in order, after them.
      if (kept.size > 0 && !closed) {
        keepForLater(entries, ttlMs);
        if (!outage) begin('writes kept', false);
        return;
      }
      await run('keep', () => inner.setMany(entries, ttlMs)).catch(() => {
        if (closed) return;
        keepForLater(entries, ttlMs);
        // Probed until they land, whatever made this write fail.
        begin('a write failed', false);
      });
    },
    delete: (key) => run('delete', () => inner.delete(key)),
    health(): StoreHealth {
      const isDown = down();
      return { ok: !isDown, downSince: isDown ? (outage?.since ?? Date.now()) : null, kept: kept.size };
    },
    async close() {
      // What is still kept gets one last chance to land (shutdown closes the store last).
      if (kept.size > 0 && !outage && connection.ready()) await replayKept();
      closed = true;
      await inner.close();
    },
  };
}

/** `work`'s outcome, or LATE when it has none within `ms`. */
function within<T>(work: Promise<T>, ms: number): Promise<T | typeof LATE> {
  return new Promise((resolve, reject) => {
    let settled = false;
    // Checked once more after the poll phase: when the event loop was held up (a busy machine),
    // an answer that arrived meanwhile is read before the bound is called passed.
    const timer = setTimeout(
      () =>
        setImmediate(() => {
          if (settled) return;
          settled = true;
          resolve(LATE);
        }),
      ms,
    );
    work.then(
      (value) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}
