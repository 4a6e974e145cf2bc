import { Tag } from 'antd';
import type { OrderStatus } from '@rental/platform/types';

// 'Cancelled' (by the customer, while Pending) and 'Expired' (Pending past PENDING_HOLD_HOURS without an answer)
// are grey: they hold no units and need nothing from staff.
const COLORS: Record<string, string> = { approved: 'green', Rejected: 'red', Pending: 'gold', Cancelled: 'default', Expired: 'default' };

export function OrderStatusTag({ status }: { status: OrderStatus }) {
  return <Tag color={COLORS[status] ?? 'default'}>{status}</Tag>;
}

/** The server's verdict (`order.overdue`): approved, past its end date and not returned. */
export function OverdueTag() {
  return <Tag color="volcano">Overdue</Tag>;
}
