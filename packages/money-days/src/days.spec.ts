import * as dates from '@rental/money-days/days';
import type * as Source from './days.mjs';
import {
  addDays,
  calendarDayOf,
  calendarMonths,
  dayAndMonth,
  daysBetween,
  describeDay,
  formatDateTime,
  formatDay,
  fromToday,
  isBefore,
  isCalendarDay,
  rentalDays,
  today,
  utcToday,
  weekdayOf,
} from '@rental/money-days/days';

// Type-checked, not run: tsc fails here when days.d.ts promises something the JSDoc of
// days.mjs does not give, or the other way round.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const declarationMatchesSource: [Same<typeof dates, typeof Source>, Same<dates.CalendarMonth, Source.CalendarMonth>] = [true, true];

// The jest config runs in Asia/Colombo (UTC+05:30), so the visitor's day and UTC's can differ.
const local = (year: number, month: number, day: number, hours = 12, minutes = 0) => new Date(year, month - 1, day, hours, minutes);
const dayNumbers = (week: (dates.CalendarDay | null)[]) => week.map((cell) => (cell ? `${cell.day}${cell.inRange ? '' : '-'}` : '.'));

describe('calendar days', () => {
  it('declares exactly what the module exports', () => {
    expect(declarationMatchesSource).toEqual([true, true]);
    expect(Object.keys(dates).sort()).toEqual(
      ['MONTH_NAMES', 'WEEKDAYS', 'addDays', 'calendarDayOf', 'calendarMonths', 'dayAndMonth', 'daysBetween', 'describeDay', 'formatDateTime', 'formatDay', 'fromToday', 'isBefore', 'isCalendarDay', 'rentalDays', 'today', 'utcToday', 'weekdayOf'].sort(),
    );
  });

  describe("the rule for 'today'", () => {
    it("is the calendar day on this clock, in its time zone, not UTC's", () => {
      expect(today(local(2026, 11, 22, 0, 30))).toBe('2026-11-22');
      expect(today(local(2026, 1, 5, 23, 59))).toBe('2026-01-05');
      // 01:30 in Colombo is still the evening before in UTC: the visitor is a day ahead.
      expect(utcToday(local(2026, 11, 22, 1, 30))).toBe('2026-11-21');
      expect(today(local(2026, 11, 22, 1, 30))).toBe('2026-11-22');
      expect(utcToday(local(2026, 11, 22, 12, 0))).toBe('2026-11-22');
    });

    it('is never before the day the API still takes as a start (its UTC day minus one)', () => {
      for (const zone of [-12, -5, 0, 5.5, 14]) {
        for (const utcHour of [0, 6, 12, 18, 23]) {
          const now = new Date(Date.UTC(2026, 10, 22, utcHour, 30));
          // What a visitor in that zone calls today: their wall clock's date.
          const visitorToday = new Date(now.getTime() + zone * 3_600_000).toISOString().slice(0, 10);
          expect(isBefore(visitorToday, addDays(utcToday(now), -1))).toBe(false);
        }
      }
    });

    it('counts days from today on this clock', () => {
      const now = local(2026, 12, 31, 22);
      expect(fromToday(0, now)).toBe('2026-12-31');
      expect(fromToday(1, now)).toBe('2027-01-01');
      expect(fromToday(-1, now)).toBe('2026-12-30');
    });
  });

  it('writes the local day of a moment as YYYY-MM-DD', () => {
    expect(calendarDayOf(local(2026, 1, 5))).toBe('2026-01-05');
    expect(calendarDayOf(local(2026, 12, 31, 23, 59))).toBe('2026-12-31');
  });

  it('knows real calendar days', () => {
    expect(isCalendarDay('2026-12-01')).toBe(true);
    expect(isCalendarDay('2028-02-29')).toBe(true);
    expect(isCalendarDay('2026-02-29')).toBe(false);
    expect(isCalendarDay('2026-02-30')).toBe(false);
    expect(isCalendarDay('2026-13-01')).toBe(false);
    expect(isCalendarDay('2026-12-1')).toBe(false);
    expect(isCalendarDay('2026-12-01T00:00')).toBe(false);
    expect(isCalendarDay('')).toBe(false);
    expect(isCalendarDay(undefined)).toBe(false);
  });

  it('adds days across months, years and leap days, and never skips one for daylight saving', () => {
    expect(addDays('2026-11-30', 1)).toBe('2026-12-01');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2027-02-28', 1)).toBe('2027-03-01');
    expect(addDays('2026-12-01', -1)).toBe('2026-11-30');
    expect(addDays('2026-11-22', 60)).toBe('2027-01-21');
    // Europe changes its clocks on 29 March 2026.
    expect(addDays('2026-03-28', 2)).toBe('2026-03-30');
  });

  it('counts whole days between two days', () => {
    expect(daysBetween('2026-11-22', '2026-11-25')).toBe(3);
    expect(daysBetween('2026-11-25', '2026-11-22')).toBe(-3);
    expect(daysBetween('2024-01-01', '2025-01-01')).toBe(366);
    expect(daysBetween('2026-03-28', '2026-03-30')).toBe(2);
    expect(daysBetween('2026-11-22', 'soon')).toBeNaN();
  });

  // The one table of rental-day cases: the API charges by this rule and the screens show it.
  it.each([
    ['2026-11-22', '2026-11-22', 1],
    ['2026-11-22', '2026-11-23', 1],
    ['2026-11-22', '2026-11-25', 3],
    ['2024-02-28', '2024-03-01', 2],
    ['2023-02-28', '2023-03-01', 1],
    ['2024-01-01', '2025-01-01', 366],
    ['2025-01-01', '2026-01-01', 365],
    ['2026-12-31', '2027-01-01', 1],
    ['2000-02-28', '2000-03-01', 2],
    ['2100-02-28', '2100-03-01', 1],
    ['2026-12-05', '2026-12-01', 1],
    ['', '2026-12-01', 1],
  ])('a rental from %j to %j is charged %i day(s)', (start, end, days) => {
    expect(rentalDays(start, end)).toBe(days);
  });

  it('orders days as text', () => {
    expect(isBefore('2026-11-21', '2026-11-22')).toBe(true);
    expect(isBefore('2026-11-22', '2026-11-22')).toBe(false);
    expect(isBefore('2027-01-01', '2026-12-31')).toBe(false);
  });

  it('words days and moments for people', () => {
    expect(weekdayOf('2026-11-23')).toBe(0); // a Monday
    expect(weekdayOf('2026-11-22')).toBe(6);
    expect(dayAndMonth('2026-12-01')).toBe('1 December');
    expect(dayAndMonth('2027-01-20')).toBe('20 January');
    expect(describeDay('2026-12-05')).toBe('Sat, 5 Dec 2026');
    expect(describeDay('2026-09-01T10:00:00.000Z')).toBe('Tue, 1 Sep 2026');
    expect(describeDay('garbage')).toBe('garbage');
    expect(formatDay('2026-12-01')).toBe('1 Dec 2026');
    expect(formatDay(undefined)).toBe('');
    expect(formatDay('soon')).toBe('soon');
    // A moment on this clock (Colombo, +05:30).
    expect(formatDateTime('2026-11-22T08:35:00.000Z')).toBe('22 Nov 2026, 14:05');
    // Evening in UTC is already the next day here.
    expect(formatDateTime('2026-11-14T18:30:00.000Z')).toBe('15 Nov 2026, 00:00');
    expect(formatDateTime('2026-11-22')).toBe('22 Nov 2026, 00:00');
    expect(formatDateTime('not a time')).toBe('');
    expect(formatDateTime(null)).toBe('');
  });

  it('lays days out in Monday-first month grids holding only the weeks of the range', () => {
    const months = calendarMonths('2026-11-22', '2027-01-20');
    expect(months.map((m) => m.title)).toEqual(['November 2026', 'December 2026', 'January 2027']);
    const [november, december, january] = months;
    expect(november.key).toBe('2026-11');
    // 22 November 2026 is a Sunday: the first row is 16-21 (before the range) then the 22nd.
    expect(november.weeks.map(dayNumbers)).toEqual([
      ['16-', '17-', '18-', '19-', '20-', '21-', '22'],
      ['23', '24', '25', '26', '27', '28', '29'],
      ['30', '.', '.', '.', '.', '.', '.'],
    ]);
    // 1 December is a Tuesday; 31 December a Thursday.
    expect(dayNumbers(december.weeks[0])).toEqual(['.', '1', '2', '3', '4', '5', '6']);
    expect(dayNumbers(december.weeks[december.weeks.length - 1])).toEqual(['28', '29', '30', '31', '.', '.', '.']);
    expect(december.weeks).toHaveLength(5);
    // The range ends on Wednesday 20 January; the rest of that week is outside it.
    expect(dayNumbers(january.weeks[0])).toEqual(['.', '.', '.', '.', '1', '2', '3']);
    expect(dayNumbers(january.weeks[january.weeks.length - 1])).toEqual(['18', '19', '20', '21-', '22-', '23-', '24-']);
    const inRange = months.flatMap((m) => m.weeks.flat()).filter((cell) => cell?.inRange);
    expect(inRange).toHaveLength(60);
    expect(inRange[0]?.date).toBe('2026-11-22');
    expect(inRange[59]?.date).toBe('2027-01-20');
  });

  it('lays out a range starting on the first of a month, and February of a leap year', () => {
    const months = calendarMonths('2028-02-01', '2028-02-29');
    expect(months).toHaveLength(1);
    expect(months[0].weeks.flat().filter(Boolean)).toHaveLength(29);
    expect(dayNumbers(months[0].weeks[4])).toEqual(['28', '29', '.', '.', '.', '.', '.']);
  });
});
