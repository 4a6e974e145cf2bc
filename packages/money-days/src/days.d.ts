// The TypeScript face of days.mjs (the source; its header states the rule for 'today').
// days.spec.ts fails to type-check when this and the JSDoc there disagree.

/** 'January' … 'December'. */
export declare const MONTH_NAMES: readonly string[];
/** Monday first: { short: 'Mon', name: 'Monday' } … */
export declare const WEEKDAYS: readonly { short: string; name: string }[];

/** A real calendar day written 'YYYY-MM-DD' (2026-02-30 is not one, nor 2026-2-3). */
export declare function isCalendarDay(text: unknown): text is string;
/** The calendar day a moment falls on in this clock's time zone. */
export declare function calendarDayOf(moment: Date): string;
/** Today on this clock (the visitor's browser in the apps). */
export declare function today(now?: Date): string;
/** Today as the API counts it: UTC's calendar day. */
export declare function utcToday(now?: Date): string;
/** The day `days` after `day` (before it when negative). */
export declare function addDays(day: string, days: number): string;
/** Today plus `days` on this clock. */
export declare function fromToday(days: number, now?: Date): string;
/** Whole days from `from` to `to`; NaN when either is not a calendar day. */
export declare function daysBetween(from: string, to: string): number;
/** The days a rental is charged for, as the API counts them: whole days, at least one. */
export declare function rentalDays(startingDate: string, endingDate: string): number;
/** `a` is an earlier day than `b`. */
export declare function isBefore(a: string, b: string): boolean;
/** Monday 0 to Sunday 6. */
export declare function weekdayOf(day: string): number;
/** '2026-12-01' → '1 December'. */
export declare function dayAndMonth(day: string): string;
/** '2026-12-05' → 'Sat, 5 Dec 2026'; anything else as it is. */
export declare function describeDay(day: string): string;
/** '2026-12-01' → '1 Dec 2026'; nothing gives ''. */
export declare function formatDay(day: string | null | undefined): string;
/** An ISO timestamp on this clock: '22 Nov 2026, 14:05'; nothing or unreadable gives ''. */
export declare function formatDateTime(iso: string | null | undefined): string;

export interface CalendarDay {
  /** 'YYYY-MM-DD' */
  date: string;
  /** The day of the month. */
  day: number;
  /** False for the days of the month before the first or after the last day shown. */
  inRange: boolean;
}

export interface CalendarMonth {
  /** 'YYYY-MM' */
  key: string;
  /** 'December 2026' */
  title: string;
  /** Monday-first weeks of 7 cells; null where a cell belongs to the month before or after. */
  weeks: (CalendarDay | null)[][];
}

/** Month grids for the days first..last (inclusive), keeping only the weeks that hold a day of the range. */
export declare function calendarMonths(first: string, last: string): CalendarMonth[];
