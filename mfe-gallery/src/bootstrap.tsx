// Standalone run for the gallery team (`npm run dev -w mfe-gallery`): the same providers as in the shell.
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { PlatformProviders, createAppStore, loadRuntimeConfig } from '@rental/platform';
import GalleryApp from './exposes/App';

async function start() {
  await loadRuntimeConfig();
  createRoot(document.getElementById('root')!).render(
    <PlatformProviders store={createAppStore()}>
      <BrowserRouter>
        <Routes>
          <Route path="*" element={<GalleryApp />} />
        </Routes>
      </BrowserRouter>
    </PlatformProviders>,
  );
}

void start();
