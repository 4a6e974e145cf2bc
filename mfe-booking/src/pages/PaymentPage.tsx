import { useEffect, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { useAuth, useToast } from '@rental/platform';
import { errorMessage } from '@rental/platform/errors';
import { formatMoney } from '@rental/money-days/money';
import type { Payment } from '@rental/platform/types';
import { useOrderPaymentsQuery, usePaymentOptionsQuery, useStartCheckoutMutation } from '../api/bookingApi';
import { PLAN_LABELS, postToProvider, providerLabel } from '../booking/providerForm';
import { BOOKING_CSS } from './bookingStyles';
import { Button } from '../components/Button';

/** How long the page keeps asking while the provider has not told the server yet. */
const WAIT_MS = 60_000;

const KIND_LABELS: Record<string, string> = { rental: 'Booking in full', deposit: 'Deposit', balance: 'Balance', 'late-fee': 'Late fee', refund: 'Refund' };
const STATUS_LABELS: Record<string, string> = { pending: 'waiting for confirmation', paid: 'paid', failed: 'failed', cancelled: 'cancelled', 'charged-back': 'charged back' };

/**
 * /booking/payment?order=ORD0001: where the provider sends the customer back. It shows
 * what the server knows, not what the return address says: the notification may come before or
 * after the browser, so the page asks again until the payment is settled.
 */
export default function PaymentPage() {
  const params = new URLSearchParams(useLocation().search);
  const orderId = params.get('order') ?? '';
  const cameBackCancelled = params.get('cancelled') === '1';
  const auth = useAuth();
  const toast = useToast();
  const [since] = useState(() => Date.now());
  const [waiting, setWaiting] = useState(true);
  const options = usePaymentOptionsQuery();
  const state = useOrderPaymentsQuery(orderId, { skip: !orderId || !auth.isSignedIn, pollingInterval: waiting ? 2000 : 0 });
  const [startCheckout, { isLoading: leaving }] = useStartCheckoutMutation();
  const data = state.data;
  const last: Payment | undefined = data?.payments[data.payments.length - 1];
  const pending = last?.status === 'pending' && !cameBackCancelled;

  useEffect(() => {
    if (!pending && data) setWaiting(false);
    const timer = setTimeout(() => setWaiting(false), Math.max(0, since + WAIT_MS - Date.now()));
    return () => clearTimeout(timer);
  }, [pending, data, since]);

  const retry = async (plan: 'full' | 'deposit') => {
    try {
      postToProvider(await startCheckout({ orderId, plan }).unwrap());
    } catch (error) {
      toast.error(errorMessage(error, 'Could not start the payment'));
    }
  };

  let body;
  if (!orderId) body = <p>No booking was given.</p>;
  else if (!auth.isSignedIn && !auth.isLoading) body = <p>Log in to see the payment for {orderId}.</p>;
  else if (state.error) body = <p role="alert">{errorMessage(state.error, 'Could not load the payment')}</p>;
  else if (!data) body = <p role="status">Loading…</p>;
  else {
    const paid = data.amountPaid > 0;
    const open = data.status === 'Pending' || data.status === 'approved';
    const canRetry = open && !paid && options.data?.online;
    body = (
      <>
        <p className="booking-paid__lead" role="status" aria-live="polite" data-testid="payment-state">
          {paid ? (
            <>Payment received: <strong>{formatMoney(data.amountPaid)}</strong> paid for {data.orderId}.</>
          ) : pending && waiting ? (
            <>Waiting for {providerLabel(last?.provider)} to confirm your payment for {data.orderId}…</>
          ) : (
            <>No payment was received for {data.orderId}.</>
          )}
        </p>
        <dl className="booking-summary__rows" aria-label={`Payment of ${data.orderId}`}>
          <div>
            <dt>Rental total</dt>
            <dd>{formatMoney(data.totalAmount)}</dd>
          </div>
          {data.deposit > 0 && (
            <div>
              <dt>Deposit (refundable)</dt>
              <dd>{formatMoney(data.deposit)}</dd>
            </div>
          )}
          <div>
            <dt>Paid</dt>
            <dd data-testid="payment-paid">{formatMoney(data.amountPaid)}</dd>
          </div>
          <div className="booking-summary__total">
            <dt>{data.amountDue > 0 ? 'Still due at pick-up' : 'Still due'}</dt>
            <dd data-testid="payment-due">{formatMoney(data.amountDue)}</dd>
          </div>
        </dl>
        {data.payments.length > 0 && (
          <ul className="booking-paid__list" aria-label="Payments">
            {data.payments.map((payment) => (
              <li key={payment._id}>
                <span>
                  {KIND_LABELS[payment.kind] ?? payment.kind} via {providerLabel(payment.provider)}: {STATUS_LABELS[payment.status] ?? payment.status}
                </span>
                <span className="booking-nowrap">{formatMoney(payment.amount)}</span>
                {payment.attention && <p className="booking-paid__attention">The shop will contact you about this payment.</p>}
              </li>
            ))}
          </ul>
        )}
        {!open && !paid && <p>The booking is {data.status}: its gear was released. Please book again.</p>}
        {canRetry && !(pending && waiting) && (
          <>
            {data.payBy && <p className="booking-muted">Pay by {new Date(data.payBy).toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' })}, or the booking is released.</p>}
            <div className="booking-paid__actions">
              {options.data!.plans.includes('full') && (
                <Button variant="primary" loading={leaving} onClick={() => void retry('full')}>
                  {PLAN_LABELS.full}
                </Button>
              )}
              {options.data!.plans.includes('deposit') && data.deposit > 0 && (
                <Button loading={leaving} onClick={() => void retry('deposit')}>
                  Pay the deposit now
                </Button>
              )}
            </div>
          </>
        )}
        <p>
          Follow your booking under <Link to="/bookings">My bookings</Link>.
        </p>
      </>
    );
  }

  return (
    <div className="booking-page">
      <style>{BOOKING_CSS}</style>
      <h1 className="booking-page__title">Payment</h1>
      <section className="booking-panel booking-paid">{body}</section>
    </div>
  );
}
