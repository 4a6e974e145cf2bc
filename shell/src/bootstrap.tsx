import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { PlatformProviders, createAppStore, loadRuntimeConfig } from '@rental/platform';
import { App } from './App';
import { configureRemotes } from './federation/remotes';

async function start() {
  // remotes.json beside the shell says where the API and each remote live (no rebuild to move them).
  const config = await loadRuntimeConfig();
  configureRemotes(config.remotes);
  createRoot(document.getElementById('root')!).render(
    <PlatformProviders store={createAppStore()}>
      <BrowserRouter>
        <App />
      </BrowserRouter>
    </PlatformProviders>,
  );
}

void start();
