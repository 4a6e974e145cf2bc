// How an order's facts read on /bookings. The figures are the server's; this only words them.
import { calendarDayOf, describeDay } from '@rental/money-days/days';
import type { Order } from '@rental/platform/types';

/** The order's status as the server and the admin's 'Approval Status' column have it. */
export const statusClass = (status: string) => `my-booking__status my-booking__status--${status.toLowerCase().replace(/[^a-z]+/g, '-')}`;

/** A customer may cancel while the shop has not decided (contract: Pending → Cancelled). */
export const isCancellable = (order: Pick<Order, 'status'>) => order.status === 'Pending';

/** A customer may move the end date later while the booking holds its gear and it is not back yet. */
export const isExtendable = (order: Pick<Order, 'status' | 'returnedAt'>) => (order.status === 'Pending' || order.status === 'approved') && !order.returnedAt;

/** An ISO timestamp (picked up, returned, ordered) as the customer's own calendar day. */
export function describeMoment(iso: string | null | undefined): string | undefined {
  if (!iso) return undefined;
  const when = new Date(iso);
  if (Number.isNaN(when.getTime())) return iso;
  return describeDay(calendarDayOf(when));
}

export const describePeriod = (order: Pick<Order, 'startingDate' | 'endingDate'>) => `${describeDay(order.startingDate)} → ${describeDay(order.endingDate)}`;

export const daysText = (days: number) => `${days} day${days === 1 ? '' : 's'}`;

/**
 * The money an order tells the customer about, from the server's figures: the deposit
 * (0 when none) and the amount due at pick-up, the rental total plus the deposit. An older API that
 * sent no amountDue or deposit is read as having no deposit.
 */
export function moneyTold(order: Pick<Order, 'totalAmount' | 'deposit' | 'amountDue'>): { deposit: number; amountDue: number } {
  const deposit = order.deposit ?? 0;
  return { deposit, amountDue: order.amountDue ?? order.totalAmount + deposit };
}

/** What the order's PDF is (GET /api/orders/{id}/invoice): the platform's one rule, as the server titles it. */
export { paperworkOf } from '@rental/platform/labels';
