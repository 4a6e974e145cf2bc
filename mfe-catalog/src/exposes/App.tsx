// What the shell loads as `mfe_catalog/App`: home at '/', the catalogue at '/items', a product at
// '/product/:key'. The shell owns the routes; this picks the page from the location.
import { ConfigProvider } from 'antd';
import { matchPath, useLocation } from 'react-router-dom';
import { theme } from '@rental/platform';
import { HomePage } from '../pages/HomePage';
import { ItemsPage } from '../pages/ItemsPage';
import { ProductPage } from '../pages/ProductPage';

function CatalogPage() {
  const { pathname } = useLocation();
  const product = matchPath('/product/:key', pathname);
  if (product?.params.key) return <ProductPage productKey={product.params.key} />;
  if (matchPath('/items', pathname)) return <ItemsPage />;
  return <HomePage />;
}

export default function CatalogApp() {
  // antd is bundled per app (not shared, see bench/README.md), so each remote applies the theme itself.
  return (
    <ConfigProvider theme={theme}>
      <CatalogPage />
    </ConfigProvider>
  );
}
