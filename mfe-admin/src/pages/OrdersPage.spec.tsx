import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { order, renderAdmin } from '../test/renderAdmin';

describe('OrdersPage', () => {
  it("lists every order newest first with an 'Approval Status' column", async () => {
    renderAdmin('/admin/orders', { 'GET /api/orders/': { body: [order(1), order(3, { status: 'approved' }), order(2, { status: 'Rejected' })] } });
    const table = (await screen.findByText('ORD0003')).closest('table') as HTMLElement;
    expect(within(table).getByRole('columnheader', { name: 'Approval Status' })).toBeInTheDocument();
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[0].textContent)).toEqual(['ORD0003', 'ORD0002', 'ORD0001']);
    expect(rows[0]).toHaveTextContent('approved');
    expect(rows[1]).toHaveTextContent('Rejected');
    expect(rows[2]).toHaveTextContent('Pending');
    expect(rows[0]).toHaveTextContent('Rs 9000.00');
  });

  it('the detail dialog shows items, dates, days, total and customer; Approve sets approved and reloads', async () => {
    let status = 'Pending';
    const { network } = renderAdmin('/admin/orders', {
      'GET /api/orders/': () => ({ body: [order(7, { status, days: 3, totalAmount: 12345.5 })] }),
      'PUT /api/orders/status/ORD0007': (call) => {
        status = (call.body as { status: string }).status;
        return { body: { message: `Order ORD0007 is now ${status}`, order: order(7, { status }) } };
      },
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Open order ORD0007' }));
    const dialog = await screen.findByRole('dialog', { name: 'Order ORD0007' });
    for (const text of ['customer7@example.com', '1 Dec 2026', '3 Dec 2026', 'Rs 12345.50', 'Speaker 7', 'SPK-7', 'Rs 5250.00']) {
      expect(within(dialog).getByText(text)).toBeInTheDocument();
    }
    expect(within(dialog).getByText('Days').closest('tr')).toHaveTextContent('3');
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('Order ORD0007 is now approved')).toBeInTheDocument();
    expect(network.callsTo('PUT', '/api/orders/status/ORD0007')[0].body).toEqual({ status: 'approved' });
    await waitFor(() => expect(network.callsTo('GET', '/api/orders/')).toHaveLength(2));
    const row = (await screen.findByText('ORD0007')).closest('tr') as HTMLElement;
    await waitFor(() => expect(row).toHaveTextContent('approved'));
  });

  it("Reject sends 'Rejected'; a failure shows the server's error and still reloads the list", async () => {
    const { network } = renderAdmin('/admin/orders', {
      'GET /api/orders/': { body: [order(5)] },
      'PUT /api/orders/status/ORD0005': { status: 404, body: { error: 'No order has the id ORD0005', statusCode: 404 } },
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Open order ORD0005' }));
    const dialog = await screen.findByRole('dialog', { name: 'Order ORD0005' });
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await screen.findByText('No order has the id ORD0005')).toBeInTheDocument();
    expect(network.callsTo('PUT', '/api/orders/status/ORD0005')[0].body).toEqual({ status: 'Rejected' });
    await waitFor(() => expect(network.callsTo('GET', '/api/orders/')).toHaveLength(2));
  });

  it('a failed list load is only logged', async () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderAdmin('/admin/orders', { 'GET /api/orders/': { status: 500, body: { error: 'Database down', statusCode: 500 } } });
    await waitFor(() => expect(log).toHaveBeenCalledWith('Failed to load orders', expect.objectContaining({ status: 500 })));
    expect(screen.queryByText('Database down')).not.toBeInTheDocument();
    expect(screen.getByText('No orders yet')).toBeInTheDocument();
    log.mockRestore();
  });
});
