import { Suspense, lazy, useCallback, useEffect, useState } from 'react';
import type { ComponentType, LazyExoticComponent, ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { Spinner } from '../layout/Spinner';
import { HydratedRemote } from './HydratedRemote';
import { isLoadFailure } from './loadFailure';
import { RemoteBoundary } from './RemoteBoundary';
import { RemoteUnavailableError } from './RemoteUnavailableError';
import { forgetRemote, loadRemoteApp, remoteReleaseOf } from './remotes';
import { reportFailure } from './releaseReports';
import type { RemoteModule, RemoteName } from './remotes';
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
 * While a remote's code loads (its page is not hydrated: the code failed once, or the address is
 * not the one the server rendered): the page as the shell server rendered it for this address
 * (already on screen, so nothing changes), else the spinner.
 */
function ServerMarkupOrLoading({ remote }: { remote: RemoteName }) {
  const server = serverMarkupFor(remote, useLocation());
  return server ? <ServerMarkup nodes={server} /> : <RemoteLoading />;
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

/**
 * Renders a remote's `./App` inside the shell, contained by an error boundary. Code that cannot be
 * fetched (a chunk a deploy removed, a remote entry that did not answer) is retried once, at once,
 * with the remote's manifest fetched afresh; only a second failure shows the panel with Retry.
 * The page the shell server rendered for this address is hydrated instead (HydratedRemote), and
 * stays so while the visitor moves within that remote; when its code fails, it is rendered this
 * usual way from the module that was loaded.
 */
export function RemoteApp({ remote }: { remote: RemoteName }) {
  const location = useLocation();
  const { pathname } = location;
  const [server, setServer] = useState(() => {
    const nodes = serverMarkupFor(remote, location);
    return nodes ? { remote, nodes } : null;
  });
  const fallBack = useCallback(
    (module: RemoteModule) => {
      lazyApps.set(remote, lazy(() => Promise.resolve(module)));
      setServer(null);
    },
    [remote],
  );
  const [attempt, setAttempt] = useState(0);
  // The address whose one automatic retry is spent; another address gets its own.
  const [autoRetriedAt, setAutoRetriedAt] = useState<string | null>(null);
  const forget = useCallback(() => {
    lazyApps.delete(remote);
    forgetRemote(remote);
  }, [remote]);
  const canAutoRetry = autoRetriedAt !== pathname;
  // A remote that was down is fetched afresh on the next attempt (Retry or navigation). A failure
  // the visitor sees (not one the automatic retry may still recover) is reported for its release.
  const onError = useCallback(
    (error: Error) => {
      const loadFailed = isLoadFailure(error);
      if (!(canAutoRetry && loadFailed)) reportFailure(remote, remoteReleaseOf(remote), error, loadFailed);
      if (error instanceof RemoteUnavailableError) forget();
    },
    [forget, remote, canAutoRetry],
  );
  const retry = useCallback(() => {
    forget();
    setAttempt((n) => n + 1);
  }, [forget]);
  const retriesAutomatically = useCallback((error: Error) => canAutoRetry && isLoadFailure(error), [canAutoRetry]);
  const autoRetry = useCallback(() => {
    setAutoRetriedAt(pathname);
    retry();
  }, [pathname, retry]);
  // The same place in the routes now shows another remote: the server's page is not this one's.
  if (server && server.remote !== remote) setServer(null);
  if (server?.remote === remote) return <HydratedRemote key={remote} remote={remote} nodes={server.nodes} onFallback={fallBack} />;
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
      <Suspense fallback={<ServerMarkupOrLoading remote={remote} />}>
        <RenderedOnce>
          <App />
        </RenderedOnce>
      </Suspense>
    </RemoteBoundary>
  );
}
