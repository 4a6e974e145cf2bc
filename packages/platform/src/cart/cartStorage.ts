// The cart as localStorage `cart` keeps it (spec §4). Its shape is part of the kernel's contract:
// every app on the page, of whatever release, reads and writes this one key.
import { addDays, isBefore, isCalendarDay, rentalDays, today } from '@rental/money-days/days';
import type { Cart, CartLine } from '../types/api';

export const CART_KEY = 'cart';

/** A new cart: no items, one day, today to tomorrow (the visitor's today, see @rental/money-days/days). */
export function freshCart(startingDate = today()): Cart {
  return { orderedItems: [], days: 1, startingDate, endingDate: addDays(startingDate, 1) };
}

function isLine(value: unknown): value is CartLine {
  const line = value as CartLine | null;
  return !!line && typeof line.key === 'string' && typeof line.qty === 'number' && line.qty >= 1;
}

/** Anything another tab or an older version left behind is accepted only if it has the spec's shape. */
export function parseCart(raw: string | null): Cart | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<Cart>;
    if (!value || !Array.isArray(value.orderedItems) || !isCalendarDay(value.startingDate) || !isCalendarDay(value.endingDate)) {
      return null;
    }
    return {
      orderedItems: value.orderedItems.filter(isLine).map(({ key, qty }) => ({ key, qty: Math.floor(qty) })),
      days: rentalDays(value.startingDate, value.endingDate),
      startingDate: value.startingDate,
      endingDate: value.endingDate,
    };
  } catch {
    return null;
  }
}

export function saveCart(cart: Cart): void {
  try {
    localStorage.setItem(CART_KEY, JSON.stringify(cart));
  } catch {
    // Private mode or a full quota: the cart still works for this visit.
  }
}

/**
 * A cart kept from an earlier visit may start in the past, which no one can book: it then starts
 * today and keeps its length.
 */
export function withFutureDates(cart: Cart, now = today()): Cart {
  if (!isBefore(cart.startingDate, now)) return cart;
  return { ...cart, startingDate: now, endingDate: addDays(now, cart.days) };
}

/** The cart is created (and stored) on first access, as spec §4 says. */
export function loadCart(): Cart {
  let stored: Cart | null = null;
  try {
    stored = parseCart(localStorage.getItem(CART_KEY));
  } catch {
    stored = null;
  }
  if (stored) {
    const current = withFutureDates(stored);
    if (current !== stored) saveCart(current);
    return current;
  }
  const cart = freshCart();
  saveCart(cart);
  return cart;
}
