import type { User } from '@rental/platform/types';

/**
 * Who may load the back-office remotes (remotes.json / registration `adminOnly`, e.g. /admin/*):
 * admins and staff. Staff get the admin remote with only the order work in its nav; the API
 * enforces every role regardless. Read from the user's role, so it needs no newer platform kernel.
 */
export const isBackOfficeUser = (user: Pick<User, 'role'> | undefined): boolean => user?.role === 'admin' || user?.role === 'staff';
