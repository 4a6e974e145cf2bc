import { type FindOptionsWhere, IsNull, LessThan } from 'typeorm';
import type { Order } from './order.entity.js';
import { calendarDate, calendarDayNumber, today } from './rental-days.js';
import { ORDER_STATUS } from './order-states.js';

/**
 * The one rule for overdue: approved, its end date (the return day) is over, and the gear is not
 * back. Said twice, once for one order in hand and once for the database to find them all; the
 * spec beside this file checks the two agree.
 */
export const daysOverdue = (order: Pick<Order, 'status' | 'endingDate' | 'returnedAt'>, now: Date = new Date()): number =>
  order.status === ORDER_STATUS.approved && !order.returnedAt ? Math.max(0, today(now) - calendarDayNumber(order.endingDate)!) : 0;

export const overdueWhere = (now: Date = new Date()): FindOptionsWhere<Order> => ({
  status: ORDER_STATUS.approved,
  returnedAt: IsNull(),
  endingDate: LessThan(calendarDate(today(now))),
});
