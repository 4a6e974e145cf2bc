import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { PlatformProviders, createAppStore, loadRuntimeConfig, rootReducer } from '@rental/platform';
import { App } from './App';
import { configureRemotes, fetchPublicRegistrations } from './federation/remotes';

/**
 * How long the first render waits for public remotes whose registration this browser has never
 * seen (a remote added since the last visit): their manifests are fetched in parallel, and the
 * page's own remote needs its manifest anyway; a remote that does not answer in time joins later.
 */
const FIRST_RENDER_WAIT_MS = 1500;

/**
 * The reads the shell server made for a page it rendered (shell/server/src/pageHtml.ts): the
 * store starts from them, so the page's first render in the browser has the server's data.
 */
export function serverState(): Parameters<typeof createAppStore>[0] {
  const text = document.getElementById('server-state')?.textContent;
  if (!text) return undefined;
  try {
    const { queries } = JSON.parse(text) as { queries?: Record<string, unknown> };
    if (!queries || typeof queries !== 'object') return undefined;
    const initial = rootReducer(undefined, { type: 'server-state/init' });
    return { api: { ...initial.api, queries: { ...initial.api.queries, ...queries } } as typeof initial.api };
  } catch {
    return undefined;
  }
}

async function start() {
  // remotes.json beside the shell says where the API and each remote live (no rebuild to move them).
  const config = await loadRuntimeConfig();
  configureRemotes(config.remotes);
  await Promise.race([fetchPublicRegistrations(), new Promise((resolve) => setTimeout(resolve, FIRST_RENDER_WAIT_MS))]);
  const root = createRoot(document.getElementById('root')!);
  // As a transition, React renders the first page in slices and yields to the browser between
  // them, instead of one long task (a phone's CPU: Lighthouse's TBT went from ~360 to ~170 ms).
  // The HTML's frame stays on screen until the whole first render is ready.
  startTransition(() =>
    root.render(
      // antd='scoped': no antd at the root; the screens that use it are wrapped (federation/antdThemed.tsx).
      <PlatformProviders store={createAppStore(serverState())} antd="scoped">
        <BrowserRouter>
          <App />
        </BrowserRouter>
      </PlatformProviders>,
    ),
  );
}

void start();
