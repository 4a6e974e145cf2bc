// /admin/planner: the fleet over 1 to 8 weeks. Products and their tagged units as rows, days as
// columns, bookings by state, turnaround, repairs and inspections due as bars; a booking's bar opens its order. Rows
// are drawn only while in view (a window over the list), so 500 units over 8 weeks stay light.
import { useEffect, useMemo, useRef, useState } from 'react';
import { Alert, Button, DatePicker, Input, Select, Typography } from 'antd';
import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { PageTitle } from '../components/PageTitle';
import { type PlannerRow, useAdminPlannerQuery } from '../api/reportsApi';
import { barText, daysFrom, lanesOf, STATE_LABEL, todayUtc, visibleRows } from '../components/plannerLayout';

dayjs.extend(utc);

export const ROW_HEIGHT = 36;
const DAY_WIDTH = 34;
const NAME_WIDTH = 170;
const WEEK_CHOICES = [1, 2, 3, 4, 5, 6, 7, 8];

const PLANNER_CSS = `
.planner-controls { display: flex; flex-wrap: wrap; gap: 8px; align-items: center; margin-bottom: 12px; }
.planner-legend { display: flex; flex-wrap: wrap; gap: 10px; margin: 0 0 8px; padding: 0; list-style: none; font-size: 13px; }
.planner-legend li { display: inline-flex; align-items: center; gap: 4px; }
.planner-legend i { display: inline-block; width: 14px; height: 10px; border-radius: 2px; }
.planner-scroll { position: relative; overflow: auto; height: calc(100vh - 300px); min-height: 320px; border: 1px solid #2e3b5e; border-radius: 8px; background: #0e1730; color: #e8ecf4; }
.planner-scroll:focus-visible { outline: 2px solid #f5a623; }
.planner-head { position: sticky; top: 0; z-index: 3; display: flex; background: #121c33; border-bottom: 1px solid #2e3b5e; }
.planner-corner { position: sticky; left: 0; z-index: 4; background: #121c33; flex: none; padding: 4px 8px; font-size: 12px; font-weight: 600; border-right: 1px solid #2e3b5e; }
.planner-day { flex: none; text-align: center; font-size: 11px; line-height: 14px; padding: 3px 0; border-right: 1px solid #1f2b4a; color: #e8ecf4; }
.planner-day--weekend { background: #0b1222; }
.planner-day--today { background: #f5a623; color: #0b1222; font-weight: 700; }
.planner-row { position: absolute; left: 0; display: flex; border-bottom: 1px solid #1f2b4a; }
.planner-name { position: sticky; left: 0; z-index: 2; flex: none; background: #0e1730; border-right: 1px solid #2e3b5e; padding: 0 8px; font-size: 13px; display: flex; flex-direction: column; justify-content: center; overflow: hidden; white-space: nowrap; text-overflow: ellipsis; }
.planner-name--unit { padding-left: 20px; color: #c9d1e0; font-size: 12px; }
.planner-name small { color: #8c98b3; font-size: 11px; }
.planner-track { position: relative; flex: none; }
.planner-today { position: absolute; top: 0; bottom: 0; background: rgba(245, 166, 35, 0.12); }
.planner-bar { position: absolute; border: 0; border-radius: 3px; padding: 0 4px; font-size: 11px; line-height: 1; overflow: hidden; white-space: nowrap; text-overflow: ellipsis; text-align: left; color: #0b1222; cursor: pointer; }
.planner-bar:focus-visible { outline: 2px solid #f5a623; outline-offset: 1px; }
.planner-bar--Pending { background: #ffd666; }
.planner-bar--approved { background: #69b1ff; }
.planner-bar--out { background: #95de64; }
.planner-bar--late { background: #ff7875; }
.planner-bar--returned { background: #8c98b3; }
.planner-bar--turnaround { background: repeating-linear-gradient(135deg, #5b6a8f 0 4px, #2e3b5e 4px 8px); cursor: default; }
.planner-bar--repair { background: #b37feb; cursor: default; }
.planner-bar--inspection-due { background: #5cdbd3; cursor: default; }
.planner-bar--inspection-overdue { background: #fa8c16; cursor: default; }
@media (max-width: 767px) { .planner-scroll { height: calc(100vh - 240px); } }
`;

