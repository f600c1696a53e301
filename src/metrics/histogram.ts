/**
 * A histogram that prom-client's registry reads when scraped (the same exposition as its own),
 * recorded without the work prom-client's `observe` does on every observation: validating the
 * labels, hashing them into a key and finding the bucket by walking an object. The gateway
 * observes one per upstream call and one per operation; prom-client's `observe` was the largest
 * item of the gateway's own per-request code in a profile (docs/performance.md, "What a compiled
 * path would cost"). A label set is found by its values in nested maps, as the upstream call
 * counter's are (metrics/registry.ts), and its buckets are an array of counts.
 */

interface Series {
  readonly labels: Readonly<Record<string, string>>;
  /** Observations per bucket (not cumulative); one past the last bound for +Inf. */
  readonly counts: Float64Array;
  sum: number;
  count: number;
}

/** One exposition line's value, as prom-client's registry formats it (`getMetricsAsString`). */
interface ExportedValue {
  labels: Record<string, string | number>;
  sharedLabels: Readonly<Record<string, string>>;
  value: number;
  metricName: string;
  /** A bucket line's (none here, as prom-client's without exemplars say). */
  exemplar?: null;
}

export class RecordedHistogram {
  readonly type = 'histogram';
  readonly aggregator = 'sum';
  private readonly byFirst = new Map<string, Map<string, Series>>();
  /** Every label set in the order it was first observed (prom-client's order of lines). */
  private readonly series: Series[] = [];

  constructor(
    readonly name: string,
    readonly help: string,
    /** One or two label names: the values of `observe`, in this order. */
    private readonly labelNames: readonly [string] | readonly [string, string],
    private readonly bounds: readonly number[],
  ) {}

  /** Records `value` under the label values (the second when the histogram has two labels). */
  observe(first: string, second: string | undefined, value: number): void {
    if (!Number.isFinite(value)) return;
    let bySecond = this.byFirst.get(first);
    if (!bySecond) this.byFirst.set(first, (bySecond = new Map()));
    const key = second ?? '';
    let series = bySecond.get(key);
    if (!series) {
      const labels: Record<string, string> = { [this.labelNames[0]]: first };
      if (this.labelNames.length === 2) labels[this.labelNames[1]] = key;
      bySecond.set(key, (series = { labels, counts: new Float64Array(this.bounds.length + 1), sum: 0, count: 0 }));
      this.series.push(series);
    }
    let i = 0;
    while (i < this.bounds.length && value > this.bounds[i]) i++;
    series.counts[i]++;
    series.sum += value;
    series.count++;
  }

  /** What the registry's text exposition reads: per label set, the cumulative buckets, +Inf, sum and count. */
  getForPromString(): { name: string; help: string; type: 'histogram'; aggregator: 'sum'; values: ExportedValue[] } {
    const values: ExportedValue[] = [];
    const bucket = `${this.name}_bucket`;
    for (const series of this.series) {
      let cumulative = 0;
      for (let i = 0; i < this.bounds.length; i++) {
        cumulative += series.counts[i];
        values.push({ labels: { le: this.bounds[i] }, sharedLabels: series.labels, value: cumulative, metricName: bucket, exemplar: null });
      }
      values.push(
        { labels: { le: '+Inf' }, sharedLabels: series.labels, value: series.count, metricName: bucket, exemplar: null },
        { labels: {}, sharedLabels: series.labels, value: series.sum, metricName: `${this.name}_sum` },
        { labels: {}, sharedLabels: series.labels, value: series.count, metricName: `${this.name}_count` },
      );
    }
    return { name: this.name, help: this.help, type: this.type, aggregator: this.aggregator, values };
  }

  /** The same values with each line's labels whole (the registry's JSON form). */
  get(): { name: string; help: string; type: 'histogram'; aggregator: 'sum'; values: Array<Omit<ExportedValue, 'sharedLabels'>> } {
    const metric = this.getForPromString();
    return { ...metric, values: metric.values.map(({ labels, sharedLabels, ...line }) => ({ ...line, labels: { ...labels, ...sharedLabels } })) };
  }

  reset(): void {
    this.byFirst.clear();
    this.series.length = 0;
  }
}
