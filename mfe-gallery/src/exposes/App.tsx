// What the shell loads as `mfe_gallery/App` for /gallery.
import { GalleryPage } from '../pages/GalleryPage';

export default function GalleryApp() {
  // antd is the shell's (shared), so the shell's ConfigProvider themes this page too.
  return <GalleryPage />;
}
