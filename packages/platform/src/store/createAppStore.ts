import { combineSlices, configureStore } from '@reduxjs/toolkit';
import { setupListeners } from '@reduxjs/toolkit/query/react';
import { api } from '../api/api';
import { cartSlice } from '../cart/cartSlice';
import { persistCart } from '../cart/persistCart';

/**
 * The site's root reducer. Remotes add their own state with `rootReducer.inject(slice)`; the
 * store picks injected slices up without being rebuilt.
 */
export const rootReducer = combineSlices(api, cartSlice);

export type RootState = ReturnType<typeof rootReducer>;

/** The host creates the one store; remotes reach it through the shared `@rental/platform` singleton. */
export function createAppStore(preloadedState?: Partial<RootState>) {
  const store = configureStore({
    reducer: rootReducer,
    preloadedState: preloadedState as RootState | undefined,
    middleware: (getDefault) => getDefault().concat(api.middleware),
  });
  persistCart(store);
  setupListeners(store.dispatch);
  return store;
}

export type AppStore = ReturnType<typeof createAppStore>;
export type AppDispatch = AppStore['dispatch'];
