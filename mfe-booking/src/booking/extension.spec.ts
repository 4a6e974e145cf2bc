import type { Order, ProductAvailability } from '@rental/platform/types';
import { firstAddedDay, latestFreeEnd } from './extension';

const order = (startingDate: string, endingDate: string, lines: [string, number][]) =>
  ({ startingDate, endingDate, orderedItems: lines.map(([key, quantity]) => ({ product: { key, name: key, image: '', price: 1 }, quantity })) }) as Pick<Order, 'startingDate' | 'endingDate' | 'orderedItems'>;
const free = (key: string, start: string, counts: number[]): ProductAvailability => ({
  key,
  stock: 5,
  start,
  end: start,
  free: Math.min(...counts),
  days: counts.map((n, i) => ({ date: new Date(Date.parse(start) + i * 86_400_000).toISOString().slice(0, 10), free: n })),
});

describe('how far a booking can be extended', () => {
  it('starts at the end date, or the day after a same-day rental', () => {
    expect(firstAddedDay(order('2026-12-01', '2026-12-03', []))).toBe('2026-12-03');
    expect(firstAddedDay(order('2026-12-01', '2026-12-01', []))).toBe('2026-12-02');
  });

  it('stops before the first day any line is short', () => {
    const o = order('2026-12-01', '2026-12-03', [['a', 2], ['b', 1]]);
    expect(latestFreeEnd(o, [free('a', '2026-12-03', [2, 2, 1, 5]), free('b', '2026-12-03', [1, 1, 1, 1])])).toBe('2026-12-05');
    expect(latestFreeEnd(o, [free('a', '2026-12-03', [1, 2]), free('b', '2026-12-03', [1, 1])])).toBeNull();
  });
});
