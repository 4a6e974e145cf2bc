// Test harness for the catalogue's screens: the real providers, store and API client (the network
// is mocked at fetch), a memory router and a marker showing the current address.
import type { Product } from '@rental/platform/types';
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { PlatformProviders, createAppStore, setApiUrl } from '@rental/platform';
import CatalogueApp from '../exposes/App';

function Address() {
  const { pathname, search } = useLocation();
  return <output data-testid="address">{`${pathname}${search}`}</output>;
}

/** Renders the catalog remote the way the shell mounts it, at `path`. */
export function renderCatalogue(path: string) {
  setApiUrl('http://localhost:3000');
  const store = createAppStore();
  const view = render(
    <PlatformProviders store={store}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/booking" element={<p>Booking page</p>} />
          <Route path="*" element={<CatalogueApp />} />
        </Routes>
        <Address />
      </MemoryRouter>
    </PlatformProviders>,
  );
  return { ...view, store };
}

export const product = (n: number, overrides: Partial<Product> = {}): Product => ({
  _id: String(n),
  key: `KEY-${n}`,
  name: `Product ${n}`,
  price: 1000 + n,
  category: n % 2 ? 'audio' : 'lights',
  priceCategory: 'standard',
  dimensions: `${n}0 x 20 x 30 cm`,
  description: `Description of product ${n}`,
  image: [],
  images: [],
  availability: true,
  stock: 1,
  rating: 4.5,
  deposit: 0,
  ...overrides,
});

export const speaker = product(1, {
  key: 'SPK-1',
  name: 'JBL EON 715 Speaker',
  price: 1500,
  oldPrice: 1800,
  category: 'audio',
  dimensions: '40x40x70 cm',
  description: 'Powered speaker',
  image: ['http://localhost:3000/uploads/products/spk-1-studio.svg', 'http://localhost:3000/uploads/products/spk-1-set.svg'],
});
export const parLight = product(2, { key: 'LGT-1', name: 'ADJ Mega Par', price: 850, category: 'lights', availability: false, rating: undefined });

export const page = (data: Product[], { page: pageNo = 1, limit = 24, total = data.length } = {}) => ({
  data,
  pagination: { page: pageNo, limit, total, totalPages: Math.ceil(total / limit) },
});

/** The query a recorded call sent, as a plain object. */
export const queryOf = (url: string) => Object.fromEntries(new URL(url).searchParams);
