import type { Store } from '@reduxjs/toolkit';
import type { Cart } from '../types/api';
import { cartReplaced } from './cartSlice';
import { CART_KEY, freshCart, parseCart, saveCart } from './cartStorage';

/**
 * Writes the cart to localStorage whenever it changes, and follows changes other tabs make
 * (the browser fires `storage` only in the tabs that did not write). Returns a stop function.
 */
export function persistCart(store: Store<{ cart: Cart }>): () => void {
  let written = store.getState().cart;
  const unsubscribe = store.subscribe(() => {
    const cart = store.getState().cart;
    if (cart === written) return;
    written = cart;
    saveCart(cart);
  });

  const onStorage = (event: StorageEvent) => {
    if (event.key !== CART_KEY && event.key !== null) return;
    // key null means another tab cleared all storage: start a fresh cart as on first access.
    const cart = parseCart(event.newValue) ?? freshCart();
    written = cart;
    store.dispatch(cartReplaced(cart));
    if (!event.newValue) saveCart(cart);
  };
  window.addEventListener('storage', onStorage);

  return () => {
    unsubscribe();
    window.removeEventListener('storage', onStorage);
  };
}
