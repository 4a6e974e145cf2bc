import { useState } from 'react';
import { Alert, Button, Descriptions, Input, Modal, Space } from 'antd';
import { useToast } from '@rental/platform';
import { saveObjectUrl } from '@rental/platform/download';
import { errorMessage } from '@rental/platform/errors';
import { formatDateTime, formatDay } from '@rental/platform/dates';
import { productImage } from '@rental/platform/images';
import { formatMoney } from '@rental/platform/money';
import type { Order } from '@rental/platform/types';
import { type AdminOrderAction, type AdminOrderStatus, useAdminDownloadInvoiceMutation } from '../api/adminApi';
import { HistorySection } from './HistorySection';
import { OrderStatusTag, OverdueTag } from './OrderStatusTag';
import { OrderUnitsPanel } from './OrderUnitsPanel';

interface Props {
  order: Order | undefined;
  saving: AdminOrderAction | null;
  /** The server's text for the last action that failed on this order (e.g. a 409), shown in the dialog. */
  error: string | null;
  onSetStatus: (status: AdminOrderStatus) => void;
  onMarkPickedUp: () => void;
  onMarkReturned: (refund: DepositRefund) => void;
  /** A unit was assigned or came back: an earlier failure (say 'assign every unit first') may no longer hold. */
  onUnitsChanged?: () => void;
  onClose: () => void;
}

/** What staff say about the deposit at return; left out, the whole deposit is refunded. */
export interface DepositRefund {
  depositRefunded?: number;
  depositRefundReason?: string;
}

/**
 * The deposit to give back at return: all of it unless staff type less, and then a reason (the
 * server refuses a partial refund without one, and more than the deposit).
 */
function ReturnForm({ order, saving, onMarkReturned }: Pick<Props, 'saving' | 'onMarkReturned'> & { order: Order }) {
  const deposit = order.deposit ?? 0;
  const [refunded, setRefunded] = useState(String(deposit));
  const [reason, setReason] = useState('');
  const amount = Number(refunded.trim());
  const valid = refunded.trim() !== '' && Number.isFinite(amount) && amount >= 0 && amount <= deposit;
  const partial = valid && amount < deposit;
  const submit = () => onMarkReturned(deposit > 0 ? { depositRefunded: amount, ...(partial ? { depositRefundReason: reason.trim() } : {}) } : {});
  return (
    <div className="admin-order-return">
      {order.daysOverdue ? <span className="admin-order-lifecycle__pending">{order.daysOverdue} day{order.daysOverdue === 1 ? '' : 's'} late: a late fee is charged at return</span> : null}
      {deposit > 0 && (
        <>
          <label>
            Deposit refunded (Rs, of {formatMoney(deposit)})
            <Input value={refunded} onChange={(event) => setRefunded(event.target.value)} inputMode="decimal" status={valid ? undefined : 'error'} />
          </label>
          {partial && (
            <label>
              Reason for keeping part of the deposit
              <Input value={reason} onChange={(event) => setReason(event.target.value)} placeholder="e.g. cracked grille" maxLength={500} />
            </label>
          )}
        </>
      )}
      <Button type="primary" loading={saving === 'return'} disabled={!!saving || !valid || (partial && !reason.trim())} onClick={submit}>
        Mark returned
      </Button>
    </div>
  );
}

/** The server's figures of an order: charges, late fee, tax, total, deposit and what was refunded. */
function orderFigures(order: Order) {
  const row = (key: string, label: string, amount: number | null | undefined) => (amount === undefined || amount === null ? [] : [{ key, label, children: formatMoney(amount) }]);
  return [
    ...row('subtotal', 'Rental charges', order.subtotal),
    ...(order.lateFee ? row('late', `Late fee (${order.lateDays ?? 0} day${order.lateDays === 1 ? '' : 's'})`, order.lateFee) : []),
    ...row('tax', `Tax (${order.taxRate ?? 0}%)`, order.tax),
    ...row('total', 'Total', order.totalAmount),
    ...row('deposit', 'Deposit (refundable)', order.deposit),
    ...(order.deposit ? row('due', 'Amount due', order.amountDue) : []),
    ...row('refunded', 'Deposit refunded', order.depositRefunded),
    ...(order.depositRefundReason ? [{ key: 'reason', label: 'Deposit kept because', children: order.depositRefundReason }] : []),
  ];
}

