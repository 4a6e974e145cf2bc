// What a remote registers with the shell (its `src/registration.json`, carried in its
// mf-manifest.json as `metaData.registration`; the contract is in shell/README.md). The build
// (packages/build/src/registration.js) refuses a malformed file; this reads what arrives at run
// time leniently, because it comes from another deployment: a bad nav entry is dropped, not fatal.

export interface NavEntry {
  to: string;
  label: string;
  /** Position in the nav bar, ascending (the shell's About is 40, Contact 50). */
  order: number;
  /** Shown only to a signed-in visitor (My bookings). */
  signedInOnly?: boolean;
  /** Only in the mobile menu, not the bar (Booking, beside the cart icon). */
  menuOnly?: boolean;
}

export interface RemoteRegistration {
  /** Route paths the remote's `./App` renders (react-router patterns: '/items', '/product/:key', '/admin/*'). */
  paths: string[];
  nav: NavEntry[];
  /** A back-office remote: loaded only after GET /api/users/ confirmed an admin or staff member (admin/backOffice.ts; remotes.json must say so too: see remotesConfig.ts). */
  adminOnly: boolean;
  /** 'site': inside the nav bar layout; 'full': the remote draws the whole page (admin). */
  layout: 'site' | 'full';
}

const isPath = (value: unknown): value is string => typeof value === 'string' && value.startsWith('/') && !value.startsWith('//');

function readNavEntry(value: unknown): NavEntry | null {
  if (!value || typeof value !== 'object') return null;
  const { to, label, order, signedInOnly, menuOnly } = value as Record<string, unknown>;
  if (!isPath(to) || typeof label !== 'string' || !label.trim() || typeof order !== 'number' || !Number.isFinite(order)) return null;
  return { to, label, order, signedInOnly: signedInOnly === true, menuOnly: menuOnly === true };
}

/** The registration in a manifest's metaData, or null when there is none usable. */
export function readRegistration(value: unknown): RemoteRegistration | null {
  if (!value || typeof value !== 'object') return null;
  const { paths, nav, adminOnly, layout } = value as Record<string, unknown>;
  const validPaths = Array.isArray(paths) ? paths.filter(isPath) : [];
  if (validPaths.length === 0) return null;
  return {
    paths: validPaths,
    nav: Array.isArray(nav) ? nav.map(readNavEntry).filter((entry): entry is NavEntry => entry !== null) : [],
    adminOnly: adminOnly === true,
    layout: layout === 'full' ? 'full' : 'site',
  };
}
