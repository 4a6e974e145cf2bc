import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { PlatformProviders, addToCart, createAppStore, selectCart, setDates } from '@rental/platform';
import { addDays, today } from '@rental/money-days/days';
import { PLACEHOLDER_IMAGE } from '@rental/platform/images';
import type { Cart, Product } from '@rental/platform/types';
import { mockFetch } from '@rental/platform/jest/fetchMock';
import type { RecordedCall, Route as MockRoute } from '@rental/platform/jest/fetchMock';
import { userWithRole } from '@rental/platform/jest/fixtures';
import BookingPage from './BookingPage';

const product = (key: string, name: string, price: number): Product => ({
  _id: key,
  key,
  name,
  price,
  category: 'audio',
  priceCategory: 'standard',
  dimensions: '60 x 40 x 40 cm',
  description: name,
  image: [`https://img.example.com/${key}.jpg`],
  images: [`https://img.example.com/${key}.jpg`],
  availability: true,
  stock: 5,
  rating: 4.5,
  deposit: 0,
});

const SPEAKER = product('SPK-1', 'JBL EON615 Speaker', 1500);
const PAR = product('PAR-64', 'PAR 64 Light', 250.5);

/** The server's quote, priced like the API does: Σ price × qty × days. */
function serverQuote(call: RecordedCall) {
  const cart = call.body as Cart;
  const catalogue: Record<string, Product> = { [SPEAKER.key]: SPEAKER, [PAR.key]: PAR };
  const start = Date.parse(cart.startingDate);
  const days = Math.max(1, Math.round((Date.parse(cart.endingDate) - start) / 86_400_000));
  const lines = cart.orderedItems.map(({ key, qty }) => ({ key, name: catalogue[key].name, price: catalogue[key].price, qty, lineTotal: catalogue[key].price * qty * days }));
  return { body: { total: lines.reduce((sum, line) => sum + line.lineTotal, 0), days, lines } };
}

function api(extra: Record<string, MockRoute> = {}) {
  return mockFetch({
    [`GET /api/products/${SPEAKER.key}`]: { body: SPEAKER },
    [`GET /api/products/${PAR.key}`]: { body: PAR },
    'POST /api/orders/quote': serverQuote,
    // No rental terms: a booking needs no acceptance.
    'GET /api/terms': { body: { version: null, text: '', publishedAt: null } },
    ...extra,
  });
}

function LoginProbe() {
  const location = useLocation();
  return <p data-testid="login">{JSON.stringify(location.state)}</p>;
}

function renderBooking(setup: (store: ReturnType<typeof createAppStore>) => void = () => undefined) {
  const store = createAppStore();
  setup(store);
  render(
    <PlatformProviders store={store}>
      <MemoryRouter initialEntries={['/booking']}>
        <Routes>
          <Route path="/booking" element={<BookingPage />} />
          <Route path="/login" element={<LoginProbe />} />
        </Routes>
      </MemoryRouter>
    </PlatformProviders>,
  );
  return store;
}

const withTwoProducts = (store: ReturnType<typeof createAppStore>) => {
  store.dispatch(addToCart({ key: SPEAKER.key }));
  store.dispatch(addToCart({ key: PAR.key, qty: 2 }));
};

const total = () => screen.getByTestId('summary-total');
const createButton = () => screen.getByRole('button', { name: 'Create Booking' });

