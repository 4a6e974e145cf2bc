import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { PlatformProviders, addToCart, createAppStore } from '@rental/platform';
import type { Product } from '@rental/platform/types';
import { mockFetch } from '@rental/platform/jest/fetchMock';
import type { RecordedCall } from '@rental/platform/jest/fetchMock';
import { userWithRole } from '@rental/platform/jest/fixtures';
import BookingPage from './BookingPage';

const SPEAKER: Product = {
  _id: 'SPK-1', key: 'SPK-1', name: 'JBL EON615 Speaker', price: 1500, category: 'audio', priceCategory: 'standard', dimensions: '60 x 40 x 40 cm',
  description: 'Speaker', image: [], images: [], availability: true, stock: 5, rating: 4.5, deposit: 0,
};
const OPTIONS = {
  offered: true,
  zones: [{ id: 1, city: 'Colombo', fee: 1500 }, { id: 2, city: 'Kandy', fee: 3000 }],
  freeDeliveryFrom: 20000,
  weekdays: [0, 1, 2, 3, 4, 5, 6],
  delivery: [{ id: 7, startsAt: '09:00', endsAt: '12:00', label: '09:00-12:00', capacity: 2, left: 0 }, { id: 8, startsAt: '14:00', endsAt: '17:00', label: '14:00-17:00', capacity: 4, left: 3 }],
  collection: [{ id: 7, startsAt: '09:00', endsAt: '12:00', label: '09:00-12:00', capacity: 2, left: 1 }, { id: 8, startsAt: '14:00', endsAt: '17:00', label: '14:00-17:00', capacity: 4, left: 4 }],
};

/** Priced like the server: the fee of the city when the cart asks for delivery, 18% tax on charges and fee. */
function serverQuote(call: RecordedCall) {
  const cart = call.body as { orderedItems: { qty: number }[]; fulfilment?: { city: string } };
  const subtotal = 1500 * cart.orderedItems[0].qty;
  const fee = cart.fulfilment ? OPTIONS.zones.find((z) => z.city === cart.fulfilment!.city)!.fee : 0;
  const tax = (subtotal + fee) * 0.18;
  return { body: { subtotal, tax, taxRate: 18, total: subtotal + fee + tax, deposit: 0, amountDue: subtotal + fee + tax, days: 1, lines: [], ...(cart.fulfilment ? { fulfilment: 'delivery', deliveryFee: fee } : {}) } };
}

/** The booking page with one speaker in the cart. */
function renderBookingWithSpeaker() {
  const store = createAppStore();
  store.dispatch(addToCart({ key: SPEAKER.key }));
  render(
    <PlatformProviders store={store}>
      <MemoryRouter initialEntries={['/booking']}>
        <Routes>
          <Route path="/booking" element={<BookingPage />} />
        </Routes>
      </MemoryRouter>
    </PlatformProviders>,
  );
}

