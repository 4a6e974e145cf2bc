import { useAuth } from '@rental/platform';

/**
 * Who is using the admin area: 'admin' sees everything; 'staff' only the order work, with no users,
 * prices, gallery, audit or revenue; undefined while GET /api/users/ has not answered (inside the
 * shell it always has: the shell loads this remote only after it did). Read from the user's role, so
 * it works with any platform kernel. The API refuses staff those routes regardless.
 */
export function useBackOfficeRole(): 'admin' | 'staff' | undefined {
  const role = useAuth().user?.role;
  return role === undefined ? undefined : role === 'admin' ? 'admin' : 'staff';
}

export function useIsStaffOnly(): boolean {
  return useBackOfficeRole() === 'staff';
}
