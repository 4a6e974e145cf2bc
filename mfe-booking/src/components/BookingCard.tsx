import { useEffect, useRef, useState } from 'react';
import { useToast } from '@rental/platform';
import { errorMessage } from '@rental/platform/errors';
import { orderStatusLabel } from '@rental/platform/labels';
import { formatMoney } from '@rental/money-days/money';
import type { Order } from '@rental/platform/types';
import { saveObjectUrl } from '@rental/platform/download';
import { useCancelOrderMutation, useDownloadInvoiceMutation } from '../api/bookingApi';
import { daysText, describeMoment, describePeriod, isCancellable, isExtendable, paperworkOf, statusClass } from '../booking/orderFacts';
import { AgreementDownload } from './AgreementDownload';
import { ExtendBooking } from './ExtendBooking';
import { IdDocumentUpload } from './IdDocumentUpload';
import { OrderFigures } from './OrderFigures';
import { Button } from './Button';

/** One of the customer's orders: what, when, how much, where it stands; Cancel while Pending. */
export function BookingCard({ order }: { order: Order }) {
  const toast = useToast();
  const [confirming, setConfirming] = useState(false);
  const [cancelOrder, { isLoading: cancelling }] = useCancelOrderMutation();
  const [downloadInvoice, { isLoading: downloading }] = useDownloadInvoiceMutation();
  const [extending, setExtending] = useState(false);
  const titleId = `booking-${order.orderId}`;
  const questionId = `${titleId}-confirm`;
  // Cancelled here: Cancel booking goes at once, not when the list asked again says 'Cancelled'.
  const [cancelled, setCancelled] = useState(false);
  const canCancel = isCancellable(order) && !cancelled;
  // Where focus goes when the confirm step closes (its buttons leave the page): back to Cancel
  // booking while the order can still be cancelled, else to the card's heading.
  const cancelButton = useRef<HTMLButtonElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const [returnFocus, setReturnFocus] = useState<'button' | 'heading' | null>(null);
  useEffect(() => {
    if (!returnFocus || confirming) return;
    (returnFocus === 'button' ? cancelButton.current ?? heading.current : heading.current)?.focus();
    setReturnFocus(null);
  }, [returnFocus, confirming]);
  const closeConfirm = (focus: 'button' | 'heading') => {
    setConfirming(false);
    setReturnFocus(focus);
  };
  const pickedUp = describeMoment(order.pickedUpAt);
  const returned = describeMoment(order.returnedAt);

  // A Pending booking's PDF is a booking confirmation, not an invoice.
  const paperwork = paperworkOf(order);
  const saveInvoice = async () => {
    try {
      saveObjectUrl(await downloadInvoice(order.orderId).unwrap(), paperwork.fileName);
    } catch (error) {
      toast.error(errorMessage(error, `Failed to download ${paperwork.name}`));
    }
  };

  const cancel = async () => {
    try {
      await cancelOrder(order.orderId).unwrap();
      setCancelled(true);
      toast.success(`Booking ${order.orderId} cancelled`);
      closeConfirm('heading');
    } catch (error) {
      // The list is asked again either way (the mutation invalidates it): it shows the status as it now is.
      toast.error(errorMessage(error, 'Failed to cancel booking'));
      // 409: no longer Pending, so Cancel booking is about to go; otherwise it can be tried again.
      closeConfirm((error as { status?: unknown }).status === 409 ? 'heading' : 'button');
    }
  };

  return (
    <li className={order.overdue ? 'my-booking my-booking--overdue' : 'my-booking'} aria-labelledby={titleId}>
      <div className="my-booking__head">
        <h2 id={titleId} ref={heading} tabIndex={-1} className="my-booking__id">
          {order.orderId}
        </h2>
        {order.overdue && <span className="my-booking__overdue">Overdue</span>}
      </div>
      <dl className="my-booking__facts">
        <div>
          <dt>Approval Status</dt>
          <dd>
            <span className={statusClass(order.status)}>{orderStatusLabel(order.status)}</span>
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
            {line.breakdown && <span className="booking-muted"> · {line.breakdown}</span>}
            {line.amount !== undefined && <span className="my-booking__line-amount">{formatMoney(line.amount)}</span>}
          </li>
        ))}
      </ul>
      <div className="my-booking__foot">
        <OrderFigures order={order} />
        <Button onClick={() => void saveInvoice()} loading={downloading} aria-label={`Download ${paperwork.name} ${order.orderId}`}>
          Download {paperwork.name}
        </Button>
        <AgreementDownload order={order} />
        {isExtendable(order) && !cancelled && !extending && (
          <Button onClick={() => setExtending(true)} aria-label={`Extend booking ${order.orderId}`}>
            Extend
          </Button>
        )}
        {canCancel && !confirming && (
          <Button ref={cancelButton} danger onClick={() => setConfirming(true)} aria-label={`Cancel booking ${order.orderId}`}>
            Cancel booking
          </Button>
        )}
      </div>
      {extending && <ExtendBooking order={order} onClose={() => setExtending(false)} />}
      {/* While the booking is open the shop's ID document can still be sent (or replaced) from here. */}
      {order.idDocument?.required && !cancelled && (order.status === 'Pending' || (order.status === 'approved' && !order.returnedAt)) && <IdDocumentUpload order={order} />}
      {canCancel && confirming && (
        <div className="my-booking__confirm" role="group" aria-label={`Confirm cancelling ${order.orderId}`} aria-describedby={questionId}>
          <p id={questionId}>Cancel booking {order.orderId}? The gear goes back on the shelf for others.</p>
          <div className="my-booking__confirm-actions">
            <Button onClick={() => closeConfirm('button')} disabled={cancelling} autoFocus>
              Keep booking
            </Button>
            <Button variant="primary" danger loading={cancelling} onClick={() => void cancel()}>
              Yes, cancel it
            </Button>
          </div>
        </div>
      )}
    </li>
  );
}
