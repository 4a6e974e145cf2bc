import { useState } from 'react';
import { Button } from 'antd';
import { errorMessage, formatMoney, useCancelOrderMutation, useToast } from '@rental/platform';
import type { Order } from '@rental/platform';
import { daysText, describeMoment, describePeriod, isCancellable, statusClass } from '../booking/orderFacts';

/** One of the customer's orders: what, when, how much, where it stands; Cancel while Pending. */
export function BookingCard({ order }: { order: Order }) {
  const toast = useToast();
  const [confirming, setConfirming] = useState(false);
  const [cancelOrder, { isLoading: cancelling }] = useCancelOrderMutation();
  const titleId = `booking-${order.orderId}`;
  const pickedUp = describeMoment(order.pickedUpAt);
  const returned = describeMoment(order.returnedAt);

  const cancel = async () => {
    try {
      await cancelOrder(order.orderId).unwrap();
      toast.success(`Booking ${order.orderId} cancelled`);
    } catch (error) {
      // The list is asked again either way (the mutation invalidates it): it shows the status as it now is.
      toast.error(errorMessage(error, 'Failed to cancel booking'));
    }
    setConfirming(false);
  };

  return (
    <li className={order.overdue ? 'my-booking my-booking--overdue' : 'my-booking'} aria-labelledby={titleId}>
      <div className="my-booking__head">
        <h2 id={titleId} className="my-booking__id">
          {order.orderId}
        </h2>
        {order.overdue && <span className="my-booking__overdue">Overdue</span>}
      </div>
      <dl className="my-booking__facts">
        <div>
          <dt>Approval Status</dt>
          <dd>
            <span className={statusClass(order.status)}>{order.status}</span>
          </dd>
        </div>
        <div className="my-booking__dates">
          <dt>Dates</dt>
          <dd>{describePeriod(order)}</dd>
        </div>
        <div>
          <dt>Days</dt>
          <dd>{daysText(order.days)}</dd>
        </div>
        {describeMoment(order.orderDate) && (
          <div>
            <dt>Booked on</dt>
            <dd>{describeMoment(order.orderDate)}</dd>
          </div>
        )}
        {pickedUp && (
          <div>
            <dt>Picked up</dt>
            <dd>{pickedUp}</dd>
          </div>
        )}
        {returned && (
          <div>
            <dt>Returned</dt>
            <dd>{returned}</dd>
          </div>
        )}
      </dl>
      <ul className="my-booking__items" aria-label={`Items in ${order.orderId}`}>
        {order.orderedItems.map((line, index) => (
          <li key={`${line.product?.key ?? index}`}>
            <span className="my-booking__qty">{line.quantity} ×</span> {line.product?.name ?? line.product?.key}
          </li>
        ))}
      </ul>
      <div className="my-booking__foot">
        <p className="my-booking__total">
          <span className="booking-muted">Total</span> <strong>{formatMoney(order.totalAmount)}</strong>
        </p>
        {isCancellable(order) && !confirming && (
          <Button danger onClick={() => setConfirming(true)} aria-label={`Cancel booking ${order.orderId}`}>
            Cancel booking
          </Button>
        )}
      </div>
      {isCancellable(order) && confirming && (
        <div className="my-booking__confirm" role="group" aria-label={`Confirm cancelling ${order.orderId}`}>
          <p>Cancel booking {order.orderId}? The gear goes back on the shelf for others.</p>
          <div className="my-booking__confirm-actions">
            <Button onClick={() => setConfirming(false)} disabled={cancelling} autoFocus>
              Keep booking
            </Button>
            <Button type="primary" danger loading={cancelling} onClick={() => void cancel()}>
              Yes, cancel it
            </Button>
          </div>
        </div>
      )}
    </li>
  );
}
