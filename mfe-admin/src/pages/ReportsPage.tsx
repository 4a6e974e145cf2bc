// /admin/reports (admins): one report at a time over a range of days, beside the previous period,
// as figures, a chart (plain SVG, components/charts.tsx) and the detail rows; each downloads as CSV.
import { useState } from 'react';
import { Alert, Button, Card, Col, DatePicker, Row, Segmented, Select, Statistic, Typography } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc';
import { Link, useSearchParams } from 'react-router-dom';
import { useToast } from '@rental/platform';
import { saveObjectUrl } from '@rental/platform/download';
import { errorMessage } from '@rental/platform/errors';
import { formatMoney } from '@rental/money-days/money';
import { useAdminDownloadCsvMutation } from '../api/adminApi';
import { REPORT_NAMES, type ReportInterval, type ReportMeasure, type ReportName, type ReportView, useAdminReportQuery } from '../api/reportsApi';
import { type AdminColumn, AdminTable } from '../components/AdminTable';
import { BarList, CHART_COLORS, CHART_CSS, LineChart, PREVIOUS_COLOR } from '../components/charts';
import { PageTitle } from '../components/PageTitle';

dayjs.extend(utc);

export const REPORT_LABEL: Record<ReportName, string> = {
  revenue: 'Revenue',
  bookings: 'Bookings and cancellations',
  utilisation: 'Utilisation',
  'top-products': 'Top and idle products',
  'late-returns': 'Late returns',
  deposits: 'Deposits',
};
const ABOUT: Record<ReportName, string> = {
  revenue: 'Rental (before tax) and tax of approved bookings on the day they start; late fees on the day the gear came back; refunds paid out, apart.',
  bookings: 'Bookings made each day, and how many of them are now approved, cancelled, rejected or expired.',
  utilisation: 'Days rented over days in service: the stock every day, less the days units spent in repair.',
  'top-products': 'Products by the rental revenue of approved bookings starting in the range (each booking shared among its lines by day rate and quantity).',
  'late-returns': 'Bookings that came back after their end date, on the day they came back; and how many are overdue now.',
  deposits: 'Deposits taken with approved bookings, given back and kept at the return; and those held now.',
};
const INTERVALS: { value: ReportInterval; label: string }[] = [
  { value: 'day', label: 'Days' },
  { value: 'week', label: 'Weeks' },
  { value: 'month', label: 'Months' },
];

/** A figure in its unit: rupees, a count, days, or a percentage. */
export function formatFigure(value: number | string | undefined, unit: ReportMeasure['unit']): string {
  if (value === undefined || value === '') return '';
  if (typeof value === 'string') return value;
  if (unit === 'money') return formatMoney(value);
  if (unit === 'percent') return `${value.toFixed(1)}%`;
  return value.toLocaleString('en-US');
}

/** The change from the previous period, in words ('+12.5% on the previous period'); '' when there was nothing before. */
export function changeText(now: number, before: number): string {
  if (before === 0) return now === 0 ? 'no change' : 'nothing in the previous period';
  const change = ((now - before) / Math.abs(before)) * 100;
  return `${change >= 0 ? '+' : ''}${change.toFixed(1)}% on the previous period`;
}

const today = () => dayjs.utc().format('YYYY-MM-DD');

export default function ReportsPage() {
  const [params, setParams] = useSearchParams();
  const toast = useToast();
  const asked = params.get('report') as ReportName | null;
  const report: ReportName = asked && REPORT_NAMES.includes(asked) ? asked : 'revenue';
  const to = params.get('to') ?? today();
  const from = params.get('from') ?? dayjs.utc(to).subtract(29, 'day').format('YYYY-MM-DD');
  const interval = (['day', 'week', 'month'].includes(params.get('interval') ?? '') ? params.get('interval') : 'day') as ReportInterval;
  const set = (changes: Record<string, string>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) next.set(key, value);
    setParams(next, { replace: true });
  };
  const { data, error, isFetching } = useAdminReportQuery({ report, from, to, interval });
  const [download, { isLoading: downloading }] = useAdminDownloadCsvMutation();
  const [range, setRange] = useState<[string, string] | null>(null);

  const saveCsv = async () => {
    try {
      saveObjectUrl(await download(`/api/admin/reports/${report}.csv?from=${from}&to=${to}&interval=${interval}`).unwrap(), `${report}-${from}-${to}.csv`);
    } catch (failure) {
      toast.error(errorMessage(failure, 'The download failed'));
    }
  };

  return (
    <div>
      <style>{CHART_CSS}</style>
      <PageTitle extra={<Button icon={<DownloadOutlined />} onClick={() => void saveCsv()} loading={downloading}>Download CSV</Button>}>Reports</PageTitle>
      <div className="planner-controls" style={{ display: 'flex', flexWrap: 'wrap', gap: 8, marginBottom: 12 }}>
        <Select aria-label="Report" value={report} style={{ width: 230 }} options={REPORT_NAMES.map((name) => ({ value: name, label: REPORT_LABEL[name] }))} onChange={(value) => set({ report: value })} />
        <DatePicker.RangePicker
          aria-label="Range"
          allowClear={false}
          value={[dayjs.utc(range?.[0] ?? from), dayjs.utc(range?.[1] ?? to)]}
          format="YYYY-MM-DD"
          onChange={(values) => {
            if (!values?.[0] || !values[1]) return;
            setRange(null);
            set({ from: values[0].format('YYYY-MM-DD'), to: values[1].format('YYYY-MM-DD') });
          }}
        />
        <Segmented aria-label="Group by" value={interval} options={INTERVALS} onChange={(value) => set({ interval: String(value) })} />
      </div>
      <Typography.Paragraph type="secondary">{ABOUT[report]}</Typography.Paragraph>
      {error ? <Alert type="error" showIcon message={errorMessage(error, 'The report could not be loaded')} /> : null}
      {data ? <ReportBody view={data} busy={isFetching} /> : !error ? <Typography.Text type="secondary">Loading…</Typography.Text> : null}
      <Typography.Paragraph style={{ marginTop: 16 }}>
        <Link to="/admin/planner">Open the planner</Link>
      </Typography.Paragraph>
    </div>
  );
}

