// @ts-check
// Calendar days for the whole site: the cart, the booking and availability screens, the admin's
// tables and the browser journeys (e2e/*.mjs) all read and write dates through this one module.
// Plain ESM JavaScript with JSDoc, so Node runs it as it is; calendarDays.d.ts declares the same
// surface for TypeScript (calendarDays.spec.ts proves the two agree).
//
// A date is a calendar day written 'YYYY-MM-DD', the API's format and the cart's (localStorage
// `cart`). It names a day, not a moment: arithmetic runs in UTC, so a daylight-saving change never
// skips or repeats a day, and no time zone ever shifts it.
//
// The rule for 'today': today is the calendar day on the clock where the code runs, in that
// clock's time zone. In the apps that is the visitor's browser (`today()`): at 01:30 in Colombo it
// is already tomorrow there, whatever UTC says. Browser journeys run Chromium on the same machine,
// so Node's `today()` is the browser's. The API has no visitor time zone: its today is UTC's
// calendar day (`utcToday()`, api/src/orders/rental-days.ts). A rental start is in the past when
// it is before today; the API refuses a start only when it is before ITS today minus one day
// (PAST_START_GRACE_DAYS in api/src/orders/orders.service.ts), which is at or before every time
// zone's today (UTC-12 to UTC+14), so any start a visitor's screen allows is accepted. Days
// overdue are the API's: counted from UTC's today.

const MS_PER_DAY = 86_400_000;

/** @type {readonly string[]} */
export const MONTH_NAMES = [
  'January', 'February', 'March', 'April', 'May', 'June',
  'July', 'August', 'September', 'October', 'November', 'December',
];

/**
 * Weeks start on Monday.
 * @type {readonly { short: string, name: string }[]}
 */
export const WEEKDAYS = [
  { short: 'Mon', name: 'Monday' },
  { short: 'Tue', name: 'Tuesday' },
  { short: 'Wed', name: 'Wednesday' },
  { short: 'Thu', name: 'Thursday' },
  { short: 'Fri', name: 'Friday' },
  { short: 'Sat', name: 'Saturday' },
  { short: 'Sun', name: 'Sunday' },
];

/** @param {number} n */
const pad = (n) => String(n).padStart(2, '0');

/** @param {string} day a calendar day, already checked */
const toUtc = (day) => new Date(`${day.slice(0, 10)}T00:00:00Z`);

/** @param {Date} utc */
const dayOfUtc = (utc) => utc.toISOString().slice(0, 10);

/** @param {number} month 0-11 */
const shortMonth = (month) => MONTH_NAMES[month].slice(0, 3);

/**
 * A real calendar day written 'YYYY-MM-DD' (2026-02-30 is not one, nor 2026-2-3).
 * @param {unknown} text
 * @returns {text is string}
 */
export function isCalendarDay(text) {
  if (typeof text !== 'string') return false;
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return false;
  const [year, month, day] = match.slice(1).map(Number);
  const utc = new Date(Date.UTC(year, month - 1, day));
  utc.setUTCFullYear(year); // Date.UTC reads years 0-99 as 1900-1999
  return utc.getUTCFullYear() === year && utc.getUTCMonth() === month - 1 && utc.getUTCDate() === day;
}

/**
 * The calendar day a moment falls on in this clock's time zone.
 * @param {Date} moment
 * @returns {string}
 */
export function calendarDayOf(moment) {
  return `${moment.getFullYear()}-${pad(moment.getMonth() + 1)}-${pad(moment.getDate())}`;
}

/**
 * Today on this clock (the visitor's browser in the apps): the rule for 'today', see the header.
 * @param {Date} [now]
 * @returns {string}
 */
export function today(now = new Date()) {
  return calendarDayOf(now);
}

/**
 * Today as the API counts it: UTC's calendar day (past starts, days overdue).
 * @param {Date} [now]
 * @returns {string}
 */
export function utcToday(now = new Date()) {
  return dayOfUtc(now);
}

/**
 * The day `days` after `day` (before it when negative), across months, years and leap days.
 * @param {string} day
 * @param {number} days
 * @returns {string}
 */
export function addDays(day, days) {
  const utc = toUtc(day);
  utc.setUTCDate(utc.getUTCDate() + days);
  return dayOfUtc(utc);
}

/**
 * Today plus `days` (minus when negative) on this clock.
 * @param {number} days
 * @param {Date} [now]
 * @returns {string}
 */
export function fromToday(days, now = new Date()) {
  return addDays(today(now), days);
}

/**
 * Whole days from `from` to `to` (negative when `to` is earlier); NaN when either is not a calendar day.
 * @param {string} from
 * @param {string} to
 * @returns {number}
 */
export function daysBetween(from, to) {
  if (!isCalendarDay(from) || !isCalendarDay(to)) return Number.NaN;
  return Math.round((toUtc(to).getTime() - toUtc(from).getTime()) / MS_PER_DAY);
}

