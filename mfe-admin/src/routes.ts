// The back office's routes, declared once (see @rental/platform/routes): the build writes the
// registration in mf-manifest.json from this; the shell composes its routes and nav from that.
// One route ('/admin/*'): the back office routes its own screens.
import { defineRemote } from '@rental/platform/routes';

export default defineRemote({
  adminOnly: true,
  layout: 'full',
  routes: [
    {
      path: '/admin/*',
      nav: { to: '/admin/', label: 'Admin', order: 70 },
    },
  ],
});
