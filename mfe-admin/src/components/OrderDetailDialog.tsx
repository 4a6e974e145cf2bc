import { useState } from 'react';
import { Alert, Button, Descriptions, Modal } from 'antd';
import { useToast } from '@rental/platform';
import { saveObjectUrl } from '@rental/platform/download';
import { errorMessage } from '@rental/platform/errors';
import { daysBetween, formatDateTime, formatDay, utcToday } from '@rental/money-days/days';
import { productImage } from '@rental/platform/images';
import { formatMoney } from '@rental/money-days/money';
import { paperworkOf } from '@rental/platform/labels';
import type { Order } from '@rental/platform/types';
import { type AdminOrder, type AdminOrderAction, type AdminOrderStatus, useAdminDownloadAgreementMutation, useAdminDownloadInvoiceMutation } from '../api/adminApi';
import { IdDocumentRow } from './IdDocumentRow';
import { OrderCustomer } from './orderList';
import { HistorySection } from './HistorySection';
import { OrderStageTags } from './OrderStatusTag';
import { OrderPayments } from './OrderPayments';
import { OrderUnitsPanel } from './OrderUnitsPanel';
import { LateFeeEditor } from './LateFeeEditor';
import { OrderNotesPanel } from './OrderNotesPanel';
import { OrderHandlerPicker } from './OrderHandlerPicker';
import { ReturnDialog } from './ReturnDialog';
import { type OrderStep, stepsOf } from './orderSteps';

interface Props {
  /** With the customer's name and phone when the list gave them. */
  order: (Order & Partial<Pick<AdminOrder, 'customerName' | 'customerPhone'>>) | undefined;
  saving: AdminOrderAction | null;
  /** The server's text for the last action that failed on this order (e.g. a 409), shown in the dialog. */
  error: string | null;
  onSetStatus: (status: AdminOrderStatus) => void;
  /**
   * Hands the order out; `early` once staff confirmed a pick-up before the start date. Resolves
   * 'early' when the server still asked for that confirmation (its clock is the judge).
   */
  onMarkPickedUp: (early: boolean) => Promise<'early' | void> | void;
  /** Records the return; resolves true when the server took it. */
  onMarkReturned: (refund: DepositRefund) => Promise<boolean> | void;
  /** A unit was assigned or came back: an earlier failure (say 'assign every unit first') may no longer hold. */
  onUnitsChanged?: () => void;
  onClose: () => void;
}

/** What staff say about the deposit at return; left out, the whole deposit is refunded. */
export interface DepositRefund {
  depositRefunded?: number;
  depositRefundReason?: string;
}

/** Days from today (UTC, as the API counts) to the order's start: above 0, a pick-up now is early. */
export const daysEarly = (order: Pick<Order, 'startingDate'>, today = utcToday()) => daysBetween(today, order.startingDate);

/** Asks before gear goes out ahead of its booking, saying what that does and does not change. */
function EarlyPickupConfirm({ order, open, saving, onConfirm, onCancel }: { order: Order; open: boolean; saving: boolean; onConfirm: () => void; onCancel: () => void }) {
  const early = Math.max(1, daysEarly(order));
  return (
    <Modal
      open={open}
      title="Hand out early?"
      onCancel={onCancel}
      destroyOnHidden
      footer={[
        <Button key="wait" onClick={onCancel}>
          Not yet
        </Button>,
        <Button key="go" type="primary" danger loading={saving} onClick={onConfirm}>
          {`Hand out now, ${early} day${early === 1 ? '' : 's'} early`}
        </Button>,
      ]}
    >
      <p>
        {order.orderId} is booked from {formatDay(order.startingDate)} to {formatDay(order.endingDate)}. Today is {formatDay(utcToday())}, {early} day{early === 1 ? '' : 's'} before
        it starts.
      </p>
      <p>Handing it out now does not change the booking: the dates and the price stay, and it is still due back on {formatDay(order.endingDate)}.</p>
    </Modal>
  );
}

/**
 * The staff steps after approval: picked up, then returned, each with the date the server recorded.
 * Only a step the order's stage allows (the server's `actions`) has a button; an early pick-up is
 * confirmed first, and a return is recorded in the return dialog, unit by unit.
 */
