// Standalone run for the booking team (`npm run dev -w mfe-booking`): the same providers as in the shell.
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { PlatformProviders, createAppStore, loadRuntimeConfig } from '@rental/platform';
import BookingApp from './exposes/App';

async function start() {
  await loadRuntimeConfig();
  createRoot(document.getElementById('root')!).render(
    <PlatformProviders store={createAppStore()}>
      <BrowserRouter>
        <Routes>
          <Route path="*" element={<BookingApp />} />
        </Routes>
      </BrowserRouter>
    </PlatformProviders>,
  );
}

void start();