/**
 * The staff steps after approval: picked up, then returned, each with the date the server recorded.
 * Only the next step has a button; the server answers 409 for a step out of turn anyway.
 */
function RentalLifecycle({ order, saving, onMarkPickedUp, onMarkReturned }: Pick<Props, 'saving' | 'onMarkPickedUp' | 'onMarkReturned'> & { order: Order }) {
  const { pickedUpAt, returnedAt } = order;
  if (order.status !== 'approved' && !pickedUpAt && !returnedAt) return null;
  return (
    <section className="admin-order-lifecycle" aria-label="Pick-up and return">
      <div className="admin-order-lifecycle__step">
        {pickedUpAt ? (
          <span>
            Picked up <time dateTime={pickedUpAt}>{formatDateTime(pickedUpAt)}</time>
          </span>
        ) : (
          <>
            <span className="admin-order-lifecycle__pending">Not picked up yet</span>
            {order.status === 'approved' && (
              <Button type="primary" loading={saving === 'pickup'} disabled={!!saving} onClick={onMarkPickedUp}>
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
              <span className="admin-order-lifecycle__pending">Not returned yet</span>
              <ReturnForm order={order} saving={saving} onMarkReturned={onMarkReturned} />
            </>
          )}
        </div>
      )}
    </section>
  );
}

/** The order's lines, dates, days, total and customer, the admin's two decisions (spec §4) and the rental's pick-up and return. */
export function OrderDetailDialog({ order, saving, error, onSetStatus, onMarkPickedUp, onMarkReturned, onUnitsChanged, onClose }: Props) {
  const toast = useToast();
  const [downloadInvoice, { isLoading: downloading }] = useAdminDownloadInvoiceMutation();
  const saveInvoice = async (orderId: string) => {
    try {
      saveObjectUrl(await downloadInvoice(orderId).unwrap(), `invoice-${orderId}.pdf`);
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
          Download invoice
        </Button>,
        <Button key="reject" danger loading={saving === 'Rejected'} disabled={!!saving} onClick={() => onSetStatus('Rejected')}>
          Reject
        </Button>,
        <Button key="approve" type="primary" loading={saving === 'approved'} disabled={!!saving} onClick={() => onSetStatus('approved')}>
          Approve
        </Button>,
      ]}
    >
      {order && (
        <>
          {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 16 }} />}
          <Descriptions
            column={{ xs: 1, sm: 2 }}
            size="small"
            items={[
              { key: 'customer', label: 'Customer', children: order.email },
              {
                key: 'status',
                label: 'Approval Status',
                children: (
                  <Space size={4} wrap>
                    <OrderStatusTag status={order.status} />
                    {order.overdue && <OverdueTag />}
                  </Space>
                ),
              },
              { key: 'from', label: 'From', children: formatDay(order.startingDate) },
              { key: 'to', label: 'To', children: formatDay(order.endingDate) },
              { key: 'days', label: 'Days', children: order.days },
              ...orderFigures(order),
              { key: 'ordered', label: 'Ordered', children: formatDateTime(order.orderDate) },
            ]}
          />
          <OrderUnitsPanel order={order} onChanged={onUnitsChanged} />
          <RentalLifecycle order={order} saving={saving} onMarkPickedUp={onMarkPickedUp} onMarkReturned={onMarkReturned} />
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
                    <td>
                      <span style={{ display: 'inline-flex', alignItems: 'center', gap: 8 }}>
                        <img src={productImage(line.product)} alt="" />
                        {line.product.name}
                      </span>
                    </td>
                    <td>{line.product.key}</td>
                    <td>{line.quantity}</td>
                    <td>{formatMoney(line.product.price)}</td>
                    <td>{line.breakdown ?? '—'}</td>
                    <td>{line.amount === undefined ? '—' : formatMoney(line.amount)}</td>
                    <td>{line.deposit === undefined ? '—' : formatMoney(line.deposit)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <HistorySection entityType="order" entityId={order.orderId} />
        </>
      )}
    </Modal>
  );
}
