// What the product page's calendar shows for each day; the days themselves come from
// @rental/money-days/days (the visitor's today, month grids).

/** How far ahead the product page shows free units. */
export const AVAILABILITY_DAYS = 60;

export type FreeState = 'all' | 'some' | 'none';

export function freeState(free: number, stock: number): FreeState {
  if (free <= 0) return 'none';
  return free >= stock ? 'all' : 'some';
}
