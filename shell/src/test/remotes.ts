// Test fixtures for the remotes: a remotes.json, the registrations the four remotes ship, and
// their manifests as the mocked network answers them (one host per remote).
import type { Route } from '@rental/platform/jest/fetchMock';
import { REMEMBERED_KEY, configureRemotes } from '../federation/remotes';

export const TEST_REMOTES = {
  catalog: 'http://catalog.test/mf-manifest.json',
  booking: 'http://booking.test/mf-manifest.json',
  gallery: 'http://gallery.test/mf-manifest.json',
  admin: { manifest: 'http://admin.test/mf-manifest.json', adminOnly: true, paths: ['/admin/*'] },
};

export const TEST_REGISTRATIONS: Record<string, object> = {
  catalog: {
    paths: ['/', '/items', '/product/:key'],
    nav: [
      { to: '/', label: 'Home', order: 10 },
      { to: '/items', label: 'Items', order: 20 },
    ],
  },
  gallery: { paths: ['/gallery'], nav: [{ to: '/gallery', label: 'Gallery', order: 30 }] },
  booking: {
    paths: ['/booking', '/bookings'],
    nav: [
      { to: '/bookings', label: 'My bookings', order: 60, signedInOnly: true },
      { to: '/booking', label: 'Booking', order: 80, menuOnly: true },
    ],
  },
  admin: { adminOnly: true, layout: 'full', paths: ['/admin/*'], nav: [{ to: '/admin/', label: 'Admin', order: 70 }] },
};

export function manifestOf(container: string, registration?: object) {
  return { id: container, name: container, metaData: { name: container, ...(registration ? { registration } : {}) }, shared: [], exposes: [] };
}

/**
 * mockFetch routes for the manifests: `{ catalog: manifestOf(...) }`; a remote left out, or given
 * a status, answers that status (404 by default).
 */
export function manifestRoutes(manifests: Record<string, object | number>): Record<string, Route> {
  return {
    'GET /mf-manifest.json': (call) => {
      const answer = manifests[new URL(call.url).hostname.replace(/\.test$/, '')] ?? 404;
      return typeof answer === 'number' ? { status: answer, body: { error: 'down' } } : { body: answer };
    },
  };
}

/** The remotes as a returning visitor's browser knows them: registrations remembered, nothing fetched. */
export function rememberTestRemotes(registrations: Record<string, object> = TEST_REGISTRATIONS, remotes: object = TEST_REMOTES) {
  localStorage.setItem(REMEMBERED_KEY, JSON.stringify(registrations));
  configureRemotes(remotes as Parameters<typeof configureRemotes>[0]);
}
