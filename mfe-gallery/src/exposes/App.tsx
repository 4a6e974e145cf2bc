// What the shell loads as `mfe_gallery/App` for /gallery.
import { Suspense, lazy } from 'react';
import routes from '../routes';

// The page as src/routes.ts declares it (its own chunk).
const GalleryPage = lazy(routes.routes[0].page!);

export default function GalleryApp() {
  // The page itself uses no antd (the manifest says usesAntd: false, so the shell adds no antd
  // theme); the viewer's and the confirmation's Modals bring antd and its theme when opened.
  return (
    <Suspense fallback={<p role="status">Loading gallery…</p>}>
      <GalleryPage />
    </Suspense>
  );
}
