import { orderStatusLabel } from '@rental/platform/labels';
import type { OrderStatus } from '@rental/platform/types';
import { AdminTag, type AdminTagColor } from './AdminTag';

// 'Cancelled' (by the customer, while Pending) and 'Expired' (Pending past PENDING_HOLD_HOURS without an answer)
// are grey: they hold no units and need nothing from staff.
const COLORS: Record<string, AdminTagColor> = { approved: 'green', Rejected: 'red', Pending: 'gold', Cancelled: 'default', Expired: 'default' };

export function OrderStatusTag({ status }: { status: OrderStatus }) {
  return <AdminTag color={COLORS[status] ?? 'default'}>{orderStatusLabel(status)}</AdminTag>;
}

/** The server's verdict (`order.overdue`): approved, past its end date and not returned. */
export function OverdueTag() {
  return <AdminTag color="volcano">Overdue</AdminTag>;
}
