import dayjs from 'dayjs';
import type { Cart, CartLine } from '../api/types';

export const CART_KEY = 'cart';
export const DATE_FORMAT = 'YYYY-MM-DD';

/** Days are shown to the customer only; the server computes the figure it charges (spec §9). */
export function rentalDays(startingDate: string, endingDate: string): number {
  const days = dayjs(endingDate).startOf('day').diff(dayjs(startingDate).startOf('day'), 'day');
  return Number.isFinite(days) && days >= 1 ? days : 1;
}

/** A new cart: no items, one day, today to tomorrow in the customer's local time. */
export function freshCart(today = dayjs()): Cart {
  return {
    orderedItems: [],
    days: 1,
    startingDate: today.format(DATE_FORMAT),
    endingDate: today.add(1, 'day').format(DATE_FORMAT),
  };
}

const isDate = (value: unknown): value is string => typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value);

function isLine(value: unknown): value is CartLine {
  const line = value as CartLine | null;
  return !!line && typeof line.key === 'string' && typeof line.qty === 'number' && line.qty >= 1;
}

/** Anything another tab or an older version left behind is accepted only if it has the spec's shape. */
export function parseCart(raw: string | null): Cart | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<Cart>;
    if (!value || !Array.isArray(value.orderedItems) || !isDate(value.startingDate) || !isDate(value.endingDate)) {
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
export function withFutureDates(cart: Cart, today = dayjs()): Cart {
  const start = today.startOf('day');
  if (!dayjs(cart.startingDate).isBefore(start, 'day')) return cart;
  return {
    ...cart,
    startingDate: start.format(DATE_FORMAT),
    endingDate: start.add(cart.days, 'day').format(DATE_FORMAT),
  };
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
