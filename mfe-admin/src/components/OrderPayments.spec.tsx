import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { order, paged, renderAdmin } from '../test/renderAdmin';

// Staff see an order's payments, what needs their attention, and take the rest in cash.
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

  it('shows a failed refund with its reason and a Retry button that sends it again', async () => {
    const failedRefund = {
      ...depositPaid,
      _id: '5',
      kind: 'refund' as const,
      provider: 'stripe' as const,
      reference: 're_1',
      status: 'failed' as const,
      amount: 1500,
      refundOf: '1',
      note: 'Torn grille',
      attention: 'Refund failed at Stripe (expired_or_canceled_card): retry it or give the money back another way',
    };
    const { network } = renderAdmin('/admin/orders', {
      'GET /api/admin/orders': { body: paged([order(9, { status: 'approved', stage: 'Returned', totalAmount: 1500, deposit: 2000, amountPaid: 3500, amountDue: 0, payments: [{ ...depositPaid, provider: 'stripe', amount: 3500 }, failedRefund] })]) },
      'POST /api/orders/ORD0009/payments/5/retry': {
        body: { orderId: 'ORD0009', status: 'approved', totalAmount: 1500, deposit: 2000, amountPaid: 2000, amountDue: 0, payBy: null, payments: [{ ...failedRefund, status: 'paid', attention: null, reference: 're_2' }] },
      },
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Open order ORD0009' }, { timeout: 30_000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Order ORD0009' });
    const table = within(dialog).getByRole('table', { name: 'Payments' });
    expect(table).toHaveTextContent('failed');
    expect(within(dialog).getByText(failedRefund.attention)).toBeInTheDocument();
    // Only the failed refund can be retried: the paid deposit has no button.
    expect(within(table).getAllByRole('button')).toHaveLength(1);
    await user.click(within(table).getByRole('button', { name: 'Retry refund of Rs 1,500.00' }));
    await waitFor(() => expect(network.callsTo('POST', '/api/orders/ORD0009/payments/5/retry')).toHaveLength(1));
    expect(await screen.findByText('Refund sent on ORD0009')).toBeInTheDocument();
  });

  it('says why when the provider refuses the retry again', async () => {
    const refused = { ...depositPaid, _id: '6', kind: 'refund' as const, status: 'failed' as const, amount: 500, refundOf: '1', attention: 'Refund not sent: PayHere refused the refund' };
    renderAdmin('/admin/orders', {
      'GET /api/admin/orders': { body: paged([order(10, { status: 'Rejected', stage: 'Rejected', payments: [depositPaid, refused] })]) },
      'POST /api/orders/ORD0010/payments/6/retry': { body: { orderId: 'ORD0010', status: 'Rejected', totalAmount: 0, deposit: 0, amountPaid: 500, amountDue: 0, payBy: null, payments: [{ ...refused, attention: 'Refund not sent: still refused' }] } },
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Open order ORD0010' }, { timeout: 30_000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Order ORD0010' });
    await user.click(within(dialog).getByRole('button', { name: 'Retry refund of Rs 500.00' }));
    expect(await screen.findByText('Refund not sent: still refused')).toBeInTheDocument();
  });
});
