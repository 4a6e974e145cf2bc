/** Rentals longer than this are arranged with the shop, not booked online. */
export const MAX_RENTAL_DAYS = 1095;

const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

const isLeapYear = (year: number) => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
const daysInMonth = (year: number, month: number) => [31, isLeapYear(year) ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1];

/**
 * The day number of a 'YYYY-MM-DD' calendar date (days since 1970-01-01), or null when the text
 * is not a real date such as 2026-02-30. Rental dates are calendar days with no time zone, so they
 * are never turned into instants.
 */
export function calendarDayNumber(text: string): number | null {
  const match = DATE_PATTERN.exec(text);
  if (!match) return null;
  const [year, month, day] = match.slice(1).map(Number);
  if (year < 1 || month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null;
  const instant = new Date(0);
  instant.setUTCFullYear(year, month - 1, day); // unlike Date.UTC, keeps years below 100 as written
  return Math.round(instant.getTime() / 86_400_000);
}

/** Whole days from the start date to the end date, and at least one: a same-day rental is charged as a day. */
export function rentalDays(startingDay: number, endingDay: number): number {
  return Math.max(1, endingDay - startingDay);
}
