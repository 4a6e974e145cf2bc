import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { selectCart, selectCartCount } from '@rental/platform';
import { mockFetch, mockNetworkDown } from '@rental/platform/jest/fetchMock';
import { parLight, renderCatalogue, speaker } from '../test/renderCatalogue';

describe('product page', () => {
  it('shows a skeleton, then pictures, name, category, description, price and dimensions', async () => {
    let release!: () => void;
    mockFetch({ 'GET /api/products/SPK-1': { body: speaker, delay: new Promise<void>((r) => (release = r)) } });
    renderCatalogue('/product/SPK-1');
    expect(await screen.findByRole('status', { name: 'Loading product' })).toBeInTheDocument();
    release();
    expect(await screen.findByRole('heading', { level: 1, name: 'JBL EON 715 Speaker' })).toBeInTheDocument();
    expect(screen.getByText('Audio')).toBeInTheDocument();
    expect(screen.getByText('Powered speaker')).toBeInTheDocument();
    expect(screen.getByText('Rs 1,500.00')).toBeInTheDocument();
    expect(screen.getByText('Rs 1,800.00').closest('s')).not.toBeNull();
    expect(screen.getByText('40x40x70 cm')).toBeInTheDocument();
    expect(screen.getByText('Available')).toBeInTheDocument();
    expect(screen.getByLabelText('Rated 4.5 out of 5')).toBeInTheDocument();
    // The tab names the product as the shell server's HTML does, after client-side navigation too.
    expect(document.title).toBe('JBL EON 715 Speaker for hire, Rs 1,500.00 a day | Stage Rentals');
  });

  it('shows the weekend and week rates and the deposit when the product has them, and none when not', async () => {
    mockFetch({ 'GET /api/products/SPK-1': { body: { ...speaker, weekendPrice: 3500, weekPrice: 7000.5, deposit: 5000 } } });
    const { unmount } = renderCatalogue('/product/SPK-1');
    expect(await screen.findByText('Rs 3,500.00 (Friday to Monday)')).toBeInTheDocument();
    expect(screen.getByText('Weekend rate')).toBeInTheDocument();
    expect(screen.getByText('Rs 7,000.50 (7 days)')).toBeInTheDocument();
    expect(screen.getByText('Rs 5,000.00 per unit, refundable')).toBeInTheDocument();
    unmount();
    mockFetch({ 'GET /api/products/SPK-1': { body: { ...speaker, deposit: 0 } } });
    renderCatalogue('/product/SPK-1');
    expect(await screen.findByRole('heading', { level: 1, name: 'JBL EON 715 Speaker' })).toBeInTheDocument();
    expect(screen.queryByText('Weekend rate')).toBeNull();
    expect(screen.queryByText('Deposit')).toBeNull();
  });

  it('switches the main picture with the thumbnails', async () => {
    mockFetch({ 'GET /api/products/SPK-1': { body: speaker } });
    renderCatalogue('/product/SPK-1');
    const main = await screen.findByRole('img', { name: 'JBL EON 715 Speaker, picture 1 of 2' });
    expect(main).toHaveAttribute('src', speaker.image[0]);
    const thumbs = within(screen.getByRole('list', { name: 'Pictures' })).getAllByRole('button');
    expect(thumbs).toHaveLength(2);
    expect(thumbs[0]).toHaveAttribute('aria-current', 'true');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Show picture 2 of 2' }));
    expect(screen.getByRole('img', { name: 'JBL EON 715 Speaker, picture 2 of 2' })).toHaveAttribute('src', speaker.image[1]);
    expect(thumbs[1]).toHaveAttribute('aria-current', 'true');
  });

  it("adds to the cart with the toast 'Added to Cart'; adding the same key again increases its quantity", async () => {
    mockFetch({ 'GET /api/products/SPK-1': { body: speaker } });
    const { store } = renderCatalogue('/product/SPK-1');
    const user = userEvent.setup();
    const add = await screen.findByRole('button', { name: 'Add to Cart' });
    await user.click(add);
    expect(await screen.findByText('Added to Cart')).toBeInTheDocument();
    expect(selectCartCount(store.getState())).toBe(1);
    await user.click(add);
    expect(selectCart(store.getState()).orderedItems).toEqual([{ key: 'SPK-1', qty: 2 }]);
    expect(JSON.parse(localStorage.getItem('cart') ?? '{}').orderedItems).toEqual([{ key: 'SPK-1', qty: 2 }]);
    await user.click(screen.getByRole('link', { name: 'Go to Booking' }));
    expect(await screen.findByText('Booking page')).toBeInTheDocument();
  });

  it('shows a product without pictures with the logo and no thumbnails; an unavailable one cannot be added', async () => {
    mockFetch({ 'GET /api/products/LGT-1': { body: parLight } });
    const { store } = renderCatalogue('/product/LGT-1');
    const main = await screen.findByRole('img', { name: 'ADJ Mega Par, picture 1 of 1' });
    expect(main.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
    expect(screen.queryByRole('list', { name: 'Pictures' })).toBeNull();
    expect(screen.getByText('Not Available')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add to Cart' })).toBeDisabled();
    expect(selectCartCount(store.getState())).toBe(0);
  });

  it('shows the logo instead of a picture that fails to load', async () => {
    mockFetch({ 'GET /api/products/SPK-1': { body: speaker } });
    renderCatalogue('/product/SPK-1');
    const main = await screen.findByRole('img', { name: 'JBL EON 715 Speaker, picture 1 of 2' });
    fireEvent.error(main);
    expect(main.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
  });

  it("says 'Error Occured' for an unknown key", async () => {
    mockFetch({ 'GET /api/products/NOPE': { status: 404, body: { error: 'No product has the key NOPE', statusCode: 404 } } });
    renderCatalogue('/product/NOPE');
    expect(await screen.findByRole('heading', { name: 'Error Occured' })).toBeInTheDocument();
    expect(screen.getByText('No product has the key NOPE')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add to Cart' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Browse all gear' })).toHaveAttribute('href', '/items');
  });

  it("says 'Error Occured' when the API is down", async () => {
    mockNetworkDown();
    renderCatalogue('/product/SPK-1');
    expect(await screen.findByRole('heading', { name: 'Error Occured' })).toBeInTheDocument();
  });

  it('asks for keys with reserved characters safely encoded', async () => {
    const odd = { ...speaker, key: 'A/B 1', name: 'Odd key' };
    const network = mockFetch({ 'GET /api/products/A%2FB%201': { body: odd } });
    renderCatalogue(`/product/${encodeURIComponent('A/B 1')}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Odd key' })).toBeInTheDocument();
    expect(network.callsTo('GET', '/api/products/A%2FB%201')).toHaveLength(1);
    expect(network.calls.map((call) => call.path)).toEqual(['/api/products/A%2FB%201', '/api/products/A%2FB%201/availability']);
  });
});