function RentalLifecycle({ order, steps, saving, error, onMarkPickedUp, onMarkReturned }: Pick<Props, 'saving' | 'error' | 'onMarkPickedUp' | 'onMarkReturned'> & { order: Order; steps: OrderStep[] }) {
  const { pickedUpAt, returnedAt } = order;
  const [askEarly, setAskEarly] = useState(false);
  const [returning, setReturning] = useState(false);
  if (order.status !== 'approved' && !pickedUpAt && !returnedAt) return null;
  const pickUp = async (early: boolean) => {
    const answer = await onMarkPickedUp(early);
    setAskEarly(answer === 'early');
  };
  return (
    <section className="admin-order-lifecycle" aria-label="Pick-up and return">
      <div className="admin-order-lifecycle__step">
        {pickedUpAt ? (
          <span>
            Picked up <time dateTime={pickedUpAt}>{formatDateTime(pickedUpAt)}</time>
          </span>
        ) : (
          <>
            <span className="admin-order-lifecycle__pending">
              Not picked up yet
              {daysEarly(order) > 0 && steps.includes('pickup') ? `: starts ${formatDay(order.startingDate)}, in ${daysEarly(order)} day${daysEarly(order) === 1 ? '' : 's'}` : ''}
            </span>
            {steps.includes('pickup') && (
              <Button type="primary" loading={saving === 'pickup'} disabled={!!saving} onClick={() => (daysEarly(order) > 0 ? setAskEarly(true) : void pickUp(false))}>
                Mark picked up
              </Button>
            )}
          </>
        )}
      </div>
      {pickedUpAt && (
        <div className="admin-order-lifecycle__step">
          {returnedAt ? (
            <span>
              Returned <time dateTime={returnedAt}>{formatDateTime(returnedAt)}</time>
            </span>
          ) : (
            <>
              <span className="admin-order-lifecycle__pending">
                {order.daysOverdue ? `Not returned yet: ${order.daysOverdue} day${order.daysOverdue === 1 ? '' : 's'} late` : 'Not returned yet'}
              </span>
              {steps.includes('return') && (
                <Button type="primary" disabled={!!saving} onClick={() => setReturning(true)}>
                  Record return…
                </Button>
              )}
            </>
          )}
        </div>
      )}
      <EarlyPickupConfirm order={order} open={askEarly} saving={saving === 'pickup'} onConfirm={() => void pickUp(true)} onCancel={() => setAskEarly(false)} />
      {returning && (
        <ReturnDialog
          order={order}
          saving={saving === 'return'}
          error={error}
          onCancel={() => setReturning(false)}
          onConfirm={async (refund) => {
            if (await onMarkReturned(refund)) setReturning(false);
          }}
        />
      )}
    </section>
  );
}

/** The server's figures of an order: charges, late fee, tax, total, deposit and what was refunded. */
function orderFigures(order: Order) {
  const row = (key: string, label: string, amount: number | null | undefined) => (amount === undefined || amount === null ? [] : [{ key, label, children: formatMoney(amount) }]);
  return [
    ...row('subtotal', 'Rental charges', order.subtotal),
    ...(order.discount ? row('discount', `Discount (coupon ${order.couponCode ?? ''})`, -order.discount) : []),
    ...(order.fulfilment === 'delivery' ? row('deliveryFee', `Delivery and collection (${order.delivery?.city ?? ''})`, order.deliveryFee) : []),
    ...(order.lateFee || order.lateFeeReason ? row('late', `Late fee (${order.lateDays ?? 0} day${order.lateDays === 1 ? '' : 's'})`, order.lateFee) : []),
    ...(order.lateFeeReason ? [{ key: 'lateReason', label: order.lateFee ? 'Late fee changed because' : 'Late fee waived because', children: order.lateFeeReason }] : []),
    ...row('tax', `Tax (${order.taxRate ?? 0}%)`, order.tax),
    ...row('total', 'Total', order.totalAmount),
    ...row('deposit', 'Deposit (refundable)', order.deposit),
    ...(order.amountPaid ? row('paid', 'Paid', order.amountPaid) : []),
    ...(order.deposit || order.amountPaid ? row('due', 'Amount due', order.amountDue) : []),
    ...row('refunded', 'Deposit refunded', order.depositRefunded),
    ...(order.depositRefundReason ? [{ key: 'reason', label: 'Deposit kept because', children: order.depositRefundReason }] : []),
    ...(order.acceptance
      ? [
          {
            key: 'acceptance',
            label: 'Rental agreement',
            children: `Terms version ${order.acceptance.termsVersion} accepted by ${order.acceptance.name} on ${order.acceptance.acceptedAt.replace('T', ' ').slice(0, 16)} UTC from ${order.acceptance.clientAddress}`,
          },
        ]
      : []),
    ...(order.delivery
      ? [
          {
            key: 'delivery',
            label: 'Delivery address',
            children: `${order.delivery.street}, ${order.delivery.city}; phone ${order.delivery.phone}${order.delivery.notes ? `; notes: ${order.delivery.notes}` : ''}`,
          },
          { key: 'windows', label: 'Windows', children: `Delivery ${order.startingDate} ${order.delivery.deliveryWindow}; collection ${order.endingDate} ${order.delivery.collectionWindow}` },
        ]
      : []),
  ];
}

