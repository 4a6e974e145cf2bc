import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { order, paged, renderAdmin } from '../test/renderAdmin';

// Notes on an order, and waiving or changing a late fee with a reason.
jest.setTimeout(120_000);

const RETURNED = '2026-12-04T10:00:00.000Z';
const open = async (orderId: string) => {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: `Open order ${orderId}` }, { timeout: 30_000 }));
  return { user, dialog: await screen.findByRole('dialog', { name: `Order ${orderId}` }) };
};

describe('the order dialog: notes', () => {
  it('lists the notes with author and time, and adds one', async () => {
    const notes = [{ _id: '1', text: 'Customer called: pick-up at 10:00', author: 'Sam Staff', authorEmail: 'sam@test.local', at: '2026-11-30T09:15:00.000Z' }];
    const { network } = renderAdmin('/admin/orders', {
      'GET /api/admin/orders': { body: paged([order(1)]) },
      'GET /api/orders/ORD0001/notes': () => ({ body: notes }),
      'POST /api/orders/ORD0001/notes': (call) => {
        const note = { _id: '2', text: (call.body as { text: string }).text, author: 'Ada Admin', authorEmail: 'admin@test.local', at: '2026-11-30T10:00:00.000Z' };
        notes.push(note);
        return { status: 201, body: { message: 'Note added to ORD0001', note } };
      },
    });
    const { user, dialog } = await open('ORD0001');
    const section = await within(dialog).findByRole('region', { name: 'Notes' });
    expect(await within(section).findByText('Customer called: pick-up at 10:00')).toBeInTheDocument();
    expect(within(section).getByText('Sam Staff')).toBeInTheDocument();
    expect(section.querySelector('time')?.getAttribute('dateTime')).toBe('2026-11-30T09:15:00.000Z');

    const add = within(section).getByRole('button', { name: 'Add note' });
    expect(add).toBeDisabled();
    await user.type(within(section).getByLabelText('Add a note'), '  Scratch on the left speaker  ');
    await user.click(add);
    expect(await within(section).findByText('Scratch on the left speaker')).toBeInTheDocument();
    expect(network.callsTo('POST', '/api/orders/ORD0001/notes')[0].body).toEqual({ text: 'Scratch on the left speaker' });
    expect(within(section).getByLabelText('Add a note')).toHaveValue('');
  });

  it("shows the server's error when a note is refused", async () => {
    renderAdmin('/admin/orders', {
      'GET /api/admin/orders': { body: paged([order(1)]) },
      'GET /api/orders/ORD0001/notes': { body: [] },
      'POST /api/orders/ORD0001/notes': { status: 400, body: { error: 'text must be at most 2000 characters', statusCode: 400 } },
    });
    const { user, dialog } = await open('ORD0001');
    const section = await within(dialog).findByRole('region', { name: 'Notes' });
    expect(await within(section).findByText('No notes yet.')).toBeInTheDocument();
    await user.type(within(section).getByLabelText('Add a note'), 'Hello');
    await user.click(within(section).getByRole('button', { name: 'Add note' }));
    expect(await within(section).findByText('text must be at most 2000 characters')).toBeInTheDocument();
  });
});

