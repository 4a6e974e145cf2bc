// Standalone run for the admin team (`npm run dev -w mfe-admin`): the paths this remote registers
// with the shell (src/routes.ts). The server enforces the admin role on every call; the
// shell's gate is what keeps non-admins from downloading this remote.
import { Navigate, Route } from 'react-router-dom';
import { startStandalone } from '@rental/platform';
import AdminApp from './exposes/App';
import routes from './routes';

void startStandalone(
  <>
    {routes.routes.map(({ path }) => (
      <Route key={path} path={path} element={<AdminApp />} />
    ))}
    <Route path="*" element={<Navigate to="/admin" replace />} />
  </>,
);
