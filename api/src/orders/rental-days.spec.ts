import { rentalDays } from '@rental/money-days/days';
import { InvalidInputError } from '../common/errors.js';
import { calendarDate, calendarDayNumber, checkLongestRental, heldDays, LONGEST_RENTAL_DAYS, today } from './rental-days.js';

// How many days a rental is charged for is the package's rule, tested with its table of cases in
// packages/money-days/src/days.spec.ts. Here: what the API adds, its day numbers and its limits.
describe('rental days: day numbers', () => {
  it.each(['2026-02-29', '2026-02-30', '2026-13-01', '2026-00-10', '2026-04-31', '2100-02-29', '0000-01-01', '2026-1-1', '26-01-01', '2026-01-01T00:00', ' 2026-01-01', ''])(
    '%j is not a calendar date',
    (text) => {
      expect(calendarDayNumber(text)).toBeNull();
    },
  );

  it('reads leap days, and refuses years before 1970 rather than guessing a century', () => {
    expect(calendarDayNumber('2024-02-29')).toBe(calendarDayNumber('2024-02-28')! + 1);
    expect(calendarDayNumber('1970-01-01')).toBe(0);
    expect(calendarDayNumber('0099-12-31')).toBeNull();
    expect(calendarDayNumber('1969-12-31')).toBeNull();
  });

  it('writes a day number back as its date, and counts today in UTC', () => {
    expect(calendarDate(calendarDayNumber('2028-02-29')!)).toBe('2028-02-29');
    expect(calendarDate(0)).toBe('1970-01-01');
    // 01:30 in Colombo on 22 November is still 21 November in UTC.
    expect(today(new Date('2026-11-21T20:00:00Z'))).toBe(calendarDayNumber('2026-11-21'));
  });
});

describe('rental days: held days and the longest rental', () => {
  it('holds the days charged for, and a same-day rental its one day', () => {
    for (const [start, end] of [['2026-11-22', '2026-11-22'], ['2026-11-22', '2026-11-25'], ['2024-02-28', '2024-03-01']] as const) {
      const held = heldDays(calendarDayNumber(start)!, calendarDayNumber(end)!);
      expect(held.end - held.first).toBe(rentalDays(start, end));
    }
  });

  it(`refuses more than ${LONGEST_RENTAL_DAYS} days, with a message saying whom to ask`, () => {
    expect(() => checkLongestRental(LONGEST_RENTAL_DAYS)).not.toThrow();
    expect(() => checkLongestRental(LONGEST_RENTAL_DAYS + 1)).toThrow(InvalidInputError);
    expect(() => checkLongestRental(LONGEST_RENTAL_DAYS + 1)).toThrow(new InvalidInputError('A rental can last at most 1095 days; please contact the shop for longer hires'));
  });

  it('counts three years with a leap day as the longest rental plus one', () => {
    expect(rentalDays('2026-01-01', '2029-01-01')).toBe(LONGEST_RENTAL_DAYS + 1);
  });
});
