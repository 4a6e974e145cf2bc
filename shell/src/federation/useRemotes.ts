import { useEffect, useSyncExternalStore } from 'react';
import { useAuth } from '@rental/platform';
import { isBackOfficeUser } from '../admin/backOffice';
import { remotesSnapshot, setAdminConfirmed, subscribeRemotes } from './remotes';
import type { RemoteView } from './remotes';

/**
 * The remotes and what they registered, re-rendering as registrations arrive. Once GET /api/users/
 * says admin or staff, admin-only (back-office) remotes may be fetched (their nav entries); a visitor's or customer's
 * session never allows it.
 */
export function useRemotes(): readonly RemoteView[] {
  const backOffice = isBackOfficeUser(useAuth().user);
  useEffect(() => setAdminConfirmed(backOffice), [backOffice]);
  return useSyncExternalStore(subscribeRemotes, remotesSnapshot);
}
