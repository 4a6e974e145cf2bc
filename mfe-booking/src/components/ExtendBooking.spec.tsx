import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { PlatformProviders, createAppStore } from '@rental/platform';
import type { ExtensionQuote, Order } from '@rental/platform/types';
import { mockFetch } from '@rental/platform/jest/fetchMock';
import type { RecordedCall, Route } from '@rental/platform/jest/fetchMock';
import { ExtendBooking } from './ExtendBooking';

// The server's price of the new end date is shown before extending (Rs 10,350 becomes Rs 17,250),
// and Extend booking waits for it.
const order: Order = {
  _id: '42',
  orderId: 'ORD0042',
  email: 'customer@example.com',
  days: 9,
  startingDate: '2026-12-01',
  endingDate: '2026-12-10',
  totalAmount: 10350,
  subtotal: 10350,
  taxRate: 0,
  tax: 0,
  deposit: 2000,
  amountDue: 12350,
  lateDays: 0,
  lateFee: 0,
  depositRefunded: null,
  depositRefundReason: null,
  status: 'approved',
  orderDate: '2026-11-20T10:00:00.000Z',
  orderedItems: [{ product: { key: 'SPK-1', name: 'JBL EON615 Speaker', image: '', price: 1150 }, quantity: 1, breakdown: '9 days', amount: 10350, deposit: 2000 }],
  pickedUpAt: null,
  returnedAt: null,
  overdue: false,
  daysOverdue: 0,
};

/** Free every day from the 10th for 60 days. */
const freeDays = { key: 'SPK-1', stock: 1, start: '2026-12-10', end: '2027-02-08', free: 1, days: Array.from({ length: 60 }, (_, i) => ({ date: new Date(Date.UTC(2026, 11, 10 + i)).toISOString().slice(0, 10), free: 1 })) };

/** The server's price of a new end date: figures no browser sum would give, so only the server's can show. */
const quoteFor = (endingDate: string): ExtensionQuote => {
  const days = Number(endingDate.slice(8)) - 1;
  const totalAmount = days === 15 ? 17250 : 1150 * days + 0.01;
  return {
    orderId: 'ORD0042',
    startingDate: '2026-12-01',
    endingDate,
    days,
    currentEndingDate: '2026-12-10',
    currentDays: 9,
    currentTotalAmount: 10350,
    subtotal: totalAmount,
    taxRate: 0,
    tax: 0,
    totalAmount,
    priceDifference: Math.round((totalAmount - 10350) * 100) / 100,
    deposit: 2000,
    amountDue: totalAmount + 2000,
    lines: [{ key: 'SPK-1', name: 'JBL EON615 Speaker', quantity: 1, breakdown: `${days} days`, amount: totalAmount }],
  };
};

function renderExtend(routes: Record<string, Route>) {
  localStorage.setItem('token', 'customer-token');
  const network = mockFetch({ 'GET /api/products/SPK-1/availability': { body: freeDays }, ...routes });
  const onClose = jest.fn();
  render(
    <PlatformProviders store={createAppStore()}>
      <ExtendBooking order={order} onClose={onClose} />
    </PlatformProviders>,
  );
  return { network, onClose };
}

const extendButton = () => screen.getByRole('button', { name: 'Extend booking' });
const priceFigure = (label: string) => within(screen.getByLabelText('Price of extending ORD0042')).getByText(label, { selector: 'dt' }).nextElementSibling!.textContent;

