import { useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import { describeDay } from '@rental/money-days/days';
import { orderStatusLabel } from '@rental/platform/labels';
import { formatMoney } from '@rental/money-days/money';
import type { Order } from '@rental/platform/types';
import { moneyTold } from '../booking/orderFacts';
import { AgreementDownload } from './AgreementDownload';
import { IdDocumentUpload } from './IdDocumentUpload';

/**
 * What the customer just booked, kept on screen after the cart is cleared: the dates and the
 * server's figures, worded as what they mean to the customer: nothing is paid now, the
 * amount due (rental and deposit) is paid at pick-up, and the deposit comes back at the return.
 * It takes the focus: the Create Booking button the customer pressed is gone with the cart.
 */
export function BookingConfirmation({ order }: { order: Order }) {
  const section = useRef<HTMLElement>(null);
  useEffect(() => section.current?.focus(), [order.orderId]);
  const { deposit, amountDue } = moneyTold(order);
  const pickUp = describeDay(order.startingDate);
  return (
    <section ref={section} tabIndex={-1} className="booking-panel booking-confirmation" role="status" aria-labelledby="booking-confirmation-title">
      <h2 id="booking-confirmation-title" className="booking-panel__title">
        Booking {order.orderId} created
      </h2>
      <p>
        {describeDay(order.startingDate)} to {describeDay(order.endingDate)}, {order.days} day{order.days === 1 ? '' : 's'}. Status: {orderStatusLabel(order.status)}
        {order.status === 'Pending' ? ' until the shop approves it.' : '.'}
      </p>
      <p className="booking-confirmation__lead">
        Nothing to pay now. You pay <strong className="booking-nowrap">{formatMoney(amountDue)}</strong> when you pick up the gear on {pickUp}
        {deposit > 0 ? (
          <>
            : <span className="booking-nowrap">{formatMoney(order.totalAmount)}</span> for the rental and a <span className="booking-nowrap">{formatMoney(deposit)}</span> deposit, which you
            get back when you return the gear.
          </>
        ) : (
          '.'
        )}
      </p>
      <dl className="booking-summary__rows booking-confirmation__figures" aria-label={`Figures of ${order.orderId}`}>
        {order.subtotal !== undefined && order.tax !== undefined && (
          <>
            <div>
              <dt>Rental charges</dt>
              <dd>{formatMoney(order.subtotal)}</dd>
            </div>
            {!!order.discount && (
              <div>
                <dt>Discount ({order.couponCode})</dt>
                <dd data-testid="confirmation-discount" className="booking-nowrap">{formatMoney(-order.discount)}</dd>
              </div>
            )}
            <div>
              <dt>Tax ({order.taxRate ?? 0}%)</dt>
              <dd>{formatMoney(order.tax)}</dd>
            </div>
          </>
        )}
        <div>
          <dt>Rental total</dt>
          <dd>{formatMoney(order.totalAmount)}</dd>
        </div>
        {deposit > 0 && (
          <div>
            <dt>Deposit (refundable)</dt>
            <dd>{formatMoney(deposit)}</dd>
          </div>
        )}
        <div className="booking-confirmation__due">
          <dt>Due at pick-up</dt>
          <dd>{formatMoney(amountDue)}</dd>
        </div>
        {deposit > 0 && (
          <div>
            <dt>Back to you at return</dt>
            <dd>{formatMoney(deposit)}</dd>
          </div>
        )}
      </dl>
      {order.acceptance && (
        <p className="booking-confirmation__agreement">
          You accepted the rental terms (version {order.acceptance.termsVersion}) as {order.acceptance.name}; the agreement is also in your confirmation e-mail.{' '}
          <AgreementDownload order={order} />
        </p>
      )}
      {order.idDocument?.required && <IdDocumentUpload order={order} />}
      <p>
        Follow it, or cancel it while it is Pending, under <Link to="/bookings">My bookings</Link>.
      </p>
    </section>
  );
}
