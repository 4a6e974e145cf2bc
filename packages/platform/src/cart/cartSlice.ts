import { createSlice } from '@reduxjs/toolkit';
import type { PayloadAction } from '@reduxjs/toolkit';
import { rentalDays } from '@rental/money-days/days';
import type { Cart } from '../types/api';
import { freshCart, loadCart } from './cartStorage';

export const cartSlice = createSlice({
  name: 'cart',
  initialState: loadCart,
  reducers: {
    addToCart(cart, action: PayloadAction<{ key: string; qty?: number }>) {
      const qty = Math.max(1, Math.floor(action.payload.qty ?? 1));
      const line = cart.orderedItems.find((item) => item.key === action.payload.key);
      if (line) line.qty += qty;
      else cart.orderedItems.push({ key: action.payload.key, qty });
    },
    increaseQty(cart, action: PayloadAction<string>) {
      const line = cart.orderedItems.find((item) => item.key === action.payload);
      if (line) line.qty += 1;
    },
    decreaseQty(cart, action: PayloadAction<string>) {
      const line = cart.orderedItems.find((item) => item.key === action.payload);
      if (!line) return;
      if (line.qty <= 1) cart.orderedItems = cart.orderedItems.filter((item) => item.key !== action.payload);
      else line.qty -= 1;
    },
    removeLine(cart, action: PayloadAction<string>) {
      cart.orderedItems = cart.orderedItems.filter((item) => item.key !== action.payload);
    },
    setDates(cart, action: PayloadAction<{ startingDate: string; endingDate: string }>) {
      cart.startingDate = action.payload.startingDate;
      cart.endingDate = action.payload.endingDate;
      cart.days = rentalDays(cart.startingDate, cart.endingDate);
    },
    /** After a booking is created the cart starts over (spec §4). */
    clearCart() {
      return freshCart();
    },
    /** Another tab changed the stored cart. */
    cartReplaced(_cart, action: PayloadAction<Cart>) {
      return action.payload;
    },
  },
  selectors: {
    selectCart: (cart) => cart,
    selectCartCount: (cart) => cart.orderedItems.reduce((count, line) => count + line.qty, 0),
  },
});

export const { addToCart, increaseQty, decreaseQty, removeLine, setDates, clearCart, cartReplaced } = cartSlice.actions;
export const { selectCart, selectCartCount } = cartSlice.selectors;
