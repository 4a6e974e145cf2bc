import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAdmin } from '../test/renderAdmin';
import type { ReportView } from '../api/reportsApi';
import { changeText, formatFigure } from './ReportsPage';

jest.setTimeout(120_000);

const revenue: ReportView = {
  report: 'revenue',
  from: '2031-01-20',
  to: '2031-02-10',
  interval: 'month',
  previous: { from: '2030-12-29', to: '2031-01-19' },
  measures: [
    { key: 'rental', label: 'Rental', unit: 'money' },
    { key: 'lateFees', label: 'Late fees', unit: 'money' },
    { key: 'tax', label: 'Tax', unit: 'money' },
    { key: 'refunds', label: 'Refunds', unit: 'money' },
  ],
  series: [
    { period: '2031-01-20', values: { rental: 3703.5, lateFees: 0, tax: 0, refunds: 0 } },
    { period: '2031-02-01', values: { rental: 4938, lateFees: 250, tax: 0, refunds: 100 } },
  ],
  previousSeries: [
    { period: '2030-12-29', values: { rental: 0, lateFees: 0, tax: 0, refunds: 0 } },
    { period: '2031-01-01', values: { rental: 1234.5, lateFees: 0, tax: 0, refunds: 0 } },
  ],
  totals: { rental: 8641.5, lateFees: 250, tax: 0, refunds: 100 },
  previousTotals: { rental: 1234.5, lateFees: 0, tax: 0, refunds: 0 },
  columns: [],
  rows: [],
  rowCount: 0,
};

describe('ReportsPage', () => {
  it('shows the totals beside the previous period, a chart said in words and its figures as a table', async () => {
    const { network } = renderAdmin('/admin/reports?report=revenue&from=2031-01-20&to=2031-02-10&interval=month', { 'GET /api/admin/reports/revenue': { body: revenue } });
    await screen.findByRole('heading', { name: 'Reports', level: 1 });
    expect(await screen.findByText('2031-01-20 to 2031-02-10, compared with 2030-12-29 to 2031-01-19.')).toBeInTheDocument();
    expect(screen.getByText(/\+600\.0% on the previous period/)).toBeInTheDocument();
    const chart = screen.getByRole('img', { name: /^Revenue by month\. Rental: .*8,641\.50/ });
    expect(chart.querySelectorAll('polyline')).toHaveLength(5); // four measures and the previous period's rental
    const table = screen.getByRole('table', { name: 'Revenue by month: figures' });
    const cells = within(table).getAllByRole('row')[2].querySelectorAll('td');
    expect([...cells].map((cell) => cell.getAttribute('data-value'))).toEqual(['4938', '250', '0', '100', '1234.5']);
    const [call] = network.callsTo('GET', '/api/admin/reports/revenue');
    expect(Object.fromEntries(new URL(call.url).searchParams)).toEqual({ from: '2031-01-20', to: '2031-02-10', interval: 'month' });
  });

  it('downloads the same report as CSV', async () => {
    const { network } = renderAdmin('/admin/reports?report=revenue&from=2031-01-20&to=2031-02-10&interval=month', {
      'GET /api/admin/reports/revenue': { body: revenue },
      'GET /api/admin/reports/revenue.csv': { body: 'period,rental\n2031-01-20,3703.50\n' },
    });
    URL.createObjectURL = jest.fn(() => 'blob:csv');
    URL.revokeObjectURL = jest.fn();
    await screen.findByRole('img', { name: /^Revenue by month/ });
    await userEvent.setup().click(screen.getByRole('button', { name: /Download CSV/ }));
    await waitFor(() => expect(network.callsTo('GET', '/api/admin/reports/revenue.csv')).toHaveLength(1));
    expect(network.callsTo('GET', '/api/admin/reports/revenue.csv')[0].url).toContain('from=2031-01-20&to=2031-02-10&interval=month');
  });

  it('ranks products as bars, with their rows and the idle ones', async () => {
    const top: ReportView = {
      ...revenue,
      report: 'top-products',
      measures: [{ key: 'revenue', label: 'Rental revenue', unit: 'money' }],
      series: [],
      previousSeries: [],
      totals: { revenue: 5000 },
      previousTotals: { revenue: 0 },
      columns: [
        { key: 'rank', label: 'Rank', unit: 'count' },
        { key: 'name', label: 'Name', unit: 'text' },
        { key: 'revenue', label: 'Rental revenue', unit: 'money' },
      ],
      rows: [{ rank: 1, key: 'SPK-1', name: 'Big speaker', bookings: 2, revenue: 5000 }],
      rowCount: 2,
      idle: [{ rank: 2, key: 'MIC-9', name: 'Old mic', bookings: 0, revenue: 0 }],
    };
    renderAdmin('/admin/reports?report=top-products', { 'GET /api/admin/reports/top-products': { body: top } });
    const list = await screen.findByRole('list', { name: 'Rental revenue of the top 10 products' });
    expect(within(list).getByRole('listitem').textContent).toMatch(/1\. Big speaker.*5,000\.00.*\(2 bookings\)/);
    expect(screen.getByRole('heading', { name: 'Idle products', level: 2 })).toBeInTheDocument();
    expect(screen.getByText('Old mic')).toBeInTheDocument();
  });

  it('words figures and changes', () => {
    expect(formatFigure(12.5, 'percent')).toBe('12.5%');
    expect(formatFigure(1234, 'count')).toBe('1,234');
    expect(changeText(150, 100)).toBe('+50.0% on the previous period');
    expect(changeText(50, 100)).toBe('-50.0% on the previous period');
    expect(changeText(0, 0)).toBe('no change');
    expect(changeText(5, 0)).toBe('nothing in the previous period');
  });
});
