// The site's navigation (spec §2): the shell's own pages plus the nav entries the remotes
// registered, ordered by `order`. Today: Home 10, Items 20 (catalog), Gallery 30 (gallery),
// About 40, Contact 50 (shell), My bookings 60 (booking, signed in), Admin 70 (admin, admins
// and staff only), Booking 80 (booking, mobile menu only).
import type { NavEntry } from '../federation/registration';
import type { RemoteView } from '../federation/remotes';

export const SHELL_NAV: NavEntry[] = [
  { to: '/about', label: 'About', order: 40 },
  { to: '/contact', label: 'Contact', order: 50 },
];

export interface SiteNav {
  /** The top bar's links. */
  bar: NavEntry[];
  /** The mobile menu's: the bar's plus the menu-only entries. */
  menu: NavEntry[];
}

/** What this visitor sees: signed-in entries once signed in, admin-only remotes' entries for admins and staff (`isAdmin`: a back-office user, admin/backOffice.ts). */
export function siteNav(remotes: readonly RemoteView[], { isSignedIn, isAdmin }: { isSignedIn: boolean; isAdmin: boolean }): SiteNav {
  const registered = remotes.filter((remote) => !remote.adminOnly || isAdmin).flatMap((remote) => remote.registration?.nav ?? []);
  const seen = new Set<string>();
  const menu = [...SHELL_NAV, ...registered]
    .filter((entry) => !entry.signedInOnly || isSignedIn)
    .sort((a, b) => a.order - b.order)
    .filter((entry) => !seen.has(entry.to) && Boolean(seen.add(entry.to)));
  return { bar: menu.filter((entry) => !entry.menuOnly), menu };
}
