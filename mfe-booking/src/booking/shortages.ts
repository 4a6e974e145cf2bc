// What the server said about free units for the cart's dates. The server decides every figure
// (a 409 from quote or booking lists the short lines; a 200 quote gives each line's `available`);
// the page only shows them and keeps the last figure it heard for each product and dates.
import { useRef } from 'react';
import type { Cart, QuoteResult, Shortage } from '@rental/platform/types';

/** The note beside a line that asks for more units than are free. */
export function shortageText(shortage: Shortage): string {
  const free = shortage.available <= 0 ? 'None available for these dates' : `Only ${shortage.available} available for these dates`;
  return `${free} (you asked for ${shortage.requested})`;
}

const slot = (cart: Pick<Cart, 'startingDate' | 'endingDate'>, key: string) => `${cart.startingDate}|${cart.endingDate}|${key}`;

/**
 * Free units per line for the cart's current dates, from the latest quote or shortage that spoke
 * of them. Remembered per dates, so "+" stays off while the next quote (after a quantity change,
 * which does not change what is free) is on its way, and a change of dates forgets it.
 */
export function useFreeUnits(cart: Cart, quote: QuoteResult | undefined, shortages: Shortage[]): (key: string) => number | undefined {
  const heard = useRef(new Map<string, number>());
  for (const line of quote?.lines ?? []) if (typeof line.available === 'number') heard.current.set(slot(cart, line.key), line.available);
  for (const shortage of shortages) heard.current.set(slot(cart, shortage.key), shortage.available);
  return (key) => heard.current.get(slot(cart, key));
}