/** The order's lines, dates, days, total and customer, the admin's two decisions (spec §4) and the rental's pick-up and return. */
export function OrderDetailDialog({ order, saving, error, onSetStatus, onMarkPickedUp, onMarkReturned, onUnitsChanged, onClose }: Props) {
  const toast = useToast();
  const steps = order ? stepsOf(order) : [];
  const [downloadInvoice, { isLoading: downloading }] = useAdminDownloadInvoiceMutation();
  const [downloadAgreement, { isLoading: downloadingAgreement }] = useAdminDownloadAgreementMutation();
  const saveAgreement = async (orderId: string) => {
    try {
      saveObjectUrl(await downloadAgreement(orderId).unwrap(), `rental-agreement-${orderId}.pdf`);
    } catch (failure) {
      toast.error(errorMessage(failure, 'Failed to download the rental agreement'));
    }
  };
  const saveInvoice = async (orderId: string) => {
    try {
      saveObjectUrl(await downloadInvoice(orderId).unwrap(), paperworkOf({ orderId, status: order?.status ?? 'approved' }).fileName);
    } catch (failure) {
      toast.error(errorMessage(failure, 'Failed to download invoice'));
    }
  };
  return (
    <Modal
      open={!!order}
      title={order ? `Order ${order.orderId}` : 'Order'}
      onCancel={onClose}
      destroyOnHidden
      width={720}
      footer={[
        <Button key="close" onClick={onClose}>
          Close
        </Button>,
        <Button key="invoice" loading={downloading} disabled={!order} onClick={() => order && void saveInvoice(order.orderId)}>
          {order ? `Download ${paperworkOf(order).name}` : 'Download invoice'}
        </Button>,
        ...(order?.acceptance
          ? [
              <Button key="agreement" loading={downloadingAgreement} onClick={() => void saveAgreement(order.orderId)}>
                Download agreement
              </Button>,
            ]
          : []),
        // Only the decisions the order's stage allows: none once the gear is out or back.
        ...(steps.includes('reject')
          ? [
              <Button key="reject" danger loading={saving === 'Rejected'} disabled={!!saving} onClick={() => onSetStatus('Rejected')}>
                Reject
              </Button>,
            ]
          : []),
        ...(steps.includes('approve')
          ? [
              <Button key="approve" type="primary" loading={saving === 'approved'} disabled={!!saving} onClick={() => onSetStatus('approved')}>
                Approve
              </Button>,
            ]
          : []),
      ]}
    >
      {order && (
        <>
          {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 16 }} />}
          <Descriptions
            column={{ xs: 1, sm: 2 }}
            size="small"
            items={[
              { key: 'customer', label: 'Customer', children: <OrderCustomer order={order} /> },
              {
                key: 'status',
                label: 'Approval Status',
                children: <OrderStageTags order={order} />,
              },
              { key: 'from', label: 'From', children: formatDay(order.startingDate) },
              { key: 'to', label: 'To', children: formatDay(order.endingDate) },
              { key: 'days', label: 'Days', children: order.days },
              { key: 'handledBy', label: 'Handled by', children: <OrderHandlerPicker order={order} /> },
              ...orderFigures(order),
              ...(order.idDocument?.required || order.idDocument?.received ? [{ key: 'idDocument', label: 'ID document', children: <IdDocumentRow order={order} /> }] : []),
              { key: 'ordered', label: 'Ordered', children: formatDateTime(order.orderDate) },
            ]}
          />
          <OrderPayments order={order} />
          <OrderUnitsPanel order={order} onChanged={onUnitsChanged} />
          <RentalLifecycle order={order} steps={steps} saving={saving} error={error} onMarkPickedUp={onMarkPickedUp} onMarkReturned={onMarkReturned} />
          <LateFeeEditor key={`${order.orderId}:${order.lateFee}`} order={order} />
          <div style={{ overflowX: 'auto', marginTop: 16 }} tabIndex={0} role="group" aria-label="Ordered items, scrolls sideways">
            <table className="admin-order-lines" aria-label="Ordered items">
              <thead>
                <tr>
                  <th scope="col">Item</th>
                  <th scope="col">Key</th>
                  <th scope="col">Qty</th>
                  <th scope="col">Price per day</th>
                  <th scope="col">Charged as</th>
                  <th scope="col">Amount</th>
                  <th scope="col">Deposit</th>
                </tr>
              </thead>
              <tbody>
                {order.orderedItems.map((line) => (
                  <tr key={line.product.key}>
                    {/* data-label: on a phone each line is a card, every figure under its column's name (adminStyles.ts). */}
                    <td data-label="Item">
                      <span className="admin-order-lines__item">
                        <img src={productImage(line.product)} alt="" />
                        {line.product.name}
                      </span>
                    </td>
                    <td data-label="Key">{line.product.key}</td>
                    <td data-label="Qty">{line.quantity}</td>
                    <td data-label="Price per day">{formatMoney(line.product.price)}</td>
                    <td data-label="Charged as">{line.breakdown ?? '—'}</td>
                    <td data-label="Amount">{line.amount === undefined ? '—' : formatMoney(line.amount)}</td>
                    <td data-label="Deposit">{line.deposit === undefined ? '—' : formatMoney(line.deposit)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <OrderNotesPanel orderId={order.orderId} />
          <HistorySection entityType="order" entityId={order.orderId} />
        </>
      )}
    </Modal>
  );
}
