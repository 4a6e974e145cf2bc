import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAdmin } from '../test/renderAdmin';
import type { AdminStats } from '../api/adminApi';

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
    expect(await screen.findByText('Rs 123456.50')).toBeInTheDocument();
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
    expect(rows[0]).toContain('Order ORD0017 by nimal@example.com, Rs 4500.00');
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
});
