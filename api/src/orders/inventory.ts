import type { EntityManager } from 'typeorm';
import { OrderLine } from './order.entity.js';
import { calendarDate, calendarDayNumber, heldDays } from './rental-days.js';

/** Units of one product held by one order over its held days [first, end). */
export interface Holding {
  productKey: string;
  quantity: number;
  first: number;
  end: number;
}

/** A half-open range of day numbers [first, end). */
export interface DayRange {
  first: number;
  end: number;
}

/** One line asking for more than is free on some day of the range. */
export interface Shortage {
  key: string;
  name: string;
  requested: number;
  available: number;
}

/** Units of each product booked on each day of the range: `booked.get(key)[i]` is day `range.first + i`. */
export function bookedPerDay(holdings: Holding[], range: DayRange): Map<string, number[]> {
  const booked = new Map<string, number[]>();
  const length = range.end - range.first;
  for (const holding of holdings) {
    let days = booked.get(holding.productKey);
    if (!days) booked.set(holding.productKey, (days = new Array<number>(length).fill(0)));
    const from = Math.max(holding.first, range.first);
    const to = Math.min(holding.end, range.end);
    for (let day = from; day < to; day++) days[day - range.first] += holding.quantity;
  }
  return booked;
}

/** Free units per day: stock less what is booked, never below zero (stock may have been lowered below bookings). */
export function freePerDay(stock: number, booked: number[] | undefined, range: DayRange): number[] {
  return Array.from({ length: range.end - range.first }, (_, i) => Math.max(0, stock - (booked?.[i] ?? 0)));
}

/**
 * Every order line of these products that holds units (approved, or Pending since `pendingSince`)
 * and whose held days meet the range. Orders
 * keep their dates as 'YYYY-MM-DD' text, which sorts like the dates themselves. An order's held
 * days [start, max(end, start + 1)) meet [first, end) when it starts on or before the range's last
 * day and either ends after `first` or starts on or after it (the same-day case). The last day,
 * not `end`, is compared: after 9999-12-31 `end` is '10000-01-01', which sorts before every date.
 */
export async function loadHoldings(manager: EntityManager, keys: string[], range: DayRange, pendingSince: Date): Promise<Holding[]> {
  if (keys.length === 0) return [];
  const rows = await manager
    .createQueryBuilder(OrderLine, 'line')
    .innerJoin('line.order', 'o')
    .select(['line.productKey AS productKey', 'line.quantity AS quantity', 'o.startingDate AS startingDate', 'o.endingDate AS endingDate'])
    .where('line.productKey IN (:...keys)', { keys })
    .andWhere("(o.status = 'approved' OR (o.status = 'Pending' AND o.orderDate >= :pendingSince))", { pendingSince })
    .andWhere('o.startingDate <= :last', { last: calendarDate(range.end - 1) })
    .andWhere('(o.endingDate > :first OR o.startingDate >= :first)', { first: calendarDate(range.first) })
    .getRawMany<{ productKey: string; quantity: number | string; startingDate: string; endingDate: string }>();
  const wanted = new Set(keys);
  // MySQL's collation ignores letter case, so keep only exact keys.
  return rows
    .filter((row) => wanted.has(row.productKey))
    .map((row) => ({
      productKey: row.productKey,
      quantity: Number(row.quantity),
      ...heldDays(calendarDayNumber(row.startingDate)!, calendarDayNumber(row.endingDate)!),
    }));
}

/** 'Only 1 of Stage Light X available from 2026-12-01 to 2026-12-03', one sentence per short line. */
export function shortageMessage(shortages: Shortage[], startingDate: string, endingDate: string): string {
  return shortages
    .map(({ name, available }) =>
      available === 0 ? `No ${name} available from ${startingDate} to ${endingDate}` : `Only ${available} of ${name} available from ${startingDate} to ${endingDate}`,
    )
    .join('; ');
}
