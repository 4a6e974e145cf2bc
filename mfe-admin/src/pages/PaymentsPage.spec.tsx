import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { userWithRole } from '@rental/platform/jest/fixtures';
import type { AdminPayment, AdminPaymentPage } from '../api/adminApi';
import { renderAdmin } from '../test/renderAdmin';

jest.setTimeout(120_000); // antd's table mounts cold in jsdom on a busy machine

// Local times (no zone), so the shown dates do not depend on the machine's time zone.
const payment = (id: number, overrides: Partial<AdminPayment> = {}): AdminPayment => ({
  _id: String(id),
  orderId: `ORD${String(id).padStart(4, '0')}`,
  orderStatus: 'approved',
  email: `customer${id}@example.com`,
  kind: 'deposit',
  provider: 'stripe',
  reference: `pi_${id}`,
  status: 'paid',
  amount: 2000,
  currency: 'LKR',
  attention: null,
  refundOf: null,
  note: null,
  createdAt: '2026-12-01T10:04:00',
  updatedAt: '2026-12-01T10:05:00',
  ...overrides,
});
const pageOf = (data: AdminPayment[], totals: Partial<AdminPaymentPage['totals']> = {}, total = data.length, page = 1): AdminPaymentPage => ({
  data,
  pagination: { page, limit: 20, total, totalPages: Math.ceil(total / 20) },
  totals: { count: total, received: 0, refunded: 0, net: 0, failedRefunds: 0, attention: 0, ...totals },
});

describe('PaymentsPage', () => {
  it("lists payments and refunds as the server sends them, with the server's totals, for staff too", async () => {
    const { network } = renderAdmin('/admin/payments', {
      'GET /api/users/': { body: userWithRole('staff') },
      'GET /api/admin/payments': {
        body: pageOf(
          [
            payment(3, { kind: 'refund', status: 'failed', amount: 1500, reference: 're_3', refundOf: '2', attention: 'Refund failed at Stripe (expired_or_canceled_card): retry it or give the money back another way' }),
            payment(2, { kind: 'rental', amount: 3500.5 }),
            payment(1, { provider: 'cash', kind: 'balance', reference: null, amount: 1000 }),
          ],
          { received: 4500.5, refunded: 0, net: 4500.5, failedRefunds: 1, attention: 1 },
        ),
      },
    });
    const table = await screen.findByRole('table', { name: 'Payments' }, { timeout: 30_000 });
    await within(table).findByText('ORD0003');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(3);
    expect(rows[0]).toHaveTextContent('Refund');
    expect(rows[0]).toHaveTextContent('Failed');
    expect(rows[0]).toHaveTextContent('− Rs 1,500.00');
    expect(rows[0]).toHaveTextContent('Refund failed at Stripe (expired_or_canceled_card)');
    expect(rows[1]).toHaveTextContent('Booking in full');
    expect(rows[1]).toHaveTextContent('Rs 3,500.50');
    expect(rows[1]).toHaveTextContent('Paid');
    expect(rows[2]).toHaveTextContent('Cash');
    expect(rows[2]).toHaveTextContent('Balance');
    expect(rows[2]).toHaveTextContent('customer1@example.com');
    expect(screen.getByTestId('payments-total-received')).toHaveTextContent('Rs 4,500.50');
    expect(screen.getByTestId('payments-total-net')).toHaveTextContent('Rs 4,500.50');
    expect(screen.getByTestId('payments-total-failedRefunds')).toHaveTextContent('1');
    expect(screen.getByText(/Totals of 3 entries on every page/)).toBeInTheDocument();
    expect(Object.fromEntries(new URL(network.callsTo('GET', '/api/admin/payments')[0].url).searchParams)).toEqual({ page: '1', limit: '20' });
  });

  it('filters by status, provider, kind and days through the URL, and a row opens its order', async () => {
    const { network } = renderAdmin('/admin/payments?status=paid&from=2026-12-01&to=2026-12-07', {
      'GET /api/admin/payments': { body: pageOf([payment(7)], { received: 2000, net: 2000 }) },
      'GET /api/admin/orders': { body: { data: [], pagination: { page: 1, limit: 20, total: 0, totalPages: 0 } } },
    });
    await screen.findByText('ORD0007', {}, { timeout: 30_000 });
    expect(Object.fromEntries(new URL(network.callsTo('GET', '/api/admin/payments')[0].url).searchParams)).toEqual({ status: 'paid', from: '2026-12-01', to: '2026-12-07', page: '1', limit: '20' });
    const user = userEvent.setup();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Provider' }), 'cash');
    await waitFor(() => expect(network.callsTo('GET', '/api/admin/payments').length).toBeGreaterThan(1));
    const last = () => Object.fromEntries(new URL(network.callsTo('GET', '/api/admin/payments').at(-1)!.url).searchParams);
    expect(last()).toEqual({ status: 'paid', provider: 'cash', from: '2026-12-01', to: '2026-12-07', page: '1', limit: '20' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Kind' }), 'refund');
    await waitFor(() => expect(last()).toEqual(expect.objectContaining({ kind: 'refund', provider: 'cash' })));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), '');
    await waitFor(() => expect(last()).not.toHaveProperty('status'));

    await user.click(await screen.findByRole('link', { name: 'Open order ORD0007' }));
    await waitFor(() => expect(network.callsTo('GET', '/api/admin/orders').length).toBeGreaterThan(0));
    expect(new URL(network.callsTo('GET', '/api/admin/orders')[0].url).pathname).toBe('/api/admin/orders');
  });

  it('says when nothing matches the filters', async () => {
    renderAdmin('/admin/payments?provider=payhere', { 'GET /api/admin/payments': { body: pageOf([]) } });
    expect(await screen.findByText('No payments match these filters', {}, { timeout: 30_000 })).toBeInTheDocument();
    expect(screen.getByTestId('payments-total-received')).toHaveTextContent('Rs 0.00');
  });
});
