import { calendarDayNumber, rentalDays } from './rental-days.js';

const days = (start: string, end: string) => rentalDays(calendarDayNumber(start)!, calendarDayNumber(end)!);

describe('rental days', () => {
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
  ])('from %s to %s is %i day(s)', (start, end, expected) => {
    expect(days(start, end)).toBe(expected);
  });

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
});
