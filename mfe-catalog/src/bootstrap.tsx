// Standalone run for the catalogue team (`npm run dev -w mfe-catalog`): the same providers as in
// the shell, and the paths this remote registers with the shell (src/routes.ts).
import { Navigate, Route } from 'react-router-dom';
import { startStandalone } from '@rental/platform';
import CatalogueApp from './exposes/App';
import routes from './routes';

void startStandalone(
  <>
    {routes.routes.map(({ path }) => (
      <Route key={path} path={path} element={<CatalogueApp />} />
    ))}
    <Route path="*" element={<Navigate to="/" replace />} />
  </>,
);