describe('booking page: pickup or delivery', () => {
  beforeEach(() => localStorage.setItem('token', 'customer-token'));

  jest.setTimeout(60_000);

  it('prices the city and windows the server offers, waits for the address, and books with it', async () => {
    const network = mockFetch({
      'GET /api/users/': { body: userWithRole('customer') },
      [`GET /api/products/${SPEAKER.key}`]: { body: SPEAKER },
      'GET /api/delivery/options': { body: OPTIONS },
      'POST /api/orders/quote': serverQuote,
      'POST /api/orders': { status: 201, body: { message: 'Booking Created', order: { orderId: 'ORD0009', status: 'Pending', orderedItems: [], totalAmount: 3540, startingDate: '2030-01-01', endingDate: '2030-01-02', days: 1, email: 'customer@example.com' } } },
    });
    renderBookingWithSpeaker();
    const create = () => screen.getByRole('button', { name: 'Create Booking' });
    await waitFor(() => expect(create()).toBeEnabled(), { timeout: 10_000 });
    expect(screen.queryByTestId('summary-delivery-fee')).toBeNull();

    fireEvent.click(await screen.findByLabelText('Delivery and collection', {}, { timeout: 10_000 }));
    expect(create()).toBeDisabled();
    expect(screen.getByText('Choose the city for the delivery to book.')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('City'), { target: { value: 'Colombo' } });
    expect(screen.getByText('Free delivery from Rs 20,000.00 of rental charges.')).toBeInTheDocument();
    // A full window cannot be chosen.
    const morning = screen.getByRole('option', { name: '09:00-12:00 (full)' }) as HTMLOptionElement;
    expect(morning.disabled).toBe(true);
    fireEvent.change(screen.getByLabelText(/^Delivery on /), { target: { value: '8' } });
    fireEvent.change(screen.getByLabelText(/^Collection on /), { target: { value: '7' } });
    expect(await screen.findByTestId('summary-delivery-fee', {}, { timeout: 10_000 })).toHaveTextContent('Rs 1,500.00');
    expect(screen.getByTestId('summary-total')).toHaveTextContent('Rs 3,540.00');
    const quoted = network.callsTo('POST', '/api/orders/quote').at(-1)!.body as { fulfilment: unknown };
    expect(quoted.fulfilment).toEqual({ method: 'delivery', city: 'Colombo', deliveryWindowId: 8, collectionWindowId: 7 });
    expect(create()).toBeDisabled();

    fireEvent.change(screen.getByLabelText('Street address'), { target: { value: ' 12 Galle Road ' } });
    fireEvent.change(screen.getByLabelText('Phone for the driver'), { target: { value: '+94 77 123 4567' } });
    await waitFor(() => expect(create()).toBeEnabled(), { timeout: 10_000 });
    fireEvent.click(create());
    await waitFor(() => expect(network.callsTo('POST', '/api/orders')).toHaveLength(1), { timeout: 10_000 });
    expect((network.callsTo('POST', '/api/orders')[0].body as { fulfilment: unknown }).fulfilment).toEqual({
      method: 'delivery', city: 'Colombo', deliveryWindowId: 8, collectionWindowId: 7, street: '12 Galle Road', phone: '+94 77 123 4567',
    });
  });

  it('where the shop prices by distance, takes any city and puts the address to the quote when the customer leaves the field', async () => {
    const network = mockFetch({
      'GET /api/users/': { body: userWithRole('customer') },
      [`GET /api/products/${SPEAKER.key}`]: { body: SPEAKER },
      'GET /api/delivery/options': { body: { ...OPTIONS, bands: [{ upToKm: 25, fee: 2000 }, { upToKm: 120, fee: 6000 }] } },
      'POST /api/orders/quote': (call) => {
        const cart = call.body as { fulfilment?: { city: string; street?: string } };
        if (cart.fulfilment && cart.fulfilment.city === 'Galle' && !cart.fulfilment.street) return { status: 400, body: { error: 'Give the street address for the delivery (fulfilment.street)', statusCode: 400 } };
        const fee = !cart.fulfilment ? 0 : cart.fulfilment.city === 'Galle' ? 6000 : 1500;
        return { body: { subtotal: 1500, tax: 0, taxRate: 0, total: 1500 + fee, deposit: 0, amountDue: 1500 + fee, days: 1, lines: [], ...(cart.fulfilment ? { fulfilment: 'delivery', deliveryFee: fee } : {}) } };
      },
    });
    renderBookingWithSpeaker();
    fireEvent.click(await screen.findByLabelText('Delivery and collection', {}, { timeout: 10_000 }));
    expect(screen.getByText(/Outside the listed cities the fee goes by distance from the shop: from Rs 2,000.00 up to 25 km, up to 120 km in all./)).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText(/^Delivery on /), { target: { value: '8' } });
    fireEvent.change(screen.getByLabelText(/^Collection on /), { target: { value: '7' } });
    const city = screen.getByLabelText('City');
    // Typing asks nothing; leaving the field puts the city to the quote.
    fireEvent.change(city, { target: { value: 'Gal' } });
    fireEvent.change(city, { target: { value: 'Galle ' } });
    const deliveryQuotes = () => network.callsTo('POST', '/api/orders/quote').filter((call) => (call.body as { fulfilment?: unknown }).fulfilment);
    expect(deliveryQuotes()).toHaveLength(0);
    fireEvent.blur(city);
    await waitFor(() => expect(deliveryQuotes()).toHaveLength(1), { timeout: 10_000 });
    expect((deliveryQuotes()[0].body as { fulfilment: unknown }).fulfilment).toEqual({ method: 'delivery', city: 'Galle', deliveryWindowId: 8, collectionWindowId: 7 });
    expect(await screen.findByText('Give the street address for the delivery (fulfilment.street)', {}, { timeout: 10_000 })).toBeInTheDocument();
    const street = screen.getByLabelText('Street address');
    fireEvent.change(street, { target: { value: '1 Lighthouse St' } });
    expect(deliveryQuotes()).toHaveLength(1);
    fireEvent.blur(street);
    expect(await screen.findByTestId('summary-delivery-fee', {}, { timeout: 10_000 })).toHaveTextContent('Rs 6,000.00');
    expect((deliveryQuotes().at(-1)!.body as { fulfilment: unknown }).fulfilment).toEqual({ method: 'delivery', city: 'Galle', street: '1 Lighthouse St', deliveryWindowId: 8, collectionWindowId: 7 });
  });
});
