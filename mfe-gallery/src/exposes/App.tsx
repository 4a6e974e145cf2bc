// What the shell loads as `mfe_gallery/App` for /gallery.
import { ConfigProvider } from 'antd';
import { theme } from '@rental/platform';
import { GalleryPage } from '../pages/GalleryPage';

export default function GalleryApp() {
  // antd is bundled per app (not shared, see bench/README.md), so each remote applies the theme itself.
  return (
    <ConfigProvider theme={theme}>
      <GalleryPage />
    </ConfigProvider>
  );
}
