import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { userWithRole } from '@rental/platform/jest/fixtures';
import { paged, renderAdmin } from '../test/renderAdmin';

// The first test mounts the lazy screen and antd's table cold: slow in jsdom on a busy 2-core machine.
jest.setTimeout(60_000);

const entry = (n: number, overrides: Record<string, unknown> = {}) => ({
  _id: String(n),
  at: '2026-11-20T10:00:00.000Z',
  actor: 'staff@example.com',
  entityType: 'order',
  entityId: `ORD000${n}`,
  action: 'approved',
  before: { status: 'Pending' },
  after: { status: 'approved' },
  ...overrides,
});

describe('AuditPage', () => {
  it('lists who changed what, with the changed fields before and after', async () => {
    renderAdmin('/admin/audit', {
      'GET /api/admin/audit': { body: paged([entry(1), entry(2, { actor: null, action: 'expired', after: { status: 'Expired' } }), entry(3, { entityType: 'product', entityId: 'amp-1', action: 'created', before: null, after: { name: 'Amp', price: 1200 } })]) },
    });
    expect(await screen.findByRole('heading', { name: 'Audit' })).toBeInTheDocument();
    const approved = (await screen.findByText('order ORD0001')).closest('tr') as HTMLElement;
    expect(within(approved).getByText('staff@example.com')).toBeInTheDocument();
    expect(within(approved).getByText('Pending').tagName).toBe('DEL');
    expect(within(approved).getByText('Approved', { selector: 'ins' })).toBeInTheDocument();
    expect(within(approved).getByText('Status')).toBeInTheDocument();
    expect(within(approved).getByText('Approved', { selector: 'td' })).toBeInTheDocument();
    expect(within(screen.getByText('order ORD0002').closest('tr') as HTMLElement).getByText('the shop')).toBeInTheDocument();
    const created = screen.getByText('product amp-1').closest('tr') as HTMLElement;
    expect(within(created).getByText('Rs 1,200.00')).toBeInTheDocument();
    expect(within(created).getByText('Price per day')).toBeInTheDocument();
    expect(created).not.toHaveTextContent('price:');
  });

  it('the filters are in the URL and sent to the server', async () => {
    const { network } = renderAdmin('/admin/audit?entityType=order&entityId=ORD0001&from=2026-11-01&to=2026-11-30', { 'GET /api/admin/audit': { body: paged([entry(1)]) } });
    await screen.findByText('order ORD0001');
    const asked = new URL(network.callsTo('GET', '/api/admin/audit')[0].url).searchParams;
    expect(Object.fromEntries(asked)).toEqual({ entityType: 'order', entityId: 'ORD0001', from: '2026-11-01', to: '2026-11-30', page: '1', limit: '20' });
    await userEvent.setup().type(screen.getByRole('searchbox', { name: 'Changed by' }), 'admin@example.com{Enter}');
    await waitFor(() => expect(network.callsTo('GET', '/api/admin/audit')).toHaveLength(2));
    expect(new URL(network.callsTo('GET', '/api/admin/audit')[1].url).searchParams.get('actor')).toBe('admin@example.com');
  });

  it('is for admins: staff who open its address are told so, and nothing is asked of the server', async () => {
    const { network } = renderAdmin('/admin/audit', { 'GET /api/users/': { body: userWithRole('staff') } });
    expect(await screen.findByText('Admins only')).toBeInTheDocument();
    expect(network.callsTo('GET', '/api/admin/audit')).toHaveLength(0);
  });
});
