// Standalone run for the gallery team (`npm run dev -w mfe-gallery`): the same providers as in
// the shell, and the paths this remote registers with the shell (registration.json).
import { Navigate, Route } from 'react-router-dom';
import { startStandalone } from '@rental/platform';
import GalleryApp from './exposes/App';
import registration from './registration.json';

void startStandalone(
  <>
    {registration.paths.map((path) => (
      <Route key={path} path={path} element={<GalleryApp />} />
    ))}
    <Route path="*" element={<Navigate to="/gallery" replace />} />
  </>,
);
