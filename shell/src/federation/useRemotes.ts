import { useEffect, useSyncExternalStore } from 'react';
import { useAuth } from '@rental/platform';
import { remotesSnapshot, setAdminConfirmed, subscribeRemotes } from './remotes';
import type { RemoteView } from './remotes';

/**
 * The remotes and what they registered, re-rendering as registrations arrive. Once GET /api/users/
 * says admin, admin-only remotes may be fetched (their nav entries); a visitor's or customer's
 * session never allows it.
 */
export function useRemotes(): readonly RemoteView[] {
  const { isAdmin } = useAuth();
  useEffect(() => setAdminConfirmed(isAdmin), [isAdmin]);
  return useSyncExternalStore(subscribeRemotes, remotesSnapshot);
}
