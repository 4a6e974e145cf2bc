import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { PlatformProviders, createAppStore, loadRuntimeConfig } from '@rental/platform';
import { App } from './App';
import { startSessionCheck } from './admin/sessionCheck';
import { configureRemotes, fetchPublicRegistrations } from './federation/remotes';
import { startReleaseReports } from './federation/releaseReports';
import { keepServerMarkup, pinnedRemotes, readServerRendered, serverState } from './federation/serverRendered';

/**
 * How long the first render waits for public remotes whose registration this browser has never
 * seen (a remote added since the last visit): their manifests are fetched in parallel, and the
 * page's own remote needs its manifest anyway; a remote that does not answer in time joins later.
 */
const FIRST_RENDER_WAIT_MS = 1500;

async function start() {
  // remotes.json beside the shell says where the API and each remote live (no rebuild to move them).
  const config = await loadRuntimeConfig();
  startReleaseReports(config);
  // A page the shell server rendered is taken from the release it rendered with (serverRendered.ts).
  const rendered = readServerRendered();
  configureRemotes(pinnedRemotes(config.remotes, rendered));
  keepServerMarkup(rendered);
  const store = createAppStore(serverState(rendered));
  startSessionCheck(store, window.location.pathname);
  await Promise.race([fetchPublicRegistrations(), new Promise((resolve) => setTimeout(resolve, FIRST_RENDER_WAIT_MS))]);
  const root = createRoot(document.getElementById('root')!);
  // As a transition, React renders the first page in slices and yields to the browser between
  // them, instead of one long task (a phone's CPU: Lighthouse's TBT went from ~360 to ~170 ms).
  // The server's markup stays on screen until the whole first render is ready.
  startTransition(() =>
    root.render(
      // antd='scoped': no antd at the root; the screens that use it are wrapped (federation/antdThemed.tsx).
      <PlatformProviders store={store} antd="scoped">
        <BrowserRouter>
          <App />
        </BrowserRouter>
      </PlatformProviders>,
    ),
  );
}

void start();
