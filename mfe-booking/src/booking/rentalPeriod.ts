// The rules for picking a rental's dates on /booking. The days themselves (today, adding days,
// rental length) come from @rental/money-days/days, the site's one calendar-day module.
import { addDays, isBefore, isCalendarDay, rentalDays, today } from '@rental/money-days/days';

export interface RentalPeriod {
  startingDate: string;
  endingDate: string;
}

/** Why the page will not price or book the dates shown: the field at fault and what to tell the customer. */
export interface DateProblem {
  field: 'start' | 'end';
  message: string;
}

/**
 * What is wrong with dates as the fields show them, or null when they can be booked: a start from
 * today on (the visitor's today), an end on or after the start (same day = 1 day). An empty date is
 * what the browser reports for a cleared or half-typed field.
 */
export function periodProblem(period: RentalPeriod, now = new Date()): DateProblem | null {
  if (!isCalendarDay(period.startingDate)) return { field: 'start', message: 'Enter a start date.' };
  if (isBefore(period.startingDate, today(now))) return { field: 'start', message: "The start date can't be in the past." };
  if (!isCalendarDay(period.endingDate)) return { field: 'end', message: 'Enter an end date.' };
  if (isBefore(period.endingDate, period.startingDate)) return { field: 'end', message: "The end date can't be before the start date." };
  return null;
}

/**
 * The dates shown after the customer typed or picked a new start. A start that can be booked and
 * falls after the end takes the end along, keeping the rental's length; any other start is shown
 * as it is (periodProblem says what is wrong with it).
 */
export function withStart(period: RentalPeriod, startingDate: string, now = new Date()): RentalPeriod {
  const bookable = isCalendarDay(startingDate) && !isBefore(startingDate, today(now));
  if (!bookable || !isCalendarDay(period.endingDate) || !isBefore(period.endingDate, startingDate)) return { startingDate, endingDate: period.endingDate };
  return { startingDate, endingDate: addDays(startingDate, rentalDays(period.startingDate, period.endingDate)) };
}

/** The dates shown after a new end: shown as typed, even before the start (periodProblem says so). */
export function withEnd(period: RentalPeriod, endingDate: string): RentalPeriod {
  return { startingDate: period.startingDate, endingDate };
}
