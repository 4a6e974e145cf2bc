import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { PlatformProviders, createAppStore } from '@rental/platform';
import type { Order } from '@rental/platform/types';
import { mockFetch } from '@rental/platform/jest/fetchMock';
import type { Route as MockRoute } from '@rental/platform/jest/fetchMock';
import { userWithRole } from '@rental/platform/jest/fixtures';
import MyBookingsPage from './MyBookingsPage';

const order = (orderId: string, fields: Partial<Order> = {}): Order => ({
  _id: orderId,
  orderId,
  email: 'customer@example.com',
  days: 2,
  startingDate: '2026-12-01',
  endingDate: '2026-12-03',
  totalAmount: 3501,
  subtotal: fields.totalAmount ?? 3501,
  taxRate: 0,
  tax: 0,
  deposit: 0,
  amountDue: fields.totalAmount ?? 3501,
  lateDays: 0,
  lateFee: 0,
  depositRefunded: null,
  depositRefundReason: null,
  status: 'Pending',
  orderDate: '2026-11-20T10:00:00.000Z',
  orderedItems: [
    { product: { key: 'SPK-1', name: 'JBL EON615 Speaker', image: '', price: 1500 }, quantity: 1, breakdown: '2 days', amount: 3000, deposit: 0 },
    { product: { key: 'PAR-64', name: 'PAR 64 Light', image: '', price: 250.5 }, quantity: 2, breakdown: '2 days', amount: 1002, deposit: 0 },
  ],
  pickedUpAt: null,
  returnedAt: null,
  overdue: false,
  daysOverdue: 0,
  ...fields,
});

function LoginProbe() {
  return <p data-testid="login">{JSON.stringify(useLocation().state)}</p>;
}

function renderPage() {
  render(
    <PlatformProviders store={createAppStore()}>
      <MemoryRouter initialEntries={['/bookings']}>
        <Routes>
          <Route path="/bookings" element={<MyBookingsPage />} />
          <Route path="/login" element={<LoginProbe />} />
          <Route path="/items" element={<p>Catalogue</p>} />
        </Routes>
      </MemoryRouter>
    </PlatformProviders>,
  );
}

function signedIn(routes: Record<string, MockRoute>, role: 'customer' | 'staff' | 'admin' = 'customer') {
  localStorage.setItem('token', `${role}-token`);
  return mockFetch({ 'GET /api/users/': { body: userWithRole(role) }, ...routes });
}

const card = (orderId: string) => screen.getByRole('listitem', { name: orderId });
const fact = (orderId: string, term: string) => {
  const dt = within(card(orderId)).getByText(term, { selector: 'dt' });
  return dt.nextElementSibling!.textContent;
};

