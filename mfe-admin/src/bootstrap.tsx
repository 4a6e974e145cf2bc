// Standalone run for the admin team (`npm run dev -w mfe-admin`). The server enforces the admin
// role on every call; the shell's gate is what keeps non-admins from downloading this remote.
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router-dom';
import { PlatformProviders, createAppStore, loadRuntimeConfig } from '@rental/platform';
import AdminApp from './exposes/App';

async function start() {
  await loadRuntimeConfig();
  createRoot(document.getElementById('root')!).render(
    <PlatformProviders store={createAppStore()}>
      <BrowserRouter>
        <Routes>
          <Route path="/admin/*" element={<AdminApp />} />
          <Route path="*" element={<Navigate to="/admin" replace />} />
        </Routes>
      </BrowserRouter>
    </PlatformProviders>,
  );
}

void start();
