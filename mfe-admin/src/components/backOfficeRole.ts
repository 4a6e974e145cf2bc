import { useAuth } from '@rental/platform';

/**
 * Who is using the admin area: an admin sees everything; staff (role 'staff') only the order work,
 * with no users, prices, gallery, audit or revenue. Read from the user's role, so it works with any
 * platform kernel. The API refuses staff those routes regardless; this only keeps the screens honest.
 */
export function useIsStaffOnly(): boolean {
  return useAuth().user?.role === 'staff';
}
