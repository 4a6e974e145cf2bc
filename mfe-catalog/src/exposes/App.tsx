// What the shell loads as `mfe_catalog/App`: home at '/', the catalogue at '/items', a product at
// '/product/:key', the paths it registers with the shell (registration.json); this picks the page
// from the location. Each page is its own chunk, so a visit pays only for the page it opens.
import { Suspense, lazy, useEffect } from 'react';
import { matchPath, useLocation } from 'react-router-dom';
import { catalogueApi, catalogueApi as api } from '../api/catalogueApi';
import { pageRequest, readCatalogueState } from '../catalogue/catalogueQuery';
import { CatalogStyles } from '../components/CatalogStyles';
import { ProductGrid } from '../components/ProductCard';
import { FEATURED_REQUEST } from '../pages/featured';
import { HomeHero } from '../pages/HomeHero';

const HomePage = lazy(() => import('../pages/HomePage'));
const ItemsPage = lazy(() => import('../pages/ItemsPage'));
const ProductPage = lazy(() => import('../pages/ProductPage'));

/** While a page's chunk loads. Home shows its hero already (as its first frame did: nothing flashes). */
function PageLoading({ home }: { home: boolean }) {
  return (
    <div className="cat-page">
      <CatalogStyles />
      {home ? <HomeHero /> : <ProductGrid products={undefined} label="Page" />}
    </div>
  );
}

/** The product key from '/product/{key}', decoded once (links encode it, so '/' or '%' in a key survive). */
export function productKeyOf(pathname: string): string | null {
  const segment = /^\/product\/([^/]+)\/?$/.exec(pathname)?.[1];
  if (!segment) return null;
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/**
 * Starts the page's data request while its code chunk is still downloading, instead of after it
 * (the page's own query then finds it in flight or cached).
 */
function usePageDataEarly(pathname: string, search: string, productKey: string | null) {
  const prefetchProduct = api.usePrefetch('getProduct');
  const prefetchList = catalogueApi.usePrefetch('getCataloguePage');
  useEffect(() => {
    if (productKey) prefetchProduct(productKey);
    else if (matchPath('/items', pathname)) prefetchList(pageRequest(readCatalogueState(new URLSearchParams(search))));
    else prefetchList(FEATURED_REQUEST);
  }, [pathname, search, productKey, prefetchProduct, prefetchList]);
}

export default function CatalogApp() {
  const { pathname, search } = useLocation();
  const productKey = productKeyOf(pathname);
  usePageDataEarly(pathname, search, productKey);
  let page;
  if (productKey) page = <ProductPage key={productKey} productKey={productKey} />;
  else if (matchPath('/items', pathname)) page = <ItemsPage />;
  else page = <HomePage />;
  return <Suspense fallback={<PageLoading home={page.type === HomePage} />}>{page}</Suspense>;
}
