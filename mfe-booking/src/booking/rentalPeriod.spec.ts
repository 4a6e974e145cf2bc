import { periodProblem, withEnd, withStart } from './rentalPeriod';

const NOW = new Date(2026, 10, 22, 15, 30); // 22 Nov 2026, local time

describe('picking rental dates', () => {
  it('an end before the start is shown as typed, and is the problem; the same day is not', () => {
    const period = { startingDate: '2026-12-10', endingDate: '2026-12-12' };
    expect(withEnd(period, '2026-12-09')).toEqual({ startingDate: '2026-12-10', endingDate: '2026-12-09' });
    expect(periodProblem(withEnd(period, '2026-12-09'), NOW)).toEqual({ field: 'end', message: "The end date can't be before the start date." });
    expect(periodProblem(withEnd(period, '2026-12-10'), NOW)).toBeNull();
    expect(periodProblem(withEnd(period, '2026-12-20'), NOW)).toBeNull();
    expect(periodProblem(withEnd(period, ''), NOW)).toEqual({ field: 'end', message: 'Enter an end date.' });
    expect(periodProblem(withEnd(period, 'not a date'), NOW)).toEqual({ field: 'end', message: 'Enter an end date.' });
  });

  it('a start in the past is shown as typed, and is the problem; today is not', () => {
    const period = { startingDate: '2026-11-22', endingDate: '2026-11-23' };
    expect(withStart(period, '2026-11-21', NOW)).toEqual({ startingDate: '2026-11-21', endingDate: '2026-11-23' });
    expect(periodProblem(withStart(period, '2026-11-21', NOW), NOW)).toEqual({ field: 'start', message: "The start date can't be in the past." });
    expect(withStart(period, '2026-11-22', NOW)).toEqual(period);
    expect(periodProblem(period, NOW)).toBeNull();
    expect(periodProblem(withStart(period, '2026-02-30', NOW), NOW)).toEqual({ field: 'start', message: 'Enter a start date.' });
    // The start is looked at first: both wrong, the start is the one to fix.
    expect(periodProblem({ startingDate: '2026-11-20', endingDate: '2026-11-18' }, NOW)?.field).toBe('start');
  });

  it('a bookable start moved past the end keeps the rental length; one that cannot be booked moves nothing', () => {
    const period = { startingDate: '2026-11-22', endingDate: '2026-11-25' };
    expect(withStart(period, '2026-11-24', NOW)).toEqual({ startingDate: '2026-11-24', endingDate: '2026-11-25' });
    expect(withStart(period, '2026-12-01', NOW)).toEqual({ startingDate: '2026-12-01', endingDate: '2026-12-04' });
    // While a year is typed digit by digit the browser reports 0002-12-01, 0020-12-01, …: in the past.
    expect(withStart(period, '0002-12-01', NOW)).toEqual({ startingDate: '0002-12-01', endingDate: '2026-11-25' });
    // An end typed before the start: a later start takes it along as one day.
    expect(withStart({ startingDate: '2026-12-20', endingDate: '2026-12-18' }, '2026-12-25', NOW)).toEqual({ startingDate: '2026-12-25', endingDate: '2026-12-26' });
    expect(withStart({ startingDate: '2026-12-20', endingDate: '' }, '2026-12-25', NOW)).toEqual({ startingDate: '2026-12-25', endingDate: '' });
  });
});
