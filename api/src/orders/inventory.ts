import type { EntityManager } from 'typeorm';
import { PAID_FOR } from '../payments/payment.entity.js';
import { OrderLine } from './order.entity.js';
import { calendarDate, calendarDayNumber, heldDays } from './rental-days.js';
import { ORDER_STATUS } from './order-states.js';

/** Units of one product held by one order over its held days [first, end). */
export interface Holding {
  productKey: string;
  quantity: number;
  first: number;
  end: number;
  /** The order that holds them (its database id). */
  orderId?: number;
}

/** A half-open range of day numbers [first, end). */
export interface DayRange {
  first: number;
  end: number;
}

/** One product asked for more than is free on some day of the range; `kit` names the kit it was asked for in, if any. */
export interface Shortage {
  key: string;
  name: string;
  requested: number;
  available: number;
  /** The kit (key and name) it was asked for in, when it is a kit's component. */
  kit?: string;
  kitName?: string;
}

/** Whole days a product's turnaround hours keep a returned unit out: 1 to 24 hours is one day. */
export const turnaroundDays = (hours: number): number => Math.ceil(Math.max(0, hours) / 24);

/** The days a tracked unit cannot be handed out, over and above the bookings that hold it. */
export interface UnitSpan {
  status: 'available' | 'out' | 'repair' | 'retired';
  /** Half-open ranges of day numbers it is away. */
  away: DayRange[];
}

/**
 * How a stored unit is away: in repair from now until the day it is expected back (at least today);
 * back late, for [blockedFrom, blockedUntil); still out after its order's held days and turnaround
 * (overdue), until tomorrow plus the turnaround, as it cannot come back before today; overdue for
 * an inspection while the shop blocks such units (`inspectionOverdue`), from today (or, out with an
 * order, from when that order lets it go) until it passes.
 */
export function unitAway(
  unit: { status: UnitSpan['status']; repairBackOn: string | null; blockedFrom: string | null; blockedUntil: string | null; orderStart: string | null; orderEnd: string | null; inspectionOverdue?: boolean },
  turnaround: number,
  todayNumber: number,
): UnitSpan {
  const away: DayRange[] = [];
  if (unit.status === 'repair') away.push({ first: Number.MIN_SAFE_INTEGER, end: Math.max(calendarDayNumber(unit.repairBackOn ?? '') ?? 0, todayNumber + 1) });
  if (unit.blockedFrom && unit.blockedUntil) away.push({ first: calendarDayNumber(unit.blockedFrom)!, end: calendarDayNumber(unit.blockedUntil)! });
  if (unit.status === 'out' && unit.orderStart && unit.orderEnd) {
    const heldEnd = heldDays(calendarDayNumber(unit.orderStart)!, calendarDayNumber(unit.orderEnd)!).end + turnaround;
    if (heldEnd <= todayNumber) away.push({ first: heldEnd, end: todayNumber + 1 + turnaround });
  }
  if (unit.inspectionOverdue && unit.status !== 'retired') {
    // An order it is out with holds it until its held end and turnaround; the block starts after that.
    const released = unit.status === 'out' && unit.orderStart && unit.orderEnd ? heldDays(calendarDayNumber(unit.orderStart)!, calendarDayNumber(unit.orderEnd)!).end + turnaround : todayNumber;
    away.push({ first: Math.max(todayNumber, released), end: Number.MAX_SAFE_INTEGER });
  }
  return { status: unit.status, away };
}

/** Units in service and not away on each day of the range, plus `untracked` units counted without tags. */
export function unitsPerDay(units: UnitSpan[], range: DayRange, untracked = 0): number[] {
  return Array.from({ length: range.end - range.first }, (_, i) => {
    const day = range.first + i;
    return untracked + units.filter((unit) => unit.status !== 'retired' && !unit.away.some((span) => span.first <= day && day < span.end)).length;
  });
}

/**
 * A product's capacity while its units are being tagged: the stock is what the shop owns, its
 * tracked units in service are part of it, and the rest (stock less those units) is still counted
 * without tags. So adding units to a counted product never lowers what can be booked.
 */
export function untrackedUnits(stock: number, unitsInService: number): number {
  return Math.max(0, stock - unitsInService);
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
export function freePerDay(stock: number | number[], booked: number[] | undefined, range: DayRange): number[] {
  return Array.from({ length: range.end - range.first }, (_, i) => Math.max(0, (typeof stock === 'number' ? stock : stock[i]) - (booked?.[i] ?? 0)));
}

/**
 * Every order line of these products that holds units (approved, or Pending since `pendingSince`)
 * and whose held days meet the range. Orders
 * keep their dates as 'YYYY-MM-DD' text, which sorts like the dates themselves. An order's held
 * days [start, max(end, start + 1)) meet [first, end) when it starts on or before the range's last
 * day and either ends after `first` or starts on or after it (the same-day case). The last day,
 * not `end`, is compared: after 9999-12-31 `end` is '10000-01-01', which sorts before every date.
 */
export async function loadHoldings(manager: EntityManager, keys: string[], range: DayRange, pendingSince: Date, excludeOrderId?: number): Promise<Holding[]> {
  if (keys.length === 0) return [];
  const query = manager
    .createQueryBuilder(OrderLine, 'line')
    .innerJoin('line.order', 'o')
    .select(['line.productKey AS productKey', 'line.quantity AS quantity', 'o.id AS orderId', 'o.startingDate AS startingDate', 'o.endingDate AS endingDate'])
    .where('line.productKey IN (:...keys)', { keys })
    .andWhere(`(o.status = '${ORDER_STATUS.approved}' OR (o.status = '${ORDER_STATUS.pending}' AND (o.orderDate >= :pendingSince OR ${PAID_FOR('o')})))`, { pendingSince })
    .andWhere('o.startingDate <= :last', { last: calendarDate(range.end - 1) })
    .andWhere('(o.endingDate > :first OR o.startingDate >= :first)', { first: calendarDate(range.first) });
  // An order checked against everything but itself (an extension) leaves its own lines out.
  if (excludeOrderId !== undefined) query.andWhere('o.id <> :excludeOrderId', { excludeOrderId });
  const rows = await query.getRawMany<{ productKey: string; quantity: number | string; orderId: number | string; startingDate: string; endingDate: string }>();
  const wanted = new Set(keys);
  // MySQL's collation ignores letter case, so keep only exact keys.
  return rows
    .filter((row) => wanted.has(row.productKey))
    .map((row) => ({
      productKey: row.productKey,
      quantity: Number(row.quantity),
      orderId: Number(row.orderId),
      ...heldDays(calendarDayNumber(row.startingDate)!, calendarDayNumber(row.endingDate)!),
    }));
}

/** 'Only 1 of Stage Light X available from 2026-12-01 to 2026-12-03', one sentence per short line. */
export function shortageMessage(shortages: Shortage[], startingDate: string, endingDate: string): string {
  return shortages
    .map(({ name: product, available, kitName }) => ({ available, name: kitName ? `${product} (part of ${kitName})` : product }))
    .map(({ name, available }) =>
      available === 0 ? `No ${name} available from ${startingDate} to ${endingDate}` : `Only ${available} of ${name} available from ${startingDate} to ${endingDate}`,
    )
    .join('; ');
}
