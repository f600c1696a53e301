import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

/**
 * Frees the socket buffers uploads leave behind, at the pace their bytes arrive.
 *
 * Node's HTTP server hands every chunk of a request body over in a fresh buffer (up to 64 KiB)
 * whose memory V8 gives back only when a collection finds it dead. V8 schedules collections by
 * JavaScript allocation, or once some 64 MiB of memory outside its heap has built up; a file
 * streaming through allocates little JavaScript and a great deal of outside memory, so one
 * upload left ~40 MB of dead buffers in the gateway's RSS, and a plain `req.pipe(put)` in Node
 * does the same (bench:upload, docs/bench.md). The buffers are Node's, so the gateway cannot
 * allocate fewer of them. A young-generation collection every few MiB of upload bytes frees
 * them while they are young; little of that generation survives, and left to itself V8 spends
 * more: 3.50 CPU s/GB without these collections against 1.48 with them (docs/bench.md, uploads).
 *
 * `gc` is exposed at run time (a flag set after start, reaching only contexts created later)
 * rather than by `node --expose-gc` at launch: a launch flag forgotten in one deployment would
 * bring the dead buffers back without a sign, and a global `gc` would be open to every module.
 * Without it (a runtime that refuses the flag) uploads still work, with V8's own schedule.
 */
export interface BufferReclaimer {
  /** Counts `bytes` read from an upload's socket; collects once `everyBytes` have passed. */
  read(bytes: number): void;
}

type Collect = (options: { type: 'minor' }) => void;

let collect: Collect | null | undefined;

/** V8's collector, exposed once per process (`--expose-gc` at run time reaches new contexts). */
function collector(): Collect | null {
  if (collect === undefined) {
    try {
      setFlagsFromString('--expose-gc');
      const gc: unknown = runInNewContext('typeof gc === "function" ? gc : null');
      collect = typeof gc === 'function' ? (gc as Collect) : null;
    } catch {
      collect = null;
    }
  }
  return collect;
}

/** `everyBytes` 0 turns reclaiming off (V8's own schedule alone). */
export function createBufferReclaimer(everyBytes: number): BufferReclaimer {
  const gc = everyBytes > 0 ? collector() : null;
  if (!gc) return { read() {} };
  let pending = 0;
  return {
    read(bytes) {
      pending += bytes;
      if (pending < everyBytes) return;
      pending = 0;
      gc({ type: 'minor' });
    },
  };
}
