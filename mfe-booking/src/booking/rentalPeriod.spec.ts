import { withEnd, withStart } from './rentalPeriod';

const NOW = new Date(2026, 10, 22, 15, 30); // 22 Nov 2026, local time

describe('picking rental dates', () => {
  it('an end before the start cannot be picked; the same day can', () => {
    const period = { startingDate: '2026-12-10', endingDate: '2026-12-12' };
    expect(withEnd(period, '2026-12-09')).toBeNull();
    expect(withEnd(period, '2026-12-10')).toEqual({ startingDate: '2026-12-10', endingDate: '2026-12-10' });
    expect(withEnd(period, '2026-12-20')).toEqual({ startingDate: '2026-12-10', endingDate: '2026-12-20' });
    expect(withEnd(period, 'not a date')).toBeNull();
  });

  it('a start in the past cannot be picked; today can', () => {
    const period = { startingDate: '2026-11-22', endingDate: '2026-11-23' };
    expect(withStart(period, '2026-11-21', NOW)).toBeNull();
    expect(withStart(period, '2026-11-22', NOW)).toEqual(period);
    expect(withStart(period, '2026-02-30', NOW)).toBeNull();
  });

  it('a start moved past the end keeps the rental length', () => {
    const period = { startingDate: '2026-11-22', endingDate: '2026-11-25' };
    expect(withStart(period, '2026-11-24', NOW)).toEqual({ startingDate: '2026-11-24', endingDate: '2026-11-25' });
    expect(withStart(period, '2026-12-01', NOW)).toEqual({ startingDate: '2026-12-01', endingDate: '2026-12-04' });
  });
});
