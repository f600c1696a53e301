import type { Drawable } from '../analytics.js';

export interface ChartLine {
  /** Stable name of the series (its field), for styles and tests. */
  key: string;
  /** What the legend, the axis and the tooltips call it. */
  label: string;
  className: string;
  data: Drawable | null;
}

const W = 640;
const H = 260;
const PAD = { left: 64, right: 20, top: 12, bottom: 52 };
/** At most this many date labels under the x axis (more would overlap at 640 units wide). */
const X_LABELS = 7;

/**
 * Round tick values from 0 to at least `max`: steps of 1, 2 or 5 times a power of ten, five or
 * six ticks. Counts (`integers`) never get a fractional step: an episode with no plays has an
 * axis of 0 and 1 plays, not 0.2, 0.4…
 */
export function niceTicks(max: number, wanted = 5, integers = false): number[] {
  if (max <= 0) return [0, 1];
  const raw = max / wanted;
  const power = 10 ** Math.floor(Math.log10(raw));
  const nice = [1, 2, 5, 10].map((m) => m * power).find((s) => s >= raw) ?? 10 * power;
  const step = integers ? Math.max(1, nice) : nice;
  const ticks: number[] = [];
  for (let v = 0; v < max + step; v += step) {
    ticks.push(Math.round(v * 1e6) / 1e6);
    if (v >= max) break;
  }
  return ticks;
}

/** Indexes of the dates that get a label: first, last and evenly between. */
function labelled(count: number): number[] {
  if (count <= X_LABELS) return [...Array(count).keys()];
  const out = new Set<number>();
  for (let i = 0; i < X_LABELS; i++) out.add(Math.round((i * (count - 1)) / (X_LABELS - 1)));
  return [...out];
}

/** A date as a short label in the reader's language: "3 Nov", or "Nov 2026" for a point that stands for a month. */
function shortDate(date: string, monthly: boolean): string {
  const d = new Date(`${date}T00:00:00Z`);
  if (Number.isNaN(d.getTime())) return date;
  return monthly ? d.toLocaleDateString(undefined, { month: 'short', year: 'numeric', timeZone: 'UTC' }) : d.toLocaleDateString(undefined, { day: 'numeric', month: 'short', timeZone: 'UTC' });
}


/**
 * A small SVG line chart of a few series over the same dates (no chart library: the page loads
 * nothing but its own bundle), with a labelled value axis of round ticks and a date axis of up
 * to seven dates. Every value is also in a table under the chart (a disclosure), which the
 * keyboard and screen readers reach; the points' tooltips say the same for a mouse.
 */
export function LineChart({
  lines,
  title,
  yLabel,
  xLabel,
  integers = false,
  monthly = false,
}: {
  lines: ChartLine[];
  title: string;
  yLabel: string;
  xLabel: string;
  /** The values are counts. */
  integers?: boolean;
  /** Each point stands for a month (its first one may start mid-month, with the period): labelled by month. */
  monthly?: boolean;
}) {
  const drawn = lines.filter((l) => l.data && l.data.points.length > 0);
  const dates = [...new Set(drawn.flatMap((l) => l.data!.points.map((p) => p.date)))].sort();
  const ticks = niceTicks(Math.max(1, ...drawn.flatMap((l) => l.data!.points.map((p) => p.value))), 5, integers);
  const top = ticks[ticks.length - 1];
  const x = (date: string) => PAD.left + (dates.length <= 1 ? (W - PAD.left - PAD.right) / 2 : (dates.indexOf(date) / (dates.length - 1)) * (W - PAD.left - PAD.right));
  const y = (value: number) => PAD.top + (1 - value / top) * (H - PAD.top - PAD.bottom);

  return (
    <figure class="chart-figure">
      <svg class="chart" viewBox={`0 0 ${W} ${H}`} role="img" aria-label={title}>
        <title>{title}</title>
        {ticks.map((t) => (
          <g key={t} class="tick y">
            <line x1={PAD.left} x2={W - PAD.right} y1={y(t)} y2={y(t)} />
            <text x={PAD.left - 6} y={y(t) + 4} text-anchor="end">
              {t.toLocaleString()}
            </text>
          </g>
        ))}
        <text class="axis-label y" transform={`translate(14 ${(PAD.top + H - PAD.bottom) / 2}) rotate(-90)`} text-anchor="middle">
          {yLabel}
        </text>
        <text class="axis-label x" x={(PAD.left + W - PAD.right) / 2} y={H - 6} text-anchor="middle">
          {xLabel}
        </text>
        {dates.length > 0 ? (
          <g class="dates">
            {labelled(dates.length).map((i) => (
              <g key={dates[i]} class="tick x">
                <line x1={x(dates[i])} x2={x(dates[i])} y1={H - PAD.bottom} y2={H - PAD.bottom + 4} />
                <text x={x(dates[i])} y={H - PAD.bottom + 18} text-anchor={i === 0 && dates.length > 1 ? 'start' : i === dates.length - 1 && dates.length > 1 ? 'end' : 'middle'} data-date={dates[i]}>
                  {shortDate(dates[i], monthly)}
                </text>
              </g>
            ))}
          </g>
        ) : null}
        {drawn.map((line) => {
          const points = line.data!.points;
          return (
            <g key={line.key} class={`line ${line.className}`} data-series={line.key} data-label={line.label} data-points={points.length}>
              {points.length > 1 ? <polyline fill="none" points={points.map((p) => `${x(p.date)},${y(p.value)}`).join(' ')} /> : null}
              {points.map((p) => (
                <circle key={p.date} cx={x(p.date)} cy={y(p.value)} r={points.length > 40 ? 1.5 : 3}>
                  <title>{`${line.label}, ${p.endDate !== p.date ? `${p.date} to ${p.endDate}` : p.date}: ${p.value.toLocaleString()}`}</title>
                </circle>
              ))}
            </g>
          );
        })}
        {drawn.length === 0 ? (
          <text x={W / 2} y={H / 2} text-anchor="middle" class="empty">
            No data for this window
          </text>
        ) : null}
      </svg>
      {drawn.length > 0 ? (
        <details class="values">
          <summary>Values as a table</summary>
          <table>
            <caption>{title}</caption>
            <thead>
              <tr>
                <th scope="col">Dates</th>
                {drawn.map((l) => (
                  <th key={l.key} scope="col">
                    {l.label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {dates.map((date) => {
                const first = drawn[0].data!.points.find((p) => p.date === date);
                return (
                  <tr key={date}>
                    <th scope="row">{first && first.endDate !== date ? `${date} to ${first.endDate}` : date}</th>
                    {drawn.map((l) => (
                      <td key={l.key}>{l.data!.points.find((p) => p.date === date)?.value.toLocaleString() ?? '—'}</td>
                    ))}
                  </tr>
                );
              })}
            </tbody>
          </table>
        </details>
      ) : null}
    </figure>
  );
}
