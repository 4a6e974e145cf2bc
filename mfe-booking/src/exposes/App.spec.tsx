import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { PlatformProviders, addToCart, createAppStore } from '@rental/platform';
import { mockFetch } from '@rental/platform/jest/fetchMock';
import BookingApp from './App';

function renderBooking() {
  const store = createAppStore();
  const view = () =>
    render(
      <PlatformProviders store={store}>
        <MemoryRouter initialEntries={['/booking']}>
          <BookingApp />
        </MemoryRouter>
      </PlatformProviders>,
    );
  return { store, view };
}

describe('booking remote App', () => {
  beforeEach(() => mockFetch());

  it('shows an empty cart', () => {
    renderBooking().view();
    expect(screen.getByRole('heading', { name: 'Booking' })).toBeInTheDocument();
    expect(screen.getByText('Items in cart: 0')).toBeInTheDocument();
  });

  it("lists the shared cart's lines", () => {
    const { store, view } = renderBooking();
    store.dispatch(addToCart({ key: 'SPK-1' }));
    store.dispatch(addToCart({ key: 'SPK-1' }));
    view();
    expect(screen.getByText('Items in cart: 2')).toBeInTheDocument();
    expect(screen.getByText('SPK-1 × 2')).toBeInTheDocument();
  });
});
