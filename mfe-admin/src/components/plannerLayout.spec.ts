import type { PlannerBar } from '../api/reportsApi';
import { barText, daysFrom, lanesOf, visibleRows } from './plannerLayout';
import { linePoints } from './charts';

const bar = (at: number, span: number, extra: Partial<PlannerBar> = {}): PlannerBar => ({ kind: 'booking', state: 'approved', orderId: 'ORD0001', from: '2030-01-01', until: '2030-01-02', at, span, ...extra });

describe('planner layout', () => {
  it('puts overlapping bars in lanes one under the other, and reuses a lane once it is free', () => {
    expect(lanesOf([])).toEqual({ lane: [], lanes: 1 });
    expect(lanesOf([bar(0, 3), bar(1, 2), bar(3, 2), bar(3, 1)])).toEqual({ lane: [0, 1, 0, 1], lanes: 2 });
    expect(lanesOf([bar(0, 5), bar(1, 5), bar(2, 5)]).lanes).toBe(3);
  });

  it('draws only the rows in view and a few either side', () => {
    expect(visibleRows(0, 360, 36, 500)).toEqual({ first: 0, end: 16 });
    expect(visibleRows(3600, 360, 36, 500)).toEqual({ first: 94, end: 116 });
    expect(visibleRows(17_640, 360, 36, 500)).toEqual({ first: 484, end: 500 });
  });

  it('names the days across a month end in UTC, weekends marked', () => {
    const days = daysFrom('2031-01-30', 4);
    expect(days.map((d) => `${d.date} ${d.weekday} ${d.day}`)).toEqual(['2031-01-30 Thu 30', '2031-01-31 Fri 31', '2031-02-01 Sat 1', '2031-02-02 Sun 2']);
    expect(days.map((d) => d.weekend)).toEqual([false, false, true, true]);
  });

  it('reads a bar out in words', () => {
    expect(barText(bar(0, 2, { quantity: 2, note: 'a@b.lk', state: 'late' }))).toBe('ORD0001, Late, 2 units, 2030-01-01 to 2030-01-02, a@b.lk');
    expect(barText(bar(0, 2, { kind: 'repair', until: '2030-01-05', note: 'Hum', orderId: undefined }))).toBe('In repair until 2030-01-05: Hum');
    expect(barText(bar(0, 1, { kind: 'turnaround' }))).toBe('Turnaround after ORD0001, 2030-01-01 to 2030-01-02');
    expect(barText(bar(0, 1, { kind: 'inspection', inspection: 'overdue', note: 'PAT test', orderId: undefined }))).toBe('Inspection overdue: PAT test');
    expect(barText(bar(0, 1, { kind: 'inspection', inspection: 'due', note: 'PAT test', orderId: undefined }))).toBe('Inspection due on 2030-01-01: PAT test');
  });

  it('scales a chart line from zero to the top value', () => {
    expect(linePoints([0, 5, 10], 10, 100, 50)).toBe('0,50 50,25 100,0');
    expect(linePoints([3], 0, 100, 50)).toBe('0,50');
    expect(linePoints([], 10)).toBe('');
  });
});
