import { orderStatusLabel } from '@rental/platform/labels';
import type { Order, OrderStatus } from '@rental/platform/types';
import { AdminTag, type AdminTagColor } from './AdminTag';

// 'Cancelled' (by the customer, while Pending) and 'Expired' (Pending past PENDING_HOLD_HOURS without an answer)
// are grey: they hold no units and need nothing from staff. After approval the server's stage says
// where the gear is: 'Out' (picked up), 'Late' (out past its end date), 'Returned' (back, done).
const COLORS: Record<string, AdminTagColor> = {
  approved: 'green',
  Rejected: 'red',
  Pending: 'gold',
  Cancelled: 'default',
  Expired: 'default',
  Out: 'blue',
  Late: 'volcano',
  Returned: 'default',
};

export function OrderStatusTag({ status }: { status: OrderStatus }) {
  return <AdminTag color={COLORS[status] ?? 'default'}>{orderStatusLabel(status)}</AdminTag>;
}

/** The server's verdict (`order.overdue`): approved, past its end date and not returned. */
export function OverdueTag() {
  return <AdminTag color="volcano">Overdue</AdminTag>;
}

/**
 * Where an order is now: the server's `stage` ('Out', 'Late', 'Returned' after approval), with an
 * Overdue mark for an approved order past its end date that was never picked up. An API without
 * stages shows the status and the Overdue mark, as before.
 */
export function OrderStageTags({ order }: { order: Pick<Order, 'status' | 'stage' | 'overdue'> }) {
  const stage = order.stage ?? order.status;
  return (
    <span className="admin-tags">
      <OrderStatusTag status={stage} />
      {order.overdue && stage !== 'Late' && <OverdueTag />}
    </span>
  );
}
