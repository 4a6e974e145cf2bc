import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fill, mockUploads, photo, renderAdmin } from '../test/renderAdmin';

// Whole form journeys: slow in jsdom on a busy machine.
jest.setTimeout(120_000); // antd forms in jsdom on a cold jest cache take over a minute on a 2-core CI machine

const presign = (n = { value: 0 }) => () => {
  n.value += 1;
  return { body: { uploadUrl: `http://storage.test/put/${n.value}`, publicUrl: `http://storage.test/products/${n.value}.png` } };
};

async function fillRequired(user: ReturnType<typeof userEvent.setup>) {
  await fill(user, screen.getByLabelText('Product key'), 'JBL-EON615');
  await fill(user, screen.getByLabelText('Name'), 'JBL EON615');
  await fill(user, screen.getByLabelText('Price per day (Rs)'), '2500.5');
  await fill(user, screen.getByLabelText('Dimensions'), '70 x 44 x 36 cm');
  await fill(user, screen.getByLabelText('Description'), 'Powered speaker');
}

describe('AddItemPage', () => {
  it('shows the validation messages of spec §5 and sends nothing', async () => {
    const { network } = renderAdmin('/admin/items/add');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Add Item' }));
    for (const message of ['Product name is required', 'Price is required', 'Dimensions are required', 'Description is required']) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    await fill(user, screen.getByLabelText('Price per day (Rs)'), '-5');
    expect(await screen.findByText('Price must be a valid number')).toBeInTheDocument();
    await fill(user, screen.getByLabelText('Price per day (Rs)'), 'abc');
    expect(await screen.findByText('Price must be a valid number')).toBeInTheDocument();
    expect(network.callsTo('POST', '/api/products')).toHaveLength(0);
  });

  it('names what is wrong at the key, old price and deposit before anything is sent', async () => {
    const { network } = renderAdmin('/admin/items/add');
    const user = userEvent.setup();
    await screen.findByRole('button', { name: 'Add Item' });
    await fillRequired(user);
    await fill(user, screen.getByLabelText('Product key'), 'bad key!');
    await fill(user, screen.getByLabelText('Old price (Rs)'), 'abc');
    await fill(user, screen.getByLabelText('Deposit per unit (Rs)'), '-1');
    await fill(user, screen.getByLabelText('Week price (Rs)'), '12.345');
    await user.click(screen.getByRole('button', { name: 'Add Item' }));
    expect(await screen.findByText('Use letters, digits, dashes and underscores only (up to 64), e.g. JBL-EON615')).toBeInTheDocument();
    expect(screen.getByText('Enter the old price as a number of rupees, e.g. 1500 or 1500.50')).toBeInTheDocument();
    expect(screen.getByText("The deposit can't be negative")).toBeInTheDocument();
    expect(screen.getByText('The week price can have at most 2 decimals')).toBeInTheDocument();
    await fill(user, screen.getByLabelText('Old price (Rs)'), '-5');
    expect(await screen.findByText("The old price can't be negative")).toBeInTheDocument();
    expect(screen.queryByText('Price must be a valid number')).toBeNull();
    expect(network.callsTo('POST', '/api/products')).toHaveLength(0);

    await fill(user, screen.getByLabelText('Product key'), 'JBL_EON-615');
    await fill(user, screen.getByLabelText('Old price (Rs)'), '3000');
    await fill(user, screen.getByLabelText('Deposit per unit (Rs)'), '0');
    await fill(user, screen.getByLabelText('Week price (Rs)'), '12000.50');
    // Each field is checked again as it changes: wait for all of them, not only the old price.
    await waitFor(() => expect(screen.queryByText(/Use letters|can't be negative|at most 2 decimals/)).toBeNull());
  });

  it("says 'You are not authorized to add items' without a token", async () => {
    const { network } = renderAdmin('/admin/items/add');
    const user = userEvent.setup();
    await screen.findByRole('button', { name: 'Add Item' });
    await fillRequired(user);
    localStorage.removeItem('token');
    await user.click(screen.getByRole('button', { name: 'Add Item' }));
    expect(await screen.findByText('You are not authorized to add items')).toBeInTheDocument();
    expect(network.callsTo('POST', '/api/products')).toHaveLength(0);
  });

  it("uploads several images with progress, lets one be removed, posts every field and shows the server's message", async () => {
    const puts = mockUploads();
    const { network } = renderAdmin('/admin/items/add', {
      'POST /api/uploads/presign': presign(),
      'POST /api/products': { status: 201, body: { message: 'Product added', product: {} } },
      'GET /api/products': { body: [] },
    });
    const user = userEvent.setup();
    await screen.findByRole('button', { name: 'Add Item' });
    await fillRequired(user);
    await user.click(screen.getByRole('combobox', { name: 'Category' }));
    await user.click(await screen.findByTitle('Lights'));
    const picker = screen.getByLabelText('Add images');
    expect(picker).toHaveAttribute('accept', 'image/*');
    await user.upload(picker, [photo('front.png'), photo('back.png'), photo('side.png')]);
    const images = screen.getByRole('list', { name: 'Images' });
    expect(within(images).getAllByRole('listitem')).toHaveLength(3);
    await waitFor(() => expect(within(images).queryAllByRole('progressbar')).toHaveLength(0));
    expect(puts.map((p) => [p.url, p.contentType])).toEqual([
      ['http://storage.test/put/1', 'image/png'],
      ['http://storage.test/put/2', 'image/png'],
      ['http://storage.test/put/3', 'image/png'],
    ]);
    expect(network.callsTo('POST', '/api/uploads/presign')[0].body).toEqual({ contentType: 'image/png', folder: 'products', size: 9 });
    await user.click(within(images).getByRole('button', { name: 'Remove image 2' }));
    expect(within(images).getAllByRole('listitem')).toHaveLength(2);

    await user.click(screen.getByRole('button', { name: 'Add Item' }));
    expect(await screen.findByText('Product added')).toBeInTheDocument();
    expect(network.callsTo('POST', '/api/products')[0].body).toEqual({
      key: 'JBL-EON615',
      name: 'JBL EON615',
      price: 2500.5,
      category: 'lights',
      priceCategory: 'standard',
      dimensions: '70 x 44 x 36 cm',
      description: 'Powered speaker',
      image: ['http://storage.test/products/1.png', 'http://storage.test/products/3.png'],
      availability: true,
      stock: 1,
      turnaroundHours: 0,
    });
    expect(await screen.findByRole('heading', { name: 'Items' })).toBeInTheDocument();
  });

  it('Stock starts at 1, refuses anything but a whole number from 0 to 9999, and is sent as a number', async () => {
    const { network } = renderAdmin('/admin/items/add', {
      'POST /api/products': { status: 201, body: { message: 'Product added', product: {} } },
      'GET /api/products': { body: [] },
    });
    const user = userEvent.setup();
    await screen.findByRole('button', { name: 'Add Item' });
    await fillRequired(user);
    const stock = screen.getByLabelText('Stock');
    expect(stock).toHaveValue('1');
    for (const wrong of ['abc', '-1', '2.5', '10000']) {
      await fill(user, stock, wrong);
      await user.click(screen.getByRole('button', { name: 'Add Item' }));
      expect(await screen.findByText('Stock must be a whole number from 0 to 9999')).toBeInTheDocument();
    }
    await user.clear(stock);
    expect(await screen.findByText('Stock is required')).toBeInTheDocument();
    expect(network.callsTo('POST', '/api/products')).toHaveLength(0);

    await fill(user, stock, '9999');
    await waitFor(() => expect(screen.queryByText('Stock is required')).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Add Item' }));
    expect(await screen.findByText('Product added')).toBeInTheDocument();
    expect(network.callsTo('POST', '/api/products')[0].body).toMatchObject({ key: 'JBL-EON615', stock: 9999, availability: true });
  });

  it("shows the upload's message when presigning fails, and the server's error when saving fails", async () => {
    renderAdmin('/admin/items/add', {
      'POST /api/uploads/presign': { status: 500 },
      'POST /api/products': { status: 409, body: { error: 'A product with the key JBL-EON615 already exists', statusCode: 409 } },
    });
    const user = userEvent.setup();
    await screen.findByRole('button', { name: 'Add Item' });
    await user.upload(screen.getByLabelText('Add images'), photo());
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to presign upload');
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'Add Item' }));
    expect(await screen.findByText('A product with the key JBL-EON615 already exists')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Add item' })).toBeInTheDocument();
  });
});
