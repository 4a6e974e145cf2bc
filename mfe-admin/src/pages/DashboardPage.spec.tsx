import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import dayjs from 'dayjs';
import { addDays, utcToday } from '@rental/money-days/days';
import { order, paged, renderAdmin } from '../test/renderAdmin';
import type { AdminStats } from '../api/adminApi';

jest.setTimeout(120_000); // antd forms in jsdom on a cold jest cache take over a minute on a 2-core CI machine

const daysAgo = (n: number) => dayjs().subtract(n, 'day').format('YYYY-MM-DD');
const overdueOrder = (n: number, endedDaysAgo: number) =>
  order(n, { status: 'approved', startingDate: daysAgo(endedDaysAgo + 2), endingDate: daysAgo(endedDaysAgo), pickedUpAt: '2026-11-01T10:00:00', overdue: true, daysOverdue: endedDaysAgo });

const stats: AdminStats = {
  totalUsers: 42,
  totalOrders: 17,
  totalItems: 28,
  totalRevenue: 123456.5,
  pendingOrders: 4,
  recentOrders: [
    { orderId: 'ORD0017', email: 'nimal@example.com', totalAmount: 4500, status: 'Pending', orderDate: '2026-11-21T10:00:00.000Z' },
    { orderId: 'ORD0016', email: 'sara@example.com', totalAmount: 900.5, status: 'approved', orderDate: '2026-11-19T10:00:00.000Z' },
  ],
  recentSignups: [{ _id: '9', name: 'Kasun Perera', email: 'kasun@example.com', role: 'customer', createdAt: '2026-11-20T10:00:00.000Z' }],
};

