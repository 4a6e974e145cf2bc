import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { PlatformProviders, createAppStore } from '@rental/platform';
import { mockFetch } from '@rental/platform/jest/fetchMock';
import { userWithRole } from '@rental/platform/jest/fixtures';
import PaymentPage from './PaymentPage';

const OPTIONS = { online: true, provider: 'payhere', plans: ['full', 'deposit', 'pickup'], currency: 'LKR', holdMinutes: 30, checkoutUrl: 'https://sandbox.payhere.lk/pay/checkout' };
const payment = (status: string) => ({ _id: '1', kind: 'deposit', provider: 'payhere', reference: status === 'paid' ? '320027150501' : null, status, amount: 20000, currency: 'LKR', attention: null, createdAt: '2026-12-01T10:00:00Z', updatedAt: '2026-12-01T10:01:00Z' });
const paymentsOf = (status: string | null) => ({
  orderId: 'ORD0007',
  status: 'Pending',
  totalAmount: 13000,
  deposit: 20000,
  amountPaid: status === 'paid' ? 20000 : 0,
  amountDue: status === 'paid' ? 13000 : 33000,
  payBy: status === 'paid' ? null : '2026-12-01T10:30:00Z',
  payments: status ? [payment(status)] : [],
});

function renderAt(path: string) {
  render(
    <PlatformProviders store={createAppStore()}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/booking/payment" element={<PaymentPage />} />
        </Routes>
      </MemoryRouter>
    </PlatformProviders>,
  );
}

describe('payment page (the customer back from PayHere)', () => {
  beforeEach(() => localStorage.setItem('token', 'customer-token'));

  it("shows what the server recorded: paid, and what is still due at pick-up", async () => {
    mockFetch({ 'GET /api/users/': { body: userWithRole('customer') }, 'GET /api/payments/options': { body: OPTIONS }, 'GET /api/orders/ORD0007/payments': { body: paymentsOf('paid') } });
    renderAt('/booking/payment?order=ORD0007');
    expect(await screen.findByText(/Payment received/)).toHaveTextContent('Payment received: Rs 20,000.00 paid for ORD0007.');
    expect(screen.getByTestId('payment-paid')).toHaveTextContent('Rs 20,000.00');
    expect(screen.getByTestId('payment-due')).toHaveTextContent('Rs 13,000.00');
    expect(screen.getByRole('list', { name: 'Payments' })).toHaveTextContent('Deposit via PayHere: paid');
    expect(screen.queryByRole('button', { name: 'Pay in full now' })).not.toBeInTheDocument();
  });

  it('waits while PayHere has not told the server, and shows the payment once it has', async () => {
    let told = false;
    mockFetch({ 'GET /api/users/': { body: userWithRole('customer') }, 'GET /api/payments/options': { body: OPTIONS }, 'GET /api/orders/ORD0007/payments': () => ({ body: paymentsOf(told ? 'paid' : 'pending') }) });
    renderAt('/booking/payment?order=ORD0007');
    expect(await screen.findByText(/Waiting for PayHere to confirm/)).toBeInTheDocument();
    told = true;
    expect(await screen.findByText(/Payment received/, {}, { timeout: 5000 })).toBeInTheDocument();
  });

  it('after a cancelled payment offers to pay again, with the plan only: the amount is the server\'s', async () => {
    const submit = jest.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(() => undefined);
    const network = mockFetch({
      'GET /api/users/': { body: userWithRole('customer') },
      'GET /api/payments/options': { body: OPTIONS },
      'GET /api/orders/ORD0007/payments': { body: paymentsOf('cancelled') },
      'POST /api/orders/ORD0007/payments/checkout': { status: 201, body: { provider: 'payhere', action: 'https://sandbox.payhere.lk/pay/checkout', fields: { order_id: 'ORD0007-P2' }, amount: 20000, currency: 'LKR', payBy: null, payment: {} } },
    });
    renderAt('/booking/payment?order=ORD0007&cancelled=1');
    expect(await screen.findByText('No payment was received for ORD0007.')).toBeInTheDocument();
    fireEvent.click(await screen.findByRole('button', { name: 'Pay the deposit now' }));
    await waitFor(() => expect(submit).toHaveBeenCalledTimes(1));
    expect(network.callsTo('POST', '/api/orders/ORD0007/payments/checkout')[0].body).toEqual({ plan: 'deposit' });
    submit.mockRestore();
  });
});
