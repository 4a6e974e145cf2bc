import { useEffect, useRef } from 'react';
import { useDispatch } from 'react-redux';
import { useLocation } from 'react-router-dom';
import { useAuth } from '@rental/platform';
import type { AppDispatch } from '@rental/platform';
import { adminApi } from '../api/adminApi';
import { useBackOfficeRole } from './backOfficeRole';
import { ADMIN_PAGE_SIZE, ORDER_LIST, PRODUCT_LIST, USER_LIST, readListParams } from './useListQuery';
import { PAYMENT_LIST } from './paymentList';

/** The dashboard shows figures at most this old (seconds) when it mounts; older ones are asked for again. */
export const DASHBOARD_FRESH_SECONDS = 5;

/**
 * Asks for the first request of the screen at this address while the screen's code is still on its
 * way (each screen is its own chunk). The screen's own query is the same call with the same
 * arguments, so it joins this request instead of starting one after its code has run: the
 * server's time no longer adds to the first screen. An admin's screens, and the orders for staff
 * (they see their own dashboard and are refused the others); nothing is asked before the role is
 * known.
 */
export function usePrefetchScreenData(): void {
  const dispatch = useDispatch<AppDispatch>();
  const { pathname, search } = useLocation();
  const role = useBackOfficeRole();
  const { isLoading: roleUnknown } = useAuth();
  // The first screen's read leaves during the first render, before the layout around the screen
  // renders (antd's layout and menu: about 0.4 s of a phone's CPU, which the request is meant to
  // overlap; an effect would run only after it). Nothing below has mounted yet, so no component
  // is updated while this one renders. Later addresses (and a role known only later, when the
  // screens below may have mounted) are asked for once committed. While GET /api/users/ has not
  // answered nothing is asked: inside the shell it always has, standalone and in tests it may not have.
  const address = `${role}:${pathname}${search}`;
  const asked = useRef<string | null>(null);
  const committed = useRef(false);
  if (!roleUnknown && asked.current === null && !committed.current) {
    asked.current = address;
    void prefetchScreen(dispatch, role, pathname, search);
  }
  useEffect(() => {
    committed.current = true;
    if (roleUnknown || asked.current === address) return;
    asked.current = address;
    void prefetchScreen(dispatch, role, pathname, search);
  }, [dispatch, role, roleUnknown, pathname, search, address]);
}

/** Asks for the screen's first request (staff: the orders only, the screen they share); settles with its response, whatever it is. */
function prefetchScreen(dispatch: AppDispatch, role: ReturnType<typeof useBackOfficeRole>, pathname: string, search: string): Promise<unknown> {
  const params = new URLSearchParams(search);
  const screen = pathname.replace(/^.*?\/admin(?=\/|$)/, '').replace(/\/+$/, '');
  const { endpoints } = adminApi;
  if (screen === '/orders' && (role === 'admin' || role === 'staff')) return dispatch(endpoints.adminOrderPage.initiate(readListParams(params, ORDER_LIST).args, { subscribe: false }));
  if (screen === '/payments' && (role === 'admin' || role === 'staff')) {
    const { values, page } = readListParams(params, PAYMENT_LIST);
    return dispatch(endpoints.adminPaymentPage.initiate({ ...values, page, limit: ADMIN_PAGE_SIZE }, { subscribe: false }));
  }
  if (role !== 'admin') return Promise.resolve();
  if (screen === '') dispatch(adminApi.util.prefetch('adminStats', undefined, { ifOlderThan: DASHBOARD_FRESH_SECONDS }));
  else if (screen === '/users') return dispatch(endpoints.adminUserPage.initiate(readListParams(params, USER_LIST).args, { subscribe: false }));
  else if (screen === '/items') return dispatch(endpoints.adminProductPage.initiate(readListParams(params, PRODUCT_LIST).args, { subscribe: false }));
  return Promise.resolve();
}
