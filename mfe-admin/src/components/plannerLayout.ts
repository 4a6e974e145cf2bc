// The planner's arithmetic, apart from React: lanes for overlapping bars, the rows a scrolled window
// shows, and the days of the range.
import type { PlannerBar } from '../api/reportsApi';

/** Each bar's lane on its row (overlapping bars go one under the other) and how many lanes the row needs; bars come sorted by their first day (as the API sends them). */
export function lanesOf(bars: PlannerBar[]): { lane: number[]; lanes: number } {
  const ends: number[] = []; // the day each lane is free from
  const lane = bars.map((bar) => {
    let i = ends.findIndex((end) => end <= bar.at);
    if (i === -1) i = ends.push(0) - 1;
    ends[i] = bar.at + bar.span;
    return i;
  });
  return { lane, lanes: Math.max(1, ends.length) };
}

/** The rows to draw for a scroll position: those in view and `overscan` more either side. */
export function visibleRows(scrollTop: number, viewHeight: number, rowHeight: number, count: number, overscan = 6): { first: number; end: number } {
  const first = Math.max(0, Math.floor(scrollTop / rowHeight) - overscan);
  const end = Math.min(count, Math.ceil((scrollTop + viewHeight) / rowHeight) + overscan);
  return { first, end };
}

const DAY_MS = 86_400_000;
const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

/** The days from `from` ('YYYY-MM-DD'), with their day of the month and weekday (UTC: rental days have no time zone). */
export function daysFrom(from: string, count: number): { date: string; day: number; weekday: string; weekend: boolean }[] {
  const start = Date.parse(`${from}T00:00:00Z`);
  return Array.from({ length: count }, (_, i) => {
    const date = new Date(start + i * DAY_MS);
    const weekday = date.getUTCDay();
    return { date: date.toISOString().slice(0, 10), day: date.getUTCDate(), weekday: WEEKDAYS[weekday], weekend: weekday === 0 || weekday === 6 };
  });
}

/** 'YYYY-MM-DD' of today in UTC, as the API counts days. */
export const todayUtc = (now = new Date()) => now.toISOString().slice(0, 10);

export const STATE_LABEL: Record<string, string> = { Pending: 'Pending', approved: 'Approved', out: 'Out', late: 'Late', returned: 'Returned' };

/** The words a bar is read out with (and shown as its tooltip). */
export function barText(bar: PlannerBar): string {
  const dates = `${bar.from} to ${bar.until}`;
  if (bar.kind === 'repair') return `In repair until ${bar.until}${bar.note ? `: ${bar.note}` : ''}`;
  if (bar.kind === 'inspection') return bar.inspection === 'overdue' ? `Inspection overdue: ${bar.note ?? ''}` : `Inspection due on ${bar.from}: ${bar.note ?? ''}`;
  if (bar.kind === 'turnaround') return `Turnaround${bar.orderId ? ` after ${bar.orderId}` : ''}, ${dates}`;
  const units = bar.quantity && bar.quantity > 1 ? `, ${bar.quantity} units` : '';
  return `${bar.orderId}, ${STATE_LABEL[bar.state ?? ''] ?? bar.state}${units}, ${dates}${bar.note ? `, ${bar.note}` : ''}`;
}
