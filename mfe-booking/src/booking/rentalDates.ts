// Calendar dates as the cart keeps them ('YYYY-MM-DD', the customer's local day). Plain Date
// arithmetic instead of dayjs: this remote would otherwise bundle its own copy. The length of a
// rental is the platform's rentalDays, the same figure the cart stores.
import { rentalDays } from '@rental/platform';

const pad = (n: number) => String(n).padStart(2, '0');

export function formatDay(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** A real calendar date written as YYYY-MM-DD (2026-02-30 is not one). */
export function isCalendarDay(text: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return false;
  const [year, month, day] = match.slice(1).map(Number);
  const date = new Date(year, month - 1, day);
  return date.getFullYear() === year && date.getMonth() === month - 1 && date.getDate() === day;
}

export function addDays(day: string, days: number): string {
  const [year, month, date] = day.split('-').map(Number);
  return formatDay(new Date(year, month - 1, date + days));
}

export function today(now = new Date()): string {
  return formatDay(now);
}

/** ISO calendar dates compare correctly as text. */
export const isBefore = (a: string, b: string) => a < b;

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

/** Human form for the summary, e.g. 'Sat, 5 Dec 2026'. */
export function describeDay(day: string): string {
  if (!isCalendarDay(day.slice(0, 10))) return day;
  const [year, month, date] = day.slice(0, 10).split('-').map(Number);
  return new Date(year, month - 1, date).toLocaleDateString('en-GB', { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' });
}
