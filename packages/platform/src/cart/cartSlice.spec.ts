import { fromToday, today } from '@rental/money-days/days';
import { createAppStore } from '../store/createAppStore';
import { addToCart, clearCart, decreaseQty, increaseQty, removeLine, selectCart, selectCartCount, setDates } from './cartSlice';
import { CART_KEY } from './cartStorage';

const stored = () => JSON.parse(localStorage.getItem(CART_KEY) ?? 'null');
const tomorrow = () => fromToday(1);

describe('cart (spec §4)', () => {
  it('is created on first access with no items, one day, today to tomorrow, and stored in the spec shape', () => {
    const store = createAppStore();
    const expected = { orderedItems: [], days: 1, startingDate: today(), endingDate: tomorrow() };
    expect(selectCart(store.getState())).toEqual(expected);
    expect(stored()).toEqual(expected);
    expect(Object.keys(stored()).sort()).toEqual(['days', 'endingDate', 'orderedItems', 'startingDate']);
  });

  it('adding a key already in the cart increases its quantity instead of adding a line', () => {
    const store = createAppStore();
    store.dispatch(addToCart({ key: 'SPK-01' }));
    store.dispatch(addToCart({ key: 'SPK-01', qty: 2 }));
    store.dispatch(addToCart({ key: 'PAR-64' }));
    expect(selectCart(store.getState()).orderedItems).toEqual([
      { key: 'SPK-01', qty: 3 },
      { key: 'PAR-64', qty: 1 },
    ]);
    expect(selectCartCount(store.getState())).toBe(4);
  });

  it('increases and decreases a quantity; decreasing from 1 removes the line', () => {
    const store = createAppStore();
    store.dispatch(addToCart({ key: 'SPK-01' }));
    store.dispatch(increaseQty('SPK-01'));
    expect(selectCart(store.getState()).orderedItems).toEqual([{ key: 'SPK-01', qty: 2 }]);
    store.dispatch(decreaseQty('SPK-01'));
    expect(selectCart(store.getState()).orderedItems).toEqual([{ key: 'SPK-01', qty: 1 }]);
    store.dispatch(decreaseQty('SPK-01'));
    expect(selectCart(store.getState()).orderedItems).toEqual([]);
  });

  it('remove deletes the whole line whatever its quantity', () => {
    const store = createAppStore();
    store.dispatch(addToCart({ key: 'SPK-01', qty: 5 }));
    store.dispatch(addToCart({ key: 'PAR-64' }));
    store.dispatch(removeLine('SPK-01'));
    expect(selectCart(store.getState()).orderedItems).toEqual([{ key: 'PAR-64', qty: 1 }]);
  });

  it('clear empties the cart back to one day from today', () => {
    const store = createAppStore();
    store.dispatch(addToCart({ key: 'SPK-01' }));
    store.dispatch(setDates({ startingDate: '2026-12-01', endingDate: '2026-12-05' }));
    store.dispatch(clearCart());
    expect(selectCart(store.getState())).toEqual({ orderedItems: [], days: 1, startingDate: today(), endingDate: tomorrow() });
    expect(stored().orderedItems).toEqual([]);
  });

  it('new dates recompute the days, never below 1', () => {
    const store = createAppStore();
    store.dispatch(setDates({ startingDate: '2026-12-01', endingDate: '2026-12-05' }));
    expect(selectCart(store.getState())).toMatchObject({ startingDate: '2026-12-01', endingDate: '2026-12-05', days: 4 });
    store.dispatch(setDates({ startingDate: '2026-12-05', endingDate: '2026-12-05' }));
    expect(selectCart(store.getState()).days).toBe(1);
    store.dispatch(setDates({ startingDate: '2026-12-05', endingDate: '2026-12-01' }));
    expect(selectCart(store.getState()).days).toBe(1);
  });

  it('every change is written to localStorage and read back by the next visit', () => {
    const first = createAppStore();
    first.dispatch(addToCart({ key: 'SPK-01', qty: 2 }));
    first.dispatch(setDates({ startingDate: '2026-12-01', endingDate: '2026-12-03' }));
    expect(stored()).toEqual({ orderedItems: [{ key: 'SPK-01', qty: 2 }], days: 2, startingDate: '2026-12-01', endingDate: '2026-12-03' });
    const next = createAppStore();
    expect(selectCart(next.getState())).toEqual(stored());
  });

  it('a cart kept from an earlier visit that starts in the past starts today, keeping its length', () => {
    localStorage.setItem(CART_KEY, JSON.stringify({ orderedItems: [{ key: 'SPK-01', qty: 1 }], days: 3, startingDate: '2020-01-01', endingDate: '2020-01-04' }));
    const store = createAppStore();
    const threeDaysOn = fromToday(3);
    expect(selectCart(store.getState())).toEqual({ orderedItems: [{ key: 'SPK-01', qty: 1 }], days: 3, startingDate: today(), endingDate: threeDaysOn });
    expect(stored().startingDate).toBe(today());
  });

  it('a broken stored cart is replaced by a fresh one', () => {
    localStorage.setItem(CART_KEY, '{not json');
    const store = createAppStore();
    expect(selectCart(store.getState()).orderedItems).toEqual([]);
    expect(stored().days).toBe(1);
  });

  it('a stored cart with a day that does not exist (30 February) is replaced by a fresh one', () => {
    localStorage.setItem(CART_KEY, JSON.stringify({ orderedItems: [{ key: 'SPK-01', qty: 1 }], days: 1, startingDate: '2030-02-30', endingDate: '2030-03-02' }));
    const store = createAppStore();
    expect(selectCart(store.getState())).toEqual({ orderedItems: [], days: 1, startingDate: today(), endingDate: tomorrow() });
  });

  it('follows the cart another tab changed (storage event)', () => {
    const store = createAppStore();
    const otherTab = { orderedItems: [{ key: 'PAR-64', qty: 3 }], days: 2, startingDate: '2026-12-01', endingDate: '2026-12-03' };
    localStorage.setItem(CART_KEY, JSON.stringify(otherTab));
    window.dispatchEvent(new StorageEvent('storage', { key: CART_KEY, newValue: JSON.stringify(otherTab) }));
    expect(selectCart(store.getState())).toEqual(otherTab);
    expect(selectCartCount(store.getState())).toBe(3);
  });

  it('starts a fresh cart when another tab removed it', () => {
    const store = createAppStore();
    store.dispatch(addToCart({ key: 'SPK-01' }));
    localStorage.removeItem(CART_KEY);
    window.dispatchEvent(new StorageEvent('storage', { key: CART_KEY, newValue: null }));
    expect(selectCart(store.getState()).orderedItems).toEqual([]);
    expect(stored()).toMatchObject({ orderedItems: [], days: 1 });
  });
});
