// Standalone run for the catalogue team (`npm run dev -w mfe-catalog`): the same providers as in the shell.
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { PlatformProviders, createAppStore, loadRuntimeConfig } from '@rental/platform';
import CatalogApp from './exposes/App';

async function start() {
  await loadRuntimeConfig();
  createRoot(document.getElementById('root')!).render(
    <PlatformProviders store={createAppStore()}>
      <BrowserRouter>
        <Routes>
          <Route path="/product/:key" element={<CatalogApp />} />
          <Route path="*" element={<CatalogApp />} />
        </Routes>
      </BrowserRouter>
    </PlatformProviders>,
  );
}

void start();
