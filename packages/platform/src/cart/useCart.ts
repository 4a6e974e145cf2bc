import { useMemo } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { addToCart, clearCart, decreaseQty, increaseQty, removeLine, selectCart, selectCartCount, setDates } from './cartSlice';
import type { Cart } from '../types/api';
import type { RootState } from '../store/createAppStore';

/** The cart and its actions, bound to the host's store. */
export function useCart() {
  const cart = useSelector((state: RootState) => selectCart(state)) as Cart;
  const count = useSelector((state: RootState) => selectCartCount(state));
  const dispatch = useDispatch();
  const actions = useMemo(
    () => ({
      addToCart: (key: string, qty?: number) => dispatch(addToCart({ key, qty })),
      increaseQty: (key: string) => dispatch(increaseQty(key)),
      decreaseQty: (key: string) => dispatch(decreaseQty(key)),
      removeLine: (key: string) => dispatch(removeLine(key)),
      setDates: (startingDate: string, endingDate: string) => dispatch(setDates({ startingDate, endingDate })),
      clearCart: () => dispatch(clearCart()),
    }),
    [dispatch],
  );
  return { cart, count, ...actions };
}
