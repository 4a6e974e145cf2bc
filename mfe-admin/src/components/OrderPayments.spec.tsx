import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { order, paged, renderAdmin } from '../test/renderAdmin';

// Issue 33: staff see an order's payments, what needs their attention, and take the rest in cash.
jest.setTimeout(120_000);

const depositPaid = {
  _id: '1',
  refundOf: null,
  note: null,
  kind: 'deposit' as const,
  provider: 'payhere' as const,
  reference: '320027150501',
  status: 'paid' as const,
  amount: 2000,
  currency: 'LKR',
  attention: null,
  createdAt: '2026-12-01T10:00:00Z',
  updatedAt: '2026-12-01T10:01:00Z',
};

describe('order payments in the order dialog', () => {
  it('lists the payments, flags money for a released booking, and records cash of what is due', async () => {
    const { network } = renderAdmin('/admin/orders', {
      'GET /api/admin/orders': {
        body: paged([
          order(7, { status: 'approved', stage: 'approved', totalAmount: 1500, deposit: 2000, amountPaid: 2000, amountDue: 1500, payments: [depositPaid] }),
          order(8, { status: 'Expired', stage: 'Expired', amountPaid: 500, payments: [{ ...depositPaid, _id: '2', amount: 500, attention: 'Paid after ORD0008 was Expired: refund it or book the gear again' }] }),
        ]),
      },
      'POST /api/orders/ORD0007/payments/cash': { status: 201, body: { orderId: 'ORD0007', status: 'approved', totalAmount: 1500, deposit: 2000, amountPaid: 3500, amountDue: 0, payBy: null, payments: [] } },
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Open order ORD0007' }, { timeout: 30_000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Order ORD0007' });
    const table = within(dialog).getByRole('table', { name: 'Payments' });
    expect(table).toHaveTextContent('Deposit');
    expect(table).toHaveTextContent('PayHere');
    expect(table).toHaveTextContent('Rs 2,000.00');
    expect(table).toHaveTextContent('320027150501');
    expect(within(dialog).getByRole('spinbutton', { name: 'Cash received (Rs)' })).toHaveValue('1500.00');
    await user.click(within(dialog).getByRole('button', { name: 'Take payment in cash' }));
    await waitFor(() => expect(network.callsTo('POST', '/api/orders/ORD0007/payments/cash')).toHaveLength(1));
    expect(network.callsTo('POST', '/api/orders/ORD0007/payments/cash')[0].body).toEqual({ amount: 1500 });

    await user.click(within(dialog).getAllByRole('button', { name: 'Close' })[0]);
    await user.click(await screen.findByRole('button', { name: 'Open order ORD0008' }));
    const released = await screen.findByRole('dialog', { name: 'Order ORD0008' });
    expect(within(released).getByText('Paid after ORD0008 was Expired: refund it or book the gear again')).toBeInTheDocument();
    expect(within(released).queryByRole('button', { name: 'Take payment in cash' })).not.toBeInTheDocument();
  });
});
