import { addDays, calendarMonths, dayAndMonth, freeState, localToday } from './calendarDates';

const dayNumbers = (week: ({ day: number; inRange: boolean } | null)[]) => week.map((cell) => (cell ? `${cell.day}${cell.inRange ? '' : '-'}` : '.'));

describe('calendar dates', () => {
  it("takes today from the visitor's clock, not UTC's", () => {
    expect(localToday(new Date(2026, 10, 22, 0, 30))).toBe('2026-11-22');
    expect(localToday(new Date(2026, 0, 5, 23, 59))).toBe('2026-01-05');
  });

  it('adds days across months, years and leap days', () => {
    expect(addDays('2026-11-22', 60)).toBe('2027-01-21');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2027-02-28', 1)).toBe('2027-03-01');
    expect(addDays('2026-12-01', -1)).toBe('2026-11-30');
    // A daylight-saving change (Europe, 29 March 2026) neither skips nor repeats a day.
    expect(addDays('2026-03-28', 2)).toBe('2026-03-30');
  });

  it('names days as "1 December"', () => {
    expect(dayAndMonth('2026-12-01')).toBe('1 December');
    expect(dayAndMonth('2027-01-20')).toBe('20 January');
  });

  it('lays the days out in Monday-first month grids holding only the weeks of the range', () => {
    const months = calendarMonths('2026-11-22', '2027-01-20');
    expect(months.map((m) => m.title)).toEqual(['November 2026', 'December 2026', 'January 2027']);
    const [november, december, january] = months;
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

  it('handles a range starting on the first of a month and February of a leap year', () => {
    const months = calendarMonths('2028-02-01', '2028-02-29');
    expect(months).toHaveLength(1);
    expect(months[0].weeks.flat().filter(Boolean)).toHaveLength(29);
    expect(dayNumbers(months[0].weeks[4])).toEqual(['28', '29', '.', '.', '.', '.', '.']);
  });

  it('tells all, some and no units free apart', () => {
    expect(freeState(3, 3)).toBe('all');
    expect(freeState(2, 3)).toBe('some');
    expect(freeState(0, 3)).toBe('none');
    expect(freeState(0, 0)).toBe('none');
    expect(freeState(1, 1)).toBe('all');
  });
});