describe('booking page', () => {
  it('shows the empty cart with a link to the catalogue, and asks for no quote', async () => {
    const network = api();
    renderBooking();
    expect(await screen.findByRole('heading', { name: 'Booking' })).toBeInTheDocument();
    expect(screen.getByText('Your cart is empty')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse Items' })).toHaveAttribute('href', '/items');
    expect(screen.queryByRole('button', { name: 'Create Booking' })).not.toBeInTheDocument();
    expect(network.callsTo('POST', '/api/orders/quote')).toHaveLength(0);
  });

  it("lists each line's product (image, name, unit price, quantity) and the server's total", async () => {
    const network = api();
    renderBooking(withTwoProducts);
    expect(await screen.findByRole('heading', { name: 'JBL EON615 Speaker' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'PAR 64 Light' })).toBeInTheDocument();
    const unitPrices = [...document.querySelectorAll('.booking-line__price')].map((price) => price.textContent);
    expect(unitPrices).toEqual(['Rs 1,500.00 per day', 'Rs 250.50 per day']);
    expect(screen.getByLabelText('Quantity of PAR 64 Light', { selector: 'output' })).toHaveTextContent('2');
    const images = document.querySelectorAll('img.booking-line__image');
    expect([...images].map((img) => img.getAttribute('src'))).toEqual(['https://img.example.com/SPK-1.jpg', 'https://img.example.com/PAR-64.jpg']);
    await waitFor(() => expect(total()).toHaveTextContent('Rs 2,001.00'));
    expect(screen.getByTestId('summary-items')).toHaveTextContent('3');
    expect(screen.getByTestId('summary-days')).toHaveTextContent('1');
    // Each line's total is the server's too.
    await waitFor(() => expect(document.querySelectorAll('.booking-line__total')).toHaveLength(2));
    expect([...document.querySelectorAll('.booking-line__total')].map((line) => line.textContent)).toEqual(['Line total Rs 1,500.00', 'Line total Rs 501.00']);
    expect(network.callsTo('POST', '/api/orders/quote')[0].body).toEqual({
      orderedItems: [
        { key: 'SPK-1', qty: 1 },
        { key: 'PAR-64', qty: 2 },
      ],
      days: 1,
      startingDate: today(),
      endingDate: addDays(today(), 1),
    });
  });

  it("shows the shop's logo for a line whose picture fails to load", async () => {
    api();
    renderBooking(withTwoProducts);
    await screen.findByRole('heading', { name: 'PAR 64 Light' });
    const [speakerPicture, parPicture] = document.querySelectorAll('img.booking-line__image');
    fireEvent.error(parPicture);
    await waitFor(() => expect(parPicture).toHaveAttribute('src', PLACEHOLDER_IMAGE));
    expect(speakerPicture).toHaveAttribute('src', 'https://img.example.com/SPK-1.jpg');
  });

  it('defaults to today → tomorrow; a start moved past the end takes the end along', async () => {
    api();
    renderBooking(withTwoProducts);
    const start = await screen.findByLabelText('Start date');
    const end = screen.getByLabelText('End date');
    expect(start).toHaveValue(today());
    expect(end).toHaveValue(addDays(today(), 1));
    expect(start).toHaveAttribute('min', today());
    expect(end).toHaveAttribute('min', today());
    expect(screen.getByText(/Total days:/)).toHaveTextContent('Total days: 1');

    fireEvent.change(start, { target: { value: addDays(today(), 3) } });
    expect(end).toHaveAttribute('min', addDays(today(), 3));
    // The start moved past the end, so the end followed it (keeping one day). Dates that cannot be
    // booked: 'dates the page cannot book' below.
    expect(end).toHaveValue(addDays(today(), 4));
    expect(screen.getByText(/Total days:/)).toHaveTextContent('Total days: 1');
  });

  it('asks the server again when the dates change and shows its new total', async () => {
    const network = api();
    const store = renderBooking(withTwoProducts);
    await waitFor(() => expect(total()).toHaveTextContent('Rs 2,001.00'));
    fireEvent.change(screen.getByLabelText('End date'), { target: { value: addDays(today(), 4) } });
    expect(selectCart(store.getState())).toMatchObject({ days: 4, endingDate: addDays(today(), 4) });
    await waitFor(() => expect(total()).toHaveTextContent('Rs 8,004.00'));
    expect(screen.getByText(/Total days:/)).toHaveTextContent('Total days: 4');
    expect(screen.getByTestId('summary-days')).toHaveTextContent('4');
    const quotes = network.callsTo('POST', '/api/orders/quote');
    expect((quotes[quotes.length - 1].body as Cart).endingDate).toBe(addDays(today(), 4));
  });

  it('quantity up, down (from 1 removes the line) and remove change the cart and the quote', async () => {
    const network = api();
    const store = renderBooking(withTwoProducts);
    await waitFor(() => expect(total()).toHaveTextContent('Rs 2,001.00'));

    fireEvent.click(screen.getByRole('button', { name: 'Increase quantity of JBL EON615 Speaker' }));
    await waitFor(() => expect(total()).toHaveTextContent('Rs 3,501.00'));
    expect(screen.getByTestId('summary-items')).toHaveTextContent('4');

    fireEvent.click(screen.getByRole('button', { name: 'Decrease quantity of PAR 64 Light' }));
    await waitFor(() => expect(total()).toHaveTextContent('Rs 3,250.50'));
    fireEvent.click(screen.getByRole('button', { name: 'Decrease quantity of PAR 64 Light' }));
    expect(screen.queryByRole('heading', { name: 'PAR 64 Light' })).not.toBeInTheDocument();
    await waitFor(() => expect(total()).toHaveTextContent('Rs 3,000.00'));

    fireEvent.click(screen.getByRole('button', { name: 'Remove JBL EON615 Speaker' }));
    expect(selectCart(store.getState()).orderedItems).toEqual([]);
    expect(await screen.findByText('Your cart is empty')).toBeInTheDocument();
    expect(network.callsTo('POST', '/api/orders/quote').map((call) => (call.body as Cart).orderedItems)).toEqual([
      [{ key: 'SPK-1', qty: 1 }, { key: 'PAR-64', qty: 2 }],
      [{ key: 'SPK-1', qty: 2 }, { key: 'PAR-64', qty: 2 }],
      [{ key: 'SPK-1', qty: 2 }, { key: 'PAR-64', qty: 1 }],
      [{ key: 'SPK-1', qty: 2 }],
    ]);
  });

  it('shows "Calculating…" and disables Create Booking while the quote is on its way', async () => {
    let answer: (value?: unknown) => void = () => undefined;
    api({ 'POST /api/orders/quote': (call) => ({ ...serverQuote(call), delay: new Promise((resolve) => (answer = resolve)) }) });
    renderBooking(withTwoProducts);
    await waitFor(() => expect(total()).toHaveTextContent('Calculating…'));
    expect(createButton()).toBeDisabled();
    await act(async () => answer());
    await waitFor(() => expect(total()).toHaveTextContent('Rs 2,001.00'));
    expect(createButton()).toBeEnabled();
  });

  it("shows the server's reason when it cannot quote, and Create Booking stays off", async () => {
    api({ 'POST /api/orders/quote': { status: 400, body: { error: 'These products are not available for rent right now: PAR 64 Light (PAR-64)', statusCode: 400 } } });
    renderBooking(withTwoProducts);
    expect(await screen.findByRole('alert')).toHaveTextContent('These products are not available for rent right now: PAR 64 Light (PAR-64)');
    expect(createButton()).toBeDisabled();
  });

  it('removes a line whose product fails to load (the API answers 404)', async () => {
    api({ 'GET /api/products/GONE-1': { status: 404, body: { error: 'No product has the key GONE-1', statusCode: 404 } } });
    const store = renderBooking((s) => {
      s.dispatch(addToCart({ key: SPEAKER.key }));
      s.dispatch(addToCart({ key: 'GONE-1' }));
    });
    await waitFor(() => expect(selectCart(store.getState()).orderedItems).toEqual([{ key: 'SPK-1', qty: 1 }]));
    expect(await screen.findByText('GONE-1 is no longer available and was removed from your cart')).toBeInTheDocument();
    await waitFor(() => expect(total()).toHaveTextContent('Rs 1,500.00'));
  });

  it('keeps a line whose product could not be fetched because the network failed', async () => {
    api({
      [`GET /api/products/${PAR.key}`]: () => {
        throw new TypeError('Failed to fetch');
      },
    });
    const store = renderBooking(withTwoProducts);
    expect(await screen.findByText('Could not load this item. Check your connection and reload the page.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'PAR-64' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remove PAR-64' })).toBeEnabled();
    expect(selectCart(store.getState()).orderedItems).toHaveLength(2);
    await waitFor(() => expect(total()).toHaveTextContent('Rs 2,001.00'));
  });

  it('a signed-out visitor pressing Create Booking goes to /login, asked to come back to /booking', async () => {
    const network = api();
    renderBooking(withTwoProducts);
    await waitFor(() => expect(createButton()).toBeEnabled());
    fireEvent.click(createButton());
    expect(JSON.parse((await screen.findByTestId('login')).textContent!)).toEqual({ from: { pathname: '/booking', search: '' } });
    expect(network.callsTo('POST', '/api/orders')).toHaveLength(0);
  });

  describe('signed in', () => {
    beforeEach(() => localStorage.setItem('token', 'customer-token'));

    it('asks the quote with a coupon, shows its discount, and books only once the terms are accepted by a typed name', async () => {
      const network = api({
        'GET /api/users/': { body: userWithRole('customer') },
        'GET /api/terms': { body: { version: 3, text: 'Return the gear clean and dry.', publishedAt: new Date().toISOString() } },
        'POST /api/orders/quote': (call) => {
          const couponed = (call.body as { couponCode?: string }).couponCode === 'STAGE10';
          return { body: { subtotal: 2001, tax: 0, taxRate: 0, total: couponed ? 1801 : 2001, deposit: 0, amountDue: couponed ? 1801 : 2001, days: 1, lines: [], ...(couponed ? { couponCode: 'STAGE10', discount: 200 } : {}) } };
        },
        'POST /api/orders': {
          status: 201,
          body: { message: 'Booking Created', order: { _id: '8', orderId: 'ORD0008', email: 'customer@example.com', days: 1, startingDate: today(), endingDate: addDays(today(), 1), subtotal: 2001, couponCode: 'STAGE10', discount: 200, tax: 0, taxRate: 0, totalAmount: 1801, deposit: 0, status: 'Pending', orderDate: new Date().toISOString(), orderedItems: [], acceptance: { termsVersion: 3, name: 'Casey Customer', acceptedAt: new Date().toISOString(), clientAddress: '127.0.0.1' } } },
        },
        'GET /api/orders/ORD0008/agreement': { body: '%PDF-1.4' },
      });
      renderBooking(withTwoProducts);
      await waitFor(() => expect(total()).toHaveTextContent('Rs 2,001.00'));
      fireEvent.change(screen.getByLabelText('Coupon code'), { target: { value: 'stage10' } });
      fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
      await waitFor(() => expect(total()).toHaveTextContent('Rs 1,801.00'));
      expect(screen.getByTestId('summary-discount')).toHaveTextContent('-Rs 200.00');
      expect(network.callsTo('POST', '/api/orders/quote').at(-1)!.body).toEqual(expect.objectContaining({ couponCode: 'STAGE10' }));
      // The terms are shown; Create Booking waits for a typed name.
      expect(screen.getByRole('document', { name: 'Rental terms, version 3' })).toHaveTextContent('Return the gear clean and dry.');
      expect(createButton()).toBeDisabled();
      fireEvent.change(screen.getByLabelText('Type your full name to accept these terms (version 3)'), { target: { value: ' Casey Customer ' } });
      await waitFor(() => expect(createButton()).toBeEnabled());
      fireEvent.click(createButton());
      expect(await screen.findByTestId('confirmation-discount')).toHaveTextContent('-Rs 200.00');
      expect(network.callsTo('POST', '/api/orders')[0].body).toEqual(expect.objectContaining({ couponCode: 'STAGE10', acceptance: { name: 'Casey Customer', termsVersion: 3 } }));
      // The confirmation offers the agreement PDF, asked with the customer's token.
      expect(screen.getByText(/You accepted the rental terms \(version 3\) as Casey Customer/)).toBeInTheDocument();
      const saved: string[] = [];
      Object.assign(URL, { createObjectURL: jest.fn(() => 'blob:agreement'), revokeObjectURL: jest.fn() });
      const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
        saved.push(this.download);
      });
      try {
        fireEvent.click(screen.getByRole('button', { name: 'Download rental agreement ORD0008' }));
        await waitFor(() => expect(saved).toEqual(['rental-agreement-ORD0008.pdf']));
      } finally {
        click.mockRestore();
      }
      expect(network.callsTo('GET', '/api/orders/ORD0008/agreement')[0].headers.get('Authorization')).toBe('Bearer customer-token');
    }, 30_000);

    it("shows the server's reason under the field when it refuses a coupon, keeps the quote without it and books without it", async () => {
      const network = api({
        'GET /api/users/': { body: userWithRole('customer') },
        'POST /api/orders/quote': (call) =>
          (call.body as { couponCode?: string }).couponCode ? { status: 409, body: { error: 'Coupon SPENT has been used up', statusCode: 409 } } : serverQuote(call),
        'POST /api/orders': { status: 201, body: { message: 'Booking Created', order: { _id: '9', orderId: 'ORD0009', email: 'customer@example.com', days: 1, startingDate: today(), endingDate: addDays(today(), 1), totalAmount: 2001, status: 'Pending', orderDate: new Date().toISOString(), orderedItems: [] } } },
      });
      renderBooking(withTwoProducts);
      await waitFor(() => expect(total()).toHaveTextContent('Rs 2,001.00'));
      fireEvent.change(screen.getByLabelText('Coupon code'), { target: { value: 'spent' } });
      fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
      expect(await screen.findByTestId('coupon-problem')).toHaveTextContent('Coupon SPENT has been used up');
      expect(screen.getByLabelText('Coupon code')).toHaveAttribute('aria-invalid', 'true');
      // The refusal is the coupon's alone: the total stands and Create Booking stays on.
      expect(total()).toHaveTextContent('Rs 2,001.00');
      expect(screen.queryByTestId('summary-discount')).not.toBeInTheDocument();
      expect(createButton()).toBeEnabled();
      fireEvent.click(createButton());
      expect(await screen.findByText('Booking ORD0009 created')).toBeInTheDocument();
      expect(network.callsTo('POST', '/api/orders')[0].body).not.toHaveProperty('couponCode');
      // The confirmation offers no agreement for a booking made without terms.
      expect(screen.queryByRole('button', { name: /Download rental agreement/ })).not.toBeInTheDocument();
    });

    it('a coupon applied after a booking got no response is a new attempt with a new Idempotency-Key (the API refuses a key with another body)', async () => {
      let fail = true;
      const network = api({
        'GET /api/users/': { body: userWithRole('customer') },
        'POST /api/orders/quote': (call) => {
          const answer = serverQuote(call);
          return (call.body as { couponCode?: string }).couponCode === 'STAGE10' ? { body: { ...answer.body, couponCode: 'STAGE10', discount: 100, total: answer.body.total - 100 } } : answer;
        },
        'POST /api/orders': () => {
          if (fail) {
            fail = false;
            throw new TypeError('Failed to fetch');
          }
          return { status: 400, body: { error: 'Refused on purpose', statusCode: 400 } };
        },
      });
      renderBooking(withTwoProducts);
      await waitFor(() => expect(createButton()).toBeEnabled());
      fireEvent.click(createButton());
      expect(await screen.findByText('Failed to create booking')).toBeInTheDocument();
      fireEvent.change(screen.getByLabelText('Coupon code'), { target: { value: 'stage10' } });
      fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
      await waitFor(() => expect(screen.getByTestId('summary-discount')).toHaveTextContent('-Rs 100.00'));
      await waitFor(() => expect(createButton()).toBeEnabled());
      fireEvent.click(createButton());
      expect(await screen.findByText('Refused on purpose')).toBeInTheDocument();
      const calls = network.callsTo('POST', '/api/orders');
      expect(calls).toHaveLength(2);
      expect(calls[1].body).toEqual(expect.objectContaining({ couponCode: 'STAGE10' }));
      expect(calls[1].headers.get('Idempotency-Key')).not.toBe(calls[0].headers.get('Idempotency-Key'));
    });

    it("creates the booking with the cart and the token, toasts 'Booking Created' and clears the cart", async () => {
      const network = api({
        'GET /api/users/': { body: userWithRole('customer') },
        'POST /api/orders': (call) => ({
          status: 201,
          body: {
            message: 'Booking Created',
            order: { _id: '7', orderId: 'ORD0007', email: 'customer@example.com', days: 3, startingDate: (call.body as Cart).startingDate, endingDate: (call.body as Cart).endingDate, totalAmount: 6003, status: 'Pending', orderDate: new Date().toISOString(), orderedItems: [] },
          },
        }),
      });
      const store = renderBooking((s) => {
        withTwoProducts(s);
        s.dispatch(setDates({ startingDate: addDays(today(), 1), endingDate: addDays(today(), 4) }));
      });
      await waitFor(() => expect(total()).toHaveTextContent('Rs 6,003.00'));
      await waitFor(() => expect(createButton()).toBeEnabled());
      fireEvent.click(createButton());

      expect(await screen.findByText('Booking Created')).toBeInTheDocument();
      const [order] = network.callsTo('POST', '/api/orders');
      expect(order.headers.get('Authorization')).toBe('Bearer customer-token');
      expect(order.body).toEqual({
        orderedItems: [
          { key: 'SPK-1', qty: 1 },
          { key: 'PAR-64', qty: 2 },
        ],
        days: 3,
        startingDate: addDays(today(), 1),
        endingDate: addDays(today(), 4),
      });
      expect(selectCart(store.getState())).toEqual({ orderedItems: [], days: 1, startingDate: today(), endingDate: addDays(today(), 1) });
      expect(screen.getByText('Your cart is empty')).toBeInTheDocument();
      const confirmation = screen.getByRole('heading', { name: 'Booking ORD0007 created' }).closest('section')!;
      expect(confirmation).toHaveTextContent('You pay Rs 6,003.00 when you pick up the gear');
      expect(within(confirmation).getByRole('link', { name: 'My bookings' })).toHaveAttribute('href', '/bookings');
      // The pressed button left with the cart: focus lands on what was booked.
      expect(confirmation).toHaveFocus();
    });

    it("with online payment: books, asks for the server's form for the chosen plan and posts it to PayHere", async () => {
      const submitted: HTMLFormElement[] = [];
      const submit = jest.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(function (this: HTMLFormElement) {
        submitted.push(this);
      });
      const network = api({
        'GET /api/users/': { body: userWithRole('customer') },
        'GET /api/payments/options': { body: { online: true, provider: 'payhere', plans: ['full', 'deposit', 'pickup'], currency: 'LKR', holdMinutes: 30, checkoutUrl: 'https://sandbox.payhere.lk/pay/checkout' } },
        'POST /api/orders': {
          status: 201,
          body: { message: 'Booking Created', order: { _id: '8', orderId: 'ORD0008', email: 'customer@example.com', days: 1, startingDate: today(), endingDate: addDays(today(), 1), totalAmount: 2001, status: 'Pending', orderDate: new Date().toISOString(), orderedItems: [] } },
        },
        'POST /api/orders/ORD0008/payments/checkout': {
          status: 201,
          body: { provider: 'payhere', action: 'https://sandbox.payhere.lk/pay/checkout', fields: { merchant_id: '1221149', order_id: 'ORD0008-P1', amount: '2001.00', hash: 'ABC' }, amount: 2001, currency: 'LKR', payBy: null, payment: {} },
        },
      });
      const store = renderBooking(withTwoProducts);
      await waitFor(() => expect(total()).toHaveTextContent('Rs 2,001.00'));
      const choice = await screen.findByRole('group', { name: 'How would you like to pay?' });
      // This cart has no deposit: no deposit plan; pay in full is chosen first.
      expect(within(choice).getAllByRole('radio').map((radio) => radio.closest('label')!.textContent)).toEqual(['Pay in full now · Rs 2,001.00 now', 'Pay at pick-up']);
      expect(within(choice).getByRole('radio', { name: /Pay in full now/ })).toBeChecked();
      await waitFor(() => expect(createButton()).toBeEnabled());
      fireEvent.click(createButton());

      await waitFor(() => expect(submitted).toHaveLength(1));
      expect(network.callsTo('POST', '/api/orders/ORD0008/payments/checkout')[0].body).toEqual({ plan: 'full' });
      const [form] = submitted;
      expect([form.method, form.action]).toEqual(['post', 'https://sandbox.payhere.lk/pay/checkout']);
      expect(Object.fromEntries(new FormData(form))).toEqual({ merchant_id: '1221149', order_id: 'ORD0008-P1', amount: '2001.00', hash: 'ABC' });
      expect(selectCart(store.getState()).orderedItems).toEqual([]);
      submit.mockRestore();
    });

    it('without online payment offers no choice and books to pay at pick-up, as before', async () => {
      api({ 'GET /api/users/': { body: userWithRole('customer') }, 'GET /api/payments/options': { body: { online: false, provider: null, plans: ['pickup'], currency: 'LKR', holdMinutes: 30, checkoutUrl: null } } });
      renderBooking(withTwoProducts);
      await waitFor(() => expect(total()).toHaveTextContent('Rs 2,001.00'));
      expect(screen.queryByRole('group', { name: 'How would you like to pay?' })).not.toBeInTheDocument();
    });

    it('locks the lines and dates while the booking is on its way, so no change is lost when the cart is cleared', async () => {
      let answer!: () => void;
      const delay = new Promise<void>((resolve) => (answer = resolve));
      api({
        'GET /api/users/': { body: userWithRole('customer') },
        'POST /api/orders': { status: 400, body: { error: 'Refused on purpose' }, delay },
      });
      renderBooking(withTwoProducts);
      await waitFor(() => expect(createButton()).toBeEnabled());
      const increase = await screen.findByRole('button', { name: 'Increase quantity of PAR 64 Light' });
      expect(increase).toBeEnabled();
      fireEvent.click(createButton());

      await waitFor(() => expect(increase).toBeDisabled());
      expect(screen.getByRole('button', { name: 'Decrease quantity of PAR 64 Light' })).toBeDisabled();
      expect(screen.getByRole('button', { name: 'Remove PAR 64 Light' })).toBeDisabled();
      expect(screen.getByLabelText('Start date')).toBeDisabled();
      expect(screen.getByLabelText('End date')).toBeDisabled();

      await act(async () => answer());
      expect(await screen.findByText('Refused on purpose')).toBeInTheDocument();
      await waitFor(() => expect(increase).toBeEnabled());
      expect(screen.getByLabelText('End date')).toBeEnabled();
    });

    it("shows the server's error text when the booking fails, and keeps the cart", async () => {
      api({
        'GET /api/users/': { body: userWithRole('customer') },
        'POST /api/orders': { status: 400, body: { error: 'A rental can last at most 1095 days', statusCode: 400 } },
      });
      const store = renderBooking(withTwoProducts);
      await waitFor(() => expect(createButton()).toBeEnabled());
      fireEvent.click(createButton());
      expect(await screen.findByText('A rental can last at most 1095 days')).toBeInTheDocument();
      expect(selectCart(store.getState()).orderedItems).toHaveLength(2);
    });

    it('a session that ran out is signed out and sent to log in again, keeping the cart', async () => {
      api({
        'GET /api/users/': { body: userWithRole('customer') },
        'POST /api/orders': { status: 401, body: { error: 'Your session has expired. Please log in again.', statusCode: 401 } },
      });
      const store = renderBooking(withTwoProducts);
      await waitFor(() => expect(createButton()).toBeEnabled());
      fireEvent.click(createButton());
      expect(await screen.findByText('Your session has expired. Please log in again.')).toBeInTheDocument();
      expect(JSON.parse((await screen.findByTestId('login')).textContent!)).toEqual({ from: { pathname: '/booking', search: '' } });
      expect(localStorage.getItem('token')).toBeNull();
      expect(selectCart(store.getState()).orderedItems).toHaveLength(2);
    });

    it('sends one Idempotency-Key per attempt: pressing again after no response repeats it, after a refusal a new one', async () => {
      let failNext: 'network' | 'refuse' | null = 'network';
      const network = api({
        'GET /api/users/': { body: userWithRole('customer') },
        'POST /api/orders': () => {
          const failure = failNext;
          failNext = null;
          if (failure === 'network') throw new TypeError('Failed to fetch');
          if (failure === 'refuse') return { status: 400, body: { error: 'Refused on purpose', statusCode: 400 } };
          return { status: 400, body: { error: 'Refused again', statusCode: 400 } };
        },
      });
      renderBooking(withTwoProducts);
      await waitFor(() => expect(createButton()).toBeEnabled());
      fireEvent.click(createButton());
      expect(await screen.findByText('Failed to create booking')).toBeInTheDocument();
      await waitFor(() => expect(createButton()).toBeEnabled());
      failNext = 'refuse';
      fireEvent.click(createButton());
      expect(await screen.findByText('Refused on purpose')).toBeInTheDocument();
      await waitFor(() => expect(createButton()).toBeEnabled());
      fireEvent.click(createButton());
      expect(await screen.findByText('Refused again')).toBeInTheDocument();

      const keys = network.callsTo('POST', '/api/orders').map((call) => call.headers.get('Idempotency-Key'));
      expect(keys).toHaveLength(3);
      expect(keys[0]).toMatch(/^[0-9a-f]{32}$/);
      // The retry after no response is the same attempt; the press after a refusal is a new one.
      expect(keys[1]).toBe(keys[0]);
      expect(keys[2]).not.toBe(keys[0]);
    });

    it('a double click sends the same Idempotency-Key twice at most, so the API books once', async () => {
      let answer!: () => void;
      const delay = new Promise<void>((resolve) => (answer = resolve));
      const network = api({
        'GET /api/users/': { body: userWithRole('customer') },
        'POST /api/orders': { status: 400, body: { error: 'Refused on purpose' }, delay },
      });
      renderBooking(withTwoProducts);
      await waitFor(() => expect(createButton()).toBeEnabled());
      const button = createButton();
      fireEvent.click(button);
      fireEvent.click(button);
      await act(async () => answer());
      expect(await screen.findByText('Refused on purpose')).toBeInTheDocument();
      const keys = new Set(network.callsTo('POST', '/api/orders').map((call) => call.headers.get('Idempotency-Key')));
      expect(keys.size).toBe(1);
    });

    it("falls back to 'Failed to create booking' when the server gives no reason", async () => {
      api({
        'GET /api/users/': { body: userWithRole('customer') },
        'POST /api/orders': { status: 502 },
      });
      renderBooking(withTwoProducts);
      await waitFor(() => expect(createButton()).toBeEnabled());
      fireEvent.click(createButton());
      expect(await screen.findByText('Failed to create booking')).toBeInTheDocument();
    });
  });
});