const LEGEND = [
  { key: 'Pending', label: STATE_LABEL.Pending, color: '#ffd666' },
  { key: 'approved', label: STATE_LABEL.approved, color: '#69b1ff' },
  { key: 'out', label: STATE_LABEL.out, color: '#95de64' },
  { key: 'late', label: STATE_LABEL.late, color: '#ff7875' },
  { key: 'returned', label: STATE_LABEL.returned, color: '#8c98b3' },
  { key: 'repair', label: 'Repair', color: '#b37feb' },
  { key: 'inspection-due', label: 'Inspection due', color: '#5cdbd3' },
  { key: 'inspection-overdue', label: 'Inspection overdue', color: '#fa8c16' },
  { key: 'turnaround', label: 'Turnaround', color: '#5b6a8f' },
];

/** The planner (staff and admins): GET /api/admin/planner with the filters kept in the address. */
export default function PlannerPage() {
  const [params, setParams] = useSearchParams();
  const from = params.get('from') ?? todayUtc();
  const weeks = Math.min(8, Math.max(1, Number(params.get('weeks')) || 2));
  const category = params.get('category') ?? '';
  const q = params.get('q') ?? '';
  const [search, setSearch] = useState(q);
  const set = (changes: Record<string, string | undefined>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      if (value) next.set(key, value);
      else next.delete(key);
    }
    setParams(next, { replace: true });
  };
  const { data, error, isFetching } = useAdminPlannerQuery({ from, weeks, category: category || undefined, q: q || undefined });

  return (
    <div>
      <style>{PLANNER_CSS}</style>
      <PageTitle>Planner</PageTitle>
      <div className="planner-controls" role="search" aria-label="Planner filters">
        <DatePicker
          aria-label="First day"
          allowClear={false}
          value={dayjs.utc(from)}
          format="YYYY-MM-DD"
          onChange={(value) => value && set({ from: value.format('YYYY-MM-DD') })}
        />
        <Select aria-label="Weeks shown" value={weeks} style={{ width: 110 }} options={WEEK_CHOICES.map((n) => ({ value: n, label: n === 1 ? '1 week' : `${n} weeks` }))} onChange={(value) => set({ weeks: String(value) })} />
        <Select
          aria-label="Category"
          value={category}
          style={{ width: 140 }}
          options={[
            { value: '', label: 'All categories' },
            { value: 'audio', label: 'Audio' },
            { value: 'lights', label: 'Lights' },
          ]}
          onChange={(value) => set({ category: value })}
        />
        <Input.Search aria-label="Search products or tags" placeholder="Product, key or tag" allowClear value={search} onChange={(event) => setSearch(event.target.value)} onSearch={(value) => set({ q: value.trim() })} style={{ width: 220 }} />
        <Button onClick={() => set({ from: todayUtc() })}>Today</Button>
      </div>
      <ul className="planner-legend" aria-label="Legend">
        {LEGEND.map((item) => (
          <li key={item.key}>
            <i style={{ background: item.color }} aria-hidden="true" />
            {item.label}
          </li>
        ))}
      </ul>
      {error ? <Alert type="error" showIcon message="The planner could not be loaded." /> : null}
      {data?.truncated ? <Alert type="info" showIcon message="More products match than are shown: narrow the search or pick a category." style={{ marginBottom: 8 }} /> : null}
      {data ? <Timeline rows={data.rows} from={data.from} days={data.days} today={data.today} busy={isFetching} /> : <Typography.Text type="secondary">Loading…</Typography.Text>}
    </div>
  );
}

