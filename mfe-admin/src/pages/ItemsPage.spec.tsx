import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { paged, product, renderAdmin } from '../test/renderAdmin';

// Whole form journeys: slow in jsdom on a busy machine.
jest.setTimeout(120_000); // antd forms in jsdom on a cold jest cache take over a minute on a 2-core CI machine

const rowsOf = (table: HTMLElement) => within(table).getAllByRole('row').slice(1);

describe('ItemsPage', () => {
  it('shows a spinner until the items load, then spec §2 table', async () => {
    let answer: (value?: unknown) => void = () => undefined;
    renderAdmin('/admin/items', {
      'GET /api/admin/products': {
        body: paged([product('SPK-1', { price: 1500, stock: 3 }), product('LGT-2', { name: 'Moving head', price: 1234.5, category: 'lights', availability: false, dimensions: '30 x 30 x 50 cm', stock: 0 })]),
        delay: new Promise((resolve) => (answer = resolve)),
      },
    });
    expect(await screen.findByRole('status', { name: 'Loading items' })).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    answer();
    const table = await screen.findByRole('table');
    expect(screen.queryByRole('status', { name: 'Loading items' })).not.toBeInTheDocument();
    expect(within(table).getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['Key', 'Name', 'Price', 'Category', 'Dimensions', 'Stock', 'Availability', 'Actions']);
    const [first, second] = rowsOf(table);
    expect(within(first).getAllByRole('cell').map((td) => td.textContent)).toEqual(['SPK-1', 'Speaker SPK-1', 'Rs 1,500.00', 'audio', '40 x 40 x 60 cm', '3', 'Available', 'EditDelete']);
    expect(within(second).getByText('Rs 1,234.50')).toBeInTheDocument();
    // No units owned is a figure, not a blank; Availability stays the separate on/off switch.
    expect(within(second).getAllByRole('cell')[5]).toHaveTextContent(/^0$/);
    expect(within(first).getByText('Available')).toHaveClass('admin-tag admin-tag--green');
    expect(within(second).getByText('Not Available')).toHaveClass('admin-tag admin-tag--red');
    // Alternating shade.
    expect(first).not.toHaveClass('admin-row-shaded');
    expect(second).toHaveClass('admin-row-shaded');
  });

  it('Edit navigates to /admin/items/edit with the whole item as navigation state', async () => {
    const item = product('SPK-1', { oldPrice: 1800, priceCategory: 'discounted' });
    renderAdmin('/admin/items', { 'GET /api/admin/products': { body: paged([item]) } });
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Edit Speaker SPK-1' }));
    // The edit screen (inside the admin remote) received the item without asking the API.
    expect(await screen.findByRole('heading', { name: 'Edit item' })).toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveValue('Speaker SPK-1');
    expect(screen.getByLabelText('Product key')).toHaveValue('SPK-1');
  });

  it("Delete asks 'Are you sure you want to delete this item?', deletes, removes the row and reloads", async () => {
    let products = [product('SPK-1'), product('SPK-2')];
    const { network } = renderAdmin('/admin/items', {
      'GET /api/admin/products': () => ({ body: paged(products) }),
      'DELETE /api/products/SPK-1': () => {
        products = products.filter((p) => p.key !== 'SPK-1');
        return { body: { message: 'Product deleted' } };
      },
    });
    const info = jest.spyOn(console, 'info').mockImplementation(() => undefined);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Delete Speaker SPK-1' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Are you sure you want to delete this item?');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(network.callsTo('DELETE', '/api/products/SPK-1')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Delete Speaker SPK-1' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByText('Speaker SPK-1')).not.toBeInTheDocument());
    expect(network.callsTo('DELETE', '/api/products/SPK-1')).toHaveLength(1);
    expect(network.callsTo('DELETE', '/api/products/SPK-1')[0].headers.get('Authorization')).toBe('Bearer tok-admin');
    await waitFor(() => expect(network.callsTo('GET', '/api/admin/products')).toHaveLength(2));
    expect(info).toHaveBeenCalledWith({ message: 'Product deleted' });
    expect(screen.getByText('Speaker SPK-2')).toBeInTheDocument();
    info.mockRestore();
  });

  it('a failed delete is only logged and the row stays', async () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderAdmin('/admin/items', {
      'GET /api/admin/products': { body: paged([product('SPK-1')]) },
      'DELETE /api/products/SPK-1': { status: 500, body: { error: 'Database down', statusCode: 500 } },
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Delete Speaker SPK-1' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(log).toHaveBeenCalledWith('Failed to delete item', expect.objectContaining({ status: 500 })));
    expect(screen.getByText('Speaker SPK-1')).toBeInTheDocument();
    expect(screen.queryByText('Database down')).not.toBeInTheDocument();
    log.mockRestore();
  });

  it('the floating add button links to /admin/items/add', async () => {
    renderAdmin('/admin/items', { 'GET /api/admin/products': { body: paged([]) } });
    const add = await screen.findByRole('link', { name: 'Add item' });
    expect(add).toHaveAttribute('href', '/admin/items/add');
    await userEvent.setup().click(add);
    expect(await screen.findByRole('heading', { name: 'Add item' })).toBeInTheDocument();
  });

  it('a failed load is only logged', async () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderAdmin('/admin/items', { 'GET /api/admin/products': { status: 500, body: { error: 'Database down', statusCode: 500 } } });
    await waitFor(() => expect(log).toHaveBeenCalledWith('Failed to load items', expect.objectContaining({ status: 500 })));
    expect(screen.queryByText('Database down')).not.toBeInTheDocument();
    log.mockRestore();
  });

  it('asks the server for the filters, sort and page in the URL, and shows its totals', async () => {
    const { network } = renderAdmin('/admin/items?q=yamaha&category=lights&availability=false&sort=price&dir=desc&page=3', {
      'GET /api/admin/products': { body: paged([product('gen-00042')], { total: 41, page: 3 }) },
    });
    expect(await screen.findByText('gen-00042')).toBeInTheDocument();
    const asked = new URL(network.callsTo('GET', '/api/admin/products')[0].url).searchParams;
    expect(Object.fromEntries(asked)).toEqual({ q: 'yamaha', category: 'lights', availability: 'false', page: '3', limit: '20', sort: 'price', order: 'desc' });
    expect(screen.getByText('41 items')).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: /Price/ })).toHaveAttribute('aria-sort', 'descending');
  });

  it('the default column (Key, A to Z) cycles: Z to A, then back to A to Z', async () => {
    const { network } = renderAdmin('/admin/items', { 'GET /api/admin/products': { body: paged([product('SPK-1')], { total: 30 }) } });
    await screen.findByText('SPK-1');
    const user = userEvent.setup();
    const asked = (n: number) => {
      const params = new URL(network.callsTo('GET', '/api/admin/products')[n].url).searchParams;
      return [params.get('sort'), params.get('order')];
    };
    expect(asked(0)).toEqual(['key', 'asc']);
    await user.click(screen.getByRole('button', { name: 'Key' }));
    await waitFor(() => expect(network.callsTo('GET', '/api/admin/products')).toHaveLength(2));
    expect(asked(1)).toEqual(['key', 'desc']);
    expect(screen.getByRole('columnheader', { name: 'Key' })).toHaveAttribute('aria-sort', 'descending');
    await user.click(screen.getByRole('button', { name: 'Key' }));
    // Back to the default order: the list's first response, from the cache.
    await waitFor(() => expect(screen.getByRole('columnheader', { name: 'Key' })).toHaveAttribute('aria-sort', 'ascending'));
  });

  it('sorting by a column changes the URL and asks again from page 1', async () => {
    const { network } = renderAdmin('/admin/items?page=2', { 'GET /api/admin/products': { body: paged([product('SPK-1')], { total: 30, page: 2 }) } });
    await screen.findByText('SPK-1');
    await userEvent.setup().click(within(screen.getByRole('columnheader', { name: /Name/ })).getByRole('button'));
    await waitFor(() => expect(network.callsTo('GET', '/api/admin/products')).toHaveLength(2));
    const asked = new URL(network.callsTo('GET', '/api/admin/products')[1].url).searchParams;
    expect([asked.get('sort'), asked.get('order'), asked.get('page')]).toEqual(['name', 'asc', '1']);
  });
});
