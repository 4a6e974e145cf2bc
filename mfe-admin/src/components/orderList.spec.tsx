import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { formatMoney } from '@rental/money-days/money';
import { order, paged, renderAdmin } from '../test/renderAdmin';

// The orders list names the customer (name, phone, e-mail),
// and on a phone the list and the order dialog's lines are cards, every figure under its column's
// name (adminStyles.ts draws them below 768 px; here, the markup those rules need).
jest.setTimeout(120_000);

const NIMAL = { customerName: 'Nimal Perera', customerPhone: '077 123 4567', email: 'nimal.perera@example.com' };
const list = () => ({
  'GET /api/admin/orders': {
    body: paged([
      { ...order(1, { totalAmount: 10350 }), ...NIMAL },
      // An order whose account is gone: the e-mail alone.
      { ...order(2), email: 'gone@example.com', customerName: null, customerPhone: null },
    ]),
  },
});
const rowOf = async (orderId: string) => (await screen.findByText(orderId, {}, { timeout: 30_000 })).closest('tr') as HTMLElement;

describe('orders list: the customer, and cards on a phone', () => {
  it("shows the customer's name, phone (to call) and e-mail; only the e-mail when the account is gone", async () => {
    renderAdmin('/admin/orders', list());
    const row = await rowOf('ORD0001');
    const customer = within(row).getByText('Nimal Perera').closest('td') as HTMLElement;
    expect(within(customer).getByRole('link', { name: '077 123 4567' })).toHaveAttribute('href', 'tel:0771234567');
    expect(customer).toHaveTextContent('nimal.perera@example.com');

    const gone = await rowOf('ORD0002');
    const cell = within(gone).getByText('gone@example.com').closest('td') as HTMLElement;
    expect(cell.textContent).toBe('gone@example.com');
    expect(within(cell).queryByRole('link')).not.toBeInTheDocument();
  });

  it('calling the customer does not open the order', async () => {
    renderAdmin('/admin/orders', list());
    const row = await rowOf('ORD0001');
    await userEvent.setup().click(within(row).getByRole('link', { name: '077 123 4567' }));
    expect(screen.queryByRole('dialog', { name: 'Order ORD0001' })).not.toBeInTheDocument();
  });

  it('labels every cell with its column, for the cards a phone shows', async () => {
    renderAdmin('/admin/orders', list());
    const row = await rowOf('ORD0001');
    expect(row.closest('.admin-table')).toHaveClass('admin-table--cards');
    const labelled = Object.fromEntries([...row.querySelectorAll('td')].map((td) => [td.getAttribute('data-label'), td.textContent]));
    expect(labelled).toMatchObject({
      Order: 'ORD0001',
      Customer: expect.stringContaining('Nimal Perera'),
      Dates: expect.stringContaining('–'),
      Total: formatMoney(10350),
      'Approval Status': 'Pending',
    });
    // Only the sortable headers stay (as buttons) above the cards.
    const plain = [...screen.getByRole('table', { name: 'Orders' }).querySelectorAll('th.admin-table__head--plain')].map((th) => th.textContent);
    expect(plain).toEqual(['Customer', 'Days', 'Approval Status', 'Details']);
  });

  it("the order dialog names the customer and labels each line's figures", async () => {
    renderAdmin('/admin/orders', list());
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Open order ORD0001' }, { timeout: 30_000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Order ORD0001' });
    expect(within(dialog).getByText('Nimal Perera')).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: '077 123 4567' })).toHaveAttribute('href', 'tel:0771234567');

    const lines = within(dialog).getByRole('table', { name: 'Ordered items' });
    const headers = within(lines).getAllByRole('columnheader').map((th) => th.textContent);
    for (const line of within(lines).getAllByRole('row').slice(1)) {
      expect([...line.querySelectorAll('td')].map((td) => td.getAttribute('data-label'))).toEqual(headers);
    }
    const [line] = within(lines).getAllByRole('row').slice(1);
    expect(line.querySelector('td[data-label="Charged as"]')?.textContent).toBe('2 days');
    expect(line.querySelector('td[data-label="Amount"]')?.textContent).toBe(formatMoney(3000));
  });
});
