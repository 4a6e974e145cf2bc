import { ConflictError } from '../common/errors.js';
import { formatOrderId, type Order } from './order.entity.js';
import { calendarDayNumber, today } from './rental-days.js';

/**
 * Where an order is in its life, as staff see it. `status` keeps the spec's values (an old client
 * reads it as before); the stage adds what happened after approval, derived from the pick-up and
 * return times: 'Out' (picked up, not back), 'Late' (out past its end date), 'Returned'.
 */
export const ORDER_STAGES = ['Pending', 'approved', 'Out', 'Late', 'Returned', 'Rejected', 'Cancelled', 'Expired'] as const;
export type OrderStage = (typeof ORDER_STAGES)[number];

/** What staff (or the customer, for cancel and extend) can do to an order. */
export const ORDER_ACTIONS = ['approve', 'reject', 'cancel', 'extend', 'pickup', 'return'] as const;
export type OrderAction = (typeof ORDER_ACTIONS)[number];

/**
 * The order process: for each stage, the actions it allows and the stage each leads to. The one
 * place these rules live: the service refuses anything else (409), and the order view sends the
 * allowed actions (`actions`) so the admin screens offer exactly these.
 */
export const ORDER_PROCESS: Record<OrderStage, Partial<Record<OrderAction, OrderStage>>> = {
  Pending: { approve: 'approved', reject: 'Rejected', cancel: 'Cancelled', extend: 'Pending' },
  // Approving an order that holds nothing takes its units again: checked like a new booking.
  Expired: { approve: 'approved', reject: 'Rejected' },
  Rejected: { approve: 'approved' },
  Cancelled: { approve: 'approved' },
  // Rejecting before pick-up puts any units assigned to it back on the shelf.
  approved: { reject: 'Rejected', pickup: 'Out', extend: 'approved' },
  Out: { return: 'Returned', extend: 'Out' },
  Late: { return: 'Returned', extend: 'Out' },
  Returned: {},
};

type Staged = Pick<Order, 'status' | 'endingDate' | 'pickedUpAt' | 'returnedAt'>;

/** The stage of an order now: its status, and after approval its pick-up, return and end date. */
export function stageOf(order: Staged, now: Date = new Date()): OrderStage {
  if (order.status !== 'approved') return order.status;
  if (order.returnedAt) return 'Returned';
  if (!order.pickedUpAt) return 'approved';
  return today(now) > calendarDayNumber(order.endingDate)! ? 'Late' : 'Out';
}

/** The actions the order's stage allows now, in the table's order. */
export const allowedActions = (order: Staged, now: Date = new Date()): OrderAction[] =>
  ORDER_ACTIONS.filter((action) => action in ORDER_PROCESS[stageOf(order, now)]);

const DESCRIBED: Record<OrderStage, string> = {
  Pending: 'Pending',
  approved: 'approved and not picked up yet',
  Out: 'out with the customer',
  Late: 'out with the customer and late',
  Returned: 'returned',
  Rejected: 'Rejected',
  Cancelled: 'Cancelled',
  Expired: 'Expired',
};

/** Why an order's stage does not allow the action, in the words staff (and API clients) read. */
function refusal(order: Order, action: OrderAction, stage: OrderStage): string {
  const label = formatOrderId(order.id);
  const gone = stage === 'Returned' ? 'was already returned' : stage === 'Out' || stage === 'Late' ? 'was already picked up' : null;
  switch (action) {
    case 'approve':
    case 'reject':
      return `${label} is ${DESCRIBED[stage]}: it can no longer be approved or rejected`;
    case 'cancel':
      return `Only a Pending booking can be cancelled; ${label} is ${order.status}`;
    case 'extend':
      return gone === 'was already returned' ? `${label} was already returned` : `Only a Pending or approved booking can be extended; ${label} is ${order.status}`;
    case 'pickup':
      return gone ? `${label} ${gone}` : `Only an approved order can be picked up; ${label} is ${order.status}`;
    case 'return':
      return stage === 'Returned' ? `${label} was already returned` : `${label} has not been picked up yet`;
  }
}

/**
 * The stage the action leads to, or a 409 saying why not, with the order's `stage` and the
 * `actions` it allows beside the text.
 */
export function requireAction(order: Order, action: OrderAction, now: Date = new Date()): OrderStage {
  const stage = stageOf(order, now);
  const next = ORDER_PROCESS[stage][action];
  if (next) return next;
  const error = new ConflictError(refusal(order, action, stage));
  error.details.stage = stage;
  error.details.actions = allowedActions(order, now);
  throw error;
}
