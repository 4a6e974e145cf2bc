import { useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import { describeDay } from '@rental/platform/dates';
import { orderStatusLabel } from '@rental/platform/labels';
import { formatMoney } from '@rental/platform/money';
import type { Order } from '@rental/platform/types';

/**
 * What the customer just booked, kept on screen after the cart is cleared. It takes the focus:
 * the Create Booking button the customer pressed is gone with the cart.
 */
export function BookingConfirmation({ order }: { order: Order }) {
  const section = useRef<HTMLElement>(null);
  useEffect(() => section.current?.focus(), [order.orderId]);
  return (
    <section ref={section} tabIndex={-1} className="booking-panel booking-confirmation" role="status" aria-labelledby="booking-confirmation-title">
      <h2 id="booking-confirmation-title" className="booking-panel__title">
        Booking {order.orderId} created
      </h2>
      <p>
        {describeDay(order.startingDate)} to {describeDay(order.endingDate)}, {order.days} day{order.days === 1 ? '' : 's'}:{' '}
        <strong>{formatMoney(order.totalAmount)}</strong>. Status: {orderStatusLabel(order.status)}.
      </p>
      <p>
        Follow it, or cancel it while it is Pending, under <Link to="/bookings">My bookings</Link>.
      </p>
    </section>
  );
}