describe('booking page: dates the page cannot book', () => {
  beforeEach(() => localStorage.setItem('token', 'customer-token'));

  const END_BEFORE_START = "The end date can't be before the start date.";
  const PAST_START = "The start date can't be in the past.";
  const summary = () => within(screen.getByRole('region', { name: 'Summary' }));
  const downloadButton = () => screen.getByRole('button', { name: 'Download quote' });

  /** The API's answer to a booking: the order it made, with the dates and days it was sent. */
  function bookingApi() {
    return api({
      'GET /api/users/': { body: userWithRole('customer') },
      'POST /api/orders/quote/pdf': { body: '%PDF-1.4' },
      'POST /api/orders': (call) => {
        const cart = call.body as Cart;
        return {
          status: 201,
          body: {
            message: 'Booking Created',
            order: { _id: '9', orderId: 'ORD0009', email: 'customer@example.com', days: cart.days, startingDate: cart.startingDate, endingDate: cart.endingDate, totalAmount: 1, status: 'Pending', orderDate: new Date().toISOString(), orderedItems: [] },
          },
        };
      },
    });
  }

  /** Every quote and booking the page sent was for dates it can book: a start from today, an end from the start. */
  function expectOnlyBookableDatesSent(network: ReturnType<typeof api>) {
    const sent = [...network.callsTo('POST', '/api/orders/quote'), ...network.callsTo('POST', '/api/orders')].map((call) => call.body as Cart);
    for (const cart of sent) {
      expect(cart.startingDate >= today()).toBe(true);
      expect(cart.endingDate >= cart.startingDate).toBe(true);
    }
  }

  /** Refused dates: the summary asks to fix them, both buttons are off, and clicking them sends nothing. */
  async function expectNothingBookedOrDownloaded(network: ReturnType<typeof api>) {
    expect(summary().getByText('Fix the rental dates to see your price.')).toBeInTheDocument();
    expect(createButton()).toBeDisabled();
    expect(downloadButton()).toBeDisabled();
    fireEvent.click(createButton());
    fireEvent.click(downloadButton());
    await act(async () => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(network.callsTo('POST', '/api/orders')).toHaveLength(0);
    expect(network.callsTo('POST', '/api/orders/quote/pdf')).toHaveLength(0);
  }

  it('an end typed before the start stays on screen with a message; nothing is priced, booked or downloaded for other dates', async () => {
    const network = bookingApi();
    // The issue's case: 20 → 22 Dec booked, then 18 Dec typed as the end.
    const start = addDays(today(), 24);
    const store = renderBooking((s) => {
      s.dispatch(addToCart({ key: SPEAKER.key }));
      s.dispatch(setDates({ startingDate: start, endingDate: addDays(start, 2) }));
    });
    await waitFor(() => expect(total()).toHaveTextContent('Rs 3,000.00'));
    expect(screen.getByTestId('summary-days')).toHaveTextContent('2');

    const end = screen.getByLabelText('End date');
    fireEvent.change(end, { target: { value: addDays(start, -2) } });
    fireEvent.blur(end);

    // What the customer typed stays, and the field says why it cannot be booked.
    expect(end).toHaveValue(addDays(start, -2));
    expect(end).toBeInvalid();
    expect(end).toHaveAccessibleDescription(END_BEFORE_START);
    expect(within(screen.getByRole('region', { name: 'Rental dates' })).getByRole('alert')).toHaveTextContent(END_BEFORE_START);
    expect(screen.getByLabelText('Start date')).toBeValid();
    // No figure of the dates that were booked before stands beside the dates on screen.
    expect(screen.getByText(/Total days:/)).not.toHaveTextContent('2');
    expect(screen.getByTestId('summary-days')).not.toHaveTextContent('2');
    expect(total()).not.toHaveTextContent('Rs');
    expect(document.querySelectorAll('.booking-line__total')).toHaveLength(0);
    await expectNothingBookedOrDownloaded(network);
    expect(selectCart(store.getState())).toMatchObject({ startingDate: start, endingDate: addDays(start, 2) });

    // A later end: the message goes, the server prices those dates and they are what is booked.
    fireEvent.change(end, { target: { value: addDays(start, 3) } });
    expect(end).toBeValid();
    expect(end).not.toHaveAccessibleDescription();
    await waitFor(() => expect(total()).toHaveTextContent('Rs 4,500.00'));
    expect(screen.getByTestId('summary-days')).toHaveTextContent('3');
    await waitFor(() => expect(createButton()).toBeEnabled());
    fireEvent.click(createButton());
    expect(await screen.findByText('Booking Created')).toBeInTheDocument();
    const orders = network.callsTo('POST', '/api/orders');
    expect(orders).toHaveLength(1);
    expect(orders[0].body).toEqual({ orderedItems: [{ key: SPEAKER.key, qty: 1 }], days: 3, startingDate: start, endingDate: addDays(start, 3) });
    expectOnlyBookableDatesSent(network);
  });

  it('a start typed in the past stays on screen with a message; nothing is priced, booked or downloaded for other dates', async () => {
    const network = bookingApi();
    const store = renderBooking((s) => s.dispatch(addToCart({ key: SPEAKER.key })));
    await waitFor(() => expect(total()).toHaveTextContent('Rs 1,500.00'));

    // The issue's case: 20 Nov typed on 26 Nov.
    const startField = screen.getByLabelText('Start date');
    fireEvent.change(startField, { target: { value: addDays(today(), -6) } });
    fireEvent.blur(startField);

    expect(startField).toHaveValue(addDays(today(), -6));
    expect(startField).toBeInvalid();
    expect(startField).toHaveAccessibleDescription(PAST_START);
    expect(within(screen.getByRole('region', { name: 'Rental dates' })).getByRole('alert')).toHaveTextContent(PAST_START);
    expect(screen.getByLabelText('End date')).toHaveValue(addDays(today(), 1));
    expect(screen.getByText(/Total days:/)).not.toHaveTextContent('1');
    expect(screen.getByTestId('summary-days')).not.toHaveTextContent('1');
    expect(total()).not.toHaveTextContent('Rs');
    await expectNothingBookedOrDownloaded(network);
    expect(selectCart(store.getState())).toMatchObject({ startingDate: today(), endingDate: addDays(today(), 1) });

    // Today again: bookable, and booked as shown.
    fireEvent.change(startField, { target: { value: today() } });
    expect(startField).toBeValid();
    expect(screen.queryByText(PAST_START)).not.toBeInTheDocument();
    await waitFor(() => expect(total()).toHaveTextContent('Rs 1,500.00'));
    expect(screen.getByTestId('summary-days')).toHaveTextContent('1');
    await waitFor(() => expect(createButton()).toBeEnabled());
    fireEvent.click(createButton());
    expect(await screen.findByText('Booking Created')).toBeInTheDocument();
    expect(network.callsTo('POST', '/api/orders').map((call) => call.body)).toEqual([
      { orderedItems: [{ key: SPEAKER.key, qty: 1 }], days: 1, startingDate: today(), endingDate: addDays(today(), 1) },
    ]);
    expectOnlyBookableDatesSent(network);
  });

  it('a start typed past the end takes the end along, keeping the length; a cleared field asks for a date', async () => {
    api();
    const store = renderBooking((s) => s.dispatch(addToCart({ key: SPEAKER.key })));
    await waitFor(() => expect(total()).toHaveTextContent('Rs 1,500.00'));
    const startField = screen.getByLabelText('Start date');
    const end = screen.getByLabelText('End date');
    fireEvent.change(startField, { target: { value: addDays(today(), 5) } });
    expect(end).toHaveValue(addDays(today(), 6));
    expect(selectCart(store.getState())).toMatchObject({ startingDate: addDays(today(), 5), endingDate: addDays(today(), 6), days: 1 });

    // A date cleared (or half typed) is empty to the browser: the field asks for one.
    fireEvent.change(end, { target: { value: '' } });
    expect(end).toHaveAccessibleDescription('Enter an end date.');
    expect(createButton()).toBeDisabled();
    fireEvent.change(end, { target: { value: addDays(today(), 7) } });
    expect(end).not.toHaveAccessibleDescription();
    await waitFor(() => expect(total()).toHaveTextContent('Rs 3,000.00'));
  });
});

describe('booking page: free units', () => {
  /**
   * A quote that knows how many units are free for any dates, like the API: 409 with the short
   * lines when a line asks for more, else each line's `available`.
   */
  function stockedQuote(free: Record<string, number>) {
    return (call: RecordedCall) => {
      const cart = call.body as Cart;
      const priced = serverQuote(call).body;
      const shortages = cart.orderedItems
        .filter(({ key, qty }) => qty > free[key])
        .map(({ key, qty }) => ({ key, name: key === SPEAKER.key ? SPEAKER.name : PAR.name, requested: qty, available: free[key] }));
      if (shortages.length) {
        const error = shortages
          .map((s) => `${s.available === 0 ? 'No' : `Only ${s.available} of`} ${s.name} available from ${cart.startingDate} to ${cart.endingDate}`)
          .join('; ');
        return { status: 409, body: { error, statusCode: 409, shortages } };
      }
      return { body: { ...priced, lines: priced.lines.map((line) => ({ ...line, available: free[line.key] })) } };
    };
  }

  const shortNote = (name: string) => screen.getByRole('heading', { name }).closest('li')!.querySelector('.booking-line__shortage');
  const summaryAlert = () => within(screen.getByRole('region', { name: 'Summary' })).getByRole('alert');
  const increase = (name: string) => screen.getByRole('button', { name: `Increase quantity of ${name}` });

  it('turns "+" off once a line asks for every free unit, and says so', async () => {
    api({ 'POST /api/orders/quote': stockedQuote({ [SPEAKER.key]: 3, [PAR.key]: 2 }) });
    renderBooking(withTwoProducts);
    await waitFor(() => expect(total()).toHaveTextContent('Rs 2,001.00'));
    expect(increase('JBL EON615 Speaker')).toBeEnabled();
    expect(increase('PAR 64 Light')).toBeDisabled();
    expect(screen.getByText('All 2 free for these dates')).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Quantity of PAR 64 Light' })).toHaveAccessibleDescription('All 2 free for these dates');
    expect(createButton()).toBeEnabled();

    fireEvent.click(increase('JBL EON615 Speaker'));
    await waitFor(() => expect(total()).toHaveTextContent('Rs 3,501.00'));
    expect(increase('JBL EON615 Speaker')).toBeEnabled();
    fireEvent.click(increase('JBL EON615 Speaker'));
    // The free count does not change with the quantity: "+" is off at once, before the next quote lands.
    expect(increase('JBL EON615 Speaker')).toBeDisabled();
    await waitFor(() => expect(total()).toHaveTextContent('Rs 5,001.00'));
    expect(screen.getByText('All 3 free for these dates')).toBeInTheDocument();
  });

  it("marks a short line with the server's numbers, shows its text instead of a total and holds Create Booking until the quantity is lowered", async () => {
    const network = api({ 'POST /api/orders/quote': stockedQuote({ [SPEAKER.key]: 5, [PAR.key]: 1 }) });
    renderBooking(withTwoProducts);
    const alert = await within(screen.getByRole('region', { name: 'Summary' })).findByRole('alert');
    expect(alert).toHaveTextContent(`Only 1 of PAR 64 Light available from ${today()} to ${addDays(today(), 1)}`);
    expect(alert).toHaveTextContent('Lower the quantity, remove the line or pick other dates.');
    expect(shortNote('PAR 64 Light')).toHaveTextContent('Only 1 available for these dates (you asked for 2)');
    expect(shortNote('JBL EON615 Speaker')).toBeNull();
    expect(screen.getByRole('heading', { name: 'PAR 64 Light' }).closest('li')).toHaveClass('booking-line--short');
    expect(total()).toHaveTextContent('—');
    expect(total()).not.toHaveTextContent('Rs');
    expect(createButton()).toBeDisabled();
    expect(increase('PAR 64 Light')).toBeDisabled();
    expect(increase('JBL EON615 Speaker')).toBeEnabled();
    // A screen reader on the quantity controls hears why "+" is off.
    expect(screen.getByRole('group', { name: 'Quantity of PAR 64 Light' })).toHaveAccessibleDescription('Only 1 available for these dates (you asked for 2)');
    expect(screen.getByRole('group', { name: 'Quantity of JBL EON615 Speaker' })).not.toHaveAccessibleDescription();

    fireEvent.click(screen.getByRole('button', { name: 'Decrease quantity of PAR 64 Light' }));
    await waitFor(() => expect(total()).toHaveTextContent('Rs 1,750.50'));
    expect(shortNote('PAR 64 Light')).toBeNull();
    expect(within(screen.getByRole('region', { name: 'Summary' })).queryByRole('alert')).not.toBeInTheDocument();
    expect(createButton()).toBeEnabled();
    expect(screen.getByText('The last one free for these dates')).toBeInTheDocument();
    expect(network.callsTo('POST', '/api/orders/quote')).toHaveLength(2);
  });

  it('says when none is free, and removing the line or picking other dates asks again', async () => {
    const free = { [SPEAKER.key]: 0, [PAR.key]: 4 };
    const quote = stockedQuote(free);
    api({ 'POST /api/orders/quote': (call) => quote(call) });
    const store = renderBooking(withTwoProducts);
    await within(screen.getByRole('region', { name: 'Summary' })).findByRole('alert');
    expect(shortNote('JBL EON615 Speaker')).toHaveTextContent('None available for these dates (you asked for 1)');
    expect(summaryAlert()).toHaveTextContent('No JBL EON615 Speaker available from');
    expect(createButton()).toBeDisabled();

    // Other dates: the shop has one free then.
    free[SPEAKER.key] = 1;
    fireEvent.change(screen.getByLabelText('End date'), { target: { value: addDays(today(), 2) } });
    await waitFor(() => expect(total()).toHaveTextContent('Rs 4,002.00'));
    expect(shortNote('JBL EON615 Speaker')).toBeNull();
    expect(createButton()).toBeEnabled();

    free[SPEAKER.key] = 0;
    fireEvent.change(screen.getByLabelText('End date'), { target: { value: addDays(today(), 3) } });
    await waitFor(() => expect(shortNote('JBL EON615 Speaker')).toHaveTextContent('None available for these dates (you asked for 1)'));
    fireEvent.click(screen.getByRole('button', { name: 'Remove JBL EON615 Speaker' }));
    await waitFor(() => expect(total()).toHaveTextContent('Rs 1,503.00'));
    expect(selectCart(store.getState()).orderedItems).toEqual([{ key: PAR.key, qty: 2 }]);
    expect(createButton()).toBeEnabled();
  });

  it("a quote for the old dates answering late (short) does not mark the line for the new dates", async () => {
    let answer!: () => void;
    const late = new Promise<void>((resolve) => (answer = resolve));
    const shortToday = stockedQuote({ [SPEAKER.key]: 0, [PAR.key]: 4 });
    const freeLater = stockedQuote({ [SPEAKER.key]: 1, [PAR.key]: 4 });
    const network = api({
      'POST /api/orders/quote': (call) => {
        const first = network.callsTo('POST', '/api/orders/quote').length === 1;
        return first ? { ...shortToday(call), delay: late } : freeLater(call);
      },
    });
    renderBooking(withTwoProducts);
    await waitFor(() => expect(network.callsTo('POST', '/api/orders/quote')).toHaveLength(1));
    fireEvent.change(screen.getByLabelText('End date'), { target: { value: addDays(today(), 2) } });
    await waitFor(() => expect(total()).toHaveTextContent('Rs 4,002.00'));
    expect(createButton()).toBeEnabled();
    await act(async () => answer());
    // The 409 for today → tomorrow arrived after the dates moved on: it speaks of other dates.
    await act(async () => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(shortNote('JBL EON615 Speaker')).toBeNull();
    expect(within(screen.getByRole('region', { name: 'Summary' })).queryByRole('alert')).not.toBeInTheDocument();
    expect(total()).toHaveTextContent('Rs 4,002.00');
    expect(createButton()).toBeEnabled();
  });

  it('a quote for the old dates answering late (free) does not lift the shortage of the new dates', async () => {
    let answer!: () => void;
    const late = new Promise<void>((resolve) => (answer = resolve));
    const freeToday = stockedQuote({ [SPEAKER.key]: 1, [PAR.key]: 4 });
    const shortLater = stockedQuote({ [SPEAKER.key]: 0, [PAR.key]: 4 });
    const network = api({
      'POST /api/orders/quote': (call) => {
        const first = network.callsTo('POST', '/api/orders/quote').length === 1;
        return first ? { ...freeToday(call), delay: late } : shortLater(call);
      },
    });
    renderBooking(withTwoProducts);
    await waitFor(() => expect(network.callsTo('POST', '/api/orders/quote')).toHaveLength(1));
    fireEvent.change(screen.getByLabelText('End date'), { target: { value: addDays(today(), 2) } });
    await waitFor(() => expect(shortNote('JBL EON615 Speaker')).toHaveTextContent('None available for these dates (you asked for 1)'));
    await act(async () => answer());
    await act(async () => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(shortNote('JBL EON615 Speaker')).toHaveTextContent('None available for these dates (you asked for 1)');
    expect(summaryAlert()).toHaveTextContent(`No JBL EON615 Speaker available from ${today()} to ${addDays(today(), 2)}`);
    expect(total()).not.toHaveTextContent('Rs');
    expect(createButton()).toBeDisabled();
  });

  it('a quote that fails for the network says so, holds Create Booking, and Try again recovers', async () => {
    let down = true;
    const quote = stockedQuote({ [SPEAKER.key]: 5, [PAR.key]: 5 });
    api({
      'POST /api/orders/quote': (call) => {
        if (down) throw new TypeError('Failed to fetch');
        return quote(call);
      },
    });
    renderBooking(withTwoProducts);
    expect(await within(screen.getByRole('region', { name: 'Summary' })).findByRole('alert')).toHaveTextContent('Could not get a price for your booking');
    expect(summaryAlert()).not.toHaveTextContent('Lower the quantity');
    expect(createButton()).toBeDisabled();
    expect(document.querySelector('.booking-line--short')).toBeNull();
    down = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(total()).toHaveTextContent('Rs 2,001.00'));
    expect(createButton()).toBeEnabled();
  });

  describe('signed in', () => {
    beforeEach(() => localStorage.setItem('token', 'customer-token'));

    const TAKEN = `Only 1 of PAR 64 Light available from ${today()} to ${addDays(today(), 1)}`;
    const refusal = { status: 409, body: { error: TAKEN, statusCode: 409, shortages: [{ key: PAR.key, name: PAR.name, requested: 2, available: 1 }] } };

    it('a booking refused because the last units went meanwhile marks the line, shows the text and asks for a new quote', async () => {
      const free = { [SPEAKER.key]: 5, [PAR.key]: 2 };
      const quote = stockedQuote(free);
      const network = api({
        'GET /api/users/': { body: userWithRole('customer') },
        'POST /api/orders/quote': (call) => quote(call),
        'POST /api/orders': () => {
          free[PAR.key] = 1; // someone else booked one between the quote and the click
          return refusal;
        },
      });
      const store = renderBooking(withTwoProducts);
      await waitFor(() => expect(createButton()).toBeEnabled());
      expect(network.callsTo('POST', '/api/orders/quote')).toHaveLength(1);
      fireEvent.click(createButton());

      await waitFor(() => expect(shortNote('PAR 64 Light')).toHaveTextContent('Only 1 available for these dates (you asked for 2)'));
      expect(summaryAlert()).toHaveTextContent(TAKEN);
      expect(createButton()).toBeDisabled();
      expect(total()).not.toHaveTextContent('Rs');
      // The line totals of the quote the refusal overtook are not shown beside it.
      expect(document.querySelectorAll('.booking-line__total')).toHaveLength(0);
      expect(selectCart(store.getState()).orderedItems).toHaveLength(2);
      // The refusal made the quote outdated: it was asked again, and agrees.
      await waitFor(() => expect(network.callsTo('POST', '/api/orders/quote')).toHaveLength(2));
      await waitFor(() => expect(summaryAlert()).toHaveTextContent(TAKEN));
      expect(createButton()).toBeDisabled();
      await waitFor(() => expect(total()).not.toHaveTextContent('Calculating'));
      expect(document.querySelectorAll('.booking-line__total')).toHaveLength(0);

      fireEvent.click(screen.getByRole('button', { name: 'Decrease quantity of PAR 64 Light' }));
      await waitFor(() => expect(total()).toHaveTextContent('Rs 1,750.50'));
      expect(createButton()).toBeEnabled();
      expect(shortNote('PAR 64 Light')).toBeNull();
    });

    it('a refusal gives way when the new quote finds the units free again', async () => {
      let answer!: () => void;
      const requote = new Promise<void>((resolve) => (answer = resolve));
      const quote = stockedQuote({ [SPEAKER.key]: 5, [PAR.key]: 2 });
      const network = api({
        'GET /api/users/': { body: userWithRole('customer') },
        'POST /api/orders/quote': (call) => ({ ...quote(call), delay: network.callsTo('POST', '/api/orders/quote').length > 1 ? requote : undefined }),
        'POST /api/orders': refusal,
      });
      renderBooking(withTwoProducts);
      await waitFor(() => expect(createButton()).toBeEnabled());
      fireEvent.click(createButton());
      // While the new quote is on its way, the refusal itself marks the line and holds the button.
      await waitFor(() => expect(shortNote('PAR 64 Light')).toHaveTextContent('Only 1 available for these dates (you asked for 2)'));
      expect(summaryAlert()).toHaveTextContent(TAKEN);
      expect(createButton()).toBeDisabled();
      expect(network.callsTo('POST', '/api/orders/quote')).toHaveLength(2);
      await act(async () => answer());
      await waitFor(() => expect(total()).toHaveTextContent('Rs 2,001.00'));
      expect(shortNote('PAR 64 Light')).toBeNull();
      expect(within(screen.getByRole('region', { name: 'Summary' })).queryByRole('alert')).not.toBeInTheDocument();
      expect(createButton()).toBeEnabled();
    });
  });
});
