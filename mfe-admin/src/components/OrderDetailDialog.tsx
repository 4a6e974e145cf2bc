import { Alert, Button, Descriptions, Modal, Space } from 'antd';
import { formatDateTime, formatDay } from '@rental/platform/dates';
import { productImage } from '@rental/platform/images';
import { formatMoney } from '@rental/platform/money';
import type { Order } from '@rental/platform/types';
import type { AdminOrderAction, AdminOrderStatus } from '../api/adminApi';
import { OrderStatusTag, OverdueTag } from './OrderStatusTag';

interface Props {
  order: Order | undefined;
  saving: AdminOrderAction | null;
  /** The server's text for the last action that failed on this order (e.g. a 409), shown in the dialog. */
  error: string | null;
  onSetStatus: (status: AdminOrderStatus) => void;
  onMarkPickedUp: () => void;
  onMarkReturned: () => void;
  onClose: () => void;
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
              <Button type="primary" loading={saving === 'return'} disabled={!!saving} onClick={onMarkReturned}>
                Mark returned
              </Button>
            </>
          )}
        </div>
      )}
    </section>
  );
}

/** The order's lines, dates, days, total and customer, the admin's two decisions (spec §4) and the rental's pick-up and return. */
export function OrderDetailDialog({ order, saving, error, onSetStatus, onMarkPickedUp, onMarkReturned, onClose }: Props) {
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
              { key: 'total', label: 'Total', children: formatMoney(order.totalAmount) },
              { key: 'ordered', label: 'Ordered', children: formatDateTime(order.orderDate) },
            ]}
          />
          <RentalLifecycle order={order} saving={saving} onMarkPickedUp={onMarkPickedUp} onMarkReturned={onMarkReturned} />
          <div style={{ overflowX: 'auto', marginTop: 16 }}>
            <table className="admin-order-lines" aria-label="Ordered items">
              <thead>
                <tr>
                  <th scope="col">Item</th>
                  <th scope="col">Key</th>
                  <th scope="col">Qty</th>
                  <th scope="col">Price per day</th>
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
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </Modal>
  );
}