/** The totals beside the previous period's, the chart and the detail rows of one report. */
export function ReportBody({ view, busy = false }: { view: ReportView; busy?: boolean }) {
  const figures = [...view.measures, ...extraTotals(view)];
  return (
    <div aria-busy={busy}>
      <Typography.Paragraph>
        {view.from} to {view.to}, compared with {view.previous.from} to {view.previous.to}.
      </Typography.Paragraph>
      <Row gutter={[12, 12]}>
        {figures.map((measure) => (
          <Col key={measure.key} xs={12} md={8} lg={6}>
            <Card size="small">
              <Statistic title={measure.label} value={formatFigure(view.totals[measure.key] ?? 0, measure.unit)} />
              <Typography.Text type="secondary">
                {measure.key in view.previousTotals ? `${formatFigure(view.previousTotals[measure.key], measure.unit)} before; ${changeText(view.totals[measure.key] ?? 0, view.previousTotals[measure.key])}` : ''}
              </Typography.Text>
            </Card>
          </Col>
        ))}
      </Row>
      <Card style={{ marginTop: 16 }}>
        <ReportChart view={view} />
      </Card>
      {view.columns.length > 0 ? <DetailRows view={view} /> : null}
    </div>
  );
}

const extraTotals = (view: ReportView): ReportMeasure[] =>
  [
    { key: 'heldNow', label: 'Deposits held now', unit: 'money' as const },
    { key: 'overdueNow', label: 'Overdue now', unit: 'count' as const },
  ].filter((m) => m.key in view.totals);

/** The chart that fits the report: bars for the product rankings, lines over time for the rest. */
function ReportChart({ view }: { view: ReportView }) {
  const labels = view.series.map((p) => p.period);
  if (view.report === 'top-products') {
    const top = view.rows.slice(0, 10);
    return (
      <BarList
        title="Rental revenue of the top 10 products"
        items={top.map((row) => ({ key: String(row.key), label: `${row.rank}. ${row.name}`, value: Number(row.revenue), note: `(${row.bookings} bookings)` }))}
        format={(value) => formatMoney(value)}
      />
    );
  }
  const percentOnly = view.report === 'utilisation';
  const drawn = view.measures.filter((m) => (percentOnly ? m.unit === 'percent' : m.unit !== 'percent'));
  const main = drawn[0];
  const unit = main.unit;
  const series = [
    ...drawn.map((m, i) => ({ label: m.label, values: view.series.map((p) => p.values[m.key] ?? 0), color: CHART_COLORS[i % CHART_COLORS.length] })),
    { label: `${main.label}, previous period`, values: view.previousSeries.map((p) => p.values[main.key] ?? 0), color: PREVIOUS_COLOR, dashed: true },
  ];
  const summary = drawn.map((m) => `${m.label}: ${formatFigure(view.totals[m.key] ?? 0, m.unit)}`).join('; ') + `. Previous period ${main.label.toLowerCase()}: ${formatFigure(view.previousTotals[main.key] ?? 0, unit)}.`;
  return (
    <>
      <LineChart title={`${REPORT_LABEL[view.report]} by ${view.interval}`} labels={labels} series={series} format={(value) => formatFigure(value, unit)} summary={summary} />
      {view.report === 'utilisation' ? (
        <BarList
          title="Utilisation by category"
          max={100}
          items={view.rows.filter((row) => row.kind === 'category').map((row) => ({ key: String(row.key), label: String(row.name), value: Number(row.utilisation), note: `(${row.rentedDays} of ${row.serviceDays} days)` }))}
          format={(value) => `${value.toFixed(1)}%`}
        />
      ) : null}
    </>
  );
}

type DetailRow = Record<string, string | number> & { _row: string };

function DetailRows({ view }: { view: ReportView }) {
  const rows: DetailRow[] = view.rows.map((row, i) => ({ ...row, _row: `${i}` }));
  const columns: AdminColumn<DetailRow>[] = view.columns.map((column) => ({
    key: column.key,
    title: column.label,
    align: column.unit === 'text' || column.unit === 'date' ? undefined : 'right',
    render: (row: DetailRow) =>
      column.key === 'orderId' ? <Link to={`/admin/orders?order=${encodeURIComponent(String(row.orderId))}`}>{row.orderId}</Link> : formatFigure(row[column.key], column.unit),
  }));
  return (
    <Card style={{ marginTop: 16 }} title={`${view.rowCount} rows${view.rowCount > view.rows.length ? ` (the first ${view.rows.length} here; the CSV has them all)` : ''}`}>
      <AdminTable columns={columns} rows={rows} rowKey="_row" minWidth={640} label={`${REPORT_LABEL[view.report]}: rows`} cards empty="Nothing in this range." />
      {view.idle && view.idle.length > 0 ? (
        <>
          <Typography.Title level={2} style={{ fontSize: 16, marginTop: 16 }}>
            Idle products
          </Typography.Title>
          <Typography.Paragraph>{view.idle.map((row) => row.name).join(', ')}</Typography.Paragraph>
        </>
      ) : null}
    </Card>
  );
}
