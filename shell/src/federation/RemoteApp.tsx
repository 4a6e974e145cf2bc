import { Suspense, lazy, useCallback, useEffect, useState } from 'react';
import type { ComponentType, LazyExoticComponent, ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { BootFrame } from '@rental/platform/frames';
import { Spinner } from '../layout/Spinner';
import { isLoadFailure } from './loadFailure';
import { RemoteBoundary } from './RemoteBoundary';
import { RemoteUnavailableError } from './RemoteUnavailableError';
import { forgetRemote, loadRemoteApp, remoteFrame } from './remotes';
import type { RemoteName } from './remotes';
import { forgetServerMarkup, serverMarkupFor } from './serverRendered';

// One lazy component per remote, so moving between '/' and '/items' does not refetch or flash.
const lazyApps = new Map<RemoteName, LazyExoticComponent<ComponentType>>();

function lazyApp(remote: RemoteName) {
  let app = lazyApps.get(remote);
  if (!app) {
    app = lazy(() => loadRemoteApp(remote));
    lazyApps.set(remote, app);
  }
  return app;
}

/** Test hook: forget every loaded remote. */
export function resetRemoteApps() {
  lazyApps.clear();
}

export function RemoteLoading() {
  return <Spinner />;
}

/**
 * While a remote's code loads: its first frame for this route when its manifest has one (the
 * markup the shell's HTML already showed, so nothing changes on screen), else the spinner.
 */
function RemoteFrameOrLoading({ remote, path }: { remote: RemoteName; path?: string }) {
  const location = useLocation();
  const server = serverMarkupFor(remote, location);
  if (server) return <ServerMarkup nodes={server} />;
  const frame = path === undefined ? null : remoteFrame(remote, path, location);
  return frame === null ? <RemoteLoading /> : <FrameMarkup html={frame} />;
}

/**
 * The page as the shell server rendered it (its own nodes, moved here, not parsed again), `inert`
 * until the remote's code has rendered the same page in its place.
 */
function ServerMarkup({ nodes }: { nodes: Node[] }) {
  return (
    <div
      className="server-markup"
      style={{ display: 'contents' }}
      inert
      ref={(slot) => {
        if (slot) for (const node of nodes) if (node.parentNode !== slot) slot.appendChild(node);
      }}
    />
  );
}

/** Forgets the server's markup once the remote's own page is on screen. */
function RenderedOnce({ children }: { children: ReactNode }) {
  useEffect(forgetServerMarkup, []);
  return children;
}

/** A picture of the page until the remote's code runs: nothing in it can be used yet (the HTML's own element when it put it there). */
export function FrameMarkup({ html }: { html: string }) {
  return <BootFrame html={html} />;
}

/**
 * Renders a remote's `./App` inside the shell, contained by an error boundary. Code that cannot be
 * fetched (a chunk a deploy removed, a remote entry that did not answer) is retried once, at once,
 * with the remote's manifest fetched afresh; only a second failure shows the panel with Retry.
 */
export function RemoteApp({ remote, path }: { remote: RemoteName; /** The registered route path it is rendered for. */ path?: string }) {
  const { pathname } = useLocation();
  const [attempt, setAttempt] = useState(0);
  // The address whose one automatic retry is spent; another address gets its own.
  const [autoRetriedAt, setAutoRetriedAt] = useState<string | null>(null);
  const forget = useCallback(() => {
    lazyApps.delete(remote);
    forgetRemote(remote);
  }, [remote]);
  // A remote that was down is fetched afresh on the next attempt (Retry or navigation).
  const onError = useCallback(
    (error: Error) => {
      if (error instanceof RemoteUnavailableError) forget();
    },
    [forget],
  );
  const retry = useCallback(() => {
    forget();
    setAttempt((n) => n + 1);
  }, [forget]);
  const canAutoRetry = autoRetriedAt !== pathname;
  const retriesAutomatically = useCallback((error: Error) => canAutoRetry && isLoadFailure(error), [canAutoRetry]);
  const autoRetry = useCallback(() => {
    setAutoRetriedAt(pathname);
    retry();
  }, [pathname, retry]);
  const App = lazyApp(remote);
  return (
    <RemoteBoundary
      key={`${remote}:${attempt}`}
      onRetry={retry}
      onError={onError}
      resetKey={pathname}
      retriesAutomatically={retriesAutomatically}
      onAutoRetry={autoRetry}
      retrying={<RemoteLoading />}
    >
      <Suspense fallback={<RemoteFrameOrLoading remote={remote} path={path} />}>
        <RenderedOnce>
          <App />
        </RenderedOnce>
      </Suspense>
    </RemoteBoundary>
  );
}
