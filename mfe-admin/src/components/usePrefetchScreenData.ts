import { useEffect, useRef, useState } from 'react';
import { useDispatch } from 'react-redux';
import { useLocation } from 'react-router-dom';
import type { AppDispatch } from '@rental/platform';
import { adminApi } from '../api/adminApi';
import { useBackOfficeRole } from './backOfficeRole';
import { ORDER_LIST, PRODUCT_LIST, USER_LIST, readListParams } from './useListQuery';

/** The dashboard shows figures at most this old (seconds) when it mounts; older ones are asked for again. */
export const DASHBOARD_FRESH_SECONDS = 5;

/**
 * Asks for the first read of the screen at this address while the screen's code is still on its
 * way (each screen is its own chunk). The screen's own query is the same call with the same
 * arguments, so it joins this request instead of starting one after its code has run: the
 * server's time no longer adds to the first screen. Only an admin's screens: staff see their own
 * dashboard and are refused the others, and nothing is asked before the role is known.
 */
export function usePrefetchScreenData(): void {
  const dispatch = useDispatch<AppDispatch>();
  const { pathname, search } = useLocation();
  const role = useBackOfficeRole();
  // The first screen's read leaves during the first render, before the layout around the screen
  // renders (antd's layout and menu: about 0.4 s of a phone's CPU, which the request is meant to
  // overlap; an effect would run only after it). Nothing below has mounted yet, so no component
  // is updated while this one renders. Later addresses (and a role known only later) are asked
  // for once committed.
  const address = `${role}:${pathname}${search}`;
  const asked = useRef<string | null>(null);
  useState(() => {
    asked.current = address;
    prefetchScreen(dispatch, role, pathname, search);
  });
  useEffect(() => {
    if (asked.current === address) return;
    asked.current = address;
    prefetchScreen(dispatch, role, pathname, search);
  }, [dispatch, role, pathname, search, address]);
}

function prefetchScreen(dispatch: AppDispatch, role: ReturnType<typeof useBackOfficeRole>, pathname: string, search: string): void {
  if (role !== 'admin') return;
  const params = new URLSearchParams(search);
  const screen = pathname.replace(/^.*?\/admin(?=\/|$)/, '').replace(/\/+$/, '');
  if (screen === '') dispatch(adminApi.util.prefetch('adminStats', undefined, { ifOlderThan: DASHBOARD_FRESH_SECONDS }));
  else if (screen === '/orders') dispatch(adminApi.util.prefetch('adminOrderPage', readListParams(params, ORDER_LIST).args, {}));
  else if (screen === '/users') dispatch(adminApi.util.prefetch('adminUserPage', readListParams(params, USER_LIST).args, {}));
  else if (screen === '/items') dispatch(adminApi.util.prefetch('adminProductPage', readListParams(params, PRODUCT_LIST).args, {}));
}
