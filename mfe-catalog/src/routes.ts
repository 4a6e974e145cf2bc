// The catalogue's routes, declared once (see @rental/platform/routes): the build writes the
// registration in mf-manifest.json from this, the shell composes its routes and nav from that, and
// this remote's App and server render pick the page and its first requests here.
import { defineRemote } from '@rental/platform/routes';
import type { FirstRequest } from '@rental/platform/routes';
import { pageRequest, readCatalogueState } from './catalogue/catalogueQuery';
import { FEATURED_REQUEST } from './pages/featured';

const featured = (): FirstRequest[] => [{ endpoint: 'getCataloguePage', arg: FEATURED_REQUEST }];

export default defineRemote({
  routes: [
    {
      path: '/',
      page: () => import('./pages/HomePage'),
      load: featured,
      nav: { label: 'Home', order: 10 },
    },
    {
      path: '/items',
      page: () => import('./pages/ItemsPage'),
      load: ({ search }) => [{ endpoint: 'getCataloguePage', arg: pageRequest(readCatalogueState(search)) }],
      nav: { label: 'Items', order: 20 },
    },
    {
      path: '/product/:key',
      page: () => import('./pages/ProductPage'),
      load: ({ params }) => [{ endpoint: 'getProduct', arg: params.key }],
    },
  ],
});
