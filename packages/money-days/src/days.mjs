// @ts-check
// Calendar days for the whole shop: the API (pricing, availability, mails, PDFs), the apps and the
// browser journeys read and write dates through this one module, on dayjs.
//
// A date is a calendar day written 'YYYY-MM-DD', the API's format and the cart's. It names a day,
// not a moment: arithmetic runs in UTC, so a daylight-saving change never skips or repeats a day,
// and no time zone ever shifts it.
//
// The rule for 'today': today is the calendar day on the clock where the code runs, in that
// clock's time zone. In the apps that is the visitor's browser (`today()`): at 01:30 in Colombo it
// is already tomorrow there, whatever UTC says. Browser journeys run Chromium on the same machine,
// so Node's `today()` is the browser's. The API has no visitor time zone: its today is UTC's
// calendar day (`utcToday()`). A rental start is in the past when it is before today; the API
// refuses a start only when it is before ITS today minus one day (PAST_START_GRACE_DAYS in
// api/src/orders/orders.service.ts), which is at or before every time zone's today (UTC-12 to
// UTC+14), so any start a visitor's screen allows is accepted. Days overdue are the API's: counted
// from UTC's today.
//
// Plain ESM JavaScript with JSDoc, so Node runs it as it is; days.d.ts declares the same exports
// for TypeScript (days.spec.ts proves the two agree).
import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc.js';

dayjs.extend(utc);

const DAY = 'YYYY-MM-DD';

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

/** @param {string} day a calendar day, already checked (a timestamp reads as its first ten characters) */
const utcDay = (day) => dayjs.utc(day.slice(0, 10));

/**
 * A real calendar day written 'YYYY-MM-DD' (2026-02-30 is not one, nor 2026-2-3, nor a year before 1000).
 * @param {unknown} text
 * @returns {text is string}
 */
export function isCalendarDay(text) {
  // dayjs rolls 2026-02-30 over to 2 March: a real day reads back as itself.
  return typeof text === 'string' && /^[1-9]\d{3}-\d{2}-\d{2}$/.test(text) && dayjs.utc(text).format(DAY) === text;
}

/**
 * The calendar day a moment falls on in this clock's time zone.
 * @param {Date} moment
 * @returns {string}
 */
export function calendarDayOf(moment) {
  return dayjs(moment).format(DAY);
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
  return dayjs.utc(now).format(DAY);
}

/**
 * The day `days` after `day` (before it when negative), across months, years and leap days.
 * @param {string} day
 * @param {number} days
 * @returns {string}
 */
export function addDays(day, days) {
  return utcDay(day).add(days, 'day').format(DAY);
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
  return utcDay(to).diff(utcDay(from), 'day');
}

/**
 * The days a rental from start to end is charged for: whole days, at least one (a same-day rental,
 * an end before the start, or unreadable dates count one). The API charges by this rule; the apps
 * show it before the API responds.
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
  return (utcDay(day).day() + 6) % 7;
}

/**
 * '2026-12-01' → '1 December'.
 * @param {string} day
 * @returns {string}
 */
export function dayAndMonth(day) {
  return utcDay(day).format('D MMMM');
}

/**
 * '2026-12-05' → 'Sat, 5 Dec 2026'; a timestamp reads as its first ten characters; anything else
 * is returned as it is.
 * @param {string} day
 * @returns {string}
 */
export function describeDay(day) {
  return isCalendarDay(day.slice(0, 10)) ? utcDay(day).format('ddd, D MMM YYYY') : day;
}

/**
 * '2026-12-01' → '1 Dec 2026', as screens, e-mails and PDFs print a day; nothing gives '', anything
 * else is returned as it is.
 * @param {string | null | undefined} day
 * @returns {string}
 */
export function formatDay(day) {
  if (!day) return '';
  return isCalendarDay(day.slice(0, 10)) ? utcDay(day).format('D MMM YYYY') : day;
}

/**
 * A moment (an ISO timestamp: ordered, picked up, joined) on this clock: '22 Nov 2026, 14:05'.
 * A bare calendar day is read as its local midnight; nothing or an unreadable text gives ''.
 * @param {string | null | undefined} iso
 * @returns {string}
 */
export function formatDateTime(iso) {
  if (!iso) return '';
  // dayjs reads a bare 'YYYY-MM-DD' as this clock's midnight, and a timestamp as its moment.
  const moment = dayjs(iso);
  return moment.isValid() ? moment.format('D MMM YYYY, HH:mm') : '';
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
    const start = utcDay(monthStart);
    const nextMonth = start.add(1, 'month').startOf('month').format(DAY);
    const monthEnd = addDays(nextMonth, -1) < last ? addDays(nextMonth, -1) : last;
    const key = monthStart.slice(0, 7);
    /** @type {(CalendarDay | null)[][]} */
    const weeks = [];
    for (let date = addDays(monthStart, -weekdayOf(monthStart)); date <= addDays(monthEnd, 6 - weekdayOf(monthEnd)); date = addDays(date, 1)) {
      if (weekdayOf(date) === 0) weeks.push([]);
      weeks[weeks.length - 1].push(date.slice(0, 7) === key ? { date, day: Number(date.slice(8)), inRange: date >= first && date <= last } : null);
    }
    months.push({ key, title: start.format('MMMM YYYY'), weeks });
    monthStart = nextMonth;
  }
  return months;
}
