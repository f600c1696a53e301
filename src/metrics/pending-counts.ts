import type { Counter } from 'prom-client';

/**
 * Increments of a prom-client counter kept as plain numbers and added to the counter when the
 * registry is read (the counter's `collect`). prom-client's `inc` validates the labels, hashes
 * them into a string key and looks that key up on every increment: about 5 µs of an episode by
 * URI, one directory lookup and one answer, in a profile (docs/performance.md, "Counters counted
 * when read"). A label set is found by its values in nested maps, as the recorded histogram's are
 * (metrics/histogram.ts), so an increment builds no string. Label values come from closed sets
 * (metrics/registry.ts), so the maps stay small.
 */
export class PendingCounts<Name extends string> {
  private readonly root = new Map<string, unknown>();
  /** Every label set in the order it was first counted. */
  private readonly counts: Array<{ readonly labels: Record<Name, string>; n: number }> = [];

  constructor(private readonly labelNames: readonly Name[]) {}

  /** Counts `n` under the label values, given in the order of the label names. */
  add(values: readonly string[], n = 1): void {
    let node = this.root;
    const last = values.length - 1;
    for (let i = 0; i < last; i++) {
      let next = node.get(values[i]) as Map<string, unknown> | undefined;
      if (!next) node.set(values[i], (next = new Map()));
      node = next;
    }
    const count = node.get(values[last]) as { n: number } | undefined;
    if (count) {
      count.n += n;
      return;
    }
    const labels = {} as Record<Name, string>;
    this.labelNames.forEach((name, i) => (labels[name] = values[i]));
    const made = { labels, n };
    node.set(values[last], made);
    this.counts.push(made);
  }

  /** Adds what was counted since the last read to `counter` (its `collect`, run on every read). */
  flush(counter: Counter<Name>): void {
    for (const count of this.counts) {
      if (count.n === 0) continue;
      counter.inc(count.labels, count.n);
      count.n = 0;
    }
  }
}
