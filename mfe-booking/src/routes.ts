// Booking's routes, declared once (see @rental/platform/routes): the build writes the
// registration in mf-manifest.json from this; the shell composes its routes and nav from that.
import { defineRemote } from '@rental/platform/routes';

export default defineRemote({
  routes: [
    { path: '/booking', nav: { label: 'Booking', order: 80, menuOnly: true } },
    { path: '/bookings', nav: { label: 'My bookings', order: 60, signedInOnly: true } },
    { path: '/booking/payment' },
  ],
});
