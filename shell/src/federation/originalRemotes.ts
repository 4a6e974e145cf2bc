import type { RemoteRegistration } from './registration';

/**
 * What the four original remotes (by their remotes.json names) registered when registrations
 * began. The last resort, after the remote's own manifest and what this browser remembers from an
 * earlier visit:
 * - a remote deployed from a commit before registrations has none in its manifest, and must keep
 *   working with this shell (packages/build/README.md, "The rule");
 * - a first-time visitor while one of them is down still sees its nav link and gets the contained
 *   fallback on its pages, as before registrations.
 * A new remote never needs an entry here. Delete an entry once no live build of that remote
 * predates registrations; a remote's routes and nav change in its own src/routes.ts.
 */
export const ORIGINAL_REGISTRATIONS: Record<string, RemoteRegistration> = {
  catalog: {
    paths: ['/', '/items', '/product/:key'],
    nav: [
      { to: '/', label: 'Home', order: 10 },
      { to: '/items', label: 'Items', order: 20 },
    ],
    adminOnly: false,
    layout: 'site',
  },
  gallery: { paths: ['/gallery'], nav: [{ to: '/gallery', label: 'Gallery', order: 30 }], adminOnly: false, layout: 'site' },
  booking: {
    paths: ['/booking', '/bookings'],
    nav: [
      { to: '/bookings', label: 'My bookings', order: 60, signedInOnly: true },
      { to: '/booking', label: 'Booking', order: 80, menuOnly: true },
    ],
    adminOnly: false,
    layout: 'site',
  },
  admin: { paths: ['/admin/*'], nav: [{ to: '/admin/', label: 'Admin', order: 70 }], adminOnly: true, layout: 'full' },
};
