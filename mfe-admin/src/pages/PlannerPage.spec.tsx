import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { order, paged, renderAdmin } from '../test/renderAdmin';
import type { PlannerRow, PlannerView } from '../api/reportsApi';

jest.setTimeout(120_000); // the lazy screen and antd mount cold in jsdom on a busy machine

const rows = (count: number): PlannerRow[] =>
  Array.from({ length: count }, (_, i) => ({
    id: `GEN-${i}`,
    kind: 'product',
    productKey: `GEN-${i}`,
    name: `Generated ${i}`,
    category: 'audio',
    stock: 1,
    bars: i === 0 ? [{ kind: 'booking', state: 'approved', orderId: 'ORD0042', quantity: 1, from: '2030-01-02', until: '2030-01-05', at: 1, span: 3, note: 'customer42@example.com' }] : [],
  }));

const view = (count: number): PlannerView => ({ from: '2030-01-01', until: '2030-01-15', days: 14, today: '2030-01-03', rows: rows(count), truncated: false });

describe('PlannerPage', () => {
  it('asks for the range and filters in the address, and draws only the rows in view of 500', async () => {
    const { network } = renderAdmin('/admin/planner?from=2030-01-01&weeks=2&category=audio&q=GEN', { 'GET /api/admin/planner': { body: view(500) } });
    await screen.findByRole('heading', { name: 'Planner', level: 1 });
    const timeline = await screen.findByRole('region', { name: 'Timeline, 500 rows from 2030-01-01' });
    const drawn = within(timeline).getAllByRole('listitem');
    expect(drawn.length).toBeGreaterThan(10);
    expect(drawn.length).toBeLessThan(40);
    const [call] = network.callsTo('GET', '/api/admin/planner');
    expect(Object.fromEntries(new URL(call.url).searchParams)).toEqual({ from: '2030-01-01', weeks: '2', category: 'audio', q: 'GEN' });
    // 14 day columns, today marked.
    expect(within(timeline).getByTitle('2030-01-03').className).toContain('planner-day--today');
  });

  it('a booking\'s bar says what it is and opens its order', async () => {
    renderAdmin('/admin/planner?from=2030-01-01&weeks=2', {
      'GET /api/admin/planner': { body: view(3) },
      'GET /api/admin/orders': { body: paged([order(42)]) },
    });
    const booking = await screen.findByRole('button', { name: 'Generated 0: ORD0042, Approved, 2030-01-02 to 2030-01-05, customer42@example.com' });
    await userEvent.setup().click(booking);
    expect(await screen.findByRole('dialog', { name: 'Order ORD0042' })).toBeInTheDocument();
  });

  it('a new search asks again with the words', async () => {
    const { network } = renderAdmin('/admin/planner?from=2030-01-01', { 'GET /api/admin/planner': { body: view(2) } });
    const user = userEvent.setup();
    await screen.findByRole('region', { name: /Timeline/ });
    await user.type(screen.getByRole('searchbox', { name: 'Search products or tags' }), 'LGT-005{Enter}');
    await waitFor(() => expect(network.callsTo('GET', '/api/admin/planner').some((call) => new URL(call.url).searchParams.get('q') === 'LGT-005')).toBe(true));
  });
});
