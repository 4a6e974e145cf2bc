// How far a booking can be extended, from what the server says is free after its end date.
import { addDays, isBefore } from '@rental/money-days/days';
import type { Order, ProductAvailability } from '@rental/platform/types';

/** How many days after the end date the extension picker looks at. */
export const EXTENSION_WINDOW_DAYS = 60;

/** The first day the booking does not hold yet: its end date, or the day after a same-day rental's start. */
export const firstAddedDay = (order: Pick<Order, 'startingDate' | 'endingDate'>) =>
  isBefore(order.startingDate, order.endingDate) ? order.endingDate : addDays(order.startingDate, 1);

/**
 * The latest end date every line stays free up to, walking day by day from the first added day
 * (an end date is the return day, so a free day d allows ending on d + 1); null when not even the
 * next day is free. The server checks again when the customer extends.
 */
export function latestFreeEnd(order: Pick<Order, 'startingDate' | 'endingDate' | 'orderedItems'>, free: ProductAvailability[]): string | null {
  const wanted = new Map<string, number>();
  for (const line of order.orderedItems) wanted.set(line.product.key, (wanted.get(line.product.key) ?? 0) + line.quantity);
  const first = firstAddedDay(order);
  let latest: string | null = null;
  for (let i = 0; i < EXTENSION_WINDOW_DAYS; i++) {
    const day = addDays(first, i);
    const allFree = [...wanted].every(([key, qty]) => (free.find((p) => p.key === key)?.days.find((d) => d.date === day)?.free ?? 0) >= qty);
    if (!allFree) break;
    latest = addDays(day, 1);
  }
  return latest;
}