describe('extending a booking: the price before confirming', () => {
  afterEach(() => localStorage.clear());

  it("asks the server for the new date's price and shows the new total, the difference and the new amount due before Extend booking", async () => {
    // The first price is held back until the test has seen the page wait for it.
    let answer!: () => void;
    const held = new Promise<void>((resolve) => (answer = resolve));
    const { network } = renderExtend({
      'POST /api/orders/ORD0042/extension-quote': (call: RecordedCall) => ({ body: quoteFor((call.body as { endingDate: string }).endingDate), delay: held }),
    });
    const newEnd = await screen.findByLabelText('New end date');
    expect(extendButton()).toBeDisabled();
    expect(network.callsTo('POST', '/api/orders/ORD0042/extension-quote')).toHaveLength(0);

    fireEvent.change(newEnd, { target: { value: '2026-12-16' } });
    expect(await screen.findByText('Pricing the new end date…')).toBeInTheDocument();
    expect(extendButton()).toBeDisabled();
    answer();
    await screen.findByLabelText('Price of extending ORD0042');
    expect(screen.getByText(/^Ending on/).closest('p')).toHaveTextContent('Ending on Wed, 16 Dec 2026: 15 days instead of 9, for Rs 6,900.00 more.');
    expect(priceFigure('Total now')).toBe('Rs 10,350.00');
    expect(priceFigure('New total')).toBe('Rs 17,250.00');
    expect(priceFigure('Difference')).toBe('+Rs 6,900.00');
    expect(priceFigure('Deposit (unchanged)')).toBe('Rs 2,000.00');
    expect(priceFigure('New amount due')).toBe('Rs 19,250.00');
    expect(extendButton()).toBeEnabled();
    const [asked] = network.callsTo('POST', '/api/orders/ORD0042/extension-quote');
    expect(asked.body).toEqual({ endingDate: '2026-12-16' });
    expect(asked.headers.get('Authorization')).toBe('Bearer customer-token');
    // Nothing was extended by asking.
    expect(network.callsTo('PUT', '/api/orders/ORD0042/extend')).toHaveLength(0);

    // Another date: the server is asked again, and its figures replace the first ones.
    fireEvent.change(newEnd, { target: { value: '2026-12-12' } });
    await waitFor(() => expect(priceFigure('New total')).toBe('Rs 12,650.01'));
    expect(priceFigure('Difference')).toBe('+Rs 2,300.01');
    expect(network.callsTo('POST', '/api/orders/ORD0042/extension-quote').map((call) => call.body)).toEqual([{ endingDate: '2026-12-16' }, { endingDate: '2026-12-12' }]);
  });

  it('extends with the date whose price is shown', async () => {
    const { network, onClose } = renderExtend({
      'POST /api/orders/ORD0042/extension-quote': (call: RecordedCall) => ({ body: quoteFor((call.body as { endingDate: string }).endingDate) }),
      'PUT /api/orders/ORD0042/extend': (call: RecordedCall) => ({
        body: { message: 'Booking ORD0042 now ends on 2026-12-16', order: { ...order, endingDate: (call.body as { endingDate: string }).endingDate, days: 15, totalAmount: 17250 }, priceDifference: 6900 },
      }),
    });
    fireEvent.change(await screen.findByLabelText('New end date'), { target: { value: '2026-12-16' } });
    await waitFor(() => expect(extendButton()).toBeEnabled());
    fireEvent.click(extendButton());
    expect(await screen.findByText('Booking ORD0042 now ends on Wed, 16 Dec 2026: Rs 6,900.00 more')).toBeInTheDocument();
    expect(network.callsTo('PUT', '/api/orders/ORD0042/extend').map((call) => call.body)).toEqual([{ endingDate: '2026-12-16' }]);
    expect(onClose).toHaveBeenCalled();
    // The date just booked is not priced again (the server would refuse it: no longer after the end).
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(network.callsTo('POST', '/api/orders/ORD0042/extension-quote')).toHaveLength(1);
  });

  it("says why a date cannot be had (the server's 409) and keeps Extend booking off", async () => {
    renderExtend({
      'POST /api/orders/ORD0042/extension-quote': {
        status: 409,
        body: { error: 'No JBL EON615 Speaker available from 2026-12-10 to 2026-12-16', statusCode: 409, shortages: [{ key: 'SPK-1', name: 'JBL EON615 Speaker', requested: 1, available: 0 }] },
      },
    });
    fireEvent.change(await screen.findByLabelText('New end date'), { target: { value: '2026-12-16' } });
    expect(await screen.findByRole('alert')).toHaveTextContent('No JBL EON615 Speaker available from 2026-12-10 to 2026-12-16');
    expect(screen.queryByLabelText('Price of extending ORD0042')).toBeNull();
    expect(extendButton()).toBeDisabled();
  });

  it('prices no date the picker does not offer (not after the current end)', async () => {
    const { network } = renderExtend({});
    fireEvent.change(await screen.findByLabelText('New end date'), { target: { value: '2026-12-10' } });
    expect(extendButton()).toBeDisabled();
    expect(screen.queryByText('Pricing the new end date…')).toBeNull();
    expect(network.callsTo('POST', '/api/orders/ORD0042/extension-quote')).toHaveLength(0);
  });
});
