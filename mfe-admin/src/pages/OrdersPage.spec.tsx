import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { addDays, utcToday } from '@rental/money-days/days';
import type { Order } from '@rental/platform/types';
import { findModal, order, paged, renderAdmin } from '../test/renderAdmin';

// Whole dialog journeys: slow in jsdom on a busy machine.
jest.setTimeout(120_000); // antd forms in jsdom on a cold jest cache take over a minute on a 2-core CI machine

// Local times (no zone), so the shown dates do not depend on the machine's time zone.
const PICKED_UP = '2026-12-03T10:04:00';
const RETURNED = '2026-12-05T09:12:00';
// Dates around the clock's today (UTC, as the API counts): a pick-up on them is not early.
const STARTED = { startingDate: utcToday(), endingDate: addDays(utcToday(), 2) };

/** Ticks every item of the return dialog and confirms it. */
async function confirmReturn(user: ReturnType<typeof userEvent.setup>) {
  const dialog = await findModal(/^Return of ORD/);
  for (const box of within(dialog).getAllByRole('checkbox')) await user.click(box);
  await user.click(within(dialog).getByRole('button', { name: 'Confirm return' }));
}

describe('OrdersPage', () => {
  it("shows the server's page as it comes, newest first, with an 'Approval Status' column", async () => {
    const { network } = renderAdmin('/admin/orders', {
      'GET /api/admin/orders': { body: paged([order(3, { status: 'approved' }), order(2, { status: 'Rejected' }), order(1)]) },
    });
    // The first screen of the file: the lazy chunk, antd's table, select and date picker mount cold.
    const table = (await screen.findByText('ORD0003', {}, { timeout: 30_000 })).closest('table') as HTMLElement;
    expect(within(table).getByRole('columnheader', { name: 'Approval Status' })).toBeInTheDocument();
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[0].textContent)).toEqual(['ORD0003', 'ORD0002', 'ORD0001']);
    expect(rows[0]).toHaveTextContent('Approved');
    expect(rows[1]).toHaveTextContent('Rejected');
    expect(rows[2]).toHaveTextContent('Pending');
    expect(rows[0]).toHaveTextContent('Rs 9,000.00');
    const asked = new URL(network.callsTo('GET', '/api/admin/orders')[0].url).searchParams;
    expect(Object.fromEntries(asked)).toEqual({ page: '1', limit: '20', sort: 'orderDate', order: 'desc' });
  });

  it('the filters in the URL are what the server is asked for, and the pager shows its totals', async () => {
    const { network } = renderAdmin('/admin/orders?status=Pending&from=2026-11-16&to=2026-11-22&q=cara&page=2&sort=totalAmount&dir=asc', {
      'GET /api/admin/orders': { body: paged([order(21), order(22)], { total: 22, page: 2 }) },
    });
    expect(await screen.findByText('ORD0021')).toBeInTheDocument();
    const asked = new URL(network.callsTo('GET', '/api/admin/orders')[0].url).searchParams;
    expect(Object.fromEntries(asked)).toEqual({ status: 'Pending', from: '2026-11-16', to: '2026-11-22', q: 'cara', page: '2', limit: '20', sort: 'totalAmount', order: 'asc' });
    expect(screen.getByText('22 orders')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('searchbox', { name: 'Search orders' })).toHaveValue('cara');
    expect(screen.getByRole('columnheader', { name: /Total/ })).toHaveAttribute('aria-sort', 'ascending');
  });

  it('the header buttons sort on the server: the default column turns to oldest first, another column starts ascending on page 1', async () => {
    const { network } = renderAdmin('/admin/orders?page=3', { 'GET /api/admin/orders': { body: paged([order(1)], { total: 61, page: 3 }) } });
    await screen.findByText('ORD0001');
    expect(screen.getByRole('columnheader', { name: /Ordered/ })).toHaveAttribute('aria-sort', 'descending');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Ordered' }));
    await waitFor(() => expect(network.callsTo('GET', '/api/admin/orders')).toHaveLength(2));
    const second = new URL(network.callsTo('GET', '/api/admin/orders')[1].url).searchParams;
    expect([second.get('sort'), second.get('order'), second.get('page')]).toEqual(['orderDate', 'asc', '1']);
    await user.click(screen.getByRole('button', { name: 'Total' }));
    await waitFor(() => expect(network.callsTo('GET', '/api/admin/orders')).toHaveLength(3));
    const third = new URL(network.callsTo('GET', '/api/admin/orders')[2].url).searchParams;
    expect([third.get('sort'), third.get('order')]).toEqual(['totalAmount', 'asc']);
  });

  it('searching changes the URL and asks again from page 1', async () => {
    const { network } = renderAdmin('/admin/orders?page=2', { 'GET /api/admin/orders': { body: paged([order(1)], { total: 21, page: 2 }) } });
    await screen.findByText('ORD0001');
    const user = userEvent.setup();
    await user.type(screen.getByRole('searchbox', { name: 'Search orders' }), 'ORD0001{Enter}');
    await waitFor(() => expect(network.callsTo('GET', '/api/admin/orders')).toHaveLength(2));
    const asked = new URL(network.callsTo('GET', '/api/admin/orders')[1].url).searchParams;
    expect(asked.get('q')).toBe('ORD0001');
    expect(asked.get('page')).toBe('1');
  });

  it('the detail dialog shows items, dates, days, total and customer; Approve sets approved and reloads', async () => {
    let status = 'Pending';
    const { network } = renderAdmin('/admin/orders', {
      'GET /api/admin/orders': () => ({ body: paged([order(7, { status, days: 3, totalAmount: 12345.5 })]) }),
      'PUT /api/orders/status/ORD0007': (call) => {
        status = (call.body as { status: string }).status;
        return { body: { message: `Order ORD0007 is now ${status}`, order: order(7, { status }) } };
      },
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Open order ORD0007' }));
    const dialog = await screen.findByRole('dialog', { name: 'Order ORD0007' });
    for (const text of ['customer7@example.com', '1 Dec 2026', '3 Dec 2026', 'Rs 12,345.50', 'Speaker 7', 'SPK-7', 'Rs 5,250.00']) {
      expect(within(dialog).getByText(text)).toBeInTheDocument();
    }
    expect(within(dialog).getByText('Days').closest('tr')).toHaveTextContent('3');
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('Order ORD0007 is now approved')).toBeInTheDocument();
    expect(network.callsTo('PUT', '/api/orders/status/ORD0007')[0].body).toEqual({ status: 'approved' });
    await waitFor(() => expect(network.callsTo('GET', '/api/admin/orders')).toHaveLength(2));
    const row = (await screen.findByText('ORD0007')).closest('tr') as HTMLElement;
    await waitFor(() => expect(row).toHaveTextContent('Approved'));
  });

  it("Reject sends 'Rejected'; a failure shows the server's error and still reloads the list", async () => {
    const { network } = renderAdmin('/admin/orders', {
      'GET /api/admin/orders': { body: paged([order(5)]) },
      'PUT /api/orders/status/ORD0005': { status: 404, body: { error: 'No order has the id ORD0005', statusCode: 404 } },
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Open order ORD0005' }));
    const dialog = await screen.findByRole('dialog', { name: 'Order ORD0005' });
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await screen.findByText('No order has the id ORD0005')).toBeInTheDocument();
    expect(network.callsTo('PUT', '/api/orders/status/ORD0005')[0].body).toEqual({ status: 'Rejected' });
    await waitFor(() => expect(network.callsTo('GET', '/api/admin/orders')).toHaveLength(2));
  });

  it('a failed list load is only logged', async () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderAdmin('/admin/orders', { 'GET /api/admin/orders': { status: 500, body: { error: 'Database down', statusCode: 500 } } });
    await waitFor(() => expect(log).toHaveBeenCalledWith('Failed to load orders', expect.objectContaining({ status: 500 })));
    expect(screen.queryByText('Database down')).not.toBeInTheDocument();
    expect(await screen.findByText('No orders yet')).toBeInTheDocument();
    log.mockRestore();
  });

  it("knows 'Cancelled', and marks an order the server calls overdue in the list", async () => {
    renderAdmin('/admin/orders', {
      'GET /api/admin/orders': { body: paged([order(1, { status: 'Cancelled' }), order(2, { status: 'approved', overdue: true }), order(3, { status: 'approved', overdue: false })]) },
    });
    const cancelled = (await screen.findByText('ORD0001')).closest('tr') as HTMLElement;
    expect(within(cancelled).getByText('Cancelled')).toHaveClass('admin-tag');
    expect(within(cancelled).getByText('Cancelled')).not.toHaveClass('admin-tag--gold');
    expect((screen.getByText('ORD0002').closest('tr') as HTMLElement)).toHaveTextContent(/Approved\s*Overdue/);
    expect(within(screen.getByText('ORD0003').closest('tr') as HTMLElement).queryByText('Overdue')).not.toBeInTheDocument();
  });

  it('an approved order is marked picked up, then returned, in the dialog; the recorded dates show and the list reloads', async () => {
    let current: Order = order(7, { status: 'approved', pickedUpAt: null, returnedAt: null, ...STARTED });
    const { network } = renderAdmin('/admin/orders', {
      'GET /api/admin/orders': () => ({ body: paged([current]) }),
      'PUT /api/orders/ORD0007/pickup': () => {
        current = { ...current, pickedUpAt: PICKED_UP };
        return { body: { message: 'Order ORD0007 picked up', order: current } };
      },
      'PUT /api/orders/ORD0007/return': () => {
        current = { ...current, returnedAt: RETURNED };
        return { body: { message: 'Order ORD0007 returned', order: current } };
      },
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Open order ORD0007' }));
    const dialog = await screen.findByRole('dialog', { name: 'Order ORD0007' });
    const steps = within(dialog).getByRole('region', { name: 'Pick-up and return' });
    expect(steps).toHaveTextContent('Not picked up yet');
    expect(within(dialog).queryByRole('button', { name: 'Record return…' })).not.toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Mark picked up' }));
    expect(await screen.findByText('Order ORD0007 picked up')).toBeInTheDocument();
    expect(network.callsTo('PUT', '/api/orders/ORD0007/pickup')).toHaveLength(1);
    expect(network.callsTo('PUT', '/api/orders/ORD0007/pickup')[0].headers.get('Authorization')).toBe('Bearer tok-admin');
    // The dialog stays open on the next step.
    expect(await within(steps).findByText(/^Picked up/)).toHaveTextContent('Picked up 3 Dec 2026, 10:04');
    expect(within(dialog).queryByRole('button', { name: 'Mark picked up' })).not.toBeInTheDocument();
    await waitFor(() => expect(network.callsTo('GET', '/api/admin/orders')).toHaveLength(2));

    await user.click(within(dialog).getByRole('button', { name: 'Record return…' }));
    await confirmReturn(user);
    expect(await screen.findByText('Order ORD0007 returned')).toBeInTheDocument();
    expect(await within(steps).findByText(/^Returned/)).toHaveTextContent('Returned 5 Dec 2026, 09:12');
    expect(within(steps).getByText(/^Picked up/)).toHaveTextContent('Picked up 3 Dec 2026, 10:04');
    expect(within(dialog).queryByRole('button', { name: /^Mark|^Record/ })).not.toBeInTheDocument();
    await waitFor(() => expect(network.callsTo('GET', '/api/admin/orders')).toHaveLength(3));
    expect(screen.getByRole('dialog', { name: 'Order ORD0007' })).toBeInTheDocument();
  });

  it('shows the figures; at return staff keep part of the deposit only with a reason, and the late fee and refund show after', async () => {
    const figures = { subtotal: 10000, taxRate: 18, tax: 1800, totalAmount: 11800, deposit: 5000, amountDue: 16800, lateDays: 0, lateFee: 0, depositRefunded: null, depositRefundReason: null };
    let current: Order = order(8, { status: 'approved', pickedUpAt: PICKED_UP, returnedAt: null, daysOverdue: 2, overdue: true, ...figures });
    const { network } = renderAdmin('/admin/orders', {
      'GET /api/admin/orders': () => ({ body: paged([current]) }),
      'PUT /api/orders/ORD0008/return': () => {
        current = { ...current, returnedAt: RETURNED, overdue: false, daysOverdue: 0, lateDays: 2, lateFee: 3000, tax: 2340, totalAmount: 15340, amountDue: 20340, depositRefunded: 3000, depositRefundReason: 'Cracked grille' };
        return { body: { message: 'Order ORD0008 returned', order: current } };
      },
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Open order ORD0008' }));
    const dialog = await screen.findByRole('dialog', { name: 'Order ORD0008' });
    for (const [label, amount] of [['Rental charges', 'Rs 10,000.00'], ['Tax (18%)', 'Rs 1,800.00'], ['Deposit (refundable)', 'Rs 5,000.00'], ['Amount due', 'Rs 16,800.00']]) {
      expect(within(dialog).getByText(label).closest('th, td, .ant-descriptions-item') as HTMLElement).toHaveTextContent(amount);
    }
    expect(within(dialog).getByRole('button', { name: 'Download invoice' })).toBeInTheDocument();
    expect(within(dialog).getByText('Not returned yet: 2 days late')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Record return…' }));
    const returning = await findModal('Return of ORD0008');
    expect(within(returning).getByText('2 days late: a late fee is charged at return')).toBeInTheDocument();
    await user.click(within(returning).getByRole('checkbox', { name: '2 × Speaker 8' }));
    const refunded = within(returning).getByLabelText('Deposit refunded (Rs, of Rs 5,000.00)');
    expect(refunded).toHaveValue('5000');
    await user.clear(refunded);
    await user.type(refunded, '3000');
    const markReturned = within(returning).getByRole('button', { name: 'Confirm return' });
    expect(markReturned).toBeDisabled();
    await user.type(within(returning).getByLabelText('Reason for keeping part of the deposit'), 'Cracked grille');
    await user.click(markReturned);
    expect(await screen.findByText('Order ORD0008 returned')).toBeInTheDocument();
    expect(network.callsTo('PUT', '/api/orders/ORD0008/return')[0].body).toEqual({ depositRefunded: 3000, depositRefundReason: 'Cracked grille' });
    expect(await within(dialog).findByText('Late fee (2 days)')).toBeInTheDocument();
    expect(within(dialog).getByText('Deposit kept because')).toBeInTheDocument();
    expect(within(dialog).getByText('Cracked grille')).toBeInTheDocument();
  });

  it('a Pending order has no pick-up step; an overdue one says so in the dialog', async () => {
    renderAdmin('/admin/orders', {
      'GET /api/admin/orders': { body: paged([order(1), order(2, { status: 'approved', pickedUpAt: PICKED_UP, returnedAt: null, overdue: true })]) },
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Open order ORD0001' }));
    const pending = await screen.findByRole('dialog', { name: 'Order ORD0001' });
    expect(within(pending).queryByRole('region', { name: 'Pick-up and return' })).not.toBeInTheDocument();
    expect(within(pending).queryByText('Overdue')).not.toBeInTheDocument();
    await user.click(within(pending).getAllByRole('button', { name: 'Close' })[0]);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Order ORD0001' })).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: 'Open order ORD0002' }));
    const late = await screen.findByRole('dialog', { name: 'Order ORD0002' });
    expect(within(late).getByText('Overdue')).toBeInTheDocument();
    expect(within(late).getByText(/^Picked up/)).toHaveTextContent('Picked up 3 Dec 2026, 10:04');
    expect(within(late).getByRole('button', { name: 'Record return…' })).toBeInTheDocument();
  });

  it("a refused pick-up shows the server's text in the dialog, which stays open", async () => {
    const { network } = renderAdmin('/admin/orders', {
      'GET /api/admin/orders': { body: paged([order(4, { status: 'approved', ...STARTED })]) },
      'PUT /api/orders/ORD0004/pickup': { status: 409, body: { error: 'Order ORD0004 is already picked up', statusCode: 409 } },
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Open order ORD0004' }));
    const dialog = await screen.findByRole('dialog', { name: 'Order ORD0004' });
    await user.click(within(dialog).getByRole('button', { name: 'Mark picked up' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Order ORD0004 is already picked up');
    expect(within(dialog).getByRole('button', { name: 'Mark picked up' })).toBeEnabled();
    await waitFor(() => expect(network.callsTo('GET', '/api/admin/orders')).toHaveLength(2));
  });

  it("an approve refused with 409 (the units are gone) shows the server's text and keeps the dialog open", async () => {
    const text = 'Only 1 of Stage Light X available from 2026-12-01 to 2026-12-03';
    renderAdmin('/admin/orders', {
      'GET /api/admin/orders': { body: paged([order(6, { status: 'Cancelled' })]) },
      'PUT /api/orders/status/ORD0006': {
        status: 409,
        body: { error: text, statusCode: 409, shortages: [{ key: 'STAGE-X', name: 'Stage Light X', requested: 2, available: 1 }] },
      },
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Open order ORD0006' }));
    const dialog = await screen.findByRole('dialog', { name: 'Order ORD0006' });
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(text);
    expect(screen.getByRole('dialog', { name: 'Order ORD0006' })).toBeInTheDocument();
  });

  it('a response that arrives after the admin switched to another order stays off that order\'s dialog', async () => {
    let refuse: (value?: unknown) => void = () => {};
    let approve: (value?: unknown) => void = () => {};
    renderAdmin('/admin/orders', {
      'GET /api/admin/orders': { body: paged([order(1, { status: 'approved', ...STARTED }), order(2), order(3)]) },
      'PUT /api/orders/ORD0001/pickup': { status: 409, body: { error: 'ORD0001 was already picked up', statusCode: 409 }, delay: new Promise((r) => (refuse = r)) },
      'PUT /api/orders/status/ORD0002': { body: { message: 'Order ORD0002 is now approved' }, delay: new Promise((r) => (approve = r)) },
    });
    const user = userEvent.setup();
    const closeDialog = async (name: string) => {
      await user.click(within(screen.getByRole('dialog', { name })).getAllByRole('button', { name: 'Close' })[0]);
      await waitFor(() => expect(screen.queryByRole('dialog', { name })).not.toBeInTheDocument());
    };

    // A refused pick-up for ORD0001 comes back while ORD0002 is open: a toast, no alert in ORD0002.
    await user.click(await screen.findByRole('button', { name: 'Open order ORD0001' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Order ORD0001' })).getByRole('button', { name: 'Mark picked up' }));
    await closeDialog('Order ORD0001');
    await user.click(screen.getByRole('button', { name: 'Open order ORD0002' }));
    const second = await screen.findByRole('dialog', { name: 'Order ORD0002' });
    refuse();
    expect(await screen.findByText('ORD0001 was already picked up')).toBeInTheDocument();
    expect(within(second).queryByRole('alert')).not.toBeInTheDocument();

    // ORD0002 approved, then ORD0003 opened before the response: ORD0003's dialog stays open.
    await waitFor(() => expect(within(second).getByRole('button', { name: 'Approve' })).toBeEnabled());
    await user.click(within(second).getByRole('button', { name: 'Approve' }));
    await closeDialog('Order ORD0002');
    await user.click(screen.getByRole('button', { name: 'Open order ORD0003' }));
    await screen.findByRole('dialog', { name: 'Order ORD0003' });
    approve();
    expect(await screen.findByText('Order ORD0002 is now approved')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Order ORD0003' })).toBeInTheDocument();
  });

  it('?order= opens an order that is not on the page by asking for it by id', async () => {
    const { network } = renderAdmin('/admin/orders?order=ORD0042', {
      'GET /api/admin/orders': (call) => ({ body: new URL(call.url).searchParams.get('q') === 'ORD0042' ? paged([order(42)]) : paged([order(1)], { total: 50 }) }),
    });
    const dialog = await screen.findByRole('dialog', { name: 'Order ORD0042' });
    expect(within(dialog).getByText('customer42@example.com')).toBeInTheDocument();
    expect(network.callsTo('GET', '/api/admin/orders').some((call) => call.url.includes('q=ORD0042'))).toBe(true);
  });

  it('?order= opens that order (the dashboard links here)', async () => {
    renderAdmin('/admin/orders?order=ORD0002', { 'GET /api/admin/orders': { body: paged([order(1), order(2)]) } });
    const dialog = await screen.findByRole('dialog', { name: 'Order ORD0002' });
    expect(within(dialog).getByText('customer2@example.com')).toBeInTheDocument();
    await userEvent.setup().click(within(dialog).getAllByRole('button', { name: 'Close' })[0]);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Order ORD0002' })).not.toBeInTheDocument());
  });
});
