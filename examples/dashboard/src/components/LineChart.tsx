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
const H = 240;
const PAD = { left: 64, right: 16, top: 12, bottom: 40 };

/**
 * A small SVG line chart of a few series over the same dates (no chart library: the page loads
 * nothing but its own bundle). Lines whose data is missing are left out; the legend says why.
 * `yLabel` names the values (the vertical axis), `xLabel` what one point covers.
 */
export function LineChart({ lines, title, yLabel, xLabel }: { lines: ChartLine[]; title: string; yLabel: string; xLabel: string }) {
  const drawn = lines.filter((l) => l.data && l.data.points.length > 0);
  const dates = [...new Set(drawn.flatMap((l) => l.data!.points.map((p) => p.date)))].sort();
  const max = Math.max(1, ...drawn.flatMap((l) => l.data!.points.map((p) => p.value)));
  const x = (date: string) => PAD.left + (dates.length <= 1 ? (W - PAD.left - PAD.right) / 2 : (dates.indexOf(date) / (dates.length - 1)) * (W - PAD.left - PAD.right));
  const y = (value: number) => PAD.top + (1 - value / max) * (H - PAD.top - PAD.bottom);
  const ticks = [0, max / 2, max].map((v) => Math.round(v));

  return (
    <svg class="chart" viewBox={`0 0 ${W} ${H}`} role="img" aria-label={title}>
      <title>{title}</title>
      {ticks.map((t) => (
        <g key={t} class="tick">
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
          <text x={x(dates[0])} y={H - 22} text-anchor="start">
            {dates[0]}
          </text>
          {dates.length > 1 ? (
            <text x={x(dates[dates.length - 1])} y={H - 22} text-anchor="end">
              {dates[dates.length - 1]}
            </text>
          ) : null}
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
  );
}
