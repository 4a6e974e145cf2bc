// The rules for picking a rental's dates on /booking. The days themselves (today, adding days,
// rental length) come from @rental/platform/dates, the site's one calendar-day module.
import { addDays, isBefore, isCalendarDay, rentalDays, today } from '@rental/platform/dates';

export interface RentalPeriod {
  startingDate: string;
  endingDate: string;
}

/**
 * The period after the customer picked a new start: a start in the past is refused, and when the
 * end would fall before the new start the rental keeps its length instead.
 */
export function withStart(period: RentalPeriod, startingDate: string, now = new Date()): RentalPeriod | null {
  if (!isCalendarDay(startingDate) || isBefore(startingDate, today(now))) return null;
  if (!isBefore(period.endingDate, startingDate)) return { startingDate, endingDate: period.endingDate };
  const length = rentalDays(period.startingDate, period.endingDate);
  return { startingDate, endingDate: addDays(startingDate, length) };
}

/** The period after a new end: an end before the start cannot be picked. */
export function withEnd(period: RentalPeriod, endingDate: string): RentalPeriod | null {
  if (!isCalendarDay(endingDate) || isBefore(endingDate, period.startingDate)) return null;
  return { startingDate: period.startingDate, endingDate };
}
