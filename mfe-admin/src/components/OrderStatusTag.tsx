import { Tag } from 'antd';
import type { OrderStatus } from '@rental/platform';

const COLORS: Record<string, string> = { approved: 'green', Rejected: 'red', Pending: 'gold' };

export function OrderStatusTag({ status }: { status: OrderStatus }) {
  return <Tag color={COLORS[status] ?? 'default'}>{status}</Tag>;
}
