// Booking's routes, declared once (see @rental/platform/routes): the build writes the
// registration in mf-manifest.json from this; the shell composes its routes and nav from that, and
// this remote's App picks the page here. Each page is its own chunk, which the shell server
// preloads with a page it rendered.
import { defineRemote } from '@rental/platform/routes';

export default defineRemote({
  routes: [
    { path: '/booking', page: () => import('./pages/BookingPage'), nav: { label: 'Booking', order: 80, menuOnly: true } },
    { path: '/bookings', page: () => import('./pages/MyBookingsPage'), nav: { label: 'My bookings', order: 60, signedInOnly: true } },
    { path: '/booking/payment', page: () => import('./pages/PaymentPage') },
  ],
});
