// The orders list's parts: its columns and filters (OrdersPage).
import { formatDateTime, formatDay } from '@rental/money-days/days';
import { orderStatusLabel } from '@rental/platform/labels';
import { formatMoney } from '@rental/money-days/money';
import type { AdminOrder } from '../api/adminApi';
import type { AdminColumn } from './AdminTable';
import { OrderStageTags } from './OrderStatusTag';

export const ORDER_STATUSES = ['Pending', 'approved', 'Rejected', 'Cancelled', 'Expired'] as const;

/** The server's stages (GET /api/admin/orders?stage=): the statuses, with approved split by where the gear is. */
export const ORDER_STAGES = ['Pending', 'approved', 'Out', 'Late', 'Returned', 'Rejected', 'Cancelled', 'Expired'] as const;
const STAGE_LABELS: Record<string, string> = { approved: 'Approved (not picked up)', Out: 'Out (picked up)', Late: 'Late (out past its end)', Returned: 'Returned' };

/** On a phone each order is a card (AdminTable's `cards`): customer, dates and total in view without scrolling sideways. */
export const ORDERS_TABLE = { label: 'Orders', rowKey: 'orderId', minWidth: 980, cards: true } as const;
/** The status filter asks by stage, so 'Out', 'Late' and 'Returned' can be picked; `?status=` links still work. */
export const ORDER_STATUS_FILTER = {
  id: 'orders-status',
  label: 'Status',
  width: 200,
  options: [{ value: '', label: 'All statuses' }, ...ORDER_STAGES.map((stage) => ({ value: stage, label: STAGE_LABELS[stage] ?? orderStatusLabel(stage) }))],
};
export const ORDER_DATES_FILTER = { id: 'orders-dates', label: 'Ordered between' };
export const ORDER_SEARCH = { id: 'orders-search', label: 'Search orders', placeholder: 'Order id or customer e-mail' };

/** The pager's words for the list's total. */
export const ordersTotal = (total: number | string) => `${total} orders`;

/** What the table says when a page has no orders. */
export function ordersEmptyText(values: Partial<Record<'status' | 'stage' | 'from' | 'to' | 'q', string>>): string {
  return values.status || values.stage || values.q || values.from || values.to ? 'No orders match these filters' : 'No orders yet';
}

/**
 * Who booked the order: the account's name and phone (a `tel:` link, so a phone rings them), then
 * the e-mail; only the e-mail for an order whose account is gone (or an order answered without them).
 */
export function OrderCustomer({ order }: { order: Pick<AdminOrder, 'email'> & Partial<Pick<AdminOrder, 'customerName' | 'customerPhone'>> }) {
  return (
    <span className="admin-customer">
      {order.customerName && <span className="admin-customer__name">{order.customerName}</span>}
      {order.customerPhone && (
        // Calling the customer from the list does not also open the order.
        <a className="admin-customer__phone" href={`tel:${order.customerPhone.replace(/[^\d+]/g, '')}`} onClick={(event) => event.stopPropagation()}>
          {order.customerPhone}
        </a>
      )}
      <span className="admin-customer__email">{order.email}</span>
    </span>
  );
}

/** The table's columns; Open (and a click on the row) opens the order's dialog. */
export function orderColumns(openOrder: (orderId: string) => void): AdminColumn<AdminOrder>[] {
return [
  { title: 'Order', key: 'orderId', dataIndex: 'orderId', sortable: true },
  { title: 'Customer', key: 'email', render: (order) => <OrderCustomer order={order} /> },
  { title: 'Dates', key: 'startingDate', sortable: true, render: (order) => `${formatDay(order.startingDate)} – ${formatDay(order.endingDate)}` },
  { title: 'Days', key: 'days', dataIndex: 'days', align: 'right' },
  { title: 'Total', key: 'totalAmount', align: 'right', sortable: true, render: (order) => formatMoney(order.totalAmount) },
  { title: 'Ordered', key: 'orderDate', sortable: true, render: (order) => formatDateTime(order.orderDate) },
  // Pinned at the end: on a phone the status and the way into the dialog stay in view while the rest scrolls.
  {
    title: 'Approval Status',
    key: 'status',
    fixed: 'end',
    width: 150,
    render: (order) => <OrderStageTags order={order} />,
  },
  {
    title: 'Details',
    key: 'details',
    fixed: 'end',
    width: 84,
    render: (order) => (
      <button type="button" className="admin-button admin-button--small" aria-label={`Open order ${order.orderId}`} onClick={() => openOrder(order.orderId)}>
        Open
      </button>
    ),
  },
];
}
