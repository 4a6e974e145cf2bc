// The back office's charts, drawn as plain SVG and HTML (no charting library: see docs/adr on the
// reports). Every chart says what it shows in words (role="img" with a label) and lists its figures
// in a table below, so a screen reader and a keyboard get the same numbers as the eye.
import type { ReactNode } from 'react';

export interface ChartSeries {
  label: string;
  values: number[];
  color: string;
  /** The previous period: drawn dashed. */
  dashed?: boolean;
}

/** Colours with at least 3:1 against the back office's dark cards (lines and bars). */
export const CHART_COLORS = ['#69b1ff', '#f759ab', '#95de64', '#ffa940', '#b37feb', '#5cdbd3'];
export const PREVIOUS_COLOR = '#8c98b3';

const WIDTH = 600;
const HEIGHT = 200;

/** The points of a polyline for values over the chart's box, from 0 to `top`. */
export function linePoints(values: number[], top: number, width = WIDTH, height = HEIGHT): string {
  if (values.length === 0) return '';
  const step = values.length > 1 ? width / (values.length - 1) : 0;
  const y = (value: number) => (top > 0 ? height - (Math.max(0, value) / top) * height : height);
  return values.map((value, i) => `${Math.round(i * step * 10) / 10},${Math.round(y(value) * 10) / 10}`).join(' ');
}

/** A line chart of series over the same periods, its scale from 0, with a table of its figures. */
export function LineChart({ title, labels, series, format, summary }: { title: string; labels: string[]; series: ChartSeries[]; format: (value: number) => string; summary: string }) {
  const top = Math.max(0, ...series.flatMap((s) => s.values));
  return (
    <figure className="admin-chart">
      <figcaption className="admin-chart__title">{title}</figcaption>
      <div className="admin-chart__legend" aria-hidden="true">
        {series.map((s) => (
          <span key={s.label}>
            <svg width="24" height="8">
              <line x1="0" y1="4" x2="24" y2="4" stroke={s.color} strokeWidth="3" strokeDasharray={s.dashed ? '5 3' : undefined} />
            </svg>
            {s.label}
          </span>
        ))}
      </div>
      <div className="admin-chart__plot">
        <span className="admin-chart__top" aria-hidden="true">{format(top)}</span>
        <svg role="img" aria-label={`${title}. ${summary}`} viewBox={`0 0 ${WIDTH} ${HEIGHT}`} preserveAspectRatio="none" className="admin-chart__svg">
          <line x1="0" y1={HEIGHT} x2={WIDTH} y2={HEIGHT} stroke="#5b6a8f" strokeWidth="1" vectorEffect="non-scaling-stroke" />
          <line x1="0" y1={HEIGHT / 2} x2={WIDTH} y2={HEIGHT / 2} stroke="#2e3b5e" strokeWidth="1" vectorEffect="non-scaling-stroke" />
          {series.map((s) => (
            <polyline key={s.label} points={linePoints(s.values, top)} fill="none" stroke={s.color} strokeWidth="2.5" strokeDasharray={s.dashed ? '6 4' : undefined} vectorEffect="non-scaling-stroke" />
          ))}
        </svg>
      </div>
      <div className="admin-chart__axis" aria-hidden="true">
        <span>{labels[0]}</span>
        <span>{labels[labels.length - 1]}</span>
      </div>
      <FiguresTable title={title} labels={labels} series={series} format={format} />
    </figure>
  );
}