describe('DashboardPage', () => {
  it('shows the four stat cards with the figures of GET /api/admin/stats', async () => {
    const { network } = renderAdmin('/admin', { 'GET /api/admin/stats': { body: stats } });
    expect(await screen.findByText('Rs 123,456.50')).toBeInTheDocument();
    for (const [title, value] of [['Total users', '42'], ['Total orders', '17'], ['Total items', '28']]) {
      const card = screen.getByText(title).closest('.ant-card') as HTMLElement;
      expect(within(card).getByText(value)).toBeInTheDocument();
    }
    expect(screen.getByText('4 pending')).toBeInTheDocument();
    expect(network.callsTo('GET', '/api/admin/stats')[0].headers.get('Authorization')).toBe('Bearer tok-admin');
  });

  it('lists the latest orders and sign-ups as one activity list, newest first', async () => {
    renderAdmin('/admin', { 'GET /api/admin/stats': { body: stats } });
    const list = await screen.findByRole('list', { name: 'Recent activity' });
    const rows = within(list).getAllByRole('listitem').map((row) => row.textContent);
    expect(rows).toHaveLength(3);
    expect(rows[0]).toContain('Order ORD0017 by nimal@example.com, Rs 4,500.00');
    expect(rows[0]).toContain('Pending');
    expect(rows[1]).toContain('New customer: Kasun Perera (kasun@example.com)');
    expect(rows[2]).toContain('Order ORD0016 by sara@example.com, Rs 900.50');
  });

  it('quick links lead to the admin screens', async () => {
    renderAdmin('/admin', { 'GET /api/admin/stats': { body: stats }, 'GET /api/users/all': { body: [] } });
    const link = await screen.findByRole('link', { name: /Manage users/ });
    expect(link).toHaveAttribute('href', '/admin/users');
    await userEvent.setup().click(link);
    expect(await screen.findByRole('heading', { name: 'Users' })).toBeInTheDocument();
  });

  it('a failed load is only logged: the cards show a dash', async () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderAdmin('/admin', { 'GET /api/admin/stats': { status: 500, body: { error: 'Database down', statusCode: 500 } } });
    await screen.findByRole('heading', { name: 'Admin dashboard' });
    await screen.findAllByText('—');
    expect(log).toHaveBeenCalledWith('Failed to load the dashboard figures', expect.objectContaining({ status: 500 }));
    expect(screen.queryByText('Database down')).not.toBeInTheDocument();
    log.mockRestore();
  });

  it('shows the overdue figure and the oldest overdue orders: ID, customer, due date and days late', async () => {
    const overdue = [overdueOrder(3, 5), overdueOrder(8, 1)];
    renderAdmin('/admin', { 'GET /api/admin/stats': { body: { ...stats, overdueOrders: 12, overdue } } });
    const card = (await screen.findByText('Overdue rentals')).closest('.ant-card') as HTMLElement;
    expect(await within(card).findByText('12')).toBeInTheDocument();
    const rows = within(within(card).getByRole('list', { name: 'Overdue orders' })).getAllByRole('listitem');
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('ORD0003');
    expect(rows[0]).toHaveTextContent('customer3@example.com');
    expect(rows[0]).toHaveTextContent(`due ${dayjs(daysAgo(5)).format('D MMM YYYY')}`);
    expect(rows[0]).toHaveTextContent('5 days late');
    expect(rows[1]).toHaveTextContent('ORD0008');
    expect(rows[1]).toHaveTextContent('1 day late');
    expect(within(card).getByText('The 2 oldest of 12.')).toBeInTheDocument();
  });

  it('an overdue order opens in the orders screen', async () => {
    renderAdmin('/admin', {
      'GET /api/admin/stats': { body: { ...stats, overdueOrders: 1, overdue: [overdueOrder(3, 2)] } },
      'GET /api/admin/orders': { body: paged([overdueOrder(3, 2), order(4)]) },
    });
    const link = await screen.findByRole('link', { name: 'Open overdue order ORD0003' });
    expect(link).toHaveAttribute('href', '/admin/orders?order=ORD0003');
    await userEvent.setup().click(link);
    const dialog = await screen.findByRole('dialog', { name: 'Order ORD0003' });
    expect(within(dialog).getByText('Overdue')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Orders' })).toBeInTheDocument();
  });

  it('says so when nothing is overdue', async () => {
    renderAdmin('/admin', { 'GET /api/admin/stats': { body: { ...stats, overdueOrders: 0, overdue: [] } } });
    const card = (await screen.findByText('Overdue rentals')).closest('.ant-card') as HTMLElement;
    expect(await within(card).findByText(/^Nothing overdue/)).toBeInTheDocument();
    expect(within(card).getByText('0')).toBeInTheDocument();
    expect(within(card).queryByRole('list')).not.toBeInTheDocument();
  });

  it("lists today's pick-ups and returns from the server's filters, each opening the order", async () => {
    const today = utcToday();
    const pickup = { ...order(5, { status: 'approved', stage: 'approved', startingDate: today, endingDate: addDays(today, 2) }), customerName: 'Nimal Perera', customerPhone: '0771234567' };
    const back = { ...order(6, { status: 'approved', stage: 'Out', startingDate: addDays(today, -2), endingDate: today, pickedUpAt: '2026-11-01T10:00:00' }), customerName: 'Sara Silva', customerPhone: null };
    const { network } = renderAdmin('/admin', {
      'GET /api/admin/stats': { body: stats },
      'GET /api/admin/orders': (call) => {
        const asked = new URL(call.url).searchParams;
        if (asked.get('startsOn') === today && asked.get('stage') === 'approved') return { body: paged([pickup]) };
        if (asked.get('endsOn') === today && asked.get('stage') === 'Out') return { body: paged([back]) };
        return { body: paged([]) };
      },
    });
    const pickups = await screen.findByRole('list', { name: 'Pick-ups today' });
    expect(within(pickups).getByText('Nimal Perera')).toBeInTheDocument();
    expect(within(pickups).getByRole('link', { name: '0771234567' })).toHaveAttribute('href', 'tel:0771234567');
    const returns = await screen.findByRole('list', { name: 'Returns today' });
    expect(within(returns).getByText('Sara Silva')).toBeInTheDocument();
    expect(network.callsTo('GET', '/api/admin/orders').length).toBeGreaterThanOrEqual(2);
    const link = within(pickups).getByRole('link', { name: 'Open order ORD0005 (pick-ups today)' });
    expect(link).toHaveAttribute('href', '/admin/orders?order=ORD0005');
    expect(within(returns).getByRole('link', { name: 'Open order ORD0006 (returns today)' })).toHaveAttribute('href', '/admin/orders?order=ORD0006');
  });

  it('says when nothing is to hand out or due back today', async () => {
    renderAdmin('/admin', { 'GET /api/admin/stats': { body: stats }, 'GET /api/admin/orders': { body: paged([]) } });
    expect(await screen.findByText('Nothing to hand out today.')).toBeInTheDocument();
    expect(await screen.findByText('Nothing due back today.')).toBeInTheDocument();
  });
});
