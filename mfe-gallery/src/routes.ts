// The gallery's routes, declared once (see @rental/platform/routes): the build writes the
// registration in mf-manifest.json from this; the shell composes its routes and nav from that.
import { defineRemote } from '@rental/platform/routes';

export default defineRemote({
  routes: [
    {
      path: '/gallery',
      nav: { label: 'Gallery', order: 30 },
    },
  ],
});
