import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { userWithRole } from '@rental/platform/jest/fixtures';
import { paged, renderAdmin } from '../test/renderAdmin';

// The first test mounts the lazy screen and antd's table and filters cold: slow in jsdom on a busy 2-core machine.
jest.setTimeout(60_000);

const stats = { totalUsers: 3, totalOrders: 0, totalItems: 0, totalRevenue: 0, pendingOrders: 0, recentOrders: [], recentSignups: [] };

describe('admin remote App', () => {
  it('shows the dashboard and the sidebar of spec §2', async () => {
    renderAdmin('/admin', { 'GET /api/admin/stats': { body: stats } });
    expect(await screen.findByRole('heading', { name: 'Admin dashboard' })).toBeInTheDocument();
    const sidebar = screen.getByRole('navigation', { name: 'Admin' });
    expect(within(sidebar).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Dashboard', 'Orders', 'Scan', 'Inspections', 'Calendar', 'Items', 'Users', 'Gallery', 'Data', 'Back to Site', 'Logout']);
    expect(await screen.findByText('Signed in as admin@example.com')).toBeInTheDocument();
  });

  it('navigates between sections, back to the site, and logs out to /login', async () => {
    const { network } = renderAdmin('/admin', { 'GET /api/admin/stats': { body: stats }, 'GET /api/admin/orders': { body: { data: [], pagination: { page: 1, limit: 20, total: 0, totalPages: 0 } } } });
    const user = userEvent.setup();
    await screen.findByRole('heading', { name: 'Admin dashboard' });
    await user.click(screen.getByRole('link', { name: 'Orders' }));
    expect(await screen.findByRole('heading', { name: 'Orders' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Orders' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Dashboard' })).not.toHaveAttribute('aria-current');
    // The orders page asks once; the dashboard's lists of today (startsOn, endsOn) are its own.
    expect(network.callsTo('GET', '/api/admin/orders').filter((call) => !/[?&](startsOn|endsOn)=/.test(call.url))).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Logout' }));
    expect(screen.getByTestId('landed')).toHaveTextContent('/login');
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('Back to Site leads to the home page', async () => {
    renderAdmin('/admin', { 'GET /api/admin/stats': { body: stats } });
    await userEvent.setup().click(await screen.findByRole('link', { name: 'Back to Site' }));
    expect(screen.getByTestId('landed')).toHaveTextContent(/^\/$/);
  });

  it('on a phone the same menu opens from the top bar', async () => {
    renderAdmin('/admin', { 'GET /api/admin/stats': { body: stats }, 'GET /api/users/all': { body: [] } });
    const user = userEvent.setup();
    // jsdom applies the desktop CSS (the top bar is display: none there), hence `hidden: true`.
    await user.click(await screen.findByRole('button', { name: 'Open admin menu', hidden: true }));
    const drawer = await screen.findByRole('navigation', { name: 'Admin menu' });
    await user.click(within(drawer).getByRole('link', { name: 'Users' }));
    expect(await screen.findByRole('heading', { name: 'Users' })).toBeInTheDocument();
  });

  it("asks for a list screen's page at once, as the URL says, and the screen uses that one response", async () => {
    const empty = { data: [], pagination: { page: 2, limit: 20, total: 21, totalPages: 2 } };
    const { network } = renderAdmin('/admin/orders?status=Pending&page=2', { 'GET /api/admin/orders': { body: empty } });
    await waitFor(() => expect(network.callsTo('GET', '/api/admin/orders')).toHaveLength(1));
    expect(Object.fromEntries(new URL(network.callsTo('GET', '/api/admin/orders')[0].url).searchParams)).toEqual({ status: 'Pending', page: '2', limit: '20', sort: 'orderDate', order: 'desc' });
    expect(await screen.findByRole('heading', { name: 'Orders' })).toBeInTheDocument();
    expect(await screen.findByText(/No data|No orders/i)).toBeInTheDocument();
    // The orders page asks once; the dashboard's lists of today (startsOn, endsOn) are its own.
    expect(network.callsTo('GET', '/api/admin/orders').filter((call) => !/[?&](startsOn|endsOn)=/.test(call.url))).toHaveLength(1);
  });

  it("an unknown admin path says 'Error Not Found'", async () => {
    renderAdmin('/admin/nope');
    expect(await screen.findByRole('heading', { name: 'Error Not Found' })).toBeInTheDocument();
  });

  describe('for staff (the order work only)', () => {
    const asStaff = { 'GET /api/users/': { body: userWithRole('staff') }, 'GET /api/admin/orders': { body: paged([]) } };

    it('the sidebar has only the order work (Dashboard, Orders, Scan), and the dashboard asks for no revenue', async () => {
      const { network } = renderAdmin('/admin', asStaff);
      expect(await screen.findByRole('heading', { name: 'Staff dashboard' })).toBeInTheDocument();
      const sidebar = screen.getByRole('navigation', { name: 'Admin' });
      expect(within(sidebar).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Dashboard', 'Orders', 'Scan', 'Inspections', 'Calendar', 'Back to Site', 'Logout']);
      expect(network.callsTo('GET', '/api/admin/stats')).toHaveLength(0);
      expect(network.callsTo('GET', '/api/admin/orders').map((call) => new URL(call.url).searchParams.get('status'))).toContain('Pending');
      expect(screen.queryByText(/revenue/i)).not.toBeInTheDocument();
    });

    it('/admin/users tells staff it is for admins and loads no accounts', async () => {
      const { network } = renderAdmin('/admin/users', asStaff);
      expect(await screen.findByText('Admins only')).toBeInTheDocument();
      expect(screen.queryByRole('heading', { name: 'Users' })).not.toBeInTheDocument();
      expect(network.callsTo('GET', '/api/admin/users')).toHaveLength(0);
    });
  });
});