/** The chart's figures, period by period (folded away until asked for). */
function FiguresTable({ title, labels, series, format }: { title: string; labels: string[]; series: ChartSeries[]; format: (value: number) => string }) {
  return (
    <details className="admin-chart__figures">
      <summary>Figures as a table</summary>
      <div className="admin-chart__table-wrap">
        <table aria-label={`${title}: figures`}>
          <thead>
            <tr>
              <th scope="col">Period</th>
              {series.map((s) => (
                <th scope="col" key={s.label}>
                  {s.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {labels.map((label, i) => (
              <tr key={`${label}-${i}`}>
                <th scope="row">{label}</th>
                {series.map((s) => (
                  <td key={s.label} data-value={s.values[i] ?? ''}>
                    {s.values[i] === undefined ? '' : format(s.values[i])}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </details>
  );
}

/** Horizontal bars with their labels and values in text (a list: each entry reads as it shows). */
export function BarList({ title, items, format, max }: { title: string; items: { key: string; label: ReactNode; value: number; note?: string }[]; format: (value: number) => string; max?: number }) {
  const top = max ?? Math.max(0, ...items.map((item) => item.value));
  return (
    <figure className="admin-chart">
      <figcaption className="admin-chart__title">{title}</figcaption>
      <ul className="admin-bars" aria-label={title}>
        {items.map((item) => (
          <li key={item.key}>
            <span className="admin-bars__label">{item.label}</span>
            <span className="admin-bars__track" aria-hidden="true">
              <span className="admin-bars__bar" style={{ width: `${top > 0 ? Math.min(100, (item.value / top) * 100) : 0}%` }} />
            </span>
            <span className="admin-bars__value">
              {format(item.value)}
              {item.note ? <span className="admin-bars__note"> {item.note}</span> : null}
            </span>
          </li>
        ))}
      </ul>
    </figure>
  );
}

/** A small line of values with no axes, said in words by its label. */
export function Sparkline({ values, label, color = CHART_COLORS[0] }: { values: number[]; label: string; color?: string }) {
  const top = Math.max(0, ...values);
  return (
    <svg role="img" aria-label={label} viewBox="0 0 120 32" width="120" height="32" className="admin-sparkline" preserveAspectRatio="none">
      <polyline points={linePoints(values, top, 120, 30)} transform="translate(0 1)" fill="none" stroke={color} strokeWidth="2" vectorEffect="non-scaling-stroke" />
    </svg>
  );
}

export const CHART_CSS = `
.admin-chart { margin: 0 0 16px; }
.admin-chart__title { font-weight: 600; margin-bottom: 4px; }
.admin-chart__legend { display: flex; flex-wrap: wrap; gap: 12px; font-size: 13px; color: #c9d1e0; margin-bottom: 4px; }
.admin-chart__legend span { display: inline-flex; align-items: center; gap: 4px; }
.admin-chart__plot { position: relative; padding-top: 18px; }
.admin-chart__top { position: absolute; top: 0; left: 0; font-size: 12px; color: #c9d1e0; }
.admin-chart__svg { display: block; width: 100%; height: 200px; }
.admin-chart__axis { display: flex; justify-content: space-between; font-size: 12px; color: #c9d1e0; }
.admin-chart__figures { margin-top: 8px; }
.admin-chart__figures summary { cursor: pointer; color: #f5a623; }
.admin-chart__table-wrap { overflow-x: auto; max-height: 320px; }
.admin-chart__figures table { border-collapse: collapse; font-size: 13px; min-width: 100%; }
.admin-chart__figures th, .admin-chart__figures td { padding: 2px 8px; border-bottom: 1px solid #1f2b4a; text-align: right; white-space: nowrap; }
.admin-chart__figures th[scope="row"], .admin-chart__figures thead th:first-child { text-align: left; }
.admin-bars { list-style: none; margin: 0; padding: 0; }
.admin-bars li { display: grid; grid-template-columns: minmax(90px, 30%) 1fr auto; gap: 8px; align-items: center; padding: 3px 0; font-size: 13px; }
.admin-bars__label { overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.admin-bars__track { background: #1f2b4a; height: 12px; border-radius: 2px; overflow: hidden; }
.admin-bars__bar { display: block; height: 100%; background: #69b1ff; }
.admin-bars__value { white-space: nowrap; }
.admin-bars__note { color: #8c98b3; }
.admin-sparkline { display: block; }
`;
