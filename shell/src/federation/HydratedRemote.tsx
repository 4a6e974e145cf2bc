// A remote's page as the shell server rendered it, hydrated: React takes over the server's own
// nodes (no second DOM, no inert phase once the code is in) in a root of its own, since the shell
// itself is not rendered on the server. That root renders the remote's `./App` inside the very
// elements the server rendered it in (@rental/platform/server's renderRemotePage: StrictMode,
// PlatformProviders with antd 'scoped', a router at this address), with the shell's store, session,
// toasts and history, so the markup, and React's ids, come out the same.
import { StrictMode, startTransition, useCallback, useContext, useEffect, useRef, useState } from 'react';
import type { ComponentType, ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import type { Root } from 'react-dom/client';
import { useStore } from 'react-redux';
import { Router, UNSAFE_NavigationContext, useLocation, useNavigationType } from 'react-router-dom';
import { PlatformProviders, useAuth, useToast } from '@rental/platform';
import type { AppStore } from '@rental/platform';
import { isUnavailable } from './remoteFallbackPlugin';
import { loadRemoteApp } from './remotes';
import type { RemoteModule, RemoteName } from './remotes';
import { forgetServerMarkup } from './serverRendered';

/** Tells the shell once the root's first render (the hydration) is committed. Renders its child only, so ids do not move. */
function Committed({ onCommit, children }: { onCommit: () => void; children: ReactNode }) {
  useEffect(onCommit, [onCommit]);
  return children;
}

interface Props {
  remote: RemoteName;
  /** The server's nodes of this page (serverRendered.ts keeps them). */
  nodes: Node[];
  /**
   * The remote's code could not be loaded, or threw: the shell renders the remote its usual way,
   * with its error boundary, from this module (so nothing is fetched twice).
   */
  onFallback: (module: RemoteModule) => void;
}

export function HydratedRemote({ remote, nodes, onFallback }: Props) {
  const container = useRef<HTMLDivElement | null>(null);
  const root = useRef<Root | null>(null);
  const [module, setModule] = useState<RemoteModule | null>(null);
  const [hydrated, setHydrated] = useState(false);
  const location = useLocation();
  // The address the server rendered (RemoteApp took its markup at this one).
  const [address] = useState(location.pathname + location.search);
  const navigationType = useNavigationType();
  const { navigator } = useContext(UNSAFE_NavigationContext);
  const store = useStore() as AppStore;
  const auth = useAuth();
  const toast = useToast();
  const committed = useCallback(() => setHydrated(true), []);

  // The server's nodes go into the container once; from then on they are the root's.
  const slot = useCallback(
    (element: HTMLDivElement | null) => {
      container.current = element;
      if (element && !root.current) for (const node of nodes) if (node.parentNode !== element) element.appendChild(node);
    },
    [nodes],
  );

  useEffect(() => {
    let current = true;
    void loadRemoteApp(remote).then((loaded) => {
      if (!current) return;
      if (isUnavailable(loaded)) onFallback(loaded);
      else setModule(loaded);
    });
    return () => {
      current = false;
    };
  }, [remote, onFallback]);

  useEffect(() => {
    if (!module || !container.current) return;
    const App: ComponentType = module.default;
    const page = (
      <StrictMode>
        <PlatformProviders store={store} antd="scoped" host={{ auth, toast }}>
          <Router location={location} navigationType={navigationType} navigator={navigator}>
            <Committed onCommit={committed}>
              <App />
            </Committed>
          </Router>
        </PlatformProviders>
      </StrictMode>
    );
    if (root.current) {
      // Only once the first render (the hydration) is committed: an earlier update would make React
      // render the whole root again. Then as a transition: a part still waiting for its code stays
      // the server's markup until it hydrates, instead of being rendered again in the browser.
      if (!hydrated) return;
      const hydrating = root.current;
      startTransition(() => hydrating.render(page));
      return;
    }
    forgetServerMarkup();
    // The visitor moved on (within the remote) before its code was in: the markup is not this page's.
    if (location.pathname + location.search !== address) {
      onFallback(module);
      return;
    }
    root.current = hydrateRoot(container.current, page, {
      onRecoverableError(error, info) {
        console.error(`[shell] ${remote}: the server's markup could not be hydrated; that part was rendered again in the browser`, error, info.componentStack);
      },
      onUncaughtError(error) {
        console.warn(`[shell] ${remote} failed while hydrating; rendering it again in the browser`, error);
        onFallback(module);
      },
    });
  }, [module, hydrated, store, auth, toast, location, address, navigationType, navigator, committed, remote, onFallback]);

  // Leaving the remote's pages: its root goes with them (after this commit: a root cannot unmount inside another's render).
  useEffect(
    () => () => {
      const mounted = root.current;
      root.current = null;
      if (mounted) setTimeout(() => mounted.unmount(), 0);
    },
    [],
  );

  return <div className="server-page" style={{ display: 'contents' }} data-hydrated={hydrated ? '' : undefined} ref={slot} />;
}
