import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fill, mockUploads, photo, product, renderAdmin } from '../test/renderAdmin';

// Whole form journeys: slow in jsdom on a busy machine.
jest.setTimeout(120_000); // antd forms in jsdom on a cold jest cache take over a minute on a 2-core CI machine

const item = product('SPK-1', { image: ['http://cdn.test/a.png', 'http://cdn.test/b.png'], priceCategory: undefined as never, price: 1500, stock: 4 });

describe('EditItemPage', () => {
  it('edits the item from navigation state: key read-only, priceCategory standard by default, images kept, removed and added', async () => {
    mockUploads();
    const { network } = renderAdmin(
      '/admin/items/edit?key=SPK-1',
      {
        'POST /api/uploads/presign': { body: { uploadUrl: 'http://storage.test/put/9', publicUrl: 'http://storage.test/products/9.png' } },
        'PUT /api/products/SPK-1': { body: { message: 'Product updated', product: item } },
        'GET /api/products': { body: [item] },
      },
      { state: item },
    );
    const user = userEvent.setup();
    const key = await screen.findByLabelText('Product key');
    expect(key).toHaveValue('SPK-1');
    expect(key).toBeDisabled();
    expect(screen.getByTitle('Standard')).toBeInTheDocument();
    expect(network.callsTo('GET', '/api/products/SPK-1')).toHaveLength(0);

    const images = screen.getByRole('list', { name: 'Images' });
    expect(within(images).getAllByAltText(/^Image \d+$/).map((img) => img.getAttribute('src'))).toEqual(['http://cdn.test/a.png', 'http://cdn.test/b.png']);
    await user.click(within(images).getByRole('button', { name: 'Remove image 1' }));
    await user.upload(screen.getByLabelText('Add images'), photo());
    await waitFor(() => expect(within(images).queryAllByRole('progressbar')).toHaveLength(0));
    await fill(user, screen.getByLabelText('Name'), 'Renamed speaker');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText('Product updated')).toBeInTheDocument();
    expect(network.callsTo('PUT', '/api/products/SPK-1')[0].body).toEqual({
      name: 'Renamed speaker',
      price: 1500,
      oldPrice: null,
      weekendPrice: null,
      weekPrice: null,
      deposit: null,
      category: 'audio',
      priceCategory: 'standard',
      dimensions: '40 x 40 x 60 cm',
      description: 'The SPK-1 speaker',
      image: ['http://cdn.test/b.png', 'http://storage.test/products/9.png'],
      availability: true,
      stock: 4,
      turnaroundHours: 0,
    });
    expect(await screen.findByRole('heading', { name: 'Items' })).toBeInTheDocument();
  });

  it('shows the stock and saves a changed one; a stock out of range is refused before sending', async () => {
    const { network } = renderAdmin(
      '/admin/items/edit',
      { 'PUT /api/products/SPK-1': { body: { message: 'Product updated', product: { ...item, stock: 0 } } }, 'GET /api/products': { body: [item] } },
      { state: item },
    );
    const user = userEvent.setup();
    const stock = await screen.findByLabelText('Stock');
    expect(stock).toHaveValue('4');
    await fill(user, stock, '10000');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Stock must be a whole number from 0 to 9999')).toBeInTheDocument();
    expect(network.callsTo('PUT', '/api/products/SPK-1')).toHaveLength(0);
    await fill(user, stock, '0');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Product updated')).toBeInTheDocument();
    expect(network.callsTo('PUT', '/api/products/SPK-1')[0].body).toMatchObject({ stock: 0, availability: true });
  });

  it('a product with tracked units: the stock is read live (it changes with them), stays editable down to the units in service, and is sent', async () => {
    const { network } = renderAdmin(
      '/admin/items/edit',
      {
        'PUT /api/products/SPK-1': { body: { message: 'Product updated', product: item } },
        'GET /api/products/SPK-1': { body: { ...item, stock: 6 } },
        'GET /api/products/SPK-1/units': {
          body: ['01', '02'].map((n) => ({ tag: `SPK-1-${n}`, status: 'available', productKey: 'SPK-1', productName: 'Speaker SPK-1', orderId: null, repairReason: null, repairBackOn: null })),
        },
      },
      { state: item },
    );
    const user = userEvent.setup();
    const stock = await screen.findByLabelText('Stock');
    // The navigation state said 4; the server says 6 now.
    await waitFor(() => expect(stock).toHaveValue('6'));
    expect(stock).toBeEnabled();
    expect(screen.getByText('Units the shop owns: 2 tagged (see Units below), the rest counted without tags')).toBeInTheDocument();
    expect(await screen.findByText('Stock 6: 2 tagged, 4 still counted without tags until they have units.')).toBeInTheDocument();
    await fill(user, stock, '1');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Stock cannot be below its 2 tagged units; retire units to go lower')).toBeInTheDocument();
    expect(network.callsTo('PUT', '/api/products/SPK-1')).toHaveLength(0);
    await fill(user, stock, '5');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Product updated')).toBeInTheDocument();
    expect(network.callsTo('PUT', '/api/products/SPK-1')[0].body).toMatchObject({ stock: 5 });
  });

  it("shows the server's refusal of a stock lower than its bookings hold, naming them", async () => {
    const error = '4 units of Speaker SPK-1 are booked from 2026-12-04 to 2026-12-06 by ORD0012: lowering the stock to 3 would leave 3. Send force: true to do it anyway and rearrange those bookings.';
    renderAdmin('/admin/items/edit', { 'PUT /api/products/SPK-1': { status: 409, body: { error, statusCode: 409, bookings: ['ORD0012'], from: '2026-12-04', to: '2026-12-06' } } }, { state: item });
    const user = userEvent.setup();
    await fill(user, await screen.findByLabelText('Stock'), '3');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    // Readably: what is short, the bookings as links, and a choice; not the API's instruction to its clients.
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Bookings need this stock');
    expect(alert).toHaveTextContent('4 units of Speaker SPK-1 are booked from 2026-12-04 to 2026-12-06 by ORD0012: lowering the stock to 3 would leave 3.');
    expect(alert).not.toHaveTextContent('force: true');
    expect(screen.queryByText(error)).not.toBeInTheDocument();
    expect(within(alert).getByRole('link', { name: 'ORD0012' })).toHaveAttribute('href', '/admin/orders?order=ORD0012');
    expect(within(alert).getByRole('button', { name: 'Lower it anyway' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Edit item' })).toBeInTheDocument();
  });

  it('lowers the stock anyway once staff choose to, sending the same change with force: true', async () => {
    const error = '4 units of Speaker SPK-1 are booked on 2026-12-04 by ORD0012: lowering the stock to 3 would leave 3. Send force: true to do it anyway and rearrange those bookings.';
    const { network } = renderAdmin(
      '/admin/items/edit',
      {
        'PUT /api/products/SPK-1': (call) =>
          (call.body as { force?: boolean }).force
            ? { body: { message: 'Product updated', product: { ...item, stock: 3 } } }
            : { status: 409, body: { error, statusCode: 409, summary: error.replace(/ Send force.*$/, ''), bookings: ['ORD0012'], from: '2026-12-04', to: '2026-12-04' } },
        'GET /api/products': { body: [item] },
      },
      { state: item },
    );
    const user = userEvent.setup();
    await fill(user, await screen.findByLabelText('Stock'), '3');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await user.click(within(await screen.findByRole('alert')).getByRole('button', { name: 'Lower it anyway' }));
    expect(await screen.findByText('Product updated')).toBeInTheDocument();
    const calls = network.callsTo('PUT', '/api/products/SPK-1');
    expect(calls).toHaveLength(2);
    expect(calls[1].body).toMatchObject({ stock: 3, force: true });
  });

  it("has no client validation for spec §5's fields: the server's error is shown", async () => {
    const { network } = renderAdmin(
      '/admin/items/edit',
      { 'PUT /api/products/SPK-1': { status: 400, body: { error: 'Product name is required', statusCode: 400 } } },
      { state: item },
    );
    const user = userEvent.setup();
    await user.clear(await screen.findByLabelText('Name'));
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Product name is required')).toBeInTheDocument();
    expect(network.callsTo('PUT', '/api/products/SPK-1')[0].body).toMatchObject({ name: '' });
  });

  it('a cleared price goes as null and a price that is not a number as typed, so the server refuses them instead of saving 0 or clearing the old price', async () => {
    const { network } = renderAdmin(
      '/admin/items/edit',
      { 'PUT /api/products/SPK-1': { status: 400, body: { error: 'Price is required; Price must be a valid number', statusCode: 400 } } },
      { state: { ...item, oldPrice: 1800 } },
    );
    const user = userEvent.setup();
    await user.clear(await screen.findByLabelText('Price per day (Rs)'));
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Price is required; Price must be a valid number')).toBeInTheDocument();
    expect(network.callsTo('PUT', '/api/products/SPK-1')[0].body).toMatchObject({ price: null, oldPrice: 1800 });
    await fill(user, screen.getByLabelText('Price per day (Rs)'), '12,00');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(network.callsTo('PUT', '/api/products/SPK-1')).toHaveLength(2));
    expect(network.callsTo('PUT', '/api/products/SPK-1')[1].body).toMatchObject({ price: '12,00' });
  });

  it('flags an old price, weekend price or deposit the API would refuse at the field, and sends nothing', async () => {
    const { network } = renderAdmin('/admin/items/edit', {}, { state: { ...item, oldPrice: 1800 } });
    const user = userEvent.setup();
    await fill(user, await screen.findByLabelText('Old price (Rs)'), '12,00');
    await fill(user, screen.getByLabelText('Weekend price (Rs)'), '-5');
    await fill(user, screen.getByLabelText('Deposit per unit (Rs)'), '-1');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Enter the old price as a number of rupees, e.g. 1500 or 1500.50')).toBeInTheDocument();
    expect(screen.getByText("The weekend price can't be negative")).toBeInTheDocument();
    expect(screen.getByText("The deposit can't be negative")).toBeInTheDocument();
    expect(network.callsTo('PUT', '/api/products/SPK-1')).toHaveLength(0);
  });

  it('opened directly without state, it loads the item by the key in the URL', async () => {
    const { network } = renderAdmin('/admin/items/edit?key=SPK-1', { 'GET /api/products/SPK-1': { body: { ...item, availability: false } } });
    expect(await screen.findByLabelText('Name')).toHaveValue('Speaker SPK-1');
    expect(screen.getByRole('switch', { name: 'Available for rent' })).not.toBeChecked();
    expect(network.callsTo('GET', '/api/products/SPK-1')[0].headers.get('Authorization')).toBe('Bearer tok-admin');
  });

  it('opened without state or key, or with an unknown key, it returns to the list', async () => {
    renderAdmin('/admin/items/edit', { 'GET /api/products': { body: [] } });
    expect(await screen.findByRole('heading', { name: 'Items' })).toBeInTheDocument();
  });

  it('with an unknown key it returns to the list', async () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderAdmin('/admin/items/edit?key=NOPE', { 'GET /api/products': { body: [] } });
    expect(await screen.findByRole('heading', { name: 'Items' })).toBeInTheDocument();
    log.mockRestore();
  });

  it("shows the item's History from the audit trail: who changed which fields, before and after", async () => {
    const { network } = renderAdmin(
      '/admin/items/edit?key=SPK-1',
      {
        'GET /api/admin/audit': {
          body: {
            data: [
              { _id: '2', at: '2026-11-21T10:00:00.000Z', actor: 'admin@example.com', entityType: 'product', entityId: 'SPK-1', action: 'updated', before: { price: 1200 }, after: { price: 1500 } },
              { _id: '1', at: '2026-11-20T10:00:00.000Z', actor: 'admin@example.com', entityType: 'product', entityId: 'SPK-1', action: 'created', before: null, after: { name: 'Speaker' } },
            ],
            pagination: { page: 1, limit: 20, total: 2, totalPages: 1 },
          },
        },
      },
      { state: item },
    );
    const history = await screen.findByRole('region', { name: 'History' });
    expect(await within(history).findByText('Updated')).toBeInTheDocument();
    expect(within(history).getByText('Price per day')).toBeInTheDocument();
    expect(within(history).getByText('Rs 1,200.00').tagName).toBe('DEL');
    expect(within(history).getByText('Rs 1,500.00').tagName).toBe('INS');
    expect(within(history).getByText('Created')).toBeInTheDocument();
    const asked = new URL(network.callsTo('GET', '/api/admin/audit')[0].url).searchParams;
    expect([asked.get('entityType'), asked.get('entityId')]).toEqual(['product', 'SPK-1']);
  });
});
