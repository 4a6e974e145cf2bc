import { addDays, describeDay, formatDay, isCalendarDay, today, withEnd, withStart } from './rentalDates';

const NOW = new Date(2026, 10, 22, 15, 30); // 22 Nov 2026, local time

describe('rental dates', () => {
  it('writes local calendar days as YYYY-MM-DD and adds days across months and years', () => {
    expect(today(NOW)).toBe('2026-11-22');
    expect(formatDay(new Date(2026, 0, 5))).toBe('2026-01-05');
    expect(addDays('2026-11-30', 1)).toBe('2026-12-01');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
  });

  it('knows real calendar dates', () => {
    expect(isCalendarDay('2026-12-01')).toBe(true);
    expect(isCalendarDay('2026-02-30')).toBe(false);
    expect(isCalendarDay('2026-12-1')).toBe(false);
    expect(isCalendarDay('')).toBe(false);
  });

  it('an end before the start cannot be picked; the same day can', () => {
    const period = { startingDate: '2026-12-10', endingDate: '2026-12-12' };
    expect(withEnd(period, '2026-12-09')).toBeNull();
    expect(withEnd(period, '2026-12-10')).toEqual({ startingDate: '2026-12-10', endingDate: '2026-12-10' });
    expect(withEnd(period, '2026-12-20')).toEqual({ startingDate: '2026-12-10', endingDate: '2026-12-20' });
    expect(withEnd(period, 'not a date')).toBeNull();
  });

  it('a start in the past cannot be picked', () => {
    const period = { startingDate: '2026-11-22', endingDate: '2026-11-23' };
    expect(withStart(period, '2026-11-21', NOW)).toBeNull();
    expect(withStart(period, '2026-11-22', NOW)).toEqual(period);
  });

  it('a start moved past the end keeps the rental length', () => {
    const period = { startingDate: '2026-11-22', endingDate: '2026-11-25' };
    expect(withStart(period, '2026-11-24', NOW)).toEqual({ startingDate: '2026-11-24', endingDate: '2026-11-25' });
    expect(withStart(period, '2026-12-01', NOW)).toEqual({ startingDate: '2026-12-01', endingDate: '2026-12-04' });
  });

  it('describes a day for people', () => {
    expect(describeDay('2026-12-05')).toBe('Sat, 5 Dec 2026');
    expect(describeDay('garbage')).toBe('garbage');
  });
});
