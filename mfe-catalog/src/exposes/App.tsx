// What the shell loads as `mfe_catalog/App`: home at '/', the catalogue at '/items', a product at
// '/product/:key', the routes it declares in src/routes.ts (the build registers them with the
// shell from there); this picks the page and its first requests from the location with the same
// declaration. Each page is its own chunk, so a visit pays only for the page it opens.
import { Suspense, lazy, useEffect } from 'react';
import type { ComponentType } from 'react';
import { useLocation } from 'react-router-dom';
import { matchRoute } from '@rental/platform/routes';
import type { FirstRequest } from '@rental/platform/routes';
import { catalogueApi, catalogueApi as api } from '../api/catalogueApi';
import { CatalogueStyles } from '../components/CatalogueStyles';
import { ProductGrid } from '../components/ProductCard';
import { HomeHero } from '../pages/HomeHero';

import routes from '../routes';

/** Each route's page, made lazy once. */
const PAGES = new Map(routes.routes.map((route) => [route.path, lazy(route.page)]));
const HomePage = PAGES.get('/')!;

/** While a page's chunk loads. Home shows its hero already (as the server's markup did: nothing flashes). */
function PageLoading({ home }: { home: boolean }) {
  return (
    <div className="cat-page">
      <CatalogueStyles />
      {home ? <HomeHero /> : <ProductGrid products={undefined} label="Page" />}
    </div>
  );
}

/** The route for `pathname` (home when none matches) and its parameters. */
function routeOf(pathname: string) {
  return matchRoute(routes.routes, pathname) ?? { route: routes.routes[0], params: {} };
}

/** The product key from '/product/{key}', decoded once (links encode it, so '/' or '%' in a key survive). */
export function productKeyOf(pathname: string): string | null {
  const { route, params } = routeOf(pathname);
  return route.path === '/product/:key' ? (params.key ?? null) : null;
}

/** The route's first requests (its `load` in src/routes.ts): the server renders with them, the browser starts them early. */
export function firstRequestsOf(pathname: string, search: string): FirstRequest[] {
  const { route, params } = routeOf(pathname);
  return route.load?.({ params, search: new URLSearchParams(search) }) ?? [];
}

/**
 * Starts the page's data request while its code chunk is still downloading, instead of after it
 * (the page's own query then finds it in flight or cached).
 */
function usePageDataEarly(pathname: string, search: string) {
  const prefetchProduct = api.usePrefetch('getProduct');
  const prefetchList = catalogueApi.usePrefetch('getCataloguePage');
  useEffect(() => {
    for (const first of firstRequestsOf(pathname, search)) {
      if (first.endpoint === 'getProduct') prefetchProduct(first.arg as string);
      else if (first.endpoint === 'getCataloguePage') prefetchList(first.arg as Parameters<typeof prefetchList>[0]);
    }
  }, [pathname, search, prefetchProduct, prefetchList]);
}

export default function CatalogueApp() {
  const { pathname, search } = useLocation();
  usePageDataEarly(pathname, search);
  const { route, params } = routeOf(pathname);
  // A product page takes its key; the other pages take nothing.
  const Page = (PAGES.get(route.path) ?? HomePage) as ComponentType<{ productKey?: string }>;
  const page = params.key !== undefined ? <Page key={params.key} productKey={params.key} /> : <Page />;
  return <Suspense fallback={<PageLoading home={Page === HomePage} />}>{page}</Suspense>;
}
