// What the shell loads as `mfe_catalog/App`: home at '/', the catalogue at '/items', a product at
// '/product/:key'. The shell owns the routes; this picks the page from the location. Each page is
// its own chunk, so a visit pays only for the page it opens.
import { Suspense, lazy } from 'react';
import { matchPath, useLocation } from 'react-router-dom';
import { CatalogStyles } from '../components/CatalogStyles';
import { ProductGrid } from '../components/ProductCard';

const HomePage = lazy(() => import('../pages/HomePage'));
const ItemsPage = lazy(() => import('../pages/ItemsPage'));
const ProductPage = lazy(() => import('../pages/ProductPage'));

function PageLoading() {
  return (
    <div className="cat-page">
      <CatalogStyles />
      <ProductGrid products={undefined} label="Page" />
    </div>
  );
}

export default function CatalogApp() {
  const { pathname } = useLocation();
  const product = matchPath('/product/:key', pathname);
  let page;
  if (product?.params.key) page = <ProductPage key={product.params.key} productKey={product.params.key} />;
  else if (matchPath('/items', pathname)) page = <ItemsPage />;
  else page = <HomePage />;
  return <Suspense fallback={<PageLoading />}>{page}</Suspense>;
}
