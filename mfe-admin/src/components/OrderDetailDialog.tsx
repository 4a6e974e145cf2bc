import { Button, Descriptions, Modal } from 'antd';
import { formatMoney, productImage } from '@rental/platform';
import type { Order } from '@rental/platform';
import type { AdminOrderStatus } from '../api/adminApi';
import { formatDateTime, formatDay } from './dates';
import { OrderStatusTag } from './OrderStatusTag';

interface Props {
  order: Order | undefined;
  saving: AdminOrderStatus | null;
  onSetStatus: (status: AdminOrderStatus) => void;
  onClose: () => void;
}

/** The order's lines, dates, days, total and customer, and the admin's two decisions (spec §4). */
export function OrderDetailDialog({ order, saving, onSetStatus, onClose }: Props) {
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
          <Descriptions
            column={{ xs: 1, sm: 2 }}
            size="small"
            items={[
              { key: 'customer', label: 'Customer', children: order.email },
              { key: 'status', label: 'Approval Status', children: <OrderStatusTag status={order.status} /> },
              { key: 'from', label: 'From', children: formatDay(order.startingDate) },
              { key: 'to', label: 'To', children: formatDay(order.endingDate) },
              { key: 'days', label: 'Days', children: order.days },
              { key: 'total', label: 'Total', children: formatMoney(order.totalAmount) },
              { key: 'ordered', label: 'Ordered', children: formatDateTime(order.orderDate) },
            ]}
          />
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
