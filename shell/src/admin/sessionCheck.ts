import { api, readToken } from '@rental/platform';
import type { AppStore } from '@rental/platform';
import { adminOnlyRemoteAt, setAdminConfirmed, startRemoteApp } from '../federation/remotes';
import { isBackOfficeUser } from './backOffice';

/**
 * Asks GET /api/users/ as the shell starts, with the stored token, instead of once the first render
 * has mounted the session's hook (AuthProvider's query then joins this request). On an address of
 * a back-office remote, an answer naming an admin or staff member starts that remote's code at
 * once (startRemoteApp), while the shell is still rendering; any other answer, or no token,
 * fetches nothing of it.
 */
export function startSessionCheck(store: AppStore, pathname: string): void {
  if (!readToken()) return;
  const check = store.dispatch(api.endpoints.getCurrentUser.initiate(undefined, { subscribe: false }));
  void check.then(({ data }) => {
    const remote = adminOnlyRemoteAt(pathname);
    if (!remote || !isBackOfficeUser(data)) return;
    setAdminConfirmed(true);
    startRemoteApp(remote);
  });
}