describe('the order dialog: late fee', () => {
  const returned = order(1, { status: 'approved', stage: 'Returned', pickedUpAt: RETURNED, returnedAt: RETURNED, lateDays: 1, lateFee: 1500, subtotal: 3000, totalAmount: 4500, amountDue: 4500, actions: [] });

  it('is offered only once the order is back', async () => {
    renderAdmin('/admin/orders', { 'GET /api/admin/orders': { body: paged([order(2, { status: 'approved', stage: 'approved' })]) }, 'GET /api/orders/ORD0002/notes': { body: [] } });
    const { dialog } = await open('ORD0002');
    await within(dialog).findByRole('region', { name: 'Notes' });
    expect(within(dialog).queryByRole('button', { name: /late fee/i })).not.toBeInTheDocument();
  });

  it('waives it with a required reason, flags a bad amount at the field, and shows the server’s figures', async () => {
    let current = returned;
    const { network } = renderAdmin('/admin/orders', {
      'GET /api/admin/orders': () => ({ body: paged([current]) }),
      'GET /api/orders/ORD0001/notes': { body: [] },
      'PUT /api/orders/ORD0001/late-fee': (call) => {
        const { reason } = call.body as { lateFee: number; reason: string };
        current = { ...returned, lateFee: 0, lateFeeReason: reason, totalAmount: 3000, amountDue: 3000 };
        return { body: { message: 'Late fee of ORD0001 waived', order: current } };
      },
    });
    const { user, dialog } = await open('ORD0001');
    expect(within(dialog).getByText('Late fee (1 day)')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Waive or change late fee…' }));
    const form = within(dialog).getByRole('region', { name: 'Change late fee' });
    const amount = within(form).getByLabelText('New late fee (Rs)');
    const waive = within(form).getByRole('button', { name: 'Waive late fee' });
    // No reason yet: nothing to send.
    expect(waive).toBeDisabled();
    await user.clear(amount);
    await user.type(amount, '-5');
    expect(within(form).getByRole('alert')).toHaveTextContent('Enter rupees, like 250 or 250.50, not below 0');
    await user.clear(amount);
    await user.type(amount, '0');
    await user.type(within(form).getByLabelText('Reason'), 'Van broke down');
    await user.click(within(form).getByRole('button', { name: 'Waive late fee' }));
    await waitFor(() => expect(network.callsTo('PUT', '/api/orders/ORD0001/late-fee')).toHaveLength(1));
    expect(network.callsTo('PUT', '/api/orders/ORD0001/late-fee')[0].body).toEqual({ lateFee: 0, reason: 'Van broke down' });
    expect(await within(dialog).findByText('Late fee waived because')).toBeInTheDocument();
    expect(within(dialog).getByText('Van broke down')).toBeInTheDocument();
    expect(within(dialog).getAllByText('Rs 3,000.00').length).toBeGreaterThan(0);
  });

  it("shows the server's refusal in the form", async () => {
    renderAdmin('/admin/orders', {
      'GET /api/admin/orders': { body: paged([returned]) },
      'GET /api/orders/ORD0001/notes': { body: [] },
      'PUT /api/orders/ORD0001/late-fee': { status: 409, body: { error: 'The late fee of ORD0001 is already Rs 1500.00', statusCode: 409 } },
    });
    const { user, dialog } = await open('ORD0001');
    await user.click(within(dialog).getByRole('button', { name: 'Waive or change late fee…' }));
    const form = within(dialog).getByRole('region', { name: 'Change late fee' });
    await user.clear(within(form).getByLabelText('New late fee (Rs)'));
    await user.type(within(form).getByLabelText('New late fee (Rs)'), '1500');
    await user.type(within(form).getByLabelText('Reason'), 'Same');
    await user.click(within(form).getByRole('button', { name: 'Save late fee' }));
    expect(await within(form).findByText('The late fee of ORD0001 is already Rs 1500.00')).toBeInTheDocument();
  });
});

describe('the order dialog: paperwork', () => {
  it('calls a closed booking\'s PDF what it is, not an invoice', async () => {
    renderAdmin('/admin/orders', {
      'GET /api/admin/orders': { body: paged([order(1, { status: 'Cancelled', stage: 'Cancelled', actions: ['approve'] }), order(2, { status: 'Pending', stage: 'Pending' })]) },
      'GET /api/orders/ORD0001/notes': { body: [] },
      'GET /api/orders/ORD0002/notes': { body: [] },
    });
    const { user, dialog } = await open('ORD0001');
    expect(within(dialog).getByRole('button', { name: 'Download cancelled booking' })).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Download invoice' })).not.toBeInTheDocument();
    await user.click(within(dialog).getAllByRole('button', { name: 'Close' })[0]);
    await user.click(screen.getByRole('button', { name: 'Open order ORD0002' }));
    const pending = await screen.findByRole('dialog', { name: 'Order ORD0002' });
    expect(within(pending).getByRole('button', { name: 'Download booking confirmation' })).toBeInTheDocument();
  });
});
