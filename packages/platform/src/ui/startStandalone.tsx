import { Suspense, lazy } from 'react';
import type { ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Routes, useLocation } from 'react-router-dom';
import { loadRuntimeConfig } from '../api/runtimeConfig';
import { useAuth } from '../auth/AuthProvider';
import { createAppStore } from '../store/createAppStore';
import { loadAntdTheme } from './antdTheme';
import { PlatformProviders } from './PlatformProviders';

const StandaloneSignIn = lazy(() => import('./StandaloneSignIn'));

/**
 * Whether the remote serving this page registers as admin-only: its own mf-manifest.json
 * (`metaData.registration`, from its src/routes.ts) beside the page.
 */
export async function isAdminOnlyRemote(manifestUrl = '/mf-manifest.json'): Promise<boolean> {
  try {
    const response = await fetch(manifestUrl, { cache: 'no-cache' });
    if (!response.ok) return false;
    const manifest = (await response.json()) as { metaData?: { registration?: { adminOnly?: unknown } } };
    return manifest?.metaData?.registration?.adminOnly === true;
  } catch {
    return false;
  }
}

/**
 * The remote's routes, plus what the shell would otherwise provide: /login (pages send visitors
 * there to sign in), and for an admin-only remote a sign-in screen until an admin is signed in.
 */
export function StandaloneRoutes({ routes, adminOnly }: { routes: ReactNode; adminOnly: boolean }) {
  const { isAdmin, isLoading } = useAuth();
  const { pathname } = useLocation();
  if (isLoading) return <p role="status">Checking your session…</p>;
  if (pathname === '/login' || (adminOnly && !isAdmin)) {
    return (
      <Suspense fallback={null}>
        <StandaloneSignIn adminOnly={adminOnly} />
      </Suspense>
    );
  }
  return <Routes>{routes}</Routes>;
}

/**
 * A remote's own page for its team (`npm run dev -w mfe-…`): the runtime config (its dev server
 * serves /remotes.json, so the API address is the site's), then the same providers as inside the
 * shell around the given routes, and a sign-in screen where the shell would have its login page.
 */
export async function startStandalone(routes: ReactNode): Promise<void> {
  // antd's themed ConfigProvider first, so PlatformProviders renders the page without suspending.
  const [, adminOnly] = await Promise.all([loadRuntimeConfig(), isAdminOnlyRemote(), loadAntdTheme()]);
  createRoot(document.getElementById('root')!).render(
    <PlatformProviders store={createAppStore()}>
      <BrowserRouter>
        <StandaloneRoutes routes={routes} adminOnly={adminOnly} />
      </BrowserRouter>
    </PlatformProviders>,
  );
}
