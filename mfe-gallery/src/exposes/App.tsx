// What the shell loads as `mfe_gallery/App` for /gallery.
import { Suspense, lazy } from 'react';

// The page is its own chunk: the remote's entry stays tiny and the page's antd parts load with it.
const GalleryPage = lazy(() => import('../pages/GalleryPage'));

export default function GalleryApp() {
  // antd is the shell's (shared), so the shell's ConfigProvider themes this page too.
  return (
    <Suspense fallback={<p role="status">Loading gallery…</p>}>
      <GalleryPage />
    </Suspense>
  );
}
