import type { ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Routes } from 'react-router-dom';
import { loadRuntimeConfig } from '../api/runtimeConfig';
import { createAppStore } from '../store/createAppStore';
import { PlatformProviders } from './PlatformProviders';

/**
 * A remote's own page for its team (`npm run dev -w mfe-…`): the runtime config, then the same
 * providers as inside the shell around the given routes.
 */
export async function startStandalone(routes: ReactNode): Promise<void> {
  await loadRuntimeConfig();
  createRoot(document.getElementById('root')!).render(
    <PlatformProviders store={createAppStore()}>
      <BrowserRouter>
        <Routes>{routes}</Routes>
      </BrowserRouter>
    </PlatformProviders>,
  );
}
