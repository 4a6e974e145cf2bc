/**
 * The stored order statuses, one name each inside the code; the values are the spec's texts
 * (mixed case as the spec writes them), stored and sent as they are.
 * 'Expired': Pending for longer than PENDING_HOLD_HOURS without an answer from staff (see pending-holds.ts).
 */
export const ORDER_STATUS = {
  pending: 'Pending',
  approved: 'approved',
  rejected: 'Rejected',
  cancelled: 'Cancelled',
  expired: 'Expired',
} as const;
export type OrderStatus = (typeof ORDER_STATUS)[keyof typeof ORDER_STATUS];
export const ORDER_STATUSES: readonly OrderStatus[] = Object.values(ORDER_STATUS);

/**
 * Where an order is in its life, as staff see it: its status, and after approval what happened
 * since, derived from the pick-up and return times: 'Out' (picked up, not back), 'Late' (out past
 * its end date), 'Returned'.
 */
export const ORDER_STAGE = {
  pending: ORDER_STATUS.pending,
  approved: ORDER_STATUS.approved,
  out: 'Out',
  late: 'Late',
  returned: 'Returned',
  rejected: ORDER_STATUS.rejected,
  cancelled: ORDER_STATUS.cancelled,
  expired: ORDER_STATUS.expired,
} as const;
export type OrderStage = (typeof ORDER_STAGE)[keyof typeof ORDER_STAGE];
export const ORDER_STAGES: readonly OrderStage[] = Object.values(ORDER_STAGE);
