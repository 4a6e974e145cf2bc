import { act, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { PlatformProviders, addToCart, createAppStore } from '@rental/platform';
import { mockFetch } from '@rental/platform/jest/fetchMock';
import BookingApp from './App';

async function renderAt(path: string, store = createAppStore()) {
  await act(async () => {
    render(
      <PlatformProviders store={store}>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path="*" element={<BookingApp />} />
          </Routes>
        </MemoryRouter>
      </PlatformProviders>,
    );
  });
}

describe('booking remote App', () => {
  beforeEach(() => mockFetch());

  it('loads the booking page for /booking', async () => {
    await renderAt('/booking');
    expect(await screen.findByRole('heading', { name: 'Booking', level: 1 })).toBeInTheDocument();
    expect(screen.getByText('Your cart is empty')).toBeInTheDocument();
  });

  it("shows the shared cart's lines (the store is the host's)", async () => {
    mockFetch({ 'GET /api/products/SPK-1': { body: { key: 'SPK-1', name: 'Speaker', price: 100, image: [] } } });
    const store = createAppStore();
    store.dispatch(addToCart({ key: 'SPK-1', qty: 2 }));
    await renderAt('/booking/', store);
    expect(await screen.findByRole('heading', { name: 'Speaker' })).toBeInTheDocument();
    expect(screen.getByTestId('summary-items')).toHaveTextContent('2');
  });

  it('loads My bookings for /bookings (its own page, not the cart)', async () => {
    localStorage.setItem('token', 'customer-token');
    mockFetch({ 'GET /api/users/': { body: { _id: 'u1', email: 'customer@example.com', role: 'customer', name: 'Sam' } }, 'GET /api/orders': { body: [] } });
    await renderAt('/bookings');
    expect(await screen.findByRole('heading', { name: 'My bookings', level: 1 })).toBeInTheDocument();
    expect(await screen.findByText('No bookings yet')).toBeInTheDocument();
    expect(screen.queryByText('Your cart is empty')).not.toBeInTheDocument();
  });

  it('shows the booking page on any other path of a standalone run', async () => {
    await renderAt('/');
    expect(await screen.findByRole('heading', { name: 'Booking', level: 1 })).toBeInTheDocument();
  });
});