/** The rows × days grid, drawing only the rows in view. */
export function Timeline({ rows, from, days, today, busy = false }: { rows: PlannerRow[]; from: string; days: number; today: string; busy?: boolean }) {
  const navigate = useNavigate();
  const scroller = useRef<HTMLDivElement>(null);
  const [scrollTop, setScrollTop] = useState(0);
  const [viewHeight, setViewHeight] = useState(600);
  const columns = useMemo(() => daysFrom(from, days), [from, days]);
  const todayIndex = columns.findIndex((column) => column.date === today);
  const phone = typeof window !== 'undefined' && window.matchMedia?.('(max-width: 767px)').matches;
  const nameWidth = phone ? 110 : NAME_WIDTH;
  const dayWidth = phone ? 28 : DAY_WIDTH;
  const width = nameWidth + days * dayWidth;

  useEffect(() => {
    const element = scroller.current;
    if (!element) return;
    const measure = () => setViewHeight(element.clientHeight || 600);
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  const { first, end } = visibleRows(scrollTop, viewHeight, ROW_HEIGHT, rows.length);
  const shown = rows.slice(first, end);

  if (rows.length === 0) return <Typography.Paragraph>No products match.</Typography.Paragraph>;
  return (
    <div
      ref={scroller}
      className="planner-scroll"
      tabIndex={0}
      role="region"
      aria-label={`Timeline, ${rows.length} rows from ${from}`}
      aria-busy={busy}
      onScroll={(event) => setScrollTop(event.currentTarget.scrollTop)}
    >
      <div className="planner-head" style={{ width }}>
        <div className="planner-corner" style={{ width: nameWidth }}>
          {rows.length === 1 ? '1 row' : `${rows.length} rows`}
        </div>
        {columns.map((column, i) => (
          <div key={column.date} className={`planner-day${column.weekend ? ' planner-day--weekend' : ''}${i === todayIndex ? ' planner-day--today' : ''}`} style={{ width: dayWidth }} title={column.date}>
            {column.weekday.slice(0, 2)}
            <br />
            {column.day}
          </div>
        ))}
      </div>
      <div role="list" aria-label="Products and units" style={{ position: 'relative', height: rows.length * ROW_HEIGHT, width }}>
        {shown.map((row, i) => {
          const { lane, lanes } = lanesOf(row.bars);
          const laneHeight = (ROW_HEIGHT - 8) / lanes;
          return (
            <div role="listitem" key={row.id} className="planner-row" style={{ top: (first + i) * ROW_HEIGHT, height: ROW_HEIGHT, width }} data-row={row.id}>
              <div className={`planner-name${row.kind === 'unit' ? ' planner-name--unit' : ''}`} style={{ width: nameWidth }} title={row.kind === 'unit' ? `${row.name} (${row.status})` : `${row.name} (${row.productKey})`}>
                {row.name}
                {row.kind === 'product' ? <small>{row.productKey} · {row.stock} in stock</small> : null}
              </div>
              <div className="planner-track" style={{ width: days * dayWidth, height: ROW_HEIGHT }}>
                {todayIndex >= 0 ? <div className="planner-today" style={{ left: todayIndex * dayWidth, width: dayWidth }} aria-hidden="true" /> : null}
                {row.bars.map((bar, b) => {
                  const style = { left: bar.at * dayWidth + 1, width: bar.span * dayWidth - 2, top: 4 + lane[b] * laneHeight, height: laneHeight - 2 };
                  const text = barText(bar);
                  if (bar.kind === 'booking' && bar.orderId) {
                    const orderId = bar.orderId;
                    return (
                      <button key={b} type="button" className={`planner-bar planner-bar--${bar.state}`} style={style} title={text} aria-label={`${row.name}: ${text}`} onClick={() => navigate(`/admin/orders?order=${encodeURIComponent(orderId)}`)}>
                        {bar.span * dayWidth > 60 ? orderId : ''}
                      </button>
                    );
                  }
                  const kind = bar.kind === 'inspection' ? `inspection-${bar.inspection}` : bar.kind;
                  return <span key={b} className={`planner-bar planner-bar--${kind}`} style={style} title={text} role="img" aria-label={`${row.name}: ${text}`} />;
                })}
              </div>
            </div>
          );
        })}
      </div>
    </div>
  );
}
