import { formatPostedAt } from './postedAt';

describe('formatPostedAt', () => {
  it('shows the date and time people read, in the given time zone', () => {
    expect(formatPostedAt('2026-11-14T18:30:00.000Z', 'UTC')).toBe('14 Nov 2026, 18:30');
    expect(formatPostedAt('2026-11-14T18:30:00.000Z', 'Asia/Colombo')).toBe('15 Nov 2026, 00:00');
  });

  it('shows nothing rather than Invalid Date', () => {
    expect(formatPostedAt('not a date')).toBe('');
    expect(formatPostedAt('')).toBe('');
    expect(formatPostedAt(undefined)).toBe('');
  });
});
