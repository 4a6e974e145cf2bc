import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { order, paged, renderAdmin } from '../test/renderAdmin';

// Who handles an order's pick-up and return (their calendar feed lists it).
jest.setTimeout(120_000);

const HANDLERS = [
  { id: 2, name: 'Sam Staff', role: 'staff' },
  { id: 1, name: 'Ada Admin', role: 'admin' },
];

const open = async (orderId: string) => {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: `Open order ${orderId}` }, { timeout: 30_000 }));
  return { user, dialog: await screen.findByRole('dialog', { name: `Order ${orderId}` }) };
};

describe('the order dialog: handled by', () => {
  it('shows nobody in particular, then the one chosen, as the server answers', async () => {
    let current = order(1);
    const { network } = renderAdmin('/admin/orders', {
      'GET /api/admin/orders': () => ({ body: paged([current]) }),
      'GET /api/orders/handlers': { body: HANDLERS },
      'GET /api/orders/ORD0001/notes': { body: [] },
      'PUT /api/orders/ORD0001/handler': (call) => {
        const { userId } = call.body as { userId: number | null };
        current = { ...current, handledBy: userId ? { id: userId, name: HANDLERS.find((h) => h.id === userId)!.name } : null };
        return { body: { message: `ORD0001 is handled by ${current.handledBy?.name}`, order: current } };
      },
    });
    const { user, dialog } = await open('ORD0001');
    const picker = within(dialog).getByRole('combobox', { name: 'Handled by' });
    expect(within(dialog).getByText('Nobody in particular')).toBeInTheDocument();
    await user.click(picker);
    await user.click(await screen.findByText('Sam Staff', { selector: '.ant-select-item-option-content' }));
    await waitFor(() => expect(network.callsTo('PUT', '/api/orders/ORD0001/handler')).toHaveLength(1));
    expect(network.callsTo('PUT', '/api/orders/ORD0001/handler')[0].body).toEqual({ userId: 2 });
    await waitFor(() => expect(picker.closest('.ant-select')!.textContent).toBe('Sam Staff'));
  });

  it("shows the server's refusal", async () => {
    renderAdmin('/admin/orders', {
      'GET /api/admin/orders': { body: paged([order(1, { handledBy: { id: 9, name: 'Former Staff' } })]) },
      'GET /api/orders/handlers': { body: HANDLERS },
      'GET /api/orders/ORD0001/notes': { body: [] },
      'PUT /api/orders/ORD0001/handler': { status: 400, body: { error: 'Choose a member of staff or an admin who can sign in to handle the order', statusCode: 400 } },
    });
    const { user, dialog } = await open('ORD0001');
    // Someone who can no longer sign in still shows by the name the order keeps.
    expect(within(dialog).getByText('Former Staff')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('combobox', { name: 'Handled by' }));
    await user.click(await screen.findByText('Ada Admin (admin)', { selector: '.ant-select-item-option-content' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Choose a member of staff or an admin who can sign in to handle the order');
  });
});
