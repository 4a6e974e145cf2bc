import type { Order } from '@rental/platform/types';

/** What staff can do to an order: the server's order process names them (`order.actions`). */
export type OrderStep = NonNullable<Order['actions']>[number];

/**
 * The actions the order's stage allows, as the server computed them. An API from before the
 * order process sends none: then the dialog offers what it always did (approve and reject on any
 * order, and the next rental step), and the server still refuses what it does not allow.
 */
export function stepsOf(order: Pick<Order, 'actions' | 'status' | 'pickedUpAt' | 'returnedAt'>): OrderStep[] {
  if (order.actions) return order.actions;
  const next: OrderStep[] = ['approve', 'reject'];
  if (order.status === 'approved' && !order.pickedUpAt) next.push('pickup');
  if (order.pickedUpAt && !order.returnedAt) next.push('return');
  return next;
}
