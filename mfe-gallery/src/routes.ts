// The gallery's routes, declared once (see @rental/platform/routes): the build writes the
// registration in mf-manifest.json from this; the shell composes its routes and nav from that.
import { defineRemote } from '@rental/platform/routes';

export default defineRemote({
  routes: [
    {
      path: '/gallery',
      // Its own chunk: the remote's entry stays tiny, and the shell server preloads it with a page it rendered.
      page: () => import('./pages/GalleryPage'),
      nav: { label: 'Gallery', order: 30 },
    },
  ],
});
