// The product page's availability calendar works on calendar dates as 'YYYY-MM-DD' strings, the
// API's format. Arithmetic runs in UTC so a daylight-saving change never skips or repeats a day;
// only "today" comes from the visitor's own clock and time zone.

/** How far ahead the product page shows free units. */
export const AVAILABILITY_DAYS = 60;

export const MONTH_NAMES = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
/** Weeks start on Monday. */
export const WEEKDAYS = [
  { short: 'Mon', name: 'Monday' },
  { short: 'Tue', name: 'Tuesday' },
  { short: 'Wed', name: 'Wednesday' },
  { short: 'Thu', name: 'Thursday' },
  { short: 'Fri', name: 'Friday' },
  { short: 'Sat', name: 'Saturday' },
  { short: 'Sun', name: 'Sunday' },
];

const pad = (n: number) => String(n).padStart(2, '0');
const toUtc = (date: string) => new Date(`${date}T00:00:00Z`);
const dateOf = (utc: Date) => utc.toISOString().slice(0, 10);

/** The visitor's calendar date (not UTC's: at 1:30 in Colombo it is already tomorrow there). */
export function localToday(now = new Date()): string {
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

export function addDays(date: string, days: number): string {
  const utc = toUtc(date);
  utc.setUTCDate(utc.getUTCDate() + days);
  return dateOf(utc);
}

/** '2026-12-01' → '1 December'. */
export function dayAndMonth(date: string): string {
  const utc = toUtc(date);
  return `${utc.getUTCDate()} ${MONTH_NAMES[utc.getUTCMonth()]}`;
}

export interface CalendarDay {
  date: string;
  day: number;
  /** False for the days of the month before the first or after the last day shown. */
  inRange: boolean;
}

export interface CalendarMonth {
  /** 'YYYY-MM' */
  key: string;
  title: string;
  /** Monday-first weeks of 7 cells; null where a cell belongs to the month before or after. */
  weeks: (CalendarDay | null)[][];
}

/**
 * Month grids for the days first..last (inclusive): each month keeps only the weeks that hold a
 * day of the range, so the grids stay short.
 */
export function calendarMonths(first: string, last: string): CalendarMonth[] {
  const months: CalendarMonth[] = [];
  for (let monthStart = first; monthStart <= last; ) {
    const start = toUtc(monthStart);
    const nextMonth = dateOf(new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + 1, 1)));
    const monthEnd = addDays(nextMonth, -1) < last ? addDays(nextMonth, -1) : last;
    const weekday = (date: string) => (toUtc(date).getUTCDay() + 6) % 7;
    const gridStart = addDays(monthStart, -weekday(monthStart));
    const gridEnd = addDays(monthEnd, 6 - weekday(monthEnd));
    const key = monthStart.slice(0, 7);
    const weeks: (CalendarDay | null)[][] = [];
    for (let date = gridStart; date <= gridEnd; date = addDays(date, 1)) {
      if (weekday(date) === 0) weeks.push([]);
      weeks[weeks.length - 1].push(
        date.slice(0, 7) === key ? { date, day: Number(date.slice(8)), inRange: date >= first && date <= last } : null,
      );
    }
    months.push({ key, title: `${MONTH_NAMES[start.getUTCMonth()]} ${start.getUTCFullYear()}`, weeks });
    monthStart = nextMonth;
  }
  return months;
}

export type FreeState = 'all' | 'some' | 'none';

export function freeState(free: number, stock: number): FreeState {
  if (free <= 0) return 'none';
  return free >= stock ? 'all' : 'some';
}
