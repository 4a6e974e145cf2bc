import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { PlatformProviders, createAppStore, selectCartCount, setApiUrl } from '@rental/platform';
import { mockFetch } from '@rental/platform/jest/fetchMock';
import CatalogApp from './App';

const products = [
  { _id: '1', key: 'SPK-1', name: 'JBL EON 715 Speaker', price: 1500, category: 'audio', priceCategory: 'standard', dimensions: '40x40x70 cm', description: 'Powered speaker', image: [], availability: true },
  { _id: '2', key: 'LGT-1', name: 'ADJ Mega Par', price: 850, category: 'lights', priceCategory: 'standard', dimensions: '21x24x9 cm', description: 'LED par', image: [], availability: false },
];

function renderAt(path: string) {
  setApiUrl('http://localhost:3000');
  const store = createAppStore();
  render(
    <PlatformProviders store={store}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/product/:key" element={<CatalogApp />} />
          <Route path="*" element={<CatalogApp />} />
        </Routes>
      </MemoryRouter>
    </PlatformProviders>,
  );
  return store;
}

describe('catalog remote App', () => {
  it('shows the home hero and featured products at /', async () => {
    mockFetch({ 'GET /api/products': { body: products } });
    renderAt('/');
    expect(screen.getByRole('button', { name: 'Browse Gear' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Quick Book' })).toBeInTheDocument();
    expect(await screen.findByText('JBL EON 715 Speaker')).toBeInTheDocument();
  });

  it("lists the catalogue at /items with 'Showing X of Y products' and availability badges", async () => {
    mockFetch({ 'GET /api/products': { body: { data: products } } });
    renderAt('/items');
    expect(await screen.findByText('Showing 2 of 2 products')).toBeInTheDocument();
    expect(screen.getByText('Available')).toBeInTheDocument();
    expect(screen.getByText('Not Available')).toBeInTheDocument();
    await userEvent.setup().type(screen.getByRole('searchbox', { name: 'Search gear' }), 'par');
    expect(screen.getByText('Showing 1 of 2 products')).toBeInTheDocument();
  });

  it('shows a product at /product/:key and adds it to the cart', async () => {
    mockFetch({ 'GET /api/products/SPK-1': { body: products[0] } });
    const store = renderAt('/product/SPK-1');
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Add to Cart' }));
    expect(screen.getByText('Rs 1500.00')).toBeInTheDocument();
    expect(selectCartCount(store.getState())).toBe(1);
    expect(await screen.findByText('Added to Cart')).toBeInTheDocument();
  });

  it("says 'Error Occured' when the product cannot be loaded", async () => {
    mockFetch({ 'GET /api/products/NOPE': { status: 404, body: { error: 'Product not found', statusCode: 404 } } });
    renderAt('/product/NOPE');
    expect(await screen.findByText('Error Occured')).toBeInTheDocument();
  });
});
