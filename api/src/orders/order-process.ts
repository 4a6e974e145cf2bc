import type { SelectQueryBuilder } from 'typeorm';
import { ConflictError } from '../common/errors.js';
import { formatOrderId, type Order } from './order.entity.js';
import { ORDER_STAGE, type OrderStage } from './order-states.js';
import { calendarDate, calendarDayNumber, today } from './rental-days.js';

/** What staff (or the customer, for cancel and extend) can do to an order: sent to clients as its `actions`. */
export const ORDER_ACTIONS = ['approve', 'reject', 'cancel', 'extend', 'pickup', 'return'] as const;
export type OrderAction = (typeof ORDER_ACTIONS)[number];

/** Steps on an order's units and money that its stage allows or refuses; not offered as actions. */
export const ORDER_STEPS = ['assignUnit', 'unassignUnit', 'returnUnit', 'payOnline', 'takePayment'] as const;
export type OrderStep = OrderAction | (typeof ORDER_STEPS)[number];

const { pending, approved, out, late, returned, rejected, cancelled, expired } = ORDER_STAGE;

/**
 * The order process: for each stage, the actions and steps it allows and the stage each leads to.
 * The one place these rules live: the services refuse anything else (409), and the order view
 * sends the allowed actions (`actions`) so the admin screens offer exactly these.
 */
export const ORDER_PROCESS: Record<OrderStage, Partial<Record<OrderStep, OrderStage>>> = {
  Pending: { approve: approved, reject: rejected, cancel: cancelled, extend: pending, unassignUnit: pending, payOnline: pending, takePayment: pending },
  // Approving an order that holds nothing takes its units again: checked like a new booking.
  Expired: { approve: approved, reject: rejected, unassignUnit: expired },
  Rejected: { approve: approved, unassignUnit: rejected },
  Cancelled: { approve: approved, unassignUnit: cancelled },
  // Rejecting before pick-up puts any units assigned to it back on the shelf.
  approved: { reject: rejected, pickup: out, extend: approved, assignUnit: approved, unassignUnit: approved, payOnline: approved, takePayment: approved },
  Out: { return: returned, extend: out, returnUnit: out, takePayment: out },
  Late: { return: returned, extend: out, returnUnit: late, takePayment: late },
  Returned: { takePayment: returned },
};

type Staged = Pick<Order, 'status' | 'endingDate' | 'pickedUpAt' | 'returnedAt'>;

/** The stage of an order now: its status, and after approval its pick-up, return and end date. */
export function stageOf(order: Staged, now: Date = new Date()): OrderStage {
  if (order.status !== approved) return order.status;
  if (order.returnedAt) return returned;
  if (!order.pickedUpAt) return approved;
  return today(now) > calendarDayNumber(order.endingDate)! ? late : out;
}

/** `stageOf` as conditions the database evaluates, on the orders aliased `o`. */
export function whereStage(qb: SelectQueryBuilder<Order>, stage: OrderStage, now: Date = new Date()): void {
  if (stage !== approved && stage !== out && stage !== late && stage !== returned) {
    qb.andWhere('o.status = :stage', { stage });
    return;
  }
  qb.andWhere('o.status = :approved', { approved });
  if (stage === approved) qb.andWhere('o.pickedUpAt IS NULL');
  else if (stage === returned) qb.andWhere('o.returnedAt IS NOT NULL');
  else {
    qb.andWhere('o.pickedUpAt IS NOT NULL').andWhere('o.returnedAt IS NULL');
    // Late: the end date (the return day) is over, as in stageOf and the overdue rule.
    qb.andWhere(stage === late ? 'o.endingDate < :today' : 'o.endingDate >= :today', { today: calendarDate(today(now)) });
  }
}

/** The actions the order's stage allows now, in the table's order. */
export const allowedActions = (order: Staged, now: Date = new Date()): OrderAction[] =>
  ORDER_ACTIONS.filter((action) => action in ORDER_PROCESS[stageOf(order, now)]);

/** Whether the order's stage allows the step now (for a decision rather than a refusal). */
export const allows = (order: Staged, step: OrderStep, now: Date = new Date()): boolean => step in ORDER_PROCESS[stageOf(order, now)];

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

/** Why an order's stage does not allow the step, in the words staff (and API clients) read. */
function refusal(order: Order, step: OrderStep, stage: OrderStage): string {
  const label = formatOrderId(order.id);
  const gone = stage === returned ? 'was already returned' : stage === out || stage === late ? 'was already picked up' : null;
  switch (step) {
    case 'approve':
    case 'reject':
      return `${label} is ${DESCRIBED[stage]}: it can no longer be approved or rejected`;
    case 'cancel':
      return `Only a Pending booking can be cancelled; ${label} is ${order.status}`;
    case 'extend':
      return stage === returned ? `${label} was already returned` : `Only a Pending or approved booking can be extended; ${label} is ${order.status}`;
    case 'pickup':
      return gone ? `${label} ${gone}` : `Only an approved order can be picked up; ${label} is ${order.status}`;
    case 'return':
    case 'returnUnit':
      return stage === returned ? `${label} was already returned` : `${label} has not been picked up yet`;
    case 'assignUnit':
      return order.status === approved ? `${label} was already picked up` : `Units are assigned to an approved order; ${label} is ${order.status}`;
    case 'unassignUnit':
      return `${label} was already picked up; record the unit's return instead`;
    case 'payOnline':
      return `${label} is ${order.status}: it cannot be paid online`;
    case 'takePayment':
      return `${label} is ${order.status}: it takes no payment`;
  }
}

/**
 * The stage the step leads to, or a 409 saying why not, with the order's `stage` and the
 * `actions` it allows beside the text. `lapsed`: a Pending booking past its hold, not yet marked
 * Expired by the sweep, is refused as the Expired one it is about to be.
 */
export function requireAction(order: Order, step: OrderStep, options: { now?: Date; lapsed?: boolean } = {}): OrderStage {
  const now = options.now ?? new Date();
  const current = stageOf(order, now);
  const stage = options.lapsed && current === pending ? expired : current;
  const next = ORDER_PROCESS[stage][step];
  if (next) return next;
  const error = new ConflictError(refusal(order, step, stage));
  error.details.stage = stage;
  error.details.actions = ORDER_ACTIONS.filter((action) => action in ORDER_PROCESS[stage]);
  throw error;
}
