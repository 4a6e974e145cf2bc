import { calendarDate, calendarDayNumber } from '../orders/rental-days.js';
import { bookingState } from './planner.service.js';
import { bucketOf, sqlDay } from './reports.service.js';

describe('report days', () => {
  it('reads database dates as the calendar days they are, text or timestamp', () => {
    for (const text of ['1970-01-01', '2024-02-29', '2031-01-31', '2031-12-31']) expect(sqlDay(text)).toBe(calendarDayNumber(text));
    expect(sqlDay(new Date('2031-02-01T00:00:00Z'))).toBe(calendarDayNumber('2031-02-01'));
    expect(sqlDay('2031-02-01 23:59:59.999')).toBe(calendarDayNumber('2031-02-01'));
  });

  it('puts a day in its week (from Monday) and month (from the 1st)', () => {
    const bucket = (text: string, interval: 'day' | 'week' | 'month') => calendarDate(bucketOf(calendarDayNumber(text)!, interval));
    expect(bucket('2031-02-05', 'day')).toBe('2031-02-05');
    expect(bucket('2031-02-05', 'week')).toBe('2031-02-03'); // a Wednesday: its Monday
    expect(bucket('2031-02-03', 'week')).toBe('2031-02-03');
    expect(bucket('2031-02-09', 'week')).toBe('2031-02-03'); // a Sunday ends the week
    expect(bucket('2031-02-28', 'month')).toBe('2031-02-01');
  });

  it('names a booking\'s state on the planner by the overdue rule', () => {
    const today = calendarDayNumber('2031-02-10')!;
    const order = (fields: object) => ({ status: 'approved', pickedUpAt: null, returnedAt: null, endingDate: '2031-02-12', ...fields });
    expect(bookingState(order({ status: 'Pending' }), today)).toBe('Pending');
    expect(bookingState(order({}), today)).toBe('approved');
    expect(bookingState(order({ pickedUpAt: new Date() }), today)).toBe('out');
    expect(bookingState(order({ pickedUpAt: new Date(), endingDate: '2031-02-09' }), today)).toBe('late');
    expect(bookingState(order({ endingDate: '2031-02-10' }), today)).toBe('approved'); // due back today: not late yet
    expect(bookingState(order({ returnedAt: new Date(), endingDate: '2031-02-01' }), today)).toBe('returned');
  });
});