/**
 * The days a rental from start to end is charged for, as the API counts them: whole days, at least
 * one (a same-day rental, an end before the start, or unreadable dates count one). The server's
 * figure is the one charged; this is for showing it before the server answers.
 * @param {string} startingDate
 * @param {string} endingDate
 * @returns {number}
 */
export function rentalDays(startingDate, endingDate) {
  const days = daysBetween(startingDate, endingDate);
  return Number.isFinite(days) && days >= 1 ? days : 1;
}

/**
 * `a` is an earlier day than `b` ('YYYY-MM-DD' compares correctly as text).
 * @param {string} a
 * @param {string} b
 * @returns {boolean}
 */
export function isBefore(a, b) {
  return a < b;
}

/**
 * The weekday of a day, Monday 0 to Sunday 6 (the index into WEEKDAYS).
 * @param {string} day
 * @returns {number}
 */
export function weekdayOf(day) {
  return (toUtc(day).getUTCDay() + 6) % 7;
}

/**
 * '2026-12-01' → '1 December'.
 * @param {string} day
 * @returns {string}
 */
export function dayAndMonth(day) {
  const utc = toUtc(day);
  return `${utc.getUTCDate()} ${MONTH_NAMES[utc.getUTCMonth()]}`;
}

/**
 * '2026-12-05' → 'Sat, 5 Dec 2026'; a timestamp reads as its first ten characters; anything else
 * is returned as it is.
 * @param {string} day
 * @returns {string}
 */
export function describeDay(day) {
  const date = day.slice(0, 10);
  if (!isCalendarDay(date)) return day;
  const utc = toUtc(date);
  return `${WEEKDAYS[weekdayOf(date)].short}, ${utc.getUTCDate()} ${shortMonth(utc.getUTCMonth())} ${utc.getUTCFullYear()}`;
}

/**
 * '2026-12-01' → '1 Dec 2026'; nothing gives '', anything else is returned as it is.
 * @param {string | null | undefined} day
 * @returns {string}
 */
export function formatDay(day) {
  if (!day) return '';
  const date = day.slice(0, 10);
  if (!isCalendarDay(date)) return day;
  const utc = toUtc(date);
  return `${utc.getUTCDate()} ${shortMonth(utc.getUTCMonth())} ${utc.getUTCFullYear()}`;
}

/**
 * A moment (an ISO timestamp: ordered, picked up, joined) on this clock: '22 Nov 2026, 14:05'.
 * A bare calendar day is read as its local midnight; nothing or an unreadable text gives ''.
 * @param {string | null | undefined} iso
 * @returns {string}
 */
export function formatDateTime(iso) {
  if (!iso) return '';
  const moment = isCalendarDay(iso) ? new Date(`${iso}T00:00:00`) : new Date(iso);
  if (Number.isNaN(moment.getTime())) return '';
  return `${moment.getDate()} ${shortMonth(moment.getMonth())} ${moment.getFullYear()}, ${pad(moment.getHours())}:${pad(moment.getMinutes())}`;
}

/**
 * @typedef {object} CalendarDay
 * @property {string} date 'YYYY-MM-DD'
 * @property {number} day the day of the month
 * @property {boolean} inRange false for the days of the month before the first or after the last day shown
 */

/**
 * @typedef {object} CalendarMonth
 * @property {string} key 'YYYY-MM'
 * @property {string} title 'December 2026'
 * @property {(CalendarDay | null)[][]} weeks Monday-first weeks of 7 cells; null where a cell belongs to the month before or after
 */

/**
 * Month grids for the days first..last (inclusive): each month keeps only the weeks that hold a
 * day of the range, so the grids stay short.
 * @param {string} first
 * @param {string} last
 * @returns {CalendarMonth[]}
 */
export function calendarMonths(first, last) {
  /** @type {CalendarMonth[]} */
  const months = [];
  for (let monthStart = first; monthStart <= last; ) {
    const start = toUtc(monthStart);
    const nextMonth = dayOfUtc(new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + 1, 1)));
    const monthEnd = addDays(nextMonth, -1) < last ? addDays(nextMonth, -1) : last;
    const gridStart = addDays(monthStart, -weekdayOf(monthStart));
    const gridEnd = addDays(monthEnd, 6 - weekdayOf(monthEnd));
    const key = monthStart.slice(0, 7);
    /** @type {(CalendarDay | null)[][]} */
    const weeks = [];
    for (let date = gridStart; date <= gridEnd; date = addDays(date, 1)) {
      if (weekdayOf(date) === 0) weeks.push([]);
      weeks[weeks.length - 1].push(date.slice(0, 7) === key ? { date, day: Number(date.slice(8)), inRange: date >= first && date <= last } : null);
    }
    months.push({ key, title: `${MONTH_NAMES[start.getUTCMonth()]} ${start.getUTCFullYear()}`, weeks });
    monthStart = nextMonth;
  }
  return months;
}
