// What the shell loads as `mfe_catalog/App`: home at '/', the catalogue at '/items', a product at
// '/product/:key'. The shell owns the routes; this picks the page from the location.
import { matchPath, useLocation } from 'react-router-dom';
import { HomePage } from '../pages/HomePage';
import { ItemsPage } from '../pages/ItemsPage';
import { ProductPage } from '../pages/ProductPage';

// antd is the shell's (shared), so the shell's ConfigProvider themes these pages too.
export default function CatalogApp() {
  const { pathname } = useLocation();
  const product = matchPath('/product/:key', pathname);
  if (product?.params.key) return <ProductPage productKey={product.params.key} />;
  if (matchPath('/items', pathname)) return <ItemsPage />;
  return <HomePage />;
}
