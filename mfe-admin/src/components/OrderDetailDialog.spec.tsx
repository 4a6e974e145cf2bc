import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { addDays, formatDay, utcToday } from '@rental/money-days/days';
import type { Order } from '@rental/platform/types';
import { findModal, order, paged, renderAdmin } from '../test/renderAdmin';

// The orders list and dialog show where the gear is, offer only what the
// order's stage allows, ask before an early pick-up and check off what comes back.
jest.setTimeout(120_000);

const PICKED_UP = '2026-12-03T10:04:00';
const modalGone = (title: string) => waitFor(() => expect(screen.queryAllByRole('dialog').some((dialog) => dialog.querySelector('.ant-modal-title')?.textContent === title)).toBe(false));

const today = utcToday();
const open = async (orderId: string) => {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: `Open order ${orderId}` }, { timeout: 30_000 }));
  return { user, dialog: await screen.findByRole('dialog', { name: `Order ${orderId}` }) };
};

describe('order stages and the actions each allows', () => {
  it('the list shows the stage (Out, Late, Returned) rather than approved, and filters by it', async () => {
    const { network } = renderAdmin('/admin/orders', {
      'GET /api/admin/orders': {
        body: paged([
          order(1, { status: 'approved', stage: 'Out', pickedUpAt: PICKED_UP }),
          order(2, { status: 'approved', stage: 'Late', pickedUpAt: PICKED_UP, overdue: true, daysOverdue: 2 }),
          order(3, { status: 'approved', stage: 'Returned', pickedUpAt: PICKED_UP, returnedAt: PICKED_UP }),
          order(4, { status: 'approved', stage: 'approved' }),
        ]),
      },
    });
    const row = async (orderId: string) => (await screen.findByText(orderId, {}, { timeout: 30_000 })).closest('tr') as HTMLElement;
    expect(within(await row('ORD0001')).getByText('Out')).toBeInTheDocument();
    expect(await row('ORD0001')).not.toHaveTextContent('Approved');
    // Late is the overdue mark itself: not shown twice.
    expect(within(await row('ORD0002')).getByText('Late')).toBeInTheDocument();
    expect(within(await row('ORD0002')).queryByText('Overdue')).not.toBeInTheDocument();
    expect(within(await row('ORD0003')).getByText('Returned')).toBeInTheDocument();
    expect(within(await row('ORD0004')).getByText('Approved')).toBeInTheDocument();

    const filter = screen.getByRole('combobox', { name: 'Status' });
    expect(within(filter).getAllByRole('option').map((option) => option.getAttribute('value'))).toEqual(['', 'Pending', 'approved', 'Out', 'Late', 'Returned', 'Rejected', 'Cancelled', 'Expired']);
    await userEvent.setup().selectOptions(filter, 'Out');
    await waitFor(() => expect(network.callsTo('GET', '/api/admin/orders')).toHaveLength(2));
    const asked = new URL(network.callsTo('GET', '/api/admin/orders')[1].url).searchParams;
    expect([asked.get('stage'), asked.get('status')]).toEqual(['Out', null]);
  });

  it('offers only the actions the server allows: none to decide once the gear is out or back', async () => {
    renderAdmin('/admin/orders', {
      'GET /api/admin/orders': {
        body: paged([
          order(1, { status: 'approved', stage: 'Out', pickedUpAt: PICKED_UP, actions: ['extend', 'return'] }),
          order(2, { status: 'approved', stage: 'Returned', pickedUpAt: PICKED_UP, returnedAt: PICKED_UP, actions: [] }),
          order(3, { status: 'Rejected', stage: 'Rejected', actions: ['approve'] }),
        ]),
      },
    });
    const { user, dialog: out } = await open('ORD0001');
    expect(within(out).getByText('Out')).toBeInTheDocument();
    expect(within(out).queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
    expect(within(out).queryByRole('button', { name: 'Reject' })).not.toBeInTheDocument();
    expect(within(out).getByRole('button', { name: 'Record return…' })).toBeInTheDocument();
    await user.click(within(out).getAllByRole('button', { name: 'Close' })[0]);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Order ORD0001' })).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: 'Open order ORD0002' }));
    const back = await screen.findByRole('dialog', { name: 'Order ORD0002' });
    expect(within(back).queryByRole('button', { name: /^(Approve|Reject|Mark picked up|Record return…)$/ })).not.toBeInTheDocument();
    expect(within(back).getByRole('button', { name: 'Download invoice' })).toBeInTheDocument();
    await user.click(within(back).getAllByRole('button', { name: 'Close' })[0]);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Order ORD0002' })).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: 'Open order ORD0003' }));
    const rejected = await screen.findByRole('dialog', { name: 'Order ORD0003' });
    expect(within(rejected).getByRole('button', { name: 'Approve' })).toBeInTheDocument();
    expect(within(rejected).queryByRole('button', { name: 'Reject' })).not.toBeInTheDocument();
  });

  it('asks before an early pick-up, saying what it changes, and sends early: true only when confirmed', async () => {
    const start = addDays(today, 8);
    const end = addDays(today, 13);
    let current: Order = order(5, { status: 'approved', stage: 'approved', actions: ['reject', 'extend', 'pickup'], startingDate: start, endingDate: end });
    const { network } = renderAdmin('/admin/orders', {
      'GET /api/admin/orders': () => ({ body: paged([current]) }),
      'PUT /api/orders/ORD0005/pickup': () => {
        current = { ...current, stage: 'Out', actions: ['extend', 'return'], pickedUpAt: PICKED_UP };
        return { body: { message: 'Order ORD0005 picked up', order: current } };
      },
    });
    const { user, dialog } = await open('ORD0005');
    expect(within(dialog).getByText(`Not picked up yet: starts ${formatDay(start)}, in 8 days`)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Mark picked up' }));
    const ask = await findModal('Hand out early?');
    expect(ask).toHaveTextContent(`ORD0005 is booked from ${formatDay(start)} to ${formatDay(end)}. Today is ${formatDay(today)}, 8 days before it starts.`);
    expect(ask).toHaveTextContent(`it is still due back on ${formatDay(end)}`);
    await user.click(within(ask).getByRole('button', { name: 'Not yet' }));
    await modalGone('Hand out early?');
    expect(network.callsTo('PUT', '/api/orders/ORD0005/pickup')).toHaveLength(0);

    await user.click(within(dialog).getByRole('button', { name: 'Mark picked up' }));
    await user.click(within(await findModal('Hand out early?')).getByRole('button', { name: 'Hand out now, 8 days early' }));
    expect(await screen.findByText('Order ORD0005 picked up')).toBeInTheDocument();
    expect(network.callsTo('PUT', '/api/orders/ORD0005/pickup')[0].body).toEqual({ early: true });
    await modalGone('Hand out early?');
    expect(await within(dialog).findByText('Out')).toBeInTheDocument();
  });

  it('when the server still calls a pick-up early (its clock decides), it asks instead of showing an error', async () => {
    const { network } = renderAdmin('/admin/orders', {
      'GET /api/admin/orders': { body: paged([order(6, { status: 'approved', stage: 'approved', actions: ['reject', 'extend', 'pickup'], startingDate: today, endingDate: addDays(today, 2) })]) },
      'PUT /api/orders/ORD0006/pickup': (call) =>
        (call.body as { early?: boolean } | undefined)?.early
          ? { body: { message: 'Order ORD0006 picked up', order: order(6, { status: 'approved', stage: 'Out', actions: ['extend', 'return'], pickedUpAt: PICKED_UP }) } }
          : { status: 409, body: { error: 'ORD0006 starts on … confirm an early pick-up (early: true)', statusCode: 409, early: true, startingDate: today, daysEarly: 1 } },
    });
    const { user, dialog } = await open('ORD0006');
    await user.click(within(dialog).getByRole('button', { name: 'Mark picked up' }));
    const ask = await findModal('Hand out early?');
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
    await user.click(within(ask).getByRole('button', { name: /^Hand out now/ }));
    expect(await screen.findByText('Order ORD0006 picked up')).toBeInTheDocument();
    expect(network.callsTo('PUT', '/api/orders/ORD0006/pickup').map((call) => call.body ?? null)).toEqual([null, { early: true }]);
  });

  it('a return lists the units out with a tick each (or a scan), and is recorded only once all are checked', async () => {
    let current: Order = order(9, {
      status: 'approved',
      stage: 'Out',
      actions: ['extend', 'return'],
      pickedUpAt: PICKED_UP,
      orderedItems: [
        { product: { key: 'LGT-5', name: 'Moving head', image: '', price: 1000 }, quantity: 2, breakdown: '2 days', amount: 4000, deposit: 0 },
        { product: { key: 'CBL-1', name: 'DMX cable', image: '', price: 50 }, quantity: 4, breakdown: '2 days', amount: 400, deposit: 0 },
      ],
    });
    const { network } = renderAdmin('/admin/orders', {
      'GET /api/admin/orders': () => ({ body: paged([current]) }),
      'GET /api/orders/ORD0009/units': {
        body: {
          orderId: 'ORD0009',
          complete: true,
          lines: [
            {
              lineKey: 'LGT-5',
              key: 'LGT-5',
              name: 'Moving head',
              needed: 2,
              untracked: 0,
              units: [
                { tag: 'LGT-5-01', returnedAt: null, lateDays: 0 },
                { tag: 'LGT-5-02', returnedAt: null, lateDays: 0 },
              ],
            },
          ],
        },
      },
      'PUT /api/orders/ORD0009/return': () => {
        current = { ...current, stage: 'Returned', actions: [], returnedAt: PICKED_UP };
        return { body: { message: 'Order ORD0009 returned', order: current } };
      },
    });
    const { user, dialog } = await open('ORD0009');
    // Nothing is recorded by the first click.
    await user.click(within(dialog).getByRole('button', { name: 'Record return…' }));
    const returning = await findModal('Return of ORD0009');
    expect(network.callsTo('PUT', '/api/orders/ORD0009/return')).toHaveLength(0);
    const boxes = await within(returning).findAllByRole('checkbox');
    expect(boxes.map((box) => box.closest('label')!.textContent)).toEqual(['LGT-5-01: Moving head', 'LGT-5-02: Moving head', '4 × DMX cable']);
    const confirm = within(returning).getByRole('button', { name: 'Confirm return' });
    expect(confirm).toBeDisabled();

    // A scanner types the tag and presses Enter: that unit is ticked; a tag not on the order is named.
    const scan = within(returning).getByLabelText('Scan a tag that is back');
    await user.type(scan, 'lgt-5-02{Enter}');
    expect(within(returning).getByRole('checkbox', { name: 'LGT-5-02: Moving head' })).toBeChecked();
    await user.type(scan, 'LGT-9-01{Enter}');
    expect(within(returning).getByText('LGT-9-01 is not out with ORD0009')).toBeInTheDocument();
    await user.click(within(returning).getByRole('checkbox', { name: 'LGT-5-01: Moving head' }));
    expect(within(returning).getByText('2 of 3 checked')).toBeInTheDocument();
    expect(confirm).toBeDisabled();
    await user.click(within(returning).getByRole('checkbox', { name: '4 × DMX cable' }));
    expect(confirm).toBeEnabled();

    await user.click(confirm);
    expect(await screen.findByText('Order ORD0009 returned')).toBeInTheDocument();
    expect(network.callsTo('PUT', '/api/orders/ORD0009/return')).toHaveLength(1);
    await modalGone('Return of ORD0009');
    await waitFor(() => expect(within(dialog).getByText('Returned', { selector: '.admin-tag' })).toBeInTheDocument());
    expect(within(dialog).queryByRole('button', { name: 'Record return…' })).not.toBeInTheDocument();
  });
});

describe("the renter's ID document in the order dialog", () => {
  it('says it was received, opens it from the API and deletes it', async () => {
    URL.createObjectURL = jest.fn(() => 'blob:id-document');
    const opened = jest.spyOn(window, 'open').mockImplementation(() => null);
    const { network } = renderAdmin('/admin/orders', {
      'GET /api/admin/orders': { body: paged([order(11, { idDocument: { required: true, received: true, receivedAt: '2026-12-01T10:00:00.000Z' } }), order(12, { idDocument: { required: true, received: false, receivedAt: null } })]) },
      'GET /api/orders/ORD0011/id-document': { body: 'file' },
      'DELETE /api/orders/ORD0011/id-document': { body: { message: 'ID document of ORD0011 deleted' } },
    });
    const { user, dialog } = await open('ORD0011');
    expect(dialog).toHaveTextContent('ID document');
    expect(within(dialog).getByText('Received')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'View ID document of ORD0011' }));
    await waitFor(() => expect(opened).toHaveBeenCalledWith('blob:id-document', '_blank', 'noopener'));
    await user.click(within(dialog).getByRole('button', { name: 'Delete ID document of ORD0011' }));
    await waitFor(() => expect(network.callsTo('DELETE', '/api/orders/ORD0011/id-document')).toHaveLength(1));
    expect(await within(dialog).findByText('Asked for, not received')).toBeInTheDocument();
    opened.mockRestore();
  });
});