describe('my bookings page', () => {
  it('sends a signed-out visitor to /login, asked to come back to /bookings, and fetches nothing', async () => {
    const network = mockFetch();
    renderPage();
    expect(JSON.parse((await screen.findByTestId('login')).textContent!)).toEqual({ from: { pathname: '/bookings', search: '' } });
    expect(network.callsTo('GET', '/api/orders')).toHaveLength(0);
  });

  it("lists the customer's orders as cards: id, approval status, dates, days, items, total", async () => {
    const network = signedIn({
      'GET /api/orders': {
        body: [
          order('ORD0012'),
          order('ORD0011', { status: 'approved', totalAmount: 9000, days: 3, startingDate: '2026-11-02', endingDate: '2026-11-05', pickedUpAt: '2026-11-02T09:30:00.000Z', orderedItems: [{ product: { key: 'SPK-1', name: 'JBL EON615 Speaker', image: '', price: 1500 }, quantity: 2, breakdown: '3 days', amount: 9000, deposit: 0 }] }),
          order('ORD0010', { status: 'Rejected' }),
          order('ORD0009', { status: 'Cancelled', days: 1 }),
        ],
      },
    });
    renderPage();
    expect(await screen.findByRole('heading', { name: 'My bookings', level: 1 })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'ORD0012' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(['ORD0012', 'ORD0011', 'ORD0010', 'ORD0009']);
    expect(screen.getByText('4 bookings, newest first')).toBeInTheDocument();

    expect(fact('ORD0012', 'Approval Status')).toBe('Pending');
    expect(fact('ORD0012', 'Dates')).toBe('Tue, 1 Dec 2026 → Thu, 3 Dec 2026');
    expect(fact('ORD0012', 'Days')).toBe('2 days');
    expect(fact('ORD0012', 'Booked on')).toBe('Fri, 20 Nov 2026');
    expect(within(card('ORD0012')).getByRole('list', { name: 'Items in ORD0012' }).textContent).toBe('1 × JBL EON615 Speaker · 2 daysRs 3,000.002 × PAR 64 Light · 2 daysRs 1,002.00');
    expect(within(card('ORD0012')).getByText('Total').nextElementSibling).toHaveTextContent('Rs 3,501.00');
    expect(within(card('ORD0012')).queryByText('Picked up')).not.toBeInTheDocument();

    expect(fact('ORD0011', 'Approval Status')).toBe('Approved');
    expect(fact('ORD0011', 'Picked up')).toBe('Mon, 2 Nov 2026');
    expect(within(card('ORD0011')).getByText('Total').nextElementSibling).toHaveTextContent('Rs 9,000.00');
    expect(fact('ORD0010', 'Approval Status')).toBe('Rejected');
    expect(fact('ORD0009', 'Approval Status')).toBe('Cancelled');
    expect(fact('ORD0009', 'Days')).toBe('1 day');

    // Only the Pending one can be cancelled.
    expect(screen.getAllByRole('button', { name: /^Cancel booking/ }).map((b) => b.getAttribute('aria-label'))).toEqual(['Cancel booking ORD0012']);
    expect(network.callsTo('GET', '/api/orders')[0].headers.get('Authorization')).toBe('Bearer customer-token');
  });

  it('marks an order the server says is overdue, and shows when it came back', async () => {
    signedIn({
      'GET /api/orders': {
        body: [
          order('ORD0021', { status: 'approved', overdue: true, pickedUpAt: '2026-11-01T08:00:00.000Z' }),
          order('ORD0020', { status: 'approved', pickedUpAt: '2026-10-01T08:00:00.000Z', returnedAt: '2026-10-04T17:00:00.000Z' }),
        ],
      },
    });
    renderPage();
    await screen.findByRole('heading', { name: 'ORD0021' });
    expect(within(card('ORD0021')).getByText('Overdue')).toBeInTheDocument();
    expect(card('ORD0021')).toHaveClass('my-booking--overdue');
    expect(within(card('ORD0020')).queryByText('Overdue')).not.toBeInTheDocument();
    expect(fact('ORD0020', 'Returned')).toBe('Sun, 4 Oct 2026');
  });

  it('cancels a Pending order after a confirm step; the list is asked again and shows Cancelled', async () => {
    let status = 'Pending';
    const network = signedIn({
      'GET /api/orders': () => ({ body: [order('ORD0012', { status })] }),
      'PUT /api/orders/ORD0012/cancel': () => {
        status = 'Cancelled';
        return { body: { message: 'Order cancelled', order: order('ORD0012', { status }) } };
      },
    });
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel booking ORD0012' }));
    // Nothing is sent before the customer confirms; "Keep booking" steps back.
    expect(network.callsTo('PUT', '/api/orders/ORD0012/cancel')).toHaveLength(0);
    const confirm = screen.getByRole('group', { name: 'Confirm cancelling ORD0012' });
    expect(confirm).toHaveTextContent('Cancel booking ORD0012?');
    fireEvent.click(within(confirm).getByRole('button', { name: 'Keep booking' }));
    expect(screen.queryByRole('group', { name: 'Confirm cancelling ORD0012' })).not.toBeInTheDocument();
    expect(network.callsTo('PUT', '/api/orders/ORD0012/cancel')).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: 'Cancel booking ORD0012' }));
    fireEvent.click(within(screen.getByRole('group', { name: 'Confirm cancelling ORD0012' })).getByRole('button', { name: 'Yes, cancel it' }));
    expect(await screen.findByText('Booking ORD0012 cancelled')).toBeInTheDocument();
    await waitFor(() => expect(fact('ORD0012', 'Approval Status')).toBe('Cancelled'));
    expect(screen.queryByRole('button', { name: 'Cancel booking ORD0012' })).not.toBeInTheDocument();
    const [cancel] = network.callsTo('PUT', '/api/orders/ORD0012/cancel');
    expect(cancel.headers.get('Authorization')).toBe('Bearer customer-token');
    expect(network.callsTo('GET', '/api/orders')).toHaveLength(2);
  });

  it("shows the server's reason when a cancel is refused, and the status as it now is", async () => {
    let status = 'Pending';
    signedIn({
      'GET /api/orders': () => ({ body: [order('ORD0012', { status })] }),
      'PUT /api/orders/ORD0012/cancel': () => {
        status = 'approved'; // the shop approved it meanwhile
        return { status: 409, body: { error: 'Only a Pending order can be cancelled', statusCode: 409 } };
      },
    });
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel booking ORD0012' }));
    fireEvent.click(screen.getByRole('button', { name: 'Yes, cancel it' }));
    expect(await screen.findByText('Only a Pending order can be cancelled')).toBeInTheDocument();
    await waitFor(() => expect(fact('ORD0012', 'Approval Status')).toBe('Approved'));
    expect(screen.queryByRole('button', { name: 'Cancel booking ORD0012' })).not.toBeInTheDocument();
  });

  it("falls back to 'Failed to cancel booking' when the server gives no reason", async () => {
    signedIn({
      'GET /api/orders': { body: [order('ORD0012')] },
      'PUT /api/orders/ORD0012/cancel': { status: 502 },
    });
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel booking ORD0012' }));
    fireEvent.click(screen.getByRole('button', { name: 'Yes, cancel it' }));
    expect(await screen.findByText('Failed to cancel booking')).toBeInTheDocument();
    expect(fact('ORD0012', 'Approval Status')).toBe('Pending');
  });

  it('keeps focus in the card: "Keep booking" returns it to Cancel booking; a cancel moves it to the heading', async () => {
    let status = 'Pending';
    let answer!: () => void;
    const listed = new Promise<void>((resolve) => (answer = resolve));
    const network = signedIn({
      // The list asked again after the cancel is slow: the card still says Pending meanwhile.
      'GET /api/orders': () => ({ body: [order('ORD0012', { status })], delay: network.callsTo('GET', '/api/orders').length > 1 ? listed : undefined }),
      'PUT /api/orders/ORD0012/cancel': () => {
        status = 'Cancelled';
        return { body: { message: 'Order cancelled', order: order('ORD0012', { status }) } };
      },
    });
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel booking ORD0012' }));
    const confirm = screen.getByRole('group', { name: 'Confirm cancelling ORD0012' });
    expect(confirm).toHaveAccessibleDescription('Cancel booking ORD0012? The gear goes back on the shelf for others.');
    expect(within(confirm).getByRole('button', { name: 'Keep booking' })).toHaveFocus();
    fireEvent.click(within(confirm).getByRole('button', { name: 'Keep booking' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Cancel booking ORD0012' })).toHaveFocus());

    fireEvent.click(screen.getByRole('button', { name: 'Cancel booking ORD0012' }));
    fireEvent.click(screen.getByRole('button', { name: 'Yes, cancel it' }));
    await screen.findByText('Booking ORD0012 cancelled');
    // Cancelled: Cancel booking does not come back while the list is being asked again.
    await waitFor(() => expect(screen.getByRole('heading', { name: 'ORD0012' })).toHaveFocus());
    expect(fact('ORD0012', 'Approval Status')).toBe('Pending');
    expect(screen.queryByRole('button', { name: 'Cancel booking ORD0012' })).not.toBeInTheDocument();
    await act(async () => answer());
    await waitFor(() => expect(fact('ORD0012', 'Approval Status')).toBe('Cancelled'));
    expect(network.callsTo('PUT', '/api/orders/ORD0012/cancel')).toHaveLength(1);
  });

  it('sends one cancel however fast "Yes, cancel it" is pressed twice', async () => {
    let answer!: () => void;
    const slow = new Promise<void>((resolve) => (answer = resolve));
    const network = signedIn({
      'GET /api/orders': { body: [order('ORD0012')] },
      'PUT /api/orders/ORD0012/cancel': { body: { message: 'Order cancelled', order: order('ORD0012', { status: 'Cancelled' }) }, delay: slow },
    });
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel booking ORD0012' }));
    const yes = screen.getByRole('button', { name: 'Yes, cancel it' });
    fireEvent.click(yes);
    fireEvent.click(yes);
    expect(screen.getByRole('button', { name: 'Keep booking' })).toBeDisabled();
    await act(async () => answer());
    await screen.findByText('Booking ORD0012 cancelled');
    expect(network.callsTo('PUT', '/api/orders/ORD0012/cancel')).toHaveLength(1);
  });

  it('a cancel that failed for the network leaves Cancel booking focused to try again', async () => {
    signedIn({
      'GET /api/orders': { body: [order('ORD0012')] },
      'PUT /api/orders/ORD0012/cancel': { status: 502 },
    });
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel booking ORD0012' }));
    fireEvent.click(screen.getByRole('button', { name: 'Yes, cancel it' }));
    await screen.findByText('Failed to cancel booking');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Cancel booking ORD0012' })).toHaveFocus());
  });

  it('shows a loading state, then "No bookings yet" with a link to the catalogue', async () => {
    let answer!: () => void;
    const delay = new Promise<void>((resolve) => (answer = resolve));
    signedIn({ 'GET /api/orders': { body: [], delay } });
    renderPage();
    expect(await screen.findByRole('status', { name: 'Loading your bookings' })).toBeInTheDocument();
    await act(async () => answer());
    expect(await screen.findByText('No bookings yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse Items' })).toHaveAttribute('href', '/items');
    expect(screen.queryByRole('status', { name: 'Loading your bookings' })).not.toBeInTheDocument();
  });

  it("shows 'Failed to load bookings' with Try Again, which asks again", async () => {
    let fail = true;
    const network = signedIn({ 'GET /api/orders': () => (fail ? { status: 500, body: { error: 'Internal', statusCode: 500 } } : { body: [order('ORD0012')] }) });
    renderPage();
    expect(await screen.findByText('Failed to load bookings')).toBeInTheDocument();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('heading', { name: 'ORD0012' })).toBeInTheDocument();
    expect(screen.queryByText('Failed to load bookings')).not.toBeInTheDocument();
    expect(network.callsTo('GET', '/api/orders')).toHaveLength(2);
  });

  it("shows an admin only their own orders (the API gives an admin everyone's)", async () => {
    signedIn({ 'GET /api/orders': { body: [order('ORD0031', { email: 'someone@example.com' }), order('ORD0030', { email: 'admin@example.com' })] } }, 'admin');
    renderPage();
    expect(await screen.findByRole('heading', { name: 'ORD0030' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'ORD0031' })).not.toBeInTheDocument();
  });

  it("shows a staff member only their own orders too (the API gives staff everyone's)", async () => {
    signedIn({ 'GET /api/orders': { body: [order('ORD0041', { email: 'someone@example.com' }), order('ORD0040', { email: 'staff@example.com' })] } }, 'staff');
    renderPage();
    expect(await screen.findByRole('heading', { name: 'ORD0040' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'ORD0041' })).not.toBeInTheDocument();
  });

  it('a session that ran out is signed out and sent to log in, to come back here', async () => {
    signedIn({ 'GET /api/orders': { status: 401, body: { error: 'Your session has expired. Please log in again.', statusCode: 401 } } });
    renderPage();
    expect(JSON.parse((await screen.findByTestId('login')).textContent!)).toEqual({ from: { pathname: '/bookings', search: '' } });
    expect(localStorage.getItem('token')).toBeNull();
  });
});

