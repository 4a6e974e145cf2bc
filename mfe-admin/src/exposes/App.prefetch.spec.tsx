import { waitFor } from '@testing-library/react';
import { renderAdmin } from '../test/renderAdmin';

// Screens whose code never arrives: whatever the API is asked for, the admin remote asked for it
// before any screen's code ran (usePrefetchScreenData).
// (A function declaration: jest.mock calls are hoisted above the file's other statements.)
function mockNeverLoads() {
  return {
    __esModule: true,
    default: () => {
      throw new Promise(() => {});
    },
  };
}
jest.mock('../pages/DashboardPage', () => mockNeverLoads());
jest.mock('../pages/OrdersPage', () => mockNeverLoads());
jest.mock('../pages/UsersPage', () => mockNeverLoads());
jest.mock('../pages/ItemsPage', () => mockNeverLoads());

const page = { data: [], pagination: { page: 1, limit: 20, total: 0, totalPages: 0 } };
const queryOf = (url: string) => Object.fromEntries(new URL(url).searchParams);

describe("the admin remote asks for a screen's first request while the screen's code loads", () => {
  it('the dashboard: its figures', async () => {
    const { network } = renderAdmin('/admin/', { 'GET /api/admin/stats': { body: {} } });
    await waitFor(() => expect(network.callsTo('GET', '/api/admin/stats')).toHaveLength(1));
  });

  it('orders: the page, filters and sort in the URL', async () => {
    const { network } = renderAdmin('/admin/orders?status=Pending&from=2026-11-01&page=2', { 'GET /api/admin/orders': { body: page } });
    await waitFor(() => expect(network.callsTo('GET', '/api/admin/orders')).toHaveLength(1));
    expect(queryOf(network.callsTo('GET', '/api/admin/orders')[0].url)).toEqual({ status: 'Pending', from: '2026-11-01', page: '2', limit: '20', sort: 'orderDate', order: 'desc' });
  });

  it('users and items: their default order unless the URL names one', async () => {
    const users = renderAdmin('/admin/users?q=asha', { 'GET /api/admin/users': { body: page } });
    await waitFor(() => expect(users.network.callsTo('GET', '/api/admin/users')).toHaveLength(1));
    expect(queryOf(users.network.callsTo('GET', '/api/admin/users')[0].url)).toEqual({ q: 'asha', page: '1', limit: '20', sort: 'createdAt', order: 'desc' });
    users.unmount();

    const items = renderAdmin('/admin/items?sort=name&dir=desc&page=500', { 'GET /api/admin/products': { body: page } });
    await waitFor(() => expect(items.network.callsTo('GET', '/api/admin/products')).toHaveLength(1));
    expect(queryOf(items.network.callsTo('GET', '/api/admin/products')[0].url)).toEqual({ page: '500', limit: '20', sort: 'name', order: 'desc' });
  });

  it('other screens ask for nothing of the lists', async () => {
    const { network } = renderAdmin('/admin/versions', {});
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(network.calls.filter((call) => call.path.startsWith('/api/admin/'))).toEqual([]);
  });
});
