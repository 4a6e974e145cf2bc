import { addDays, daysBetween, isCalendarDay, utcToday } from '@rental/money-days/days';
import { InvalidInputError } from '../common/errors.js';

/** Day number 0: rental dates are counted as days since this one. */
const FIRST_DAY = '1970-01-01';

/**
 * The longest rental anyone can price or hold, staff included (three years): it bounds the day
 * loops of pricing and availability. Customers booking online have a shorter limit, the
 * MAX_RENTAL_DAYS setting (orders/config/orders.config.ts, 90 days unless set, never above this);
 * longer hires are arranged with the shop. docs/adr/0013-config-per-feature-and-named-limits.md says why two.
 */
export const LONGEST_RENTAL_DAYS = 1095;

/** Refuses a rental of more days than anyone may hold (LONGEST_RENTAL_DAYS). */
export function checkLongestRental(days: number): void {
  if (days > LONGEST_RENTAL_DAYS) throw new InvalidInputError(`A rental can last at most ${LONGEST_RENTAL_DAYS} days; please contact the shop for longer hires`);
}

/**
 * The day number of a 'YYYY-MM-DD' calendar date (days since 1970-01-01), or null when the text is
 * not a real date such as 2026-02-30 (or is before 1970). Rental dates are calendar days with no
 * time zone (@rental/money-days/days), only ever compared as whole days.
 */
export function calendarDayNumber(text: string): number | null {
  // Years before 1970 are never rental dates.
  return isCalendarDay(text) && text >= FIRST_DAY ? daysBetween(FIRST_DAY, text) : null;
}

/** The 'YYYY-MM-DD' text of a day number; the inverse of calendarDayNumber. */
export function calendarDate(dayNumber: number): string {
  return addDays(FIRST_DAY, dayNumber);
}

/** Today's day number: UTC's calendar day, the API's today. */
export function today(now: Date = new Date()): number {
  return daysBetween(FIRST_DAY, utcToday(now));
}

/**
 * The days a rental holds its units, as a half-open range of day numbers [first, end): from the
 * start date up to the end date, which is the return day. A same-day rental holds its one day.
 * So the held days are exactly the days charged for (rentalDays in @rental/money-days/days), and a
 * booking may start on another's end date.
 */
export function heldDays(startingDay: number, endingDay: number): { first: number; end: number } {
  return { first: startingDay, end: Math.max(endingDay, startingDay + 1) };
}