describe('my bookings: figures, invoice and extending', () => {
  const figures = { subtotal: 7000, taxRate: 18, tax: 1260, totalAmount: 8260, deposit: 2000, amountDue: 10260, lateDays: 0, lateFee: 0, depositRefunded: null, depositRefundReason: null };
  const priced = order('ORD0042', {
    ...figures,
    orderedItems: [{ product: { key: 'SPK-1', name: 'JBL EON615 Speaker', image: '', price: 1000, weekPrice: 5000 }, quantity: 1, breakdown: '1 week + 2 days', amount: 7000, deposit: 2000 }],
    startingDate: '2026-12-01',
    endingDate: '2026-12-10',
    days: 9,
  });

  it("shows the server's figures and offers only the free days to extend into", async () => {
    const free = (counts: number[]) => ({ key: 'SPK-1', stock: 1, start: '2026-12-10', end: '2027-02-08', free: 0, days: counts.map((n, i) => ({ date: new Date(Date.UTC(2026, 11, 10 + i)).toISOString().slice(0, 10), free: n })) });
    const network = signedIn({
      'GET /api/orders': { body: [priced] },
      'GET /api/products/SPK-1/availability': { body: free([1, 1, 1, 0, 1]) },
    });
    renderPage();
    const card = await screen.findByRole('listitem', { name: 'ORD0042' });
    expect(within(card).getByText('· 1 week + 2 days')).toBeInTheDocument();
    const rows = within(card).getByLabelText('Figures of ORD0042');
    for (const [label, amount] of [['Rental charges', 'Rs 7,000.00'], ['Tax (18%)', 'Rs 1,260.00'], ['Total', 'Rs 8,260.00'], ['Deposit (refundable)', 'Rs 2,000.00'], ['Amount due', 'Rs 10,260.00']]) {
      expect(within(rows).getByText(label).parentElement).toHaveTextContent(amount);
    }
    // Pending: the shop has not approved it, so its PDF is a booking confirmation, not an invoice.
    expect(within(card).getByRole('button', { name: 'Download booking confirmation ORD0042' })).toHaveTextContent('Download booking confirmation');
    expect(within(card).queryByRole('button', { name: /invoice/i })).toBeNull();
    fireEvent.click(within(card).getByRole('button', { name: 'Extend booking ORD0042' }));
    const newEnd = await within(card).findByLabelText('New end date');
    // Free on the 10th, 11th and 12th, taken on the 13th: the booking can end on the 13th at the latest.
    expect(newEnd).toHaveAttribute('min', '2026-12-11');
    expect(newEnd).toHaveAttribute('max', '2026-12-13');
    expect(network.callsTo('GET', '/api/products/SPK-1/availability')).toHaveLength(1);
  });

  it("names a Pending booking's PDF a booking confirmation and an approved one's the invoice, on the button and the saved file", async () => {
    const saved: string[] = [];
    const createObjectURL = jest.fn(() => 'blob:paperwork');
    Object.assign(URL, { createObjectURL, revokeObjectURL: jest.fn() });
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    try {
      const network = signedIn({
        'GET /api/orders': { body: [priced, order('ORD0043', { ...figures, status: 'approved' })] },
        'GET /api/orders/ORD0042/invoice': { body: 'pdf' },
        'GET /api/orders/ORD0043/invoice': { body: 'pdf' },
      });
      renderPage();
      const pending = await screen.findByRole('listitem', { name: 'ORD0042' });
      const approved = screen.getByRole('listitem', { name: 'ORD0043' });
      fireEvent.click(within(pending).getByRole('button', { name: 'Download booking confirmation ORD0042' }));
      await waitFor(() => expect(saved).toEqual(['booking-confirmation-ORD0042.pdf']));
      fireEvent.click(within(approved).getByRole('button', { name: 'Download invoice ORD0043' }));
      await waitFor(() => expect(saved).toEqual(['booking-confirmation-ORD0042.pdf', 'invoice-ORD0043.pdf']));
      // One route on the server for both: it titles the PDF by the status too.
      expect(network.callsTo('GET', '/api/orders/ORD0042/invoice')).toHaveLength(1);
      expect(network.callsTo('GET', '/api/orders/ORD0043/invoice')).toHaveLength(1);
    } finally {
      click.mockRestore();
    }
  });
  it('offers the rental agreement PDF of a booking made with accepted terms, and none for one without', async () => {
    const saved: string[] = [];
    Object.assign(URL, { createObjectURL: jest.fn(() => 'blob:agreement'), revokeObjectURL: jest.fn() });
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    try {
      const acceptance = { termsVersion: 2, name: 'Casey Customer', acceptedAt: '2026-12-01T10:00:00.000Z', clientAddress: '127.0.0.1' };
      const network = signedIn({
        'GET /api/orders': { body: [order('ORD0042', { ...figures, acceptance }), order('ORD0043', { ...figures, acceptance: null })] },
        'GET /api/orders/ORD0042/agreement': { body: 'pdf' },
      });
      renderPage();
      const signed = await screen.findByRole('listitem', { name: 'ORD0042' });
      expect(within(screen.getByRole('listitem', { name: 'ORD0043' })).queryByRole('button', { name: /rental agreement/ })).toBeNull();
      fireEvent.click(within(signed).getByRole('button', { name: 'Download rental agreement ORD0042' }));
      await waitFor(() => expect(saved).toEqual(['rental-agreement-ORD0042.pdf']));
      expect(network.callsTo('GET', '/api/orders/ORD0042/agreement')).toHaveLength(1);
    } finally {
      click.mockRestore();
    }
  });
});
